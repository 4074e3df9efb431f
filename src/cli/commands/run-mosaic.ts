import { folderRef } from '../../runner/results-folder.js';
import type { Command } from 'commander';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseModelSpec } from '../../models/model-spec.js';
import { mosaicConfigs, type MosaicConfig } from '../../mosaic/configs.js';
import { MOSAIC_FACTORS } from '../../axes/mosaic-factors.js';
import { createMosaicRunner, MOSAIC_MODES, mosaicModelFor, mosaicRuntimeIdentity, type MosaicJobConfig } from '../../runner/mosaic-job.js';
import { architectureExtra, isGraphFile } from '../../axes/architectures.js';
import { DEFAULT_CONFIRMATION } from '../../axes/confirmations.js';
import { DEFAULT_PROTOCOL } from '../../axes/protocols.js';
import { canonicalDefenseId } from '../../defenses/registry.js';
import { loadGraphFile } from '../../../topologies/resolve.js';
import '../../guard/defenses.js';
import { guardDefenses } from '../../guard/metrics.js';
import type { MosaicMode } from '../../mosaic/task.js';
import type { MosaicExample } from '../../domain/mosaic-example.js';
import { defaultMosaicDir, loadMosaicProfiles, loadMosaicSuite } from '../../mosaic/suite.js';
import { PROMPT_VERSION } from '../../models/prompts/mosaic.v1.js';
import { buildMosaicReport, MOSAIC_HEADLINE_TABLES } from '../../report/mosaic-report.js';
import { renderReport } from '../../report/write-report.js';
import { toMarkdown } from '../../report/table.js';
import { stratifiedSample } from '../../runner/grid.js';
import type { RunIdentity } from '../../runner/identity.js';
import { executeGrid, gridExitCode } from '../../runner/execute.js';
import type { GridOutcome } from '../../runner/run-grid.js';
import { ResultsStore } from '../../runner/store.js';
import { canonicalJson, sha256 } from '../../util/canonical.js';
import { packageVersion } from '../../util/paths.js';
import { collect, idList, listOf, positiveInt } from '../options.js';
import { usageError } from '../../util/user-error.js';

/**
 * `masdrift run --suite mosaic`: the Agent Mosaic grid (examples × 24 configurations × reps ×
 * modes × model configurations) into the same results store as MasDrift runs, resumable.
 */
export interface RunMosaicCommandOptions {
  suite: string;
  suitePath?: string;
  model?: string[];
  /** Mosaic sim profiles (each adds sim:<profile>). */
  profile?: string[];
  mode?: MosaicMode[];
  intent?: string[];
  distractor?: string[];
  marking?: string[];
  rules?: string[];
  /** n examples per domain, stratified. */
  examples?: number;
  exampleIds?: string[];
  /** The MasDrift spellings, accepted for the same purpose: n per domain, and ids. */
  tasks?: number;
  taskIds?: string[];
  reps: number;
  seed: string;
  out: string;
  concurrency?: number;
  record?: string | boolean;
  allowMixed?: boolean;
  report: boolean;
  /** Harness turn budget. */
  turns?: number;
  /** LLM judge model spec. */
  judge?: string;
  resamples?: number;
  /** Guard conditions (each a subset of retrieval,handoff,publish, "none", "all", or "compare"): a shorthand for the guard's --defense values. */
  guard?: string[];
  /** Removed (the guard's own scheduler): a usage error naming --arch. */
  topology?: string[];
  /** Architectures (named or graph files), defenses, handoff protocols and confirmation policies of the runtime grid. */
  arch?: string[];
  defense?: string[];
  protocol?: string[];
  confirm?: string[];
  /** --defense was given on the command line (not its default). */
  defenseGiven?: boolean;
}

/** The paper's repetitions per example × configuration. */
export const MOSAIC_DEFAULT_REPS = 5;
export const MOSAIC_DEFAULT_OUT = 'results/mosaic';

/**
 * Add the mosaic-only options to the `run` command, let `--suite` accept "mosaic", and give the
 * mosaic suite its own defaults for options shared with MasDrift (--reps 5, --out results/mosaic)
 * unless they were given.
 */
export function mosaicRunOptions(cmd: Command): Command {
  const suiteOpt = cmd.options.find((o) => o.long === '--suite');
  if (suiteOpt?.argChoices && !suiteOpt.argChoices.includes('mosaic')) suiteOpt.choices([...suiteOpt.argChoices, 'mosaic']);
  cmd
    .option(MOSAIC_FACTORS.mode.option, MOSAIC_FACTORS.mode.help, listOf(MOSAIC_FACTORS.mode.values, 'mode'))
    .option('--profile <name>', 'a simulated-model profile (a name in fixtures/profiles or a file): the same as --model sim:<profile>, in both suites (repeatable; mosaic default: every shipped profile with a reading section unless --model is given)', collect)
    .option(MOSAIC_FACTORS.intent.option, MOSAIC_FACTORS.intent.help, listOf(MOSAIC_FACTORS.intent.values, 'intent'))
    .option(MOSAIC_FACTORS.distractor.option, MOSAIC_FACTORS.distractor.help, listOf(MOSAIC_FACTORS.distractor.values, 'distractor'))
    .option(MOSAIC_FACTORS.marking.option, MOSAIC_FACTORS.marking.help, listOf(MOSAIC_FACTORS.marking.values, 'marking'))
    .option(MOSAIC_FACTORS.rules.option, MOSAIC_FACTORS.rules.help, listOf(MOSAIC_FACTORS.rules.values, 'rules'))
    .option('--examples <n>', 'mosaic: n examples per domain, stratified (default: all 30)', positiveInt('--examples'))
    .option('--example-ids <ids>', 'mosaic: comma-separated example ids', idList('--example-ids'))
    .option('--judge <spec>', 'mosaic: judge leak and refusal with an LLM (openai:<model> or replay:<cassette>) instead of the deterministic detector')
    .option('--guard <layers>', 'mosaic: shorthand for the guard\'s --defense values: a comma-separated subset of retrieval,handoff,publish, or none/all (repeatable: one condition each; "compare" = none, each layer, all); e.g. --guard retrieval = --defense guard-retrieval, --guard all = --defense guard', collect)
    .option('--topology <list>', 'removed: guarded Mosaic runs take --arch (named architectures or graph files) like every runtime grid', collect);
  cmd.hook('preAction', (c) => {
    if (c.getOptionValue('suite') !== 'mosaic') return;
    if (c.getOptionValueSource('reps') === 'default') c.setOptionValueWithSource('reps', MOSAIC_DEFAULT_REPS, 'default');
    if (c.getOptionValueSource('out') === 'default') c.setOptionValueWithSource('out', MOSAIC_DEFAULT_OUT, 'default');
    // The paper's grid is the single agent without defenses; --arch all, --defense none,guard widen it.
    if (c.getOptionValueSource('arch') === 'default') c.setOptionValueWithSource('arch', ['single'], 'default');
    // --guard maps onto --defense; both given is a usage error (runMosaicCommand).
    c.setOptionValue('defenseGiven', c.getOptionValueSource('defense') !== 'default');
    if (c.getOptionValueSource('defense') === 'default') c.setOptionValueWithSource('defense', ['none'], 'default');
  });
  return cmd;
}

/** The mosaic grid's configurations, filtered by factor levels (each filter: the levels kept). */
export function filterConfigs(f: { intent?: readonly string[]; distractor?: readonly string[]; marking?: readonly string[]; rules?: readonly string[] }): MosaicConfig[] {
  return mosaicConfigs().filter(
    (c) => (!f.intent || f.intent.includes(c.intent)) && (!f.distractor || f.distractor.includes(c.distractor)) && (!f.marking || f.marking.includes(c.marking)) && (!f.rules || f.rules.includes(c.rules)),
  );
}

/**
 * Expand the grid into run identities on the actor runtime, example-major so a partial run covers
 * whole examples: examples × models × modes × architectures × defenses × protocols × confirmation
 * policies × configurations × reps.
 */
export function expandMosaicGrid(g: {
  examples: readonly MosaicExample[];
  configs: readonly MosaicConfig[];
  reps: number;
  modes: readonly MosaicMode[];
  models: readonly string[];
  seed: string;
  architectures?: readonly string[];
  /** A graph file's content hash, by its path (architectureExtra). */
  graphs?: ReadonlyMap<string, string>;
  defenses?: readonly string[];
  protocols?: readonly string[];
  confirms?: readonly string[];
}): RunIdentity[] {
  const out: RunIdentity[] = [];
  for (const ex of g.examples)
    for (const model of g.models)
      for (const mode of g.modes)
        for (const architecture of g.architectures ?? ['single'])
          for (const defense of g.defenses ?? ['none'])
            for (const protocol of g.protocols ?? [DEFAULT_PROTOCOL])
              for (const confirm of g.confirms ?? [DEFAULT_CONFIRMATION])
                for (const config of g.configs)
                  for (let rep = 0; rep < g.reps; rep++) {
                    const graph = g.graphs?.get(architecture);
                    out.push(mosaicRuntimeIdentity({ example: ex.id, config, mode, architecture, ...(graph ? { graph } : {}), defense, protocol, confirm, model, rep, seed: g.seed }));
                  }
  return out;
}

/**
 * The defenses of a mosaic run: --defense, or the guard conditions of --guard mapped onto the
 * guard's defenses (none, guard-retrieval, guard-handoff, guard-publish, their combinations, guard).
 * --topology, the guard's own scheduler's axis, is gone: a usage error names --arch.
 */
export function mosaicDefenses(opts: { guard?: string[]; topology?: string[]; defense?: string[] }, defenseGiven: boolean): string[] {
  if (opts.topology?.length)
    throw usageError(
      `--topology ${opts.topology.join(',')}: removed with the guard's own scheduler; guarded Mosaic runs take --arch (a named architecture, "all", or a graph file) and --defense (none, guard-retrieval, guard-handoff, guard-publish, guard), e.g. masdrift run --suite mosaic --arch all --defense none,guard. The guard's n2/n4 were chains of peers; the runtime's n2/n4 are complete peer graphs (a chain: a graph file)`,
    );
  if (opts.guard?.length) {
    if (defenseGiven) throw usageError('--guard is a shorthand for the guard\'s --defense values; give one of --guard or --defense');
    try {
      return guardDefenses(opts.guard);
    } catch (e) {
      throw usageError(e instanceof Error ? e.message : String(e));
    }
  }
  return (opts.defense ?? ['none']).map(canonicalDefenseId);
}

/** The model configurations of a mosaic run: --model specs, then sim:<profile> for each --profile; every shipped profile by default. */
export function mosaicModelLabels(opts: { model?: string[]; profile?: string[] }): string[] {
  const labels = [...(opts.model ?? []).map((m) => m.trim()), ...(opts.profile ?? []).map((p) => `sim:${p.trim()}`)];
  if (labels.length === 0) return loadMosaicProfiles().map((p) => `sim:${p.profile}`);
  return [...new Set(labels)];
}

/** A version of the suite's content: runs of another suite version must not be mixed silently. */
export function mosaicSuiteVersion(examples: readonly MosaicExample[]): string {
  return `mosaic:${PROMPT_VERSION}:${sha256(canonicalJson(examples)).slice(0, 12)}`;
}

/** The mosaic `run` command; resolves to the exit code. */
export async function runMosaicCommand(opts: RunMosaicCommandOptions): Promise<number> {
  const suiteDir = opts.suitePath ?? defaultMosaicDir();
  const suite = loadMosaicSuite(suiteDir);
  let examples = suite;
  const exampleIds = opts.exampleIds ?? opts.taskIds;
  const perDomain = opts.examples ?? opts.tasks;
  if (exampleIds) {
    const ids = exampleIds;
    const byId = new Map(suite.map((e) => [e.id, e]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length) throw usageError(`unknown mosaic example id(s): ${missing.join(', ')} (suite ${suiteDir})`);
    examples = ids.map((id) => byId.get(id)!);
  } else if (perDomain) examples = stratifiedSample(suite, perDomain);

  const configs = filterConfigs(opts);
  if (configs.length === 0) throw usageError('no mosaic configuration is left after the --intent/--distractor/--marking/--rules filters');
  const modes = opts.mode ?? [...MOSAIC_MODES];
  const labels = mosaicModelLabels(opts);
  // Build every model now: a bad spec, an unknown profile or a missing API key fails before any work.
  for (const l of labels) mosaicModelFor(l);
  const specs = labels.map((l) => parseModelSpec(l));
  const allSim = specs.every((s) => s.kind === 'sim');
  const record = opts.record === true ? join(opts.out, 'cassette.jsonl') : typeof opts.record === 'string' ? opts.record : null;
  // A cassette is keyed by run, agent, turn and request, not by model: two recorded models would collide.
  if (record && labels.length > 1) throw usageError(`--record keeps one model configuration per cassette; run each of ${labels.join(', ')} with its own --record file`);

  const architectures = opts.arch ?? ['single'];
  const graphs = new Map<string, string>();
  for (const a of architectures.filter(isGraphFile)) graphs.set(a, architectureExtra(a, loadGraphFile(a)).graph as string);
  const defenses = mosaicDefenses(opts, Boolean(opts.defenseGiven));
  const identities = expandMosaicGrid({ examples, configs, reps: opts.reps, modes, models: labels, seed: opts.seed, architectures, graphs, defenses, ...(opts.protocol ? { protocols: opts.protocol } : {}), ...(opts.confirm ? { confirms: opts.confirm } : {}) });
  const store = ResultsStore.open(opts.out);
  let outcome: GridOutcome;
  try {
    store.checkVersions({ suiteVersion: mosaicSuiteVersion(suite), codeVersion: packageVersion() }, Boolean(opts.allowMixed));
    store.setMeta('mosaic_suite_path', resolve(suiteDir));
    if (record) store.setMeta('cassette', folderRef(opts.out, record));

    const job: MosaicJobConfig = {
      suiteDir,
      models: labels,
      record,
      judge: opts.judge ?? null,
      judgeCache: opts.judge ? join(opts.out, 'judge-cache.jsonl') : null,
      ...(opts.turns ? { maxTurns: opts.turns } : {}),
      ...(opts.concurrency ? { liveConcurrency: opts.concurrency } : {}),
    };
    const concurrency = opts.concurrency ?? (allSim ? 2 : 4);
    const axes = `${examples.length} examples × ${configs.length} configurations × ${opts.reps} rep(s) × modes ${modes.join('/')} × architectures ${architectures.join('/')} × defenses ${defenses.join('/')}`;
    outcome = await executeGrid({
      identities,
      store,
      jobModule: fileURLToPath(new URL('../../runner/mosaic-job.js', import.meta.url)),
      jobConfig: job,
      inProcess: async () => {
        const runner = await createMosaicRunner(job);
        return { runOne: runner.runOne, close: runner.close };
      },
      // Worker threads only for the simulated model without recording or judging (one writer each).
      workersAllowed: allSim && !record && !opts.judge,
      concurrency,
      inProcessConcurrency: allSim ? 1 : concurrency,
      unit: 'answers',
      out: opts.out,
      keepFailed: Boolean((opts as { keepFailed?: boolean }).keepFailed),
      headline: (useWorkers: boolean) =>
        `masdrift run --suite mosaic: ${identities.length} answers = ${axes} × ${labels.length} model configuration(s) [${labels.join(', ')}]` +
        `${opts.judge ? `, judged by ${opts.judge}` : ''} → ${opts.out}${useWorkers ? ` [${concurrency} worker threads]` : ''}`,
    });
    if (opts.report && !outcome.interrupted) {
      const report = await buildMosaicReport(store, opts.resamples ? { resamples: opts.resamples } : {});
      const main = report.sections.flatMap((s) => s.tables).filter((t) => MOSAIC_HEADLINE_TABLES.includes(t.id));
      process.stdout.write(`\n${main.map(toMarkdown).join('\n')}\n`);
      process.stdout.write(renderReport(report, 'html', opts.out));
      process.stdout.write(`more tables: masdrift report ${opts.out}\n`);
    }
  } finally {
    store.close();
  }
  return gridExitCode(outcome);
}
