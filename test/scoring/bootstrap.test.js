import { describe, expect, it } from 'vitest';
import { clusteredMeanCI, pairedContrastCI, quantile } from '../../src/scoring/stats/bootstrap.js';
import { rngFrom } from '../../src/util/rng.js';
function normal(rng) {
    const u = 1 - rng.next();
    const v = rng.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
/** K clusters of m observations: value = mu + cluster effect (sd tau) + noise (sd 1). */
function synthetic(seed, K, m, mu, tau) {
    const rng = rngFrom('synthetic', seed);
    const out = [];
    for (let k = 0; k < K; k++) {
        const u = tau * normal(rng);
        for (let j = 0; j < m; j++)
            out.push({ cluster: `c${k}`, value: mu + u + normal(rng) });
    }
    return out;
}
describe('clustered bootstrap', () => {
    it('quantile interpolates between order statistics', () => {
        expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
        expect(quantile([1, 2, 3, 4], 0)).toBe(1);
        expect(quantile([1, 2, 3, 4], 1)).toBe(4);
    });
    it('is reproducible for a seed and defaults to 2,000 resamples', () => {
        const obs = synthetic('fixed', 12, 3, 0.3, 1);
        const a = clusteredMeanCI(obs, { seed: 'x' });
        expect(a.resamples).toBe(2000);
        expect(clusteredMeanCI(obs, { seed: 'x' })).toEqual(a);
        expect(clusteredMeanCI(obs, { seed: 'y' })).not.toEqual(a);
        expect(a.lo).toBeLessThan(a.estimate);
        expect(a.hi).toBeGreaterThan(a.estimate);
    });
    it('pins the interval of a fixed binary data set and seed (regression)', () => {
        // 10 tasks × 3 runs, success counts per task 0..3; estimate = 16/30.
        const perTask = [3, 0, 1, 2, 3, 0, 2, 1, 3, 1];
        const obs = perTask.flatMap((k, t) => [0, 1, 2].map((j) => ({ cluster: `t${t}`, value: j < k ? 1 : 0 })));
        const ci = clusteredMeanCI(obs, { seed: 'pin' });
        expect(ci.estimate).toBeCloseTo(16 / 30, 12);
        expect([ci.lo, ci.hi].map((x) => Number(x.toFixed(6)))).toMatchInlineSnapshot(`
      [
        0.3,
        0.766667,
      ]
    `);
    });
    it('a constant outcome has a zero-width interval', () => {
        const ci = clusteredMeanCI([{ cluster: 'a', value: 2 }, { cluster: 'b', value: 2 }], { seed: 's', resamples: 50 });
        expect([ci.lo, ci.estimate, ci.hi]).toEqual([2, 2, 2]);
    });
    it('covers the true mean at roughly the nominal rate on synthetic clustered data', () => {
        const R = 200;
        let covered = 0;
        for (let r = 0; r < R; r++) {
            const ci = clusteredMeanCI(synthetic(`cov${r}`, 30, 4, 0.5, 1), { seed: `b${r}`, resamples: 400 });
            if (ci.lo <= 0.5 && 0.5 <= ci.hi)
                covered++;
        }
        expect(covered / R).toBeGreaterThan(0.86);
        expect(covered / R).toBeLessThan(0.995);
    });
    it('clustering widens intervals when clusters are correlated', () => {
        let ratio = 0;
        const R = 20;
        for (let r = 0; r < R; r++) {
            const obs = synthetic(`wid${r}`, 30, 4, 0, 1);
            const clustered = clusteredMeanCI(obs, { seed: `w${r}`, resamples: 500 });
            const iid = clusteredMeanCI(obs.map((o, i) => ({ ...o, cluster: `o${i}` })), { seed: `w${r}`, resamples: 500 });
            ratio += (clustered.hi - clustered.lo) / (iid.hi - iid.lo) / R;
        }
        // Design effect 1 + (m − 1)·ICC = 2.5 here, so the width ratio should be near √2.5 ≈ 1.58.
        expect(ratio).toBeGreaterThan(1.3);
        expect(ratio).toBeLessThan(1.9);
    });
});
describe('paired contrasts', () => {
    it('uses the same resamples for both conditions: a constant shift has a zero-width interval', () => {
        const base = synthetic('pair', 20, 3, 0, 2);
        const obs = [...base.map((o) => ({ ...o, condition: 'none' })), ...base.map((o) => ({ ...o, value: o.value - 0.25, condition: 'source' }))];
        const ci = pairedContrastCI(obs, 'source', 'none', { seed: 'p', resamples: 300 });
        expect(ci.estimate).toBeCloseTo(-0.25, 10);
        expect(ci.lo).toBeCloseTo(-0.25, 10);
        expect(ci.hi).toBeCloseTo(-0.25, 10);
    });
    it('is narrower than the difference of independent intervals when clusters are shared', () => {
        const base = synthetic('pair2', 25, 3, 0, 1.5);
        const rng = rngFrom('pair2-noise');
        const obs = [
            ...base.map((o) => ({ ...o, condition: 'none' })),
            ...base.map((o) => ({ ...o, value: o.value - 0.3 + 0.3 * normal(rng), condition: 'source' })),
        ];
        const paired = pairedContrastCI(obs, 'source', 'none', { seed: 'q', resamples: 500 });
        const a = clusteredMeanCI(obs.filter((o) => o.condition === 'source'), { seed: 'q1', resamples: 500 });
        const b = clusteredMeanCI(obs.filter((o) => o.condition === 'none'), { seed: 'q2', resamples: 500 });
        expect(paired.hi - paired.lo).toBeLessThan(0.5 * Math.hypot(a.hi - a.lo, b.hi - b.lo));
    });
    it('names a missing condition', () => {
        expect(() => pairedContrastCI([{ cluster: 'a', value: 1, condition: 'none' }], 'chain', 'none')).toThrow(/chain/);
    });
});
