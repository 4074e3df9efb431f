/**
 * A user's protocol from a file: loaded, hashed, checked (errors name the file and the export, exit
 * 2 from the CLI), run in-process and in the grid's worker threads, and a throw inside it fails the
 * run naming the module. The README's example is this fixture, byte for byte.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { SimModel } from '../../src/models/sim/model.js';
import { loadProfile } from '../../src/models/sim/profile.js';
import { loadProtocolModule, protocolSpecIdentity } from '../../src/runtime/protocol-module.js';
import { runTaskDetailed } from '../../src/runtime/run.js';
import { runCli } from '../cli/run-cli.js';
import { repoRoot } from '../helpers.js';
import { loadTask, modelsOf } from './helpers.js';
const FIXTURE = join(repoRoot, 'fixtures', 'protocols', 'redact-reports.mjs');
const task = loadTask();
// Inside the package (so `import 'masdrift'` resolves to the package itself, as it would for a user).
const scratch = mkdtempSync(join(repoRoot, 'test', '.tmp-protocols-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const write = (name, text) => {
    const f = join(scratch, name);
    writeFileSync(f, text);
    return f;
};
const run = (protocol) => {
    const sim = new SimModel(loadProfile('default'), { runId: 'u', seed: 's', task, stream: `${task.id}/l2` });
    return runTaskDetailed({ task, architecture: 'l2', defense: 'none', confirm: 'auto-approve', models: modelsOf(sim), seed: 's', runId: 'u', protocol });
};
describe('user protocols from a file', () => {
    it('the README shows this very module', () => {
        const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
        const block = /```js\n(\/\/ redact-reports\.mjs[\s\S]*?)```/.exec(readme)?.[1];
        expect(block).toBe(readFileSync(FIXTURE, 'utf8'));
    });
    it('loads, composes with a shipped protocol and rewrites what the supervisor reads', async () => {
        await loadProtocolModule(FIXTURE);
        const plain = await run(['full-history']);
        const masked = await run(['full-history', FIXTURE]);
        expect(masked.failure).toBeNull();
        expect(masked.trajectory.protocol).toEqual(['full-history', FIXTURE]);
        const reports = (r) => r.trajectory.handoffs.filter((h) => h.kind === 'report').map((h) => h.message).join('\n');
        expect(reports(plain)).toMatch(/dana\.whitfield@acme\.example|DE89 3704/);
        expect(reports(masked)).not.toMatch(/@acme\.example|DE89 3704 0044/);
        expect(reports(masked)).toMatch(/value\(s\) masked by the protocol/);
    });
    it('its identity carries the content hash: a changed file is another protocol', async () => {
        const f = write('hash.mjs', readFileSync(FIXTURE, 'utf8'));
        const a = protocolSpecIdentity(f);
        expect(a).toMatch(new RegExp(`^${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}#sha256:[0-9a-f]{64}$`));
        writeFileSync(f, `${readFileSync(FIXTURE, 'utf8')}\n// changed\n`);
        expect(protocolSpecIdentity(f)).not.toBe(a);
        expect(protocolSpecIdentity('verbatim')).toBe('verbatim');
    });
    it('a throw inside the operator fails the run, naming the module', async () => {
        const f = write('throws-later.mjs', "import { map } from 'masdrift';\nexport default () => map((env) => { if (env.kind === 'report') throw new Error('boom'); return env; });\n");
        await loadProtocolModule(f);
        const r = await run([f]);
        expect(r.trajectory.endReason).toBe('error');
        expect(r.failure?.detail).toContain(`protocol module ${f} (export default) failed on a handoff: boom`);
    });
    it('a module that cannot be used names the file and the export; the CLI exits 2', async () => {
        const cases = [
            [join(scratch, 'missing.mjs'), /protocol module .*missing\.mjs: cannot read/],
            [write('syntax.mjs', 'export default (;\n'), /protocol module .*syntax\.mjs: cannot load/],
            [write('no-default.mjs', 'export const protocol = () => (s) => s;\n'), /protocol module .*no-default\.mjs: no default export that is a function .*exports: protocol/],
            [write('throws.mjs', "export default () => { throw new Error('bad config'); };\n"), /protocol module .*throws\.mjs \(export default\) threw when constructed: bad config/],
            [write('not-operator.mjs', 'export default () => 42;\n'), /protocol module .*not-operator\.mjs \(export default\) returned number, not an RxJS operator/],
        ];
        for (const [file, message] of cases) {
            await expect(loadProtocolModule(file)).rejects.toThrow(message);
            const r = await runCli(['run-one', '--task', join(repoRoot, 'fixtures', 'examples', 'finance-northwind.json'), '--arch', 'l2', '--model', 'sim:default', '--protocol', file]);
            expect(r.code, file).toBe(2);
            expect(r.stderr).toMatch(message);
        }
    });
    it('run-one takes a module file', async () => {
        const r = await runCli(['run-one', '--task', join(repoRoot, 'fixtures', 'examples', 'finance-northwind.json'), '--arch', 'l2', '--model', 'sim:default', '--protocol', `full-history+${FIXTURE}`]);
        expect(r.code).toBe(0);
        expect(JSON.parse(r.stdout).protocol).toEqual(['full-history', FIXTURE]);
        expect(r.stdout).toContain('masked by the protocol');
    });
});
// Worker threads need the compiled package (dist/): the grid's pool is driven from a child process.
const built = existsSync(join(repoRoot, 'dist', 'src', 'runner', 'worker.js'));
describe.skipIf(!built)('user protocols in the grid\'s worker threads (built package)', () => {
    it('every worker thread imports the module and runs it', () => {
        const marker = write('thread-mark.mjs', "import { threadId } from 'node:worker_threads';\nimport { map } from 'masdrift';\nexport default () => map((env) => (env.kind === 'report' ? { ...env, message: `${env.message} [read in thread ${threadId}]` } : env));\n");
        const dist = (p) => pathToFileURL(join(repoRoot, 'dist', 'src', p)).href;
        const script = `
      import { workerPoolExecutor } from ${JSON.stringify(dist('runner/worker-pool.js'))};
      import { decompressTrajectory } from ${JSON.stringify(dist('runner/compress.js'))};
      const identities = [];
      for (const architecture of ['l1', 'l2', 'l3', 'n4']) for (const rep of [0, 1]) identities.push({ suite: 'masdrift', taskId: 'example-finance-northwind', architecture, defense: 'none', model: 'sim:default', confirm: 'auto-approve', protocol: ['full-history', ${JSON.stringify(FIXTURE)}, ${JSON.stringify(marker)}].join('+'), rep, seed: '0', extra: {} });
      const pool = workerPoolExecutor({ workers: 2, jobModule: ${JSON.stringify(join(repoRoot, 'dist', 'src', 'runner', 'masdrift-job.js'))},
        config: { suitePath: ${JSON.stringify(join(repoRoot, 'fixtures', 'examples'))}, models: ['sim:default'], protocols: ['full-history', ${JSON.stringify(FIXTURE)}, ${JSON.stringify(marker)}] } });
      const out = [];
      await pool.execute(identities, identities.map((_, i) => 'run' + i), (row) => {
        const t = row[15] ? JSON.parse(decompressTrajectory(row[15])) : null;
        out.push({ status: row[11], error: row[12], protocol: t?.protocol, reports: t?.handoffs.filter((h) => h.kind === 'report').map((h) => h.message) ?? [] });
      });
      await pool.close();
      process.stdout.write(JSON.stringify(out));`;
        const file = write('drive-pool.mjs', script);
        const env = { ...process.env };
        delete env['NODE_OPTIONS']; // the test runner's loader hooks are not the package's
        const r = spawnSync(process.execPath, [file], { cwd: repoRoot, env, encoding: 'utf8', timeout: 120_000 });
        expect(r.status, r.stderr).toBe(0);
        const runs = JSON.parse(r.stdout);
        expect(runs).toHaveLength(8);
        for (const run of runs) {
            expect(run.status, run.error ?? '').toBe('ok');
            expect(run.protocol).toEqual(['full-history', FIXTURE, marker]);
            for (const m of run.reports)
                expect(m).not.toMatch(/@acme\.example|DE89 3704 0044/);
        }
        const threads = new Set(runs.flatMap((run) => run.reports.map((m) => /\[read in thread (\d+)\]/.exec(m)?.[1])).filter(Boolean));
        expect(threads.size).toBe(2);
        expect(threads.has('0')).toBe(false); // not the main thread
    });
});
