import { describe, expect, it } from 'vitest';
import { boundedMemo, weakPairMemo } from '../../src/util/memo.js';

describe('boundedMemo', () => {
  it('computes a key once and starts over when full', () => {
    const seen: string[] = [];
    const m = boundedMemo(2, (k: string) => {
      seen.push(k);
      return k.length;
    });
    expect([m('a'), m('bb'), m('a')]).toEqual([1, 2, 1]);
    expect(seen).toEqual(['a', 'bb']);
    m('ccc'); // full: cleared, then 'ccc' kept
    m('a');
    expect(seen).toEqual(['a', 'bb', 'ccc', 'a']);
  });
});

describe('weakPairMemo', () => {
  it('computes each pair of objects once, whatever the order of calls', () => {
    let calls = 0;
    const m = weakPairMemo((a: { x: number }, b: { y: number }) => {
      calls++;
      return { sum: a.x + b.y };
    });
    const a1 = { x: 1 };
    const a2 = { x: 2 };
    const b1 = { y: 10 };
    const b2 = { y: 20 };
    const first = m(a1, b1);
    expect(first).toEqual({ sum: 11 });
    expect(m(a1, b2)).toEqual({ sum: 21 });
    expect(m(a2, b1)).toEqual({ sum: 12 });
    expect(m(a1, b1)).toBe(first);
    expect(calls).toBe(3);
    // Equal but distinct keys are other pairs.
    expect(m({ x: 1 }, b1)).not.toBe(first);
    expect(calls).toBe(4);
  });
});
