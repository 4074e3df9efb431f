/**
 * The first four little-endian 32-bit words of SHA-256(text as UTF-8): a generator's seed. Computed
 * here rather than by node:crypto because a run seeds a generator for nearly every model decision,
 * from a short text (one or two 64-byte blocks), where a native call and its Buffer cost several
 * times the hashing itself. A test checks it against node:crypto.
 */
export function seedWords(text: string): [number, number, number, number] {
  digest(utf8At(text, 0));
  return [seed[0] as number, seed[1] as number, seed[2] as number, seed[3] as number];
}

/** SHA-256 of the first n bytes of `block`, its first four words (see seedWords) left in `seed`. */
function digest(n: number): void {
  const len = Math.ceil((n + 9) / 64) * 64;
  const m = block;
  m.fill(0, n, len);
  m[n] = 0x80;
  const bits = n * 8;
  writeU32(m, len - 8, Math.floor(bits / 4294967296));
  writeU32(m, len - 4, bits >>> 0);
  let h0 = 0x6a09e667, h1 = 0xbb67ae85 | 0, h2 = 0x3c6ef372, h3 = 0xa54ff53a | 0, h4 = 0x510e527f, h5 = 0x9b05688c | 0, h6 = 0x1f83d9ab, h7 = 0x5be0cd19;
  for (let off = 0; off < len; off += 64) {
    for (let i = 0; i < 16; i++) {
      const j = off + 4 * i;
      W[i] = ((m[j] as number) << 24) | ((m[j + 1] as number) << 16) | ((m[j + 2] as number) << 8) | (m[j + 3] as number);
    }
    for (let i = 16; i < 64; i++) {
      const x = W[i - 15] as number;
      const y = W[i - 2] as number;
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      W[i] = ((W[i - 16] as number) + s0 + (W[i - 7] as number) + s1) | 0;
    }
    let a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7;
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + S1 + ((e & f) ^ (~e & g)) + (K[i] as number) + (W[i] as number)) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0; h1 = (h1 + b) | 0; h2 = (h2 + c) | 0; h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0; h5 = (h5 + f) | 0; h6 = (h6 + g) | 0; h7 = (h7 + h) | 0;
  }
  // The digest's bytes are big-endian words; the seed reads them little-endian.
  seed[0] = bswap(h0);
  seed[1] = bswap(h1);
  seed[2] = bswap(h2);
  seed[3] = bswap(h3);
}

const bswap = (x: number): number => (((x & 0xff) << 24) | ((x & 0xff00) << 8) | ((x >>> 8) & 0xff00) | (x >>> 24)) >>> 0;

function writeU32(m: Uint8Array, at: number, x: number): void {
  m[at] = x >>> 24;
  m[at + 1] = x >>> 16;
  m[at + 2] = x >>> 8;
  m[at + 3] = x;
}

// Scratch space, reused: hashing never yields, so no two calls share it at once.
let block = new Uint8Array(256);
const W = new Int32Array(64);
const seed = new Uint32Array(4);
const encoder = new TextEncoder();

/** Write a text's UTF-8 bytes into `block` at an offset (growing it, what is before kept, as needed); returns where they end. */
function utf8At(text: string, at: number): number {
  if (block.length < at + text.length * 3 + 72) {
    const grown = new Uint8Array(at + text.length * 3 + 72);
    grown.set(block.subarray(0, at));
    block = grown;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) return at + encoder.encodeInto(text, block.subarray(at)).written; // lone surrogates become U+FFFD, as in node:crypto
    block[at + i] = c;
  }
  return at + text.length;
}

const K = Int32Array.of(
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
);

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
  return rngFromParts(parts);
}

/**
 * The text a generator is seeded from: the parts as strings, joined by NUL, after `prefix` (itself
 * such a text) when given. Built by concatenation, as a run seeds a generator for nearly every decision.
 */
export function seedText(parts: ReadonlyArray<string | number>, prefix?: string): string {
  let text = prefix ?? (parts.length > 0 ? String(parts[0]) : '');
  for (let i = prefix === undefined ? 1 : 0; i < parts.length; i++) text += `\u0000${parts[i]}`;
  return text;
}

/** A generator seeded from a seed text (see seedText): one prefix can serve many decisions' keys. */
export function rngFromText(text: string): Rng {
  digest(utf8At(text, 0));
  return new Sfc32(seed[0] as number, seed[1] as number, seed[2] as number, seed[3] as number);
}

/**
 * rngFromText(seedText(parts, prefix)), without building the text (nearly every model decision seeds
 * one, and the text would only be hashed): each piece's UTF-8 is written straight into the hash's
 * block. The NUL between pieces keeps a surrogate pair from forming across them, so the bytes are
 * the text's own.
 */
export function rngFromParts(parts: ReadonlyArray<string | number>, prefix?: string): Rng {
  let n = prefix !== undefined ? utf8At(prefix, 0) : parts.length > 0 ? utf8At(String(parts[0]), 0) : 0;
  for (let i = prefix === undefined ? 1 : 0; i < parts.length; i++) {
    block[n] = 0; // utf8At leaves room for the padding, so for this too
    n = utf8At(String(parts[i]), n + 1);
  }
  digest(n);
  return new Sfc32(seed[0] as number, seed[1] as number, seed[2] as number, seed[3] as number);
}

/** sfc32, its state in fields: one object per generator rather than a closure per method. */
class Sfc32 implements Rng {
  constructor(
    private a: number,
    private b: number,
    private c: number,
    private d: number,
  ) {
    for (let i = 0; i < 12; i++) this.next();
  }

  next(): number {
    const a = this.a >>> 0, b = this.b >>> 0, c = this.c >>> 0, d = this.d >>> 0;
    const t = (a + b) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    const d1 = (d + 1) | 0;
    this.d = d1;
    const r = (t + d1) | 0;
    this.c = (((c << 21) | (c >>> 11)) + r) | 0;
    return (r >>> 0) / 4294967296;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('rng.pick: empty array');
    return items[Math.floor(this.next() * items.length)] as T;
  }
}
