import { TrajectorySchema } from '../domain/trajectory.js';
import { architectureLabels } from '../axes/index.js';
import { forkChangeText, forkOrigin } from '../runner/fork.js';
import type { StoredRun } from '../runner/store.js';
import { RunScoreSchema, type RunScore } from '../scoring/run-score.js';
import type { CiFn, PairedFn } from './masdrift-tables.js';
import type { Cell, Table } from './table.js';

/** A fork and its original, both scored. */
export interface ForkPair {
  taskId: string;
  /** The original's architecture as the report names it. */
  architecture: string;
  /** The fork point as asked (`hop:1`, `event:7`). */
  at: string;
  /** What the fork changed, in words ("protocol verbatim → constraint-echo"). */
  change: string;
  original: RunScore;
  fork: RunScore;
  forkRunId: string;
  originalRunId: string;
  /** Did the fork's events after the fork point come out as the original's (nothing the change touched)? */
  same: boolean;
}

/**
 * The scored forks of a set of stored runs, each paired with its original (a fork whose original is
 * missing, failed or unscored is counted in `unpaired`). Forks are kept out of the report's main
 * tables: their first events are their originals', and they are read only against them.
 */
export function forkPairs(runs: readonly StoredRun[], trajectoryOf: (runId: string) => string | null = (id) => runs.find((r) => r.runId === id)?.trajectoryJson ?? null): { pairs: ForkPair[]; unpaired: number } {
  const byId = new Map(runs.map((r) => [r.runId, r]));
  const labels = architectureLabels(runs.map((r) => r.identity.architecture));
  const pairs: ForkPair[] = [];
  let unpaired = 0;
  for (const f of runs) {
    const origin = forkOrigin(f.identity);
    if (!origin || f.status !== 'ok' || !f.metrics) continue;
    const o = byId.get(origin.of);
    const os = o?.status === 'ok' && o.metrics ? RunScoreSchema.safeParse(o.metrics) : null;
    const fs = RunScoreSchema.safeParse(f.metrics);
    if (!o || !os?.success || !fs.success) {
      unpaired++;
      continue;
    }
    let same = false;
    const oj = trajectoryOf(o.runId);
    const fj = trajectoryOf(f.runId);
    if (oj && fj) {
      const a = TrajectorySchema.parse(JSON.parse(oj));
      const b = TrajectorySchema.parse(JSON.parse(fj));
      same = JSON.stringify([a.calls, a.handoffs, a.coordination ?? [], a.finalAnswer]) === JSON.stringify([b.calls, b.handoffs, b.coordination ?? [], b.finalAnswer]);
    }
    pairs.push({
      taskId: f.identity.taskId,
      architecture: labels.get(o.identity.architecture) ?? o.identity.architecture,
      at: origin.at,
      change: forkChangeText(f.identity, o.identity),
      original: os.data,
      fork: fs.data,
      forkRunId: f.runId,
      originalRunId: o.runId,
      same,
    });
  }
  return { pairs, unpaired };
}

const METRICS: Array<[string, (s: RunScore) => boolean | null]> = [
  ['UA', (s) => s.uaExecuted],
  ['Cmp', (s) => s.cmp],
  ['CL', (s) => s.cl],
  ['OD', (s) => s.od],
];

/**
 * Forks against their originals, per architecture × fork point × change: the original's and the
 * fork's rates with task-clustered intervals, and the fork − original paired contrast (the same
 * tasks, resampled together) — the effect of the change from the fork point on, all else held.
 */
export function forkPairsTable(pairs: readonly ForkPair[], ci: CiFn, paired: PairedFn, unpaired = 0): Table | null {
  if (pairs.length === 0) return null;
  const groups = new Map<string, ForkPair[]>();
  for (const p of pairs) {
    const k = `${p.architecture}\u0000${p.at}\u0000${p.change}`;
    const g = groups.get(k);
    if (g) g.push(p);
    else groups.set(k, [p]);
  }
  const rate = (ps: readonly ForkPair[], side: 'original' | 'fork', f: (s: RunScore) => boolean | null): Cell => {
    const vals: number[] = [];
    const cl: string[] = [];
    for (const p of ps) {
      const v = f(p[side]);
      if (v === null) continue;
      vals.push(v ? 100 : 0);
      cl.push(p.taskId);
    }
    if (vals.length === 0) return null;
    return ci(vals, cl) ?? { est: vals.reduce((a, b) => a + b, 0) / vals.length, lo: null, hi: null };
  };
  const delta = (ps: readonly ForkPair[], f: (s: RunScore) => boolean | null): Cell => {
    const obs: Array<{ value: number; cluster: string; condition: string }> = [];
    for (const p of ps) {
      const a = f(p.fork);
      const b = f(p.original);
      if (a === null || b === null) continue;
      obs.push({ value: a ? 100 : 0, cluster: p.taskId, condition: 'fork' }, { value: b ? 100 : 0, cluster: p.taskId, condition: 'original' });
    }
    return obs.length ? paired(obs, 'fork', 'original') : null;
  };
  const keys = [...groups.keys()].sort();
  return {
    id: 'fork-pairs',
    title: 'Counterfactual forks against their originals (fork − original, paired by task)',
    note:
      'Each fork replays its original up to the fork point (its prefix hash checked against the original) and continues from the replayed agents under the changed condition; ' +
      'rates are % of runs with 95% task-clustered intervals, Δ the fork − original paired contrast in percentage points over the same tasks. ' +
      '"unchanged" counts forks whose events came out exactly as the original\'s.' +
      (unpaired ? ` ${unpaired} fork(s) whose original is missing or not scored are left out.` : ''),
    columns: ['architecture', 'fork at', 'change', 'pairs', 'unchanged', ...METRICS.flatMap(([m]) => [`${m} original`, `${m} fork`, `Δ${m}`])],
    rows: keys.map((k) => {
      const ps = groups.get(k)!;
      const [arch, at, change] = k.split('\u0000') as [string, string, string];
      return [arch, at, change, ps.length, ps.filter((p) => p.same).length, ...METRICS.flatMap(([, f]) => [rate(ps, 'original', f), rate(ps, 'fork', f), delta(ps, f)])];
    }),
    links: keys.map((k) => {
      const ps = groups.get(k)!;
      return [null, null, null, ps.slice(0, 3).map((p) => p.forkRunId), null, ...METRICS.flatMap(() => [null, null, null])];
    }),
  };
}
