/**
 * Replay a researcher can trust: a live grid recorded against a loopback OpenAI-compatible endpoint
 * (the real `openai` client) is reproduced through `run --model replay:` without a single request
 * reaching the endpoint; the results folder, moved or copied, replays against its own cassette; every
 * corruption of the cassette or the store is named; a fingerprint change refuses a resume.
 */
import { cpSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineHash } from '../../src/models/cassette.js';
import { SimModel } from '../../src/models/sim/model.js';
import { loadProfile } from '../../src/models/sim/profile.js';
import { ResultsStore } from '../../src/runner/store.js';
import { sha256 } from '../../src/util/canonical.js';
import { runCli } from '../cli/run-cli.js';
import { LoopbackServer, completion } from '../models/loopback.js';
import { loadTask } from '../models/support.js';
const task = loadTask();
const KEY = 'sk-loopback-replay-0123456789';
const profile = loadProfile('default');
/** An endpoint answering as the simulated model reading the request (a pure function of the request). */
function endpoint() {
    const server = new LoopbackServer();
    server.handler = (body) => {
        const req = { model: String(body['model']), messages: body['messages'], tools: body['tools'] };
        const who = sha256(JSON.stringify(req.messages.slice(0, 2))).slice(0, 12);
        const turn = req.messages.filter((m) => m.role === 'assistant').length;
        const res = new SimModel(profile, { runId: 'loopback', seed: 'live', task }).answer(req, { runId: 'loopback', agent: who, turn, purpose: 'work' });
        const calls = res.message.tool_calls?.map((c, i) => ({ id: `call_${who}_${turn}_${i}`, name: c.function.name, arguments: c.function.arguments }));
        return { kind: 'json', body: completion({ content: res.message.content, ...(calls ? { tool_calls: calls } : {}) }, res.usage) };
    };
    return server;
}
const GRID = ['--suite-path', 'fixtures/examples', '--task-ids', task.id, '--arch', 'single,n2,l2', '--defense', 'all', '--retries', '0', '--no-report'];
const TOTAL = 1 + 3 + 3;
async function withEnv(baseURL, f) {
    const env = { OPENAI_API_KEY: process.env['OPENAI_API_KEY'], OPENAI_BASE_URL: process.env['OPENAI_BASE_URL'] };
    process.env['OPENAI_API_KEY'] = KEY;
    process.env['OPENAI_BASE_URL'] = baseURL;
    try {
        return await f();
    }
    finally {
        for (const [k, v] of Object.entries(env))
            if (v === undefined)
                delete process.env[k];
            else
                process.env[k] = v;
    }
}
/** Every stored run's id, status and trajectory hash. */
function hashes(out) {
    const store = ResultsStore.open(out, { readonly: true });
    try {
        return new Map([...store.runs()].map((r) => [r.runId, `${r.status} ${r.trajectoryHash}`]));
    }
    finally {
        store.close();
    }
}
describe('replay through run, from portable results folders', () => {
    let server;
    let url;
    const root = mkdtempSync(join(tmpdir(), 'masdrift-replay-'));
    const recorded = join(root, 'recorded');
    let want;
    beforeAll(async () => {
        server = endpoint();
        url = await server.start();
        const r = await withEnv(url, () => runCli(['run', ...GRID, '--model', 'openai:loopback-model', '--record', '--out', recorded]));
        expect(r.stderr).not.toMatch(/failed: [1-9]/);
        expect(r.code).toBe(0);
        want = hashes(recorded);
        expect(want.size).toBe(TOTAL);
        expect(server.seen.length).toBeGreaterThan(0);
    }, 300_000);
    afterAll(async () => server.stop());
    it('run --model replay:<results> reproduces every trajectory hash; the endpoint receives zero requests', async () => {
        const before = server.seen.length;
        const out = join(root, 'through-run');
        const r = await withEnv(url, () => runCli(['run', ...GRID, '--model', `replay:${recorded}`, '--out', out]));
        expect(r.stderr + r.stdout).not.toMatch(/replay miss/);
        expect(r.code).toBe(0);
        expect(hashes(out)).toEqual(want);
        expect(server.seen.length).toBe(before);
    }, 300_000);
    it('run --model replay:<cassette.jsonl> replays under the configuration each line names', async () => {
        const before = server.seen.length;
        const out = join(root, 'from-cassette');
        const r = await withEnv(url, () => runCli(['run', ...GRID, '--model', `replay:${join(recorded, 'cassette.jsonl')}`, '--out', out]));
        expect(r.code).toBe(0);
        expect(hashes(out)).toEqual(want);
        expect(server.seen.length).toBe(before);
    }, 300_000);
    it('a genuine miss names the run, the agent, the turn and the nearest recorded request, and fails the run (exit 1)', async () => {
        const before = server.seen.length;
        const out = join(root, 'miss');
        const r = await withEnv(url, () => runCli(['run', ...GRID, '--seed', '2', '--model', `replay:${recorded}`, '--out', out]));
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(/7 failed \(7 replay miss/);
        const store = ResultsStore.open(out, { readonly: true });
        try {
            const runs = [...store.runs()];
            expect(runs.every((x) => x.status === 'error')).toBe(true);
            const message = JSON.parse(runs[0].error).message;
            expect(message).toMatch(new RegExp(`run ${runs[0].runId}, agent \\S+, turn \\d+, request [0-9a-f]{16}`));
            expect(message).toMatch(/nearest recorded request/);
        }
        finally {
            store.close();
        }
        expect(server.seen.length).toBe(before);
    }, 300_000);
    it('a moved folder and a copied one each replay against their own cassette; a tampered copy fails, naming its own line', async () => {
        const before = server.seen.length;
        const moved = join(root, 'moved');
        const copied = join(root, 'copied');
        cpSync(recorded, join(root, 'to-move'), { recursive: true });
        renameSync(join(root, 'to-move'), moved);
        cpSync(moved, copied, { recursive: true });
        const m = await runCli(['replay', moved, '--check']);
        expect(m.stderr).toBe('');
        expect(m.stdout).toMatch(new RegExp(`^${TOTAL} of ${TOTAL} replayed runs reproduce their trajectory hash\n${TOTAL} of ${TOTAL} recomputed scores match`));
        expect(m.code).toBe(0);
        // Tamper with the copy's cassette: the copy is caught, the original is untouched.
        const file = join(copied, 'cassette.jsonl');
        const lines = readFileSync(file, 'utf8').trim().split('\n');
        const at = lines.findIndex((l) => l.includes('"content":"'));
        lines[at] = lines[at].replace(/"content":"(.)/, '"content":"X$1');
        writeFileSync(file, `${lines.join('\n')}\n`);
        const c = await runCli(['replay', copied, '--check']);
        expect(c.code).toBe(1);
        expect(c.stderr).toContain(`${file}:${at + 1}: cassette line was edited or damaged`);
        expect((await runCli(['replay', moved, '--check'])).code).toBe(0);
        // --cassette points a folder at another copy of its cassette; report verifies the one it uses.
        expect((await runCli(['replay', copied, '--check', '--cassette', join(moved, 'cassette.jsonl')])).code).toBe(0);
        const rep = await runCli(['report', moved, '--format', 'json', '--resamples', '100']);
        expect(rep.code).toBe(0);
        expect(rep.stdout).toContain(`exchanges, every line's hash verified`);
        expect(server.seen.length).toBe(before);
    }, 300_000);
    it('a removed line is a replay miss naming the run; a conflicting duplicate names both lines', async () => {
        const out = join(root, 'removed');
        cpSync(recorded, out, { recursive: true });
        const file = join(out, 'cassette.jsonl');
        const lines = readFileSync(file, 'utf8').trim().split('\n');
        const gone = JSON.parse(lines[3]);
        writeFileSync(file, `${[...lines.slice(0, 3), ...lines.slice(4)].join('\n')}\n`);
        const r = await runCli(['replay', out, '--check']);
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(new RegExp(`FAILED run ${gone.run} .*: replay miss.*run ${gone.run}, agent ${gone.agent.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, turn ${gone.turn}`));
        expect(r.stdout).toMatch(/1 failed to replay/);
        // The same exchange twice with different answers.
        const twice = join(root, 'twice');
        cpSync(recorded, twice, { recursive: true });
        const line = JSON.parse(lines[2]);
        const { hash: _h, ...rest } = line;
        const changed = { ...rest, response: { ...line.response, message: { ...line.response.message, content: `${line.response.message.content ?? ''} (another answer)` } } };
        writeFileSync(join(twice, 'cassette.jsonl'), `${lines.join('\n')}\n${JSON.stringify({ ...changed, hash: lineHash(changed) })}\n`);
        const d = await runCli(['replay', twice]);
        expect(d.code).toBe(1);
        expect(d.stderr).toMatch(new RegExp(`cassette.jsonl:3 and .*cassette.jsonl:${lines.length + 1}: conflicting cassette lines`));
    }, 300_000);
    it('an edited metric fails replay --check naming the run; a corrupt trajectory is named and the others replay', async () => {
        const out = join(root, 'edited');
        cpSync(recorded, out, { recursive: true });
        const ids = [...want.keys()].sort();
        const db = new DatabaseSync(join(out, 'results.sqlite'));
        const row = db.prepare('SELECT metrics FROM runs WHERE run_id = ?').get(ids[0]);
        const m = JSON.parse(row.metrics);
        db.prepare('UPDATE runs SET metrics = ? WHERE run_id = ?').run(JSON.stringify({ ...m, cmp: !m['cmp'] }), ids[0]);
        db.prepare('UPDATE runs SET trajectory = ? WHERE run_id = ?').run(new Uint8Array([1, 2, 3, 4, 5]), ids[1]);
        db.close();
        const plain = await runCli(['replay', out]);
        expect(plain.stderr).toMatch(new RegExp(`CORRUPT run ${ids[1]}: its stored row cannot be read`));
        expect(plain.stdout).toContain(`${TOTAL - 1} of ${TOTAL} replayed runs reproduce their trajectory hash, 1 stored rows unreadable`);
        expect(plain.code).toBe(1);
        const r = await runCli(['replay', out, '--check']);
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(new RegExp(`SCORE MISMATCH run ${ids[0]} .*cmp: stored ${!m['cmp']}, recomputed ${m['cmp']}`));
        expect(r.stdout).toContain(`${TOTAL - 2} of ${TOTAL - 1} recomputed scores match the stored ones, 1 differ`);
    }, 300_000);
});
