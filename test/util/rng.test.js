import { fc, test } from '@fast-check/vitest';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { firstFromParts, rngFrom, rngFromParts, rngFromText, seedText, seedWords } from '../../src/util/rng.js';
import { propRuns } from '../helpers.js';
// The definition of a seed: the first four little-endian words of node:crypto's SHA-256 of the text.
const reference = (text) => {
    const d = createHash('sha256').update(text).digest();
    return [d.readUInt32LE(0), d.readUInt32LE(4), d.readUInt32LE(8), d.readUInt32LE(12)];
};
describe('generator seeds', () => {
    test.prop([fc.string({ unit: 'binary', maxLength: 300 })], { numRuns: propRuns(2000) })('equal node:crypto SHA-256 on any text (non-ASCII, lone surrogates)', (t) => {
        expect(seedWords(t)).toEqual(reference(t));
    });
    it('equal node:crypto SHA-256 at every padding boundary', () => {
        for (let n = 0; n <= 200; n++) {
            expect(seedWords('x'.repeat(n))).toEqual(reference('x'.repeat(n)));
            expect(seedWords('é'.repeat(n))).toEqual(reference('é'.repeat(n)));
        }
        for (const t of ['\ud800', 'a\udc00b', '😀\ud83d', '\u0000€'])
            expect(seedWords(t)).toEqual(reference(t));
    });
    const part = fc.oneof(fc.string({ unit: 'binary', maxLength: 120 }), fc.integer(), fc.double());
    test.prop([fc.array(part, { maxLength: 6 }), fc.option(fc.string({ unit: 'binary', maxLength: 300 }), { nil: undefined })], { numRuns: propRuns(2000) })('from parts (and a prefix) equal those from their seed text, on any text (non-ASCII, lone surrogates, many blocks)', (parts, prefix) => {
        const a = rngFromParts(parts, prefix);
        const b = rngFromText(seedText(parts, prefix));
        expect([a.next(), a.next()]).toEqual([b.next(), b.next()]);
    });
    test.prop([fc.array(part, { maxLength: 6 }), fc.option(fc.string({ unit: 'binary', maxLength: 300 }), { nil: undefined })], { numRuns: propRuns(2000) })('draw first what their generator draws first', (parts, prefix) => {
        expect(firstFromParts(parts, prefix)).toBe(rngFromParts(parts, prefix).next());
    });
    it('give the same sequence for the same parts', () => {
        const a = rngFrom('bench/0', 'run', 'agent', 3);
        const b = rngFrom('bench/0', 'run', 'agent', 3);
        expect([a.next(), a.int(100), a.chance(0.5)]).toEqual([b.next(), b.int(100), b.chance(0.5)]);
    });
    it('keep their stream: a pinned sequence, and a prefix text seeding as the whole identity', () => {
        const a = rngFrom('bench/0', 'run-1', 'agent', 3, 'x');
        expect([a.next(), a.next(), a.next(), a.next(), a.next(), a.int(1000), a.chance(0.5), a.pick(['a', 'b', 'c', 'd', 'e'])]).toEqual([
            0.4016736194025725, 0.48383371578529477, 0.5521531973499805, 0.5373089914210141, 0.6178523451089859, 210, false, 'e',
        ]);
        expect(rngFrom().next()).toBe(0.6297781562898308);
        expect(rngFrom(7).next()).toBe(0.7977136294357479);
        const b = rngFromText(seedText([3, 'x'], seedText(['bench/0', 'run-1', 'agent'])));
        expect(b.next()).toBe(0.4016736194025725);
        expect(seedText([], 'p')).toBe('p');
    });
});
