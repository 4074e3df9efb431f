import { canonicalJson } from '../util/canonical.js';
import { codeHash, fingerprintParts } from './fingerprint.js';
export function gridFingerprint(f) {
    // The run fingerprint's parts (fingerprint.ts) a queued grid's workers must share as well: the
    // content hash of the built code and of every simulated profile the grid's models use.
    const profiles = Object.assign({}, ...f.models.map((m) => fingerprintParts({ suiteVersion: f.suiteVersion, model: m }).profiles));
    return {
        'code version': f.codeVersion,
        code: codeHash(),
        profiles: canonicalJson(profiles),
        'suite version': f.suiteVersion,
        'scorer version': f.scorerVersion,
        models: [...f.models].join(', '),
        limits: canonicalJson(f.limits ?? {}),
    };
}
/** Each fact where `own` differs from `grid`, said as "suite version: the grid's a…, this worker's b…". */
export function gridFingerprintDifferences(grid, own) {
    const keys = [...new Set([...Object.keys(grid), ...Object.keys(own)])];
    return keys.filter((k) => grid[k] !== own[k]).map((k) => `${k}: the grid's ${grid[k] ?? '(none)'}, this worker's ${own[k] ?? '(none)'}`);
}
