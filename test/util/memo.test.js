import { describe, expect, it } from 'vitest';
import { boundedMemo, forgetTaskCaches, perTaskCache, taskScoped, weakPairMemo } from '../../src/util/memo.js';
describe('boundedMemo', () => {
    it('computes a key once and starts over when full', () => {
        const seen = [];
        const m = boundedMemo(2, (k) => {
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
        const m = weakPairMemo((a, b) => {
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
describe('taskScoped', () => {
    it('gives one cache per task, made afresh when another task is asked for', () => {
        const of = taskScoped(() => new Map());
        const t1 = { id: 1 };
        const t2 = { id: 2 };
        const c1 = of(t1);
        c1.set('x', 1);
        expect(of(t1)).toBe(c1);
        const c2 = of(t2);
        expect(c2).not.toBe(c1);
        expect(c2.size).toBe(0);
        // Back to the first task: its entries are gone (only the task at hand is kept).
        expect(of(t1).get('x')).toBeUndefined();
    });
});
describe('perTaskCache and forgetTaskCaches', () => {
    it('clears every registered cache, and memos registered as per task', () => {
        const cache = perTaskCache(new Map([['a', 1]]));
        let calls = 0;
        const m = boundedMemo(10, (k) => (calls++, k.length), { perTask: true });
        m('abc');
        m('abc');
        expect(calls).toBe(1);
        forgetTaskCaches();
        expect(cache.size).toBe(0);
        m('abc');
        expect(calls).toBe(2);
    });
});
