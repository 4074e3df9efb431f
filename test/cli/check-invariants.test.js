import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
const FIX = join(import.meta.dirname, '..', 'fixtures');
describe('masdrift check invariants', () => {
    it('has --help', async () => {
        const r = await runCli(['check', 'invariants', '--help']);
        expect(r.code).toBe(0);
        expect(r.stdout).toMatch(/--module <file>/);
        expect(r.stdout).toMatch(/--runs <n>/);
        expect(r.stdout).toMatch(/--seed <s>/);
    });
    it("passes on masdrift's lattice, printing cases run and seed", { timeout: 60_000 }, async () => {
        const r = await runCli(['check', 'invariants', '--runs', '200', '--seed', '7']);
        expect(r.code, r.stdout + r.stderr).toBe(0);
        expect(r.stdout).toMatch(/ok {4}attenuationIsMonotone\(masdrift attenuate\): 200 cases passed \(seed 7\)/);
        expect(r.stdout).toMatch(/3 of 3 properties hold \(200 cases each, seed 7\)/);
        expect(r.stdout).toMatch(/precision: \d+ of 200 pairs/);
    });
    it('finds the counterexample of a widening attenuation function, shrunk, with the seed', { timeout: 60_000 }, async () => {
        const file = join(FIX, 'widening-attenuate.mjs');
        const r = await runCli(['check', 'invariants', '--module', file, '--seed', '3']);
        expect(r.code).toBe(1);
        expect(r.stdout).toMatch(/FAIL {2}attenuationIsMonotone\(.*widening-attenuate\.mjs#attenuate\): failed after \d+ cases, counterexample shrunk \d+ times/);
        expect(r.stdout).toMatch(/counterexample: \[\[\{"rules"/);
        expect(r.stdout).toMatch(/reproduce: masdrift check invariants --module .* --seed 3 \(path /);
        // the same seed gives the same counterexample
        const again = await runCli(['check', 'invariants', '--module', file, '--seed', '3']);
        expect(again.stdout).toBe(r.stdout);
    });
    it('names the file and the export when the module cannot be used (exit 2)', async () => {
        const missing = await runCli(['check', 'invariants', '--module', join(FIX, 'no-attenuate.mjs')]);
        expect(missing.code).toBe(2);
        expect(missing.stderr).toMatch(/no-attenuate\.mjs: no export "attenuate" that is a function .* \(exports: nothing\)/);
        const other = await runCli(['check', 'invariants', '--module', join(FIX, 'no-attenuate.mjs'), '--export', 'nothing']);
        expect(other.code).toBe(2);
        expect(other.stderr).toMatch(/no export "nothing"/);
        const broken = await runCli(['check', 'invariants', '--module', join(FIX, 'does-not-exist.mjs')]);
        expect(broken.code).toBe(2);
        expect(broken.stderr).toMatch(/does-not-exist\.mjs: cannot load the module/);
    });
});
