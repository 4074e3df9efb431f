import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { SCORER_VERSION } from '../../src/scoring/version.js';
import { runCli } from '../cli/run-cli.js';
import { queryResults, repoRoot } from '../helpers.js';
const dir = mkdtempSync(join(tmpdir(), 'masdrift-rescore-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const examples = join(repoRoot, 'fixtures', 'examples');
/** Open a folder's database for a test's own edits (what an older build would have left). */
function edit(out, f) {
    const db = new DatabaseSync(join(out, 'results.sqlite'));
    try {
        f(db);
    }
    finally {
        db.close();
    }
}
const metricsOf = (out) => queryResults(join(out, 'results.sqlite'), 'SELECT run_id, metrics FROM runs ORDER BY run_id');
describe('scorer versions and masdrift rescore', () => {
    const out = join(dir, 'res');
    it('a run records the scorer version; rescore without changes rewrites the same scores', async () => {
        const r = await runCli(['run', '--suite-path', examples, '--arch', 'single,l2', '--defense', 'none,source', '--no-report', '--out', out]);
        expect(r.code).toBe(0);
        const before = metricsOf(out);
        const rep = await runCli(['report', out]);
        expect(rep.stdout).toContain(`**scorer version**: ${SCORER_VERSION}\n`);
        expect(rep.stderr).not.toMatch(/scored by scorer version/);
        const again = await runCli(['rescore', out]);
        expect(again.code).toBe(0);
        expect(again.stdout).toMatch(new RegExp(`re-scored ${before.length} runs .* with scorer version ${SCORER_VERSION} \\(they were scored with ${SCORER_VERSION}\\)`));
        expect(metricsOf(out)).toEqual(before);
    });
    it('a folder scored by another scorer: report says so (or, unreadable, asks for a re-score), run refuses it, rescore brings it back', async () => {
        const before = metricsOf(out);
        // what an older scorer left: another version, scores of another shape
        edit(out, (db) => {
            db.prepare("UPDATE meta SET value = '1' WHERE key = 'scorer_version'").run();
            for (const row of db.prepare('SELECT run_id, metrics FROM runs').all()) {
                const m = JSON.parse(row.metrics);
                delete m['clExposed'];
                db.prepare('UPDATE runs SET metrics = ? WHERE run_id = ?').run(JSON.stringify(m), row.run_id);
            }
        });
        expect(await runCli(['report', out])).toMatchObject({ code: 1, stderr: expect.stringMatching(/scored by scorer version 1.*masdrift rescore/s) });
        expect(await runCli(['run', '--suite-path', examples, '--arch', 'single,l2', '--defense', 'none,source', '--no-report', '--out', out])).toMatchObject({
            code: 1,
            stderr: expect.stringMatching(new RegExp(`scored by scorer version 1, but this build scores with version ${SCORER_VERSION}.*masdrift rescore`, 's')),
        });
        const r = await runCli(['rescore', out]);
        expect(r.code).toBe(0);
        expect(r.stdout).toContain('they were scored with 1');
        expect(metricsOf(out)).toEqual(before);
        // another version whose scores this build can read: the report renders them and says whose they are
        edit(out, (db) => db.prepare("UPDATE meta SET value = '1' WHERE key = 'scorer_version'").run());
        const rep = await runCli(['report', out]);
        expect(rep.stderr).toMatch(/warning: .* was scored by scorer version 1; this build scores with version/);
        expect(rep.stdout).toMatch(/\*\*scorer version\*\*: 1 — this build scores with version/);
    });
    it('refuses to re-score against another suite version, and has --help', async () => {
        // The folder records each task's content hash: the other suite is refused task by task.
        expect(await runCli(['rescore', out, '--suite', join(repoRoot, 'fixtures', 'suite')])).toMatchObject({ code: 1, stderr: expect.stringMatching(/the suite at .* is not the one its runs used: task example-\S+ is missing/) });
        const help = await runCli(['rescore', '--help']);
        expect(help.code).toBe(0);
        expect(help.stdout).toMatch(/Re-score the stored trajectories/);
    });
});
