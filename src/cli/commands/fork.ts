import type { Command } from 'commander';
import { CONFIRMATION_HELP, defenseHelp, MODEL_HELP, PROTOCOL_HELP, parseConfirmations, parseDefenses, parseProtocols } from '../../axes/index.js';
import { TrajectorySchema } from '../../domain/trajectory.js';
import { parseModelConfig } from '../../models/model-spec.js';
import { gridExitCode } from '../../runner/execute.js';
import { parseForkPoint, type ForkChange } from '../../runner/fork.js';
import { planForks, runForks, type PlannedFork } from '../../runner/fork-grid.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ResultsStore, STORE_FILE } from '../../runner/store.js';
import { parseFailure, FAILURE_REASONS } from '../../runner/run-outcome.js';
import { RunScoreSchema, type RunScore } from '../../scoring/run-score.js';
import { inputError, usageError } from '../../util/user-error.js';
import { axisOption, collect, nonNegativeInt, positiveInt, positiveNumber } from '../options.js';

/** The changes a fork command asks for: every combination of the values given (at least one axis). */
export function forkChanges(given: { protocol?: string[]; defense?: string[]; confirm?: string[]; model?: string[] }): ForkChange[] {
  const axes = (['protocol', 'defense', 'confirm', 'model'] as const).filter((k) => given[k] !== undefined);
  if (axes.length === 0) throw usageError('a fork needs at least one of --protocol, --defense, --confirm, --model (the condition after the fork point)');
  let out: ForkChange[] = [{}];
  for (const k of axes) {
    const values = given[k]!;
    if (k === 'model') for (const m of values) parseModelConfig(m);
    out = out.flatMap((c) => values.map((v) => ({ ...c, [k]: k === 'model' ? parseModelConfig(v).label : v })));
  }
  return out;
}

export interface ForkCommandOptions {
  at: string;
  protocol?: string[];
  defense?: string[];
  confirm?: string[];
  model?: string[];
  allowMixed?: boolean;
  keepFailed?: boolean;
  concurrency?: number;
  timeout?: number;
  retries?: number;
  retryBudget?: number;
  cassette?: string;
  suitePath?: string;
  taskIds?: string[];
  arch?: string[];
}

const fmt = (v: boolean | null): string => (v === null ? '–' : v ? 'yes' : 'no');

/** One fork's line: where it parted, what it changed, its prefix, and its scores beside its original's. */
function forkLine(f: PlannedFork, store: ResultsStore): string {
  const r = store.get(f.runId);
  if (!r) return `fork ${f.runId}: not stored`;
  const head = `fork ${f.runId} of ${f.original.runId} (${f.original.identity.taskId} ${f.original.identity.architecture}) at ${String(f.identity.extra['fork_at'])} = event #${f.at}, ${f.change}`;
  if (r.status !== 'ok' || !r.trajectoryJson || !r.metrics) {
    const e = parseFailure(r.error);
    return `${head}: FAILED (${FAILURE_REASONS[e.reason]}${e.event ? ` at ${e.event}` : ''}: ${e.message})`;
  }
  const t = TrajectorySchema.parse(JSON.parse(r.trajectoryJson));
  const before = t.calls.filter((c) => c.seq < f.at).length + t.handoffs.filter((h) => h.seq < f.at).length + (t.coordination ?? []).filter((c) => c.seq < f.at).length;
  const a = RunScoreSchema.parse(f.original.metrics) as RunScore;
  const b = RunScoreSchema.parse(r.metrics) as RunScore;
  const pair = (name: string, x: boolean | null, y: boolean | null): string => `${name} ${fmt(x)} → ${fmt(y)}`;
  return (
    `${head}\n  prefix: the ${before} events before #${f.at} identical to the original's (sha256 ${t.fork?.prefixHash.slice(0, 16)}…), answered as the original was\n` +
    `  ${[pair('UA executed', a.uaExecuted, b.uaExecuted), pair('Cmp', a.cmp, b.cmp), pair('CL', a.cl, b.cl), pair('OD', a.od, b.od)].join(' · ')}; ended ${b.endReason}\n` +
    `  trajectory ${r.trajectoryHash}`
  );
}

/** Fork runs of a results folder (the `fork` command, and `run --fork-from`); resolves to the exit code. */
export async function forkCommand(results: string, runIds: string[] | undefined, opts: ForkCommandOptions, given: Parameters<typeof forkChanges>[0]): Promise<number> {
  if (/^postgres(ql)?:\/\//.test(results)) throw usageError('forks are stored beside their originals in a results folder: fork works on a folder, not a PostgreSQL store');
  const at = parseForkPoint(opts.at);
  const changes = forkChanges(given);
  if (!existsSync(join(results, STORE_FILE))) throw inputError(`${results}: no results folder here (no ${STORE_FILE}): fork the runs of a folder written by \`masdrift run\``);
  const store = ResultsStore.open(results);
  try {
    const { forks, skips } = planForks({ store, ...(runIds ? { runIds } : {}), ...(opts.taskIds ? { taskIds: opts.taskIds } : {}), ...(opts.arch ? { architectures: opts.arch } : {}), at, changes });
    if (skips.noForkPoint.length) process.stderr.write(`${skips.noForkPoint.length} run(s) have no fork point ${opts.at} and are not forked (e.g. ${skips.noForkPoint[0]!.runId}: ${skips.noForkPoint[0]!.why})\n`);
    if (skips.unchanged) process.stderr.write(`${skips.unchanged} fork(s) would change nothing (the run already has that condition) and are not made\n`);
    if (forks.length === 0) {
      process.stderr.write(`nothing to fork in ${results}\n`);
      return 1;
    }
    const outcome = await runForks({
      store,
      forks,
      at,
      changes,
      allowMixed: Boolean(opts.allowMixed),
      keepFailed: Boolean(opts.keepFailed),
      ...(opts.concurrency ? { concurrency: opts.concurrency } : {}),
      ...(opts.cassette ? { cassette: opts.cassette } : {}),
      ...(opts.suitePath ? { suitePath: opts.suitePath } : {}),
      live: { ...(opts.timeout !== undefined ? { timeoutMs: Math.round(opts.timeout * 1000) } : {}), ...(opts.retries !== undefined ? { maxRetries: opts.retries } : {}), ...(opts.retryBudget !== undefined ? { retryBudget: opts.retryBudget } : {}), progress: true },
    });
    if (!outcome.interrupted) {
      if (forks.length <= 12) for (const f of forks) process.stdout.write(`${forkLine(f, store)}\n`);
      process.stdout.write(`each fork beside its original, paired by task: masdrift report ${results}   ·   a fork's story: masdrift show ${results} <fork-run-id>\n`);
    }
    return gridExitCode(outcome);
  } finally {
    store.close();
  }
}

/** Which of the condition options the user gave (commander's defaults are not changes). */
export function givenChanges(cmd: Command, opts: { protocol?: string[]; defense?: string[]; confirm?: string[]; model?: string[] }): Parameters<typeof forkChanges>[0] {
  const given: Parameters<typeof forkChanges>[0] = {};
  for (const k of ['protocol', 'defense', 'confirm', 'model'] as const) if (cmd.getOptionValueSource(k) === 'cli' && opts[k] !== undefined) given[k] = opts[k];
  return given;
}

export function registerFork(program: Command): void {
  program
    .command('fork')
    .description('Counterfactual forks: replay recorded runs up to a fork point (hop:K or event:N) and continue them from the replayed agents under another protocol, defense, confirmation policy or model; stored beside their originals, reported paired with them')
    .argument('<results>', 'the results folder holding the runs (the forks are stored there too)')
    .argument('<run-id...>', 'the run(s) to fork')
    .requiredOption('--at <point>', 'where the fork parts: hop:K (just before the first delegation at hop K) or event:N (just before the call or handoff with seq N)')
    .option('--protocol <list>', `after the fork: ${PROTOCOL_HELP()}`, axisOption(parseProtocols))
    .option('--defense <list>', `after the fork: ${defenseHelp()}`, axisOption(parseDefenses))
    .option('--confirm <list>', `after the fork: ${CONFIRMATION_HELP}`, axisOption(parseConfirmations))
    .option('--model <spec>', `after the fork (repeatable): ${MODEL_HELP}`, collect)
    .option('--cassette <file>', "the cassette live originals replay their prefix from (default: the folder's own)")
    .option('--suite-path <dir>', 'the task suite the runs were made on (default: the one the folder references)')
    .option('--allow-mixed', 'store forks made by another build than the folder\'s runs')
    .option('--keep-failed', 'keep forks stored failed as they are (default: retried)')
    .option('--concurrency <n>', 'forks at once', positiveInt('--concurrency'))
    .option('--timeout <seconds>', 'live models after the fork: seconds per request attempt', positiveNumber('--timeout'))
    .option('--retries <n>', 'live models after the fork: retries per request', nonNegativeInt('--retries'))
    .option('--retry-budget <n>', 'live models after the fork: retries across all forks', nonNegativeInt('--retry-budget'))
    .addHelpText(
      'after',
      '\nThe prefix (every event before the fork point) is the original\'s: a live original answers from the folder\'s cassette under its own run id (no request reaches the endpoint), a simulated one is re-executed; the fork checks its prefix hash against the original and fails, naming the first difference, when they part. After the fork point the fork\'s condition holds: a live model is called and recorded into the folder\'s cassette. Forking into Source compiles P0 at the fork; into Chain it also attenuates P_k along the prefix\'s delegations. Several values of an option fork each run once per combination. `masdrift run --fork-from <results> --at … --protocol …` forks every run of a folder.\n',
    )
    .action(async (results: string, runIds: string[], opts: ForkCommandOptions, cmd: Command) => {
      process.exitCode = await forkCommand(results, runIds, opts, givenChanges(cmd, opts));
    });
}
