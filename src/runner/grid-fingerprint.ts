import { canonicalJson } from '../util/canonical.js';
import { codeHash, fingerprintParts } from './fingerprint.js';

/**
 * What makes a worker's runs the runs a grid asked for: the facts every worker of a queued grid must
 * share, fact by fact, so a refusal can name the one that differs: the versions a store's meta rows
 * hold, the run fingerprint's code and profile hashes, the models and limits. This is the ONE place
 * computing them, for enqueue and workers alike.
 */
export type GridFingerprint = Readonly<Record<string, string>>;

export function gridFingerprint(f: {
  codeVersion: string;
  suiteVersion: string;
  scorerVersion: string;
  /** The model configurations the grid's runs name (their labels). */
  models: readonly string[];
  /** The run limits (turns per agent, handoffs per run) the grid runs under. */
  limits: unknown;
}): GridFingerprint {
  // The run fingerprint's parts (fingerprint.ts) a queued grid's workers must share as well: the
  // content hash of the built code and of every simulated profile the grid's models use.
  const profiles = Object.assign({}, ...f.models.map((m) => fingerprintParts({ suiteVersion: f.suiteVersion, model: m }).profiles)) as Record<string, string>;
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
export function gridFingerprintDifferences(grid: GridFingerprint, own: GridFingerprint): string[] {
  const keys = [...new Set([...Object.keys(grid), ...Object.keys(own)])];
  return keys.filter((k) => grid[k] !== own[k]).map((k) => `${k}: the grid's ${grid[k] ?? '(none)'}, this worker's ${own[k] ?? '(none)'}`);
}
