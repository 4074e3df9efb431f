import type { Trajectory } from '../domain/trajectory.js';
import { countTokens } from '../models/tokens.js';
import type { RunScore } from '../scoring/run-score.js';
import type * as vl from 'vega-lite';
import { renderSvg, type Figure } from './figures.js';
import type { BuiltReport } from './masdrift-report.js';
import type { CiFn, PairedFn } from './masdrift-tables.js';
import { NAMED_ARCHITECTURES } from '../../topologies/named.js';

// The report's order of architectures: the registry's named ones, then any other (graph files).
const ARCH_ORDER: readonly string[] = NAMED_ARCHITECTURES;
import type { Cell, Table } from './table.js';

/**
 * One scored run as the protocol comparison reads it: what it is (task, architecture, defense,
 * protocol, confirmation policy) and the metrics compared. Flat, so it can be built from a store
 * row, a library run or a JSON file alike.
 */
export interface ProtocolRunRow {
  runId: string;
  taskId: string;
  arch: string;
  defense: string;
  /** The protocol's identity as a grid names it ("verbatim", "full-history", "./mine.mjs" …). */
  protocol: string;
  /** The confirmation policy (absent: auto-approve, the default). */
  confirm?: string;
  /** Executed unauthorized action. */
  ua: boolean;
  cmp: boolean;
  /** Constraint loss for an acting agent (Definition 1); null for a single agent. */
  cl: boolean | null;
  od: boolean;
  /** Per lost constraint, the hop at which it was first lost (null: not applicable). */
  firstLossHops: readonly number[] | null;
  /** Handoff messages delivered (delegations and reports). */
  messages: number;
  /** Messages of multi-message protocols' exchanges (read-backs, confirmations, corrections …): not handoffs (absent: none). */
  exchangeMessages?: number;
  /** Tokens of the delivered handoff messages: what receivers read of the protocol's making. */
  messageTokens: number;
  /** Work and defense tokens of the whole run (a protocol's own model calls are work). */
  tokens: number;
  /** Confirmations asked on reserved-action calls, and how many were approved (absent: none). */
  reservedAsked?: number;
  reservedApproved?: number;
}

/** The comparison's row of a scored run and its trajectory. */
export function protocolRunRow(id: { runId: string; protocol: string; confirm?: string }, score: RunScore, trajectory: Trajectory): ProtocolRunRow {
  let messageTokens = 0;
  let exchangeMessages = 0;
  for (const h of trajectory.handoffs) {
    messageTokens += countTokens(h.message);
    // An exchange's messages are protocol messages too (their tokens count; they are not handoffs).
    if (h.exchange) for (const x of h.exchange) if (x.step !== 'request') {
      exchangeMessages++;
      messageTokens += countTokens(x.text);
    }
  }
  return {
    runId: id.runId,
    taskId: score.taskId,
    arch: score.architecture,
    defense: score.defense,
    protocol: id.protocol,
    confirm: id.confirm ?? score.confirm,
    ua: score.uaExecuted,
    cmp: score.cmp,
    cl: score.cl,
    od: score.od,
    firstLossHops: score.firstLossHops,
    messages: trajectory.handoffs.length,
    exchangeMessages,
    messageTokens,
    tokens: score.tokens.work + score.tokens.defense,
    reservedAsked: score.confirmations.reservedAsked,
    reservedApproved: score.confirmations.reservedApproved,
  };
}

/**
 * The axis a comparison runs along: the handoff protocol (pairs hold the confirmation policy fixed)
 * or the confirmation policy (pairs hold the protocol fixed). Either way pairs share task,
 * architecture and defense.
 */
export type ComparisonAxis = 'protocol' | 'confirm';
const DEFAULT_CONFIRM = 'auto-approve';
const confirmOf = (r: ProtocolRunRow): string => r.confirm ?? DEFAULT_CONFIRM;
const conditionOf = (axis: ComparisonAxis) => (r: ProtocolRunRow): string => (axis === 'confirm' ? confirmOf(r) : r.protocol);
const otherOf = (axis: ComparisonAxis) => (r: ProtocolRunRow): string => (axis === 'confirm' ? r.protocol : confirmOf(r));

export interface ProtocolComparisonOptions {
  /** The protocol (or, along the confirmation axis, the policy) every other is contrasted with (default "verbatim" / "auto-approve"). */
  baseline?: string;
  /** Compare handoff protocols (default) or confirmation policies. */
  axis?: ComparisonAxis;
  ci: CiFn;
  paired: PairedFn;
}

type Metric = { name: string; pct: boolean; value: (r: ProtocolRunRow) => number | null };
const rate = (name: string, f: (r: ProtocolRunRow) => boolean | null): Metric => ({ name, pct: true, value: (r) => { const v = f(r); return v === null ? null : v ? 100 : 0; } });
const METRICS: Metric[] = [
  rate('UA', (r) => r.ua),
  rate('Cmp', (r) => r.cmp),
  rate('CL', (r) => r.cl),
  rate('OD', (r) => r.od),
  { name: 'msg tokens', pct: false, value: (r) => r.messageTokens },
  { name: 'tokens', pct: false, value: (r) => r.tokens },
  // Per run: the share of its reserved-action confirmations that were approved (null when none was asked).
  { name: 'authorized', pct: true, value: (r) => (r.reservedAsked ? (100 * (r.reservedApproved ?? 0)) / r.reservedAsked : null) },
];

const archKey = (a: string): number => (ARCH_ORDER.includes(a) ? ARCH_ORDER.indexOf(a) : ARCH_ORDER.length);
const sortArchs = (xs: Iterable<string>): string[] => [...new Set(xs)].sort((a, b) => archKey(a) - archKey(b) || a.localeCompare(b));

/** The conditions in the rows, the baseline first, then in order of first appearance. */
function protocolOrder(rows: readonly ProtocolRunRow[], baseline: string, condition: (r: ProtocolRunRow) => string): string[] {
  const seen = [...new Set(rows.map(condition))];
  return seen.includes(baseline) ? [baseline, ...seen.filter((p) => p !== baseline)] : seen;
}

function meanCell(rows: readonly ProtocolRunRow[], m: Metric, ci: CiFn): Cell {
  const vals: number[] = [];
  const cl: string[] = [];
  for (const r of rows) {
    const v = m.value(r);
    if (v === null) continue;
    vals.push(v);
    cl.push(r.taskId);
  }
  if (vals.length === 0) return null;
  const c = ci(vals, cl);
  return c ?? { est: vals.reduce((a, b) => a + b, 0) / vals.length, lo: null, hi: null };
}

/** The first-loss hop distribution: share (%) of lost constraints first lost at hop 1, 2, 3+. */
function hopShares(rows: readonly ProtocolRunRow[]): [number, number, number] | null {
  const counts = [0, 0, 0];
  let n = 0;
  for (const r of rows) for (const h of r.firstLossHops ?? []) {
    counts[Math.min(h, 3) - 1]!++;
    n++;
  }
  return n === 0 ? null : [(100 * counts[0]!) / n, (100 * counts[1]!) / n, (100 * counts[2]!) / n];
}

/** One row of the comparison: a protocol (and confirmation policy) on an architecture under a defense. */
export interface ProtocolCell {
  defense: string;
  arch: string;
  protocol: string;
  confirm: string;
  /** The value compared: the protocol, or the confirmation policy along that axis. */
  condition: string;
  n: number;
  tasks: number;
  /** Per metric: the estimate with its task-clustered interval. */
  values: Record<string, { est: number | null; lo: number | null; hi: number | null } | null>;
  /** Per metric: protocol − baseline over the same tasks, with a paired task-clustered interval (null for the baseline). */
  deltas: Record<string, { est: number | null; lo: number | null; hi: number | null } | null> | null;
  /** Share (%) of lost constraints first lost at hop 1, 2, 3+ (null when none was lost). */
  firstLossHops: [number, number, number] | null;
  messages: number;
  /** Reserved-action confirmations per run, and the share (%) of all of them that were approved (null when none was asked). */
  reservedAsked: number;
  reservedAuthorized: number | null;
  /** Exchange messages per run (multi-message protocols). */
  exchangeMessages: number;
}

/**
 * The protocol comparison, a pure function of run rows: per defense × architecture × protocol, the
 * executed UA, Cmp, CL (acting agents), OD, message and run tokens with task-clustered intervals,
 * the first-loss hop distribution, and every metric's paired contrast against the baseline protocol
 * over the same tasks (task-clustered paired bootstrap). Runs pair by task (and, with repetitions,
 * are pooled within it); under the simulated model a protocol's runs also share their random draws
 * with the baseline's, so a pair differs only where the protocol acted.
 */
export function protocolComparison(rows: readonly ProtocolRunRow[], opts: ProtocolComparisonOptions): ProtocolCell[] {
  const axis = opts.axis ?? 'protocol';
  const condition = conditionOf(axis);
  const other = otherOf(axis);
  const baseline = opts.baseline ?? (axis === 'confirm' ? DEFAULT_CONFIRM : 'verbatim');
  const conditions = protocolOrder(rows, baseline, condition);
  const others = [...new Set(rows.map(other))];
  const out: ProtocolCell[] = [];
  for (const defense of [...new Set(rows.map((r) => r.defense))].sort()) {
    const byDefense = rows.filter((r) => r.defense === defense);
    for (const arch of sortArchs(byDefense.map((r) => r.arch))) {
      for (const held of others) {
        // The rows that may pair: same defense, architecture and value of the axis held fixed.
        const cellRows = byDefense.filter((r) => r.arch === arch && other(r) === held);
        for (const c of conditions) {
          const rs = cellRows.filter((r) => condition(r) === c);
          if (rs.length === 0) continue;
          const values: ProtocolCell['values'] = {};
          for (const m of METRICS) values[m.name] = meanCell(rs, m, opts.ci) as ProtocolCell['values'][string];
          let deltas: ProtocolCell['deltas'] = null;
          if (c !== baseline && cellRows.some((r) => condition(r) === baseline)) {
            deltas = {};
            // Pair over the tasks both conditions ran: a task one of them lacks is left out of the contrast.
            const tasks = new Set(rs.map((r) => r.taskId));
            const baseTasks = new Set(cellRows.filter((r) => condition(r) === baseline).map((r) => r.taskId));
            for (const m of METRICS) {
              const obs: Array<{ value: number; cluster: string; condition: string }> = [];
              for (const r of cellRows) {
                const rc = condition(r);
                if ((rc !== c && rc !== baseline) || !tasks.has(r.taskId) || !baseTasks.has(r.taskId)) continue;
                const v = m.value(r);
                if (v !== null) obs.push({ value: v, cluster: r.taskId, condition: rc });
              }
              deltas[m.name] = opts.paired(obs, c, baseline);
            }
          }
          const asked = rs.reduce((a, r) => a + (r.reservedAsked ?? 0), 0);
          const approved = rs.reduce((a, r) => a + (r.reservedApproved ?? 0), 0);
          const first = rs[0] as ProtocolRunRow;
          out.push({
            defense, arch, protocol: first.protocol, confirm: confirmOf(first), condition: c, n: rs.length, tasks: new Set(rs.map((r) => r.taskId)).size, values, deltas,
            firstLossHops: hopShares(rs), messages: rs.reduce((a, r) => a + r.messages, 0) / rs.length,
            reservedAsked: asked / rs.length, reservedAuthorized: asked === 0 ? null : (100 * approved) / asked,
            exchangeMessages: rs.reduce((a, r) => a + (r.exchangeMessages ?? 0), 0) / rs.length,
          });
        }
      }
    }
  }
  return out;
}

/** The comparison as report tables: one per defense. */
export function protocolTables(cells: readonly ProtocolCell[], baseline = 'verbatim', axis: ComparisonAxis = 'protocol'): Table[] {
  const tables: Table[] = [];
  // The axis held fixed gets a column only when it varies (a protocol study under one confirmation policy reads as before).
  const showOther = new Set(cells.map((c) => (axis === 'confirm' ? c.protocol : c.confirm))).size > 1;
  for (const defense of [...new Set(cells.map((c) => c.defense))]) {
    const cs = cells.filter((c) => c.defense === defense);
    const lead = (c: ProtocolCell): Cell[] => (axis === 'confirm' ? [c.arch, ...(showOther ? [c.protocol] : []), c.confirm] : [c.arch, c.protocol, ...(showOther ? [c.confirm] : [])]);
    const leadCols = axis === 'confirm' ? ['architecture', ...(showOther ? ['protocol'] : []), 'confirm'] : ['architecture', 'protocol', ...(showOther ? ['confirm'] : [])];
    const common = (c: ProtocolCell): Cell[] => [
      c.n,
      c.values['UA'] ?? null,
      c.values['Cmp'] ?? null,
      c.values['CL'] ?? null,
      c.values['OD'] ?? null,
      c.deltas?.['UA'] ?? null,
      c.deltas?.['Cmp'] ?? null,
      c.deltas?.['CL'] ?? null,
      c.deltas?.['OD'] ?? null,
    ];
    if (axis === 'confirm') {
      tables.push({
        id: `confirmations-${defense}`,
        title: `Confirmation policies by architecture (defense: ${defense}): rates %, paired Δ vs ${baseline} in pp`,
        note:
          `UA executed (whoever approved it: an agent's consent is not the user's authorization), Cmp, CL, OD; reserved asked: confirmations on reserved-action calls per run; ` +
          `authorized: the share of those the policy approved (pooled over the cell's runs), Δauthorized: the per-run share, policy − ${baseline}. ` +
          `Brackets: 95% task-clustered bootstrap intervals; Δ columns: policy − ${baseline} over the same tasks, paired task-clustered bootstrap.`,
        columns: [...leadCols, 'n', 'UA', 'Cmp', 'CL', 'OD', 'ΔUA', 'ΔCmp', 'ΔCL', 'ΔOD', 'reserved asked', 'authorized', 'Δauthorized'],
        rows: cs.map((c) => [
          ...lead(c),
          ...common(c),
          Math.round(c.reservedAsked * 100) / 100,
          c.reservedAuthorized === null ? null : c.reservedAuthorized.toFixed(1),
          c.deltas?.['authorized'] ?? null,
        ]),
      });
      continue;
    }
    tables.push({
      id: `protocols-${defense}`,
      title: `Handoff protocols by architecture (defense: ${defense}): rates %, paired Δ vs ${baseline} in pp`,
      note:
        `UA executed, Cmp, CL (constraint lost before an acting agent), OD; msgs: handoff messages delivered per run; xchg: messages of a multi-message protocol's exchange per run (read-backs, confirmations, corrections, escalations: not handoffs, no hop); msg tokens: the tokens of both; tokens: work + defense tokens per run. ` +
        `Brackets: 95% task-clustered bootstrap intervals; Δ columns: protocol − ${baseline} over the same tasks, paired task-clustered bootstrap. ` +
        'first loss: share of lost constraints first lost at hop 1 / 2 / 3+.',
      columns: [...leadCols, 'n', 'UA', 'Cmp', 'CL', 'OD', `ΔUA`, `ΔCmp`, `ΔCL`, `ΔOD`, 'first loss 1/2/3+', 'msgs', 'xchg', 'msg tokens', 'Δmsg tokens', 'tokens', 'Δtokens'],
      rows: cs.map((c) => [
        ...lead(c),
        ...common(c),
        c.firstLossHops ? c.firstLossHops.map((x) => x.toFixed(0)).join(' / ') : null,
        Math.round(c.messages * 10) / 10,
        Math.round(c.exchangeMessages * 10) / 10,
        c.values['msg tokens'] ?? null,
        c.deltas?.['msg tokens'] ?? null,
        c.values['tokens'] ?? null,
        c.deltas?.['tokens'] ?? null,
      ]),
    });
  }
  return tables;
}

/** Figures: each condition's paired ΔUA / ΔCmp / ΔCL vs the baseline by architecture, with error bars. */
export async function protocolFigures(cells: readonly ProtocolCell[], baseline = 'verbatim', axis: ComparisonAxis = 'protocol'): Promise<Figure[]> {
  const figs: Figure[] = [];
  const prefix = axis === 'confirm' ? 'confirmations' : 'protocols';
  const metrics = axis === 'confirm' ? ['UA', 'Cmp', 'authorized'] : ['UA', 'Cmp', 'CL'];
  const showOther = new Set(cells.map((c) => (axis === 'confirm' ? c.protocol : c.confirm))).size > 1;
  for (const defense of [...new Set(cells.map((c) => c.defense))]) {
    for (const metric of metrics) {
      const rows = cells
        .filter((c) => c.defense === defense && c.deltas && c.deltas[metric])
        // A bar per condition (the held axis in its label when it varies).
        .map((c) => ({ architecture: c.arch, [axis]: showOther ? `${c.condition} · ${axis === 'confirm' ? c.protocol : c.confirm}` : c.condition, delta: c.deltas?.[metric]?.est ?? null, lo: c.deltas?.[metric]?.lo ?? null, hi: c.deltas?.[metric]?.hi ?? null }));
      if (rows.length === 0) continue;
      figs.push(await diffBars({ id: `${prefix}-${defense}-d${metric.toLowerCase()}`, title: `Δ${metric} vs ${baseline} (pp, paired 95% CI), defense ${defense}`, rows, group: axis }));
    }
  }
  return figs;
}

/** Bars of signed differences (they may be negative, unlike groupedBars' rates) with CI whiskers and a zero rule. */
async function diffBars(o: { id: string; title: string; rows: Array<Record<string, string | number | null>>; group: string }): Promise<Figure> {
  const nums = o.rows.flatMap((r) => [r['delta'], r['lo'], r['hi']]).filter((v): v is number => typeof v === 'number');
  const lo = Math.min(0, ...nums);
  const hi = Math.max(0, ...nums);
  const pad = Math.max(1, (hi - lo) * 0.05);
  const y = { type: 'quantitative', scale: { domain: [lo - pad, hi + pad], nice: false } };
  const enc = { x: { field: 'architecture', type: 'nominal', sort: ARCH_ORDER, title: null }, xOffset: { field: o.group, type: 'nominal' } };
  const spec = {
    width: 480,
    height: 260,
    background: 'white',
    config: { font: 'sans-serif', axis: { labelFontSize: 11, titleFontSize: 12 } },
    title: o.title,
    data: { values: o.rows },
    layer: [
      { mark: { type: 'bar' }, encoding: { ...enc, color: { field: o.group, type: 'nominal', title: o.group === 'confirm' ? 'confirmation' : 'protocol' }, y: { ...y, field: 'delta', title: 'Δ pp' } } },
      { mark: { type: 'rule', color: '#333' }, encoding: { ...enc, y: { ...y, field: 'lo' }, y2: { field: 'hi' } } },
      { data: { values: [{ zero: 0 }] }, mark: { type: 'rule', color: '#999' }, encoding: { y: { ...y, field: 'zero' } } },
    ],
  } as unknown as vl.TopLevelSpec;
  return { id: o.id, title: o.title, rows: o.rows, svg: await renderSvg(spec) };
}

/** The whole comparison as a report (Markdown, JSON and HTML through renderReport). */
export async function protocolReport(rows: readonly ProtocolRunRow[], opts: ProtocolComparisonOptions & { resamples?: number }): Promise<BuiltReport> {
  const axis = opts.axis ?? 'protocol';
  const baseline = opts.baseline ?? (axis === 'confirm' ? DEFAULT_CONFIRM : 'verbatim');
  const cells = protocolComparison(rows, { ...opts, baseline, axis });
  const what = axis === 'confirm' ? 'confirmation policies' : 'protocols';
  return {
    title: axis === 'confirm' ? 'masdrift confirmation-policy comparison' : 'masdrift protocol comparison',
    meta: [
      ['runs', String(rows.length)],
      ['baseline', baseline],
      [what, [...new Set(rows.map(conditionOf(axis)))].join(', ')],
      ['intervals', `95% percentile bootstrap${opts.resamples ? `, ${opts.resamples} resamples` : ''} clustered by task; ${axis === 'confirm' ? 'policy' : 'protocol'} − ${baseline} contrasts paired by task`],
    ],
    sections: [{ title: axis === 'confirm' ? 'Confirmation policies' : 'Protocols', tables: protocolTables(cells, baseline, axis), figures: await protocolFigures(cells, baseline, axis) }],
  };
}
