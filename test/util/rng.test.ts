import { fc, test } from '@fast-check/vitest';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rngFrom, seedWords } from '../../src/util/rng.js';

// The definition of a seed: the first four little-endian words of node:crypto's SHA-256 of the text.
const reference = (text: string): number[] => {
  const d = createHash('sha256').update(text).digest();
  return [d.readUInt32LE(0), d.readUInt32LE(4), d.readUInt32LE(8), d.readUInt32LE(12)];
};

describe('generator seeds', () => {
  test.prop([fc.string({ unit: 'binary', maxLength: 300 })], { numRuns: 2000 })('equal node:crypto SHA-256 on any text (non-ASCII, lone surrogates)', (t) => {
    expect(seedWords(t)).toEqual(reference(t));
  });

  it('equal node:crypto SHA-256 at every padding boundary', () => {
    for (let n = 0; n <= 200; n++) {
      expect(seedWords('x'.repeat(n))).toEqual(reference('x'.repeat(n)));
      expect(seedWords('é'.repeat(n))).toEqual(reference('é'.repeat(n)));
    }
    for (const t of ['\ud800', 'a\udc00b', '😀\ud83d', '\u0000€']) expect(seedWords(t)).toEqual(reference(t));
  });

  it('give the same sequence for the same parts', () => {
    const a = rngFrom('bench/0', 'run', 'agent', 3);
    const b = rngFrom('bench/0', 'run', 'agent', 3);
    expect([a.next(), a.int(100), a.chance(0.5)]).toEqual([b.next(), b.int(100), b.chance(0.5)]);
  });
});
