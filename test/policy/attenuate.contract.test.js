/**
 * Attenuation's contract beyond ⊑ (attenuate.ts): what the child's rules carry (provenance, the
 * canonical form), what the refusals say, several proposal rules for one tool, parents built in code,
 * and that the memo of frozen rules never serves a stale answer for inputs that can still change.
 * Found missing by the mutation run (test/policy/MUTATION.md).
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/util/freeze.js';
import { attenuate, canonicalPolicy, leq, ruleFor, verdict } from '../../src/policy/index.js';
const byParent = {
    tool: 'send_email',
    scope: { args: { amount: { range: { max: 100 } }, note: { about: ['no bank details'] }, to: { domains: ['acme.example'] } } },
    stage: 'current_request',
    provenance: { sentence: 'Email the team at acme.', reason: 'recipients named by the request' },
};
const P = canonicalPolicy({ rules: [byParent, { tool: 'list_invoices', scope: { args: {} }, stage: 'post_approval' }] });
describe('what the child rules carry', () => {
    it('a left-out tool is never, keeping its scope, and says why: least privilege', () => {
        const r = ruleFor(attenuate(P, { rules: [{ tool: 'list_invoices' }] }).policy, 'send_email');
        expect(r?.stage).toBe('never');
        expect(r?.scope).toEqual(byParent.scope);
        expect(r?.provenance).toEqual({ sentence: null, reason: 'not called for by the handoff: least privilege' });
    });
    it('a proposed rule keeps the parent\'s provenance unless the proposal gives its own', () => {
        const kept = attenuate(P, { rules: [{ tool: 'send_email', stage: 'post_approval' }] }).policy;
        expect(ruleFor(kept, 'send_email')?.provenance).toEqual(byParent.provenance);
        const own = { sentence: 'Only Dana.', reason: 'the handoff names one recipient' };
        const given = attenuate(P, { rules: [{ tool: 'send_email', scope: { args: { to: { oneOf: ['dana@acme.example'] } } }, provenance: own }] }).policy;
        expect(ruleFor(given, 'send_email')?.provenance).toEqual(own);
        // a parent rule with no provenance gives a child rule with none (no empty key)
        const bare = ruleFor(attenuate(P, { rules: [{ tool: 'list_invoices' }] }).policy, 'list_invoices');
        expect('provenance' in bare).toBe(false);
    });
    it('the child is canonical (rules by tool, scopes normalised) whatever the form of a parent built in code', () => {
        const messy = {
            rules: [
                { tool: 'z_tool', scope: { args: { a: {}, b: { oneOf: ['y', 'x', 'y'] } } }, stage: 'current_request' },
                { tool: 'a_tool', scope: { args: { c: { about: [' '] } } }, stage: 'current_request' },
            ],
        };
        const child = attenuate(messy, { rules: [{ tool: 'z_tool', stage: 'current_request' }] }).policy;
        expect(child.rules.map((r) => r.tool)).toEqual(['a_tool', 'z_tool']);
        expect(ruleFor(child, 'z_tool')?.scope).toEqual({ args: { b: { oneOf: ['x', 'y'] } } });
        expect(ruleFor(child, 'a_tool')?.scope).toEqual({ args: {} });
        expect(JSON.stringify(child)).toBe(JSON.stringify(canonicalPolicy(child)));
    });
    it('a parent with several rules for a tool (built in code) gives one child rule inside all of them', () => {
        const dup = {
            rules: [
                { tool: 'send_email', scope: { args: { to: { oneOf: ['a@acme.example', 'b@acme.example'] } } }, stage: 'current_request' },
                { tool: 'send_email', scope: { args: { to: { oneOf: ['b@acme.example', 'c@acme.example'] } } }, stage: 'post_approval' },
            ],
        };
        for (const x of [{ rules: [{ tool: 'send_email' }] }, { rules: [] }, { rules: [{ tool: 'send_email', stage: 'current_request' }] }]) {
            const child = attenuate(dup, x).policy;
            expect(child.rules).toHaveLength(1);
            expect(leq(child, dup)).toBe(true);
            expect(verdict({ tool: 'send_email', args: { to: 'a@acme.example' } }, child).decision).toBe('deny');
        }
        expect(ruleFor(attenuate(dup, { rules: [{ tool: 'send_email' }] }).policy, 'send_email')).toMatchObject({ scope: { args: { to: { oneOf: ['b@acme.example'] } } }, stage: 'post_approval' });
    });
});
describe('what the refusals say', () => {
    it('a stage widening names both stages and keeps the parent\'s', () => {
        const { policy, refused } = attenuate(P, { rules: [{ tool: 'list_invoices', stage: 'current_request' }] });
        expect(refused).toEqual([{ tool: 'list_invoices', reason: 'stage widening refused: post_approval → current_request' }]);
        expect(ruleFor(policy, 'list_invoices')?.stage).toBe('post_approval');
    });
    it('a scope widening names exactly the arguments it widens, and keeps the meet', () => {
        const { policy, refused } = attenuate(P, {
            rules: [{ tool: 'send_email', scope: { args: { to: { domains: ['acme.example', 'evil.example'] }, amount: { range: { max: 500 } }, note: { about: ['no bank details'] } } } }],
        });
        expect(refused).toEqual([{ tool: 'send_email', reason: 'scope widening refused on argument(s) amount, to: kept the meet with the parent scope' }]);
        const r = ruleFor(policy, 'send_email');
        expect(r?.scope.args['to']).toEqual({ domains: ['acme.example'] });
        expect(r?.scope.args['amount']).toEqual({ range: { max: 100 } });
        // a proposal that drops a constrained argument widens it too
        const dropped = attenuate(P, { rules: [{ tool: 'send_email', scope: { args: { to: { domains: ['acme.example'] }, amount: { range: { max: 50 } } } } }] });
        expect(dropped.refused.map((x) => x.reason)).toEqual(['scope widening refused on argument(s) note: kept the meet with the parent scope']);
    });
    it('a narrowing or a same-stage proposal is refused nothing', () => {
        const { refused } = attenuate(P, {
            rules: [
                { tool: 'send_email', stage: 'current_request', scope: { args: { ...byParent.scope.args, to: { oneOf: ['dana@acme.example'] } } } },
                { tool: 'list_invoices', stage: 'post_approval' },
            ],
        });
        expect(refused).toEqual([]);
    });
    it('an unknown tool is refused by name and gets no rule', () => {
        const { policy, refused } = attenuate(P, { rules: [{ tool: 'wire_money', stage: 'current_request' }] });
        expect(refused).toEqual([{ tool: 'wire_money', reason: 'unknown tool "wire_money": the parent policy has no rule for it' }]);
        expect(policy.rules.map((r) => r.tool)).toEqual(['list_invoices', 'send_email']);
    });
});
describe('several proposal rules for one tool', () => {
    it('are conjoined: the meet of their scopes, the strictest stage, each widening refused', () => {
        const x = {
            rules: [
                { tool: 'send_email', scope: { args: { ...byParent.scope.args, to: { oneOf: ['a@acme.example', 'b@acme.example'] } } } },
                { tool: 'send_email', scope: { args: { ...byParent.scope.args, to: { oneOf: ['b@acme.example', 'c@acme.example'] } } }, stage: 'post_approval' },
                { tool: 'send_email', stage: 'current_request' },
            ],
        };
        const { policy, refused } = attenuate(P, x);
        const r = ruleFor(policy, 'send_email');
        expect(r?.scope.args['to']).toEqual({ oneOf: ['b@acme.example'], domains: ['acme.example'] });
        expect(r?.stage).toBe('post_approval');
        expect(refused).toEqual([]);
        const widening = attenuate(P, { rules: [{ tool: 'list_invoices', stage: 'never' }, { tool: 'list_invoices', stage: 'current_request' }] });
        expect(ruleFor(widening.policy, 'list_invoices')?.stage).toBe('never');
        expect(widening.refused.map((x) => x.reason)).toEqual(['stage widening refused: post_approval → current_request']);
    });
});
describe('the memo of frozen rules', () => {
    it('shares a left-out rule of a frozen parent, frozen, across handoffs', () => {
        const frozen = deepFreeze(canonicalPolicy(P));
        const a = ruleFor(attenuate(frozen, { rules: [] }).policy, 'send_email');
        const b = ruleFor(attenuate(frozen, { rules: [{ tool: 'list_invoices' }] }).policy, 'send_email');
        expect(a).toEqual({ tool: 'send_email', scope: byParent.scope, stage: 'never', provenance: { sentence: null, reason: 'not called for by the handoff: least privilege' } });
        expect(b).toBe(a);
        expect(Object.isFrozen(a)).toBe(true);
        // the left-out rule, a frozen parent itself at the next handoff, is left out to one shared rule again
        const next = ruleFor(attenuate({ rules: [a] }, { rules: [] }).policy, 'send_email');
        expect(next).toEqual(a);
        expect(ruleFor(attenuate({ rules: [a] }, { rules: [] }).policy, 'send_email')).toBe(next);
    });
    it('never serves a stale answer: a parent or a proposal edited between handoffs is read afresh', () => {
        const parent = canonicalPolicy(P);
        const left = attenuate(parent, { rules: [] }).policy;
        expect(Object.isFrozen(ruleFor(left, 'send_email'))).toBe(false);
        parent.rules[1].scope = { args: { to: { oneOf: ['only@acme.example'] } } };
        expect(ruleFor(attenuate(parent, { rules: [] }).policy, 'send_email')?.scope).toEqual({ args: { to: { oneOf: ['only@acme.example'] } } });
        const frozenParent = deepFreeze(canonicalPolicy(P));
        const pr = { tool: 'list_invoices', stage: 'post_approval' };
        expect(ruleFor(attenuate(frozenParent, { rules: [pr] }).policy, 'list_invoices')?.stage).toBe('post_approval');
        pr.stage = 'never';
        expect(ruleFor(attenuate(frozenParent, { rules: [pr] }).policy, 'list_invoices')?.stage).toBe('never');
        const frozenPr = deepFreeze({ tool: 'list_invoices', stage: 'never' });
        const editable = canonicalPolicy(P);
        expect(ruleFor(attenuate(editable, { rules: [frozenPr] }).policy, 'list_invoices')?.scope).toEqual({ args: {} });
        editable.rules[0].scope = { args: { q: { oneOf: ['x'] } } };
        expect(ruleFor(attenuate(editable, { rules: [frozenPr] }).policy, 'list_invoices')?.scope).toEqual({ args: { q: { oneOf: ['x'] } } });
    });
});
