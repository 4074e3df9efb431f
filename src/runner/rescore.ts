import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TrajectorySchema } from '../domain/trajectory.js';
import { loadTaskSuite } from '../io/load-suite.js';
import { ResultsStore, STORE_FILE, storedScorerVersion } from './store.js';
import { scoreRun } from '../scoring/score-run.js';
import { SCORER_VERSION } from '../scoring/version.js';
import { inputError } from '../util/user-error.js';
import { fingerprintId } from './fingerprint.js';
import { folderSuitePath, loadFolderSuite } from './results-folder.js';
import { PgStore, STORE_SCHEMA } from './pg-store.js';
import { decompressTrajectory } from './compress.js';

function legacySuite(dir: string, store: ResultsStore, override?: string): { path: string; suite: ReturnType<typeof loadTaskSuite> } {
  const path = folderSuitePath(store, override);
  if (!path) throw inputError(`${dir}: the suite path is not recorded; pass --suite <dir>`);
  return { path, suite: loadTaskSuite(path) };
}

/** What a re-score did. */
export interface RescoreOutcome {
  from: string | null;
  to: string;
  rescored: number;
  /** Failed runs: never scored, left as they are. */
  failed: number;
}

const BATCH = 500;

/**
 * Re-score every stored MasDrift trajectory of a results folder with this build's scorer, without
 * re-running anything, and record the scorer version. Runs are read by id and written back in
 * batches; while it works the folder is marked as being re-scored, so an interrupted re-score is
 * seen as such (and simply run again) rather than taken for either version.
 */
export function rescoreFolder(dir: string, opts: { suite?: string; log?: (line: string) => void } = {}): RescoreOutcome {
  if (!existsSync(join(dir, STORE_FILE))) throw new Error(`${dir}: no ${STORE_FILE} here — is this a results folder written by \`masdrift run\`?`);
  const store = ResultsStore.open(dir);
  try {
    const hashed = store.taskHashes().size > 0;
    // A folder that records its tasks' hashes is checked task by task (its own tasks/ copy is a subset
    // of the suite, with another version); an older one by the whole suite's version.
    const { path: suitePath, suite } = hashed ? loadFolderSuite(store, opts.suite) : legacySuite(dir, store, opts.suite);
    const recorded = store.meta('suite_version');
    if (!hashed && recorded !== null && recorded !== suite.version) {
      throw inputError(
        `${dir} was run on suite version ${recorded}, but ${suitePath} is version ${suite.version}: its trajectories belong to other tasks. ` +
          'Re-score against the suite they were run on (--suite), or re-run the grid into a new folder.',
      );
    }
    const from = storedScorerVersion(store);
    const ids: string[] = [];
    let failed = 0;
    let missing = 0;
    for (const r of store.runs({ suite: 'masdrift' })) {
      if (r.status !== 'ok') failed++;
      else ids.push(r.runId);
    }
    // trajectories are checked before anything is written: a folder is re-scored whole or not at all
    for (const id of ids) {
      const r = store.get(id);
      if (!r?.trajectoryJson) missing++;
      else if (!suite.byId.has(r.identity.taskId)) throw new Error(`${dir}: run ${id} is of task "${r.identity.taskId}", which ${suitePath} does not have`);
    }
    if (missing > 0) throw new Error(`${dir}: ${missing} of ${ids.length} runs were stored without their trajectory (bench --no-trajectories?), so they cannot be re-scored; re-run them instead`);
    store.setMeta('scorer_version', `rescoring ${from ?? 'none'} → ${SCORER_VERSION}`);
    let done = 0;
    for (let i = 0; i < ids.length; i += BATCH) {
      const rows: Array<[string, string]> = [];
      for (const id of ids.slice(i, i + BATCH)) {
        const r = store.get(id)!;
        const traj = TrajectorySchema.parse(JSON.parse(r.trajectoryJson!));
        rows.push([id, JSON.stringify(scoreRun(traj, suite.byId.get(r.identity.taskId)!))]);
      }
      done += store.updateMetrics(rows);
      opts.log?.(`re-scored ${done}/${ids.length}`);
    }
    store.setMeta('scorer_version', SCORER_VERSION);
    // The new scores are the new scorer's: each fingerprint's runs move to the same parts with this scorer.
    for (const [id, parts] of store.fingerprints()) {
      if (parts['scorer'] === SCORER_VERSION) continue;
      const next = { ...parts, scorer: SCORER_VERSION };
      const nextId = fingerprintId(next);
      store.recordFingerprint(nextId, next);
      store.refingerprint(id, nextId);
    }
    return { from, to: SCORER_VERSION, rescored: done, failed };
  } finally {
    store.close();
  }
}


/**
 * rescoreFolder for a PostgreSQL store (the same checks, the same record of the scorer version):
 * every ok MasDrift run's stored trajectory scored again by this build, page by page in run-id order
 * (a bounded number of trajectories in memory whatever the grid's size), each page's scores written
 * in one statement. The store records no task hashes: its runs are checked against the suite by the
 * suite version it recorded, as an older folder is. Refused while workers are executing runs of its
 * grid (their commits would carry the old scorer's numbers); the queued grid's fingerprint then names
 * this scorer, so a worker of the old one no longer joins it.
 */
export async function rescorePgStore(url: string, opts: { suite?: string; log?: (line: string) => void } = {}): Promise<RescoreOutcome> {
  const store = await PgStore.open(url, { existing: true });
  const S = STORE_SCHEMA;
  try {
    const where = store.where;
    const suitePath = opts.suite ?? (await store.meta('suite_path'));
    if (!suitePath) throw inputError(`${where}: the suite path is not recorded; pass --suite <dir>`);
    if (!existsSync(suitePath)) throw inputError(`${where}: the suite its runs were made on (${suitePath}) is not on this machine; pass --suite <dir>`);
    const suite = loadTaskSuite(suitePath);
    const recorded = await store.meta('suite_version');
    if (recorded !== null && recorded !== suite.version) {
      throw inputError(
        `${where} was run on suite version ${recorded}, but ${suitePath} is version ${suite.version}: its trajectories belong to other tasks. ` +
          'Re-score against the suite they were run on (--suite), or re-run the grid into a new store.',
      );
    }
    // Loaded here: the queue engine (pg-boss) it imports costs the library's importers ~0.1 s otherwise.
    const { readGridSpec } = await import('./grid-queue.js');
    const spec = await readGridSpec(store);
    if (spec) {
      // An execution not finished, started less than a lease ago, whose run nobody committed since: a
      // worker is at it (a killed worker's is older than its lease, or its run was executed again since).
      const busy = await store.query(
        `SELECT count(*) AS n FROM ${S}.attempts a WHERE a.outcome IS NULL AND a.started_at > now() - make_interval(secs => $1)
           AND NOT EXISTS (SELECT 1 FROM ${S}.runs r WHERE r.run_id = a.run_id AND r.committed_at >= a.started_at)`,
        [spec.leaseSeconds],
      );
      const n = Number(busy.rows[0].n);
      if (n > 0) throw inputError(`${where}: ${n} run(s) of its grid are being executed by workers (masdrift status --store '${where}'): stop them or let the grid finish before re-scoring, or runs they commit would carry the old scorer's numbers`);
    }
    const counts = (await store.query(`SELECT count(*) FILTER (WHERE status = 'ok') AS ok, count(*) FILTER (WHERE status <> 'ok') AS failed, count(*) FILTER (WHERE status = 'ok' AND trajectory IS NULL) AS missing FROM ${S}.runs WHERE suite = 'masdrift'`)).rows[0];
    const ok = Number(counts.ok);
    const failed = Number(counts.failed);
    const missing = Number(counts.missing);
    const from = (await store.meta('scorer_version')) ?? (ok + failed > 0 ? '1' : null);
    // Everything is checked before anything is written: a store is re-scored whole or not at all.
    const stranger = (await store.query(`SELECT run_id, task_id FROM ${S}.runs WHERE suite = 'masdrift' AND status = 'ok' AND NOT (task_id = ANY($1::text[])) ORDER BY run_id LIMIT 1`, [[...suite.byId.keys()]])).rows[0];
    if (stranger) throw new Error(`${where}: run ${stranger.run_id} is of task "${stranger.task_id}", which ${suitePath} does not have`);
    if (missing > 0) throw new Error(`${where}: ${missing} of ${ok} runs were stored without their trajectory, so they cannot be re-scored; re-run them instead`);
    await store.setMeta('scorer_version', `rescoring ${from ?? 'none'} → ${SCORER_VERSION}`);
    let done = 0;
    for (let after = ''; ; ) {
      const page = (await store.query(`SELECT run_id, task_id, trajectory FROM ${S}.runs WHERE suite = 'masdrift' AND status = 'ok' AND run_id > $1 ORDER BY run_id LIMIT ${BATCH}`, [after])).rows;
      if (page.length === 0) break;
      const rows: Array<[string, string]> = page.map((r) => {
        const traj = TrajectorySchema.parse(JSON.parse(decompressTrajectory(r.trajectory as Uint8Array)));
        return [r.run_id as string, JSON.stringify(scoreRun(traj, suite.byId.get(r.task_id as string)!))];
      });
      done += await store.updateMetrics(rows);
      after = page[page.length - 1]!.run_id as string;
      opts.log?.(`re-scored ${done}/${ok}`);
    }
    await store.setMeta('scorer_version', SCORER_VERSION);
    if (spec && spec.fingerprint['scorer version'] !== SCORER_VERSION) {
      await store.setMeta('grid', JSON.stringify({ ...spec, fingerprint: { ...spec.fingerprint, 'scorer version': SCORER_VERSION } }));
    }
    return { from, to: SCORER_VERSION, rescored: done, failed };
  } finally {
    await store.close();
  }
}
