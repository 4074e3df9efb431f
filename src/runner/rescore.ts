import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TrajectorySchema } from '../domain/trajectory.js';
import { loadTaskSuite } from '../io/load-suite.js';
import { ResultsStore, STORE_FILE, storedScorerVersion } from './store.js';
import { scoreRun } from '../scoring/score-run.js';
import { SCORER_VERSION } from '../scoring/version.js';

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
    const suitePath = opts.suite ?? store.meta('suite_path');
    if (!suitePath) throw new Error(`${dir}: the suite path is not recorded; pass --suite <dir>`);
    const suite = loadTaskSuite(suitePath);
    const recorded = store.meta('suite_version');
    if (recorded !== null && recorded !== suite.version) {
      throw new Error(
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
    return { from, to: SCORER_VERSION, rescored: done, failed };
  } finally {
    store.close();
  }
}

