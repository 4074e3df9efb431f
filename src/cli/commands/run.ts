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
  ARCHITECTURE_HELP, CONFIRMATION_HELP, DEFAULT_ARCHITECTURES, DEFAULT_CONFIRMATION, DEFAULT_DEFENSES, DEFAULT_PROTOCOL, defenseHelp, MODEL_HELP, PROTOCOL_HELP, protocolStages,
  isGraphFile, parseArchitectures, parseConfirmations, parseDefenses, parseProtocols,
} from '../../axes/index.js';
import type { GraphSpec } from '../../../topologies/graph.js';
import { expandGrid, stratifiedSample } from '../../runner/grid.js';
import { createRunner, type MasdriftJobConfig } from '../../runner/masdrift-job.js';
import { executeGrid, gridExitCode } from '../../runner/execute.js';
import { ResultsStore } from '../../runner/store.js';
import { replayedConfigs } from '../../runner/replay-labels.js';
import { parseModelConfig } from '../../models/model-spec.js';
import { codeHash, fingerprintId, fingerprintParts, keepProfiles, keepProtocols } from '../../runner/fingerprint.js';
import { isProtocolFile } from '../../runtime/protocol-module.js';
import { fingerprintConflict } from '../../runner/folder-fingerprints.js';
import { folderRef, recordFolderSuite } from '../../runner/results-folder.js';
import { fixturesPath, packageVersion } from '../../util/paths.js';
import { SCORER_VERSION } from '../../scoring/version.js';
import { graphTaskProblems, loadGraphFile } from '../../../topologies/resolve.js';
import { inputError } from '../../util/user-error.js';
import { axisOption, collect, idList, nonNegativeInt, positiveInt, positiveNumber } from '../options.js';
import { mosaicRunOptions, runMosaicCommand } from './run-mosaic.js';
import { usageError } from '../../util/user-error.js';
import { runQueuedCommand } from './run-queued.js';
import { forkChanges, forkCommand, givenChanges } from './fork.js';

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
  /** Simulated-model profiles: each is `--model sim:<profile>` (in both suites). */
  profile?: string[];
  confirm: string[];
  reps: number;
  seed: string;
  out: string;
  concurrency?: number;
  record?: string | boolean;
  allowMixed?: boolean;
  newFolderOnChange?: boolean;
  defendSingle?: boolean;
  report: boolean;
  turns?: number;
  handoffs?: number;
  timeout?: number;
  retries?: number;
  retryBudget?: number;
  keepFailed?: boolean;
  store?: string;
  queue?: boolean;
  lease?: number;
  forkFrom?: string;
  at?: string;
  /** With --fork-from: the condition options the user gave (filled by the action). */
  forkGiven?: Parameters<typeof forkChanges>[0];
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
    .option('--defense <list>', defenseHelp(), axisOption(parseDefenses), [...DEFAULT_DEFENSES])
    .option('--protocol <list>', PROTOCOL_HELP(), axisOption(parseProtocols), [DEFAULT_PROTOCOL])
    .option('--model <spec>', MODEL_HELP, collect)
    .option('--confirm <list>', CONFIRMATION_HELP, axisOption(parseConfirmations), [DEFAULT_CONFIRMATION])
    .option('--reps <k>', 'repetitions per cell', positiveInt('--reps'), 1)
    .option('--seed <seed>', 'grid seed (all randomness derives from it and the run identity)', '1')
    .option('--out <dir>', 'results folder', 'results/masdrift')
    .option('--concurrency <n>', 'parallel runs (worker threads for the simulated model; async calls for live models)', positiveInt('--concurrency'))
    .option('--record [cassette]', 'record every model exchange (default: <out>/cassette.jsonl)')
    .option('--allow-mixed', 'add runs to a folder holding runs of another fingerprint (code, scorer, suite, profiles, protocol modules) or suite version')
    .option('--new-folder-on-change', 'when the folder holds runs of another fingerprint, write to a fresh folder <out>-<fingerprint> instead of refusing (npm start)')
    .option('--defend-single', 'also run Single under Source and Chain')
    .option('--turns <n>', 'model turns per agent', positiveInt('--turns'))
    .option('--handoffs <n>', 'handoffs per run', positiveInt('--handoffs'))
    .option('--timeout <seconds>', 'live models: seconds per request attempt before it is retried (default 120)', positiveNumber('--timeout'))
    .option('--retries <n>', 'live models: retries per request after the first attempt, for 429, 5xx, timeouts and endpoint errors (default 5)', nonNegativeInt('--retries'))
    .option('--retry-budget <n>', 'live models: retries allowed across the whole grid; once spent, failing calls fail at once', nonNegativeInt('--retry-budget'))
    .option('--keep-failed', 'keep runs stored failed as they are (default: a re-run retries them)')
    .option('--store <url>', 'a PostgreSQL results store (postgres://…) instead of the --out folder; the password may come from PGPASSWORD')
    .option('--queue', 'with --store: only enqueue the grid, for `masdrift worker --store <url>` on any number of machines')
    .option('--lease <seconds>', 'with --store: seconds a run may stay with one worker before the queue hands it to another (default 300)', positiveInt('--lease'))
    .option('--fork-from <results>', 'fork every scored run of this results folder instead (with --at and the changed --protocol / --defense / --confirm / --model; --task-ids and --arch narrow it): see `masdrift fork`')
    .option('--at <point>', 'with --fork-from: hop:K or event:N')
    .option('--no-report', 'skip the summary and the HTML report');
  mosaicRunOptions(cmd).action(async (opts: RunCommandOptions, command: Command) => {
    if (opts.forkFrom) opts.forkGiven = givenChanges(command, opts);
    process.exitCode = await runCommand(opts);
  });
}

/**
 * `run --fork-from <results> --at hop:K --protocol …`: fork every scored run of a folder (narrowed by
 * --task-ids and --arch when given) into each changed condition, stored beside the originals; then
 * the report, which pairs each fork with its original.
 */
async function runForkGrid(opts: RunCommandOptions, from: string): Promise<number> {
  if (opts.at === undefined) throw usageError('--fork-from needs --at hop:K or event:N (where each run forks)');
  if (opts.store || opts.queue) throw usageError('--fork-from forks the runs of a results folder in place; it does not take --store or --queue');
  const archGiven = !(opts.arch.length === DEFAULT_ARCHITECTURES.length && opts.arch.every((a, i) => a === DEFAULT_ARCHITECTURES[i]));
  const code = await forkCommand(from, undefined, {
    at: opts.at,
    ...(opts.allowMixed ? { allowMixed: true } : {}),
    ...(opts.keepFailed ? { keepFailed: true } : {}),
    ...(opts.concurrency ? { concurrency: opts.concurrency } : {}),
    ...(opts.timeout !== undefined ? { timeout: opts.timeout } : {}),
    ...(opts.retries !== undefined ? { retries: opts.retries } : {}),
    ...(opts.retryBudget !== undefined ? { retryBudget: opts.retryBudget } : {}),
    ...(opts.suitePath ? { suitePath: opts.suitePath } : {}),
    ...(opts.taskIds ? { taskIds: opts.taskIds } : {}),
    ...(archGiven ? { arch: opts.arch } : {}),
  }, opts.forkGiven ?? {});
  if (opts.report) {
    const store = ResultsStore.open(from, { readonly: true });
    try {
      const report = await buildMasdriftReport(store);
      const forks = report.sections[0]!.tables.filter((t) => t.id === 'fork-pairs');
      if (forks.length) process.stdout.write(`\n${forks.map(toMarkdown).join('\n')}\n`);
      process.stdout.write(renderReport(report, 'html', from));
    } finally {
      store.close();
    }
  }
  return code;
}

/** The `run` command; resolves to the exit code. */
export async function runCommand(opts: RunCommandOptions): Promise<number> {
  if (opts.suite === 'mosaic') {
    return runMosaicCommand(opts);
  }
  if (opts.forkFrom !== undefined) return runForkGrid(opts, opts.forkFrom);
  if (opts.at !== undefined) throw usageError('--at goes with --fork-from <results> (where each run forks)');
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

  // --profile <name> means --model sim:<name>, as in the mosaic suite (the profile needs a delegation section).
  const given = [...(opts.model ?? []), ...(opts.profile ?? []).map((p) => `sim:${p.trim()}`)];
  const models = given.length ? given : ['sim:default'];
  // A replayed grid (`replay:<cassette|results>`) runs under the configurations it was recorded with,
  // each answered from the cassette: the same run ids, cassette keys and trajectory hashes.
  const answeredBy: Record<string, string> = {};
  const labels: string[] = [];
  for (const m of models) {
    const replayed = replayedConfigs(parseModelConfig(m));
    if (!replayed) labels.push(parseModelConfig(m).label);
    else for (const r of replayed) (labels.push(r.label), (answeredBy[r.label] = r.answeredBy));
  }
  const configs = [...new Set(labels)].map(parseModelConfig);
  const prepared = configs.map((c) => answeredBy[c.label] ?? c.label).map(parseModelConfig);
  // Build every model configuration now: a bad spec or a missing API key fails before any work.
  for (const c of prepared) modelSet(c).close();
  const allSim = prepared.every((c) => c.lead.kind === 'sim' && c.executor.kind === 'sim');
  for (const [label, by] of Object.entries(answeredBy)) {
    const from = /replay:([^~+]*)/.exec(by)?.[1];
    process.stderr.write(from ? `replaying ${label} from ${from} (the runs keep the label they were recorded under)\n` : `${label} was recorded simulated: its runs simply run again (deterministic)\n`);
  }
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
  if (opts.queue && !opts.store) throw usageError('--queue needs --store postgres://… (the queue lives on the PostgreSQL server)');
  if (opts.store) {
    const recordsAny = opts.record !== undefined && opts.record !== false;
    return runQueuedCommand({ opts, identities, suitePath, suiteVersion: suite.version, models: configs.map((c) => c.label), record: recordsAny,
      headline: `masdrift run: ${identities.length} runs = ${tasks.length} tasks × ${opts.arch.length} architectures × defenses ${opts.defense.join('/')} × ${configs.length} model configuration(s) × ${opts.reps} rep(s) (confirm: ${opts.confirm.join('/')})` });
  }
  // What produces each configuration's runs (fingerprint.ts): a folder holding runs of another
  // fingerprint is refused, naming what differs — or, with --new-folder-on-change (npm start), the
  // grid goes to a fresh folder named by this fingerprint.
  // The user protocol modules the grid names (spec → file): their content joins the fingerprint and the folder keeps a copy.
  const protocolFiles = Object.fromEntries([...new Set(opts.protocol.flatMap(protocolStages))].filter(isProtocolFile).map((p) => [p, resolve(p)]));
  const fingerprints = new Map(configs.map((c) => {
    const parts = fingerprintParts({ suiteVersion: suite.version, model: c.label, protocols: protocolFiles });
    return [c.label, { id: fingerprintId(parts), parts }] as const;
  }));
  const gridFingerprint = fingerprints.size === 1 ? [...fingerprints.values()][0]!.id : fingerprintId(Object.fromEntries([...fingerprints].map(([k, v]) => [k, v.id])));
  let out = opts.out;
  let store = ResultsStore.open(out);
  const admit = (): string | null => {
    const conflict = fingerprintConflict(store, [...fingerprints.values()].map((f) => f.parts));
    if (conflict !== null && !opts.allowMixed) return conflict;
    try {
      store.checkVersions({ suiteVersion: suite.version, codeVersion: `${packageVersion()}+${codeHash()}`, scorerVersion: SCORER_VERSION }, Boolean(opts.allowMixed));
    } catch (e) {
      if (!opts.newFolderOnChange) throw e;
      return e instanceof Error ? e.message : String(e);
    }
    return null;
  };
  const refused = admit();
  if (refused !== null) {
    if (!opts.newFolderOnChange) {
      store.close();
      throw inputError(refused);
    }
    const fresh = `${opts.out.replace(/[\\/]+$/, '')}-${gridFingerprint}`;
    process.stderr.write(`${refused}\n→ this build's runs go to a fresh folder named by its fingerprint: ${fresh}\n`);
    store.close();
    out = fresh;
    store = ResultsStore.open(out);
    const again = admit();
    if (again !== null) {
      store.close();
      throw inputError(again);
    }
  }
  for (const f of fingerprints.values()) {
    store.recordFingerprint(f.id, f.parts);
    keepProfiles(out, f.parts);
    keepProtocols(out, f.parts, protocolFiles);
  }
  store.stampFingerprints((row) => fingerprints.get(row[6])?.id ?? null);
  recordFolderSuite(store, suitePath, suite, tasks.map((t) => t.id));
  // Referenced relative to the folder, so a moved or copied folder replays against its own cassette.
  if (record) store.setMeta('cassette', folderRef(out, record));
  // A replayed grid's live runs were answered from one cassette: the folder refers to it, so
  // `replay` and `fork` find the exchanges its runs were answered with.
  const answeredFrom = [...new Set(Object.values(answeredBy).map((by) => /replay:([^~+]*)/.exec(by)?.[1]).filter((f): f is string => f !== undefined))];
  if (!record && answeredFrom.length === 1 && store.meta('cassette') === null) store.setMeta('cassette', folderRef(out, answeredFrom[0]!));

  const job: MasdriftJobConfig = {
    suitePath,
    models: prepared.map((c) => c.label),
    answeredBy,
    // User protocol modules among the protocol specs: every worker thread imports them.
    protocols: [...new Set(opts.protocol.flatMap(protocolStages))],
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
    out,
    keepFailed: Boolean(opts.keepFailed),
    headline: (useWorkers: boolean) =>
      `masdrift run: ${identities.length} runs = ${tasks.length} tasks × ${opts.arch.length} architectures × defenses ${opts.defense.join('/')} × protocols ${opts.protocol.join('/')} × ${configs.length} model configuration(s) × ${opts.reps} rep(s)` +
      ` (confirm: ${opts.confirm.join('/')}) → ${out}${useWorkers ? ` [${concurrency} worker threads]` : ''}`,
    // A grid stopped by an error (a full disk) leaves the folder as committed, and closed.
  }).catch((e: unknown) => {
    store.close();
    throw e;
  });
  if (opts.report && !outcome.interrupted) {
    const report = await buildMasdriftReport(store);
    const main = report.sections[0]!.tables.filter((t) => ['run-ends', 'ua-cmp', 'safety', 'defenses-pooled-auto-approve', 'loss-hops'].includes(t.id));
    process.stdout.write(`\n${main.map(toMarkdown).join('\n')}\n`);
    process.stdout.write(renderReport(report, 'html', out));
    process.stdout.write(`more tables: masdrift report ${out}   ·   one run's story: masdrift show ${out} <run-id>\n`);
  }
  store.close();
  return gridExitCode(outcome);
}
