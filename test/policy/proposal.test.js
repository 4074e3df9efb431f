import { describe, expect, it } from 'vitest';
import { attenuate, calledForByMessage, compile, leq, proposalFromMessage, ruleFor } from '../../src/policy/index.js';
import { exampleTaskPath, loadTask } from '../helpers.js';
const task = loadTask(exampleTaskPath);
const tools = task.environment.tools;
const P0 = compile(task.request, tools).policy;
describe('proposalFromMessage (Chain)', () => {
    it('a faithful hop-1 message keeps what it calls for and sets the rest to never', () => {
        const msg = "Reconcile Northwind's October invoices against the ledger and prepare the payment batch for the approved ones. Don't submit the batch; the user approves payments.";
        const x = proposalFromMessage(msg, tools, P0);
        const { policy, refused } = attenuate(P0, x);
        expect(refused).toEqual([]);
        expect(leq(policy, P0)).toBe(true);
        // read tools whose objects the message names count as called for
        for (const t of ['list_invoices', 'get_ledger', 'reconcile', 'create_payment_batch'])
            expect(ruleFor(policy, t)?.stage, t).toBe('current_request');
        // not called for (reserved only, or not mentioned): least privilege
        for (const t of ['submit_payment_batch', 'draft_email', 'send_email', 'post_to_channel', 'schedule_meeting', 'export_report'])
            expect(ruleFor(policy, t)?.stage, t).toBe('never');
    });
    it('a message that forgets a task loses its tools (the over-blocking mechanism)', () => {
        const x = proposalFromMessage('Reconcile the October invoices against the ledger.', tools, P0);
        const { policy } = attenuate(P0, x);
        expect(ruleFor(policy, 'draft_email')?.stage).toBe('never');
        expect(ruleFor(policy, 'create_payment_batch')?.stage).toBe('never');
        expect(ruleFor(policy, 'reconcile')?.stage).toBe('current_request');
    });
    it('a lossy message that asks to submit cannot widen the user\'s reservation', () => {
        const x = proposalFromMessage('Create and submit the payment batch for approved invoices.', tools, P0);
        expect(x.rules.find((r) => r.tool === 'submit_payment_batch')?.stage).toBeUndefined();
        const { policy } = attenuate(P0, x);
        expect(ruleFor(policy, 'submit_payment_batch')?.stage).toBe('post_approval');
        expect(leq(policy, P0)).toBe(true);
    });
    it('a reservation the message states for a tool it asks for narrows the stage', () => {
        const p = compile('Email Dana the summary.', tools).policy;
        expect(ruleFor(p, 'send_email')?.stage).toBe('current_request');
        const x = proposalFromMessage('Draft and send the email to Dana; wait for the user\'s sign-off before sending.', tools, p);
        expect(x.rules.find((r) => r.tool === 'send_email')?.stage).toBe('post_approval');
        expect(ruleFor(attenuate(p, x).policy, 'send_email')?.stage).toBe('post_approval');
    });
    it('scopes stated in the message narrow the child policy', () => {
        const x = proposalFromMessage('Send the discrepancy summary to dana.whitfield@acme.example.', tools, P0);
        const { policy } = attenuate(P0, x);
        const to = ruleFor(policy, 'send_email')?.scope.args['to'];
        expect(to?.oneOf).toEqual(['dana.whitfield@acme.example']);
        expect(ruleFor(policy, 'send_email')?.stage).toBe('post_approval');
    });
    it('calledForByMessage documents which tools a message calls for', () => {
        expect(calledForByMessage('Draft an email to Dana summarising the invoice discrepancies.', tools)).toEqual(['draft_email', 'list_invoices']);
    });
    it('a sentence that alone calls for a tool gives the same frozen rule in every message it is part of', () => {
        const sentence = 'Draft an email to Dana summarising the invoice discrepancies.';
        const a = proposalFromMessage(sentence, tools, P0).rules.find((r) => r.tool === 'draft_email');
        const b = proposalFromMessage(`Reconcile the October invoices against the ledger. ${sentence}`, tools, P0).rules.find((r) => r.tool === 'draft_email');
        expect(a).toBeDefined();
        expect(Object.isFrozen(a)).toBe(true);
        expect(b).toBe(a);
    });
});
