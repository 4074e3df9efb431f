import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import { agreementTable, formatAgreementTable, parseLabels } from '../../src/scoring/stats/labels.js';
let out = '';
let err = '';
beforeEach(() => {
    out = '';
    err = '';
    process.exitCode = undefined;
    vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((out += String(s)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((err += String(s)), true));
});
afterEach(() => {
    vi.restoreAllMocks();
    process.exitCode = undefined;
});
/** Rows with a known confusion matrix: tp, fn, fp, tn for one metric. */
function rows(metric, tp, fn, fp, tn) {
    const mk = (reference, judge, n, start) => Array.from({ length: n }, (_, i) => ({ metric, item: `${metric}-${start + i}`, reference, judge, annotators: [reference, reference, judge] }));
    return [...mk(true, true, tp, 0), ...mk(true, false, fn, tp), ...mk(false, true, fp, tp + fn), ...mk(false, false, tn, tp + fn + fp)];
}
describe('masdrift agreement', () => {
    const dir = mkdtempSync(join(tmpdir(), 'masdrift-agreement-'));
    it('prints a Table-2-style table from a JSON labels file', async () => {
        const file = join(dir, 'labels.json');
        writeFileSync(file, JSON.stringify([...rows('OD', 39, 0, 11, 91), ...rows('CL', 50, 10, 2, 70)]));
        expect(await main(['node', 'masdrift', 'agreement', '--labels', file])).toBe(0);
        const lines = out.trim().split('\n');
        expect(lines[0]).toMatch(/^\| Metric \| n \| Acc \| Prec \| Rec \| F1 \| κ \| Fleiss κ \| α \|$/);
        // Confusion counts consistent with the MasDrift Table 2 rows; κ follows from them (0.821, 0.815).
        expect(lines[2]).toMatch(/^\| OD \| 141 \| 92\.20 \| 78\.00 \| 100\.00 \| 87\.64 \| 0\.821 \|/);
        expect(lines[3]).toMatch(/^\| CL \| 132 \| 90\.91 \| 96\.15 \| 83\.33 \| 89\.29 \| 0\.815 \|/);
    });
    it('reads CSV with annotator columns', async () => {
        const file = join(dir, 'labels.csv');
        writeFileSync(file, 'metric,item,reference,judge,annotator_1,annotator_2\nmosaic,a,yes,yes,yes,yes\nmosaic,b,no,yes,no,no\nmosaic,c,no,no,no,yes\nmosaic,"d,1",1,1,1,1\n');
        expect(await main(['node', 'masdrift', 'agreement', '--labels', file])).toBe(0);
        expect(out).toMatch(/\| mosaic \| 4 \| 75\.00 \| 66\.67 \| 100\.00 \| 80\.00 \| 0\.500 \|/);
    });
    it('names the file, row and field of a bad label', async () => {
        const file = join(dir, 'bad.json');
        writeFileSync(file, JSON.stringify([{ metric: 'OD', item: 1, reference: 'maybe', judge: true }]));
        expect(await main(['node', 'masdrift', 'agreement', '--labels', file])).toBe(1);
        expect(err).toContain(`${file}: $[0].reference: expected a yes/no label`);
    });
    it('Fleiss κ and α columns come from the annotators', () => {
        const lines = agreementTable(parseLabels(JSON.stringify(rows('X', 5, 1, 1, 5)), 'x.json'));
        expect(lines[0].fleiss).not.toBeNull();
        expect(lines[0].alpha).not.toBeNull();
        expect(formatAgreementTable(lines)).toContain('| X | 12 |');
    });
});
