import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expandGuardedGrid, guardedConfigs, guardedModelLabels } from '../../src/cli/commands/run-mosaic.js';
import { conditionLabel, DOCUMENT_AGENT_MODEL, guardConditions } from '../../src/guard/grid-run.js';
import { guardOfIdentity, MosaicMetricsSchema } from '../../src/runner/mosaic-job.js';
import { loadMosaicSuite } from '../../src/mosaic/suite.js';
import { mosaicRows } from '../../src/report/mosaic-report.js';
import { runIdOf } from '../../src/runner/identity.js';
import { ResultsStore } from '../../src/runner/store.js';
import { runCli } from '../cli/run-cli.js';
const tmp = mkdtempSync(join(tmpdir(), 'masdrift-guard-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const EXAMPLES = 'medical-01,military-01,cybersecurity-01';
/** The guarded rows of a results folder, read back through the store. */
function guardedRows(out) {
    const store = ResultsStore.open(out, { readonly: true });
    try {
        const runs = [...store.runs({ suite: 'mosaic' })];
        return { runs, ...mosaicRows(store) };
    }
    finally {
        store.close();
    }
}
describe('guarded mosaic grid expansion', () => {
    it('makes guard condition and topology part of the identity, so every cell is its own resumable row', () => {
        const guards = guardConditions(['none', 'retrieval', 'retrieval,handoff,publish', 'publish,retrieval']);
        expect(guards).toEqual(['none', 'retrieval', 'all', 'retrieval+publish']);
        expect(guardConditions(['compare'])).toEqual(['none', 'retrieval', 'handoff', 'publish', 'all']);
        expect(() => guardConditions(['retrieval,firewall'])).toThrow(/unknown layer "firewall"/);
        const examples = loadMosaicSuite().slice(0, 2);
        const ids = expandGuardedGrid({ examples, configsOf: (g) => guardedConfigs({ intent: ['benign', 'adversarial'] }, g), guards, topologies: ['single', 'n2'], reps: 2, models: [DOCUMENT_AGENT_MODEL], seed: 's' });
        // "none" runs under the four in-context combinations (the paper's guards), each layer condition without them.
        expect(ids).toHaveLength(2 * 2 * (4 + 1 + 1 + 1) * 2 * 2);
        expect(new Set(ids.map(runIdOf)).size).toBe(ids.length);
        for (const id of ids) {
            expect(guardOfIdentity(id)).toEqual({ guard: id.extra.guard, topology: id.extra.topology });
            expect(id.extra.distractor).toBe('present');
        }
        expect(new Set(ids.map((i) => conditionLabel(String(i.extra.guard), String(i.extra.marking), String(i.extra.rules))))).toEqual(new Set(['none', 'markings', 'rules', 'markings+rules', 'guard:retrieval', 'guard:all', 'guard:retrieval+publish']));
    });
    it('keeps simulated Mosaic profiles to the single-agent harness', () => {
        expect(guardedModelLabels({}, ['single', 'l1'])).toEqual([DOCUMENT_AGENT_MODEL]);
        expect(guardedModelLabels({ profile: ['careful'] }, ['single'])).toEqual(['sim:careful']);
        expect(() => guardedModelLabels({ profile: ['careful'] }, ['single', 'l2'])).toThrow(/single-agent harness only/);
    });
});
describe('masdrift run --suite mosaic --guard through main', () => {
    const out = join(tmp, 'guarded');
    const args = ['run', '--suite', 'mosaic', '--example-ids', EXAMPLES, '--intent', 'all', '--guard', 'none', '--guard', 'retrieval,handoff,publish', '--topology', 'single,l1', '--reps', '2', '--out', out];
    it('runs single- and multi-agent topologies; the full guard leaks nothing while the unguarded grid does', async () => {
        const run = await runCli(args);
        expect(run.stderr).toContain('guard none/all');
        expect(run.code).toBe(0);
        const { runs, guarded, rows, failed } = guardedRows(out);
        expect(failed).toBe(0);
        expect(rows).toHaveLength(0);
        // 3 examples × 2 topologies × (none under 4 in-context combinations + all) × 3 intents × 2 reps
        expect(runs).toHaveLength(3 * 2 * 5 * 3 * 2);
        for (const r of runs)
            expect(MosaicMetricsSchema.parse(r.metrics).guard).toBeDefined();
        for (const topology of ['single', 'l1']) {
            const full = guarded.filter((r) => r.guard.topology === topology && r.guard.condition === 'guard:all');
            const none = guarded.filter((r) => r.guard.topology === topology && r.guard.condition === 'none');
            expect(full).toHaveLength(18);
            expect(full.filter((r) => r.leaked || r.guard.leakedMessages || r.guard.contextBreach)).toEqual([]);
            // The guard's work shows in its overhead, and the unguarded system does leak (the guard has something to stop).
            expect(full.every((r) => r.guard.checks > 0)).toBe(true);
            expect(none.some((r) => r.leaked)).toBe(true);
            expect(none.every((r) => r.guard.checks === 0)).toBe(true);
        }
        // Under the full guard no system ever reads both SECRET documents in full; unguarded, they do.
        const capture = (guard) => runs.filter((r) => r.identity.extra.guard === guard).map((r) => MosaicMetricsSchema.parse(r.metrics).capture);
        expect(capture('all')).not.toContain('full');
        expect(capture('none')).toContain('full');
        // The multi-agent topology passes messages; the single agent does not.
        expect(guarded.filter((r) => r.guard.topology === 'l1').every((r) => r.guard.messages > 0 || r.guard.interventions.handoff > 0)).toBe(true);
        expect(guarded.filter((r) => r.guard.topology === 'single').every((r) => r.guard.messages === 0)).toBe(true);
        expect(run.stdout).toContain('Anti-mosaic guard: residual leakage');
    });
    it('reports the guard tables with the acceptance bar per topology', async () => {
        const md = await runCli(['report', out, '--resamples', '200']);
        expect(md.code).toBe(0);
        expect(md.stdout).toContain('Anti-mosaic guard');
        expect(md.stdout).toContain('Acceptance of the full guard (guard:all)');
        const json = await runCli(['report', out, '--format', 'json', '--resamples', '200']);
        const tables = JSON.parse(json.stdout).tables;
        expect(tables.map((t) => t.id)).toEqual(expect.arrayContaining(['guard-layers', 'guard-leak-intent', 'guard-acceptance']));
        const layers = tables.find((t) => t.id === 'guard-layers');
        const conditions = new Set(layers.rows.map((r) => r[layers.columns.indexOf('condition')]));
        expect(conditions).toEqual(new Set(['none', 'markings', 'rules', 'markings+rules', 'guard:all']));
        const acc = tables.find((t) => t.id === 'guard-acceptance');
        expect(acc.rows.map((r) => r[acc.columns.indexOf('topology')])).toEqual(['single', 'l1']);
        for (const r of acc.rows)
            expect(r[acc.columns.indexOf('leak %')]).toMatchObject({ est: 0 });
    });
    it('shows one guarded multi-agent run: guard outcome, events and inter-agent messages', async () => {
        const { runs } = guardedRows(out);
        const l1 = runs.find((r) => r.identity.extra.topology === 'l1' && r.identity.extra.guard === 'all' && r.identity.extra.intent === 'explicit');
        const shown = await runCli(['show', out, l1.runId]);
        expect(shown.code).toBe(0);
        expect(shown.stdout).toContain('guard all in topology l1 (condition guard:all)');
        expect(shown.stdout).toContain('inter-agent messages:');
        expect(shown.stdout).toMatch(/guard events:\n\s+#0 /);
    });
    it('adds nothing when run again (resume)', async () => {
        const before = guardedRows(out).runs.map((r) => `${r.runId}:${r.trajectoryHash}`).sort();
        const again = await runCli(args);
        expect(again.code).toBe(0);
        expect(again.stderr).toContain(`0 new answers (${before.length} already in`);
        expect(guardedRows(out).runs.map((r) => `${r.runId}:${r.trajectoryHash}`).sort()).toEqual(before);
    });
    it('runs the Mosaic harness with a simulated profile in topology single, and is deterministic', async () => {
        const a = join(tmp, 'harness-a');
        const b = join(tmp, 'harness-b');
        const h = ['run', '--suite', 'mosaic', '--example-ids', 'medical-01,military-01', '--intent', 'explicit,adversarial', '--guard', 'all', '--guard', 'publish', '--topology', 'single', '--profile', 'synthesiser', '--reps', '2', '--no-report'];
        expect((await runCli([...h, '--out', a])).code).toBe(0);
        expect((await runCli([...h, '--out', b])).code).toBe(0);
        const ra = guardedRows(a);
        const rb = guardedRows(b);
        expect(ra.guarded.length).toBe(2 * 2 * 2 * 2);
        expect(ra.guarded.filter((r) => r.guard.condition === 'guard:all' && (r.leaked || r.guard.contextBreach))).toEqual([]);
        expect(ra.runs.map((r) => `${r.runId}:${r.trajectoryHash}`).sort()).toEqual(rb.runs.map((r) => `${r.runId}:${r.trajectoryHash}`).sort());
        expect(await runCli(['run', '--suite', 'mosaic', '--example-ids', 'medical-01', '--guard', 'all', '--topology', 'n2', '--profile', 'synthesiser', '--out', join(tmp, 'bad')])).toMatchObject({ code: 2, stderr: expect.stringMatching(/single-agent harness only/) });
    });
});
