/**
 * The protocol comparison of a results folder: runs of two protocols (stored under distinct run ids
 * until the protocol is an axis of the run identity), read back from their trajectories, reported
 * by `masdrift report --baseline verbatim` in JSON.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRunner } from '../../src/runner/masdrift-job.js';
import { ResultsStore, runRow } from '../../src/runner/store.js';
import { runCli } from '../cli/run-cli.js';
import { repoRoot } from '../helpers.js';
const dir = mkdtempSync(join(tmpdir(), 'masdrift-protocol-folder-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const suitePath = join(repoRoot, 'fixtures', 'examples');
describe('masdrift report --baseline', () => {
    it('adds the paired protocol comparison of a folder holding several protocols', async () => {
        const store = ResultsStore.open(dir);
        const runOne = await createRunner({ suitePath, models: ['sim:default'] });
        for (const protocol of ['verbatim', 'constraint-echo']) {
            for (const taskId of ['example-finance-northwind', 'example-hr-onboarding', 'example-marketing-aurora']) {
                for (const architecture of ['l2', 'l3']) {
                    const identity = { suite: 'masdrift', taskId, architecture, defense: 'none', model: 'sim:default', confirm: 'auto-approve', ...(protocol === 'verbatim' ? {} : { protocol }), rep: 0, seed: '0', extra: {} };
                    store.commit([runRow(await runOne(identity, { runId: `${taskId}/${architecture}/${protocol}` }))]);
                }
            }
        }
        store.close();
        const plain = JSON.parse((await runCli(['report', dir, '--format', 'json', '--resamples', '200'])).stdout);
        expect(plain.tables.some((t) => t.id.startsWith('protocols-'))).toBe(false);
        const r = await runCli(['report', dir, '--format', 'json', '--resamples', '200', '--baseline', 'verbatim']);
        expect(r.code, r.stderr).toBe(0);
        const json = JSON.parse(r.stdout);
        const t = json.tables.find((x) => x.id === 'protocols-none');
        expect(t?.rows.map((row) => `${String(row[0])} ${String(row[1])} ${String(row[2])}`)).toEqual(['l2 verbatim 3', 'l2 constraint-echo 3', 'l3 verbatim 3', 'l3 constraint-echo 3']);
        expect(json.figures.map((f) => f.id)).toContain('protocols-none-dua');
    });
});
