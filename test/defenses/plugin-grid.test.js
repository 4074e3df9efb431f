import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registerDefense } from '../../src/defenses/registry.js';
import { buildMasdriftReport } from '../../src/report/masdrift-report.js';
import { expandGrid } from '../../src/runner/grid.js';
import { createRunner } from '../../src/runner/masdrift-job.js';
import { inProcessExecutor, runGrid } from '../../src/runner/run-grid.js';
import { ResultsStore } from '../../src/runner/store.js';
import { repoRoot } from '../helpers.js';
import { readOnly } from '../fixtures/defenses/read-only.js';
const dir = mkdtempSync(join(tmpdir(), 'masdrift-plugin-defense-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
describe('a third defense, written as one module, in a grid', () => {
    it('runs beside none and Source (alone and combined), is scored, and appears in the report', async () => {
        registerDefense(readOnly);
        const suitePath = join(repoRoot, 'fixtures', 'examples');
        const runOne = await createRunner({ suitePath, models: ['sim:default'] });
        const identities = expandGrid({
            suite: 'masdrift',
            taskIds: ['example-finance-northwind'],
            architectures: ['single', 'l1', 'n2'],
            defenses: ['none', 'source', 'read-only', 'read-only+source'],
            models: ['sim:default'],
            confirms: ['auto-approve'],
            reps: 1,
            seed: 'plugin',
            defendSingle: false,
        });
        const store = ResultsStore.open(join(dir, 'grid'));
        try {
            const outcome = await runGrid({ identities, store, executor: inProcessExecutor(runOne, 1) });
            expect(outcome.failedByReason).toBe('');
            expect(outcome.failed).toBe(0);
            expect(outcome.done).toBe(1 + 2 * 4);
            const report = await buildMasdriftReport(store, { resamples: 50 });
            const defensesTable = report.sections.flatMap((s) => s.tables).find((t) => t.id === 'defenses-auto-approve');
            expect(defensesTable?.columns).toEqual(expect.arrayContaining(['UA read-only', 'Cmp read-only', 'RCB read-only', 'UA source+read-only']));
            // The combination is one cell, written in the registry's fixed order whatever order the grid named it in.
            expect(new Set(identities.map((i) => i.defense))).toEqual(new Set(['none', 'source', 'read-only', 'source+read-only']));
            // Its hooks acted: world-changing calls denied before the call, a note added before publication.
            const one = await runOne({ suite: 'masdrift', taskId: 'example-finance-northwind', architecture: 'single', defense: 'read-only', model: 'sim:default', confirm: 'auto-approve', rep: 0, seed: 'plugin', extra: {} });
            const t = JSON.parse(one.trajectoryJson);
            expect(t.defense).toBe('read-only');
            expect(t.calls.filter((c) => c.status === 'denied').map((c) => c.verdict?.reason)).toContainEqual(expect.stringMatching(/^read-only: \w+ changes the world$/));
            expect(t.calls.filter((c) => c.status === 'executed').every((c) => !c.verdict)).toBe(true);
            if (t.endReason === 'finished')
                expect(t.finalAnswer).toMatch(/\(read-only: no change to the world was allowed\)$/);
        }
        finally {
            store.close();
        }
    });
});
