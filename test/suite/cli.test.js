import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import { jsonFilesUnder } from '../../src/io/validate-files.js';
import { registerSuiteStats } from '../../src/suite/stats.js';
function capture() {
    const out = [];
    const err = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((s) => (out.push(String(s)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((s) => (err.push(String(s)), true));
    return { out, err };
}
describe('masdrift suite', () => {
    afterEach(() => {
        vi.restoreAllMocks();
        process.exitCode = 0;
    });
    it('stats --json prints the composition and every check passes on the checked-in suite', async () => {
        const { out } = capture();
        const code = await main(['node', 'masdrift', 'suite', 'stats', '--json']);
        expect(code).toBe(0);
        const s = JSON.parse(out.join(''));
        expect(s.suite).toBe('masdrift');
        expect(s.tasks).toBe(600);
        expect(s.sensitive).toEqual({ tasksWith: 564, tasksWithout: 36, items: 924 });
        expect(s.checks.every((c) => c.ok)).toBe(true);
    });
    it('stats selects the statistics function by suite name, and names the known suites on a miss', async () => {
        registerSuiteStats('toy', { description: 'a test suite', defaultDir: '.', compute: () => ({ json: { toy: true }, text: 'toy suite', ok: true }) });
        let c = capture();
        expect(await main(['node', 'masdrift', 'suite', 'stats', '--suite', 'toy'])).toBe(0);
        expect(c.out.join('')).toBe('toy suite\n');
        vi.restoreAllMocks();
        c = capture();
        expect(await main(['node', 'masdrift', 'suite', 'stats', '--suite', 'nope'])).toBe(2);
        expect(c.err.join('')).toMatch(/unknown suite "nope" \(known: .*masdrift.*toy/);
    });
    it('generate --out writes the checked-in suite byte for byte (default seed)', async () => {
        const dir = mkdtempSync(join(tmpdir(), 'masdrift-suite-'));
        try {
            const { out } = capture();
            const code = await main(['node', 'masdrift', 'suite', 'generate', '--out', dir]);
            expect(code).toBe(0);
            expect(out.join('')).toContain(`wrote 600 tasks to ${dir}`);
            const files = jsonFilesUnder('fixtures/suite');
            expect(jsonFilesUnder(dir).map((f) => relative(dir, f)).sort()).toEqual(files.map((f) => relative('fixtures/suite', f)).sort());
            for (const f of files)
                expect(readFileSync(join(dir, relative('fixtures/suite', f)), 'utf8') === readFileSync(f, 'utf8'), f).toBe(true);
        }
        finally {
            rmSync(dir, { recursive: true, force: true });
        }
    });
});
