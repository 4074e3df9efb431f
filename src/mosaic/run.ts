import type { ConfirmPolicy } from '../domain/trajectory.js';
import type { CallContext, ChatModel, ChatRequest, Sampling } from '../models/types.js';
import { clusteredMeanCI, pairedContrastCI, type Interval, type Observation } from '../scoring/stats/bootstrap.js';
import { configId, mosaicConfigs, type MosaicConfig } from './configs.js';
import { judgeMosaicAnswer } from './detector.js';
import { queryFor } from './documents.js';
import { mosaicRuntimeRunId, runMosaicOnRuntime } from './runtime-run.js';
import type { MosaicDomain, MosaicExample } from '../domain/mosaic-example.js';
import type { Capture, MosaicMode } from './task.js';

export type { MosaicMode } from './task.js';

/** One judged answer. */
export interface MosaicRow extends MosaicConfig {
  example: string;
  domain: MosaicDomain;
  config: string;
  mode: MosaicMode;
  model: string;
  rep: number;
  answer: string;
  leaked: boolean;
  refused: boolean;
  /** Capture per handed document id, over every agent (simulation mode: the script reads each in full). */
  docsRead: Record<string, Capture>;
}

/** Judges an answer; the deterministic detector by default, an LLM judge for live runs. */
export type MosaicJudge = (answer: string, example: MosaicExample, question?: string) => Promise<{ leaked: boolean; refused: boolean }> | { leaked: boolean; refused: boolean };

export interface RunMosaicOptions {
  examples: readonly MosaicExample[];
  configs?: readonly MosaicConfig[];
  reps: number;
  mode: MosaicMode;
  /**
   * The model under test for one example. A simulated model needs the example and draws by the
   * answer's stream (mosaicRuntimeRunId, as `masdrift run --suite mosaic` does); a live one ignores both.
   */
  model: (example: MosaicExample, stream: string) => ChatModel;
  seed: string | number;
  judge?: MosaicJudge;
  /** A named architecture or graph file of the actor runtime (default single). */
  architecture?: string;
  /** A defense (or combination) of the registry (default none). */
  defense?: string;
  confirm?: ConfirmPolicy;
  /** Answers in flight at once (live models); results never depend on it. */
  concurrency?: number;
  /** Called once per finished answer, in completion order (progress, store writes). */
  onRow?: (row: MosaicRow) => void;
  /** Model turns per agent. */
  maxTurns?: number;
  /** Sampling settings of the model configuration, sent with every request (live models). */
  sampling?: Sampling;
  /** Model name put in requests (live models route on it). */
  modelName?: string;
}

const detectorJudge: MosaicJudge = (answer, example, question) => judgeMosaicAnswer(answer, example.lexicon, question);

/** A model whose requests carry the configuration's model name and sampling settings. */
function configured(model: ChatModel, modelName?: string, sampling?: Sampling): ChatModel {
  if (!modelName && !sampling) return model;
  return {
    id: model.id,
    complete: (request: ChatRequest, ctx: CallContext) => model.complete({ ...request, ...(modelName ? { model: modelName } : {}), ...(sampling ? { sampling } : {}) }, ctx),
  };
}

/**
 * Run every example × configuration × repetition in one mode on the actor runtime (the same run
 * `masdrift run --suite mosaic` stores, without the store); rows come back in grid order.
 */
export async function runMosaicRows(opts: RunMosaicOptions): Promise<MosaicRow[]> {
  const configs = opts.configs ?? mosaicConfigs();
  const judge = opts.judge ?? detectorJudge;
  const architecture = opts.architecture ?? 'single';
  const defense = opts.defense ?? 'none';
  const seed = String(opts.seed);
  const cells: Array<{ example: MosaicExample; config: MosaicConfig; rep: number }> = [];
  for (const example of opts.examples) for (const config of configs) for (let rep = 0; rep < opts.reps; rep++) cells.push({ example, config, rep });

  const rows: MosaicRow[] = new Array(cells.length);
  const runCell = async (i: number): Promise<void> => {
    const { example, config, rep } = cells[i] as (typeof cells)[number];
    const stream = mosaicRuntimeRunId({ seed, example: example.id, config, mode: opts.mode, architecture, rep });
    const model = configured(opts.model(example, stream), opts.modelName, opts.sampling);
    const r = await runMosaicOnRuntime({ example, config, mode: opts.mode, architecture, defense, confirm: opts.confirm ?? 'auto-approve', model, seed, rep, ...(opts.maxTurns ? { turnsPerAgent: opts.maxTurns } : {}) });
    if (r.result.failure) throw new Error(`mosaic answer ${stream}: ${r.result.failure.detail}`);
    const verdict = await judge(r.answer, example, queryFor(example, config));
    const row: MosaicRow = { example: example.id, domain: example.domain, ...config, config: configId(config), mode: opts.mode, model: model.id, rep, answer: r.answer, leaked: verdict.leaked, refused: verdict.refused, docsRead: r.docsRead };
    rows[i] = row;
    opts.onRow?.(row);
  };

  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 1, cells.length)) }, async () => {
    while (next < cells.length) await runCell(next++);
  });
  await Promise.all(workers);
  return rows;
}

/** Rates with example-clustered bootstrap intervals. */
export interface RateSummary {
  n: number;
  mosaic: Interval;
  refusal: Interval;
  /** Answers that both leaked and refused. */
  leakingRefusals: number;
}

export interface MosaicSummary {
  overall: RateSummary;
  perConfig: Record<string, RateSummary>;
  /** Paired contrasts of the mosaic rate (difference of proportions, a − b) on the same example resamples. */
  /** null when the rows do not hold both levels of the contrast (a partial grid). */
  contrasts: Record<'rulesOnMinusOff' | 'markingShownMinusHidden' | 'fullStackMinusNone', Interval | null>;
}

const obs = (rows: readonly MosaicRow[], pick: (r: MosaicRow) => boolean, condition?: (r: MosaicRow) => string): Observation[] =>
  rows.map((r) => ({ cluster: r.example, value: pick(r) ? 1 : 0, ...(condition ? { condition: condition(r) } : {}) }));

/** Mosaic and refusal rates with 95% CIs from example-clustered bootstrap resamples. */
export function summarizeRates(rows: readonly MosaicRow[], opts: { resamples?: number; seed?: string } = {}): RateSummary {
  const b = { resamples: opts.resamples ?? 2000, seed: opts.seed ?? 'mosaic' };
  return {
    n: rows.length,
    mosaic: clusteredMeanCI(obs(rows, (r) => r.leaked), b),
    refusal: clusteredMeanCI(obs(rows, (r) => r.refused), b),
    leakingRefusals: rows.filter((r) => r.leaked && r.refused).length,
  };
}

/** Per-configuration and overall rates, and the marginal and full-stack guard contrasts. */
export function summarizeMosaic(rows: readonly MosaicRow[], opts: { resamples?: number; seed?: string } = {}): MosaicSummary {
  if (rows.length === 0) throw new Error('summarizeMosaic: no rows');
  const b = { resamples: opts.resamples ?? 2000, seed: opts.seed ?? 'mosaic' };
  const perConfig: Record<string, RateSummary> = {};
  for (const id of [...new Set(rows.map((r) => r.config))]) perConfig[id] = summarizeRates(rows.filter((r) => r.config === id), b);
  const leak = (r: MosaicRow): boolean => r.leaked;
  const contrast = (sub: readonly MosaicRow[], cond: (r: MosaicRow) => string, a: string, z: string): Interval | null => {
    const levels = new Set(sub.map(cond));
    return levels.has(a) && levels.has(z) ? pairedContrastCI(obs(sub, leak, cond), a, z, b) : null;
  };
  const stack = rows.filter((r) => (r.rules === 'on') === (r.marking === 'shown'));
  return {
    overall: summarizeRates(rows, b),
    perConfig,
    contrasts: {
      rulesOnMinusOff: contrast(rows, (r) => r.rules, 'on', 'off'),
      markingShownMinusHidden: contrast(rows, (r) => r.marking, 'shown', 'hidden'),
      fullStackMinusNone: contrast(stack, (r) => (r.rules === 'on' ? 'both' : 'none'), 'both', 'none'),
    },
  };
}

/** Rates per group (domain, intent, distractor, model, mode, ...), each with its own clustered CI. */
export function ratesBy(rows: readonly MosaicRow[], key: (r: MosaicRow) => string, opts: { resamples?: number; seed?: string } = {}): Record<string, RateSummary> {
  const out: Record<string, RateSummary> = {};
  for (const k of [...new Set(rows.map(key))].sort()) out[k] = summarizeRates(rows.filter((r) => key(r) === k), opts);
  return out;
}

/**
 * Document capture per run, as the harness tables report it: "full" when both SECRET documents
 * were read completely, "partial" when something of them was read but not both in full, "none"
 * when neither was opened.
 */
export function captureCounts(rows: readonly MosaicRow[], examples: readonly MosaicExample[]): { full: number; partial: number; none: number } {
  const byId = new Map(examples.map((e) => [e.id, e]));
  const out = { full: 0, partial: 0, none: 0 };
  for (const r of rows) {
    const ex = byId.get(r.example);
    if (!ex) throw new Error(`captureCounts: row for unknown example "${r.example}"`);
    const caps = ex.documents.map((d) => r.docsRead[d.id] ?? 'none');
    if (caps.every((c) => c === 'full')) out.full++;
    else if (caps.every((c) => c === 'none')) out.none++;
    else out.partial++;
  }
  return out;
}

/** Run a batch and summarise it. */
export async function runMosaic(opts: RunMosaicOptions & { resamples?: number }): Promise<{ rows: MosaicRow[]; summary: MosaicSummary }> {
  const rows = await runMosaicRows(opts);
  return { rows, summary: summarizeMosaic(rows, { ...(opts.resamples ? { resamples: opts.resamples } : {}), seed: `mosaic/${opts.seed}` }) };
}
