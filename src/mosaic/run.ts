import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatModel, Sampling } from '../models/types.js';
import { clusteredMeanCI, pairedContrastCI, type Interval, type Observation } from '../scoring/stats/bootstrap.js';
import { configId, mosaicConfigs, type MosaicConfig } from './configs.js';
import { judgeMosaicAnswer } from './detector.js';
import { runHarnessOnce, writeWorkspace, type Capture } from './harness.js';
import type { MosaicDomain, MosaicExample } from '../domain/mosaic-example.js';
import { queryFor, runSimulationOnce } from './simulate.js';

export type MosaicMode = 'simulation' | 'harness';

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
  /** Harness mode: capture per document id; simulation mode: every handed document is read in full. */
  docsRead: Record<string, Capture>;
}

/** Judges an answer; the deterministic detector by default, an LLM judge for live runs. */
export type MosaicJudge = (answer: string, example: MosaicExample, question?: string) => Promise<{ leaked: boolean; refused: boolean }> | { leaked: boolean; refused: boolean };

export interface RunMosaicOptions {
  examples: readonly MosaicExample[];
  configs?: readonly MosaicConfig[];
  reps: number;
  mode: MosaicMode;
  /** The model under test for one example (a simulated model needs the example; a live one ignores it). */
  model: (example: MosaicExample) => ChatModel;
  seed: string | number;
  judge?: MosaicJudge;
  /** Answers in flight at once (live models); results never depend on it. */
  concurrency?: number;
  /** Called once per finished answer, in completion order (progress, store writes). */
  onRow?: (row: MosaicRow) => void;
  maxTurns?: number;
  /** Sampling settings of the model configuration, sent with every request (live models). */
  sampling?: Sampling;
  /** Model name put in requests (live models route on it). */
  modelName?: string;
}

const detectorJudge: MosaicJudge = (answer, example, question) => judgeMosaicAnswer(answer, example.lexicon, question);

/** Run every example × configuration × repetition in one mode; rows come back in grid order. */
export async function runMosaicRows(opts: RunMosaicOptions): Promise<MosaicRow[]> {
  const configs = opts.configs ?? mosaicConfigs();
  const judge = opts.judge ?? detectorJudge;
  const cells: Array<{ example: MosaicExample; config: MosaicConfig; rep: number }> = [];
  for (const example of opts.examples) for (const config of configs) for (let rep = 0; rep < opts.reps; rep++) cells.push({ example, config, rep });

  const tmpRoot = opts.mode === 'harness' ? mkdtempSync(join(tmpdir(), 'masdrift-mosaic-batch-')) : null;
  const workspaces = new Map<string, string>();
  const workspaceFor = (example: MosaicExample, config: MosaicConfig): string => {
    const key = `${example.id}.d${config.distractor}.m${config.marking}.r${config.rules}`;
    let dir = workspaces.get(key);
    if (!dir) {
      dir = join(tmpRoot as string, key);
      mkdirSync(dir, { recursive: true });
      writeWorkspace(dir, example, config);
      workspaces.set(key, dir);
    }
    return dir;
  };

  const rows: MosaicRow[] = new Array(cells.length);
  const runCell = async (i: number): Promise<void> => {
    const { example, config, rep } = cells[i] as (typeof cells)[number];
    const model = opts.model(example);
    let answer: string;
    let docsRead: Record<string, Capture>;
    if (opts.mode === 'simulation') {
      answer = await runSimulationOnce(model, example, config, { seed: opts.seed, rep, ...(opts.modelName ? { modelName: opts.modelName } : {}), ...(opts.sampling ? { sampling: opts.sampling } : {}) });
      docsRead = Object.fromEntries([...example.documents, ...(config.distractor === 'present' ? [example.distractor] : [])].map((d) => [d.id, 'full' as Capture]));
    } else {
      const r = await runHarnessOnce(model, example, config, { seed: opts.seed, rep, workspace: workspaceFor(example, config), ...(opts.maxTurns ? { maxTurns: opts.maxTurns } : {}), ...(opts.modelName ? { modelName: opts.modelName } : {}), ...(opts.sampling ? { sampling: opts.sampling } : {}) });
      answer = r.answer;
      docsRead = r.docsRead;
    }
    const verdict = await judge(answer, example, queryFor(example, config));
    const row: MosaicRow = { example: example.id, domain: example.domain, ...config, config: configId(config), mode: opts.mode, model: model.id, rep, answer, leaked: verdict.leaked, refused: verdict.refused, docsRead };
    rows[i] = row;
    opts.onRow?.(row);
  };

  try {
    let next = 0;
    const workers = Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 1, cells.length)) }, async () => {
      while (next < cells.length) await runCell(next++);
    });
    await Promise.all(workers);
  } finally {
    if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
  }
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
