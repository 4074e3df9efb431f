import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAMED as ALL_ARCHITECTURES } from '../../src/axes/architectures.js';
import { runCli } from '../cli/run-cli.js';

// The benchmark's figures are measured, so only their presence and the run counts are checked here.
describe('masdrift bench', () => {
  it('runs, stores and times a small grid and prints every figure', async () => {
    const r = await runCli(['bench', '--tasks', '1', '--model', 'sim:default', '--workers', '1', '--l3-runs', '3']);
    expect(r.code, r.stderr).toBe(0);
    // 8 tasks (one per domain) × 25 architecture/defense cells × 1 model configuration.
    expect(r.stdout).toMatch(/^runs: 200 in [\d.]+ s wall → \d+ runs\/s \(0 failed\)$/m);
    expect(r.stdout).toMatch(/^peak RSS \(whole process, all worker threads\): \d+ MB$/m);
    for (const a of ALL_ARCHITECTURES) expect(r.stdout).toMatch(new RegExp(`^  ${a.padEnd(6)} +\\d+ µs  \\(n=${a === 'single' ? 8 : 24}\\)$`, 'm'));
    // The first line names the Node version and any node flags the process runs with.
    expect(r.stderr).toMatch(/node v24\.\d+\.\d+, node flags: /);
    expect(r.stdout).toMatch(/L3 run through masdrift \(one thread, 3 runs after 3 warm-up\): median \d+ µs; bare XState L3 tree: median \d+ µs; ratio [\d.]+×/);
  });

  it('`npm run bench` and `npm start` run node without V8 flags (on Node 24 they measured no gain: PERFORMANCE.md)', () => {
    const scripts = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;
    for (const name of ['bench', 'start']) expect(scripts[name], name).toMatch(/&& node dist\/src\/cli\/bin\.js /);
  });

  it('rejects a bad option with its help and a non-zero exit', async () => {
    const r = await runCli(['bench', '--workers', 'zero']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/--workers/);
  });
});
