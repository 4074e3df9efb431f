/**
 * Issue 30, the results-folder rows: a full disk, a damaged results database, a read-only results
 * folder. Each error names the folder or file and what to do; exit 1; nothing already stored is lost.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ResultsStore, runRow, STORE_FILE } from '../../src/runner/store.js';
import { repoRoot } from '../helpers.js';
import { runCli } from './run-cli.js';
const root = mkdtempSync(join(tmpdir(), 'masdrift-bad-results-'));
const mounts = [];
afterAll(() => {
    for (const m of mounts.reverse())
        unmount(m);
    rmSync(root, { recursive: true, force: true });
});
let n = 0;
const fresh = () => {
    const d = join(root, String(n++));
    mkdirSync(d);
    return d;
};
const isRoot = process.getuid?.() === 0;
/** Mount (as root only); false when this machine does not allow it. */
function mount(args) {
    try {
        execFileSync('mount', args, { stdio: 'ignore' });
        mounts.push(args.at(-1));
        return true;
    }
    catch {
        return false;
    }
}
function unmount(dir) {
    try {
        execFileSync('umount', [dir], { stdio: 'ignore' });
    }
    catch {
        // Already gone.
    }
    const i = mounts.indexOf(dir);
    if (i >= 0)
        mounts.splice(i, 1);
}
/** Every file under a folder with its size. */
function listing(dir) {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .sort()
        .map((f) => `${f} ${statSync(join(dir, f)).size}`);
}
const SUITE = join(repoRoot, 'fixtures', 'examples');
/** `run` over the example suite: one run, or the whole small grid twice (200 runs, ~1 MB). */
const oneRun = (out) => ['run', '--suite-path', SUITE, '--task-ids', 'example-finance-northwind', '--arch', 'single', '--defense', 'none', '--no-report', '--out', out];
const grid = (out) => ['run', '--suite-path', SUITE, '--reps', '2', '--no-report', '--out', out];
/** A results folder holding one finished run. */
async function resultsFolder() {
    const out = join(fresh(), 'res');
    const r = await runCli(oneRun(out));
    expect(r.code).toBe(0);
    return out;
}
const DAMAGED = (file) => new RegExp(`^masdrift: ${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is damaged \\(SQLite: [^)]+\\): its runs cannot be read\\. Restore it from a backup, or recover what is readable with .*\\.recover.*, or run the grid again into a new --out folder\\.\\n$`);
describe('a full disk while writing a results folder', () => {
    it('the store says "disk full while writing <folder>: N runs kept, resume when there is space", and keeps those N', () => {
        const dir = fresh();
        const store = ResultsStore.open(dir);
        // SQLite's own ceiling on the file's pages: past it a write fails with SQLITE_FULL, the very
        // error a full disk gives, without filling one.
        const pages = store.db.prepare('PRAGMA page_count').get().page_count;
        store.db.exec(`PRAGMA max_page_count = ${pages + 12}`);
        const run = (i) => ({
            runId: `run-${String(i).padStart(4, '0')}`,
            identity: { suite: 'masdrift', taskId: 't', architecture: 'single', defense: 'none', model: 'sim:default', confirm: 'auto-approve', rep: i, seed: '1', extra: {} },
            domain: 'finance', status: 'ok', error: null, trajectoryHash: 'h', metrics: {}, trajectoryJson: null,
            trajectoryCompressed: randomBytes(3000), durationMs: 1,
        });
        let committed = 0;
        let error;
        for (let i = 0; i < 100 && !error; i++) {
            try {
                committed += store.commit([runRow(run(i))]);
            }
            catch (e) {
                error = e;
            }
        }
        expect(committed).toBeGreaterThan(0);
        expect(error.message).toBe(`disk full while writing ${dir}: ${committed} runs kept, resume when there is space (run the same command again)`);
        expect(error.exitCode).toBe(1);
        store.close();
        const again = ResultsStore.open(dir, { readonly: true });
        expect(again.count()).toBe(committed);
        again.close();
    });
    it.runIf(isRoot)('`run` on a small filesystem stops with that message, exit 1; with space again the same command resumes', async () => {
        const mnt = fresh();
        if (!mount(['-t', 'tmpfs', '-o', 'size=600k', 'tmpfs', mnt]))
            return;
        try {
            const out = join(mnt, 'res');
            const r = await runCli(grid(out));
            expect(r.code).toBe(1);
            const m = new RegExp(`^masdrift: disk full while writing ${out.replace(/[/.]/g, '\\$&')}: (\\d+) runs kept, resume when there is space`, 'm').exec(r.stderr);
            expect(m, r.stderr).not.toBeNull();
            expect(r.stderr).not.toMatch(/^\s+at /m);
            const kept = Number(m[1]);
            expect(kept).toBeGreaterThan(0);
            // The N named are there, intact, readable.
            const store = ResultsStore.open(out, { readonly: true });
            expect(store.count()).toBe(kept);
            expect([...store.runs({ withTrajectory: true })].every((x) => x.status === 'ok' && x.trajectoryJson !== null)).toBe(true);
            store.close();
            execFileSync('mount', ['-o', 'remount,size=16m', mnt]);
            const resumed = await runCli(grid(out));
            expect(resumed.code).toBe(0);
            expect(resumed.stderr).toMatch(new RegExp(`new runs \\(${kept} already in `));
        }
        finally {
            unmount(mnt);
        }
    });
});
describe('a damaged results database', () => {
    it('given to report, show or replay: the file named and what to do, exit 1, nothing written', async () => {
        const out = await resultsFolder();
        const file = join(out, STORE_FILE);
        writeFileSync(file, randomBytes(statSync(file).size));
        const before = listing(out);
        for (const args of [['report', out], ['show', out], ['show', out, 'abc'], ['replay', out]]) {
            const r = await runCli(args);
            expect(r.code, args.join(' ')).toBe(1);
            expect(r.stderr).toMatch(DAMAGED(file));
        }
        expect(listing(out)).toEqual(before);
        // And `run` into it says the same before it starts.
        const run = await runCli(oneRun(out));
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(DAMAGED(file));
    });
    it('damage past the first pages, met only by a query: the same message', async () => {
        const dir = fresh();
        const store = ResultsStore.open(dir);
        const rows = Array.from({ length: 40 }, (_, i) => runRow({
            runId: `r${i}`, identity: { suite: 'masdrift', taskId: 't', architecture: 'single', defense: 'none', model: 'sim:default', confirm: 'auto-approve', rep: i, seed: '1', extra: {} },
            domain: 'finance', status: 'ok', error: null, trajectoryHash: 'h', metrics: { uaExecuted: true }, trajectoryJson: null, trajectoryCompressed: randomBytes(2000), durationMs: 1,
        }));
        store.commit(rows);
        store.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
        store.close();
        const file = join(dir, STORE_FILE);
        const size = statSync(file).size;
        // Keep the header page and the schema; overwrite the pages holding the runs.
        const fd = openSync(file, 'r+');
        writeSync(fd, randomBytes(size - 3 * 4096), 0, size - 3 * 4096, 3 * 4096);
        closeSync(fd);
        const r = await runCli(['show', dir]);
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(DAMAGED(file));
    });
});
describe('a read-only results folder', () => {
    /** The folder made read-only: a read-only bind mount for root (whom chmod does not stop), else chmod. */
    function readOnly(out) {
        if (isRoot) {
            const ro = fresh();
            if (mount(['--bind', out, ro]) && mount(['-o', 'remount,bind,ro', ro]))
                return ro;
            throw new Error('cannot make a read-only bind mount');
        }
        chmodSync(join(out, STORE_FILE), 0o444);
        chmodSync(out, 0o555);
        return out;
    }
    it('report and show work; run says the folder is read-only before starting, exit 1', async () => {
        const out = await resultsFolder();
        const ro = readOnly(out);
        try {
            const before = listing(ro);
            const report = await runCli(['report', ro, '--resamples', '100']);
            expect(report.stderr).toBe('');
            expect(report.code).toBe(0);
            expect(report.stdout).toMatch(/single/);
            const show = await runCli(['show', ro]);
            expect(show.code).toBe(0);
            expect(show.stdout).toMatch(/runs with an executed unauthorized action/);
            // Nothing left to do, and still refused before any work: the folder cannot take a run.
            const run = await runCli(oneRun(ro));
            expect(run.code).toBe(1);
            expect(run.stderr).toBe(`masdrift: ${ro}: the results folder is read-only, and \`run\` writes its runs there. Use another --out folder or make it writable; report, show and replay read it as it is.\n`);
            expect(listing(ro)).toEqual(before);
        }
        finally {
            if (isRoot)
                unmount(ro);
            else {
                chmodSync(out, 0o755);
                chmodSync(join(out, STORE_FILE), 0o644);
            }
        }
    });
});
