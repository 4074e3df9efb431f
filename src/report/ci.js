import { clusteredMeanCI, pairedContrastCI } from '../scoring/stats/bootstrap.js';
/**
 * The report's interval estimator: percentile bootstrap of the mean, resampling whole clusters
 * (tasks or examples). No interval when there is only one cluster (nothing to resample).
 */
export function clusteredCi(resamples = 2000, seed = 'report') {
    return (values, clusters) => {
        if (values.length === 0)
            return null;
        if (new Set(clusters).size < 2)
            return null;
        const iv = clusteredMeanCI(values.map((value, i) => ({ value, cluster: clusters[i] })), { resamples, seed });
        return { est: iv.estimate, lo: iv.lo, hi: iv.hi };
    };
}
/**
 * The report's paired contrast: mean(a) − mean(b) over the same tasks, with a percentile interval
 * from task resamples shared by both conditions (pairedContrastCI). No interval with one task.
 */
export function pairedCi(resamples = 2000, seed = 'report') {
    return (obs, a, b) => {
        const has = (c) => obs.some((o) => o.condition === c);
        if (!has(a) || !has(b))
            return null;
        const iv = pairedContrastCI(obs, a, b, { resamples, seed });
        if (new Set(obs.map((o) => o.cluster)).size < 2)
            return { est: iv.estimate, lo: null, hi: null };
        return { est: iv.estimate, lo: iv.lo, hi: iv.hi };
    };
}
