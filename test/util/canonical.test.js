import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { compressTrajectory, decompressTrajectory } from '../../src/runner/compress.js';
import { canonicalJson, sha256, stableHash } from '../../src/util/canonical.js';
import { deepFreeze } from '../../src/util/freeze.js';
import { propRuns } from '../helpers.js';
// The definition canonicalJson must match: JSON.stringify of a copy with keys inserted in sorted order.
function sortedCopy(value) {
    if (Array.isArray(value))
        return value.map(sortedCopy);
    if (value !== null && typeof value === 'object') {
        // (null prototype: an own "__proto__" key is data, as JSON.parse made it, and is written out)
        const out = Object.create(null);
        for (const key of Object.keys(value).sort()) {
            const v = value[key];
            if (v !== undefined)
                out[key] = sortedCopy(v);
        }
        return out;
    }
    if (typeof value === 'number' && !Number.isFinite(value))
        return null;
    return value;
}
const definition = (v) => JSON.stringify(sortedCopy(v));
describe('canonicalJson', () => {
    fcTest.prop([fc.anything({ withNullPrototype: true, withObjectString: false, withBoxedValues: false, withMap: false, withSet: false, withDate: false, withTypedArray: false, withSparseArray: true, withBigInt: false })], { numRuns: propRuns(500) })('equals JSON.stringify of a key-sorted copy on arbitrary values', (v) => {
        expect(canonicalJson(v)).toBe(definition(v));
    });
    fcTest.prop([fc.dictionary(fc.oneof(fc.string(), fc.nat().map(String), fc.constantFrom('01', '4294967295', '4294967294', '-1', '1.5')), fc.jsonValue())])('orders integer-like keys as a plain object does', (v) => {
        expect(canonicalJson(v)).toBe(definition(v));
    });
    it('matches the definition where parts are left uncopied: keys already in order, holes, unusual keys', () => {
        const date = new Date(0);
        const cases = [
            { a: 1, b: { c: [1, , { e: 2, d: 1 }, undefined, NaN], d: 'x' }, c: undefined },
            [{ a: 1 }, , { b: 2, a: 1 }, , { a: [3, { z: 1, y: 2 }] }],
            { a: { b: { c: { e: 1, d: [2, { g: 1, f: 0 }] } } } },
            JSON.parse('{"a":1,"__proto__":{"x":1},"b":2}'),
            JSON.parse('{"__proto__":5,"b":2}'),
            { a: 1, toJSON: () => 'called' },
            { a: { toJSON: () => ({ y: 1, x: 2 }) } },
            Object.assign([1, { b: 1, a: 2 }], { toJSON: () => 'array' }),
            { when: date, list: [date] },
            { 10: 'a', 9: 'b', b: 1, a: 2, 4294967295: 'c', '01': 'd' },
            Object.assign(Object.create(null), { a: 1, b: { d: 1, c: 2 } }),
            // shapes sharing a first key, in turn: each keeps its own order
            [{ seq: 1, to: 'x', from: 'y' }, { seq: 2, agent: 'a', tool: 't' }, { seq: 3, to: 'x', from: 'y' }, { seq: 4, agent: 'a', tool: 't', error: 'e' }, { seq: 5, agent: 'a', tool: 't' }],
        ];
        for (const v of cases)
            expect(canonicalJson(v)).toBe(definition(v));
    });
    it('reuses the sorted form of a frozen value only while everything in it is frozen', () => {
        const inner = { y: 1, x: 2 };
        const partly = Object.freeze({ b: inner, a: Object.freeze({ d: 1, c: 2 }) });
        const whole = Object.freeze({ b: Object.freeze([Object.freeze({ y: 1, x: 2 })]), a: 1 });
        expect(canonicalJson(partly)).toBe(definition(partly));
        inner.x = 3;
        expect(canonicalJson(partly)).toBe('{"a":{"c":2,"d":1},"b":{"x":3,"y":1}}');
        expect(canonicalJson({ v: whole })).toBe(definition({ v: whole }));
        expect(canonicalJson([whole, partly, whole])).toBe(definition([whole, partly, whole]));
        fc.assert(fc.property(fc.jsonValue(), (v) => {
            const frozen = deepFreeze(structuredClone(v));
            // twice: the second reading comes from what the first kept
            for (let i = 0; i < 2; i++)
                expect(canonicalJson(frozen)).toBe(definition(v));
        }), { numRuns: propRuns(200) });
    });
    it('drops undefined and functions in objects, writes null for them in arrays and for non-finite numbers', () => {
        const v = { b: undefined, a: [undefined, () => 1, Number.NaN, -0, Infinity], c: () => 2, d: { z: 1, y: [{ x: 2, w: null }] } };
        expect(canonicalJson(v)).toBe('{"a":[null,null,null,0,null],"d":{"y":[{"w":null,"x":2}],"z":1}}');
        expect(canonicalJson(v)).toBe(definition(v));
        expect(stableHash({ a: 1, b: 2 })).toBe(stableHash({ b: 2, a: 1 }));
    });
});
describe('sha256 and compressTrajectory of a string or its UTF-8 bytes', () => {
    fcTest.prop([fc.string({ unit: 'grapheme', maxLength: 300 })], { numRuns: propRuns(200) })('give the same digest and the same stored bytes', (text) => {
        const bytes = Buffer.from(text, 'utf8');
        expect(sha256(bytes)).toBe(sha256(text));
        const stored = compressTrajectory(bytes);
        expect(stored).toEqual(compressTrajectory(text));
        expect(decompressTrajectory(stored)).toBe(text);
    });
});
