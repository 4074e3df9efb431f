import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { queryResults, repoRoot } from '../helpers.js';
// The README's user protocol as a value of the grid's protocol axis, next to a shipped one, through
// `masdrift run`'s worker threads: the grid runs, resumes, replays (the module imported again for
// the replay) and reports the paired comparison.
const built = existsSync(join(repoRoot, 'dist', 'src', 'cli', 'main.js'));
describe.runIf(built || process.env['CI'])('a user protocol file in a grid', () => {
    const dir = mkdtempSync(join(tmpdir(), 'masdrift-protocol-grid-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const cli = (args) => spawnSync(process.execPath, [join(repoRoot, 'dist', 'src', 'cli', 'bin.js'), ...args], { cwd: repoRoot, encoding: 'utf8', timeout: 180_000 });
    const out = join(dir, 'grid');
    const grid = ['run', '--protocol', 'verbatim,./fixtures/protocols/redact-reports.mjs', '--arch', 'l2,n4', '--tasks', '1', '--defense', 'none', '--concurrency', '2', '--out', out, '--no-report'];
    it('runs across worker threads, resumes, replays and reports against verbatim', () => {
        const first = cli(grid);
        expect(first.status, first.stderr).toBe(0);
        const rows = queryResults(join(out, 'results.sqlite'), "SELECT protocol, COUNT(*) AS n, SUM(status = 'ok') AS ok FROM runs GROUP BY protocol ORDER BY protocol");
        expect(rows.map((r) => r.protocol)).toEqual(['./fixtures/protocols/redact-reports.mjs', 'verbatim']);
        for (const r of rows)
            expect(r.ok).toBe(r.n);
        const again = cli(grid);
        expect(again.status, again.stderr).toBe(0);
        expect(again.stderr + again.stdout).toMatch(/0 new runs/);
        const replay = cli(['replay', out]);
        expect(replay.status, replay.stderr).toBe(0);
        expect(replay.stdout + replay.stderr).toMatch(/(\d+) of \1 replayed runs reproduce/);
        const report = cli(['report', out, '--baseline', 'verbatim', '--resamples', '200']);
        expect(report.status, report.stderr).toBe(0);
        expect(report.stdout).toMatch(/Handoff protocols by architecture/);
    });
    it('the folder keeps a copy of each module; a moved or edited module replays from the copy', () => {
        const modules = join(dir, 'modules');
        mkdirSync(modules, { recursive: true });
        const file = join(modules, 'plain.mjs');
        writeFileSync(file, 'export default () => (source) => source;\n');
        const folder = join(dir, 'kept');
        const run = cli(['run', '--protocol', file, '--arch', 'l2', '--tasks', '1', '--defense', 'none', '--out', folder, '--no-report']);
        expect(run.status, run.stderr).toBe(0);
        expect(readdirSync(join(folder, 'protocols'))).toHaveLength(1);
        appendFileSync(file, '// edited after the runs\n');
        const edited = cli(['replay', folder]);
        expect(edited.status, edited.stderr).toBe(0);
        rmSync(file);
        const gone = cli(['replay', folder]);
        expect(gone.status, gone.stderr).toBe(0);
        expect(gone.stdout + gone.stderr).toMatch(/(\d+) of \1 replayed runs reproduce/);
    });
});
