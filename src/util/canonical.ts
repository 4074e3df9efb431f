import * as crypto from 'node:crypto';

/** JSON with object keys sorted recursively, so equal values always serialise to equal bytes. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value as Record<string, unknown>).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}

/** Hex SHA-256 of a string. */
export function sha256(text: string): string {
  // One-shot hashing where available (Node ≥ 20.12): same digest, no Hash object.
  return typeof crypto.hash === 'function' ? crypto.hash('sha256', text, 'hex') : crypto.createHash('sha256').update(text).digest('hex');
}

/** Stable hash of any JSON-like value (canonical JSON, then SHA-256). */
export function stableHash(value: unknown): string {
  return sha256(canonicalJson(value));
}
