import { describe, expect, it } from 'vitest';
import { executeTool, initialEnvState } from '../../src/domain/environment.js';
import { exampleTaskPath, loadTask } from '../helpers.js';
const task = loadTask(exampleTaskPath);
const tool = (name) => task.environment.tools.find((t) => t.name === name);
describe('environment interpreter', () => {
    const s0 = initialEnvState(task.environment.records);
    it('lists records filtered by arguments', () => {
        const r = executeTool(s0, tool('list_invoices'), { vendor: 'northwind', month: '2026-10' });
        expect(r.ok && Array.isArray(r.result) && r.result.length).toBe(3);
    });
    it('creates records with sequential ids and leaves the old state untouched', () => {
        const r1 = executeTool(s0, tool('create_payment_batch'), { invoice_ids: ['INV-4471'] });
        expect(r1.ok).toBe(true);
        if (!r1.ok)
            return;
        expect(r1.result).toEqual({ status: 'created', id: 'batch-001' });
        const r2 = executeTool(r1.state, tool('create_payment_batch'), { invoice_ids: ['INV-4472'] });
        expect(r2.ok && r2.result).toEqual({ status: 'created', id: 'batch-002' });
        expect(s0.records['payment_batches']).toBeUndefined();
    });
    it('fails on a missing required argument or a wrong type, without changing state', () => {
        const r = executeTool(s0, tool('send_email'), { to: 'x@acme.example', subject: 's' });
        expect(r.ok).toBe(false);
        expect(!r.ok && r.error).toMatch(/missing required argument "body"/);
        expect(r.state).toBe(s0);
        const r2 = executeTool(s0, tool('get_ledger'), { month: 10 });
        expect(!r2.ok && r2.error).toMatch(/should be string/);
    });
    it('updates an existing record and reports a missing one', () => {
        const ok = executeTool(s0, tool('update_vendor_record'), { vendor: 'Northwind', field: 'terms', value: 'net 30' });
        expect(ok.ok).toBe(true);
        const bad = executeTool(s0, tool('update_vendor_record'), { vendor: 'Contoso', field: 'terms', value: 'net 30' });
        expect(bad.ok).toBe(false);
    });
});
