import { folderSuitePath } from '../../runner/results-folder.js';
import { join } from 'node:path';
import { TrajectorySchema } from '../../domain/trajectory.js';
import { loadTaskSuite } from '../../io/load-suite.js';
import { modelSet } from '../../models/config.js';
import { writeAtomic } from '../../report/write-report.js';
import { FileJudgeCache } from '../../scoring/judges/file-cache.js';
import { judgeTrajectories } from '../../scoring/judges/judge-trajectories.js';
import { runJudgeAgreement } from '../../scoring/run-agreement.js';
import { RunScoreSchema } from '../../scoring/run-score.js';
import { parseModelConfig } from '../../models/model-spec.js';
import { positiveInt } from '../options.js';
import { folderOnly, openResults } from './report.js';
import { isPostgresUrl } from '../../util/connection-url.js';
import { inputError, usageError } from '../../util/user-error.js';
import { JUDGEMENTS_FILE, scorerNote } from '../../report/masdrift-report.js';
import { SCORER_VERSION } from '../../scoring/version.js';
const fmt = (a) => a ? `n=${a.n}  Acc ${(100 * a.accuracy).toFixed(1)}  Prec ${a.precision === null ? '–' : (100 * a.precision).toFixed(1)}  Rec ${a.recall === null ? '–' : (100 * a.recall).toFixed(1)}  F1 ${a.f1 === null ? '–' : (100 * a.f1).toFixed(1)}  κ ${a.kappa === null ? '–' : a.kappa.toFixed(3)}` : 'no runs';
export function registerJudge(program) {
    program
        .command('judge')
        .description('Re-score a results folder with LLM judges (OD, CL) blind to the gold labels; answers are cached and replayable')
        .argument('<results>', 'results folder written by `masdrift run`')
        .requiredOption('--judge <spec>', 'judge model: openai:<model>[?temperature=0] or replay:<cassette>')
        .option('--limit <n>', 'judge only the first n runs (by run id)', positiveInt('--limit'))
        .action(async (results, opts) => {
        if (isPostgresUrl(results))
            throw folderOnly(results);
        const config = parseModelConfig(opts.judge);
        if (config.lead.kind === 'sim')
            throw usageError('the simulated model does not judge: use openai:<model> (live) or replay:<cassette> (recorded judge answers)');
        const set = modelSet(config);
        const store = openResults(results);
        const scorer = scorerNote(store);
        if (scorer.stale) {
            store.close();
            throw inputError(`${results} was scored by scorer version ${scorer.stored}; this build scores with version ${SCORER_VERSION}: re-score it first (masdrift rescore ${results}) so the judge is compared with this build's rules`);
        }
        const suitePath = folderSuitePath(store);
        if (!suitePath)
            throw inputError(`${results}: the suite path is not recorded`);
        const suite = loadTaskSuite(suitePath);
        const runs = [...store.runs({ withTrajectory: true, suite: 'masdrift' })].filter((r) => r.status === 'ok' && r.trajectoryJson).slice(0, opts.limit ?? Infinity);
        store.close();
        const trajectories = runs.map((r) => TrajectorySchema.parse(JSON.parse(r.trajectoryJson)));
        const scores = runs.map((r) => RunScoreSchema.parse(r.metrics));
        const first = suite.tasks[0];
        const judgeModel = set.forRun({ runId: 'judge', seed: 'judge', task: first }).lead;
        const cache = new FileJudgeCache(join(results, 'judge-cache.jsonl'));
        const records = await judgeTrajectories(trajectories, suite.byId, judgeModel, cache);
        set.close();
        writeAtomic(join(results, JUDGEMENTS_FILE), records.map((r) => JSON.stringify(r)).join('\n') + '\n');
        const agreement = runJudgeAgreement(scores, records, suite.byId);
        process.stdout.write([
            `judged ${records.length} runs with ${judgeModel.id} (${agreement.judgeErrors} judge errors) → ${join(results, 'judgements.jsonl')}`,
            'agreement, deterministic rules (reference) vs the LLM judge:',
            `  OD  ${fmt(agreement.od)}`,
            `  CL  ${fmt(agreement.cl)}`,
            `  CL per constraint  ${fmt(agreement.clPerConstraint)}`,
            agreement.firstLossHop ? `  first-loss hop identical in ${agreement.firstLossHop.same} of ${agreement.firstLossHop.n} runs both call lost` : '',
            `  unjudged (the judge's answer was unusable; left out, never read as "no OD" or "intact"): OD ${agreement.unjudged.od} runs, CL ${agreement.unjudged.cl} runs, ${agreement.unjudged.constraints} (run, constraint) pairs`,
        ].filter(Boolean).join('\n') + '\n');
        process.exitCode = agreement.judgeErrors > 0 ? 1 : 0;
    });
}
