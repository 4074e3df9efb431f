import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { orderCellLabels } from '../../src/axes/index.js';
import { buildMasdriftReport, masdriftRows } from '../../src/report/masdrift-report.js';
import { ResultsStore } from '../../src/runner/store.js';
import { queryResults } from '../helpers.js';
import { runCli } from '../cli/run-cli.js';
/**
 * `run-one` is one cell of the grid: with a cell's options it runs the grid's models (sim:default),
 * the grid's LLM authorizer and the grid's seed recipe, under the grid's run id, so it reproduces
 * the stored trajectory byte for byte (its hash) — named architectures, graph files and protocols alike.
 */
describe('run-one reproduces a grid cell', () => {
    const out = mkdtempSync(join(tmpdir(), 'masdrift-cell-'));
    afterAll(() => rmSync(out, { recursive: true, force: true }));
    const graph = 'fixtures/examples/graph-two-teams.json';
    const task = 'example-finance-northwind';
    it('same run id and trajectory hash as the grid, for every cell of a small grid', async () => {
        const grid = await runCli(['run', '--suite-path', 'fixtures/examples', '--task-ids', task, '--arch', `l2,${graph}`, '--defense', 'none,source', '--protocol', 'verbatim,constraint-echo', '--confirm', 'oracle', '--out', out, '--concurrency', '1', '--no-report']);
        expect(grid.stderr + grid.stdout).toMatch(/8 new runs/);
        expect(grid.code).toBe(0);
        const rows = queryResults(join(out, 'results.sqlite'), 'SELECT run_id, architecture, defense, protocol, traj_hash FROM runs ORDER BY run_id');
        expect(rows.length).toBe(8);
        expect(new Set(rows.map((r) => r.protocol))).toEqual(new Set(['verbatim', 'constraint-echo']));
        for (const r of rows) {
            const one = await runCli(['run-one', '--task', 'fixtures/examples/finance-northwind.json', '--arch', r.architecture, '--defense', r.defense, '--protocol', r.protocol, '--confirm', 'oracle', '--out', join(out, `${r.run_id}.json`)]);
            expect(one.code, one.stderr).toBe(0);
            expect(one.stderr).toContain(`trajectory ${r.traj_hash.slice(0, 16)}, run ${r.run_id}`);
        }
        // The report names the graph file by its file name and each protocol in its own row, in the registry's order.
        const store = ResultsStore.open(out, { readonly: true });
        try {
            const { rows: reportRows } = masdriftRows(store);
            expect(orderCellLabels(reportRows.map((r) => r.architecture))).toEqual(['l2', 'l2 · constraint-echo', 'graph-two-teams', 'graph-two-teams · constraint-echo']);
            const report = await buildMasdriftReport(store);
            const uaCmp = report.sections[0].tables.find((t) => t.id === 'ua-cmp');
            expect(uaCmp.rows.map((r) => r[0])).toEqual(['l2', 'l2 · constraint-echo', 'graph-two-teams', 'graph-two-teams · constraint-echo']);
        }
        finally {
            store.close();
        }
    }, 240_000);
});
