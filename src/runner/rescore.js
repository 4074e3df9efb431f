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
function legacySuite(dir, store, override) {
    const path = folderSuitePath(store, override);
    if (!path)
        throw inputError(`${dir}: the suite path is not recorded; pass --suite <dir>`);
    return { path, suite: loadTaskSuite(path) };
}
const BATCH = 500;
/**
 * Re-score every stored MasDrift trajectory of a results folder with this build's scorer, without
 * re-running anything, and record the scorer version. Runs are read by id and written back in
 * batches; while it works the folder is marked as being re-scored, so an interrupted re-score is
 * seen as such (and simply run again) rather than taken for either version.
 */
export function rescoreFolder(dir, opts = {}) {
    if (!existsSync(join(dir, STORE_FILE)))
        throw new Error(`${dir}: no ${STORE_FILE} here — is this a results folder written by \`masdrift run\`?`);
    const store = ResultsStore.open(dir);
    try {
        const hashed = store.taskHashes().size > 0;
        // A folder that records its tasks' hashes is checked task by task (its own tasks/ copy is a subset
        // of the suite, with another version); an older one by the whole suite's version.
        const { path: suitePath, suite } = hashed ? loadFolderSuite(store, opts.suite) : legacySuite(dir, store, opts.suite);
        const recorded = store.meta('suite_version');
        if (!hashed && recorded !== null && recorded !== suite.version) {
            throw inputError(`${dir} was run on suite version ${recorded}, but ${suitePath} is version ${suite.version}: its trajectories belong to other tasks. ` +
                'Re-score against the suite they were run on (--suite), or re-run the grid into a new folder.');
        }
        const from = storedScorerVersion(store);
        const ids = [];
        let failed = 0;
        let missing = 0;
        for (const r of store.runs({ suite: 'masdrift' })) {
            if (r.status !== 'ok')
                failed++;
            else
                ids.push(r.runId);
        }
        // trajectories are checked before anything is written: a folder is re-scored whole or not at all
        for (const id of ids) {
            const r = store.get(id);
            if (!r?.trajectoryJson)
                missing++;
            else if (!suite.byId.has(r.identity.taskId))
                throw new Error(`${dir}: run ${id} is of task "${r.identity.taskId}", which ${suitePath} does not have`);
        }
        if (missing > 0)
            throw new Error(`${dir}: ${missing} of ${ids.length} runs were stored without their trajectory (bench --no-trajectories?), so they cannot be re-scored; re-run them instead`);
        store.setMeta('scorer_version', `rescoring ${from ?? 'none'} → ${SCORER_VERSION}`);
        let done = 0;
        for (let i = 0; i < ids.length; i += BATCH) {
            const rows = [];
            for (const id of ids.slice(i, i + BATCH)) {
                const r = store.get(id);
                const traj = TrajectorySchema.parse(JSON.parse(r.trajectoryJson));
                rows.push([id, JSON.stringify(scoreRun(traj, suite.byId.get(r.identity.taskId)))]);
            }
            done += store.updateMetrics(rows);
            opts.log?.(`re-scored ${done}/${ids.length}`);
        }
        store.setMeta('scorer_version', SCORER_VERSION);
        // The new scores are the new scorer's: each fingerprint's runs move to the same parts with this scorer.
        for (const [id, parts] of store.fingerprints()) {
            if (parts['scorer'] === SCORER_VERSION)
                continue;
            const next = { ...parts, scorer: SCORER_VERSION };
            const nextId = fingerprintId(next);
            store.recordFingerprint(nextId, next);
            store.refingerprint(id, nextId);
        }
        return { from, to: SCORER_VERSION, rescored: done, failed };
    }
    finally {
        store.close();
    }
}
