/**
 * Run validity against live endpoints on the loopback interface (the real `openai` client): an
 * endpoint that is down, one that refuses the key (401), one that injects faults into 20% of its
 * answers, one that answers the authorizer with garbage, and a cassette that cannot be written. Each
 * grid completes; failed runs are stored failed and never scored; degraded defenses are counted and
 * fail closed; the exit code is non-zero; resuming against a healthy endpoint fills the gaps and
 * gives the healthy grid's report.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimModel } from '../../src/models/sim/model.js';
import { authorizerKind } from '../../src/models/sim/authorizer-answer.js';
import { loadProfile } from '../../src/models/sim/profile.js';
import { buildMasdriftReport } from '../../src/report/masdrift-report.js';
import { LOCK_FILE, lockFolder } from '../../src/runner/folder-lock.js';
import { parseFailure } from '../../src/runner/run-outcome.js';
import { ResultsStore } from '../../src/runner/store.js';
import { sha256 } from '../../src/util/canonical.js';
import { runCli } from '../cli/run-cli.js';
import { LoopbackServer, completion } from '../models/loopback.js';
import { loadTask } from '../models/support.js';
const task = loadTask();
const KEY = 'sk-loopback-validity-0123456789';
const profile = loadProfile('default');
/** An endpoint answering as the simulated model reading the request (a pure function of the request). */
function endpoint() {
    const server = Object.assign(new LoopbackServer(), { mode: 'healthy' });
    server.handler = (body) => {
        const text = JSON.stringify(body.messages);
        if (server.mode === '401')
            return { kind: 'json', status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } } };
        // 20% of the distinct requests fail, every time they are sent (so the failures are reproducible).
        if (server.mode === 'faults' && parseInt(sha256(text).slice(0, 8), 16) % 5 === 0)
            return { kind: 'json', status: 500, body: { error: { message: 'injected fault' } } };
        const req = { model: String(body['model']), messages: body['messages'], tools: body['tools'] };
        if (server.mode === 'garbage-propose' && authorizerKind(req) === 'propose')
            return { kind: 'json', body: completion({ content: '{"rules": [{"tool": "send_payment", "stage": "whenever"}]}' }) };
        if (server.mode === 'garbage' && authorizerKind(req))
            return { kind: 'json', body: completion({ content: 'I think the policy should be fairly strict {' }) };
        const who = sha256(JSON.stringify(req.messages.slice(0, 2))).slice(0, 12);
        const turn = req.messages.filter((m) => m.role === 'assistant').length;
        // A fresh model per request: the answer depends on the request alone, not on what came before.
        const res = new SimModel(profile, { runId: 'loopback', seed: 'live', task }).answer(req, { runId: 'loopback', agent: who, turn, purpose: 'work' });
        const calls = res.message.tool_calls?.map((c, i) => ({ id: `call_${who}_${turn}_${i}`, name: c.function.name, arguments: c.function.arguments }));
        return { kind: 'json', body: completion({ content: res.message.content, ...(calls ? { tool_calls: calls } : {}) }, res.usage) };
    };
    return server;
}
const GRID = ['--suite-path', 'fixtures/examples', '--task-ids', task.id, '--arch', 'single,n2,l2', '--defense', 'all', '--reps', '2', '--retries', '0', '--no-report'];
const TOTAL = 2 * (1 + 3 + 3); // single undefended; n2 and l2 under none, source, chain; two reps
async function grid(out, baseURL, extra = []) {
    const env = { OPENAI_API_KEY: process.env['OPENAI_API_KEY'], OPENAI_BASE_URL: process.env['OPENAI_BASE_URL'] };
    process.env['OPENAI_API_KEY'] = KEY;
    process.env['OPENAI_BASE_URL'] = baseURL;
    try {
        const r = await runCli(['run', ...GRID, '--model', 'openai:loopback-model', '--out', out, ...extra]);
        expect(r.stdout + r.stderr).not.toContain(KEY);
        return r;
    }
    finally {
        for (const [k, v] of Object.entries(env))
            if (v === undefined)
                delete process.env[k];
            else
                process.env[k] = v;
    }
}
function stored(out) {
    const store = ResultsStore.open(out, { readonly: true });
    try {
        const runs = [...store.runs({ withTrajectory: true })];
        return { ok: runs.filter((r) => r.status === 'ok').length, failed: runs.filter((r) => r.status !== 'ok').map((r) => parseFailure(r.error)), runs };
    }
    finally {
        store.close();
    }
}
async function report(out) {
    const store = ResultsStore.open(out, { readonly: true });
    try {
        return await buildMasdriftReport(store, { resamples: 200 });
    }
    finally {
        store.close();
    }
}
describe('run validity against loopback endpoints', () => {
    let server;
    let url;
    let downUrl;
    let healthy;
    const root = mkdtempSync(join(tmpdir(), 'masdrift-validity-'));
    beforeAll(async () => {
        server = endpoint();
        url = await server.start();
        const gone = new LoopbackServer();
        downUrl = await gone.start();
        await gone.stop();
        const r = await grid(join(root, 'healthy'), url);
        expect(r.code).toBe(0);
        expect(stored(join(root, 'healthy')).ok).toBe(TOTAL);
        healthy = await report(join(root, 'healthy'));
    }, 300_000);
    afterAll(async () => server.stop());
    /** Resume a folder against the healthy endpoint: it fills the gaps, and the report is the healthy grid's. */
    async function resumesToHealthy(out, failedBefore) {
        server.mode = 'healthy';
        const r = await grid(out, url);
        expect(r.code).toBe(0);
        expect(r.stderr).toMatch(new RegExp(`${failedBefore} new runs \\(${TOTAL - failedBefore} already in`));
        expect(stored(out)).toMatchObject({ ok: TOTAL, failed: [] });
        const resumed = await report(out);
        expect(resumed.sections.map((x) => x.tables)).toEqual(healthy.sections.map((x) => x.tables));
        expect(resumed.meta.find(([k]) => k === 'runs')?.[1]).toBe(`${TOTAL} scored, 0 failed`);
    }
    it('an endpoint that is down: every run stored failed (model call), none scored, exit 1; resuming fills the grid', async () => {
        const out = join(root, 'down');
        const r = await grid(out, downUrl);
        expect(r.code).toBe(1);
        expect(r.stderr).toContain(`${TOTAL} failed`);
        const s = stored(out);
        expect(s.ok).toBe(0);
        expect(s.failed).toHaveLength(TOTAL);
        for (const f of s.failed)
            expect(['model_call', 'authorizer_call']).toContain(f.reason);
        const rep = await report(out);
        expect(rep.meta.find(([k]) => k === 'runs')?.[1]).toMatch(new RegExp(`^0 scored, ${TOTAL} failed \\(.*failed after retries`));
        expect(existsSync(join(out, LOCK_FILE))).toBe(false);
        await resumesToHealthy(out, TOTAL);
    }, 300_000);
    it('a 401 stops the grid at once: the run stored failed (credentials refused), exit 1; resuming fills the grid', async () => {
        const out = join(root, '401');
        server.mode = '401';
        const r = await grid(out, url, ['--concurrency', '1']);
        expect(r.code).toBe(1);
        expect(r.stderr).toContain('stopping the grid');
        const s = stored(out);
        expect(s.ok).toBe(0);
        expect(s.failed).toHaveLength(1);
        expect(s.failed[0].reason).toBe('auth');
        await resumesToHealthy(out, TOTAL);
    }, 300_000);
    it('20% injected faults: the failed runs stored failed and left out of the tables, exit 1; resuming gives the healthy report', async () => {
        const out = join(root, 'faults');
        server.mode = 'faults';
        const r = await grid(out, url);
        expect(r.code).toBe(1);
        const s = stored(out);
        expect(s.failed.length).toBeGreaterThan(0);
        expect(s.ok).toBeGreaterThan(0);
        expect(s.ok + s.failed.length).toBe(TOTAL);
        for (const f of s.failed) {
            expect(['model_call', 'authorizer_call']).toContain(f.reason);
            expect(f.message).toContain('HTTP 500');
            expect(f.event).toBeTruthy();
        }
        // Failed runs are never scored: the tables count only the runs that finished.
        const rep = await report(out);
        expect(rep.meta.find(([k]) => k === 'runs')?.[1]).toMatch(new RegExp(`^${s.ok} scored, ${s.failed.length} failed`));
        // --keep-failed keeps them as they are.
        const kept = await grid(out, url, ['--keep-failed']);
        expect(kept.stderr).toContain(`0 new runs (${TOTAL} already in`);
        await resumesToHealthy(out, s.failed.length);
    }, 300_000);
    it('garbage authorizer answers: defended runs degraded, recorded, counted and fail closed (no world-changing call executes), exit 1', async () => {
        const out = join(root, 'garbage');
        server.mode = 'garbage';
        const r = await grid(out, url);
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(/defense ran degraded .* in 8 run/);
        const s = stored(out);
        expect(s.failed).toEqual([]);
        const changing = new Set(task.environment.tools.filter((t) => t.effect !== 'read').map((t) => t.name));
        let degraded = 0;
        let deniedWrites = 0;
        for (const run of s.runs) {
            const t = JSON.parse(run.trajectoryJson);
            if (run.identity.defense === 'none') {
                expect(t.degradations).toBeUndefined();
                continue;
            }
            degraded++;
            expect(t.degradations?.[0]).toMatchObject({ what: 'compile', seq: null });
            expect(run.metrics.degradations).toBeGreaterThan(0);
            for (const c of t.calls) {
                if (changing.has(c.tool)) {
                    expect(c.status).not.toBe('executed');
                    if (c.status === 'denied')
                        deniedWrites++;
                }
            }
        }
        expect(degraded).toBe(8);
        // The undefended runs of this task do change the world: the defended ones were stopped.
        expect(deniedWrites).toBeGreaterThan(0);
        const rep = await report(out);
        expect(rep.meta.find(([k]) => k === 'defense degraded')?.[1]).toMatch(/^in 8 run/);
        server.mode = 'healthy';
    }, 300_000);
    it("garbage Chain proposals: each handoff's child gets the parent's policy with every world-changing tool at never, recorded as degraded", async () => {
        const out = join(root, 'garbage-propose');
        server.mode = 'garbage-propose';
        const r = await grid(out, url, ['--defense', 'chain']);
        server.mode = 'healthy';
        expect(r.code).toBe(1);
        const s = stored(out);
        expect(s.failed).toEqual([]);
        const changing = new Set(task.environment.tools.filter((t) => t.effect !== 'read').map((t) => t.name));
        let checked = 0;
        for (const run of s.runs) {
            if (run.identity.defense !== 'chain')
                continue;
            const t = JSON.parse(run.trajectoryJson);
            const delegations = t.handoffs.filter((h) => h.kind === 'delegate');
            expect(t.degradations?.map((d) => d.what)).toEqual(delegations.map(() => 'propose'));
            expect(t.degradations?.map((d) => d.seq)).toEqual(delegations.map((h) => h.seq));
            for (const h of delegations) {
                // The first delegation's parent is P0 (the compile answered well).
                if (h.from !== t.agents.find((a) => a.entry).id)
                    continue;
                for (const rule of h.policy.rules) {
                    const parent = t.rootPolicy.rules.find((p) => p.tool === rule.tool);
                    expect(rule.stage).toBe(changing.has(rule.tool) ? 'never' : parent.stage);
                    checked++;
                }
            }
        }
        expect(checked).toBeGreaterThan(0);
    }, 300_000);
    it('a cassette that cannot be written (disk full): runs stored failed (cassette write), exit 1', async () => {
        const out = join(root, 'disk-full');
        const r = await runCli(['run', '--suite-path', 'fixtures/examples', '--task-ids', task.id, '--arch', 'single', '--defense', 'none', '--record', '/dev/full', '--no-report', '--out', out]);
        expect(r.code).toBe(1);
        const s = stored(out);
        expect(s.ok).toBe(0);
        expect(s.failed.map((f) => f.reason)).toEqual(['cassette_write']);
    }, 120_000);
    it('one writer per folder: a second process is refused with the holder named; a stale lock is taken over', () => {
        const out = join(root, 'locked');
        const release = lockFolder(out, 'masdrift run (test)');
        expect(() => lockFolder(out, 'second')).toThrow(new RegExp(`in use by another masdrift process \\(pid ${process.pid} on `));
        release();
        expect(existsSync(join(out, LOCK_FILE))).toBe(false);
        // A lock left by a process of this host that is gone is stale, and taken over.
        writeFileSync(join(out, LOCK_FILE), JSON.stringify({ pid: 4_000_000_000, host: hostname(), started: 'earlier', command: 'killed' }));
        const again = lockFolder(out, 'third');
        expect(readFileSync(join(out, LOCK_FILE), 'utf8')).toContain(`"pid":${process.pid}`);
        again();
        // One of another host cannot be checked: refused, saying so.
        writeFileSync(join(out, LOCK_FILE), JSON.stringify({ pid: 1, host: 'elsewhere', started: 'earlier', command: 'x' }));
        expect(() => lockFolder(out, 'fourth')).toThrow(/on elsewhere.*another host/);
    });
});
