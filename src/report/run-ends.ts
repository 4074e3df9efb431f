import type { ResultsStore } from '../runner/store.js';
import type { Table } from './table.js';
import { cellLabel, DEFAULT_PROTOCOL } from '../axes/index.js';
import { forkOrigin } from '../runner/fork.js';

/**
 * How the runs of each cell ended, and what their model calls looked like: end reasons, runs that
 * never called a tool, and (live and replayed runs) finish reasons, calls whose tokens were
 * estimated and the response normaliser's flags. It reads scores loosely, field by field, so a run
 * with an unexpected score shape is counted as unreadable instead of failing the report.
 */
const END_REASONS = ['finished', 'stalled', 'turn_limit', 'handoff_limit', 'error'] as const;
const KNOWN_FINISH = new Set(['stop', 'tool_calls', 'length', 'content_filter']);

interface CellCounts {
  runs: number;
  failed: number;
  unreadable: number;
  ends: Record<string, number>;
  noToolCall: number;
  calls: number;
  estimated: number;
  finish: Record<string, number>;
  flags: Record<string, number>;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);
const addAll = (into: Record<string, number>, from: unknown): void => {
  if (!isObj(from)) return;
  for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + count(v);
};

/** What the table reads of a stored run. */
export interface RunEndInput {
  identity: { architecture: string; defense: string; model: string; confirm: string; protocol?: string };
  status: string;
  metrics: unknown;
}

export function runEndsTable(runs: Iterable<RunEndInput>): Table {
  const cells = new Map<string, { key: string[]; c: CellCounts }>();
  for (const r of runs) {
    // A protocol other than the default gets rows of its own (named in the architecture cell, as in the other tables).
    const key = [cellLabel(r.identity.architecture, r.identity.protocol ?? DEFAULT_PROTOCOL), r.identity.defense, r.identity.model, r.identity.confirm];
    const id = key.join('\u0000');
    let cell = cells.get(id);
    if (!cell) {
      cell = { key, c: { runs: 0, failed: 0, unreadable: 0, ends: {}, noToolCall: 0, calls: 0, estimated: 0, finish: {}, flags: {} } };
      cells.set(id, cell);
    }
    const c = cell.c;
    c.runs++;
    if (r.status !== 'ok') {
      c.failed++;
      continue;
    }
    const m = r.metrics;
    if (!isObj(m) || typeof m.endReason !== 'string') {
      c.unreadable++;
      continue;
    }
    c.ends[m.endReason] = (c.ends[m.endReason] ?? 0) + 1;
    if (m.toolCalls === 0) c.noToolCall++;
    const mc = m.modelCalls;
    if (isObj(mc)) {
      c.calls += count(mc.calls);
      c.estimated += count(mc.estimatedUsage);
      addAll(c.finish, mc.finishReasons);
      addAll(c.flags, mc.flags);
    }
  }
  const sorted = [...cells.values()].sort((a, b) => (a.key.join('\u0000') < b.key.join('\u0000') ? -1 : 1));
  const rows = sorted.map(({ key, c }) => {
    const other = Object.entries(c.finish).filter(([k]) => !KNOWN_FINISH.has(k));
    const live = c.calls > 0;
    return [
      ...key,
      c.runs,
      c.failed + c.unreadable,
      ...END_REASONS.map((e) => c.ends[e] ?? 0),
      c.noToolCall,
      live ? c.calls : null,
      live ? c.estimated : null,
      live ? (c.finish.length ?? 0) : null,
      live ? (c.finish.content_filter ?? 0) : null,
      live ? (other.length ? other.map(([k, n]) => `${k} ${n}`).join(', ') : 0) : null,
      live ? (Object.keys(c.flags).length ? Object.entries(c.flags).sort().map(([k, n]) => `${k} ${n}`).join(', ') : 'none') : null,
    ];
  });
  return {
    id: 'run-ends',
    title: 'How runs ended, per cell',
    note:
      'Counts of runs. failed: the run did not complete (not scored). no tool call: runs in which no agent called any tool. ' +
      'Model-call columns are for live and replayed models (– for simulated ones): calls, calls whose tokens were estimated with the tokenizer ' +
      '(the server sent no or partial usage), finish reasons length / content_filter / other, and what the response normaliser repaired (flags).',
    columns: ['architecture', 'defense', 'model', 'confirm', 'runs', 'failed', ...END_REASONS.map((e) => e.replace('_', ' ')), 'no tool call', 'model calls', 'est. tokens', 'length', 'content filter', 'other finish', 'flags'],
    rows,
  };
}

/** The table over a store's MasDrift runs. */
export function storeRunEnds(store: ResultsStore): Table {
  // A counterfactual fork gets rows of its own, named by its fork point.
  const runs = [...store.runs({ suite: 'masdrift' })].map((r) => {
    const origin = forkOrigin(r.identity);
    return origin ? { ...r, identity: { ...r.identity, architecture: `${r.identity.architecture} (fork at ${origin.at})` } } : r;
  });
  return runEndsTable(runs);
}
