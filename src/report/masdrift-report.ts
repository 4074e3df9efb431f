import type { ResultsStore } from '../runner/store.js';
import { RunScoreSchema } from '../scoring/run-score.js';
import { clusteredCi } from './ci.js';
import type { Figure } from './figures.js';
import { masdriftFigures } from './masdrift-figures.js';
import { masdriftTables, type ReportRow } from './masdrift-tables.js';
import { storeRunEnds } from './run-ends.js';
import type { Table } from './table.js';

export interface BuiltReport {
  title: string;
  meta: Array<[string, string]>;
  sections: Array<{ title: string; tables: Table[]; figures: Figure[] }>;
}

/** Scored MasDrift rows of a store (failed runs are counted, not scored). */
export function masdriftRows(store: ResultsStore): { rows: ReportRow[]; failed: number } {
  const rows: ReportRow[] = [];
  let failed = 0;
  for (const r of store.runs({ suite: 'masdrift' })) {
    // A score that does not parse (a folder written by an older version) is counted, never fatal.
    const parsed = r.status === 'ok' && r.metrics ? RunScoreSchema.safeParse(r.metrics) : null;
    if (!parsed?.success) {
      failed++;
      continue;
    }
    const score = parsed.data;
    rows.push({
      taskId: r.identity.taskId,
      domain: r.domain,
      architecture: r.identity.architecture,
      defense: r.identity.defense,
      model: r.identity.model,
      confirm: r.identity.confirm,
      score,
    });
  }
  return { rows, failed };
}

/** The MasDrift report of a results folder: tables in the papers' shapes and the figures. */
export async function buildMasdriftReport(store: ResultsStore, opts: { resamples?: number } = {}): Promise<BuiltReport> {
  const { rows, failed } = masdriftRows(store);
  const tasks = new Set(rows.map((r) => r.taskId));
  const domains = new Map<string, Set<string>>();
  for (const r of rows) domains.set(r.domain, (domains.get(r.domain) ?? new Set()).add(r.taskId));
  // How runs ended comes first: a grid whose model never called a tool shows it at once.
  const tables = [storeRunEnds(store), ...masdriftTables(rows, clusteredCi(opts.resamples ?? 2000))];
  const figures = await masdriftFigures(rows);
  return {
    title: 'masdrift — authority drift across multi-agent architectures',
    meta: [
      ['runs', `${rows.length} scored${failed ? `, ${failed} failed` : ''}`],
      ['tasks', `${tasks.size} (${[...domains.entries()].sort().map(([d, s]) => `${d} ${s.size}`).join(', ')})`],
      ['suite version', store.meta('suite_version') ?? '?'],
      ['code version', store.meta('code_version') ?? '?'],
      ['intervals', `95% percentile bootstrap, ${opts.resamples ?? 2000} resamples clustered by task`],
    ],
    sections: [{ title: 'MasDrift', tables, figures }],
  };
}
