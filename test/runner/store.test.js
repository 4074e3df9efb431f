import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { expandGrid, stratifiedSample } from '../../src/runner/grid.js';
import { runIdOf } from '../../src/runner/identity.js';
import { inProcessExecutor, runGrid } from '../../src/runner/run-grid.js';
import { ResultsStore, runRow, storedScorerVersion } from '../../src/runner/store.js';
import { rescoreFolder } from '../../src/runner/rescore.js';
import { SCORER_VERSION, UNRECORDED_SCORER } from '../../src/scoring/version.js';
import { failureText } from '../../src/runner/run-outcome.js';
import { gridExitCode } from '../../src/runner/execute.js';
import { masdriftRows } from '../../src/report/masdrift-report.js';
import { repoRoot } from '../helpers.js';
const dirs = [];
const tmp = () => {
    const d = mkdtempSync(join(tmpdir(), 'masdrift-store-'));
    dirs.push(d);
    return d;
};
afterEach(() => {
    while (dirs.length)
        rmSync(dirs.pop(), { recursive: true, force: true });
});
const fakeRun = async (identity) => ({
    runId: runIdOf(identity),
    identity,
    domain: 'finance',
    status: identity.taskId === 't-bad' ? 'error' : 'ok',
    error: identity.taskId === 't-bad' ? 'boom' : null,
    trajectoryHash: `h-${identity.taskId}-${identity.architecture}`,
    metrics: { cmp: 1 },
    trajectoryJson: JSON.stringify({ task: identity.taskId }),
    durationMs: 1,
});
const grid = (taskIds) => expandGrid({
    suite: 'masdrift',
    taskIds,
    architectures: ['single', 'n4', 'l3'],
    defenses: ['none', 'source', 'chain'],
    models: ['sim:default'],
    confirms: ['auto-approve', 'auto-deny'],
    reps: 2,
    seed: '1',
    defendSingle: false,
});
describe('grid expansion', () => {
    it('runs Single undefended only and expands confirmation policies for defended runs only', () => {
        const ids = grid(['t1']);
        // single: 1 defense x 1 confirm; n4, l3: none x1 + (source, chain) x 2 confirms = 5 each; x 2 reps
        expect(ids).toHaveLength((1 + 5 + 5) * 2);
        expect(new Set(ids.map(runIdOf)).size).toBe(ids.length);
        expect(ids.filter((i) => i.architecture === 'single').every((i) => i.defense === 'none')).toBe(true);
    });
    it('samples tasks evenly per domain, deterministically', () => {
        const tasks = Array.from({ length: 30 }, (_, i) => ({ id: `t${String(i).padStart(2, '0')}`, domain: i % 3 === 0 ? 'a' : 'b' }));
        const s = stratifiedSample(tasks, 4);
        expect(s.filter((t) => t.domain === 'a')).toHaveLength(4);
        expect(s.filter((t) => t.domain === 'b')).toHaveLength(4);
        expect(stratifiedSample(tasks, 4)).toEqual(s);
    });
});
describe('results store', () => {
    it('commits runs, resumes without duplicating, and reads them back', async () => {
        const dir = tmp();
        const ids = grid(['t1', 't2', 't-bad']);
        const store = ResultsStore.open(dir);
        store.checkVersions({ suiteVersion: 'v1', codeVersion: '0.1.0' }, false);
        const ac = new AbortController();
        let seen = 0;
        // Interrupt part-way: what finished is kept.
        const first = await runGrid({
            identities: ids,
            store,
            executor: inProcessExecutor(async (id) => {
                if (++seen === 10)
                    ac.abort();
                return fakeRun(id);
            }, 1, ac.signal),
            signal: ac.signal,
            commitEvery: 3,
            chunk: 4,
        });
        expect(first.interrupted).toBe(true);
        const partial = store.count();
        expect(partial).toBeGreaterThan(0);
        expect(partial).toBeLessThan(ids.length);
        const second = await runGrid({ identities: ids, store, executor: inProcessExecutor(fakeRun, 3) });
        expect(second.skipped).toBe(partial);
        expect(store.count()).toBe(ids.length);
        const errors = [...store.runs()].filter((r) => r.status === 'error');
        expect(errors.map((r) => r.identity.taskId)).toEqual(ids.filter((i) => i.taskId === 't-bad').map(() => 't-bad'));
        expect(errors[0].error).toBe('boom');
        const one = store.get(runIdOf(ids[0]));
        expect(one.identity).toEqual(ids[0]);
        expect(JSON.parse(one.trajectoryJson)).toEqual({ task: 't1' });
        store.close();
    });
    it('a resumed grid retries the runs stored failed (unless told to keep them) and never replaces a run stored ok', async () => {
        const dir = tmp();
        const ids = grid(['t1', 't-bad']);
        const store = ResultsStore.open(dir);
        const first = await runGrid({ identities: ids, store, executor: inProcessExecutor(fakeRun, 2) });
        const bad = ids.filter((i) => i.taskId === 't-bad').length;
        expect(first.failed).toBe(bad);
        expect(first.failedByReason).toBe(`${bad} runtime exception`);
        // --keep-failed: nothing to do.
        const kept = await runGrid({ identities: ids, store, executor: inProcessExecutor(fakeRun, 2), keepFailed: true });
        expect(kept).toMatchObject({ done: 0, skipped: ids.length });
        // By default the failed runs run again; now they succeed and replace the failed rows.
        const healed = async (id) => ({ ...(await fakeRun({ ...id, taskId: 't1' })), runId: runIdOf(id), identity: id });
        const again = await runGrid({ identities: ids, store, executor: inProcessExecutor(healed, 2) });
        expect(again).toMatchObject({ done: bad, skipped: ids.length - bad, failed: 0 });
        expect([...store.runs()].every((r) => r.status === 'ok')).toBe(true);
        expect(store.count()).toBe(ids.length);
        // A stored ok run is never replaced, even if a row for it is committed again.
        const okId = ids[0];
        store.commit([runRow({ ...(await fakeRun(okId)), status: 'error', error: 'late', metrics: null })]);
        expect(store.get(runIdOf(okId)).status).toBe('ok');
        store.close();
    });
    it('a failure that every further run would share (credentials refused) stops the grid', async () => {
        const dir = tmp();
        const ids = grid(['t1', 't2']);
        const store = ResultsStore.open(dir);
        const ac = new AbortController();
        let ran = 0;
        const refused = async (id) => {
            ran++;
            return { ...(await fakeRun(id)), status: 'error', metrics: null, error: failureText({ reason: 'auth', event: 'model call failed for agent a, turn 0', message: 'HTTP 401: bad key' }) };
        };
        const out = await runGrid({ identities: ids, store, executor: inProcessExecutor(refused, 1, ac.signal), signal: ac.signal, onFatal: () => ac.abort() });
        expect(ran).toBe(1);
        expect(out).toMatchObject({ failed: 1, interrupted: false, stopped: expect.stringContaining('credentials refused') });
        expect(gridExitCode(out)).toBe(1);
        store.close();
    });
    it('refuses a folder from another suite version unless mixing is allowed', () => {
        const dir = tmp();
        const s = ResultsStore.open(dir);
        s.checkVersions({ suiteVersion: 'v1', codeVersion: 'a' }, false);
        expect(() => s.checkVersions({ suiteVersion: 'v2', codeVersion: 'a' }, false)).toThrow(/suite version v1.*--allow-mixed/s);
        expect(() => s.checkVersions({ suiteVersion: 'v2', codeVersion: 'a' }, true)).not.toThrow();
        s.close();
    });
});
describe('a results folder written before node:sqlite', () => {
    // Written by the better-sqlite3 store on Node 20 (12 runs of the example tasks, single and l1 ×
    // none and source): the file format and schema are SQLite's own, so the built-in driver reads it.
    it('opens read-only and read-write, and every run and trajectory reads back', async () => {
        const dir = tmp();
        copyFileSync(join(repoRoot, 'test/fixtures/results-node20/results.sqlite'), join(dir, 'results.sqlite'));
        for (const readonly of [true, false]) {
            const store = ResultsStore.open(dir, { readonly });
            expect(store.count()).toBe(12);
            expect(store.meta('suite_version')).toBe('450446e48a465aac');
            const runs = [...store.runs({ withTrajectory: true })];
            expect(runs).toHaveLength(12);
            for (const r of runs) {
                expect(r.status).toBe('ok');
                expect(JSON.parse(r.trajectoryJson)).toHaveProperty('handoffs');
            }
            // scored before scorer versions were recorded, by a scorer whose scores this build cannot read
            expect(storedScorerVersion(store)).toBe(UNRECORDED_SCORER);
            expect(() => masdriftRows(store)).toThrow(/scored by scorer version 1.*masdrift rescore/s);
            store.close();
        }
        // re-scored without re-running, it reads back under this build's scorer
        const out = rescoreFolder(dir, { suite: join(repoRoot, 'fixtures/examples') });
        expect(out).toEqual({ from: UNRECORDED_SCORER, to: SCORER_VERSION, rescored: 12, failed: 0 });
        const store = ResultsStore.open(dir, { readonly: true });
        expect(store.meta('scorer_version')).toBe(SCORER_VERSION);
        const { rows, failed } = masdriftRows(store);
        expect(failed).toBe(0);
        expect(rows).toHaveLength(12);
        expect(rows.filter((r) => r.architecture === 'l1').every((r) => r.score.cl !== null && r.score.clExposed !== null)).toBe(true);
        store.close();
    });
});
