import { configOfIdentity, guardOfIdentity, MosaicMetricsSchema, runtimeModeOf } from '../runner/mosaic-job.js';
import { guardTables, type GuardReportRow } from './guard-tables.js';
import type { ResultsStore } from '../runner/store.js';
import type { BuiltReport } from './masdrift-report.js';
import { mosaicFigures } from './mosaic-figures.js';
import { mosaicTables, type MosaicReportRow } from './mosaic-tables.js';

/** The tables `masdrift run --suite mosaic` prints when it finishes. */
export const MOSAIC_HEADLINE_TABLES: readonly string[] = ['mosaic-headline', 'mosaic-full-stack', 'guard-layers', 'guard-acceptance'];

/** Does the store hold Agent Mosaic runs? */
export function hasMosaicRuns(store: ResultsStore): boolean {
  return store.hasSuite('mosaic');
}

/** Judged mosaic rows of a store (failed runs are counted, not reported); guarded answers apart. */
export function mosaicRows(store: ResultsStore): { rows: MosaicReportRow[]; guarded: GuardReportRow[]; failed: number } {
  const rows: MosaicReportRow[] = [];
  const guarded: GuardReportRow[] = [];
  let failed = 0;
  for (const r of store.runs({ suite: 'mosaic' })) {
    if (r.status !== 'ok' || !r.metrics) {
      failed++;
      continue;
    }
    const parsed = MosaicMetricsSchema.safeParse(r.metrics);
    if (!parsed.success) throw new Error(`${store.dir}: mosaic run ${r.runId}: $.metrics: ${parsed.error.issues.map((i) => `${i.path.join('.') || '$'}: ${i.message}`).join('; ')}`);
    const m = parsed.data;
    const c = configOfIdentity(r.identity);
    const runtimeMode = runtimeModeOf(r.identity);
    if (runtimeMode) {
      // Runs on the actor runtime: every harness answer feeds the guard tables (topology = architecture,
      // condition = defense); the single agent without defenses is also the paper's grid.
      const paper = r.identity.architecture === 'single' && r.identity.defense === 'none' && !r.identity.protocol;
      if (m.guard && runtimeMode === 'harness') guarded.push({ example: r.identity.taskId, domain: r.domain, model: r.identity.model, intent: c.intent, rep: r.identity.rep, leaked: m.leaked, refused: m.refused, goldAnswered: m.goldAnswered, guard: m.guard });
      if (!paper && (runtimeMode === 'harness' || !m.guard)) continue;
      const label = paper ? runtimeMode : `${runtimeMode}@${m.guard?.topology ?? r.identity.architecture}/${r.identity.defense}`;
      rows.push({ example: r.identity.taskId, domain: r.domain, ...c, config: m.config, mode: label, model: r.identity.model, rep: r.identity.rep, leaked: m.leaked, refused: m.refused, capture: m.capture, goldAnswered: m.goldAnswered, ...(m.llmJudge ? { detector: { leaked: m.detector.leaked, refused: m.detector.refused } } : {}) });
      continue;
    }
    const g = guardOfIdentity(r.identity);
    if (g) {
      if (!m.guard) throw new Error(`${store.dir}: mosaic run ${r.runId}: $.metrics.guard: a guarded run (guard ${g.guard}, topology ${g.topology}) must carry its guard metrics`);
      guarded.push({ example: r.identity.taskId, domain: r.domain, model: r.identity.model, intent: c.intent, rep: r.identity.rep, leaked: m.leaked, refused: m.refused, goldAnswered: m.goldAnswered, guard: m.guard });
      continue;
    }
    rows.push({
      example: r.identity.taskId,
      domain: r.domain,
      ...c,
      config: m.config,
      mode: r.identity.architecture,
      model: r.identity.model,
      rep: r.identity.rep,
      leaked: m.leaked,
      refused: m.refused,
      capture: m.capture,
      goldAnswered: m.goldAnswered,
      ...(m.llmJudge ? { detector: { leaked: m.detector.leaked, refused: m.detector.refused } } : {}),
    });
  }
  return { rows, guarded, failed };
}

/** The report of a store's rows (exposed for tests on hand-made rows). */
export async function mosaicReportOf(
  rows: readonly MosaicReportRow[],
  opts: { resamples?: number; seed?: string; failed?: number; meta?: Array<[string, string]>; guarded?: readonly GuardReportRow[] } = {},
): Promise<BuiltReport> {
  const resamples = opts.resamples ?? 2000;
  const o = { resamples, seed: opts.seed ?? 'mosaic-report' };
  const guarded = opts.guarded ?? [];
  const all = [...rows, ...guarded];
  const examples = new Set(all.map((r) => r.example));
  const domains = new Map<string, Set<string>>();
  for (const r of all) domains.set(r.domain, (domains.get(r.domain) ?? new Set()).add(r.example));
  const judges = [...new Set(all.map((r) => r.model))];
  const sections: BuiltReport['sections'] = [];
  if (rows.length) sections.push({ title: 'Agent Mosaic', tables: mosaicTables(rows, o), figures: await mosaicFigures(rows, o) });
  // Guarded answers get their own section: their conditions and topologies are not the paper's grid.
  if (guarded.length) sections.push({ title: 'Anti-mosaic guard', tables: guardTables(guarded, o), figures: [] });
  return {
    title: 'masdrift — Agent Mosaic composite leakage',
    meta: [
      ['answers', `${all.length} judged${guarded.length ? ` (${guarded.length} guarded)` : ''}${opts.failed ? `, ${opts.failed} failed` : ''}`],
      ['examples', `${examples.size} (${[...domains.entries()].sort().map(([d, s]) => `${d} ${s.size}`).join(', ')})`],
      ['model configurations', judges.sort().join(', ') || '–'],
      ...(opts.meta ?? []),
      ['intervals', `95% percentile bootstrap, ${resamples} resamples clustered by example; contrasts paired on the same resamples`],
    ],
    sections,
  };
}

/** The Agent Mosaic report of a results folder. */
export async function buildMosaicReport(store: ResultsStore, opts: { resamples?: number } = {}): Promise<BuiltReport> {
  const { rows, guarded, failed } = mosaicRows(store);
  if (rows.length + guarded.length === 0) throw new Error(`${store.dir}: no judged mosaic answers${failed ? ` (${failed} failed runs; see masdrift show)` : ''}`);
  return mosaicReportOf(rows, {
    ...opts,
    failed,
    guarded,
    meta: [
      ['suite version', store.meta('suite_version') ?? '?'],
      ['code version', store.meta('code_version') ?? '?'],
    ],
  });
}
