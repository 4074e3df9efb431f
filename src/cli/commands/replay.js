import { protocolOf } from '../../runner/identity.js';
import { protocolStages } from '../../axes/protocols.js';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TrajectorySchema } from '../../domain/trajectory.js';
import { readCassette } from '../../models/cassette.js';
import { FOLDER_PROFILES, FOLDER_PROTOCOLS } from '../../runner/fingerprint.js';
import { createRunner } from '../../runner/masdrift-job.js';
import { replayLabel } from '../../runner/replay-labels.js';
import { folderCassette, loadFolderSuite } from '../../runner/results-folder.js';
import { FAILURE_REASONS, parseFailure } from '../../runner/run-outcome.js';
import { storedScorerVersion } from '../../runner/store.js';
import { firstDifference } from '../../runner/trajectory-diff.js';
import { SCORER_VERSION } from '../../scoring/version.js';
import { canonicalJson, sha256 } from '../../util/canonical.js';
import { inputError } from '../../util/user-error.js';
import { printableStore } from '../../util/connection-url.js';
import { withResults } from './report.js';
/** The first score fields where two score objects differ, in words. */
function scoreDifference(stored, again) {
    const keys = [...new Set([...Object.keys(stored), ...Object.keys(again)])].sort();
    const diff = keys.filter((k) => canonicalJson(stored[k] ?? null) !== canonicalJson(again[k] ?? null));
    const clip = (v) => {
        const t = canonicalJson(v ?? null);
        return t.length > 80 ? `${t.slice(0, 80)}…` : t;
    };
    return diff.slice(0, 3).map((k) => `${k}: stored ${clip(stored[k])}, recomputed ${clip(again[k])}`).join('; ') + (diff.length > 3 ? `; and ${diff.length - 3} more fields` : '');
}
export function registerReplay(program) {
    program
        .command('replay')
        .description('Re-execute the runs of a results folder (live runs from its cassette) and verify every trajectory hash; --check also re-scores each replayed run and compares it with the stored scores')
        .argument('<results>', 'results folder written by `masdrift run` (moved or copied: it replays against its own cassette and tasks), or a PostgreSQL store (postgres://…)')
        .option('--check', 'also recompute every stored score from the replayed trajectory and compare it with the stored one')
        .option('--limit <n>', 'replay only the first n runs (by task, then run id)', (v) => Number(v))
        .option('--cassette <file>', "the cassette to answer live runs from (default: the folder's own)")
        .option('--suite-path <dir>', 'the task suite the runs were made on (default: the one the folder references: its own tasks/ copy or the shipped suite)')
        .addHelpText('after', '\nEvery problem is named by run id — a trajectory that differs (with the first differing event), a replay miss (with the agent, turn and nearest recorded request), a stored score that differs from the recomputed one, a stored row that cannot be read — and the replay goes on with the other runs; the exit code is 1 when any was found.\n')
        .action((results, opts) => withResults(results, async (store) => {
        const where = printableStore(results);
        const { path: suitePath } = loadFolderSuite(store, opts.suitePath);
        const cassette = folderCassette(store, opts.cassette);
        const keys = store.runKeys('masdrift').filter((k) => k.status === 'ok');
        // Replayed task by task (by run id within a task), as a grid runs them: a runner keeps what it
        // derives from a task only while it works on that task (see runner/recent-tasks.ts).
        keys.sort((a, b) => (a.taskId < b.taskId ? -1 : a.taskId > b.taskId ? 1 : a.runId < b.runId ? -1 : 1));
        const todo = keys.slice(0, opts.limit ?? Infinity);
        const live = [...new Set(todo.map((k) => k.model))].filter((l) => l.includes('openai:'));
        if (live.length && cassette === null)
            throw inputError(`${where}: runs of ${live.join(', ')} were not recorded (no cassette); run with --record to make them replayable`);
        if (cassette !== null && live.length) {
            if (!existsSync(cassette))
                throw inputError(`${where}: its cassette ${cassette} is not there (pass --cassette <file>)`);
            // Every line's integrity is checked before any run: an edited or conflicting line is named.
            readCassette(cassette);
        }
        // Simulated sides run the profiles the folder kept (profiles/<sha256>.json) when it has them.
        const fingerprints = store.fingerprints();
        const asReplay = (label, fingerprint) => {
            const profiles = (fingerprint !== null ? fingerprints.get(fingerprint)?.['profiles'] : undefined);
            const withLive = cassette !== null ? replayLabel(label, cassette) : label;
            return withLive
                .split('+')
                .map((side) => side.replace(/sim:([a-z][a-z0-9-]*)$/, (whole, name) => {
                const kept = profiles?.[name] ? join(store.dir, FOLDER_PROFILES, `${profiles[name]}.json`) : null;
                return kept !== null && existsSync(kept) ? `sim:${kept}` : whole;
            }))
                .join('+');
        };
        const labels = [...new Set(todo.map((k) => asReplay(k.model, k.fingerprint)))];
        // User protocol modules the runs named are imported before they replay (runner/masdrift-job.ts).
        // A module whose file at its path is gone or changed is imported from the folder's own copy
        // (protocols/<sha256>.mjs), by the hash its runs' fingerprints recorded.
        const protocolSpecs = [...new Set(store.protocols().flatMap(protocolStages))];
        const protocolFiles = {};
        for (const parts of fingerprints.values()) {
            for (const [spec, hash] of Object.entries(parts['protocols'] ?? {})) {
                const own = resolve(spec);
                const same = existsSync(own) && sha256(readFileSync(own)) === hash;
                const kept = join(store.dir, FOLDER_PROTOCOLS, `${hash}.mjs`);
                if (!same && existsSync(kept))
                    protocolFiles[spec] = kept;
            }
        }
        const runner = await createRunner({ suitePath, models: labels, protocols: protocolSpecs, protocolFiles });
        const folderScorer = storedScorerVersion(store);
        const problems = { differ: 0, failed: 0, corrupt: 0, scores: 0 };
        let ok = 0;
        let scored = 0;
        let scoresOk = 0;
        let otherScorer = 0;
        for (const k of todo) {
            let r;
            let before;
            try {
                r = store.get(k.runId);
                if (!r)
                    throw new Error('the row disappeared');
                before = r.trajectoryJson === null ? null : TrajectorySchema.parse(JSON.parse(r.trajectoryJson));
            }
            catch (e) {
                problems.corrupt++;
                process.stderr.write(`CORRUPT run ${k.runId}: its stored row cannot be read (${e instanceof Error ? e.message.split('\n')[0] : String(e)}); the other runs are replayed\n`);
                continue;
            }
            const what = `${r.identity.taskId} ${r.identity.architecture} ${r.identity.defense} ${protocolOf(r.identity)} ${r.identity.model}`;
            const again = await runner(r.identity, { modelLabel: asReplay(r.identity.model, k.fingerprint), runId: r.runId });
            if (again.status !== 'ok') {
                problems.failed++;
                const f = parseFailure(again.error);
                process.stderr.write(`FAILED run ${r.runId} (${what}): ${FAILURE_REASONS[f.reason]}${f.event ? ` at ${f.event}` : ''}: ${f.message}\n`);
                continue;
            }
            if (again.trajectoryHash !== r.trajectoryHash) {
                problems.differ++;
                const diff = before && again.trajectoryJson ? firstDifference(before, TrajectorySchema.parse(JSON.parse(again.trajectoryJson))) : 'the stored run kept no trajectory to compare';
                process.stderr.write(`MISMATCH run ${r.runId} (${what}): ${diff}\n`);
                continue;
            }
            ok++;
            if (!opts.check)
                continue;
            // The stored scores are compared only with the scorer that wrote them: the run's fingerprint's.
            const parts = k.fingerprint !== null ? fingerprints.get(k.fingerprint) : undefined;
            const scorer = parts?.['scorer'] ?? folderScorer;
            if (scorer !== SCORER_VERSION) {
                otherScorer++;
                continue;
            }
            scored++;
            if (canonicalJson(r.metrics ?? null) === canonicalJson(again.metrics ?? null)) {
                scoresOk++;
                continue;
            }
            problems.scores++;
            process.stderr.write(`SCORE MISMATCH run ${r.runId} (${what}): the stored scores are not the replayed trajectory's: ${scoreDifference(r.metrics ?? {}, again.metrics ?? {})}\n`);
        }
        const parts = [
            problems.differ ? `${problems.differ} differ` : '',
            problems.failed ? `${problems.failed} failed to replay` : '',
            problems.corrupt ? `${problems.corrupt} stored rows unreadable` : '',
        ].filter(Boolean);
        process.stdout.write(`${ok} of ${todo.length} replayed runs reproduce their trajectory hash${parts.length ? `, ${parts.join(', ')}` : ''}\n`);
        if (opts.check) {
            process.stdout.write(`${scoresOk} of ${scored} recomputed scores match the stored ones${problems.scores ? `, ${problems.scores} differ` : ''}` +
                `${otherScorer ? `; ${otherScorer} runs were scored by another scorer version than this build's ${SCORER_VERSION} and were not compared (re-score: masdrift rescore ${results})` : ''}\n`);
        }
        const bad = problems.differ + problems.failed + problems.corrupt + problems.scores + (opts.check ? otherScorer : 0);
        process.exitCode = bad ? 1 : 0;
    }));
}
