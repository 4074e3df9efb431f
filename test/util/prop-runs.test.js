import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propRuns, repoRoot } from '../helpers.js';
import { propRuns as kitRuns } from '../../src/testing/index.js';
function files(dir) {
    return readdirSync(dir).flatMap((n) => {
        const p = join(dir, n);
        return statSync(p).isDirectory() ? files(p) : /\.(ts|mjs|js)$/.test(n) ? [p] : [];
    });
}
describe('MASDRIFT_PROP_RUNS', () => {
    it('scales every default: N for the 1,000-case lattice properties, the others in proportion', () => {
        expect(propRuns(60, {})).toBe(60);
        expect(propRuns(1000, { MASDRIFT_PROP_RUNS: '20000' })).toBe(20000);
        expect(propRuns(60, { MASDRIFT_PROP_RUNS: '20000' })).toBe(1200);
        expect(propRuns(15, { MASDRIFT_PROP_RUNS: '10' })).toBe(1);
        expect(propRuns(15, { MASDRIFT_PROP_RUNS: 'many' })).toBe(15);
        expect(kitRuns({ MASDRIFT_PROP_RUNS: '100000' })).toBe(100000);
        expect(kitRuns({})).toBe(1000);
    });
    it('reaches the properties that name no case count (fast-check global configuration)', () => {
        expect(fc.readConfigureGlobal().numRuns).toBe(propRuns(100));
    });
    it('no test hard-codes a case count', () => {
        const hard = files(join(repoRoot, 'test')).filter((f) => /numRuns:\s*\d/.test(readFileSync(f, 'utf8')));
        expect(hard).toEqual([]);
    });
});
