/**
 * Policies (policy.ts): the canonical form, building policies over a tool surface, and ⊑ on
 * policies, including policies built in code with several rules for a tool (their conjunction).
 * Found missing by the mutation run (test/policy/MUTATION.md).
 */
import { describe, expect, it } from 'vitest';
import { canonicalPolicy, leq, policyEquiv, policyFor, ruleFor, topPolicy, verdict } from '../../src/policy/index.js';
const rule = (tool, args = {}, stage = 'current_request', sentence) => {
    const r = { tool, scope: { args }, stage };
    if (sentence !== undefined)
        r.provenance = { sentence, reason: `from "${sentence}"` };
    return r;
};
const pol = (...rules) => ({ rules });
/** Paths to undefined values: a canonical policy has none (it is exactly its own JSON). */
function undefinedPaths(v, path = '$') {
    if (v === undefined)
        return [path];
    if (v === null || typeof v !== 'object')
        return [];
    return Object.entries(v).flatMap(([k, x]) => undefinedPaths(x, `${path}.${k}`));
}
describe('canonicalPolicy', () => {
    it('sorts rules by tool name as code units compare and normalises each scope', () => {
        const c = canonicalPolicy(pol(rule('b', { x: {} }), rule('a'), rule('B', { y: { oneOf: ['z', 'y'] } })));
        expect(c.rules.map((r) => r.tool)).toEqual(['B', 'a', 'b']);
        expect(c.rules[0]?.scope.args['y']).toEqual({ oneOf: ['y', 'z'] });
        expect(Object.keys(c.rules[2]?.scope.args ?? { missing: 1 })).toEqual([]);
    });
    it('keeps provenance where there is one, and writes no empty keys where there is none', () => {
        const c = canonicalPolicy(pol(rule('a', {}, 'never', 'do not'), rule('b')));
        expect(c.rules[0]?.provenance).toEqual({ sentence: 'do not', reason: 'from "do not"' });
        expect('provenance' in c.rules[1]).toBe(false);
        expect(undefinedPaths(canonicalPolicy(pol(rule('b', { n: { range: { min: 1 } } }), rule('a', { n: { range: { max: 1 } } }))))).toEqual([]);
    });
    it('merges several rules for a tool: the meet of the scopes, the strictest stage, the first provenance there is', () => {
        const merged = canonicalPolicy(pol(rule('t', { to: { oneOf: ['a', 'b'] } }, 'current_request'), rule('u'), rule('t', { to: { oneOf: ['b', 'c'] } }, 'post_approval', 'second'), rule('t', { amount: { range: { max: 5 } } }, 'current_request', 'third')));
        expect(merged.rules.map((r) => r.tool)).toEqual(['t', 'u']);
        const t = merged.rules[0];
        expect(t.scope.args['to']).toEqual({ oneOf: ['b'] });
        expect(t.scope.args['amount']).toEqual({ range: { max: 5 } });
        expect(t.stage).toBe('post_approval');
        expect(t.provenance?.sentence).toBe('second');
        expect(canonicalPolicy(pol(rule('t', {}, 'never', 'first'), rule('t', {}, 'current_request', 'second'))).rules[0]?.provenance?.sentence).toBe('first');
        expect('provenance' in canonicalPolicy(pol(rule('t'), rule('t', {}, 'never'))).rules[0]).toBe(false);
    });
});
describe('building policies over a tool surface', () => {
    const tools = [{ name: 'send_email' }, { name: 'list_invoices' }];
    it('topPolicy: every tool current_request, unconstrained, in canonical order', () => {
        expect(topPolicy(tools)).toEqual({ rules: [rule('list_invoices'), rule('send_email')] });
        expect(verdict({ tool: 'send_email', args: { to: 'anyone@anywhere.example' } }, topPolicy(tools)).decision).toBe('allow');
    });
    it('policyFor: the given rule where there is one (with its provenance), the permissive default elsewhere', () => {
        const p = policyFor(tools, [{ tool: 'send_email', stage: 'post_approval', scope: { args: { to: { domains: ['ACME.example'] } } }, provenance: { sentence: 's', reason: 'r' } }]);
        expect(p.rules).toEqual([rule('list_invoices'), { tool: 'send_email', scope: { args: { to: { domains: ['acme.example'] } } }, stage: 'post_approval', provenance: { sentence: 's', reason: 'r' } }]);
        expect('provenance' in p.rules[0]).toBe(false);
        expect(policyFor(tools, [{ tool: 'list_invoices', stage: 'never' }]).rules).toEqual([rule('list_invoices', {}, 'never'), rule('send_email')]);
        expect(policyFor(tools, [{ tool: 'list_invoices', scope: { args: { q: { oneOf: ['x'] } } } }]).rules[0]).toEqual(rule('list_invoices', { q: { oneOf: ['x'] } }));
    });
    it('policyFor refuses a rule for a tool outside the surface, naming it', () => {
        expect(() => policyFor(tools, [{ tool: 'send_email' }, { tool: 'wire_money' }])).toThrow('policyFor: rule for "wire_money", which is not in the tool surface');
        expect(() => policyFor(tools, [{ tool: 'send_email' }, { tool: 'list_invoices' }])).not.toThrow();
    });
    it('ruleFor: the rule of that tool, or none', () => {
        const p = policyFor(tools, [{ tool: 'send_email', stage: 'never' }]);
        expect(ruleFor(p, 'send_email')?.stage).toBe('never');
        expect(ruleFor(p, 'list_invoices')?.stage).toBe('current_request');
        expect(ruleFor(p, 'wire_money')).toBeUndefined();
    });
});
describe('⊑ on policies', () => {
    const P = pol(rule('a', { to: { oneOf: ['x', 'y'] } }), rule('b', {}, 'post_approval'));
    it('needs the same tools: none omitted, none added, none swapped', () => {
        expect(leq(pol(rule('a', { to: { oneOf: ['x'] } })), P)).toBe(false);
        expect(leq(pol(...P.rules, rule('c', {}, 'never')), P)).toBe(false);
        expect(leq(pol(rule('a', { to: { oneOf: ['x'] } }), rule('c', {}, 'never')), P)).toBe(false);
        expect(leq(P, pol(rule('a'), rule('c')))).toBe(false);
        expect(leq(pol(rule('b', {}, 'never'), rule('a', { to: { oneOf: ['x'] } })), P)).toBe(true);
    });
    it('needs each stage at least as strict and each scope inside', () => {
        expect(leq(pol(rule('a', { to: { oneOf: ['x'] } }), rule('b', {}, 'current_request')), P)).toBe(false);
        expect(leq(pol(rule('a', { to: { oneOf: ['x', 'z'] } }), rule('b', {}, 'never')), P)).toBe(false);
        expect(leq(pol(rule('a', { to: { oneOf: ['x'] } }, 'post_approval'), rule('b', {}, 'post_approval')), P)).toBe(true);
    });
    it('reads several rules for a tool as their conjunction, on either side', () => {
        // the narrower side: some rule of it must imply each rule of the wider side
        const two = pol(rule('a', { to: { oneOf: ['x'] } }), rule('a', {}, 'never'), rule('b', {}, 'never'));
        expect(leq(two, P)).toBe(true);
        const firstNarrows = pol(rule('a', { to: { oneOf: ['x'] } }), rule('a', {}), rule('b', {}, 'never'));
        expect(leq(firstNarrows, P)).toBe(true);
        const secondNarrows = pol(rule('a', {}), rule('a', { to: { oneOf: ['x'] } }), rule('b', {}, 'never'));
        expect(leq(secondNarrows, P)).toBe(true);
        // the wider side: each of its rules must be implied
        const wide = pol(rule('a', { to: { oneOf: ['x'] } }), rule('a', {}, 'post_approval'), rule('b'));
        expect(leq(pol(rule('a', { to: { oneOf: ['x'] } }, 'post_approval'), rule('b')), wide)).toBe(true);
        expect(leq(pol(rule('a', { to: { oneOf: ['x'] } }), rule('b')), wide)).toBe(false);
        expect(verdict({ tool: 'a', args: { to: 'x' } }, wide).decision).toBe('require_confirmation');
    });
    it('policyEquiv: ⊑ both ways, no more', () => {
        expect(policyEquiv(P, canonicalPolicy(pol(P.rules[1], rule('a', { to: { oneOf: ['Y', 'x'] } }))))).toBe(true);
        const narrower = pol(rule('a', { to: { oneOf: ['x'] } }), rule('b', {}, 'post_approval'));
        expect(leq(narrower, P)).toBe(true);
        expect(policyEquiv(narrower, P)).toBe(false);
        expect(policyEquiv(P, narrower)).toBe(false);
    });
});
