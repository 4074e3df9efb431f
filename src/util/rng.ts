import * as crypto from 'node:crypto';

// One-shot hashing (Node ≥ 20.12) skips the Hash object a seed needs only once; same digest.
const digestOf: (text: string) => Buffer =
  typeof crypto.hash === 'function' ? (text) => crypto.hash('sha256', text, 'buffer') : (text) => crypto.createHash('sha256').update(text).digest();

/**
 * Deterministic pseudo-random generator (sfc32) seeded from a hash of the run identity.
 * Every random choice in the project comes from one of these; never from the runtime's unseeded random source,
 * wall time or the order in which asynchronous work completes.
 */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
}

/** Seed a generator from any parts of an identity, e.g. (seed, task, arch, agent, turn). */
export function rngFrom(...parts: ReadonlyArray<string | number>): Rng {
  const digest = digestOf(parts.map(String).join('\u0000'));
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  const next = (): number => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    const r = (t + d) | 0;
    c = (c + r) | 0;
    return (r >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return {
    next,
    chance: (p) => next() < p,
    int: (n) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('rng.pick: empty array');
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}
