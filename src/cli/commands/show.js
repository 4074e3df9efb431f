import { folderSuitePath } from '../../runner/results-folder.js';
import { join } from 'node:path';
import { TrajectorySchema } from '../../domain/trajectory.js';
import { FAILURE_REASONS, parseFailure } from '../../runner/run-outcome.js';
import { loadTaskSuite } from '../../io/load-suite.js';
import { showMosaicRun } from '../../report/mosaic-show.js';
import { showHtml, showText } from '../../report/show.js';
import { writeAtomic } from '../../report/write-report.js';
import { RunScoreSchema } from '../../scoring/run-score.js';
import { withResults } from './report.js';
import { isPostgresUrl, printableStore } from '../../util/connection-url.js';
import { inputError, usageError } from '../../util/user-error.js';
export function registerShow(program) {
    program
        .command('show')
        .description("One run's story: the agent graph, each handoff and the constraints it carried or lost, each call with its verdict, confirmation and status")
        .argument('<results>', 'results folder written by `masdrift run`, or a PostgreSQL store (postgres://…)')
        .argument('[run-id]', 'a run id or a unique prefix of one (default: list a few runs with UA)')
        .option('--html', 'also write the story as an HTML page under <results>/runs/')
        .option('--no-color', 'plain text')
        .action((results, runId, opts) => withResults(results, (store) => {
        const where = printableStore(results);
        if (!runId) {
            const ua = [...store.runs({ suite: 'masdrift' })].filter((r) => r.metrics && r.metrics.uaExecuted).slice(0, 10);
            process.stdout.write(`runs with an executed unauthorized action (first ${ua.length}):\n`);
            for (const r of ua)
                process.stdout.write(`  ${r.runId}  ${r.identity.taskId} ${r.identity.architecture} ${r.identity.defense} ${r.identity.model}\n`);
            process.stdout.write(`show one: masdrift show ${where} <run-id>\n`);
            return;
        }
        const ids = [...store.runs()].map((r) => r.runId).filter((id) => id.startsWith(runId));
        if (ids.length !== 1)
            throw usageError(ids.length ? `run id prefix "${runId}" is ambiguous (${ids.length} runs)` : `no run "${runId}" in ${where}`);
        const run = store.get(ids[0]);
        if (run.identity.suite === 'mosaic') {
            process.stdout.write(`${showMosaicRun(run)}\n`);
            return;
        }
        if (!run.trajectoryJson) {
            if (run.status !== 'ok') {
                const f = parseFailure(run.error);
                throw inputError(`run ${run.runId} failed before it had a story (${FAILURE_REASONS[f.reason]}${f.event ? ` at ${f.event}` : ''}): ${f.message}`);
            }
            throw inputError(`run ${run.runId} has no stored trajectory`);
        }
        const suitePath = folderSuitePath(store);
        if (!suitePath)
            throw inputError(`${where}: the suite path is not recorded`);
        const task = loadTaskSuite(suitePath).byId.get(run.identity.taskId);
        if (!task)
            throw inputError(`task ${run.identity.taskId} is not in ${suitePath}`);
        const traj = TrajectorySchema.parse(JSON.parse(run.trajectoryJson));
        // A score that does not parse (written by an older version) is shown as missing, not fatal.
        const parsedScore = run.metrics ? RunScoreSchema.safeParse(run.metrics) : null;
        if (parsedScore && !parsedScore.success)
            process.stderr.write(`run ${run.runId}: its stored scores do not parse (${parsedScore.error.issues[0]?.path.join('.') ?? '?'}: ${parsedScore.error.issues[0]?.message ?? '?'}); shown without them\n`);
        const score = parsedScore?.success ? parsedScore.data : null;
        if (run.status !== 'ok') {
            const f = parseFailure(run.error);
            process.stdout.write(`FAILED RUN (${FAILURE_REASONS[f.reason]}${f.event ? ` at ${f.event}` : ''}): ${f.message}\nnot scored; re-running the grid retries it. Its story up to the failure:\n`);
        }
        process.stdout.write(showText(traj, task, score, opts.color && Boolean(process.stdout.isTTY)));
        if (opts.html) {
            // A PostgreSQL store has no folder: its pages go under ./runs here.
            const file = join(isPostgresUrl(results) ? '.' : results, 'runs', `${run.runId}.html`);
            writeAtomic(file, showHtml(traj, task, score));
            process.stdout.write(`wrote ${file}\n`);
        }
    }));
}
