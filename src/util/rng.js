/**
 * The first four little-endian 32-bit words of SHA-256(text as UTF-8): a generator's seed. Computed
 * here rather than by node:crypto because a run seeds a generator for nearly every model decision,
 * from a short text (one or two 64-byte blocks), where a native call and its Buffer cost several
 * times the hashing itself. A test checks it against node:crypto.
 */
export function seedWords(text) {
    digest(utf8At(text, 0));
    return [seed[0], seed[1], seed[2], seed[3]];
}
/**
 * SHA-256 of the first n bytes of `block`, its first four words (see seedWords) left in `seed`. The
 * rounds are unrolled 16 at a time so that the message schedule lives in 16 local variables (each
 * word replaced by the one 16 rounds later) and the eight working variables are renamed round by
 * round instead of shifted: no array is read or written in the rounds but the constants, which
 * makes a seed about a fifth cheaper than a loop over a 64-word schedule array.
 */
function digest(n) {
    const len = Math.ceil((n + 9) / 64) * 64;
    const m = block;
    m.fill(0, n, len);
    m[n] = 0x80;
    const bits = n * 8;
    writeU32(m, len - 8, Math.floor(bits / 4294967296));
    writeU32(m, len - 4, bits >>> 0);
    let h0 = 0x6a09e667, h1 = 0xbb67ae85 | 0, h2 = 0x3c6ef372, h3 = 0xa54ff53a | 0, h4 = 0x510e527f, h5 = 0x9b05688c | 0, h6 = 0x1f83d9ab, h7 = 0x5be0cd19;
    for (let off = 0; off < len; off += 64) {
        let w0 = (m[off + 0] << 24) | (m[off + 1] << 16) | (m[off + 2] << 8) | m[off + 3];
        let w1 = (m[off + 4] << 24) | (m[off + 5] << 16) | (m[off + 6] << 8) | m[off + 7];
        let w2 = (m[off + 8] << 24) | (m[off + 9] << 16) | (m[off + 10] << 8) | m[off + 11];
        let w3 = (m[off + 12] << 24) | (m[off + 13] << 16) | (m[off + 14] << 8) | m[off + 15];
        let w4 = (m[off + 16] << 24) | (m[off + 17] << 16) | (m[off + 18] << 8) | m[off + 19];
        let w5 = (m[off + 20] << 24) | (m[off + 21] << 16) | (m[off + 22] << 8) | m[off + 23];
        let w6 = (m[off + 24] << 24) | (m[off + 25] << 16) | (m[off + 26] << 8) | m[off + 27];
        let w7 = (m[off + 28] << 24) | (m[off + 29] << 16) | (m[off + 30] << 8) | m[off + 31];
        let w8 = (m[off + 32] << 24) | (m[off + 33] << 16) | (m[off + 34] << 8) | m[off + 35];
        let w9 = (m[off + 36] << 24) | (m[off + 37] << 16) | (m[off + 38] << 8) | m[off + 39];
        let w10 = (m[off + 40] << 24) | (m[off + 41] << 16) | (m[off + 42] << 8) | m[off + 43];
        let w11 = (m[off + 44] << 24) | (m[off + 45] << 16) | (m[off + 46] << 8) | m[off + 47];
        let w12 = (m[off + 48] << 24) | (m[off + 49] << 16) | (m[off + 50] << 8) | m[off + 51];
        let w13 = (m[off + 52] << 24) | (m[off + 53] << 16) | (m[off + 54] << 8) | m[off + 55];
        let w14 = (m[off + 56] << 24) | (m[off + 57] << 16) | (m[off + 58] << 8) | m[off + 59];
        let w15 = (m[off + 60] << 24) | (m[off + 61] << 16) | (m[off + 62] << 8) | m[off + 63];
        let a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7, t = 0;
        for (let k = 0; k < 64; k += 16) {
            if (k > 0) {
                // the next 16 schedule words, each in the place of the word 16 before it
                w0 = (w0 + (((w1 >>> 7) | (w1 << 25)) ^ ((w1 >>> 18) | (w1 << 14)) ^ (w1 >>> 3)) + w9 + (((w14 >>> 17) | (w14 << 15)) ^ ((w14 >>> 19) | (w14 << 13)) ^ (w14 >>> 10))) | 0;
                w1 = (w1 + (((w2 >>> 7) | (w2 << 25)) ^ ((w2 >>> 18) | (w2 << 14)) ^ (w2 >>> 3)) + w10 + (((w15 >>> 17) | (w15 << 15)) ^ ((w15 >>> 19) | (w15 << 13)) ^ (w15 >>> 10))) | 0;
                w2 = (w2 + (((w3 >>> 7) | (w3 << 25)) ^ ((w3 >>> 18) | (w3 << 14)) ^ (w3 >>> 3)) + w11 + (((w0 >>> 17) | (w0 << 15)) ^ ((w0 >>> 19) | (w0 << 13)) ^ (w0 >>> 10))) | 0;
                w3 = (w3 + (((w4 >>> 7) | (w4 << 25)) ^ ((w4 >>> 18) | (w4 << 14)) ^ (w4 >>> 3)) + w12 + (((w1 >>> 17) | (w1 << 15)) ^ ((w1 >>> 19) | (w1 << 13)) ^ (w1 >>> 10))) | 0;
                w4 = (w4 + (((w5 >>> 7) | (w5 << 25)) ^ ((w5 >>> 18) | (w5 << 14)) ^ (w5 >>> 3)) + w13 + (((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10))) | 0;
                w5 = (w5 + (((w6 >>> 7) | (w6 << 25)) ^ ((w6 >>> 18) | (w6 << 14)) ^ (w6 >>> 3)) + w14 + (((w3 >>> 17) | (w3 << 15)) ^ ((w3 >>> 19) | (w3 << 13)) ^ (w3 >>> 10))) | 0;
                w6 = (w6 + (((w7 >>> 7) | (w7 << 25)) ^ ((w7 >>> 18) | (w7 << 14)) ^ (w7 >>> 3)) + w15 + (((w4 >>> 17) | (w4 << 15)) ^ ((w4 >>> 19) | (w4 << 13)) ^ (w4 >>> 10))) | 0;
                w7 = (w7 + (((w8 >>> 7) | (w8 << 25)) ^ ((w8 >>> 18) | (w8 << 14)) ^ (w8 >>> 3)) + w0 + (((w5 >>> 17) | (w5 << 15)) ^ ((w5 >>> 19) | (w5 << 13)) ^ (w5 >>> 10))) | 0;
                w8 = (w8 + (((w9 >>> 7) | (w9 << 25)) ^ ((w9 >>> 18) | (w9 << 14)) ^ (w9 >>> 3)) + w1 + (((w6 >>> 17) | (w6 << 15)) ^ ((w6 >>> 19) | (w6 << 13)) ^ (w6 >>> 10))) | 0;
                w9 = (w9 + (((w10 >>> 7) | (w10 << 25)) ^ ((w10 >>> 18) | (w10 << 14)) ^ (w10 >>> 3)) + w2 + (((w7 >>> 17) | (w7 << 15)) ^ ((w7 >>> 19) | (w7 << 13)) ^ (w7 >>> 10))) | 0;
                w10 = (w10 + (((w11 >>> 7) | (w11 << 25)) ^ ((w11 >>> 18) | (w11 << 14)) ^ (w11 >>> 3)) + w3 + (((w8 >>> 17) | (w8 << 15)) ^ ((w8 >>> 19) | (w8 << 13)) ^ (w8 >>> 10))) | 0;
                w11 = (w11 + (((w12 >>> 7) | (w12 << 25)) ^ ((w12 >>> 18) | (w12 << 14)) ^ (w12 >>> 3)) + w4 + (((w9 >>> 17) | (w9 << 15)) ^ ((w9 >>> 19) | (w9 << 13)) ^ (w9 >>> 10))) | 0;
                w12 = (w12 + (((w13 >>> 7) | (w13 << 25)) ^ ((w13 >>> 18) | (w13 << 14)) ^ (w13 >>> 3)) + w5 + (((w10 >>> 17) | (w10 << 15)) ^ ((w10 >>> 19) | (w10 << 13)) ^ (w10 >>> 10))) | 0;
                w13 = (w13 + (((w14 >>> 7) | (w14 << 25)) ^ ((w14 >>> 18) | (w14 << 14)) ^ (w14 >>> 3)) + w6 + (((w11 >>> 17) | (w11 << 15)) ^ ((w11 >>> 19) | (w11 << 13)) ^ (w11 >>> 10))) | 0;
                w14 = (w14 + (((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3)) + w7 + (((w12 >>> 17) | (w12 << 15)) ^ ((w12 >>> 19) | (w12 << 13)) ^ (w12 >>> 10))) | 0;
                w15 = (w15 + (((w0 >>> 7) | (w0 << 25)) ^ ((w0 >>> 18) | (w0 << 14)) ^ (w0 >>> 3)) + w8 + (((w13 >>> 17) | (w13 << 15)) ^ ((w13 >>> 19) | (w13 << 13)) ^ (w13 >>> 10))) | 0;
            }
            t = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) + ((e & f) ^ (~e & g)) + K[k + 0] + w0) | 0;
            d = (d + t) | 0;
            h = (t + (((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
            t = (g + (((d >>> 6) | (d << 26)) ^ ((d >>> 11) | (d << 21)) ^ ((d >>> 25) | (d << 7))) + ((d & e) ^ (~d & f)) + K[k + 1] + w1) | 0;
            c = (c + t) | 0;
            g = (t + (((h >>> 2) | (h << 30)) ^ ((h >>> 13) | (h << 19)) ^ ((h >>> 22) | (h << 10))) + ((h & a) ^ (h & b) ^ (a & b))) | 0;
            t = (f + (((c >>> 6) | (c << 26)) ^ ((c >>> 11) | (c << 21)) ^ ((c >>> 25) | (c << 7))) + ((c & d) ^ (~c & e)) + K[k + 2] + w2) | 0;
            b = (b + t) | 0;
            f = (t + (((g >>> 2) | (g << 30)) ^ ((g >>> 13) | (g << 19)) ^ ((g >>> 22) | (g << 10))) + ((g & h) ^ (g & a) ^ (h & a))) | 0;
            t = (e + (((b >>> 6) | (b << 26)) ^ ((b >>> 11) | (b << 21)) ^ ((b >>> 25) | (b << 7))) + ((b & c) ^ (~b & d)) + K[k + 3] + w3) | 0;
            a = (a + t) | 0;
            e = (t + (((f >>> 2) | (f << 30)) ^ ((f >>> 13) | (f << 19)) ^ ((f >>> 22) | (f << 10))) + ((f & g) ^ (f & h) ^ (g & h))) | 0;
            t = (d + (((a >>> 6) | (a << 26)) ^ ((a >>> 11) | (a << 21)) ^ ((a >>> 25) | (a << 7))) + ((a & b) ^ (~a & c)) + K[k + 4] + w4) | 0;
            h = (h + t) | 0;
            d = (t + (((e >>> 2) | (e << 30)) ^ ((e >>> 13) | (e << 19)) ^ ((e >>> 22) | (e << 10))) + ((e & f) ^ (e & g) ^ (f & g))) | 0;
            t = (c + (((h >>> 6) | (h << 26)) ^ ((h >>> 11) | (h << 21)) ^ ((h >>> 25) | (h << 7))) + ((h & a) ^ (~h & b)) + K[k + 5] + w5) | 0;
            g = (g + t) | 0;
            c = (t + (((d >>> 2) | (d << 30)) ^ ((d >>> 13) | (d << 19)) ^ ((d >>> 22) | (d << 10))) + ((d & e) ^ (d & f) ^ (e & f))) | 0;
            t = (b + (((g >>> 6) | (g << 26)) ^ ((g >>> 11) | (g << 21)) ^ ((g >>> 25) | (g << 7))) + ((g & h) ^ (~g & a)) + K[k + 6] + w6) | 0;
            f = (f + t) | 0;
            b = (t + (((c >>> 2) | (c << 30)) ^ ((c >>> 13) | (c << 19)) ^ ((c >>> 22) | (c << 10))) + ((c & d) ^ (c & e) ^ (d & e))) | 0;
            t = (a + (((f >>> 6) | (f << 26)) ^ ((f >>> 11) | (f << 21)) ^ ((f >>> 25) | (f << 7))) + ((f & g) ^ (~f & h)) + K[k + 7] + w7) | 0;
            e = (e + t) | 0;
            a = (t + (((b >>> 2) | (b << 30)) ^ ((b >>> 13) | (b << 19)) ^ ((b >>> 22) | (b << 10))) + ((b & c) ^ (b & d) ^ (c & d))) | 0;
            t = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) + ((e & f) ^ (~e & g)) + K[k + 8] + w8) | 0;
            d = (d + t) | 0;
            h = (t + (((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
            t = (g + (((d >>> 6) | (d << 26)) ^ ((d >>> 11) | (d << 21)) ^ ((d >>> 25) | (d << 7))) + ((d & e) ^ (~d & f)) + K[k + 9] + w9) | 0;
            c = (c + t) | 0;
            g = (t + (((h >>> 2) | (h << 30)) ^ ((h >>> 13) | (h << 19)) ^ ((h >>> 22) | (h << 10))) + ((h & a) ^ (h & b) ^ (a & b))) | 0;
            t = (f + (((c >>> 6) | (c << 26)) ^ ((c >>> 11) | (c << 21)) ^ ((c >>> 25) | (c << 7))) + ((c & d) ^ (~c & e)) + K[k + 10] + w10) | 0;
            b = (b + t) | 0;
            f = (t + (((g >>> 2) | (g << 30)) ^ ((g >>> 13) | (g << 19)) ^ ((g >>> 22) | (g << 10))) + ((g & h) ^ (g & a) ^ (h & a))) | 0;
            t = (e + (((b >>> 6) | (b << 26)) ^ ((b >>> 11) | (b << 21)) ^ ((b >>> 25) | (b << 7))) + ((b & c) ^ (~b & d)) + K[k + 11] + w11) | 0;
            a = (a + t) | 0;
            e = (t + (((f >>> 2) | (f << 30)) ^ ((f >>> 13) | (f << 19)) ^ ((f >>> 22) | (f << 10))) + ((f & g) ^ (f & h) ^ (g & h))) | 0;
            t = (d + (((a >>> 6) | (a << 26)) ^ ((a >>> 11) | (a << 21)) ^ ((a >>> 25) | (a << 7))) + ((a & b) ^ (~a & c)) + K[k + 12] + w12) | 0;
            h = (h + t) | 0;
            d = (t + (((e >>> 2) | (e << 30)) ^ ((e >>> 13) | (e << 19)) ^ ((e >>> 22) | (e << 10))) + ((e & f) ^ (e & g) ^ (f & g))) | 0;
            t = (c + (((h >>> 6) | (h << 26)) ^ ((h >>> 11) | (h << 21)) ^ ((h >>> 25) | (h << 7))) + ((h & a) ^ (~h & b)) + K[k + 13] + w13) | 0;
            g = (g + t) | 0;
            c = (t + (((d >>> 2) | (d << 30)) ^ ((d >>> 13) | (d << 19)) ^ ((d >>> 22) | (d << 10))) + ((d & e) ^ (d & f) ^ (e & f))) | 0;
            t = (b + (((g >>> 6) | (g << 26)) ^ ((g >>> 11) | (g << 21)) ^ ((g >>> 25) | (g << 7))) + ((g & h) ^ (~g & a)) + K[k + 14] + w14) | 0;
            f = (f + t) | 0;
            b = (t + (((c >>> 2) | (c << 30)) ^ ((c >>> 13) | (c << 19)) ^ ((c >>> 22) | (c << 10))) + ((c & d) ^ (c & e) ^ (d & e))) | 0;
            t = (a + (((f >>> 6) | (f << 26)) ^ ((f >>> 11) | (f << 21)) ^ ((f >>> 25) | (f << 7))) + ((f & g) ^ (~f & h)) + K[k + 15] + w15) | 0;
            e = (e + t) | 0;
            a = (t + (((b >>> 2) | (b << 30)) ^ ((b >>> 13) | (b << 19)) ^ ((b >>> 22) | (b << 10))) + ((b & c) ^ (b & d) ^ (c & d))) | 0;
        }
        h0 = (h0 + a) | 0;
        h1 = (h1 + b) | 0;
        h2 = (h2 + c) | 0;
        h3 = (h3 + d) | 0;
        h4 = (h4 + e) | 0;
        h5 = (h5 + f) | 0;
        h6 = (h6 + g) | 0;
        h7 = (h7 + h) | 0;
    }
    // The digest's bytes are big-endian words; the seed reads them little-endian.
    seed[0] = bswap(h0);
    seed[1] = bswap(h1);
    seed[2] = bswap(h2);
    seed[3] = bswap(h3);
}
const bswap = (x) => (((x & 0xff) << 24) | ((x & 0xff00) << 8) | ((x >>> 8) & 0xff00) | (x >>> 24)) >>> 0;
function writeU32(m, at, x) {
    m[at] = x >>> 24;
    m[at + 1] = x >>> 16;
    m[at + 2] = x >>> 8;
    m[at + 3] = x;
}
// Scratch space, reused: hashing never yields, so no two calls share it at once.
let block = new Uint8Array(256);
const seed = new Uint32Array(4);
const encoder = new TextEncoder();
/** Write a text's UTF-8 bytes into `block` at an offset (growing it, what is before kept, as needed); returns where they end. */
function utf8At(text, at) {
    if (block.length < at + text.length * 3 + 72) {
        const grown = new Uint8Array(at + text.length * 3 + 72);
        grown.set(block.subarray(0, at));
        block = grown;
    }
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c >= 0x80)
            return at + encoder.encodeInto(text, block.subarray(at)).written; // lone surrogates become U+FFFD, as in node:crypto
        block[at + i] = c;
    }
    return at + text.length;
}
const K = Int32Array.of(0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2);
/** Seed a generator from any parts of an identity, e.g. (seed, task, arch, agent, turn). */
export function rngFrom(...parts) {
    return rngFromParts(parts);
}
/**
 * The text a generator is seeded from: the parts as strings, joined by NUL, after `prefix` (itself
 * such a text) when given. Built by concatenation, as a run seeds a generator for nearly every decision.
 */
export function seedText(parts, prefix) {
    let text = prefix ?? (parts.length > 0 ? String(parts[0]) : '');
    for (let i = prefix === undefined ? 1 : 0; i < parts.length; i++)
        text += `\u0000${parts[i]}`;
    return text;
}
/** A generator seeded from a seed text (see seedText): one prefix can serve many decisions' keys. */
export function rngFromText(text) {
    digest(utf8At(text, 0));
    return new Sfc32(seed[0], seed[1], seed[2], seed[3]);
}
/**
 * rngFromText(seedText(parts, prefix)), without building the text (nearly every model decision seeds
 * one, and the text would only be hashed).
 */
export function rngFromParts(parts, prefix) {
    seedFromParts(parts, prefix);
    return new Sfc32(seed[0], seed[1], seed[2], seed[3]);
}
/**
 * rngFromParts(parts, prefix).next(), without the generator object: most decisions draw only once
 * (a chance), so the generator's state is stepped in locals here, as Sfc32 steps it.
 */
export function firstFromParts(parts, prefix) {
    seedFromParts(parts, prefix);
    let a = seed[0], b = seed[1], c = seed[2], d = seed[3], r = 0;
    // twelve steps to mix the seed (as the constructor does), the thirteenth is the draw
    for (let i = 0; i < 13; i++) {
        const t = (a + b) | 0;
        a = b ^ (b >>> 9);
        b = (c + (c << 3)) | 0;
        d = (d + 1) | 0;
        r = (t + d) | 0;
        c = (((c << 21) | (c >>> 11)) + r) | 0;
    }
    return (r >>> 0) / 4294967296;
}
/**
 * Leave in `seed` the seed of seedText(parts, prefix), without building the text: each piece's
 * UTF-8 is written straight into the hash's block. The NUL between pieces keeps a surrogate pair
 * from forming across them, so the bytes are the text's own.
 */
function seedFromParts(parts, prefix) {
    let n = prefix !== undefined ? utf8At(prefix, 0) : parts.length > 0 ? utf8At(String(parts[0]), 0) : 0;
    for (let i = prefix === undefined ? 1 : 0; i < parts.length; i++) {
        block[n] = 0; // utf8At leaves room for the padding, so for this too
        n = utf8At(String(parts[i]), n + 1);
    }
    digest(n);
}
/** sfc32, its state in fields: one object per generator rather than a closure per method. */
class Sfc32 {
    a;
    b;
    c;
    d;
    constructor(a, b, c, d) {
        // twelve steps to mix the seed, as next() takes them, in locals rather than through the fields
        for (let i = 0; i < 12; i++) {
            const t = (a + b) | 0;
            a = b ^ (b >>> 9);
            b = (c + (c << 3)) | 0;
            d = (d + 1) | 0;
            c = (((c << 21) | (c >>> 11)) + ((t + d) | 0)) | 0;
        }
        this.a = a;
        this.b = b;
        this.c = c;
        this.d = d;
    }
    next() {
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
    chance(p) {
        return this.next() < p;
    }
    int(n) {
        return Math.floor(this.next() * n);
    }
    pick(items) {
        if (items.length === 0)
            throw new Error('rng.pick: empty array');
        return items[Math.floor(this.next() * items.length)];
    }
}
