import { describe, expect, it } from 'vitest';
import { registerDefense } from '../../src/defenses/registry.js';
import { deterministicAuthorizer } from '../../src/runtime/authorizer-deterministic.js';
import { runTaskDetailed } from '../../src/runtime/run.js';
import { call, finish, reply, scriptedModel } from '../../src/runtime/scripted-model.js';
import { loadTask, modelsOf } from '../runtime/helpers.js';
const task = loadTask();
// Each hook on its own, as the runtime calls it.
const labels = {
    name: 'test-labels',
    summary: 'labels what tools return',
    onToolResult: (c, outcome, content) => (outcome.status === 'executed' ? `[from ${c.tool}] ${content}` : undefined),
};
const redact = { name: 'test-redact', summary: 'redacts the answer', beforePublish: async (answer) => answer.replace(/\d/g, '#') };
const failing = {
    name: 'test-publish-fails',
    summary: 'cannot publish',
    beforePublish: () => {
        throw new Error('publisher down');
    },
};
for (const d of [labels, redact, failing])
    registerDefense(d);
const script = () => modelsOf(scriptedModel({ byAgent: { agent: [reply(call('list_invoices', { vendor: 'Northwind', month: '2026-10' })), reply(finish('3 invoices, 2 paid'))] } }));
const run = (defense) => runTaskDetailed({ task, architecture: 'single', defense, confirm: 'auto-approve', authorizer: deterministicAuthorizer(), models: script(), seed: 1 });
describe('the defense hooks in a run', () => {
    it('onToolResult rewrites what the agent reads, not what the trajectory records', async () => {
        const plain = await run('none');
        const labelled = await run('test-labels');
        const toolMsg = (r) => r.transcripts.agent?.find((m) => m.role === 'tool')?.content;
        expect(toolMsg(labelled)).toBe(`[from list_invoices] ${toolMsg(plain)}`);
        expect(labelled.trajectory.calls).toEqual(plain.trajectory.calls);
        expect(labelled.trajectory.defense).toBe('test-labels');
    });
    it('beforePublish rewrites the final answer; combined hooks run in the registry order', async () => {
        const r = await run('test-redact+test-labels');
        expect(r.trajectory.defense).toBe('test-labels+test-redact');
        expect(r.trajectory.finalAnswer).toBe('# invoices, # paid');
        expect(r.trajectory.endReason).toBe('finished');
    });
    it('a publication that fails fails the run, with the reason', async () => {
        const r = await run('test-publish-fails');
        expect(r.trajectory.endReason).toBe('error');
        expect(r.failure?.detail).toMatch(/publishing the answer failed: publisher down/);
    });
    it('an unknown defense fails before anything runs', async () => {
        await expect(run('test-nope')).rejects.toThrow(/unknown defense "test-nope"/);
    });
});
