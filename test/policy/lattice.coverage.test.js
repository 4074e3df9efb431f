/**
 * The property tests prove something only if their generators reach every case. This test draws
 * from the same arbitraries and asserts that every scope constructor, every resolution outcome and
 * every verdict branch occurs in at least 5% of generated cases.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolve, verdict, verdictBranch } from '../../src/policy/index.js';
import { CONSTRUCTORS, constructorsOf, policyAndCallArb, propParams } from './arbitraries.js';
const FLOOR = 0.05;
function shares(keys, counts, n) {
    return Object.fromEntries(keys.map((k) => [k, (counts.get(k) ?? 0) / n]));
}
describe('generator coverage (≥ 5% each)', () => {
    const n = Math.max(2000, propParams.numRuns);
    const cases = fc.sample(policyAndCallArb, { numRuns: n, seed: propParams.seed });
    const ctor = new Map();
    const res = new Map();
    const branch = new Map();
    for (const { p, call } of cases) {
        const rule = p.rules.find((r) => r.tool === call.tool);
        if (rule !== undefined) {
            // constructors present in the consulted rule's scope (over all argument slots)
            const seen = new Set();
            for (const arg of ['to', 'amount', 'channel', 'note'])
                for (const c of constructorsOf(rule.scope.args[arg]))
                    seen.add(c);
            for (const c of seen)
                ctor.set(c, (ctor.get(c) ?? 0) + 1);
            const r = resolve(rule.scope, call.args);
            res.set(r, (res.get(r) ?? 0) + 1);
        }
        const b = verdictBranch(verdict(call, p));
        branch.set(b, (branch.get(b) ?? 0) + 1);
    }
    it('every scope constructor', () => {
        const s = shares(CONSTRUCTORS, ctor, n);
        console.log('scope constructors', s);
        for (const c of CONSTRUCTORS)
            expect(s[c], c).toBeGreaterThanOrEqual(FLOOR);
    });
    it('every resolution outcome', () => {
        const keys = ['match', 'uncertain', 'mismatch'];
        const s = shares(keys, res, n);
        console.log('resolutions', s);
        for (const k of keys)
            expect(s[k], k).toBeGreaterThanOrEqual(FLOOR);
    });
    it('every verdict branch', () => {
        const keys = ['allow', 'confirm_post_approval', 'confirm_uncertain', 'deny_no_rule', 'deny_never', 'deny_mismatch'];
        const s = shares(keys, branch, n);
        console.log('verdict branches', s);
        for (const k of keys)
            expect(s[k], k).toBeGreaterThanOrEqual(FLOOR);
    });
});
