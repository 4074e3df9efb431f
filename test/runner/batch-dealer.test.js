import { describe, expect, it } from 'vitest';
import { batchDealer } from '../../src/runner/worker-pool.js';
const ids = (tasks) => tasks.flatMap(([taskId, n]) => Array.from({ length: n }, (_, rep) => ({ suite: 'masdrift', taskId, architecture: 'l1', defense: 'none', model: 'sim:default', confirm: 'auto-approve', rep, seed: 's', extra: {} })));
const key = (r) => `${r.taskId}#${r.rep}`;
/** Let workers ask in the given order until the dealer runs dry; what each got, in order. */
function drain(all, workers, order) {
    const take = batchDealer(all, workers);
    const got = Array.from({ length: workers }, () => []);
    const dry = new Set();
    for (let round = 0; dry.size < workers; round++) {
        const w = order(round);
        if (dry.has(w))
            continue;
        const b = take(w);
        if (b.length === 0)
            dry.add(w);
        got[w]?.push(...b);
    }
    return got;
}
describe('batchDealer', () => {
    it('deals every run exactly once, whatever order the workers ask in', () => {
        const all = ids([['a', 150], ['b', 150], ['c', 7], ['d', 150], ['e', 1]]);
        const orders = [
            [2, (r) => r % 2],
            [2, (r) => (r % 5 === 0 ? 1 : 0)],
            [3, (r) => (r * 7) % 3],
        ];
        for (const [workers, order] of orders) {
            const got = drain(all, workers, order).flat().map(key);
            expect(got.length).toBe(all.length);
            expect(new Set(got)).toEqual(new Set(all.map(key)));
        }
    });
    it('keeps a worker on one task while that task has runs left', () => {
        const all = ids([['a', 150], ['b', 150], ['c', 150], ['d', 150]]);
        const got = drain(all, 2, (r) => r % 2);
        // Each task is run by one worker, except where a worker with nothing left to start helps out.
        const owners = new Map();
        got.forEach((rs, w) => rs.forEach((r) => owners.set(r.taskId, (owners.get(r.taskId) ?? new Set()).add(w))));
        expect(owners.get('a')?.size).toBe(1);
        expect(owners.get('b')?.size).toBe(1);
        expect([...owners.values()].filter((s) => s.size > 1).length).toBeLessThanOrEqual(1);
    });
    it('shares a single-task grid between the workers in small batches', () => {
        const all = ids([['only', 150]]);
        const take = batchDealer(all, 2);
        const first = take(0);
        const second = take(1);
        expect(first.length).toBeGreaterThan(0);
        expect(second.length).toBeGreaterThan(0);
        expect(first.length).toBeLessThanOrEqual(32);
        expect(new Set([...first, ...second].map(key)).size).toBe(first.length + second.length);
    });
});
