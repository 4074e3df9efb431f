/**
 * The scope module's stated semantics (its header), one example per clause the other tests leave
 * open: how a value is read (recipient lists, nested lists, non-finite numbers, blank text), what
 * each constraint admits at its edges, and which argument a resolution names. Found missing by the
 * mutation run (test/policy/MUTATION.md).
 */
import { describe, expect, it } from 'vitest';
import { anyScope, matchesScope, resolutionRank, resolve, resolveArg, resolveDetailed, scopeLeq, stringParts } from '../../src/policy/index.js';
const s = (args) => ({ args });
const one = (a, v) => resolve(s({ x: a }), v === undefined ? {} : { x: v });
describe('reading a value', () => {
    it('a string is a recipient list: split on "," and ";", parts trimmed, empty parts dropped', () => {
        expect(stringParts('a@acme.example, b@acme.example;c@acme.example ;')).toEqual(['a@acme.example', 'b@acme.example', 'c@acme.example']);
        expect(stringParts('  solo  ')).toEqual(['solo']);
        // a string of separators (or blank) is one part, the trimmed text: never an empty list that names nobody
        expect(stringParts(' , ; ')).toEqual([', ;']);
        expect(stringParts('   ')).toEqual(['']);
    });
    it('a list written with spaces or a trailing separator is judged part by part', () => {
        const channels = { domains: ['#finance', '#general'] };
        expect(one(channels, '#finance; #general')).toBe('match');
        expect(one(channels, '#finance,')).toBe('match');
        expect(one(channels, '#finance; #random')).toBe('mismatch');
        expect(one({ patterns: ['^#'] }, '#finance, #general')).toBe('match');
    });
    it('a separators-only recipient string names nobody allowed: it does not pass as an empty list', () => {
        expect(one({ domains: ['acme.example'] }, ',;')).toBe('mismatch');
        expect(one({ domains: ['acme.example'] }, '')).toBe('mismatch');
        expect(one({ patterns: ['acme'] }, ' ; ')).toBe('mismatch');
        // the one part is the trimmed text: a blank argument reads as ""
        expect(one({ patterns: ['^$'] }, '   ')).toBe('match');
    });
    it('nested lists are flattened: every leaf must pass, however deep', () => {
        const dom = { domains: ['acme.example'] };
        expect(one(dom, [['a@acme.example'], [['b@acme.example']], 'c@acme.example'])).toBe('match');
        expect(one(dom, [['a@acme.example'], [['b@evil.example']]])).toBe('mismatch');
        expect(one({ range: { max: 10 } }, [[1, [2]], 3])).toBe('match');
        expect(one({ range: { max: 10 } }, [[1, [20]], 3])).toBe('mismatch');
        expect(one({ oneOf: ['a'] }, [[], []])).toBe('match');
    });
    it('an absent or null argument is uncertain only where the scope constrains it', () => {
        for (const unconstraining of [{}, { about: [] }, { about: ['', '  '] }, { patterns: [] }]) {
            expect(one(unconstraining, undefined)).toBe('match');
            expect(one(unconstraining, null)).toBe('match');
            expect(one(unconstraining, 42)).toBe('match');
        }
        for (const constraining of [{ oneOf: ['a'] }, { range: {} }, { patterns: ['a'] }, { domains: [] }, { about: ['no bank details'] }]) {
            expect(one(constraining, undefined)).toBe('uncertain');
            expect(one(constraining, null)).toBe('uncertain');
        }
    });
});
describe('constraints at their edges', () => {
    it('oneOf: strings by key, finite numbers by value (0 is -0), other values by canonical JSON', () => {
        expect(one({ oneOf: [0] }, -0)).toBe('match');
        expect(one({ oneOf: [1, 2] }, 2)).toBe('match');
        expect(one({ oneOf: [true] }, true)).toBe('match');
        expect(one({ oneOf: [true] }, false)).toBe('mismatch');
        expect(one({ oneOf: [{ a: 1, b: 2 }] }, { b: 2, a: 1 })).toBe('match');
        expect(one({ oneOf: [{ a: 1 }] }, { a: 2 })).toBe('mismatch');
        expect(one({ oneOf: ['1'] }, 1)).toBe('mismatch');
        expect(one({ oneOf: [] }, 'anything')).toBe('mismatch');
        // a list member admits nothing: values are judged leaf by leaf
        expect(one({ oneOf: [['a']] }, 'a')).toBe('mismatch');
        expect(one({ oneOf: [['a'], 'a'] }, ['a'])).toBe('match');
    });
    it('range: a finite number within [min, max], both ends included', () => {
        const r = { range: { min: 10, max: 20 } };
        expect(one(r, 10)).toBe('match');
        expect(one(r, 20)).toBe('match');
        expect(one(r, 9.99)).toBe('mismatch');
        expect(one(r, 20.01)).toBe('mismatch');
        expect(one({ range: {} }, 5)).toBe('match');
        expect(one({ range: {} }, 'five')).toBe('mismatch');
        // a call built in code may carry non-finite numbers: no range admits them
        for (const v of [Infinity, -Infinity, Number.NaN]) {
            expect(one({ range: {} }, v)).toBe('mismatch');
            expect(one({ range: { min: 0 } }, v)).toBe('mismatch');
            expect(one({ range: { max: 0 } }, v)).toBe('mismatch');
        }
    });
    it('patterns: every part must match every pattern; a non-string fails', () => {
        const two = { patterns: ['acme', '^ann'] };
        expect(one(two, 'ann@acme.example')).toBe('match');
        expect(one(two, 'bob@acme.example')).toBe('mismatch');
        expect(one(two, 'ann@evil.example')).toBe('mismatch');
        expect(one({ patterns: ['^ann'] }, 'ann@acme.example, eve@evil.example')).toBe('mismatch');
        expect(one({ patterns: ['acme'] }, 5)).toBe('mismatch');
    });
    it('domains: an address in a listed domain, or a part equal to an entry (leading "@"s ignored for the domain)', () => {
        expect(one({ domains: ['acme.example'] }, 'Ann@ACME.example')).toBe('match');
        expect(one({ domains: ['acme.example'] }, 'acme.example')).toBe('match');
        expect(one({ domains: ['@acme.example'] }, 'acme.example')).toBe('match');
        expect(one({ domains: ['@@acme.example'] }, 'x@acme.example')).toBe('match');
        expect(one({ domains: [' acme.example '] }, 'x@acme.example')).toBe('match');
        // the domain is what follows the last "@", also when nothing precedes it
        expect(one({ domains: ['acme.example'] }, '@acme.example')).toBe('match');
        expect(one({ domains: ['acme.example'] }, 'x@evil.example@acme.example')).toBe('match');
        expect(one({ domains: ['acme.example'] }, 'x@acme.example@evil.example')).toBe('mismatch');
        expect(one({ domains: ['acme.example'] }, 'x@acme.example.evil')).toBe('mismatch');
        // an entry is also a literal: "@ops@corp.example" admits itself, though its domain part is ops@corp.example
        expect(one({ domains: ['@ops@corp.example'] }, '@ops@corp.example')).toBe('match');
        expect(one({ domains: ['@ops@corp.example'] }, 'x@corp.example')).toBe('mismatch');
        expect(one({ domains: [] }, 'x@acme.example')).toBe('mismatch');
        expect(one({ domains: ['acme.example'] }, 7)).toBe('mismatch');
    });
    it('about: a present argument passing the decidable constraints is uncertain; blank conditions are none', () => {
        expect(one({ about: ['  ', 'no bank details'] }, 'hello')).toBe('uncertain');
        expect(one({ about: ['', ' '] }, 'hello')).toBe('match');
        expect(one({ about: ['no bank details'], domains: ['acme.example'] }, 'x@acme.example')).toBe('uncertain');
        expect(one({ about: ['no bank details'], domains: ['acme.example'] }, 'x@evil.example')).toBe('mismatch');
    });
});
describe('matchesScope: could the arguments be inside the scope', () => {
    it('is false for a mismatch only (match and uncertain may be inside)', () => {
        const sc = s({ to: { domains: ['acme.example'] }, note: { about: ['p'] } });
        expect(matchesScope(sc, { to: 'a@acme.example' })).toBe(true);
        expect(matchesScope(sc, { note: 'x' })).toBe(true);
        expect(matchesScope(s({ to: { domains: ['acme.example'] } }), { to: 'a@acme.example' })).toBe(true);
        expect(matchesScope(sc, { to: 'a@evil.example', note: 'x' })).toBe(false);
    });
});
describe('which argument a resolution names', () => {
    it('resolveArg names the failing constraint, the absent value or the undecided condition', () => {
        expect(resolveArg(undefined, 'x')).toEqual({ resolution: 'match', failed: null });
        expect(resolveArg({ oneOf: ['a'] }, 'a')).toEqual({ resolution: 'match', failed: null });
        expect(resolveArg({ oneOf: ['a'] }, 'b')).toEqual({ resolution: 'mismatch', failed: 'oneOf' });
        expect(resolveArg({ range: { max: 1 } }, 2)).toEqual({ resolution: 'mismatch', failed: 'range' });
        expect(resolveArg({ patterns: ['a'] }, 'b')).toEqual({ resolution: 'mismatch', failed: 'patterns' });
        expect(resolveArg({ domains: ['a.example'] }, 'b')).toEqual({ resolution: 'mismatch', failed: 'domains' });
        expect(resolveArg({ oneOf: ['a'], domains: ['x.example'] }, 'a')).toEqual({ resolution: 'mismatch', failed: 'domains' });
        expect(resolveArg({ about: ['p'] }, 'b')).toEqual({ resolution: 'uncertain', failed: 'about' });
        expect(resolveArg({ about: ['p'] }, null)).toEqual({ resolution: 'uncertain', failed: 'absent' });
    });
    it('a match names no argument; otherwise the first argument (by name) with the worst outcome', () => {
        const sc = s({ to: { domains: ['acme.example'] }, cc: { domains: ['acme.example'] }, body: { about: ['p'] }, amount: { range: { max: 5 } } });
        expect(resolveDetailed(sc, { to: 'a@acme.example', cc: 'b@acme.example', amount: 1, body: 'x' })).toEqual({ resolution: 'uncertain', arg: 'body', constraint: 'about' });
        expect(resolveDetailed(sc, { to: 'a@evil.example', cc: 'b@evil.example', amount: 1, body: 'x' })).toEqual({ resolution: 'mismatch', arg: 'cc', constraint: 'domains' });
        expect(resolveDetailed(sc, { to: 'a@evil.example', cc: 'b@acme.example', amount: 9, body: 'x' })).toEqual({ resolution: 'mismatch', arg: 'amount', constraint: 'range' });
        expect(resolveDetailed(sc, { cc: 'b@acme.example', amount: 1, body: 'x' })).toEqual({ resolution: 'uncertain', arg: 'body', constraint: 'about' });
        expect(resolveDetailed(s({ to: { domains: ['acme.example'] }, cc: { oneOf: ['x'] } }), { to: 'a@acme.example', cc: 'x' })).toEqual({ resolution: 'match', arg: null, constraint: null });
        expect(resolveDetailed(s({ b: { oneOf: ['x'] }, a: { oneOf: ['x'] } }), {})).toEqual({ resolution: 'uncertain', arg: 'a', constraint: 'absent' });
    });
    it('does not depend on the order a scope lists its arguments in', () => {
        const ab = s({ a: { oneOf: ['x'] }, b: { oneOf: ['y'] } });
        const ba = s({ b: { oneOf: ['y'] }, a: { oneOf: ['x'] } });
        for (const args of [{}, { a: 'no', b: 'no' }, { a: 'x' }, { b: 'y' }, { a: 'x', b: 'no' }]) {
            expect(resolveDetailed(ba, args)).toEqual(resolveDetailed(ab, args));
        }
        expect(resolveDetailed(ba, { a: 'no', b: 'no' }).arg).toBe('a');
    });
    it('ranks resolutions match ≺ uncertain ≺ mismatch; anyScope matches every call', () => {
        expect([resolutionRank('match'), resolutionRank('uncertain'), resolutionRank('mismatch')]).toEqual([0, 1, 2]);
        expect(resolve(anyScope(), { to: 'eve@evil.example', amount: 1e9 })).toBe('match');
        expect(Object.keys(anyScope().args)).toEqual([]);
        // its arguments live in a null-prototype record: "__proto__" is a name like any other
        expect(Object.getPrototypeOf(anyScope().args)).toBe(null);
        expect(scopeLeq(s({ x: { oneOf: ['a'] } }), anyScope())).toBe(true);
    });
});
