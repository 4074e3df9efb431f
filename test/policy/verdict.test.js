import { describe, expect, it } from 'vitest';
import { atLeastAsStrict, policyFor, stageLeq, stricterStage, verdict, verdictBranch } from '../../src/policy/index.js';
const tools = [{ name: 'send_email' }, { name: 'submit_payment_batch' }, { name: 'post_to_channel' }, { name: 'draft_email' }, { name: 'update_chart' }];
const P = policyFor(tools, [
    { tool: 'send_email', stage: 'current_request', scope: { args: { to: { domains: ['acme.example'] } } } },
    { tool: 'submit_payment_batch', stage: 'post_approval' },
    { tool: 'post_to_channel', stage: 'never' },
    { tool: 'update_chart', stage: 'current_request', scope: { args: { note: { about: ['no diagnosis codes'] } } } },
]);
describe('verdict: one hand-written case per branch', () => {
    it('allow: current_request and the scope matches', () => {
        const v = verdict({ tool: 'send_email', args: { to: 'dana@acme.example', body: 'hi' } }, P);
        expect(v).toMatchObject({ decision: 'allow', resolution: 'match', stage: 'current_request' });
        expect(verdictBranch(v)).toBe('allow');
        expect(verdict({ tool: 'draft_email', args: {} }, P).decision).toBe('allow');
    });
    it('require_confirmation: stage post_approval', () => {
        const v = verdict({ tool: 'submit_payment_batch', args: { batch_id: 'b1' } }, P);
        expect(v).toMatchObject({ decision: 'require_confirmation', stage: 'post_approval' });
        expect(v.reason).toContain('post_approval');
        expect(verdictBranch(v)).toBe('confirm_post_approval');
    });
    it('require_confirmation: current_request but a free-text condition is undecided', () => {
        const v = verdict({ tool: 'update_chart', args: { note: 'BP stable' } }, P);
        expect(v).toMatchObject({ decision: 'require_confirmation', resolution: 'uncertain', stage: 'current_request' });
        expect(v.reason).toContain('"note"');
        expect(verdictBranch(v)).toBe('confirm_uncertain');
    });
    it('require_confirmation: a constrained argument the call leaves out', () => {
        const v = verdict({ tool: 'send_email', args: { body: 'hi' } }, P);
        expect(v).toMatchObject({ decision: 'require_confirmation', resolution: 'uncertain' });
        expect(v.reason).toContain('absent');
    });
    it('deny: scope mismatch, whatever the stage', () => {
        const v = verdict({ tool: 'send_email', args: { to: 'billing@northwind.example' } }, P);
        expect(v).toMatchObject({ decision: 'deny', resolution: 'mismatch', stage: 'current_request' });
        expect(v.reason).toContain('"to"');
        expect(verdictBranch(v)).toBe('deny_mismatch');
        // a list smuggling one outside recipient is a mismatch too
        expect(verdict({ tool: 'send_email', args: { to: ['a@acme.example', 'x@northwind.example'] } }, P).decision).toBe('deny');
        expect(verdict({ tool: 'send_email', args: { to: 'a@acme.example, x@northwind.example' } }, P).decision).toBe('deny');
    });
    it('deny: stage never', () => {
        const v = verdict({ tool: 'post_to_channel', args: { channel: '#finance', text: 'x' } }, P);
        expect(v).toMatchObject({ decision: 'deny', stage: 'never' });
        expect(v.reason).toContain('never');
        expect(verdictBranch(v)).toBe('deny_never');
    });
    it('deny: no rule for the tool', () => {
        const v = verdict({ tool: 'wire_money', args: {} }, P);
        expect(v).toMatchObject({ decision: 'deny', stage: null, resolution: null });
        expect(v.reason).toContain('wire_money');
        expect(verdictBranch(v)).toBe('deny_no_rule');
    });
});
describe('stages and strictness', () => {
    it('orders current_request ≺ post_approval ≺ never', () => {
        expect(stageLeq('current_request', 'post_approval')).toBe(true);
        expect(stageLeq('post_approval', 'never')).toBe(true);
        expect(stageLeq('never', 'current_request')).toBe(false);
        expect(stricterStage('post_approval', 'current_request')).toBe('post_approval');
        expect(stricterStage('post_approval', 'never')).toBe('never');
    });
    it('compares decisions allow ≺ require_confirmation ≺ deny', () => {
        expect(atLeastAsStrict('deny', 'allow')).toBe(true);
        expect(atLeastAsStrict('require_confirmation', 'deny')).toBe(false);
        expect(atLeastAsStrict('allow', 'allow')).toBe(true);
    });
});
