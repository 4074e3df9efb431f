import { canonicalJson } from '../util/canonical.js';

/**
 * What makes a worker's runs the runs a grid asked for: the facts every worker of a queued grid must
 * share, fact by fact, so a refusal can name the one that differs. Until runs carry a fingerprint of
 * their own (code hash, scorer version, profile contents, suite version), the facts are those a
 * store's meta rows already hold; this is the ONE place computing them, for enqueue and workers alike.
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
  return {
    'code version': f.codeVersion,
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
