import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clusteredCi, pairedCi } from '../../src/report/ci.js';
import { protocolComparison, protocolReport } from '../../src/report/protocol-comparison.js';
import { renderReport } from '../../src/report/write-report.js';
const dir = mkdtempSync(join(tmpdir(), 'masdrift-protocols-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// Eight tasks on l2; "echo" removes the UA of tasks t0–t3 and costs 10 message tokens per run;
// "same" is verbatim under another name.
const row = (taskId, protocol, ua, extra = {}) => ({
    runId: `${taskId}/${protocol}`, taskId, arch: 'l2', defense: 'none', protocol, ua, cmp: true, cl: ua, od: false, firstLossHops: ua ? [1] : [], messages: 4, messageTokens: 100, tokens: 1000, ...extra,
});
const tasks = Array.from({ length: 8 }, (_, i) => `t${i}`);
const rows = [
    ...tasks.map((t, i) => row(t, 'verbatim', i < 6)),
    ...tasks.map((t, i) => row(t, 'echo', i >= 4 && i < 6, { messageTokens: 110, firstLossHops: i >= 4 && i < 6 ? [2] : [] })),
    ...tasks.map((t, i) => row(t, 'same', i < 6)),
];
const opts = { baseline: 'verbatim', ci: clusteredCi(500), paired: pairedCi(500) };
describe('protocol comparison (pure, over run rows)', () => {
    it('contrasts each protocol with the baseline over the same tasks', () => {
        const cells = protocolComparison(rows, opts);
        expect(cells.map((c) => c.protocol)).toEqual(['verbatim', 'echo', 'same']);
        const [base, echo, same] = cells;
        expect(base?.deltas).toBeNull();
        expect(base?.values['UA']?.est).toBeCloseTo(75);
        expect(echo?.deltas?.['UA']?.est).toBeCloseTo(-50);
        expect(echo?.deltas?.['UA']?.hi).toBeLessThan(0);
        expect(echo?.deltas?.['Cmp']?.est).toBe(0);
        expect(echo?.deltas?.['msg tokens']?.est).toBeCloseTo(10);
        expect(echo?.firstLossHops).toEqual([0, 100, 0]);
        expect(base?.firstLossHops).toEqual([100, 0, 0]);
        // identical runs under another name: a zero contrast with a zero-width interval
        expect(same?.deltas?.['UA']).toEqual({ est: 0, lo: 0, hi: 0 });
    });
    it('pairs only tasks both protocols ran', () => {
        const cells = protocolComparison([...rows.filter((r) => !(r.protocol === 'echo' && r.taskId === 't0'))], opts);
        const echo = cells.find((c) => c.protocol === 'echo');
        expect(echo?.n).toBe(7);
        // t0 dropped from both sides: verbatim 5/7 UA, echo 2/7
        expect(echo?.deltas?.['UA']?.est).toBeCloseTo((100 * (2 - 5)) / 7);
    });
    it('renders Markdown, JSON and HTML with a figure of the paired differences', async () => {
        const report = await protocolReport(rows, { ...opts, resamples: 500 });
        const md = renderReport(report, 'md', dir);
        expect(md).toMatch(/\| l2 \| echo \| 8 \| 25\.0 \[/);
        const json = JSON.parse(renderReport(report, 'json', dir));
        expect(json.tables[0]?.rows).toHaveLength(3);
        const fig = json.figures.find((f) => f.id === 'protocols-none-dua');
        expect(fig?.rows.find((r) => r.protocol === 'echo')?.delta).toBeCloseTo(-50);
        renderReport(report, 'html', dir);
        const html = readFileSync(join(dir, 'report.html'), 'utf8');
        expect(html).toContain('<svg');
        expect(html).toContain('ΔUA vs verbatim');
    });
});
