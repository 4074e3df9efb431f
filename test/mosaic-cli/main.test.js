import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/main.js';
import { runCli } from '../cli/run-cli.js';
// Runs once `masdrift run` carries the mosaic options and dispatch (mosaicRunOptions / runMosaicCommand).
const wired = buildProgram().commands.find((c) => c.name() === 'run')?.options.some((o) => o.long === '--mode') ?? false;
const tmp = mkdtempSync(join(tmpdir(), 'masdrift-mosaic-main-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
describe.skipIf(!wired)('masdrift run --suite mosaic / masdrift report through main', () => {
    it('runs a small grid and reports it in every format', async () => {
        const out = join(tmp, 'r');
        const run = await runCli(['run', '--suite', 'mosaic', '--example-ids', 'medical-01,military-01', '--intent', 'explicit', '--profile', 'explainer', '--reps', '1', '--out', out]);
        expect(run.code).toBe(0);
        expect(run.stderr).toContain('32 answers = 2 examples × 8 configurations × 1 rep(s) × modes simulation/harness');
        expect(run.stdout).toContain('Mosaic % and refusal % per model configuration and mode (Table 2 shape)');
        const md = await runCli(['report', out, '--resamples', '200']);
        expect(md.code).toBe(0);
        expect(md.stdout).toContain('Agent Mosaic');
        expect(md.stdout).toContain('Joint leak × refusal distribution');
        const json = await runCli(['report', out, '--format', 'json', '--resamples', '200']);
        expect(JSON.parse(json.stdout).tables.map((t) => t.id)).toContain('mosaic-capture');
    });
});
