import { clusterResamples, quantile } from '../scoring/stats/bootstrap.js';
import type { Cell } from './table.js';

/** One 0/1 outcome of an answer, its cluster (the example) and the condition it belongs to. */
export interface CondObs {
  cluster: string;
  condition: string;
  value: number;
}

/**
 * A statistic of several condition means (a rate, a paired contrast, an interaction), in
 * percentage points, with a 95% percentile interval from example-clustered bootstrap resamples.
 * Every condition sees the same drawn clusters, so contrasts are paired. Null when a condition
 * has no observations; no interval with fewer than two clusters.
 */
export function clusteredStat(
  obs: readonly CondObs[],
  conditions: readonly string[],
  stat: (mean: (condition: string) => number) => number,
  opts: { resamples: number; seed: string },
): Cell {
  const clusters = [...new Set(obs.map((o) => o.cluster))].sort();
  const index = new Map(clusters.map((c, i) => [c, i]));
  const sums = new Map(conditions.map((c) => [c, new Float64Array(clusters.length)]));
  const counts = new Map(conditions.map((c) => [c, new Float64Array(clusters.length)]));
  for (const o of obs) {
    const s = sums.get(o.condition);
    if (!s) continue;
    const i = index.get(o.cluster) as number;
    s[i] = (s[i] as number) + o.value;
    const n = counts.get(o.condition) as Float64Array;
    n[i] = (n[i] as number) + 1;
  }
  if (conditions.some((c) => (counts.get(c) as Float64Array).every((x) => x === 0))) return null;
  const meanOf = (w: Float64Array | null) => (c: string): number => {
    const s = sums.get(c) as Float64Array;
    const n = counts.get(c) as Float64Array;
    let a = 0;
    let b = 0;
    for (let i = 0; i < s.length; i++) {
      const k = w ? (w[i] as number) : 1;
      a += k * (s[i] as number);
      b += k * (n[i] as number);
    }
    return b === 0 ? Number.NaN : a / b;
  };
  const est = 100 * stat(meanOf(null));
  if (clusters.length < 2) return { est, lo: null, hi: null };
  const draws: number[] = [];
  for (const w of clusterResamples(clusters.length, opts)) {
    const v = 100 * stat(meanOf(w));
    if (Number.isFinite(v)) draws.push(v);
  }
  if (draws.length === 0) return { est, lo: null, hi: null };
  draws.sort((x, y) => x - y);
  return { est, lo: quantile(draws, 0.025), hi: quantile(draws, 0.975) };
}

/** A rate (% of observations with value 1) with its clustered interval. */
export function clusteredRate(obs: ReadonlyArray<{ cluster: string; value: number }>, opts: { resamples: number; seed: string }): Cell {
  if (obs.length === 0) return null;
  return clusteredStat(obs.map((o) => ({ ...o, condition: 'x' })), ['x'], (m) => m('x'), opts);
}
