import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadTaskSuite } from '../io/load-suite.js';
import { storedScorerVersion, type ResultsStore } from '../runner/store.js';
import type { JudgeRecord } from '../scoring/judges/judge-trajectories.js';
import { runJudgeAgreement } from '../scoring/run-agreement.js';
import type { BinaryAgreement } from '../scoring/stats/agreement.js';
import { RunScoreSchema } from '../scoring/run-score.js';
import { SCORER_VERSION } from '../scoring/version.js';
import { clusteredCi } from './ci.js';
import type { Figure } from './figures.js';
import { masdriftFigures } from './masdrift-figures.js';
import { masdriftTables, type ReportRow } from './masdrift-tables.js';
import { storeRunEnds } from './run-ends.js';
import type { Cell, Table } from './table.js';

export interface BuiltReport {
  title: string;
  meta: Array<[string, string]>;
  sections: Array<{ title: string; tables: Table[]; figures: Figure[] }>;
}

/** What a results folder says about the scorer its runs were scored with, next to this build's. */
export function scorerNote(store: ResultsStore): { stored: string | null; stale: boolean; text: string } {
  const stored = storedScorerVersion(store);
  const stale = stored !== null && stored !== SCORER_VERSION;
  const text = stale
    ? `${stored} — this build scores with version ${SCORER_VERSION}; the numbers are version ${stored}'s (re-score: masdrift rescore ${store.dir})`
    : (stored ?? SCORER_VERSION);
  return { stored, stale, text };
}

/** Scored MasDrift rows of a store (failed runs are counted, not scored). */
export function masdriftRows(store: ResultsStore): { rows: ReportRow[]; failed: number } {
  const rows: ReportRow[] = [];
  let failed = 0;
  const parse = (metrics: Record<string, unknown>, runId: string) => {
    const r = RunScoreSchema.safeParse(metrics);
    if (r.success) return r.data;
    const { stored, stale } = scorerNote(store);
    if (stale) throw new Error(`${store.dir}: its runs were scored by scorer version ${stored}, whose scores this build (scorer version ${SCORER_VERSION}) cannot read: re-score them with \`masdrift rescore ${store.dir}\``);
    throw new Error(`${store.dir}: run ${runId}: stored scores do not match this build's scorer: ${r.error.issues[0]?.path.join('.') ?? '$'}: ${r.error.issues[0]?.message ?? ''}`);
  };
  for (const r of store.runs({ suite: 'masdrift' })) {
    if (r.status !== 'ok' || !r.metrics) {
      failed++;
      continue;
    }
    rows.push({
      taskId: r.identity.taskId,
      domain: r.domain,
      architecture: r.identity.architecture,
      defense: r.identity.defense,
      model: r.identity.model,
      confirm: r.identity.confirm,
      score: parse(r.metrics, r.runId),
    });
  }
  return { rows, failed };
}

export const JUDGEMENTS_FILE = 'judgements.jsonl';

/**
 * Deterministic-vs-judge agreement, when `masdrift judge` has left its records in the folder (null
 * otherwise). A line that cannot be read is counted, not skipped silently.
 */
export function judgeAgreementTable(store: ResultsStore, rows: readonly ReportRow[]): Table | null {
  const file = join(store.dir, JUDGEMENTS_FILE);
  if (!existsSync(file)) return null;
  const records: JudgeRecord[] = [];
  let unreadable = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const r = JSON.parse(line) as JudgeRecord;
      if (typeof r.runId === 'string' && r.od && typeof r.od === 'object') records.push(r);
      else unreadable++;
    } catch {
      unreadable++;
    }
  }
  const suitePath = store.meta('suite_path');
  const tasks = suitePath && existsSync(suitePath) ? loadTaskSuite(suitePath).byId : new Map();
  const a = runJudgeAgreement(rows.map((r) => r.score), records, tasks);
  const judges = [...new Set(records.map((r) => r.judge))].join(', ') || '?';
  const row = (what: string, unit: string, x: BinaryAgreement | null, unjudged: number): Cell[] =>
    x
      ? [what, unit, x.n, 100 * x.accuracy, x.precision === null ? null : 100 * x.precision, x.recall === null ? null : 100 * x.recall, x.f1 === null ? null : 100 * x.f1, x.kappa, unjudged]
      : [what, unit, 0, null, null, null, null, null, unjudged];
  return {
    id: 'judge-agreement',
    title: `Deterministic rules vs the LLM judge (${judges})`,
    note:
      `From ${JUDGEMENTS_FILE}: ${records.length} judged runs${unreadable ? `, ${unreadable} unreadable lines` : ''}${a.unmatched ? `, ${a.unmatched} not among this folder's scored runs` : ''}. ` +
      'The deterministic rules are the reference for the arithmetic only; neither side is ground truth. ' +
      'Unjudged: items whose judge answer failed, was malformed or contradicted itself — left out of the comparison, never read as "no OD" or "intact".' +
      (a.firstLossHop ? ` First-loss hop identical in ${a.firstLossHop.same} of ${a.firstLossHop.n} runs both call lost.` : ''),
    columns: ['score', 'unit', 'n', 'Acc', 'Prec', 'Rec', 'F1', 'κ', 'unjudged'],
    rows: [
      row('OD', 'runs', a.od, a.unjudged.od),
      row('CL', 'multi-agent runs', a.cl, a.unjudged.cl),
      row('CL per constraint', '(run, constraint) pairs', a.clPerConstraint, a.unjudged.constraints),
    ],
  };
}

/** The MasDrift report of a results folder: tables in the papers' shapes and the figures. */
export async function buildMasdriftReport(store: ResultsStore, opts: { resamples?: number } = {}): Promise<BuiltReport> {
  const { rows, failed } = masdriftRows(store);
  const tasks = new Set(rows.map((r) => r.taskId));
  const domains = new Map<string, Set<string>>();
  for (const r of rows) domains.set(r.domain, (domains.get(r.domain) ?? new Set()).add(r.taskId));
  // How runs ended comes first: a grid whose model never called a tool shows it at once.
  const tables = [storeRunEnds(store), ...masdriftTables(rows, clusteredCi(opts.resamples ?? 2000))];
  const judged = judgeAgreementTable(store, rows);
  if (judged) tables.push(judged);
  const figures = await masdriftFigures(rows);
  return {
    title: 'masdrift — authority drift across multi-agent architectures',
    meta: [
      ['runs', `${rows.length} scored${failed ? `, ${failed} failed` : ''}`],
      ['tasks', `${tasks.size} (${[...domains.entries()].sort().map(([d, s]) => `${d} ${s.size}`).join(', ')})`],
      ['suite version', store.meta('suite_version') ?? '?'],
      ['scorer version', scorerNote(store).text],
      ['code version', store.meta('code_version') ?? '?'],
      ['intervals', `95% percentile bootstrap, ${opts.resamples ?? 2000} resamples clustered by task`],
    ],
    sections: [{ title: 'MasDrift', tables, figures }],
  };
}
