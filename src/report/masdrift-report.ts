import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TrajectorySchema } from '../domain/trajectory.js';
import { loadTaskSuite, type LoadedSuite } from '../io/load-suite.js';
import { storedScorerVersion, type ResultsStore } from '../runner/store.js';
import { fingerprintMeta } from '../runner/folder-fingerprints.js';
import { folderSuitePath } from '../runner/results-folder.js';
import type { JudgeRecord } from '../scoring/judges/judge-trajectories.js';
import { runJudgeAgreement } from '../scoring/run-agreement.js';
import type { BinaryAgreement } from '../scoring/stats/agreement.js';
import { RunScoreSchema } from '../scoring/run-score.js';
import { SCORER_VERSION } from '../scoring/version.js';
import { failuresByReason, parseFailure, type RunFailure } from '../runner/run-outcome.js';
import { showHtml } from './show.js';
import { clusteredCi, pairedCi } from './ci.js';
import type { Figure } from './figures.js';
import { masdriftFigures } from './masdrift-figures.js';
import { masdriftTables, type ReportRow } from './masdrift-tables.js';
import { architectureLabels, cellLabel } from '../axes/index.js';
import { protocolOf } from '../runner/identity.js';
import { storeRunEnds } from './run-ends.js';
import { forkPairs, forkPairsTable } from './fork-pairs.js';
import { isFork } from '../runner/fork.js';
import type { Cell, Table } from './table.js';
import { inputError } from '../util/user-error.js';

export interface BuiltReport {
  title: string;
  meta: Array<[string, string]>;
  sections: Array<{ title: string; tables: Table[]; figures: Figure[] }>;
  /** Pages the HTML report links to (example runs' `show` pages), by path relative to the report. */
  pages?: Array<{ path: string; html: string }>;
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

/** At most this many example runs get a page (a bounded sample: a few per cell, the first cells first). */
export const EXAMPLE_PAGES = 150;

/**
 * The `show` pages of the runs the tables link to (Table.links), at most EXAMPLE_PAGES of them; links
 * to runs beyond the bound, or when the suite cannot be read, are dropped, so no link is dead.
 */
export function examplePages(store: ResultsStore, tables: Table[], limit = EXAMPLE_PAGES, suiteOverride?: string): Array<{ path: string; html: string }> {
  const wanted: string[] = [];
  const seen = new Set<string>();
  for (const t of tables) for (const row of t.links ?? []) for (const ids of row) for (const id of ids ?? []) if (!seen.has(id) && wanted.length < limit) (seen.add(id), wanted.push(id));
  const pages: Array<{ path: string; html: string }> = [];
  const made = new Set<string>();
  const suitePath = folderSuitePath(store, suiteOverride);
  let suite: LoadedSuite | null = null;
  try {
    suite = suitePath ? loadTaskSuite(suitePath) : null;
  } catch {
    suite = null;
  }
  for (const id of suite ? wanted : []) {
    const run = store.get(id);
    const task = run ? suite?.byId.get(run.identity.taskId) : undefined;
    if (!run?.trajectoryJson || !task) continue;
    const score = run.metrics ? RunScoreSchema.parse(run.metrics) : null;
    pages.push({ path: `runs/${id}.html`, html: showHtml(TrajectorySchema.parse(JSON.parse(run.trajectoryJson)), task, score) });
    made.add(id);
  }
  for (const t of tables) {
    if (!t.links) continue;
    t.links = t.links.map((row) => row.map((ids) => (ids ? ids.filter((id) => made.has(id)) : null)).map((ids) => (ids?.length ? ids : null)));
  }
  return pages;
}

/** What a folder's runs are made of, beyond the rows: its failures and the grids it pools. */
export interface FolderMix {
  failures: RunFailure[];
  seeds: Set<string>;
  models: Set<string>;
  degraded: number;
  /** Scored counterfactual forks (kept out of the rows: see forkPairsTable). */
  forks: number;
}

/** Scored MasDrift rows of a store (failed runs are counted by reason, never scored). */
export function masdriftRows(store: ResultsStore): { rows: ReportRow[]; failed: number; mix: FolderMix } {
  const rows: ReportRow[] = [];
  let failed = 0;
  const mix: FolderMix = { failures: [], seeds: new Set(), models: new Set(), degraded: 0, forks: 0 };
  const parse = (metrics: Record<string, unknown>, runId: string) => {
    const r = RunScoreSchema.safeParse(metrics);
    if (r.success) return r.data;
    const { stored, stale } = scorerNote(store);
    if (stale) throw inputError(`${store.dir}: its runs were scored by scorer version ${stored}, whose scores this build (scorer version ${SCORER_VERSION}) cannot read: re-score them with \`masdrift rescore ${store.dir}\``);
    throw inputError(`${store.dir}: run ${runId}: stored scores do not match this build's scorer: ${r.error.issues[0]?.path.join('.') ?? '$'}: ${r.error.issues[0]?.message ?? ''} (re-score the folder from its stored trajectories: masdrift rescore ${store.dir})`);
  };
  const runs = [...store.runs({ suite: 'masdrift' })];
  // Report names of the architectures (a graph file by its file name), made over the whole folder so two files sharing a name keep their paths.
  const labels = architectureLabels(runs.map((r) => r.identity.architecture));
  for (const r of runs) {
    if (r.status !== 'ok' || !r.metrics) {
      failed++;
      mix.failures.push(parseFailure(r.error));
      continue;
    }
    // A counterfactual fork is read only against its original (forkPairsTable), never pooled in a cell.
    if (isFork(r.identity)) {
      mix.forks++;
      continue;
    }
    mix.seeds.add(r.identity.seed);
    mix.models.add(r.identity.model);
    rows.push({
      taskId: r.identity.taskId,
      domain: r.domain,
      architecture: cellLabel(labels.get(r.identity.architecture) ?? r.identity.architecture, protocolOf(r.identity)),
      protocol: protocolOf(r.identity),
      defense: r.identity.defense,
      model: r.identity.model,
      confirm: r.identity.confirm,
      score: parse(r.metrics, r.runId),
      runId: r.runId,
    });
    if ((rows[rows.length - 1] as ReportRow).score.degradations > 0) mix.degraded++;
  }
  return { rows, failed, mix };
}

/** The report header's lines on the folder's health: what was scored, what failed and why, what is pooled. */
export function healthMeta(scored: number, mix: FolderMix): Array<[string, string]> {
  const out: Array<[string, string]> = [
    ['runs', `${scored} scored${mix.forks ? ` (and ${mix.forks} counterfactual forks, read against their originals)` : ''}, ${mix.failures.length} failed${mix.failures.length ? ` (${failuresByReason(mix.failures)}; failed runs are never scored — re-run the same command to retry them)` : ''}`],
  ];
  if (mix.degraded > 0) out.push(['defense degraded', `in ${mix.degraded} run(s): an authorizer answer could not be used and was replaced fail-closed; they are scored (see the "degraded" column)`]);
  const mixed = (what: string, set: Set<string>, hint: string): void => {
    if (set.size > 1) out.push([`mixed ${what}`, `${[...set].sort().join(', ')} — ${hint}`]);
  };
  mixed('seeds', mix.seeds, 'runs of different grid seeds are pooled in these tables');
  mixed('model configurations', mix.models, 'tables with a model column keep them apart; pooled tables pool them');
  // Scorer versions cannot mix: the version is the folder's (meta), `run` refuses to add runs of
  // another, and the header names it beside this build's (scorerNote).
  return out;
}

export const JUDGEMENTS_FILE = 'judgements.jsonl';

/**
 * Deterministic-vs-judge agreement, when `masdrift judge` has left its records in the folder (null
 * otherwise). A line that cannot be read is counted, not skipped silently.
 */
export function judgeAgreementTable(store: ResultsStore, rows: readonly ReportRow[], suiteOverride?: string): Table | null {
  // A PostgreSQL store holds its judge records itself (its snapshot copies them); a folder beside its database.
  const held = store.judgementLines();
  const file = join(store.dir, JUDGEMENTS_FILE);
  if (held === null && !existsSync(file)) return null;
  const source = held === null ? JUDGEMENTS_FILE : "the store's judge records";
  const records: JudgeRecord[] = [];
  let unreadable = 0;
  for (const line of held ?? readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const r = JSON.parse(line) as JudgeRecord;
      if (typeof r.runId === 'string' && r.od && typeof r.od === 'object') records.push(r);
      else unreadable++;
    } catch {
      unreadable++;
    }
  }
  const suitePath = folderSuitePath(store, suiteOverride);
  const tasks = suitePath && existsSync(suitePath) ? loadTaskSuite(suitePath).byId : new Map();
  const a = runJudgeAgreement(rows.flatMap((r) => (r.runId === undefined ? [] : [{ runId: r.runId, score: r.score }])), records, tasks);
  const judges = [...new Set(records.map((r) => r.judge))].join(', ') || '?';
  const row = (what: string, unit: string, x: BinaryAgreement | null, unjudged: number): Cell[] =>
    x
      ? [what, unit, x.n, 100 * x.accuracy, x.precision === null ? null : 100 * x.precision, x.recall === null ? null : 100 * x.recall, x.f1 === null ? null : 100 * x.f1, x.kappa, unjudged]
      : [what, unit, 0, null, null, null, null, null, unjudged];
  return {
    id: 'judge-agreement',
    title: `Deterministic rules vs the LLM judge (${judges})`,
    note:
      `From ${source}: ${records.length} judged runs${unreadable ? `, ${unreadable} unreadable lines` : ''}${a.unmatched ? `, ${a.unmatched} not among this folder's scored runs` : ''}. ` +
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
export async function buildMasdriftReport(store: ResultsStore, opts: { resamples?: number; suitePath?: string } = {}): Promise<BuiltReport> {
  const { rows, mix } = masdriftRows(store);
  const tasks = new Set(rows.map((r) => r.taskId));
  const domains = new Map<string, Set<string>>();
  for (const r of rows) domains.set(r.domain, (domains.get(r.domain) ?? new Set()).add(r.taskId));
  const ci = clusteredCi(opts.resamples ?? 2000);
  // How runs ended comes first: a grid whose model never called a tool shows it at once.
  const tables = [storeRunEnds(store), ...masdriftTables(rows, ci, pairedCi(opts.resamples ?? 2000))];
  const judged = judgeAgreementTable(store, rows, opts.suitePath);
  if (judged) tables.push(judged);
  if (mix.forks > 0) {
    const { pairs, unpaired } = forkPairs([...store.runs({ suite: 'masdrift' })], (id) => store.get(id)?.trajectoryJson ?? null);
    const forks = forkPairsTable(pairs, ci, pairedCi(opts.resamples ?? 2000), unpaired);
    if (forks) tables.push(forks);
  }
  const figures = await masdriftFigures(rows, ci);
  return {
    title: 'masdrift — authority drift across multi-agent architectures',
    meta: [
      ...healthMeta(rows.length, mix),
      ['tasks', `${tasks.size} (${[...domains.entries()].sort().map(([d, s]) => `${d} ${s.size}`).join(', ')})`],
      ['suite version', store.meta('suite_version') ?? '?'],
      ['scorer version', scorerNote(store).text],
      ['code version', store.meta('code_version') ?? '?'],
      ...fingerprintMeta(store),
      ['intervals', `95% percentile bootstrap, ${opts.resamples ?? 2000} resamples clustered by task; defense − none contrasts paired by task`],
    ],
    sections: [{ title: 'MasDrift', tables, figures }],
    pages: examplePages(store, tables, EXAMPLE_PAGES, opts.suitePath),
  };
}
