import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { canonicalJson, stableHash } from '../../src/util/canonical.js';

// The definition canonicalJson must match: JSON.stringify of a copy with keys inserted in sorted order.
function sortedCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedCopy);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value as Record<string, unknown>).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortedCopy(v);
    }
    return out;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}
const definition = (v: unknown): string => JSON.stringify(sortedCopy(v));

describe('canonicalJson', () => {
  fcTest.prop([fc.anything({ withNullPrototype: true, withObjectString: false, withBoxedValues: false, withMap: false, withSet: false, withDate: false, withTypedArray: false, withSparseArray: true, withBigInt: false })], { numRuns: 500 })(
    'equals JSON.stringify of a key-sorted copy on arbitrary values',
    (v) => {
      expect(canonicalJson(v)).toBe(definition(v));
    },
  );

  fcTest.prop([fc.dictionary(fc.oneof(fc.string(), fc.nat().map(String), fc.constantFrom('01', '4294967295', '4294967294', '-1', '1.5')), fc.jsonValue())])(
    'orders integer-like keys as a plain object does',
    (v) => {
      expect(canonicalJson(v)).toBe(definition(v));
    },
  );

  it('drops undefined and functions in objects, writes null for them in arrays and for non-finite numbers', () => {
    const v = { b: undefined, a: [undefined, () => 1, Number.NaN, -0, Infinity], c: () => 2, d: { z: 1, y: [{ x: 2, w: null }] } };
    expect(canonicalJson(v)).toBe('{"a":[null,null,null,0,null],"d":{"y":[{"w":null,"x":2}],"z":1}}');
    expect(canonicalJson(v)).toBe(definition(v));
    expect(stableHash({ a: 1, b: 2 })).toBe(stableHash({ b: 2, a: 1 }));
  });
});
