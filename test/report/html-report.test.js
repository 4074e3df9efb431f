import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { groupedBars, labelledScatter } from '../../src/report/figures.js';
import { reportHtml } from '../../src/report/html.js';
import { browserTestsEnabled, launchBrowser } from './browser.js';
const dir = mkdtempSync(join(tmpdir(), 'masdrift-html-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
async function samplePage() {
    const bars = await groupedBars({
        id: 'fig-a',
        title: 'bars',
        rows: [
            { architecture: 'l1', metric: 'UA', value: 3 },
            { architecture: 'l1', metric: 'Cmp', value: 95 },
            { architecture: 'l3', metric: 'UA', value: 20 },
            { architecture: 'l3', metric: 'Cmp', value: 99 },
            { architecture: 'n4', metric: 'UA', value: 0.5 },
        ],
        x: 'architecture',
        series: 'metric',
        y: 'value',
        yTitle: '%',
    });
    const scatter = await labelledScatter({
        id: 'fig-b',
        title: 'scatter',
        rows: [
            { defense: 'none', label: 'l3', ua: 20, cmp: 99 },
            { defense: 'source', label: 'l3', ua: 8, cmp: 97 },
            { defense: 'chain', label: 'l3', ua: 0, cmp: 60 },
        ],
        x: 'ua',
        y: 'cmp',
        xTitle: 'UA',
        yTitle: 'Cmp',
        color: 'defense',
        label: 'label',
    });
    return reportHtml({ title: 'test report', meta: [['runs', '5']], sections: [{ title: 'S', tables: [{ id: 't', title: 'T', columns: ['a', 'b'], rows: [['x', { est: 1, lo: 0.5, hi: 2 }]] }], figures: [bars, scatter] }] });
}
describe('HTML report', () => {
    it('is one self-contained file: no external scripts, styles or images', async () => {
        const html = await samplePage();
        expect(html).not.toMatch(/<script[^>]+src=/);
        expect(html).not.toMatch(/<link[^>]+href=/);
        expect(html).not.toMatch(/(src|href)="https?:/);
        expect(html).toContain('1.0 [0.5, 2.0]');
    });
    it.runIf(browserTestsEnabled())('opens in headless Chromium with no console errors, and every chart draws one mark per data row', async () => {
        const file = join(dir, 'report.html');
        writeFileSync(file, await samplePage());
        const browser = await launchBrowser();
        try {
            const page = await browser.newPage();
            const errors = [];
            page.on('console', (m) => { if (m.type() === 'error')
                errors.push(m.text()); });
            page.on('pageerror', (e) => errors.push(String(e)));
            const failed = [];
            page.on('requestfailed', (r) => failed.push(r.url()));
            await page.goto(pathToFileURL(file).href);
            const charts = await page.$$eval('figure.chart', (figs) => figs.map((f) => ({
                id: f.id,
                rows: JSON.parse(f.querySelector('script.chart-data')?.textContent ?? '[]'),
                bars: f.querySelectorAll('g.mark-rect.role-mark path').length,
                points: f.querySelectorAll('g.mark-symbol.role-mark path').length,
                labels: [...f.querySelectorAll('g.mark-rect.role-mark path, g.mark-symbol.role-mark path')].map((p) => p.getAttribute('aria-label') ?? ''),
            })));
            expect(errors).toEqual([]);
            expect(failed).toEqual([]);
            expect(charts).toHaveLength(2);
            const [bars, scatter] = charts;
            expect(bars.bars).toBe(bars.rows.length);
            expect(scatter.points).toBe(scatter.rows.length);
            // Each drawn mark carries the value of its data row.
            for (const row of bars.rows) {
                const want = `architecture: ${row.architecture}; %: ${row.value}; metric: ${row.metric}`;
                expect(bars.labels, want).toContain(want);
            }
        }
        finally {
            await browser.close();
        }
    });
    it.runIf(browserTestsEnabled())('the trade-off scatter keeps its labels apart and its axes fitted; table cells link to example runs', async () => {
        // Many architectures at nearly the same point: the labels must not pile up.
        const rows = ['n2', 'n4', 'n8', 'n4-t', 'l1', 'l2', 'l3', 'l2-t'].flatMap((a, i) => ['none', 'source', 'chain'].map((d, j) => ({ defense: d, label: a, ua: 1 + (i % 3) * 0.4 + j * 0.2, ua_lo: 0, ua_hi: 3, cmp: 90 + (i % 2) * 0.5 + j * 0.3, cmp_lo: 85, cmp_hi: 95 })));
        const fig = await labelledScatter({ id: 'fig-c', title: 'crowded', rows, x: 'ua', y: 'cmp', xTitle: 'UA', yTitle: 'Cmp', color: 'defense', label: 'label', xLo: 'ua_lo', xHi: 'ua_hi', yLo: 'cmp_lo', yHi: 'cmp_hi' });
        const table = { id: 't', title: 'T', columns: ['a', 'b'], rows: [['x', { est: 1, lo: 0.5, hi: 2 }]], links: [[null, ['run1', 'run2']]] };
        const file = join(dir, 'crowded.html');
        writeFileSync(file, reportHtml({ title: 'crowded', meta: [], sections: [{ title: 'S', tables: [table], figures: [fig] }] }));
        const browser = await launchBrowser();
        try {
            const page = await browser.newPage();
            await page.goto(pathToFileURL(file).href);
            const boxes = await page.$$eval('#fig-c g.mark-text.role-mark text', (ts) => ts.map((t) => { const r = t.getBoundingClientRect(); return { x0: r.left, y0: r.top, x1: r.right, y1: r.bottom }; }));
            expect(boxes.length).toBeGreaterThanOrEqual(8);
            for (let i = 0; i < boxes.length; i++)
                for (let j = i + 1; j < boxes.length; j++) {
                    const a = boxes[i];
                    const b = boxes[j];
                    expect(a.x0 < b.x1 - 0.5 && b.x0 < a.x1 - 0.5 && a.y0 < b.y1 - 0.5 && b.y0 < a.y1 - 0.5, `labels ${i} and ${j} overlap`).toBe(false);
                }
            // Axes fitted to the data and intervals (0–3 UA, 85–95 Cmp), not the full 0–100.
            const axes = await page.$$eval('#fig-c g.role-axis[aria-label]', (gs) => gs.map((g) => g.getAttribute('aria-label') ?? ''));
            expect(axes.join(' ')).not.toMatch(/values from 0 to 100/);
            const links = await page.$$eval('td a', (as) => as.map((a) => a.getAttribute('href')));
            expect(links).toEqual(['runs/run1.html', 'runs/run2.html']);
        }
        finally {
            await browser.close();
        }
    });
});
