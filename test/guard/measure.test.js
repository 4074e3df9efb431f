import { Command } from 'commander';
import { describe, expect, it, vi } from 'vitest';
import { registerGuard } from '../../src/cli/commands/guard.js';
import { acceptance, CONDITIONS, joinSpelledOut, measureGuard } from '../../src/guard/measure.js';
import { guardTable } from '../../src/report/guard-layers-table.js';
import { spellOut } from '../../src/guard/sim-agent.js';
import { loadMosaicSuite } from '../../src/mosaic/suite.js';
import { toMarkdown } from '../../src/report/table.js';
const examples = loadMosaicSuite();
// Every third example keeps all three domains while the test stays fast.
const subset = examples.filter((_, i) => i % 3 === 0);
const row = (rows, scenario, condition) => {
    const r = rows.find((x) => x.scenario === scenario && x.condition === condition);
    if (!r)
        throw new Error(`no row ${scenario}/${condition}`);
    return r;
};
describe('guard measurement (subset of the suite, one repetition)', async () => {
    const ids = ['none', 'rules', 'guard:retrieval', 'guard:handoff', 'guard:publish', 'guard:publish(detector)', 'guard:all'];
    const conditions = CONDITIONS.filter((c) => ids.includes(c.id));
    const { rows } = await measureGuard({ examples: subset, scenarios: ['single', 'l1', 'n2', 'l2'], conditions, reps: 1, resamples: 300 });
    it('the full guard passes the acceptance bar in single- and multi-agent scenarios', () => {
        const acc = acceptance(rows);
        expect(acc.map((a) => a.scenario).sort()).toEqual(['l1', 'l2', 'n2', 'single']);
        for (const a of acc)
            expect(a.why).toEqual([]);
    });
    it('without a guard the mechanism leaks, and the in-context rules only reduce it', () => {
        for (const sc of ['single', 'l1', 'n2']) {
            expect(row(rows, sc, 'none').leak.estimate).toBeGreaterThan(0);
            expect(row(rows, sc, 'rules').leak.estimate).toBeGreaterThan(0);
        }
    });
    it('publish by labels alone blocks benign answers of an agent that read both documents', () => {
        const pub = row(rows, 'single', 'guard:publish');
        expect(pub.leak.estimate).toBe(0);
        expect(pub.falsePositive).toBeGreaterThan(row(rows, 'single', 'guard:all').falsePositive);
    });
    it('publish by the detector alone misses composites written outside the lexicon', () => {
        const det = rows.filter((r) => r.condition === 'guard:publish(detector)');
        expect(det.some((r) => r.leakAdversarial > 0)).toBe(true);
    });
    it('the publish layer does not cover inter-agent messages; the handoff layer does', () => {
        expect(row(rows, 'l2', 'guard:publish').messageLeak).toBeGreaterThan(0);
        expect(row(rows, 'l2', 'guard:handoff').messageLeak).toBe(0);
    });
    it('renders as a report table', () => {
        const md = toMarkdown(guardTable(rows));
        expect(md).toContain('| single | guard:all |');
        expect(md.split('\n').filter((l) => l.startsWith('| ')).length).toBe(rows.length + 1);
    });
});
describe('measurement judge', () => {
    it('reads spelled-out words back', () => {
        expect(joinSpelledOut(`is on ${spellOut('placebo')} now`)).toBe('is on placebo now');
        expect(joinSpelledOut('version 7.4 stays')).toBe('version 7.4 stays');
    });
});
describe('masdrift guard (command module)', () => {
    async function cli(args) {
        const program = new Command('masdrift').exitOverride();
        registerGuard(program);
        let out = '';
        const spy = vi.spyOn(process.stdout, 'write').mockImplementation((c) => {
            out += String(c);
            return true;
        });
        try {
            await program.parseAsync(['node', 'masdrift', ...args]);
        }
        finally {
            spy.mockRestore();
        }
        return out;
    }
    it('guard run prints one guarded multi-agent run', async () => {
        const out = JSON.parse(await cli(['guard', 'run', '--example', 'medical-01', '--intent', 'adversarial', '--scenario', 'n2', '--guard', 'retrieval,handoff,publish']));
        expect(out.guard).toBe('all');
        expect(out.scenario).toBe('n2');
        expect(out.messages.length).toBeGreaterThan(0);
    });
    it('guard measure prints the table and the acceptance check', async () => {
        const out = await cli(['guard', 'measure', '--examples', '2', '--reps', '1', '--scenario', 'single', '--guard', 'all']);
        expect(out).toContain('| single | none |');
        expect(out).toContain('| single | guard:all |');
        expect(out).toMatch(/single: (ok|FAIL)/);
    });
    it('rejects an unknown scenario by name', async () => {
        await expect(cli(['guard', 'measure', '--scenario', 'l9'])).rejects.toThrow(/--scenario: unknown value "l9"/);
    });
});
describe('the Mosaic agentic harness under the guard (single agent, documents on disk)', async () => {
    const { loadMosaicProfiles } = await import('../../src/mosaic/suite.js');
    const { measureHarness } = await import('../../src/guard/measure.js');
    const profiles = loadMosaicProfiles();
    const conditions = CONDITIONS.filter((c) => c.id === 'none' || c.id === 'guard:all');
    const { rows } = await measureHarness({ examples: examples.filter((_, i) => i % 5 === 0), profiles, conditions, reps: 1, resamples: 200 });
    it('the full guard stops every leak of every shipped profile and keeps benign utility', () => {
        const acc = acceptance(rows);
        expect(acc).toHaveLength(profiles.length);
        for (const a of acc)
            expect(a.why).toEqual([]);
        expect(rows.filter((r) => r.condition === 'none').some((r) => r.leak.estimate > 0)).toBe(true);
    });
});
