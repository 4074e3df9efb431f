import { clusteredMeanCI } from '../scoring/stats/bootstrap.js';
import type { CiFn } from './masdrift-tables.js';

/**
 * The report's interval estimator: percentile bootstrap of the mean, resampling whole clusters
 * (tasks or examples). No interval when there is only one cluster (nothing to resample).
 */
export function clusteredCi(resamples = 2000, seed = 'report'): CiFn {
  return (values, clusters) => {
    if (values.length === 0) return null;
    if (new Set(clusters).size < 2) return null;
    const iv = clusteredMeanCI(values.map((value, i) => ({ value, cluster: clusters[i] as string })), { resamples, seed });
    return { est: iv.estimate, lo: iv.lo, hi: iv.hi };
  };
}
