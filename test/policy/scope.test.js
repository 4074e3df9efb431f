import { describe, expect, it } from 'vitest';
import { meetScope, normalizeScope, resolve, scopeLeq } from '../../src/policy/index.js';
const s = (args) => ({ args });
describe('resolve', () => {
    it('an argument the scope does not list is unconstrained', () => {
        expect(resolve(s({ to: { oneOf: ['a@x.example'] } }), { to: 'a@x.example', body: 'anything' })).toBe('match');
        expect(resolve(s({}), {})).toBe('match');
    });
    it('an absent (or null) constrained argument is uncertain', () => {
        expect(resolve(s({ amount: { range: { max: 100 } } }), {})).toBe('uncertain');
        expect(resolve(s({ amount: { range: { max: 100 } } }), { amount: null })).toBe('uncertain');
    });
    it('list arguments: every element must satisfy; an empty list satisfies vacuously', () => {
        const sc = s({ attendees: { domains: ['acme.example'] } });
        expect(resolve(sc, { attendees: ['a@acme.example', 'b@ACME.example'] })).toBe('match');
        expect(resolve(sc, { attendees: ['a@acme.example', 'b@evil.example'] })).toBe('mismatch');
        expect(resolve(sc, { attendees: [] })).toBe('match');
        expect(resolve(sc, { attendees: 'a@acme.example; b@evil.example' })).toBe('mismatch');
    });
    it('oneOf compares strings case-insensitively, other values exactly', () => {
        expect(resolve(s({ to: { oneOf: ['Dana@Acme.example'] } }), { to: 'dana@acme.example' })).toBe('match');
        expect(resolve(s({ n: { oneOf: [1, 2] } }), { n: 3 })).toBe('mismatch');
        expect(resolve(s({ n: { oneOf: [1, 2] } }), { n: '1' })).toBe('mismatch');
    });
    it('range needs a number within bounds', () => {
        const sc = s({ amount: { range: { min: 0, max: 250 } } });
        expect(resolve(sc, { amount: 250 })).toBe('match');
        expect(resolve(sc, { amount: 250.01 })).toBe('mismatch');
        expect(resolve(sc, { amount: '100' })).toBe('mismatch');
    });
    it('patterns are case-insensitive regular expressions; an invalid one matches nothing', () => {
        expect(resolve(s({ to: { patterns: ['^(?!.*northwind).*$'] } }), { to: 'dana@acme.example' })).toBe('match');
        expect(resolve(s({ to: { patterns: ['^(?!.*northwind).*$'] } }), { to: 'AP@NorthWind.example' })).toBe('mismatch');
        expect(resolve(s({ to: { patterns: ['['] } }), { to: 'x' })).toBe('mismatch');
    });
    it('domains admit addresses in the domain and equal channel/party names', () => {
        const sc = s({ channel: { domains: ['#finance', 'acme.example'] } });
        expect(resolve(sc, { channel: '#Finance' })).toBe('match');
        expect(resolve(sc, { channel: 'x@acme.example' })).toBe('match');
        expect(resolve(sc, { channel: 'x@sub.acme.example' })).toBe('mismatch');
        expect(resolve(sc, { channel: '#general' })).toBe('mismatch');
    });
    it('about conditions leave a passing argument uncertain; a failing decidable one still mismatches', () => {
        const sc = s({ body: { about: ['no bank details'] }, to: { domains: ['acme.example'] } });
        expect(resolve(sc, { to: 'a@acme.example', body: 'hello' })).toBe('uncertain');
        expect(resolve(sc, { to: 'a@evil.example', body: 'hello' })).toBe('mismatch');
    });
});
describe('scope order and meet', () => {
    it('subset order on each constructor', () => {
        expect(scopeLeq(s({ to: { oneOf: ['a'] } }), s({ to: { oneOf: ['a', 'b'] } }))).toBe(true);
        expect(scopeLeq(s({ to: { oneOf: ['a', 'c'] } }), s({ to: { oneOf: ['a', 'b'] } }))).toBe(false);
        expect(scopeLeq(s({ n: { range: { min: 1, max: 5 } } }), s({ n: { range: { max: 10 } } }))).toBe(true);
        expect(scopeLeq(s({ n: { range: { max: 50 } } }), s({ n: { range: { max: 10 } } }))).toBe(false);
        expect(scopeLeq(s({ to: { patterns: ['a', 'b'] } }), s({ to: { patterns: ['a'] } }))).toBe(true);
        expect(scopeLeq(s({ to: { domains: ['acme.example'] } }), s({ to: { domains: ['acme.example', 'x.example'] } }))).toBe(true);
        expect(scopeLeq(s({ to: { about: ['p', 'q'] } }), s({ to: { about: ['p'] } }))).toBe(true);
        expect(scopeLeq(s({}), s({ to: { about: ['p'] } }))).toBe(false);
        expect(scopeLeq(s({ to: { oneOf: ['a'] } }), s({}))).toBe(true);
    });
    it('a value set implies another constructor when each of its values satisfies it', () => {
        expect(scopeLeq(s({ to: { oneOf: ['dana@acme.example'] } }), s({ to: { domains: ['acme.example'] } }))).toBe(true);
        expect(scopeLeq(s({ n: { oneOf: [5, 7] } }), s({ n: { range: { max: 10 } } }))).toBe(true);
        expect(scopeLeq(s({ n: { oneOf: [5, 70] } }), s({ n: { range: { max: 10 } } }))).toBe(false);
    });
    it('meet narrows both sides', () => {
        const a = s({ to: { oneOf: ['a@x.example', 'b@x.example'] }, amount: { range: { max: 100 } } });
        const b = s({ to: { oneOf: ['B@x.example'] }, amount: { range: { min: 10, max: 500 } } });
        const m = meetScope(a, b);
        expect(m.args['to']?.oneOf).toEqual(['b@x.example']);
        expect(m.args['amount']?.range).toEqual({ min: 10, max: 100 });
        expect(scopeLeq(m, a) && scopeLeq(m, b)).toBe(true);
    });
    it('normalisation drops constraints that constrain nothing and sorts values', () => {
        expect(normalizeScope(s({ a: {}, b: { patterns: [], about: [' '] }, c: { oneOf: ['z', 'a', 'z'] } }))).toEqual(s({ c: { oneOf: ['a', 'z'] } }));
    });
});
