import type { GuardRow } from '../guard/measure.js';
import type { Interval } from '../scoring/stats/bootstrap.js';
import type { Table } from './table.js';

/** The rows as a report table (Markdown/CSV/HTML through src/report/table). */
export function guardTable(rows: readonly GuardRow[]): Table {
  const ival = (i: Interval): { est: number | null; lo: number | null; hi: number | null } => ({ est: Number.isNaN(i.estimate) ? null : i.estimate, lo: Number.isNaN(i.lo) ? null : i.lo, hi: Number.isNaN(i.hi) ? null : i.hi });
  const n1 = (x: number): number | string => (Number.isNaN(x) ? '–' : Math.round(x * 10) / 10);
  const resamples = rows.find((r) => r.leak.resamples > 0)?.leak.resamples ?? 0;
  return {
    id: 'guard-layers',
    title: 'Anti-mosaic guard: leakage, false positives, utility and overhead per layer',
    note: `Leak % with 95% CIs (${resamples.toLocaleString('en-US')} bootstrap resamples clustered by example) over all intents; Δ leak: paired contrast with "none" on the same resamples; FP and utility over benign queries; needless blocks: answers replaced whose draft did not convey the composite; utility ratio vs "none" in the same scenario (architecture); overhead per run.`,
    columns: ['scenario', 'condition', 'runs', 'leak %', 'Δ leak vs none (pp)', 'benign', 'explicit', 'adversarial', 'msg leak %', 'ctx breach %', 'FP %', 'needless blocks %', 'utility %', 'util ratio', 'refusal %', 'checks', 'refused reads', 'withheld', 'model calls'],
    rows: rows.map((r) => [
      r.scenario,
      r.condition,
      r.runs,
      ival(r.leak),
      r.leakVsNone ? ival(r.leakVsNone) : '–',
      n1(r.leakBenign),
      n1(r.leakExplicit),
      n1(r.leakAdversarial),
      n1(r.messageLeak),
      n1(r.contextBreach),
      n1(r.falsePositive),
      n1(r.needlessBlock),
      ival(r.utility),
      r.utilityRatio === null ? '–' : Math.round(r.utilityRatio * 100) / 100,
      n1(r.refusal),
      n1(r.checksPerRun),
      n1(r.refusedReadsPerRun),
      n1(r.withheldPerRun),
      n1(r.modelCallsPerRun),
    ]),
  };
}
