import { Option, type Command } from 'commander';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTaskSuite } from '../../io/load-suite.js';
import { modelSet } from '../../models/config.js';
import { buildMasdriftReport } from '../../report/masdrift-report.js';
import { renderReport } from '../../report/write-report.js';
import { toMarkdown } from '../../report/table.js';
import {
  ARCHITECTURE_HELP, CONFIRMATION_HELP, DEFAULT_ARCHITECTURES, DEFAULT_CONFIRMATION, DEFAULT_DEFENSES, DEFAULT_PROTOCOL, DEFENSE_HELP, MODEL_HELP, PROTOCOL_HELP,
  isGraphFile, modelConfigs, parseArchitectures, parseConfirmations, parseDefenses, parseProtocols,
} from '../../axes/index.js';
import type { GraphSpec } from '../../../topologies/graph.js';
import { expandGrid, stratifiedSample } from '../../runner/grid.js';
import { createRunner, type MasdriftJobConfig } from '../../runner/masdrift-job.js';
import { executeGrid, gridExitCode } from '../../runner/execute.js';
import { ResultsStore } from '../../runner/store.js';
import { fixturesPath, packageVersion } from '../../util/paths.js';
import { SCORER_VERSION } from '../../scoring/version.js';
import { graphTaskProblems, loadGraphFile } from '../../../topologies/resolve.js';
import { inputError } from '../../util/user-error.js';
import { axisOption, collect, idList, nonNegativeInt, positiveInt, positiveNumber } from '../options.js';
import { mosaicRunOptions, runMosaicCommand } from './run-mosaic.js';
import { usageError } from '../../util/user-error.js';

/** The default MasDrift suite: the generated suite when present, else the shipped examples. */
export function defaultSuitePath(): string {
  const suite = fixturesPath('suite');
  return existsSync(suite) ? suite : fixturesPath('examples');
}

export interface RunCommandOptions {
  suite: string;
  suitePath?: string;
  tasks?: number;
  taskIds?: string[];
  arch: string[];
  defense: string[];
  protocol: string[];
  model?: string[];
  confirm: string[];
  reps: number;
  seed: string;
  out: string;
  concurrency?: number;
  record?: string | boolean;
  allowMixed?: boolean;
  defendSingle?: boolean;
  report: boolean;
  turns?: number;
  handoffs?: number;
  timeout?: number;
  retries?: number;
  retryBudget?: number;
  keepFailed?: boolean;
}

export function registerRun(program: Command): void {
  const cmd = program
    .command('run')
    .description('Run a benchmark grid (tasks × architectures × defenses × protocols × models × confirmations × reps) into a results folder; re-running resumes')
    .addOption(new Option('--suite <name>', 'which benchmark: masdrift (authority drift) or mosaic (Agent Mosaic)').choices(['masdrift']).default('masdrift'))
    .option('--suite-path <dir>', 'task suite folder (default: fixtures/suite, or fixtures/examples)')
    .option('--tasks <n>', 'n tasks per domain, stratified (default: all)', positiveInt('--tasks'))
    .option('--task-ids <ids>', 'comma-separated task ids', idList('--task-ids'))
    .option('--arch <list>', ARCHITECTURE_HELP, axisOption(parseArchitectures), [...DEFAULT_ARCHITECTURES])
    .option('--defense <list>', DEFENSE_HELP, axisOption(parseDefenses), [...DEFAULT_DEFENSES])
    .option('--protocol <list>', PROTOCOL_HELP(), axisOption(parseProtocols), [DEFAULT_PROTOCOL])
    .option('--model <spec>', MODEL_HELP, collect)
    .option('--confirm <list>', CONFIRMATION_HELP, axisOption(parseConfirmations), [DEFAULT_CONFIRMATION])
    .option('--reps <k>', 'repetitions per cell', positiveInt('--reps'), 1)
    .option('--seed <seed>', 'grid seed (all randomness derives from it and the run identity)', '1')
    .option('--out <dir>', 'results folder', 'results/masdrift')
    .option('--concurrency <n>', 'parallel runs (worker threads for the simulated model; async calls for live models)', positiveInt('--concurrency'))
    .option('--record [cassette]', 'record every model exchange (default: <out>/cassette.jsonl)')
    .option('--allow-mixed', 'add runs to a folder holding results of another suite version')
    .option('--defend-single', 'also run Single under Source and Chain')
    .option('--turns <n>', 'model turns per agent', positiveInt('--turns'))
    .option('--handoffs <n>', 'handoffs per run', positiveInt('--handoffs'))
    .option('--timeout <seconds>', 'live models: seconds per request attempt before it is retried (default 120)', positiveNumber('--timeout'))
    .option('--retries <n>', 'live models: retries per request after the first attempt, for 429, 5xx, timeouts and endpoint errors (default 5)', nonNegativeInt('--retries'))
    .option('--retry-budget <n>', 'live models: retries allowed across the whole grid; once spent, failing calls fail at once', nonNegativeInt('--retry-budget'))
    .option('--keep-failed', 'keep runs stored failed as they are (default: a re-run retries them)')
    .option('--no-report', 'skip the summary and the HTML report');
  mosaicRunOptions(cmd).action(async (opts: RunCommandOptions) => {
    process.exitCode = await runCommand(opts);
  });
}

/** The `run` command; resolves to the exit code. */
export async function runCommand(opts: RunCommandOptions): Promise<number> {
  if (opts.suite === 'mosaic') {
    if (opts.protocol.some((p) => p !== DEFAULT_PROTOCOL)) throw usageError('--protocol is an axis of the masdrift suite (handoffs between agents); the mosaic suite has none');
    return runMosaicCommand(opts);
  }
  const suitePath = opts.suitePath ?? defaultSuitePath();
  const suite = loadTaskSuite(suitePath);
  let tasks = suite.tasks;
  if (opts.taskIds) {
    const ids = opts.taskIds;
    const missing = ids.filter((id) => !suite.byId.has(id));
    if (missing.length) throw usageError(`unknown task id(s): ${missing.join(', ')} (suite ${suitePath})`);
    tasks = ids.map((id) => suite.byId.get(id)!);
  } else if (opts.tasks) tasks = stratifiedSample(suite.tasks, opts.tasks);

  // A graph file must fit every task it will run on (its tools and roles exist there): checked for all
  // of them now, so a bad graph stops the command before the first run, not at the first task it misfits.
  const graphs = new Map<string, GraphSpec>();
  for (const arch of opts.arch.filter(isGraphFile)) {
    const g = loadGraphFile(arch);
    graphs.set(arch, g);
    for (const t of tasks) {
      const p = graphTaskProblems(g, t)[0];
      if (p) throw inputError(`${arch}: ${p.path}: ${p.message} (${suitePath}); no run was started`);
    }
  }

  // Build every model configuration now: a bad spec or a missing API key fails before any work.
  const configs = modelConfigs(opts.model);
  for (const c of configs) modelSet(c).close();
  const allSim = configs.every((c) => c.lead.kind === 'sim' && c.executor.kind === 'sim');
  const record = opts.record === true ? join(opts.out, 'cassette.jsonl') : typeof opts.record === 'string' ? opts.record : null;

  const identities = expandGrid({
    suite: 'masdrift',
    taskIds: tasks.map((t) => t.id),
    architectures: opts.arch,
    graphs,
    defenses: opts.defense,
    protocols: opts.protocol,
    models: configs.map((c) => c.label),
    confirms: opts.confirm,
    reps: opts.reps,
    seed: opts.seed,
    defendSingle: Boolean(opts.defendSingle),
  });
  const store = ResultsStore.open(opts.out);
  store.checkVersions({ suiteVersion: suite.version, codeVersion: packageVersion(), scorerVersion: SCORER_VERSION }, Boolean(opts.allowMixed));
  store.setMeta('suite_path', resolve(suitePath));
  if (record) store.setMeta('cassette', resolve(record));

  const job: MasdriftJobConfig = {
    suitePath,
    models: configs.map((c) => c.label),
    limits: { ...(opts.turns ? { turnsPerAgent: opts.turns } : {}), ...(opts.handoffs ? { handoffsPerRun: opts.handoffs } : {}) },
    record,
    live: { ...(opts.timeout !== undefined ? { timeoutMs: Math.round(opts.timeout * 1000) } : {}), ...(opts.retries !== undefined ? { maxRetries: opts.retries } : {}), ...(opts.retryBudget !== undefined ? { retryBudget: opts.retryBudget } : {}), progress: true },
  };
  const concurrency = opts.concurrency ?? (allSim ? 2 : 4);
  const outcome = await executeGrid({
    identities,
    store,
    jobModule: fileURLToPath(new URL('../../runner/masdrift-job.js', import.meta.url)),
    jobConfig: job,
    inProcess: async () => ({ runOne: await createRunner(job) }),
    // Worker threads only for the simulated model (recording needs one writer: stay in-process).
    workersAllowed: allSim && !record,
    concurrency,
    inProcessConcurrency: concurrency,
    unit: 'runs',
    out: opts.out,
    keepFailed: Boolean(opts.keepFailed),
    headline: (useWorkers: boolean) =>
      `masdrift run: ${identities.length} runs = ${tasks.length} tasks × ${opts.arch.length} architectures × defenses ${opts.defense.join('/')} × protocols ${opts.protocol.join('/')} × ${configs.length} model configuration(s) × ${opts.reps} rep(s)` +
      ` (confirm: ${opts.confirm.join('/')}) → ${opts.out}${useWorkers ? ` [${concurrency} worker threads]` : ''}`,
    // A grid stopped by an error (a full disk) leaves the folder as committed, and closed.
  }).catch((e: unknown) => {
    store.close();
    throw e;
  });
  if (opts.report && !outcome.interrupted) {
    const report = await buildMasdriftReport(store);
    const main = report.sections[0]!.tables.filter((t) => ['run-ends', 'ua-cmp', 'safety', 'defenses-pooled-auto-approve', 'loss-hops'].includes(t.id));
    process.stdout.write(`\n${main.map(toMarkdown).join('\n')}\n`);
    process.stdout.write(renderReport(report, 'html', opts.out));
    process.stdout.write(`more tables: masdrift report ${opts.out}   ·   one run's story: masdrift show ${opts.out} <run-id>\n`);
  }
  store.close();
  return gridExitCode(outcome);
}
