import { describe, expect, it } from 'vitest';
import { macroAverages } from '../../src/scoring/stats/macro.js';
describe('macroAverages', () => {
    const rows = [
        // cent: generic L1, L2, L3 for two homogeneous models
        { arch: 'l1', family: 'cent', model: 'm1', homogeneous: true, value: 3 },
        { arch: 'l2', family: 'cent', model: 'm1', homogeneous: true, value: 6 },
        { arch: 'l3', family: 'cent', model: 'm1', homogeneous: true, value: 9 },
        { arch: 'l1', family: 'cent', model: 'm2', homogeneous: true, value: 0 },
        { arch: 'l2', family: 'cent', model: 'm2', homogeneous: true, value: 0 },
        { arch: 'l3', family: 'cent', model: 'm2', homogeneous: true, value: 30 },
        // role-typed: kept out of the family mean
        { arch: 'l2-t', family: 'cent', model: 'm1', homogeneous: true, value: 100 },
        { arch: 'l2-t', family: 'cent', model: 'm2', homogeneous: true, value: 50 },
        // heterogeneous: kept out of every homogeneous mean
        { arch: 'l3', family: 'cent', model: 'hetero', homogeneous: false, value: 40 },
        { arch: 'l1', family: 'cent', model: 'hetero', homogeneous: false, value: 20 },
        { arch: 'single', family: 'single', model: 'm1', homogeneous: true, value: 1 },
        { arch: 'single', family: 'single', model: 'm2', homogeneous: true, value: 0 },
    ];
    it('means over architectures within each model first, then over models', () => {
        const s = macroAverages(rows);
        expect(s.families.cent.perModel).toEqual({ m1: 6, m2: 10 });
        expect(s.families.cent.macro).toBe(8);
        expect(s.families.single.macro).toBe(0.5);
    });
    it('reports role-typed and heterogeneous configurations separately', () => {
        const s = macroAverages(rows);
        expect(s.roleTyped['l2-t'].macro).toBe(75);
        expect(s.heterogeneous.hetero).toEqual({ cent: 30 });
        expect(Object.keys(s.families)).toEqual(['cent', 'single']);
    });
    it('differs from a pooled mean when models have unequal cell counts', () => {
        const unequal = rows.filter((r) => !(r.model === 'm2' && r.arch !== 'l3'));
        const s = macroAverages(unequal);
        expect(s.families.cent.macro).toBe((6 + 30) / 2);
    });
});
