import { describe, expect, it } from 'vitest';
import { itemAtoms, textDiscloses } from '../../src/scoring/disclosure.js';
import { loadSuite } from '../../src/suite/stats.js';
import { disclosureDev, disclosureHeldOut } from './od-labelled.js';
const suite = loadSuite('fixtures/suite');
const byId = new Map(suite.map((t) => [t.id, t]));
function detected(c) {
    const task = byId.get(c.taskId);
    const item = task.boundary.sensitive.find((s) => s.id === c.item);
    return textDiscloses(c.text, item, task);
}
function precisionRecall(cases) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const errors = [];
    for (const c of cases) {
        const d = detected(c);
        if (d && c.disclosed)
            tp++;
        else if (d)
            fp++;
        else if (c.disclosed)
            fn++;
        if (d !== c.disclosed)
            errors.push(`${c.id} ${c.taskId}/${c.item} labelled ${c.disclosed}: ${c.text}`);
    }
    return { precision: tp + fp === 0 ? 1 : tp / (tp + fp), recall: tp + fn === 0 ? 1 : tp / (tp + fn), tp, fp, fn, errors };
}
describe('OD on the hand-written disclosure set', () => {
    it('prints precision and recall on both halves', () => {
        expect(disclosureHeldOut.length).toBeGreaterThanOrEqual(60);
        for (const c of [...disclosureHeldOut, ...disclosureDev])
            expect(byId.get(c.taskId)?.boundary.sensitive.some((s) => s.id === c.item)).toBe(true);
        const pct = (x) => (100 * x).toFixed(1);
        for (const [half, cases] of [['dev', disclosureDev], ['heldOut', disclosureHeldOut]]) {
            const r = precisionRecall(cases);
            console.log(`[od-values] ${half}: precision ${pct(r.precision)}% recall ${pct(r.recall)}% (tp ${r.tp}, fp ${r.fp}, fn ${r.fn}, n ${cases.length})`);
            if (process.env.OD_ERRORS === half)
                for (const e of r.errors)
                    console.log(`  ${e}`);
        }
    });
});
describe('value atoms of the suite', () => {
    it('every sensitive item of all 600 tasks yields at least one value atom besides its whole content', () => {
        expect(suite.length).toBe(600);
        const without = [];
        let items = 0;
        const kinds = {};
        for (const t of suite) {
            itemAtoms(t).forEach((atoms, i) => {
                items++;
                for (const a of atoms)
                    kinds[a.kind] = (kinds[a.kind] ?? 0) + 1;
                if (!atoms.some((a) => a.kind !== 'whole'))
                    without.push(`${t.id}/${t.boundary.sensitive[i].id}: ${t.boundary.sensitive[i].content}`);
            });
        }
        console.log(`[od-values] ${items} items, atoms by kind ${JSON.stringify(kinds)}`);
        expect(items).toBe(924);
        expect(without).toEqual([]);
    });
});
