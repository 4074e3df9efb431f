import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { QUEUE_NAME, QUEUE_SCHEMA } from '../../src/runner/grid-queue.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decompressTrajectory } from '../../src/runner/compress.js';
import { queryResults, repoRoot } from '../helpers.js';
import { LoopbackServer, completion } from '../models/loopback.js';
import { postgresBin, startPostgres, type TestPostgres } from '../postgres-server.js';
import { SCORER_VERSION } from '../../src/scoring/version.js';

// Workers are child processes of the built CLI (CI builds dist/ during `npm ci`), on a PostgreSQL
// server this file starts itself (CI installs PostgreSQL; see .ci/run).
const bin = join(repoRoot, 'dist', 'src', 'cli', 'bin.js');
const built = existsSync(bin);
const dir = mkdtempSync(join(tmpdir(), 'masdrift-scale-'));
const examples = join(repoRoot, 'fixtures', 'examples');
const grid = ['run', '--suite-path', examples, '--arch', 'single,n2,l2', '--defense', 'none,chain', '--reps', '2', '--seed', '11', '--no-report'];

/** Every line any process printed in this file: none may hold the server's password. */
const printed: string[] = [];

const cli = (args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(process.execPath, [bin, ...args], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 180_000 });
  printed.push(r.stdout, r.stderr);
  return r;
};

/** The CLI without blocking this process (a loopback server in it must answer the child). */
const cliAsync = (args: string[], env: Record<string, string> = {}): Promise<{ status: number | null; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, ...env } });
    children.push(child);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d: Buffer) => (stdout += String(d)));
    child.stderr!.on('data', (d: Buffer) => (stderr += String(d)));
    child.on('exit', (status) => {
      printed.push(stdout, stderr);
      resolve({ status, stdout, stderr });
    });
  });

/** Every worker started here: any still running after a failed test is ended (by its own handle) in afterAll. */
const children: ChildProcess[] = [];

/** A worker process, its output collected, its exit awaited. */
function startWorker(url: string, env: Record<string, string>, extra: string[] = []): { child: ChildProcess; pid: number; out: () => string; exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }> } {
  const child = spawn(process.execPath, [bin, 'worker', '--store', url, '--batch', '3', '--poll', '0.5', ...extra], { env: { ...process.env, ...env } });
  children.push(child);
  let text = '';
  child.stdout!.on('data', (d: Buffer) => (text += String(d)));
  child.stderr!.on('data', (d: Buffer) => (text += String(d)));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      printed.push(text);
      resolve({ code, signal });
    }),
  );
  return { child, pid: child.pid!, out: () => text, exit };
}

/** Rows of the runs table, timing aside, trajectories decompressed, in run-id order. */
const COLS = 'run_id, suite, task_id, domain, architecture, defense, model, confirm, rep, seed, extra, status, error, traj_hash, metrics, trajectory';
type Row = Record<string, unknown>;
const normal = (r: Row): Row => ({ ...r, rep: Number(r['rep']), trajectory: r['trajectory'] ? decompressTrajectory(r['trajectory'] as Uint8Array) : null });
const sqliteRows = (folder: string): Row[] => (queryResults(join(folder, 'results.sqlite'), `SELECT ${COLS} FROM runs ORDER BY run_id`) as Row[]).map(normal);

async function query(url: string, sql: string, values?: unknown[]): Promise<Row[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql, values)).rows as Row[];
  } finally {
    await c.end();
  }
}
const pgRows = async (url: string): Promise<Row[]> => (await query(url, `SELECT ${COLS} FROM masdrift.runs ORDER BY run_id`)).map(normal);

/** Scores of another shape, as an older scorer left them. */
const stale = (metrics: string): string => {
  const m = JSON.parse(metrics) as Record<string, unknown>;
  delete m['clExposed'];
  return JSON.stringify(m);
};

/** What an older scorer left in a results folder: another version, scores of another shape. */
function edit(folder: string): void {
  const db = new DatabaseSync(join(folder, 'results.sqlite'));
  try {
    db.prepare("UPDATE meta SET value = '1' WHERE key = 'scorer_version'").run();
    for (const row of db.prepare('SELECT run_id, metrics FROM runs').all() as Array<{ run_id: string; metrics: string }>) db.prepare('UPDATE runs SET metrics = ? WHERE run_id = ?').run(stale(row.metrics), row.run_id);
  } finally {
    db.close();
  }
}

async function waitFor(what: string, cond: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf((built && postgresBin() !== null) || process.env['CI'])('scale-out: a grid on PostgreSQL with several workers', () => {
  let server: TestPostgres;
  const reference = join(dir, 'sqlite');
  let want: Row[] = [];
  beforeAll(async () => {
    server = startPostgres();
    // The single-process SQLite run every distributed run must equal.
    expect(cli([...grid, '--out', reference, '--concurrency', '1']).status).toBe(0);
    want = sqliteRows(reference);
  }, 180_000);
  afterAll(() => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
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
    expect((await query(url, `SELECT count(*)::int AS n FROM masdrift.grid`))[0]!['n']).toBe(want.length);

    const slow = { MASDRIFT_TEST_RUN_DELAY_MS: '300' };
    const workers = [startWorker(url, slow), startWorker(url, slow), startWorker(url, slow)];
    const victim = workers[2]!;
    const mine = `%:${victim.pid}`;
    // Kill it while it holds a run it has not committed, after it has committed some.
    await waitFor('the victim to commit two runs and hold a third', async () => {
      const r = await query(url, `SELECT count(*) FILTER (WHERE outcome = 'committed')::int AS done, count(*) FILTER (WHERE outcome IS NULL)::int AS open FROM masdrift.attempts WHERE worker LIKE $1`, [mine]);
      return Number(r[0]!['done']) >= 2 && Number(r[0]!['open']) >= 1;
    });
    victim.child.kill('SIGKILL');
    expect((await victim.exit).signal).toBe('SIGKILL');
    const held = (await query(url, `SELECT run_id FROM masdrift.attempts WHERE worker LIKE $1 AND outcome IS NULL`, [mine])).map((r) => r['run_id'] as string);
    expect(held.length).toBeGreaterThanOrEqual(1);
    const late = startWorker(url, slow);
    for (const w of [workers[0]!, workers[1]!, late]) {
      const e = await w.exit;
      expect(e.code, w.out()).toBe(0);
    }
    expect(late.out()).toMatch(/joined the grid/);

    // Row for row the single-process SQLite run (timing aside): nothing lost, nothing extra.
    expect(await pgRows(url)).toEqual(want);
    // The killed worker's runs were executed again by others and committed by them, once.
    const committers = await query(url, `SELECT run_id, committed_by FROM masdrift.runs WHERE run_id = ANY($1)`, [held]);
    expect(committers).toHaveLength(held.length);
    for (const c of committers) expect(String(c['committed_by'])).not.toMatch(new RegExp(`:${victim.pid}$`));
    const perRun = await query(url, `SELECT run_id, count(*) FILTER (WHERE outcome = 'committed')::int AS n FROM masdrift.attempts GROUP BY run_id`);
    expect(perRun).toHaveLength(want.length);
    for (const r of perRun) expect(r['n']).toBe(1);

    const st = cli(['status', '--store', url, '--json']);
    expect(st.status).toBe(0);
    const s = JSON.parse(st.stdout) as { total: number; ok: number; remaining: number; reExecutions: number; attempts: number; workers: unknown[] };
    expect(s).toMatchObject({ total: want.length, ok: want.length, remaining: 0 });
    expect(s.reExecutions).toBeGreaterThanOrEqual(held.length);
    expect(s.attempts).toBe(want.length + s.reExecutions);
    // Every worker that attempted a run is listed. The late worker may find the grid already drained
    // on a loaded machine (it joins but gets no job), so the count is read from the attempts, not fixed.
    const attempted = (await query(url, `SELECT count(DISTINCT worker)::int AS n FROM masdrift.attempts`))[0]!['n'];
    expect(s.workers).toHaveLength(Number(attempted));
    expect(s.workers.length).toBeGreaterThanOrEqual(3);
    const text = cli(['status', '--store', url]).stdout;
    expect(text).toMatch(/re-execution\(s\) of a run already started/);
    expect(text).not.toContain(server.password);
  });

  it('report and show read the PostgreSQL store as they read the SQLite folder', async () => {
    const url = server.url('kill');
    const strip = (json: string) => (JSON.parse(json) as { tables: unknown }).tables;
    const fromPg = cli(['report', url, '--format', 'json', '--resamples', '200']);
    const fromSqlite = cli(['report', reference, '--format', 'json', '--resamples', '200']);
    expect(fromPg.status, fromPg.stderr).toBe(0);
    expect(strip(fromPg.stdout)).toEqual(strip(fromSqlite.stdout));
    const id = String(want.find((r) => r['architecture'] === 'l2' && r['defense'] === 'chain')!['run_id']);
    const showPg = cli(['show', url, id, '--no-color']);
    expect(showPg.status, showPg.stderr).toBe(0);
    expect(showPg.stdout).toBe(cli(['show', reference, id, '--no-color']).stdout);
    const replay = cli(['replay', url, '--limit', '4']);
    expect(replay.status, replay.stderr).toBe(0);
    expect(replay.stdout).toContain('4 of 4 replayed runs reproduce their trajectory hash');
  });

  it('rescore and judge write into the PostgreSQL store as into the SQLite folder: the same scores, scorer version, judge records and report; a second pass changes nothing and asks the judge nothing', async () => {
    const url = server.url('kill');
    const judgeServer = new LoopbackServer();
    const env = { OPENAI_API_KEY: 'sk-judge-Secret-4711', OPENAI_BASE_URL: await judgeServer.start() };
    // A deterministic judge that is not the rules: its verdicts follow a hash of what it is shown
    // (OD "disclosed" for about a quarter of the runs, CL "C1 missing" for about a third).
    let asked = 0;
    const hash = (text: string): number => [...text].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
    judgeServer.handler = (body) => {
      asked++;
      const name = (body.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name;
      const user = (body.messages as Array<{ role: string; content: string }>).find((m) => m.role === 'user')?.content ?? '';
      if (name === 'od_verdict') return { kind: 'json', body: completion({ content: JSON.stringify({ disclosed: hash(user) % 4 === 1, events: [], rationale: 'read the transcript' }) }) };
      const n = (user.match(/\bC\d+\b/g) ?? []).reduce((m, c) => Math.max(m, Number(c.slice(1))), 0);
      const lost = n > 0 && hash(user) % 3 === 0;
      const constraints = Array.from({ length: n }, (_, i) => ({ constraint: `C${i + 1}`, state: lost && i === 0 ? 'missing' : 'intact', first_loss_hop: lost && i === 0 ? 1 : null }));
      return { kind: 'json', body: completion({ content: JSON.stringify({ constraints, lost, first_loss_hop: lost ? 1 : null, rationale: 'followed each constraint' }) }) };
    };
    try {
      // What an older scorer left, in both stores alike: another version, scores of another shape.
      edit(reference);
      const old = (await query(url, `SELECT run_id, metrics FROM masdrift.runs`)).map((r) => [String(r['run_id']), String(r['metrics'])] as const);
      await query(url, `UPDATE masdrift.meta SET value = '1' WHERE key = 'scorer_version'`);
      await query(url, `UPDATE masdrift.runs SET metrics = v.m FROM unnest($1::text[], $2::text[]) AS v(id, m) WHERE run_id = v.id`, [old.map((o) => o[0]), old.map((o) => stale(o[1]))]);
      const grid0 = JSON.parse(String((await query(url, `SELECT value FROM masdrift.meta WHERE key = 'grid'`))[0]!['value'])) as { fingerprint: Record<string, string> };
      grid0.fingerprint['scorer version'] = '1';
      // A lease long enough that the execution below still counts as in flight when rescore looks (it was 2 s).
      (grid0 as { leaseSeconds?: number }).leaseSeconds = 600;
      await query(url, `UPDATE masdrift.meta SET value = $1 WHERE key = 'grid'`, [JSON.stringify(grid0)]);

      // Before the re-score, report and judge refuse the stale store as they refuse the stale folder.
      for (const where of [url, reference]) {
        const r = cli(['report', where]);
        expect(r.status, r.stderr).toBe(1);
        expect(r.stderr).toMatch(/scored by scorer version 1.*masdrift rescore/s);
        const j = await cliAsync(['judge', where, '--judge', 'openai:loopback-judge?temperature=0'], env);
        expect(j.status).toBe(1);
        expect(j.stderr).toMatch(/scored by scorer version 1; this build scores with version .*masdrift rescore/);
      }
      expect(asked).toBe(0);

      // A worker still executing a run of the grid: the re-score waits for it (refused, nothing written).
      // (The killed worker's execution left open in the first test is no such thing: its run was committed since.)
      await query(url, `INSERT INTO masdrift.attempts (run_id, worker) VALUES ('a-run-in-flight', 'busy:1')`);
      const busy = cli(['rescore', url]);
      expect(busy.status).toBe(1);
      expect(busy.stderr).toMatch(/1 run\(s\) of its grid are being executed by workers .*stop them or let the grid finish/);
      expect((await query(url, `SELECT value FROM masdrift.meta WHERE key = 'scorer_version'`))[0]!['value']).toBe('1');
      await query(url, `DELETE FROM masdrift.attempts WHERE worker = 'busy:1'`);

      const rs = [cli(['rescore', url]), cli(['rescore', reference])];
      for (const r of rs) {
        expect(r.status, r.stderr).toBe(0);
        expect(r.stdout).toMatch(new RegExp(`re-scored ${want.length} runs of .* with scorer version ${SCORER_VERSION} \\(they were scored with 1\\)`));
      }
      expect(rs[0]!.stdout).toContain('postgres://masdrift:***@/kill');
      // The scores are the single-process run's again, row for row, in both; the versions recorded.
      expect(await pgRows(url)).toEqual(want);
      expect(sqliteRows(reference)).toEqual(want);
      expect((await query(url, `SELECT value FROM masdrift.meta WHERE key = 'scorer_version'`))[0]!['value']).toBe(SCORER_VERSION);
      const grid1 = JSON.parse(String((await query(url, `SELECT value FROM masdrift.meta WHERE key = 'grid'`))[0]!['value'])) as { fingerprint: Record<string, string> };
      expect(grid1.fingerprint['scorer version']).toBe(SCORER_VERSION);
      // Idempotent: a second re-score rewrites the same scores.
      expect(cli(['rescore', url]).stdout).toContain(`(they were scored with ${SCORER_VERSION})`);
      expect(await pgRows(url)).toEqual(want);

      // The judge, on each store: the same requests, so the same answers and the same records.
      const spec = ['--judge', 'openai:loopback-judge?temperature=0'];
      const jPg = await cliAsync(['judge', url, ...spec], env);
      const askedPg = asked;
      const jSqlite = await cliAsync(['judge', reference, ...spec], env);
      expect(jPg.status, jPg.stderr).toBe(0);
      expect(jSqlite.status, jSqlite.stderr).toBe(0);
      expect(askedPg).toBeGreaterThan(want.length);
      expect(asked).toBe(2 * askedPg);
      const summary = (out: string) => out.replace(/→ .*$/m, '→');
      expect(jPg.stdout).toMatch(/judged \d+ runs with .* \(0 judge errors\) → postgres:\/\/masdrift:\*\*\*@\/kill\?host=.* \(masdrift\.judgements\)/);
      expect(summary(jPg.stdout)).toBe(summary(jSqlite.stdout));
      expect(jPg.stdout).toMatch(/CL {2}n=\d+ {2}Acc/);
      const fromPg = (await query(url, `SELECT line FROM masdrift.judgements ORDER BY seq`)).map((r) => String(r['line']));
      const fromFile = readFileSync(join(reference, 'judgements.jsonl'), 'utf8').split('\n').filter(Boolean);
      expect(fromPg.length).toBeGreaterThan(0);
      expect(fromPg).toEqual(fromFile);
      const cachePg = (await query(url, `SELECT key, answer FROM masdrift.judge_cache ORDER BY key`)).map((r) => `${r['key']} ${r['answer']}`);
      const cacheFile = readFileSync(join(reference, 'judge-cache.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { key: string; answer: string }).map((r) => `${r.key} ${r.answer}`).sort();
      expect(cachePg).toEqual(cacheFile);
      expect(cachePg.join('\n')).not.toContain(env.OPENAI_API_KEY);

      // The report shows the same agreement from either store.
      const table = (json: string) => ((JSON.parse(json) as { tables: Array<{ id: string; rows: unknown }> }).tables.find((t) => t.id === 'judge-agreement') ?? null)?.rows;
      const rPg = cli(['report', url, '--format', 'json', '--resamples', '200']);
      const rSqlite = cli(['report', reference, '--format', 'json', '--resamples', '200']);
      expect(rPg.status, rPg.stderr).toBe(0);
      expect(table(rPg.stdout)).toBeTruthy();
      expect(table(rPg.stdout)).toEqual(table(rSqlite.stdout));

      // A second pass replays every answer from the store: nothing reaches the judge, nothing changes.
      const again = await cliAsync(['judge', url, ...spec], env);
      expect(again.status, again.stderr).toBe(0);
      expect(asked).toBe(2 * askedPg);
      expect(again.stdout).toBe(jPg.stdout);
      // The records are the first pass's, each answer now marked as replayed from the cache.
      const uncached = (lines: string[]) => lines.map((l) => l.replace(/"cached":(true|false)/g, '"cached":_'));
      const second = (await query(url, `SELECT line FROM masdrift.judgements ORDER BY seq`)).map((r) => String(r['line']));
      expect(uncached(second)).toEqual(uncached(fromPg));
      expect(second.join('\n')).not.toContain('"cached":false');
      for (const text of printed) expect(text).not.toContain(env.OPENAI_API_KEY);
    } finally {
      judgeServer.stop();
    }
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
    const task = JSON.parse(readFileSync(file, 'utf8')) as { title?: string };
    task.title = `${task.title ?? ''} (edited)`;
    spawnSync('sh', ['-c', `cat > '${file}'`], { input: JSON.stringify(task) });
    const r = cli(['worker', '--store', url, '--suite-path', other]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/refusing to join the grid in .*: this worker differs from it — suite version: the grid's [0-9a-f]{16}, this worker's [0-9a-f]{16}/);
    // A grid queued by another build: the code version named.
    const spec = JSON.parse(String((await query(url, `SELECT value FROM masdrift.meta WHERE key = 'grid'`))[0]!['value'])) as { fingerprint: Record<string, string> };
    spec.fingerprint['code version'] = '0.0.1-other';
    await query(url, `UPDATE masdrift.meta SET value = $1 WHERE key = 'grid'`, [JSON.stringify(spec)]);
    const r2 = cli(['worker', '--store', url]);
    expect(r2.status).toBe(1);
    expect(r2.stderr).toMatch(/code version: the grid's 0\.0\.1-other, this worker's \d+\.\d+\.\d+/);
    // Queuing a grid of other run limits into the same store is refused the same way.
    const r3 = cli([...grid, '--store', url, '--queue', '--turns', '3']);
    expect(r3.status).toBe(1);
    expect(r3.stderr).toMatch(/holds a queued grid of another fingerprint — code version: .*; limits: the grid's \{\}, this worker's \{"turnsPerAgent":3\}/);
    expect((await query(url, `SELECT count(*)::int AS n FROM masdrift.runs`))[0]!['n']).toBe(0);
  });

  it('cassettes recorded by workers live in the store, run by run, as the single-process recording holds them', async () => {
    await server.createDb('cassette');
    const url = server.url('cassette');
    const small = ['run', '--suite-path', examples, '--arch', 'n2', '--defense', 'none,chain', '--seed', '3', '--no-report', '--record'];
    const folder = join(dir, 'recorded');
    expect(cli([...small, '--out', folder]).status).toBe(0);
    expect(cli([...small, '--store', url, '--queue']).status).toBe(0);
    const ws = [startWorker(url, {}), startWorker(url, {})];
    for (const w of ws) expect((await w.exit).code, w.out()).toBe(0);
    // Latency is timing, and the recording session and the line's hash (which covers both) are the
    // writer's; everything else of each exchange is the same, run by run.
    const exchanges = (lines: string[]) => lines.map((l) => {
      const x = JSON.parse(l) as Record<string, unknown>;
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
    // rescore and judge on a database no grid was run into: said so, without the password, nothing created there.
    for (const cmd of [['rescore'], ['judge', '--judge', 'openai:some-judge']]) {
      const r = cli([cmd[0]!, server.url('postgres'), ...cmd.slice(1)], { OPENAI_API_KEY: 'unused' });
      expect(r.status, r.stderr).toBe(1);
      expect(r.stderr).toContain('postgres://masdrift:***@/postgres');
      expect(r.stderr).toMatch(/no masdrift results here \(no masdrift\.runs table\)/);
    }
    for (const text of printed) {
      expect(text).not.toContain(server.password);
      expect(text).not.toContain(encodeURIComponent(server.password));
    }
    expect(printed.join('').length).toBeGreaterThan(1000);
  });
});
