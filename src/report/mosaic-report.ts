import { configOfIdentity, MosaicMetricsSchema } from '../mosaic/job.js';
import type { ResultsStore } from '../runner/store.js';
import type { BuiltReport } from './masdrift-report.js';
import { mosaicFigures } from './mosaic-figures.js';
import { mosaicTables, type MosaicReportRow } from './mosaic-tables.js';

/** The tables `masdrift run --suite mosaic` prints when it finishes. */
export const MOSAIC_HEADLINE_TABLES: readonly string[] = ['mosaic-headline', 'mosaic-full-stack'];

/** Does the store hold Agent Mosaic runs? */
export function hasMosaicRuns(store: ResultsStore): boolean {
  return (store.db.prepare("SELECT 1 FROM runs WHERE suite = 'mosaic' LIMIT 1").get() ?? null) !== null;
}

/** Judged mosaic rows of a store (failed runs are counted, not reported). */
export function mosaicRows(store: ResultsStore): { rows: MosaicReportRow[]; failed: number } {
  const rows: MosaicReportRow[] = [];
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
  return { rows, failed };
}

/** The report of a store's rows (exposed for tests on hand-made rows). */
export async function mosaicReportOf(rows: readonly MosaicReportRow[], opts: { resamples?: number; seed?: string; failed?: number; meta?: Array<[string, string]> } = {}): Promise<BuiltReport> {
  const resamples = opts.resamples ?? 2000;
  const o = { resamples, seed: opts.seed ?? 'mosaic-report' };
  const examples = new Set(rows.map((r) => r.example));
  const domains = new Map<string, Set<string>>();
  for (const r of rows) domains.set(r.domain, (domains.get(r.domain) ?? new Set()).add(r.example));
  const judges = [...new Set(rows.map((r) => r.model))];
  return {
    title: 'masdrift — Agent Mosaic composite leakage',
    meta: [
      ['answers', `${rows.length} judged${opts.failed ? `, ${opts.failed} failed` : ''}`],
      ['examples', `${examples.size} (${[...domains.entries()].sort().map(([d, s]) => `${d} ${s.size}`).join(', ')})`],
      ['model configurations', judges.sort().join(', ') || '–'],
      ...(opts.meta ?? []),
      ['intervals', `95% percentile bootstrap, ${resamples} resamples clustered by example; contrasts paired on the same resamples`],
    ],
    sections: [{ title: 'Agent Mosaic', tables: mosaicTables(rows, o), figures: await mosaicFigures(rows, o) }],
  };
}

/** The Agent Mosaic report of a results folder. */
export async function buildMosaicReport(store: ResultsStore, opts: { resamples?: number } = {}): Promise<BuiltReport> {
  const { rows, failed } = mosaicRows(store);
  if (rows.length === 0) throw new Error(`${store.dir}: no judged mosaic answers${failed ? ` (${failed} failed runs; see masdrift show)` : ''}`);
  return mosaicReportOf(rows, {
    ...opts,
    failed,
    meta: [
      ['suite version', store.meta('suite_version') ?? '?'],
      ['code version', store.meta('code_version') ?? '?'],
    ],
  });
}
