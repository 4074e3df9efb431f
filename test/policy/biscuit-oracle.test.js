/**
 * The independent oracle of issue 31: masdrift's verdicts and attenuation cross-checked against
 * Biscuit, a real capability-token engine (test/oracle: the encoding, the token, the properties).
 *
 * Cases: MASDRIFT_PROP_RUNS (default 1,000 per property); the deep run is
 *   MASDRIFT_PROP_RUNS=20000 npx vitest run test/policy/biscuit-oracle.test.ts
 * The seed is MASDRIFT_PROP_SEED (default fixed), so a failure reproduces.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { masdriftLattice, propSeed } from '../../src/testing/index.js';
import * as v0 from '../fixtures/lattice-v0/index.js';
import { propRuns } from '../helpers.js';
import { biscuitVerdicts } from '../oracle/biscuit-authorizer.js';
import { rulesBlock } from '../oracle/biscuit-encoding.js';
import { agreesWithBiscuit, attenuationPrecision, attenuationWithinBiscuit, childCertified } from '../oracle/oracle-properties.js';
import { dropDuplicateRules, repairAllBut } from './finding-repairs.js';
// Biscuit runs a WASM authorizer per call (about 1 ms idle, several under load): room for a deep run
const SLOW = { timeout: 1_800_000 };
const policyOn = (to, stage = 'current_request') => ({ rules: [{ tool: 'send_email', scope: { args: { to } }, stage }] });
const callTo = (to) => ({ tool: 'send_email', args: to === undefined ? {} : { to } });
/** Does Biscuit authorize each value of `to` under the one-rule policy? (expectations written by hand, from the semantics) */
const authorizedTo = (to, values, stage) => biscuitVerdicts(policyOn(to, stage), [], values.map(callTo));
describe('the Biscuit encoding decides each scope kind as documented', () => {
    it('oneOf: strings by text key (case fold, NFC), numbers by value, -0 = 0, NaN = NaN, a list member admits nothing', () => {
        expect(authorizedTo({ oneOf: ['K'] }, ['k', '\u212A', 'K ', 'ſ'])).toEqual([true, true, false, false]);
        expect(authorizedTo({ oneOf: ['é', 's'] }, ['e\u0301', 'ſ', 'S'])).toEqual([true, true, true]);
        expect(authorizedTo({ oneOf: [0, Number.NaN, null] }, [-0, Number.NaN, Infinity, [null], '0'])).toEqual([true, true, false, true, false]);
        expect(authorizedTo({ oneOf: [[1]] }, [1, [1]])).toEqual([false, false]);
        expect(authorizedTo({ oneOf: [] }, ['x', []])).toEqual([false, true]); // an empty list names nobody
    });
    it('range: finite numbers within the bounds (doubles in full), a NaN bound admits nothing', () => {
        expect(authorizedTo({ range: { min: 0, max: 10 } }, [10, 10.5, -0, -1e-300, '5', Infinity, [1, 2], [1, 20]])).toEqual([true, false, true, false, false, false, true, false]);
        expect(authorizedTo({ range: { min: Number.NaN } }, [5])).toEqual([false]);
        expect(authorizedTo({ range: { min: -Infinity, max: 1e308 } }, [-1e308, 1e308, Number.MAX_VALUE])).toEqual([true, true, false]);
        expect(authorizedTo({ range: {} }, [5, Number.NaN, 'x'])).toEqual([true, false, false]);
    });
    it('patterns: Rust regex, case-insensitive, on each recipient-list part of the key; the exclusion shape; unusable patterns match nothing', () => {
        expect(authorizedTo({ patterns: ['^ann'] }, ['Ann@x.example', 'ann@x, bob@x', 'ann@x; ANN@y'])).toEqual([true, false, true]);
        expect(authorizedTo({ patterns: ['^(?!.*evil).*$'] }, ['eve@EVIL.example', 'ann@acme.example', 'a\nb'])).toEqual([false, true, false]);
        expect(authorizedTo({ patterns: ['^k$'] }, ['\u212A', 'K'])).toEqual([true, true]);
        expect(authorizedTo({ patterns: ['['] }, ['['])).toEqual([false]);
        expect(authorizedTo({ patterns: ['(a+)+$'] }, [`${'a'.repeat(5000)}!`])).toEqual([false]);
        expect(authorizedTo({ patterns: [] }, [undefined])).toEqual([true]); // no pattern, no constraint
        expect(() => rulesBlock(policyOn({ patterns: ['\\d+'] }))).toThrow(/Perl or Unicode class/);
    });
    it('domains: an address whose domain (after the last "@") is listed, or the literal entry', () => {
        expect(authorizedTo({ domains: ['acme.example'] }, ['bob@ACME.example', 'acme.example', 'bob@evil.example', 'x@y@acme.example', 'bob@sub.acme.example'])).toEqual([true, true, false, true, false]);
        expect(authorizedTo({ domains: [' @Acme.Example '] }, ['z@acme.example', '@acme.example'])).toEqual([true, true]);
        expect(authorizedTo({ domains: ['#finance'] }, ['#Finance', 'finance', 5])).toEqual([true, false, false]);
        expect(authorizedTo({ domains: [] }, ['x'])).toEqual([false]);
    });
    it('about: a non-blank condition is never decided by rule; a blank one is no condition; absence of a constrained argument is not allowed', () => {
        expect(authorizedTo({ about: ['   ', ''] }, [undefined, 'x'])).toEqual([true, true]);
        expect(authorizedTo({ about: ['internal only'] }, [undefined, 'x'])).toEqual([false, false]);
        expect(authorizedTo({ oneOf: ['a'] }, [undefined, null, 'a'])).toEqual([false, false, true]);
    });
    it('stages, tools, duplicate rules, "__proto__" and appended blocks', () => {
        expect(authorizedTo({}, ['x'], 'post_approval')).toEqual([false]);
        expect(authorizedTo({}, ['x'], 'never')).toEqual([false]);
        const two = { rules: [...policyOn({ oneOf: ['a', 'b'] }).rules, ...policyOn({ oneOf: ['b', 'c'] }).rules] };
        expect(biscuitVerdicts(two, [], ['a', 'b', 'c'].map(callTo))).toEqual([false, true, false]); // two rules: their conjunction
        const proto = JSON.parse('{"rules":[{"tool":"send_email","scope":{"args":{"__proto__":{"oneOf":["a"]}}},"stage":"current_request"}]}');
        const protoCalls = ['{"__proto__":"a"}', '{"__proto__":"b"}', '{}'].map((a) => ({ tool: 'send_email', args: JSON.parse(a) }));
        expect(biscuitVerdicts(proto, [], protoCalls)).toEqual([true, false, false]);
        const p = { rules: [...policyOn({ domains: ['acme.example'] }).rules, { tool: 'post_message', stage: 'current_request' }] };
        const calls = [callTo('ann@acme.example'), callTo('bob@acme.example'), { tool: 'post_message', args: {} }, { tool: 'delete_everything', args: {} }];
        expect(biscuitVerdicts(p, [], calls)).toEqual([true, true, true, false]);
        // a proposal narrows what it names and leaves out (never) the tools it does not
        expect(biscuitVerdicts(p, [{ rules: [{ tool: 'send_email', scope: { args: { to: { patterns: ['^ann@'] } } } }] }], calls)).toEqual([true, false, false, false]);
        // a widening proposal cannot widen: a block only adds checks
        expect(biscuitVerdicts(p, [{ rules: [{ tool: 'send_email', scope: { args: {} } }, { tool: 'delete_everything' }] }], calls)).toEqual([true, true, false, false]);
    });
});
describe('masdrift against Biscuit', () => {
    const params = { numRuns: propRuns(1000), seed: propSeed() };
    it('(1) on the unattenuated policy, "allow without confirmation" and Biscuit agree both ways', SLOW, () => {
        const r = fc.check(agreesWithBiscuit(masdriftLattice), params);
        expect(r.failed, String(r.errorInstance)).toBe(false);
        expect(r.numRuns).toBe(params.numRuns);
    });
    it('(2) whatever an attenuated child allows without confirmation, the token with the proposals appended authorizes', SLOW, () => {
        const r = fc.check(attenuationWithinBiscuit(masdriftLattice), params);
        expect(r.failed, String(r.errorInstance)).toBe(false);
        expect(r.numRuns).toBe(params.numRuns);
    });
    it('(3) masdrift certifies every child ⊑ its parent, as appending a block never widens a token', SLOW, () => {
        const r = fc.check(childCertified(masdriftLattice), params);
        expect(r.failed, String(r.errorInstance)).toBe(false);
    });
    it('attenuation is cautious, not blunt: most calls the token authorizes the child allows too', SLOW, () => {
        const { authorized, share } = attenuationPrecision(masdriftLattice, propRuns(100), propSeed());
        expect(authorized).toBeGreaterThan(0);
        expect(share).toBeGreaterThan(0.8);
    });
});
/**
 * The same properties on the frozen copy of the lattice before issue 31, with the inputs of every
 * finding but one repaired away (finding-repairs.ts): each finding alone must give a counterexample.
 * These searches stop at the first counterexample, so they keep at least the default 1,000 cases
 * however low MASDRIFT_PROP_RUNS is set (fewer would make finding a known bug a coin flip).
 */
describe('the oracle catches findings 1–4 on the lattice before issue 31', () => {
    const old = { attenuate: v0.attenuate, leq: v0.leq, verdict: v0.verdict };
    const params = { numRuns: Math.max(1000, propRuns(1000)), seed: propSeed() };
    const failure = (prop) => {
        const r = fc.check(prop, params);
        expect(r.failed, 'no counterexample found').toBe(true);
        return String(r.errorInstance);
    };
    it('finding 1 (a blank `about`): by (1) — the old resolution read "" as a condition (confirmation) where Biscuit, like the semantics, reads none', SLOW, () => {
        const e = failure(agreesWithBiscuit(old, repairAllBut(1)));
        expect(e).toMatch(/^Error: \[agreement\] the lattice says require_confirmation, Biscuit authorizes/);
        expect(e).toMatch(/"about":\["\s*"/);
    });
    it('finding 2 (text outside ASCII): by (1) — the old lattice compared text two ways (toLowerCase for oneOf and domains, the JavaScript /i regex for patterns), so it disagrees with any one identity, here Biscuit on the NFC + case-fold key', SLOW, () => {
        const e = failure(agreesWithBiscuit(old, repairAllBut(2)));
        expect(e).toMatch(/^Error: \[agreement\]/);
        expect(e.split('\n')[0]).toMatch(/[^\x00-\x7f]/); // the call holds non-ASCII text
    });
    it('finding 3 (an argument named "__proto__"): by (2) — the old meet dropped the argument, so the child allowed what the token, still holding the check on it, refuses', SLOW, () => {
        const e = failure(attenuationWithinBiscuit(old, repairAllBut(3)));
        expect(e).toMatch(/^Error: \[attenuation\]/);
        expect(e).toMatch(/"__proto__"/);
    });
    it('finding 4, two rules for one tool: by (1) and (2) — the old verdict read only the first rule for a tool, Biscuit checks every rule (their conjunction)', SLOW, () => {
        for (const prop of [agreesWithBiscuit(old, repairAllBut(4)), attenuationWithinBiscuit(old, repairAllBut(4))]) {
            const e = failure(prop);
            expect(e).toMatch(/^Error: \[(agreement|attenuation)\] the lattice|^Error: \[attenuation\] the child/);
        }
    });
    it('finding 4, NaN in a range: by (3) only — a NaN bound admitted nothing under the old verdict too (so (1) and (2) agree), but the old ⊑ refused to certify the child', SLOW, () => {
        const e = failure(childCertified(old, repairAllBut(4, dropDuplicateRules)));
        expect(e).toMatch(/^Error: \[certificate\]/);
        expect(e).toMatch(/NaN|Infinity/);
    });
});
