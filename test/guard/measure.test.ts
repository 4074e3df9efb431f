import { Command } from 'commander';
import { describe, expect, it, vi } from 'vitest';
import { registerGuard } from '../../src/cli/commands/guard.js';
import { acceptance, CONDITIONS, joinSpelledOut, measureGuard, type GuardRow } from '../../src/guard/measure.js';
import { guardTable } from '../../src/report/guard-layers-table.js';
import { createMosaicSimModel } from '../../src/models/sim/mosaic-model.js';
import { loadMosaicProfiles, loadMosaicSuite } from '../../src/mosaic/suite.js';
import { loadProfileWith } from '../../src/models/sim/profile.js';
import { toMarkdown } from '../../src/report/table.js';

const examples = loadMosaicSuite();
// Every third example keeps all three domains while the test stays fast.
const subset = examples.filter((_, i) => i % 3 === 0);
const synthesiser = loadProfileWith('synthesiser', 'reading');

const row = (rows: GuardRow[], scenario: string, condition: string): GuardRow => {
  const r = rows.find((x) => x.scenario === scenario && x.condition === condition);
  if (!r) throw new Error(`no row ${scenario}/${condition}`);
  return r;
};

describe('guard measurement on the actor runtime (subset of the suite, one repetition, sim:synthesiser)', async () => {
  const ids = ['none', 'rules', 'guard:retrieval', 'guard:handoff', 'guard:publish', 'guard:all'];
  const conditions = CONDITIONS.filter((c) => ids.includes(c.id));
  const { rows } = await measureGuard({ examples: subset, architectures: ['single', 'l1', 'n2', 'l2'], conditions, reps: 1, resamples: 300, model: (ex, stream) => createMosaicSimModel(synthesiser, ex, stream) });

  it('the full guard passes the acceptance bar on single- and multi-agent architectures', () => {
    const acc = acceptance(rows);
    expect(acc.map((a) => a.scenario).sort()).toEqual(['l1', 'l2', 'n2', 'single']);
    for (const a of acc) expect(a.why, a.scenario).toEqual([]);
  });

  it('without a guard the mechanism leaks, and the in-context rules only reduce it', () => {
    for (const sc of ['single', 'l1', 'n2', 'l2']) {
      expect(row(rows, sc, 'none').leak.estimate).toBeGreaterThan(0);
      expect(row(rows, sc, 'rules').leak.estimate).toBeGreaterThan(0);
      expect(row(rows, sc, 'none').contextBreach).toBeGreaterThan(0);
    }
  });

  it('publish by labels alone blocks benign answers of an agent that read both documents', () => {
    const pub = row(rows, 'single', 'guard:publish');
    expect(pub.leak.estimate).toBe(0);
    expect(pub.falsePositive).toBeGreaterThan(row(rows, 'single', 'guard:all').falsePositive);
  });

  it('the publish layer does not cover inter-agent messages; the handoff layer does', () => {
    for (const sc of ['l1', 'l2']) {
      expect(row(rows, sc, 'guard:publish').messageLeak).toBeGreaterThan(0);
      expect(row(rows, sc, 'guard:handoff').messageLeak).toBeLessThan(row(rows, sc, 'guard:publish').messageLeak);
    }
  });

  it('renders as a report table', () => {
    const md = toMarkdown(guardTable(rows));
    expect(md).toContain('| single | guard:all |');
    expect(md.split('\n').filter((l) => l.startsWith('| ')).length).toBe(rows.length + 1);
  });
});

describe('every shipped profile under the full guard (single agent and a supervisor tree)', async () => {
  const profiles = loadMosaicProfiles();
  const conditions = CONDITIONS.filter((c) => c.id === 'none' || c.id === 'guard:all');
  const results = await Promise.all(
    profiles.map(async (p) => ({ p, rows: (await measureGuard({ examples: examples.filter((_, i) => i % 5 === 0), architectures: ['single', 'l1'], conditions, reps: 1, resamples: 200, model: (ex, stream) => createMosaicSimModel(p, ex, stream) })).rows })),
  );

  it('stops every leak of every profile and keeps benign utility; unguarded, some profile leaks', () => {
    for (const { p, rows } of results) {
      const acc = acceptance(rows);
      expect(acc).toHaveLength(2);
      for (const a of acc) expect(a.why, `${p.profile} ${a.scenario}`).toEqual([]);
    }
    expect(results.some(({ rows }) => rows.filter((r) => r.condition === 'none').some((r) => r.leak.estimate > 0))).toBe(true);
  });
});

describe('measurement judge', () => {
  it('reads spelled-out words back', () => {
    const spellOut = (w: string): string => w.split('').join('.');
    expect(joinSpelledOut(`is on ${spellOut('placebo')} now`)).toBe('is on placebo now');
    expect(joinSpelledOut('version 7.4 stays')).toBe('version 7.4 stays');
  });
});

describe('masdrift guard (command module)', () => {
  async function cli(args: string[]): Promise<string> {
    const program = new Command('masdrift').exitOverride();
    registerGuard(program);
    let out = '';
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((c: string | Uint8Array) => {
      out += String(c);
      return true;
    });
    try {
      await program.parseAsync(['node', 'masdrift', ...args]);
    } finally {
      spy.mockRestore();
    }
    return out;
  }

  it('guard run prints one guarded multi-agent answer on the runtime', async () => {
    const out = JSON.parse(await cli(['guard', 'run', '--example', 'medical-01', '--intent', 'adversarial', '--arch', 'n2', '--guard', 'retrieval,handoff,publish'])) as {
      defense: string;
      status: string;
      guard: { guard: string; topology: string; leakedMessages: boolean; contextBreach: boolean };
      observation: { leak: boolean };
      messages: unknown[];
      report: { events: unknown[]; contexts: Record<string, unknown> };
    };
    expect(out.status).toBe('ok');
    expect(out.defense).toBe('guard');
    expect(out.guard.guard).toBe('all');
    expect(out.guard.topology).toBe('n2');
    expect(out.messages.length).toBeGreaterThan(0);
    expect(Object.keys(out.report.contexts).length).toBeGreaterThan(1);
    expect([out.observation.leak, out.guard.leakedMessages, out.guard.contextBreach]).toEqual([false, false, false]);
  });

  it('guard measure prints the table and the acceptance check', async () => {
    const out = await cli(['guard', 'measure', '--examples', '2', '--reps', '1', '--arch', 'single', '--guard', 'all', '--resamples', '100']);
    expect(out).toContain('| single | none |');
    expect(out).toContain('| single | guard:all |');
    expect(out).toMatch(/single: (ok|FAIL)/);
  });

  it('rejects an unknown architecture by name', async () => {
    await expect(cli(['guard', 'measure', '--arch', 'l9'])).rejects.toThrow(/--arch: unknown architecture "l9"/);
  });
});
