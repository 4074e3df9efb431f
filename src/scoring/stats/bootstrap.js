import { rngFrom } from '../../util/rng.js';
/** Quantile with linear interpolation between order statistics (Hyndman–Fan type 7). */
export function quantile(sorted, q) {
    if (sorted.length === 0)
        throw new Error('quantile of an empty sample');
    const h = (sorted.length - 1) * q;
    const lo = Math.floor(h);
    const a = sorted[lo];
    const b = sorted[Math.min(lo + 1, sorted.length - 1)];
    return a + (h - lo) * (b - a);
}
/** Sum and count of the observations of each cluster, per condition, in a stable cluster order. */
export function clusterTable(obs) {
    const clusters = [...new Set(obs.map((o) => o.cluster))].sort();
    const index = new Map(clusters.map((c, i) => [c, i]));
    const sums = new Map();
    const counts = new Map();
    for (const o of obs) {
        const cond = o.condition ?? '';
        if (!sums.has(cond)) {
            sums.set(cond, new Float64Array(clusters.length));
            counts.set(cond, new Float64Array(clusters.length));
        }
        const i = index.get(o.cluster);
        const sc = sums.get(cond);
        const cc = counts.get(cond);
        sc[i] = sc[i] + o.value;
        cc[i] = cc[i] + 1;
    }
    return { clusters, sums, counts };
}
/**
 * Resample clusters with replacement and evaluate statistics on each resample. Every statistic sees
 * the same drawn clusters (weights = how often each cluster was drawn), which is what makes paired
 * contrasts paired.
 */
export function clusterResamples(clusterCount, opts = {}) {
    const B = opts.resamples ?? 2000;
    const rng = rngFrom('cluster-bootstrap', opts.seed ?? 'default', clusterCount);
    return (function* () {
        for (let b = 0; b < B; b++) {
            const w = new Float64Array(clusterCount);
            for (let i = 0; i < clusterCount; i++) {
                const j = rng.int(clusterCount);
                w[j] = w[j] + 1;
            }
            yield w;
        }
    })();
}
/** Mean of per-cluster sums over counts, each cluster weighted by how often a resample drew it (null: once). */
export function weightedMean(sums, counts, w) {
    let s = 0;
    let n = 0;
    for (let i = 0; i < sums.length; i++) {
        const k = w ? w[i] : 1;
        s += k * sums[i];
        n += k * counts[i];
    }
    return n === 0 ? Number.NaN : s / n;
}
function interval(estimate, draws, level) {
    const finite = draws.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
    const alpha = (1 - level) / 2;
    return { estimate, lo: quantile(finite, alpha), hi: quantile(finite, 1 - alpha), level, resamples: draws.length };
}
/**
 * Percentile bootstrap CI of the mean over observations, resampling whole clusters (tasks or examples)
 * so that correlated observations of one cluster move together.
 */
export function clusteredMeanCI(obs, opts = {}) {
    if (obs.length === 0)
        throw new Error('clusteredMeanCI: no observations');
    const { clusters, sums, counts } = clusterTable(obs.map((o) => ({ ...o, condition: '' })));
    const s = sums.get('');
    const c = counts.get('');
    const draws = [];
    for (const w of clusterResamples(clusters.length, opts))
        draws.push(weightedMean(s, c, w));
    return interval(weightedMean(s, c, null), draws, opts.level ?? 0.95);
}
/**
 * Paired contrast mean(a) − mean(b) between two conditions observed on the same clusters (e.g. Source
 * − none on the same tasks), with a percentile CI from cluster resamples shared by both conditions.
 */
export function pairedContrastCI(obs, a, b, opts = {}) {
    const { clusters, sums, counts } = clusterTable(obs.filter((o) => o.condition === a || o.condition === b));
    const sa = sums.get(a);
    const sb = sums.get(b);
    if (!sa || !sb)
        throw new Error(`pairedContrastCI: no observations for condition "${!sa ? a : b}"`);
    const ca = counts.get(a);
    const cb = counts.get(b);
    const draws = [];
    for (const w of clusterResamples(clusters.length, opts))
        draws.push(weightedMean(sa, ca, w) - weightedMean(sb, cb, w));
    return interval(weightedMean(sa, ca, null) - weightedMean(sb, cb, null), draws, opts.level ?? 0.95);
}
