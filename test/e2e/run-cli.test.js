import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { queryResults, repoRoot } from '../helpers.js';
const dir = mkdtempSync(join(tmpdir(), 'masdrift-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const examples = join(repoRoot, 'fixtures', 'examples');
const small = ['--suite-path', examples, '--arch', 'single,n4,l2', '--defense', 'all', '--confirm', 'auto-approve,auto-deny', '--seed', '7'];
/** Rows of a results database, timing columns aside, in run-id order. */
const rows = (db) => queryResults(db, 'SELECT run_id, suite, task_id, architecture, defense, model, confirm, rep, seed, extra, status, error, traj_hash, metrics, trajectory FROM runs ORDER BY run_id');
describe('masdrift run (in-process)', () => {
    const out = join(dir, 'grid');
    it('runs a small grid, scores and stores every run, and writes the report', async () => {
        const r = await runCli(['run', ...small, '--out', out]);
        expect(r.stderr).toMatch(/runs = \d+ tasks × 3 architectures/);
        expect(r.code).toBe(0);
        expect(r.stdout).toMatch(/Executed UA % \/ Cmp %/);
        expect(existsSync(join(out, 'report.html'))).toBe(true);
        const n = rows(join(out, 'results.sqlite')).length;
        const tasks = JSON.parse(JSON.stringify(r.stderr.match(/= (\d+) tasks/)[1]));
        // single: none; n4, l2: none + (source, chain) × 2 confirmation policies
        expect(n).toBe(Number(tasks) * (1 + 5 + 5));
    });
    it('resumes: the same command again adds nothing and changes nothing', async () => {
        const before = rows(join(out, 'results.sqlite'));
        const r = await runCli(['run', ...small, '--out', out, '--no-report']);
        expect(r.code).toBe(0);
        expect(r.stderr).toMatch(/0 new runs \(\d+ already in/);
        expect(rows(join(out, 'results.sqlite'))).toEqual(before);
    });
    it('reports in every format, shows a run, and replays every run to its hash', async () => {
        const md = await runCli(['report', out, '--format', 'md', '--resamples', '200']);
        expect(md.code).toBe(0);
        expect(md.stdout).toMatch(/Defenses pooled over the multi-agent architectures/);
        expect(md.stdout).toMatch(/first lost/);
        const json = await runCli(['report', out, '--format', 'json', '--resamples', '200']);
        expect(JSON.parse(json.stdout).tables.length).toBeGreaterThan(5);
        const csv = await runCli(['report', out, '--format', 'csv', '--resamples', '200']);
        expect(csv.stdout).toMatch(/wrote \d+ CSV tables/);
        expect(readFileSync(join(out, 'report-csv', 'ua-cmp.csv'), 'utf8').split('\n')[0]).toMatch(/^architecture,n,UA sim:default,UA sim:default lo,UA sim:default hi/);
        const id = rows(join(out, 'results.sqlite'))[0].run_id;
        const show = await runCli(['show', out, id.slice(0, 8), '--no-color', '--html']);
        expect(show.code).toBe(0);
        expect(show.stdout).toMatch(/^run: /);
        expect(existsSync(join(out, 'runs', `${id}.html`))).toBe(true);
        const replay = await runCli(['replay', out, '--check']);
        expect(replay.stdout).toMatch(/^(\d+) of \1 replayed runs reproduce their trajectory hash/);
        expect(replay.code).toBe(0);
    });
    it('rejects unknown values and flags with the help and a non-zero exit', async () => {
        const a = await runCli(['run', '--arch', 'l9', '--out', join(dir, 'x')]);
        expect(a.code).not.toBe(0);
        expect(a.stderr).toMatch(/unknown architecture "l9"/);
        expect(a.stderr).toMatch(/Usage: masdrift run/);
        const b = await runCli(['run', '--frobnicate']);
        expect(b.code).not.toBe(0);
        expect(b.stderr).toMatch(/unknown option/);
    });
    it('refuses a live run without an API key before doing any work', async () => {
        const saved = process.env['OPENAI_API_KEY'];
        delete process.env['OPENAI_API_KEY'];
        try {
            expect(await runCli(['run', ...small, '--model', 'openai:gpt-test', '--out', join(dir, 'live')])).toMatchObject({ code: 1, stderr: expect.stringMatching(/OPENAI_API_KEY/) });
            expect(existsSync(join(dir, 'live', 'results.sqlite'))).toBe(false);
        }
        finally {
            if (saved !== undefined)
                process.env['OPENAI_API_KEY'] = saved;
        }
    });
});
// The kill test drives the built CLI in child processes (CI builds dist/ during `npm ci`).
const built = existsSync(join(repoRoot, 'dist', 'src', 'cli', 'main.js'));
describe.runIf(built || process.env['CI'])('kill -9 mid-grid and resume', () => {
    const cli = (args, env = {}) => spawnSync(process.execPath, [join(repoRoot, 'dist', 'src', 'cli', 'bin.js'), ...args], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 });
    const grid = ['run', ...small, '--defense', 'none,chain', '--confirm', 'auto-approve', '--no-report'];
    const full = join(dir, 'uninterrupted');
    let want = [];
    beforeAll(() => {
        expect(cli([...grid, '--out', full, '--concurrency', '1']).status).toBe(0);
        want = rows(join(full, 'results.sqlite'));
    });
    it('after SIGKILL at the k-th committed run, resuming gives the uninterrupted database row for row', () => {
        expect(want.length).toBeGreaterThan(8);
        for (const k of [1, 4, 9]) {
            const out = join(dir, `killed-${k}`);
            const killed = cli([...grid, '--out', out, '--concurrency', '2'], { MASDRIFT_TEST_KILL_AFTER: String(k) });
            expect(killed.signal).toBe('SIGKILL');
            expect(rows(join(out, 'results.sqlite'))).toHaveLength(k);
            const resumed = cli([...grid, '--out', out, '--concurrency', '2']);
            expect(resumed.status).toBe(0);
            expect(resumed.stderr).toMatch(new RegExp(`\\(${k} already in`));
            expect(rows(join(out, 'results.sqlite'))).toEqual(want);
        }
    });
    for (const [sig, exit] of [['SIGINT', 130], ['SIGTERM', 143]]) {
        it(`${sig} keeps the finished runs, releases the folder, exits ${exit}, and the same command resumes`, async () => {
            const out = join(dir, `interrupted-${sig}`);
            const child = spawn(process.execPath, [join(repoRoot, 'dist', 'src', 'cli', 'bin.js'), ...grid, '--out', out, '--concurrency', '1'], { env: { ...process.env, MASDRIFT_TEST_KILL_AFTER: '' } });
            let stderr = '';
            child.stderr.on('data', (d) => {
                stderr += String(d);
            });
            // Interrupt as soon as the grid has started (the headline is printed before the first run).
            await new Promise((resolve) => {
                const poll = setInterval(() => {
                    if (/masdrift run: \d+ runs/.test(stderr)) {
                        clearInterval(poll);
                        child.kill(sig);
                        resolve();
                    }
                }, 5);
            });
            const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c)));
            expect(code).toBe(exit);
            expect(stderr).toContain(`interrupted (${sig}): finishing the runs in flight`);
            expect(stderr).toContain(`interrupted by ${sig}; run the same command again to resume`);
            expect(existsSync(join(out, 'writer.lock'))).toBe(false);
            const kept = rows(join(out, 'results.sqlite')).length;
            const resumed = cli([...grid, '--out', out, '--concurrency', '1']);
            expect(resumed.status).toBe(0);
            expect(resumed.stderr).toMatch(new RegExp(`\\(${kept} already in`));
            expect(rows(join(out, 'results.sqlite'))).toEqual(want);
        });
    }
});
