import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { mosaicDefenses } from '../../src/cli/commands/run-mosaic.js';
import { conditionLabel, guardDefenses } from '../../src/guard/metrics.js';
import { createMosaicRunner, guardOfIdentity, legacyMosaicIdentity, MosaicMetricsSchema } from '../../src/runner/mosaic-job.js';
import { repoRoot } from '../helpers.js';
import { mosaicRows } from '../../src/report/mosaic-report.js';
import { ResultsStore, runRow, type StoredRun } from '../../src/runner/store.js';
import { runCli } from '../cli/run-cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'masdrift-guard-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const EXAMPLES = 'medical-01,military-01,cybersecurity-01';

/** The guarded rows of a results folder, read back through the store. */
function guardedRows(out: string) {
  const store = ResultsStore.open(out, { readonly: true });
  try {
    const runs = [...store.runs({ suite: 'mosaic' })];
    return { runs, ...mosaicRows(store) };
  } finally {
    store.close();
  }
}

describe('--guard as a shorthand for the guard\'s defenses; --topology removed', () => {
  it('maps guard conditions onto runtime defenses ("compare" = none, each layer, all)', () => {
    expect(guardDefenses(['none', 'retrieval', 'retrieval,handoff,publish', 'publish,retrieval'])).toEqual(['none', 'guard-retrieval', 'guard', 'guard-retrieval+guard-publish']);
    expect(guardDefenses(['compare'])).toEqual(['none', 'guard-retrieval', 'guard-handoff', 'guard-publish', 'guard']);
    expect(() => guardDefenses(['retrieval,firewall'])).toThrow(/unknown layer "firewall"/);
    expect(mosaicDefenses({ guard: ['all'] }, false)).toEqual(['guard']);
    expect(mosaicDefenses({ defense: ['guard-publish+guard-retrieval'] }, true)).toEqual(['guard-retrieval+guard-publish']);
    expect(() => mosaicDefenses({ guard: ['all'], defense: ['none'] }, true)).toThrow(/one of --guard or --defense/);
    expect(() => mosaicDefenses({ topology: ['n2'] }, false)).toThrow(/--topology n2: removed .*--arch .*--defense/);
    expect(conditionLabel('all', 'shown', 'off')).toBe('guard:all+markings');
  });
});

describe('masdrift run --suite mosaic --guard through main (on the actor runtime)', () => {
  const out = join(tmp, 'guarded');
  const args = ['run', '--suite', 'mosaic', '--example-ids', EXAMPLES, '--intent', 'all', '--mode', 'harness', '--distractor', 'present', '--marking', 'hidden', '--rules', 'off', '--guard', 'none', '--guard', 'retrieval,handoff,publish', '--arch', 'single,l1', '--profile', 'synthesiser', '--reps', '2', '--out', out];

  it('runs single- and multi-agent architectures; the full guard leaks nothing while the unguarded grid does', async () => {
    const run = await runCli(args);
    expect(run.stderr).toContain('defenses none/guard');
    expect(run.code).toBe(0);
    const { runs, guarded, failed } = guardedRows(out);
    expect(failed).toBe(0);
    // 3 examples × 2 architectures × 2 defenses × 3 intents × 2 reps
    expect(runs).toHaveLength(3 * 2 * 2 * 3 * 2);
    for (const r of runs) expect(MosaicMetricsSchema.parse(r.metrics).guard).toBeDefined();
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
    const capture = (defense: string) => runs.filter((r) => r.identity.defense === defense).map((r) => MosaicMetricsSchema.parse(r.metrics).capture);
    expect(capture('guard')).not.toContain('full');
    expect(capture('none')).toContain('full');
    // The multi-agent architecture passes messages; the single agent does not.
    expect(guarded.filter((r) => r.guard.topology === 'l1').every((r) => r.guard.messages > 0)).toBe(true);
    expect(guarded.filter((r) => r.guard.topology === 'single').every((r) => r.guard.messages === 0)).toBe(true);
    expect(run.stdout).toContain('Anti-mosaic guard: residual leakage');
  });

  it('reports the guard tables with the acceptance bar per architecture', async () => {
    const md = await runCli(['report', out, '--resamples', '200']);
    expect(md.code).toBe(0);
    expect(md.stdout).toContain('Anti-mosaic guard');
    expect(md.stdout).toContain('Acceptance of the full guard (guard:all)');
    const json = await runCli(['report', out, '--format', 'json', '--resamples', '200']);
    const tables = JSON.parse(json.stdout).tables as Array<{ id: string; columns: string[]; rows: unknown[][] }>;
    expect(tables.map((t) => t.id)).toEqual(expect.arrayContaining(['guard-layers', 'guard-leak-intent', 'guard-acceptance']));
    const layers = tables.find((t) => t.id === 'guard-layers')!;
    expect(new Set(layers.rows.map((r) => r[layers.columns.indexOf('condition')]))).toEqual(new Set(['none', 'guard:all']));
    const acc = tables.find((t) => t.id === 'guard-acceptance')!;
    expect(acc.rows.map((r) => r[acc.columns.indexOf('topology')])).toEqual(['single', 'l1']);
    for (const r of acc.rows) expect(r[acc.columns.indexOf('leak %')]).toMatchObject({ est: 0 });
  });

  it('shows one guarded multi-agent run: guard outcome and the transcript', async () => {
    const { runs } = guardedRows(out);
    const l1 = runs.find((r) => r.identity.architecture === 'l1' && r.identity.defense === 'guard' && r.identity.extra.intent === 'explicit')!;
    const shown = await runCli(['show', out, l1.runId]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('guard all in topology l1 (condition guard:all)');
    expect(shown.stdout).toContain('final answer:');
  });

  it('adds nothing when run again (resume), and the same grid elsewhere is the same runs', async () => {
    const before = guardedRows(out).runs.map((r) => `${r.runId}:${r.trajectoryHash}`).sort();
    const again = await runCli(args);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain(`0 new answers (${before.length} already in`);
    expect(guardedRows(out).runs.map((r) => `${r.runId}:${r.trajectoryHash}`).sort()).toEqual(before);
    const b = join(tmp, 'guarded-b');
    expect((await runCli([...args.slice(0, -1), b, '--no-report'])).code).toBe(0);
    expect(guardedRows(b).runs.map((r) => `${r.runId}:${r.trajectoryHash}`).sort()).toEqual(before);
  });

  it('--topology is a usage error naming --arch and --defense', async () => {
    expect(await runCli(['run', '--suite', 'mosaic', '--example-ids', 'medical-01', '--guard', 'all', '--topology', 'n2', '--out', join(tmp, 'bad')])).toMatchObject({ code: 2, stderr: expect.stringMatching(/--topology n2: removed .*--arch/) });
  });
});

describe('a results folder of legacy identities (the loops before the actor runtime)', () => {
  // Rows stored by the Mosaic suite's own loop (architecture simulation/harness) and the guard's own
  // scheduler (architecture guarded), kept as the store returned them.
  const legacy = JSON.parse(readFileSync(join(repoRoot, 'test/fixtures/mosaic-legacy/runs.json'), 'utf8')) as StoredRun[];
  const out = join(tmp, 'legacy');
  const store = ResultsStore.open(out);
  store.commit(legacy.map(runRow));
  store.close();

  it('still reports from the stored scores', async () => {
    const { rows, guarded, failed } = guardedRows(out);
    expect(failed).toBe(0);
    expect(guarded).toHaveLength(legacy.filter((r) => guardOfIdentity(r.identity)).length);
    expect(rows).toHaveLength(legacy.filter((r) => !guardOfIdentity(r.identity)).length);
    const md = await runCli(['report', out, '--resamples', '100']);
    expect(md.code).toBe(0);
    expect(md.stdout).toContain('Anti-mosaic guard');
    expect(md.stdout).toMatch(/\| sim:careful \| simulation \|/);
  });

  it('never runs a legacy identity again: it fails naming its runtime equivalent', async () => {
    // The legacy guard's document agent is no model configuration any more; the legacy check comes first.
    const runner = await createMosaicRunner({ models: ['sim:careful'] });
    try {
      for (const r of legacy) {
        const again = await runner.runOne(r.identity);
        expect(again.status).toBe('error');
        expect(again.metrics).toBeNull();
        expect(again.error).toBe(legacyMosaicIdentity(r.identity));
        expect(again.error).toMatch(guardOfIdentity(r.identity) ? /legacy guarded identity .*masdrift run --suite mosaic --mode harness --arch (single|l1) --defense guard/ : /legacy (simulation|harness) identity .*masdrift run --suite mosaic --mode (simulation|harness) --arch single --defense none/);
      }
    } finally {
      runner.close();
    }
  });
});
