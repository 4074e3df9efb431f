import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { QUEUE_NAME, QUEUE_SCHEMA } from '../../src/runner/grid-queue.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decompressTrajectory } from '../../src/runner/compress.js';
import { queryResults, repoRoot } from '../helpers.js';
import { postgresBin, startPostgres } from '../postgres-server.js';
// Workers are child processes of the built CLI (CI builds dist/ during `npm ci`), on a PostgreSQL
// server this file starts itself (CI installs PostgreSQL; see .ci/run).
const bin = join(repoRoot, 'dist', 'src', 'cli', 'bin.js');
const built = existsSync(bin);
const dir = mkdtempSync(join(tmpdir(), 'masdrift-scale-'));
const examples = join(repoRoot, 'fixtures', 'examples');
const grid = ['run', '--suite-path', examples, '--arch', 'single,n2,l2', '--defense', 'none,chain', '--reps', '2', '--seed', '11', '--no-report'];
/** Every line any process printed in this file: none may hold the server's password. */
const printed = [];
const cli = (args, env = {}) => {
    const r = spawnSync(process.execPath, [bin, ...args], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 180_000 });
    printed.push(r.stdout, r.stderr);
    return r;
};
/** Every worker started here: any still running after a failed test is ended (by its own handle) in afterAll. */
const children = [];
/** A worker process, its output collected, its exit awaited. */
function startWorker(url, env, extra = []) {
    const child = spawn(process.execPath, [bin, 'worker', '--store', url, '--batch', '3', '--poll', '0.5', ...extra], { env: { ...process.env, ...env } });
    children.push(child);
    let text = '';
    child.stdout.on('data', (d) => (text += String(d)));
    child.stderr.on('data', (d) => (text += String(d)));
    const exit = new Promise((resolve) => child.on('exit', (code, signal) => {
        printed.push(text);
        resolve({ code, signal });
    }));
    return { child, pid: child.pid, out: () => text, exit };
}
/** Rows of the runs table, timing aside, trajectories decompressed, in run-id order. */
const COLS = 'run_id, suite, task_id, domain, architecture, defense, model, confirm, rep, seed, extra, status, error, traj_hash, metrics, trajectory';
const normal = (r) => ({ ...r, rep: Number(r['rep']), trajectory: r['trajectory'] ? decompressTrajectory(r['trajectory']) : null });
const sqliteRows = (folder) => queryResults(join(folder, 'results.sqlite'), `SELECT ${COLS} FROM runs ORDER BY run_id`).map(normal);
async function query(url, sql, values) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
        return (await c.query(sql, values)).rows;
    }
    finally {
        await c.end();
    }
}
const pgRows = async (url) => (await query(url, `SELECT ${COLS} FROM masdrift.runs ORDER BY run_id`)).map(normal);
async function waitFor(what, cond, timeoutMs = 120_000) {
    const until = Date.now() + timeoutMs;
    while (!(await cond())) {
        if (Date.now() > until)
            throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 50));
    }
}
describe.runIf((built && postgresBin() !== null) || process.env['CI'])('scale-out: a grid on PostgreSQL with several workers', () => {
    let server;
    const reference = join(dir, 'sqlite');
    let want = [];
    beforeAll(async () => {
        server = startPostgres();
        // The single-process SQLite run every distributed run must equal.
        expect(cli([...grid, '--out', reference, '--concurrency', '1']).status).toBe(0);
        want = sqliteRows(reference);
    }, 180_000);
    afterAll(() => {
        for (const c of children)
            if (c.exitCode === null && c.signalCode === null)
                c.kill('SIGKILL');
        server?.stop();
        rmSync(dir, { recursive: true, force: true });
    });
    it('three workers, one SIGKILLed mid-grid and one started late: the store equals the single-process SQLite run row for row, each run committed once', async () => {
        await server.createDb('kill');
        const url = server.url('kill');
        const q = cli([...grid, '--store', url, '--queue', '--lease', '2']);
        expect(q.status, q.stderr).toBe(0);
        expect(q.stderr).toContain(`${want.length} run(s) queued, 0 already stored (lease 2 s)`);
        // Enqueueing again adds no job and no run (the queue keeps one job per run id).
        expect(cli([...grid, '--store', url, '--queue', '--lease', '2']).stderr).toContain(`${want.length} run(s) queued`);
        expect((await query(url, `SELECT count(*)::int AS n FROM masdrift.grid`))[0]['n']).toBe(want.length);
        const slow = { MASDRIFT_TEST_RUN_DELAY_MS: '300' };
        const workers = [startWorker(url, slow), startWorker(url, slow), startWorker(url, slow)];
        const victim = workers[2];
        const mine = `%:${victim.pid}`;
        // Kill it while it holds a run it has not committed, after it has committed some.
        await waitFor('the victim to commit two runs and hold a third', async () => {
            const r = await query(url, `SELECT count(*) FILTER (WHERE outcome = 'committed')::int AS done, count(*) FILTER (WHERE outcome IS NULL)::int AS open FROM masdrift.attempts WHERE worker LIKE $1`, [mine]);
            return Number(r[0]['done']) >= 2 && Number(r[0]['open']) >= 1;
        });
        victim.child.kill('SIGKILL');
        expect((await victim.exit).signal).toBe('SIGKILL');
        const held = (await query(url, `SELECT run_id FROM masdrift.attempts WHERE worker LIKE $1 AND outcome IS NULL`, [mine])).map((r) => r['run_id']);
        expect(held.length).toBeGreaterThanOrEqual(1);
        const late = startWorker(url, slow);
        for (const w of [workers[0], workers[1], late]) {
            const e = await w.exit;
            expect(e.code, w.out()).toBe(0);
        }
        expect(late.out()).toMatch(/joined the grid/);
        // Row for row the single-process SQLite run (timing aside): nothing lost, nothing extra.
        expect(await pgRows(url)).toEqual(want);
        // The killed worker's runs were executed again by others and committed by them, once.
        const committers = await query(url, `SELECT run_id, committed_by FROM masdrift.runs WHERE run_id = ANY($1)`, [held]);
        expect(committers).toHaveLength(held.length);
        for (const c of committers)
            expect(String(c['committed_by'])).not.toMatch(new RegExp(`:${victim.pid}$`));
        const perRun = await query(url, `SELECT run_id, count(*) FILTER (WHERE outcome = 'committed')::int AS n FROM masdrift.attempts GROUP BY run_id`);
        expect(perRun).toHaveLength(want.length);
        for (const r of perRun)
            expect(r['n']).toBe(1);
        const st = cli(['status', '--store', url, '--json']);
        expect(st.status).toBe(0);
        const s = JSON.parse(st.stdout);
        expect(s).toMatchObject({ total: want.length, ok: want.length, remaining: 0 });
        expect(s.reExecutions).toBeGreaterThanOrEqual(held.length);
        expect(s.attempts).toBe(want.length + s.reExecutions);
        expect(s.workers).toHaveLength(4);
        const text = cli(['status', '--store', url]).stdout;
        expect(text).toMatch(/re-execution\(s\) of a run already started/);
        expect(text).not.toContain(server.password);
    });
    it('report and show read the PostgreSQL store as they read the SQLite folder', async () => {
        const url = server.url('kill');
        const strip = (json) => JSON.parse(json).tables;
        const fromPg = cli(['report', url, '--format', 'json', '--resamples', '200']);
        const fromSqlite = cli(['report', reference, '--format', 'json', '--resamples', '200']);
        expect(fromPg.status, fromPg.stderr).toBe(0);
        expect(strip(fromPg.stdout)).toEqual(strip(fromSqlite.stdout));
        const id = String(want.find((r) => r['architecture'] === 'l2' && r['defense'] === 'chain')['run_id']);
        const showPg = cli(['show', url, id, '--no-color']);
        expect(showPg.status, showPg.stderr).toBe(0);
        expect(showPg.stdout).toBe(cli(['show', reference, id, '--no-color']).stdout);
        const replay = cli(['replay', url, '--limit', '4']);
        expect(replay.status, replay.stderr).toBe(0);
        expect(replay.stdout).toContain('4 of 4 replayed runs reproduce their trajectory hash');
    });
    it('SIGTERM: a worker finishes the run in flight, hands the rest of its batch back, exits 143; another worker finishes the grid', async () => {
        await server.createDb('term');
        const url = server.url('term');
        expect(cli([...grid, '--store', url, '--queue', '--lease', '30']).status).toBe(0);
        const w = startWorker(url, { MASDRIFT_TEST_RUN_DELAY_MS: '400' });
        await waitFor('the worker to hold a run', async () => (await query(url, `SELECT 1 FROM masdrift.attempts WHERE outcome IS NULL`)).length > 0);
        w.child.kill('SIGTERM');
        const e = await w.exit;
        expect(e.code, w.out()).toBe(143);
        expect(w.out()).toMatch(/interrupted \(SIGTERM\): finishing the run in flight/);
        expect(w.out()).toMatch(/handed back unexecuted — stopped by SIGTERM/);
        // Nothing left half-done: every execution it started was committed (none waits for the 30 s lease).
        expect(await query(url, `SELECT run_id FROM masdrift.attempts WHERE outcome IS NULL`)).toEqual([]);
        const t0 = Date.now();
        const next = startWorker(url, {});
        expect((await next.exit).code, next.out()).toBe(0);
        // The handed-back runs were not waiting for the lease (30 s).
        expect(Date.now() - t0).toBeLessThan(30_000);
        expect(await pgRows(url)).toEqual(want);
    });
    it('a worker refuses to join a grid whose fingerprint differs from its own, naming what differs', async () => {
        await server.createDb('fp');
        const url = server.url('fp');
        expect(cli([...grid, '--store', url, '--queue']).status).toBe(0);
        // Another copy of the suite (one task edited) on the worker's machine: another suite version.
        const other = join(dir, 'other-suite');
        spawnSync('cp', ['-r', examples, other]);
        const file = join(other, 'finance-northwind.json');
        const task = JSON.parse(readFileSync(file, 'utf8'));
        task.title = `${task.title ?? ''} (edited)`;
        spawnSync('sh', ['-c', `cat > '${file}'`], { input: JSON.stringify(task) });
        const r = cli(['worker', '--store', url, '--suite-path', other]);
        expect(r.status).toBe(1);
        expect(r.stderr).toMatch(/refusing to join the grid in .*: this worker differs from it — suite version: the grid's [0-9a-f]{16}, this worker's [0-9a-f]{16}/);
        // A grid queued by another build: the code version named.
        const spec = JSON.parse(String((await query(url, `SELECT value FROM masdrift.meta WHERE key = 'grid'`))[0]['value']));
        spec.fingerprint['code version'] = '0.0.1-other';
        await query(url, `UPDATE masdrift.meta SET value = $1 WHERE key = 'grid'`, [JSON.stringify(spec)]);
        const r2 = cli(['worker', '--store', url]);
        expect(r2.status).toBe(1);
        expect(r2.stderr).toMatch(/code version: the grid's 0\.0\.1-other, this worker's \d+\.\d+\.\d+/);
        // Queuing a grid of other run limits into the same store is refused the same way.
        const r3 = cli([...grid, '--store', url, '--queue', '--turns', '3']);
        expect(r3.status).toBe(1);
        expect(r3.stderr).toMatch(/holds a queued grid of another fingerprint — code version: .*; limits: the grid's \{\}, this worker's \{"turnsPerAgent":3\}/);
        expect((await query(url, `SELECT count(*)::int AS n FROM masdrift.runs`))[0]['n']).toBe(0);
    });
    it('cassettes recorded by workers live in the store, run by run, as the single-process recording holds them', async () => {
        await server.createDb('cassette');
        const url = server.url('cassette');
        const small = ['run', '--suite-path', examples, '--arch', 'n2', '--defense', 'none,chain', '--seed', '3', '--no-report', '--record'];
        const folder = join(dir, 'recorded');
        expect(cli([...small, '--out', folder]).status).toBe(0);
        expect(cli([...small, '--store', url, '--queue']).status).toBe(0);
        const ws = [startWorker(url, {}), startWorker(url, {})];
        for (const w of ws)
            expect((await w.exit).code, w.out()).toBe(0);
        // Latency is timing, and the recording session and the line's hash (which covers both) are the
        // writer's; everything else of each exchange is the same, run by run.
        const exchanges = (lines) => lines.map((l) => {
            const x = JSON.parse(l);
            delete x['latencyMs'];
            delete x['session'];
            delete x['hash'];
            return JSON.stringify(x);
        }).sort();
        const fromFile = readFileSync(join(folder, 'cassette.jsonl'), 'utf8').split('\n').filter(Boolean);
        const fromStore = (await query(url, `SELECT line FROM masdrift.cassette ORDER BY run_id, seq`)).map((r) => String(r['line']));
        expect(fromStore.length).toBeGreaterThan(10);
        expect(exchanges(fromStore)).toEqual(exchanges(fromFile));
        expect(fromStore.join('\n')).not.toContain(server.password);
    });
    it('runs left without a job (their retries spent) stop the workers with a message; queuing the grid again retries them', async () => {
        await server.createDb('stranded');
        const url = server.url('stranded');
        const small = ['run', '--suite-path', examples, '--arch', 'n2', '--defense', 'none', '--seed', '5', '--no-report'];
        expect(cli([...small, '--store', url, '--queue']).status).toBe(0);
        // As if every job had failed its last retry: nothing is left on the queue for the grid's runs.
        const boss = new PgBoss({ connectionString: url, schema: QUEUE_SCHEMA, supervise: false, schedule: false });
        await boss.start();
        expect(await boss.deleteQueuedJobs(QUEUE_NAME)).toBeGreaterThan(0);
        await boss.stop({ graceful: false });
        const w = cli(['worker', '--store', url, '--poll', '0.5']);
        expect(w.status, w.stderr).toBe(1);
        expect(w.stderr).toMatch(/stopped: \d+ run\(s\) of the grid have no job left \(their retries spent\)/);
        expect(cli([...small, '--store', url, '--queue']).status).toBe(0);
        const again = cli(['worker', '--store', url]);
        expect(again.status, again.stderr).toBe(0);
        expect(JSON.parse(cli(['status', '--store', url, '--json']).stdout)).toMatchObject({ remaining: 0 });
    });
    it('no connection secret reaches any output: a wrong password, a missing database, every command above', () => {
        const wrong = server.url('kill').replace(encodeURIComponent(server.password), 'not-the-Secret-9x');
        const bad = cli(['status', '--store', wrong]);
        expect(bad.status).toBe(1);
        expect(bad.stderr).toMatch(/cannot use the PostgreSQL store: password authentication failed/);
        expect(bad.stderr).not.toContain('not-the-Secret-9x');
        expect(bad.stderr).toContain('postgres://masdrift:***@/kill');
        const missing = cli(['report', server.url('nowhere')]);
        expect(missing.status).toBe(1);
        expect(missing.stderr).toMatch(/database "nowhere" does not exist/);
        // Commands that write into a folder say they need one, without the password.
        for (const cmd of [['rescore'], ['judge', '--judge', 'sim:default']]) {
            const r = cli([cmd[0], server.url('kill'), ...cmd.slice(1)]);
            expect(r.status, r.stderr).toBe(2);
            expect(r.stderr).toMatch(/this command needs a results folder/);
        }
        for (const text of printed) {
            expect(text).not.toContain(server.password);
            expect(text).not.toContain(encodeURIComponent(server.password));
        }
        expect(printed.join('').length).toBeGreaterThan(1000);
    });
});
