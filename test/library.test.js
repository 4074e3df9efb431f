import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as lib from '../src/index.js';
import { exampleTaskPath, loadTask, repoRoot } from './helpers.js';
describe("the library entry ('masdrift')", () => {
    it('exports the lattice, the schemas, the runtime and the benchmark pieces', () => {
        for (const name of ['leq', 'attenuate', 'verdict', 'compile', 'proposalFromMessage', 'TaskSchema', 'PolicySchema', 'TrajectorySchema', 'runTask', 'scoreRun', 'ResultsStore', 'expandGrid', 'clusteredMeanCI']) {
            expect(typeof lib[name], name).not.toBe('undefined');
        }
        expect(typeof lib.mosaic.detectLeak).toBe('function');
        expect(typeof lib.guard.parseGuardLayers).toBe('function');
    });
    it('compiles a policy from a shipped task and judges calls against it', () => {
        const task = loadTask(exampleTaskPath);
        const { policy } = lib.compile(task.request, task.environment.tools);
        expect(lib.leq(policy, policy)).toBe(true);
        expect(lib.verdict({ tool: 'submit_payment_batch', args: { batch_id: 'batch-001' } }, policy).decision).toBe('require_confirmation');
        expect(lib.verdict({ tool: 'list_invoices', args: { vendor: 'Northwind' } }, policy).decision).toBe('allow');
    });
    it('declares typed ESM exports for the package name', async () => {
        const pkg = (await import(join(repoRoot, 'package.json'), { with: { type: 'json' } })).default;
        expect(pkg.name).toBe('masdrift');
        expect(pkg.exports['.'].types).toBe('./dist/src/index.d.ts');
        expect(pkg.bin['masdrift']).toBe('dist/src/cli/bin.js');
        expect(existsSync(join(repoRoot, 'src', 'cli', 'bin.ts'))).toBe(true);
    });
});
