/**
 * The scope order (⊆), meet (∧) and canonical form, beyond the constructed cases of
 * lattice.properties: where ⊆ must answer false (a witness value proves it), where it must still see
 * ⊆ (precision the Chain defense relies on), the lattice laws of ∧, and a canonical form that does
 * not depend on how a scope was written. Found missing by the mutation run (test/policy/MUTATION.md).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argScopeLeq, meetScope, normalizeArgScope, normalizeScope, resolutionRank, resolve, scopeEquiv, scopeLeq } from '../../src/policy/index.js';
import { argsArb, propParams, scopeArb } from './arbitraries.js';
import { propRuns } from '../helpers.js';
/** The meet's laws sample four calls per pair: 300 pairs by default (MASDRIFT_PROP_RUNS scales them). */
const meetParams = { ...propParams, numRuns: propRuns(300) };
const s = (args) => ({ args });
const x = (a) => s({ x: a });
const admits = (a, v) => resolve(x(a), { x: v }) !== 'mismatch';
/** a ⊆ b must be false, and `witness` shows why: a admits it, b does not. */
function refuted(a, b, witness) {
    expect(admits(a, witness)).toBe(true);
    expect(admits(b, witness)).toBe(false);
    expect(argScopeLeq(a, b)).toBe(false);
    expect(scopeLeq(x(a), x(b))).toBe(false);
}
describe('⊆ answers false when a value refutes it', () => {
    it('range: a wider bound on either side, or no range at all', () => {
        refuted({ range: { min: -1 } }, { range: { min: 0 } }, -1);
        refuted({ range: { max: 11 } }, { range: { max: 10 } }, 11);
        refuted({ range: {} }, { range: { min: 0 } }, -5);
        refuted({ range: { min: 0 } }, { range: { max: 10 } }, 50);
        refuted({ range: { max: 10 } }, { range: { min: 0 } }, -5);
        // a one-point range is satisfiable
        refuted({ range: { min: 5, max: 5 } }, { range: { max: 1 } }, 5);
        refuted({ oneOf: [5, 70] }, { range: { max: 10 } }, 70);
    });
    it('oneOf: a value the other side lacks; a list member does not make a set empty', () => {
        refuted({ oneOf: ['a', ['z']] }, { oneOf: ['b'] }, 'a');
        refuted({ oneOf: ['a', 'c'] }, { oneOf: ['a'] }, 'c');
        refuted({ patterns: ['^a$'] }, { oneOf: ['a'] }, 'a, a');
        refuted({ domains: ['acme.example'] }, { oneOf: ['x@acme.example'] }, 'y@acme.example');
        refuted({ range: { max: 3 } }, { oneOf: [1, 2, 3] }, 2.5);
    });
    it('patterns: each of the other side\'s patterns must be implied', () => {
        refuted({ patterns: ['acme'] }, { patterns: ['acme', '^ann'] }, 'bob@acme.example');
        refuted({ domains: ['acme.example'] }, { patterns: ['^ann'] }, 'bob@acme.example');
        refuted({ range: { max: 1 } }, { patterns: ['a'] }, 0);
    });
    it('domains: an entry stands for its addresses and for itself, and both must be admitted', () => {
        refuted({ domains: ['acme.example', 'evil.example'] }, { domains: ['acme.example'] }, 'x@evil.example');
        // "@ops@corp.example" admits itself literally; "ops@corp.example" does not admit it
        refuted({ domains: ['@ops@corp.example'] }, { domains: ['ops@corp.example'] }, '@ops@corp.example');
        refuted({ range: { max: 1 } }, { domains: ['acme.example'] }, 0);
        refuted({ patterns: ['acme'] }, { domains: ['acme.example'] }, 'acme.example.evil');
    });
    it('about: the narrower side must carry every condition of the wider one', () => {
        expect(argScopeLeq({ about: ['p'] }, { about: ['p', 'q'] })).toBe(false);
        expect(argScopeLeq({ oneOf: ['a'] }, { oneOf: ['a'], about: ['p'] })).toBe(false);
        expect(argScopeLeq(undefined, { about: ['p'] })).toBe(false);
    });
    it('scopes: every argument of the wider scope must be implied', () => {
        expect(scopeLeq(s({ to: { oneOf: ['a'] } }), s({ to: { oneOf: ['a'] }, cc: { oneOf: ['b'] } }))).toBe(false);
        expect(scopeLeq(s({ cc: { oneOf: ['b'] } }), s({ to: { oneOf: ['a'] }, cc: { oneOf: ['b'] } }))).toBe(false);
        expect(scopeLeq(s({ to: { oneOf: ['a'] }, cc: { oneOf: ['b'] } }), s({ to: { oneOf: ['a'] }, cc: { oneOf: ['b'] } }))).toBe(true);
    });
});
describe('⊆ still sees the narrowings it can prove (precision)', () => {
    it('a scope no value can satisfy is below every scope without conditions', () => {
        const empty = [
            { range: { min: Number.NaN } },
            { range: { max: Number.NaN } },
            { range: { min: Infinity } },
            { range: { max: -Infinity } },
            { range: { min: 5, max: 1 } },
            { oneOf: [] },
            { oneOf: [['a'], []] },
            { domains: [] },
        ];
        const others = [{ oneOf: ['z'] }, { range: { min: 0, max: 1 } }, { patterns: ['^z$'] }, { domains: ['z.example'] }, { oneOf: [1], domains: ['z.example'] }];
        for (const a of empty) {
            for (const v of ['z', 0, 0.5, 'x@z.example'])
                expect(admits(a, v)).toBe(false);
            for (const b of others)
                expect(argScopeLeq(a, b)).toBe(true);
            expect(argScopeLeq(a, { about: ['p'] })).toBe(false);
        }
    });
    it('range: equal or tighter bounds', () => {
        expect(argScopeLeq({ range: { min: 0, max: 10 } }, { range: { min: 0, max: 10 } })).toBe(true);
        expect(argScopeLeq({ range: { min: 1, max: 9 } }, { range: { min: 0, max: 10 } })).toBe(true);
        expect(argScopeLeq({ range: { min: 1 } }, { range: {} })).toBe(true);
    });
    it('a value set is below any constraint each of its values satisfies; list members admit nothing', () => {
        expect(argScopeLeq({ oneOf: ['Ann@Acme.example', 'bob@acme.example'] }, { domains: ['acme.example'] })).toBe(true);
        expect(argScopeLeq({ oneOf: ['ann@acme.example'] }, { patterns: ['^ann', 'acme'] })).toBe(true);
        expect(argScopeLeq({ oneOf: [5, [70]] }, { range: { max: 10 } })).toBe(true);
        expect(argScopeLeq({ oneOf: ['a', ['b']] }, { oneOf: ['a'] })).toBe(true);
        expect(argScopeLeq({ oneOf: ['A'] }, { oneOf: ['a', ['b']] })).toBe(true);
    });
    it('patterns: a superset of the patterns, in any order', () => {
        expect(argScopeLeq({ patterns: ['b', 'a'] }, { patterns: ['a', 'b'] })).toBe(true);
        expect(argScopeLeq({ patterns: ['a', 'b', 'c'] }, { patterns: ['c'] })).toBe(true);
    });
    it('domains: entries the other side admits both as a domain and as a literal', () => {
        expect(argScopeLeq({ domains: ['acme.example'] }, { domains: ['@acme.example'] })).toBe(true);
        expect(argScopeLeq({ domains: ['ACME.example '] }, { domains: ['acme.example', 'x.example'] })).toBe(true);
        expect(argScopeLeq({ domains: ['@acme.example'] }, { domains: ['@acme.example'] })).toBe(true);
    });
    it('about: conditions compare by text key, trimmed; blank ones are none', () => {
        expect(argScopeLeq({ about: [' No Bank Details '] }, { about: ['no bank details'] })).toBe(true);
        expect(argScopeLeq({ about: ['p'] }, { about: ['p', ' '] })).toBe(true);
        expect(argScopeLeq({ about: ['p'] }, { about: [' P '] })).toBe(true);
        expect(argScopeLeq(undefined, { about: ['', '  '] })).toBe(true);
        expect(argScopeLeq({ oneOf: ['a'], about: ['p'] }, { oneOf: ['a', 'b'] })).toBe(true);
    });
    it('scopeEquiv: both ways, no more', () => {
        expect(scopeEquiv(x({ oneOf: ['A', 'a'] }), x({ oneOf: ['a'] }))).toBe(true);
        expect(scopeEquiv(x({ oneOf: ['a'] }), x({ oneOf: ['a', 'b'] }))).toBe(false);
        expect(scopeEquiv(x({ oneOf: ['a', 'b'] }), x({ oneOf: ['a'] }))).toBe(false);
        expect(scopeEquiv(s({}), x({ about: [' '] }))).toBe(true);
    });
});
/** A scope written differently: arguments and every list in reverse order. */
function reversed(sc) {
    const args = {};
    for (const name of Object.keys(sc.args).reverse()) {
        const a = sc.args[name];
        const r = {};
        if (a.about !== undefined)
            r.about = [...a.about].reverse();
        if (a.domains !== undefined)
            r.domains = [...a.domains].reverse();
        if (a.patterns !== undefined)
            r.patterns = [...a.patterns].reverse();
        if (a.range !== undefined)
            r.range = a.range.max === undefined ? { ...a.range } : { max: a.range.max, ...a.range };
        if (a.oneOf !== undefined)
            r.oneOf = [...a.oneOf].reverse();
        args[name] = r;
    }
    return { args };
}
describe('the canonical form', () => {
    it('does not depend on how the scope was written, and is a fixed point', () => {
        fc.assert(fc.property(scopeArb, (sc) => {
            const n = normalizeScope(sc);
            expect(JSON.stringify(normalizeScope(reversed(sc)))).toBe(JSON.stringify(n));
            expect(JSON.stringify(normalizeScope(n))).toBe(JSON.stringify(n));
        }), propParams);
    });
    it('one representative per value class, whichever came first', () => {
        const written = x({ oneOf: ['dana@acme.example', 'Dana@Acme.example', 5, 5], domains: ['Acme.example ', 'acme.example'], about: ['no bank details', ' No bank details'], patterns: ['b', 'a', 'b'] });
        const n = normalizeScope(written);
        expect(JSON.stringify(normalizeScope(reversed(written)))).toBe(JSON.stringify(n));
        expect(n.args['x']).toEqual({ oneOf: [5, 'Dana@Acme.example'], domains: ['acme.example'], about: ['No bank details'], patterns: ['a', 'b'] });
    });
    it('trims and composes free-text conditions, lower-cases and trims domain entries, keeps the bounds given', () => {
        expect(normalizeArgScope({ about: ['  no bank details  ', 'cafe\u0301'] })).toEqual({ about: ['café', 'no bank details'] });
        expect(normalizeArgScope({ domains: ['  ACME.example '] })).toEqual({ domains: ['acme.example'] });
        const bounds = [normalizeArgScope({ range: { min: 1 } }), normalizeArgScope({ range: { max: 2 } }), normalizeArgScope({ range: {} })];
        expect(bounds.map((b) => Object.keys(b?.range ?? { none: 1 }))).toEqual([['min'], ['max'], []]);
        expect(normalizeArgScope({ oneOf: [] })).toEqual({ oneOf: [] });
        expect(normalizeArgScope({ domains: [] })).toEqual({ domains: [] });
        expect(normalizeArgScope({ patterns: [], about: ['\t'] })).toBe(null);
    });
});
const RANKED = (sc, args) => resolutionRank(resolve(sc, args));
const usesDomains = (...scs) => scs.some((sc) => Object.values(sc.args).some((a) => a.domains !== undefined));
describe('the meet', () => {
    const withSamples = fc.tuple(scopeArb, scopeArb).chain(([a, b]) => fc.tuple(fc.constant(a), fc.constant(b), fc.array(argsArb([a, b]), { minLength: 4, maxLength: 4 })));
    it('is the conjunction: resolves like the stricter of its sides (exactly, but for domains, where no less strictly)', () => {
        fc.assert(fc.property(withSamples, ([a, b, samples]) => {
            const m = meetScope(a, b);
            for (const args of samples) {
                const both = Math.max(RANKED(a, args), RANKED(b, args));
                if (usesDomains(a, b))
                    expect(RANKED(m, args)).toBeGreaterThanOrEqual(both);
                else
                    expect(RANKED(m, args)).toBe(both);
            }
        }), meetParams);
    });
    it('is idempotent, commutative and has the empty scope as identity (up to ≡)', () => {
        fc.assert(fc.property(withSamples, ([a, b, samples]) => {
            const n = normalizeScope(a);
            expect(scopeEquiv(meetScope(a, a), a)).toBe(true);
            expect(JSON.stringify(meetScope(a, a))).toBe(JSON.stringify(meetScope(n, n)));
            expect(JSON.stringify(meetScope(a, s({})))).toBe(JSON.stringify(n));
            expect(JSON.stringify(meetScope(s({}), a))).toBe(JSON.stringify(n));
            const ab = meetScope(a, b);
            const ba = meetScope(b, a);
            expect(scopeEquiv(ab, ba)).toBe(true);
            for (const args of samples)
                expect(resolve(ab, args)).toBe(resolve(ba, args));
        }), meetParams);
    });
    it('intersects value sets and ranges, conjoins patterns and conditions', () => {
        const m = meetScope(s({ to: { oneOf: ['a', 'B', ['l']] }, n: { range: { min: 0 } }, p: { patterns: ['a'] }, q: { about: ['p'] }, d: { domains: ['acme.example', 'evil.example'] } }), s({ to: { oneOf: ['b', 'c', ['l']] }, n: { range: { max: 9 } }, p: { patterns: ['b'] }, q: { about: ['q'] }, d: { domains: ['@acme.example'] }, only: { oneOf: [1] } }));
        expect(m.args['to']).toEqual({ oneOf: ['B'] });
        expect(m.args['n']).toEqual({ range: { min: 0, max: 9 } });
        expect(m.args['p']).toEqual({ patterns: ['a', 'b'] });
        expect(m.args['q']).toEqual({ about: ['p', 'q'] });
        expect(m.args['d']).toEqual({ domains: ['acme.example'] });
        expect(m.args['only']).toEqual({ oneOf: [1] });
        // one-sided constraints are kept, whichever side holds them
        const one = meetScope(x({ oneOf: ['a'], range: { min: 1 } }), x({ domains: ['acme.example'], patterns: ['a'], about: ['p'] }));
        expect(one.args['x']).toEqual({ oneOf: ['a'], range: { min: 1 }, domains: ['acme.example'], patterns: ['a'], about: ['p'] });
        const other = meetScope(x({ domains: ['acme.example'], patterns: ['a'], about: ['p'] }), x({ oneOf: ['a'], range: { max: 1 } }));
        expect(other.args['x']).toEqual({ oneOf: ['a'], range: { max: 1 }, domains: ['acme.example'], patterns: ['a'], about: ['p'] });
        // a range on one side only stays as it is, with no bound invented for the other end
        expect(meetScope(x({ range: { min: 3 } }), x({ oneOf: [4] })).args['x']?.range).toEqual({ min: 3 });
        expect(Object.keys(meetScope(x({ range: { max: 3 } }), x({ range: { max: 5 } })).args['x']?.range ?? {})).toEqual(['max']);
    });
    it('keeps only domain entries the other side admits in full, so the meet implies both', () => {
        const a = x({ domains: ['@ops@corp.example', 'acme.example'] });
        const b = x({ domains: ['ops@corp.example', 'acme.example'] });
        const m = meetScope(a, b);
        // "ops@corp.example" stays: a admits it (the domain part of its entry), b literally
        expect(m.args['x']?.domains).toEqual(['acme.example', 'ops@corp.example']);
        expect(scopeLeq(m, a) && scopeLeq(m, b)).toBe(true);
        expect(admits(m.args['x'], '@ops@corp.example')).toBe(false);
    });
    it('a NaN bound survives the meet (it admits nothing, and so does the meet)', () => {
        const m = meetScope(x({ range: { min: Number.NaN } }), x({ range: { min: 0, max: 5 } }));
        expect(admits(m.args['x'], 1)).toBe(false);
        expect(scopeLeq(m, x({ oneOf: ['nothing'] }))).toBe(true);
    });
});
