/**
 * Issue 30, row by row: every malformed file, option and folder gets an error naming the file, the
 * JSON path or option and what was expected; exit 1 for bad input, 2 for a wrong invocation; no
 * stack trace unless asked; and nothing written when the input is refused.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { runCli } from './run-cli.js';
const root = mkdtempSync(join(tmpdir(), 'masdrift-bad-input-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
/** A fresh folder for one test. */
const fresh = () => {
    const d = join(root, String(n++));
    mkdirSync(d);
    return d;
};
const fixture = (rel) => join(repoRoot, rel);
const TASK = fixture('fixtures/examples/finance-northwind.json');
const TASK_ID = 'example-finance-northwind';
const GRAPH = fixture('fixtures/examples/graph-two-teams.json');
const MOSAIC = fixture('fixtures/mosaic/medical-01.json');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** Every file under a folder with its size: "nothing was written" compares two of these. */
function listing(dir) {
    const out = [];
    const walk = (d) => {
        for (const name of readdirSync(d).sort()) {
            const p = join(d, name);
            const s = statSync(p);
            if (s.isDirectory())
                walk(p);
            else
                out.push(`${relative(dir, p)} ${s.size}`);
        }
    };
    walk(dir);
    return out;
}
/** Run the CLI and check it wrote nothing under `dir` (and no --out folder) whatever it answered. */
async function refused(dir, args, out) {
    const before = listing(dir);
    const r = await runCli(args);
    expect(listing(dir)).toEqual(before);
    if (out)
        expect(existsSync(out)).toBe(false);
    // A user's mistake is a message, never a stack trace.
    expect(r.stderr).not.toMatch(/^\s+at /m);
    return r;
}
/** A copy of the example task with a change, written to `dir/name`. */
function taskCopy(dir, name, mutate = () => { }) {
    const t = readJson(TASK);
    mutate(t);
    const p = join(dir, name);
    writeFileSync(p, JSON.stringify(t, null, 2));
    return p;
}
/** `run` on a one-task suite folder, as small as a grid gets. */
const runArgs = (suite, out, ...more) => ['run', '--suite-path', suite, '--arch', 'single', '--defense', 'none', '--no-report', '--out', out, ...more];
afterEach(() => {
    process.exitCode = undefined;
    delete process.env['MASDRIFT_DEBUG'];
});
describe('issue 30: file contents', () => {
    it('a file starting with a byte-order mark is accepted by validate and by run (same suite version as without)', async () => {
        const dir = fresh();
        const bom = join(dir, 'bom.json');
        writeFileSync(bom, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(TASK)]));
        const v = await refused(dir, ['validate', bom]);
        expect(v.code).toBe(0);
        expect(v.stdout).toContain('1 of 1 files valid (1 task)');
        const suite = join(dir, 'suite');
        mkdirSync(suite);
        writeFileSync(join(suite, 'bom.json'), readFileSync(bom));
        const r = await runCli(runArgs(suite, join(dir, 'out')));
        expect(r.stderr).not.toMatch(/masdrift: |invalid|Unexpected token/);
        expect(r.code).toBe(0);
    });
    it('null as the whole file: "got null"', async () => {
        const dir = fresh();
        const p = join(dir, 'null.json');
        writeFileSync(p, 'null\n');
        const r = await refused(dir, ['validate', p]);
        expect(r.code).toBe(1);
        expect(r.stderr).toBe(`${p}: $: expected a JSON object, got null\n`);
    });
    it('a graph without edges is read as a graph and the missing edges named', async () => {
        const dir = fresh();
        const g = readJson(GRAPH);
        delete g.edges;
        const p = join(dir, 'graph.json');
        writeFileSync(p, JSON.stringify(g));
        const r = await refused(dir, ['validate', p]);
        expect(r.code).toBe(1);
        expect(r.stderr).not.toMatch(/cannot tell/);
        expect(r.stderr).toMatch(new RegExp(`^${p}: \\$\\.edges: missing: a graph of 3 agents needs delegation edges`));
    });
    it('a Mosaic example without composite is read as one and the missing composite named', async () => {
        const dir = fresh();
        const ex = readJson(MOSAIC);
        delete ex.composite;
        const p = join(dir, 'mosaic.json');
        writeFileSync(p, JSON.stringify(ex));
        const r = await refused(dir, ['validate', p]);
        expect(r.code).toBe(1);
        expect(r.stderr).toBe(`${p}: $.composite: missing field "composite" (expected an object)\n`);
    });
    it('invalid UTF-8 is named with its byte offset, by validate and by run', async () => {
        const dir = fresh();
        const bytes = readFileSync(TASK);
        const at = bytes.indexOf('Northwind');
        const p = join(dir, 'latin1.json');
        writeFileSync(p, Buffer.concat([bytes.subarray(0, at), Buffer.from([0xe9]), bytes.subarray(at + 1)]));
        const r = await refused(dir, ['validate', p]);
        expect(r.code).toBe(1);
        expect(r.stderr).toBe(`${p}: $: invalid UTF-8 at byte offset ${at} (byte 0xe9): JSON files must be UTF-8 text\n`);
        const out = join(dir, 'out');
        const run = await refused(dir, runArgs(dir, out), out);
        expect(run.code).toBe(1);
        expect(run.stderr).toContain(`${p}: $: invalid UTF-8 at byte offset ${at}`);
    });
    it('duplicate tool names point at tools[12].name', async () => {
        const dir = fresh();
        const p = taskCopy(dir, 'dup-tool.json', (t) => t.environment.tools.push({ ...t.environment.tools[3] }));
        const r = await refused(dir, ['validate', p]);
        expect(r.code).toBe(1);
        expect(r.stderr).toBe(`${p}: $.environment.tools[12].name: duplicate tool name "create_payment_batch" (also $.environment.tools[3])\n`);
    });
    it('a required step whose range has min > max is refused: it can never be satisfied', async () => {
        const dir = fresh();
        const p = taskCopy(dir, 'empty-range.json', (t) => {
            t.required[3].predicate.args.total = { op: 'range', min: 5000, max: 100 };
        });
        const r = await refused(dir, ['validate', p]);
        expect(r.code).toBe(1);
        expect(r.stderr).toBe(`${p}: $.required[3].predicate.args.total: range min 5000 > max 100 matches no value: the step can never be satisfied\n`);
        const out = join(dir, 'out');
        expect((await refused(dir, runArgs(dir, out), out)).code).toBe(1);
    });
    it('a graph giving an agent a tool the task lacks: validate refuses it given the task, run before any run', async () => {
        const dir = fresh();
        const g = readJson(GRAPH);
        g.agents[1].tools.push('teleport');
        const p = join(dir, 'teleport.json');
        writeFileSync(p, JSON.stringify(g, null, 2));
        // Alone a graph is task-independent, and valid.
        expect((await refused(dir, ['validate', p])).code).toBe(0);
        const v = await refused(dir, ['validate', p, '--task', TASK]);
        expect(v.code).toBe(1);
        expect(v.stderr).toBe(`${p}: $.agents[1].tools[5]: tool "teleport" is not in task "${TASK_ID}"'s tool surface (${relative(process.cwd(), TASK)})\n`);
        const suite = join(dir, 'suite');
        mkdirSync(suite);
        taskCopy(suite, 'task.json');
        const out = join(dir, 'out');
        const r = await refused(dir, ['run', '--suite-path', suite, '--arch', `l2,${p}`, '--defense', 'none', '--no-report', '--out', out], out);
        expect(r.code).toBe(1);
        expect(r.stderr).toBe(`masdrift: ${p}: $.agents[1].tools[5]: tool "teleport" is not in task "${TASK_ID}"'s tool surface (${suite}); no run was started\n`);
    });
    it('duplicate JSON keys: the key, its path and both places are named; run refuses the file too', async () => {
        const dir = fresh();
        const text = readFileSync(TASK, 'utf8').replace('"title": ', '"title": "Pay them", "title": ');
        const p = join(dir, 'dup-key.json');
        writeFileSync(p, text);
        const r = await refused(dir, ['validate', p]);
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(new RegExp(`^${p}: \\$\\.title: duplicate key "title" at line 4, column \\d+ \\(first at line 4, column 3\\)`));
        const out = join(dir, 'out');
        const run = await refused(dir, runArgs(dir, out), out);
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(/dup-key\.json: \$\.title: duplicate key "title"/);
    });
    it('duplicate task ids across files of one folder: both files named, by validate and by run', async () => {
        const dir = fresh();
        const a = taskCopy(dir, 'a.json');
        const b = taskCopy(dir, 'b.json', (t) => (t.title = 'Another title'));
        const v = await refused(dir, ['validate', dir]);
        expect(v.code).toBe(1);
        // (Files outside the working folder are named by their absolute paths.)
        expect(v.stderr).toBe(`${b}: $.id: duplicate task id "${TASK_ID}" (also in ${a}): every task of a suite needs its own id\n`);
        expect(v.stdout).toContain('1 of 2 files valid (1 task), 1 with problems');
        const out = join(dir, 'out');
        const r = await refused(dir, runArgs(dir, out), out);
        expect(r.code).toBe(1);
        expect(r.stderr).toBe(`masdrift: ${b}: $.id: duplicate task id "${TASK_ID}" (also in ${a}): every task of a suite needs its own id\n`);
    });
});
describe('issue 30: files, folders and options', () => {
    it('validate /missing.json: "no such file", exit 1, counted as one file', async () => {
        const dir = fresh();
        const p = join(dir, 'missing.json');
        const r = await refused(dir, ['validate', p]);
        expect(r.code).toBe(1);
        expect(r.stderr).toBe(`${p}: $: no such file or folder\n`);
        expect(r.stdout).toBe('0 of 1 files valid, 1 with problems\n');
    });
    it('--suite-path to a missing folder: "suite folder not found", exit 1', async () => {
        const dir = fresh();
        const out = join(dir, 'out');
        const r = await refused(dir, runArgs(join(dir, 'missing'), out), out);
        expect(r.code).toBe(1);
        expect(r.stderr).toBe(`masdrift: suite folder not found: ${join(dir, 'missing')}\n`);
        const m = await refused(dir, ['run', '--suite', 'mosaic', '--suite-path', join(dir, 'missing'), '--out', out], out);
        expect(m.code).toBe(1);
        expect(m.stderr).toBe(`masdrift: suite folder not found: ${join(dir, 'missing')}\n`);
    });
    it('--task-ids "" is refused as an empty list (a usage error, exit 2), not read as all tasks', async () => {
        const dir = fresh();
        const out = join(dir, 'out');
        const r = await refused(dir, ['run', '--task-ids', '', '--out', out], out);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/option '--task-ids <ids>' argument '' is invalid\. --task-ids: empty list/);
        const m = await refused(dir, ['run', '--suite', 'mosaic', '--example-ids', ' , ', '--out', out], out);
        expect(m.code).toBe(2);
        expect(m.stderr).toMatch(/--example-ids: empty list/);
    });
});
describe('one error type, the same exit codes in every command', () => {
    const results = () => {
        const d = fresh();
        writeFileSync(join(d, 'notes.txt'), 'not results');
        return d;
    };
    // [command line, exit code, what stderr says]
    const badInput = [
        ['validate', () => ['validate', join(fresh(), 'nope.json')], /nope\.json: \$: no such file/],
        ['run', () => runArgs(join(fresh(), 'nope'), join(fresh(), 'out')), /^masdrift: suite folder not found: /],
        ['run-one', () => ['run-one', '--task', join(fresh(), 'nope.json')], /^masdrift: .*nope\.json: \$: no such file\n$/],
        ['report', () => ['report', results()], /^masdrift: .*: no results\.sqlite here/],
        ['show', () => ['show', results()], /^masdrift: .*: no results\.sqlite here/],
        ['replay', () => ['replay', results()], /^masdrift: .*: no results\.sqlite here/],
        ['judge', () => ['judge', results(), '--judge', `replay:${join(fresh(), 'x.jsonl')}`], /^masdrift: cassette not found: .*x\.jsonl\n$/],
    ];
    it.each(badInput)('%s: bad input exits 1 with the message alone', async (_name, args, message) => {
        const r = await runCli(args());
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(message);
        expect(r.stderr).not.toMatch(/^\s+at /m);
        expect(r.stderr).not.toMatch(/unexpected error/);
    });
    const usage = [
        ['validate', TASK, '--frobnicate'],
        ['validate', TASK, '--kind', 'spreadsheet'],
        ['run', '--arch', 'n3'],
        ['run', '--reps', '0'],
        ['run-one', '--task', TASK, '--defense', 'moat'],
        ['run-one', '--task', TASK, '--turns', 'many'],
        ['report', '.', '--resamples', '5'],
        ['show'],
        ['schema', 'nope'],
        ['bench', '--tasks', '-1'],
    ];
    it.each(usage)('a usage error exits 2: masdrift %s …', async (...args) => {
        const dir = fresh();
        const r = await refused(dir, args);
        expect(r.code).toBe(2);
        expect(r.stderr).not.toBe('');
    });
    it('the stack trace is shown with --debug (before or after the command) or MASDRIFT_DEBUG=1, and only then', async () => {
        const missing = join(fresh(), 'nope.json');
        const plain = await runCli(['run-one', '--task', missing]);
        expect(plain.stderr).not.toMatch(/^\s+at /m);
        for (const args of [['--debug', 'run-one', '--task', missing], ['run-one', '--task', missing, '--debug']]) {
            const r = await runCli(args);
            expect(r.code).toBe(1);
            expect(r.stderr).toMatch(/^masdrift: .*nope\.json: \$: no such file\nUserError: /);
            expect(r.stderr).toMatch(/^\s+at /m);
        }
        process.env['MASDRIFT_DEBUG'] = '1';
        expect((await runCli(['run-one', '--task', missing])).stderr).toMatch(/^\s+at /m);
    });
});
