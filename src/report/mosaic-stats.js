import { clusterResamples, clusterTable, quantile, weightedMean } from '../scoring/stats/bootstrap.js';
/**
 * A statistic of several condition means (a rate, a paired contrast, an interaction), in
 * percentage points, with a 95% percentile interval from example-clustered bootstrap resamples.
 * Every condition sees the same drawn clusters, so contrasts are paired. Null when a condition
 * has no observations; no interval with fewer than two clusters.
 */
export function clusteredStat(obs, conditions, stat, opts) {
    const { clusters, sums, counts } = clusterTable(obs);
    const zero = new Float64Array(clusters.length);
    if (conditions.some((c) => (counts.get(c) ?? zero).every((x) => x === 0)))
        return null;
    const meanOf = (w) => (c) => weightedMean(sums.get(c), counts.get(c), w);
    const est = 100 * stat(meanOf(null));
    if (clusters.length < 2)
        return { est, lo: null, hi: null };
    const draws = [];
    for (const w of clusterResamples(clusters.length, opts)) {
        const v = 100 * stat(meanOf(w));
        if (Number.isFinite(v))
            draws.push(v);
    }
    if (draws.length === 0)
        return { est, lo: null, hi: null };
    draws.sort((x, y) => x - y);
    return { est, lo: quantile(draws, 0.025), hi: quantile(draws, 0.975) };
}
/** A rate (% of observations with value 1) with its clustered interval. */
export function clusteredRate(obs, opts) {
    if (obs.length === 0)
        return null;
    return clusteredStat(obs.map((o) => ({ ...o, condition: 'x' })), ['x'], (m) => m('x'), opts);
}
