import { folderSuitePath } from '../../runner/results-folder.js';
import type { Command } from 'commander';
import { join } from 'node:path';
import { TrajectorySchema } from '../../domain/trajectory.js';
import { modelSet } from '../../models/config.js';
import type { ChatModel } from '../../models/types.js';
import { writeAtomic } from '../../report/write-report.js';
import { FileJudgeCache } from '../../scoring/judges/file-cache.js';
import { judgeTrajectories, type JudgedRun, type JudgeRecord } from '../../scoring/judges/judge-trajectories.js';
import type { JudgeCache } from '../../scoring/judges/cache.js';
import { PgStore, STORE_SCHEMA } from '../../runner/pg-store.js';
import { loadTaskSuite, type LoadedSuite } from '../../io/load-suite.js';
import { runJudgeAgreement, type ScoredRun } from '../../scoring/run-agreement.js';
import { RunScoreSchema } from '../../scoring/run-score.js';
import type { BinaryAgreement } from '../../scoring/stats/agreement.js';
import { parseModelConfig } from '../../models/model-spec.js';
import { positiveInt } from '../options.js';
import { openResults } from './report.js';
import { isPostgresUrl } from '../../util/connection-url.js';
import { inputError, usageError } from '../../util/user-error.js';
import { JUDGEMENTS_FILE, scorerNote } from '../../report/masdrift-report.js';
import { SCORER_VERSION } from '../../scoring/version.js';

const fmt = (a: BinaryAgreement | null): string =>
  a ? `n=${a.n}  Acc ${(100 * a.accuracy).toFixed(1)}  Prec ${a.precision === null ? '–' : (100 * a.precision).toFixed(1)}  Rec ${a.recall === null ? '–' : (100 * a.recall).toFixed(1)}  F1 ${a.f1 === null ? '–' : (100 * a.f1).toFixed(1)}  κ ${a.kappa === null ? '–' : a.kappa.toFixed(3)}` : 'no runs';

export function registerJudge(program: Command): void {
  program
    .command('judge')
    .description('Re-score a results folder (or a PostgreSQL store) with LLM judges (OD, CL) blind to the gold labels; answers are cached and replayable')
    .argument('<results>', 'results folder written by `masdrift run`, or a PostgreSQL store (postgres://…)')
    .requiredOption('--judge <spec>', 'judge model: openai:<model>[?temperature=0] or replay:<cassette>')
    .option('--limit <n>', 'judge only the first n runs (by run id)', positiveInt('--limit'))
    .action(async (results: string, opts: { judge: string; limit?: number }) => {
      const config = parseModelConfig(opts.judge);
      if (config.lead.kind === 'sim') throw usageError('the simulated model does not judge: use openai:<model> (live) or replay:<cassette> (recorded judge answers)');
      // The judge model first: a bad spec (a missing cassette) is said before the results are read.
      const set = modelSet(config);
      // A PostgreSQL store is read from a copy in memory, as report reads it; its judge answers and
      // records are kept in the store (judge_cache, judgements), as a folder keeps them in files.
      const pg = isPostgresUrl(results) ? await PgStore.open(results, { existing: true }) : null;
      try {
        const store = pg ? await pg.snapshot() : openResults(results);
        const where = pg ? pg.where : results;
        const scorer = scorerNote(store);
        if (scorer.stale) {
          store.close();
          throw inputError(`${where} was scored by scorer version ${scorer.stored}; this build scores with version ${SCORER_VERSION}: re-score it first (masdrift rescore '${where}') so the judge is compared with this build's rules`);
        }
        const suitePath = folderSuitePath(store);
        if (!suitePath) {
          store.close();
          throw inputError(`${where}: the suite path is not recorded`);
        }
        const suite = loadTaskSuite(suitePath);
        const runs = [...store.runs({ withTrajectory: true, suite: 'masdrift' })].filter((r) => r.status === 'ok' && r.trajectoryJson).slice(0, opts.limit ?? Infinity);
        store.close();
        // Records and agreement are keyed by the store's run id: two models or protocols of one grid share every other part of a run's identity.
        const judged: JudgedRun[] = runs.map((r) => ({ runId: r.runId, trajectory: TrajectorySchema.parse(JSON.parse(r.trajectoryJson!)) }));
        const scores: ScoredRun[] = runs.map((r) => ({ runId: r.runId, score: RunScoreSchema.parse(r.metrics) }));
        const first = suite.tasks[0]!;
        const judgeModel: ChatModel = set.forRun({ runId: 'judge', seed: 'judge', task: first }).lead;
        const cache: JudgeCache = pg ? { get: (k) => pg.judgeAnswer(k), set: (k, v) => pg.setJudgeAnswer(k, v) } : new FileJudgeCache(join(results, 'judge-cache.jsonl'));
        const records = await judgeTrajectories(judged, suite.byId, judgeModel, cache);
        set.close();
        const lines = records.map((r) => JSON.stringify(r));
        if (pg) await pg.replaceJudgements(lines);
        else writeAtomic(join(results, JUDGEMENTS_FILE), lines.join('\n') + '\n');
        report(records, scores, suite.byId, judgeModel.id, pg ? `${where} (${STORE_SCHEMA}.judgements)` : join(results, JUDGEMENTS_FILE));
      } finally {
        await pg?.close();
      }
    });
}

/** Print the judge's agreement with the deterministic rules; exit 1 when any judge call failed. */
function report(records: JudgeRecord[], scores: ScoredRun[], tasks: LoadedSuite['byId'], judge: string, to: string): void {
  const agreement = runJudgeAgreement(scores, records, tasks);
  process.stdout.write(
    [
      `judged ${records.length} runs with ${judge} (${agreement.judgeErrors} judge errors) → ${to}`,
      'agreement, deterministic rules (reference) vs the LLM judge:',
      `  OD  ${fmt(agreement.od)}`,
      `  CL  ${fmt(agreement.cl)}`,
      `  CL per constraint  ${fmt(agreement.clPerConstraint)}`,
      agreement.firstLossHop ? `  first-loss hop identical in ${agreement.firstLossHop.same} of ${agreement.firstLossHop.n} runs both call lost` : '',
      `  unjudged (the judge's answer was unusable; left out, never read as "no OD" or "intact"): OD ${agreement.unjudged.od} runs, CL ${agreement.unjudged.cl} runs, ${agreement.unjudged.constraints} (run, constraint) pairs`,
    ].filter(Boolean).join('\n') + '\n',
  );
  process.exitCode = agreement.judgeErrors > 0 ? 1 : 0;
}
