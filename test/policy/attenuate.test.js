import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/util/freeze.js';
import { attenuate, leq, policyFor, ruleFor, topPolicy } from '../../src/policy/index.js';
const tools = [{ name: 'list_invoices' }, { name: 'send_email' }, { name: 'submit_payment_batch' }];
const P = policyFor(tools, [
    { tool: 'send_email', scope: { args: { to: { domains: ['acme.example'] } } } },
    { tool: 'submit_payment_batch', stage: 'post_approval' },
]);
describe('attenuate', () => {
    it('tools the proposal leaves out become never (least privilege), and no rule is dropped', () => {
        const { policy, refused } = attenuate(P, { rules: [{ tool: 'list_invoices' }] });
        expect(refused).toEqual([]);
        expect(policy.rules.map((r) => r.tool)).toEqual(['list_invoices', 'send_email', 'submit_payment_batch']);
        expect(ruleFor(policy, 'list_invoices')?.stage).toBe('current_request');
        expect(ruleFor(policy, 'send_email')?.stage).toBe('never');
        expect(ruleFor(policy, 'submit_payment_batch')?.stage).toBe('never');
        expect(leq(policy, P)).toBe(true);
    });
    it('narrowing proposals are taken as they are', () => {
        const { policy, refused } = attenuate(P, {
            rules: [{ tool: 'send_email', scope: { args: { to: { oneOf: ['dana@acme.example'] } } } }, { tool: 'submit_payment_batch', stage: 'never' }],
        });
        expect(refused).toEqual([]);
        expect(ruleFor(policy, 'send_email')?.scope.args['to']).toMatchObject({ oneOf: ['dana@acme.example'] });
        expect(ruleFor(policy, 'submit_payment_batch')?.stage).toBe('never');
    });
    it('widening is refused and reported; the result stays ⊑ P', () => {
        const { policy, refused } = attenuate(P, {
            rules: [
                { tool: 'submit_payment_batch', stage: 'current_request' },
                { tool: 'send_email', scope: { args: { to: { domains: ['northwind.example'] } } } },
                { tool: 'wire_money' },
            ],
        });
        expect(refused.map((r) => r.tool).sort()).toEqual(['send_email', 'submit_payment_batch', 'wire_money']);
        expect(refused.find((r) => r.tool === 'submit_payment_batch')?.reason).toContain('stage widening');
        expect(refused.find((r) => r.tool === 'send_email')?.reason).toContain('to');
        expect(ruleFor(policy, 'submit_payment_batch')?.stage).toBe('post_approval');
        expect(ruleFor(policy, 'wire_money')).toBeUndefined();
        expect(leq(policy, P)).toBe(true);
    });
    it('topPolicy is the top: every policy over the same tools is below it', () => {
        expect(leq(P, topPolicy(tools))).toBe(true);
        expect(leq(topPolicy(tools), P)).toBe(false);
    });
    it('a frozen parent rule met with a frozen proposal rule gives one shared frozen rule, its refusals reported at every call', () => {
        const parent = deepFreeze(P);
        const proposal = deepFreeze({ rules: [{ tool: 'submit_payment_batch', stage: 'current_request' }] });
        const first = attenuate(parent, proposal);
        const second = attenuate(parent, proposal);
        const rule = ruleFor(first.policy, 'submit_payment_batch');
        expect(Object.isFrozen(rule)).toBe(true);
        expect(ruleFor(second.policy, 'submit_payment_batch')).toBe(rule);
        expect(rule?.stage).toBe('post_approval');
        expect(second.refused).toEqual(first.refused);
        expect(second.refused.map((r) => r.tool)).toEqual(['submit_payment_batch']);
        expect(second.refused[0]).not.toBe(first.refused[0]);
        // an unfrozen proposal rule is met afresh, to the same rule
        expect(ruleFor(attenuate(parent, { rules: [{ tool: 'submit_payment_batch', stage: 'current_request' }] }).policy, 'submit_payment_batch')).toEqual(rule);
    });
});
