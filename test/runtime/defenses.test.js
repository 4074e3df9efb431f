import { PassThrough } from 'node:stream';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile, topPolicy, verdict } from '../../src/policy/index.js';
import { deterministicAuthorizer } from '../../src/runtime/authorizer-deterministic.js';
import { interactiveConfirmation, loadConfirmScript, scriptedConfirmation } from '../../src/runtime/confirm/index.js';
import { planModel } from '../../src/runtime/plan-model.js';
import { runTaskDetailed } from '../../src/runtime/run.js';
import { call, finish, handoff, rawCall, reply, report, scriptedModel } from '../../src/runtime/scripted-model.js';
import { loadTask, modelsOf } from './helpers.js';
const task = loadTask();
const authorizer = deterministicAuthorizer();
describe('Source and Chain judge the same call on different evidence', () => {
    // The hop-1 message calls only for listing invoices; the worker also reads the ledger.
    const script = scriptedModel({
        byAgent: {
            root: [reply(handoff('w1', "Please list Northwind's October invoices.")), reply(finish('done'))],
            w1: [reply(call('list_invoices', { vendor: 'Northwind', month: '2026-10' }), call('get_ledger', { month: '2026-10' })), reply(report('listed'))],
        },
    });
    const run = (defense) => runTaskDetailed({ task, architecture: 'l1', defense, confirm: 'auto-approve', authorizer, models: modelsOf(script), seed: 1 });
    it('P0 allows reading the ledger (the user asked to reconcile against it)', () => {
        const p0 = compile(task.request, task.environment.tools).policy;
        expect(verdict({ tool: 'get_ledger', args: { month: '2026-10' } }, p0).decision).toBe('allow');
    });
    it('a permission the hop-1 message does not call for: denied under Chain, allowed under Source', async () => {
        const source = (await run('source')).trajectory;
        const chain = (await run('chain')).trajectory;
        const ledger = (t) => t.calls.find((c) => c.tool === 'get_ledger');
        expect(ledger(source)).toMatchObject({ status: 'executed', hop: 1, path: ['user', 'root', 'w1'], verdict: { decision: 'allow' } });
        expect(ledger(chain)).toMatchObject({ status: 'denied', hop: 1, verdict: { decision: 'deny' } });
        expect(chain.calls.find((c) => c.tool === 'list_invoices')?.status).toBe('executed');
        expect(chain.handoffs[0]?.policy).not.toBeNull();
        expect(source.handoffs[0]?.policy).toBeNull();
        const undefended = (await run('none')).trajectory;
        expect(ledger(undefended)).toMatchObject({ status: 'executed', verdict: null });
    });
    it('the denial reaches the worker as a tool result, and tokens are split work / defense', async () => {
        const r = await run('chain');
        const w1 = r.transcripts.w1 ?? [];
        expect(w1.some((m) => m.role === 'tool' && m.content.includes('denied by policy'))).toBe(true);
        expect(r.trajectory.tokens.w1?.work.prompt).toBeGreaterThan(0);
        expect(r.trajectory.tokens.root?.defense).toEqual({ prompt: 0, completion: 0 });
    });
});
describe('uncertain scope resolutions', () => {
    it('are put to the authorizer before any confirmation; its tokens count as defense', async () => {
        const p0 = topPolicy(task.environment.tools);
        const policy = { rules: p0.rules.map((r) => (r.tool === 'send_email' ? { ...r, scope: { args: { body: { about: ['internal matters only'] } } } } : r)) };
        const asked = [];
        const resolving = {
            compile: async () => ({ policy, usage: { prompt_tokens: 5, completion_tokens: 1 } }),
            propose: async (_m, _t, parent) => ({ proposal: { rules: parent.rules.map((r) => ({ tool: r.tool })) }, usage: { prompt_tokens: 0, completion_tokens: 0 } }),
            resolveUncertain: async (c) => {
                asked.push(String(c.args.to));
                return { resolution: String(c.args.to).endsWith('@acme.example') ? 'match' : 'mismatch', usage: { prompt_tokens: 10, completion_tokens: 2 } };
            },
        };
        const m = scriptedModel({
            byAgent: {
                agent: [
                    reply(call('send_email', { to: 'dana.whitfield@acme.example', subject: 's', body: 'b' }), call('send_email', { to: 'billing@northwind.example', subject: 's', body: 'b' })),
                    reply(finish('ok')),
                ],
            },
        });
        const r = await runTaskDetailed({ task, architecture: 'single', defense: 'source', confirm: 'auto-deny', authorizer: resolving, models: modelsOf(m), seed: 1 });
        const [a, b] = r.trajectory.calls;
        expect(asked).toEqual(['dana.whitfield@acme.example', 'billing@northwind.example']);
        expect(a).toMatchObject({ status: 'executed', confirmation: null, verdict: { decision: 'allow', resolution: 'match' } });
        expect(b).toMatchObject({ status: 'denied', confirmation: null, verdict: { decision: 'deny', resolution: 'mismatch' } });
        expect(r.trajectory.tokens.agent?.defense).toEqual({ prompt: 25, completion: 5 });
    });
});
describe('confirmations', () => {
    const pressure = modelsOf(planModel(task, { pressure: true }));
    it('scripted answers come from a validated file; each decision is recorded', async () => {
        const dir = mkdtempSync(join(tmpdir(), 'masdrift-'));
        const file = join(dir, 'answers.json');
        writeFileSync(file, JSON.stringify({ default: 'approved', rules: [{ tool: 'send_email', decision: 'denied', note: 'not to the vendor' }] }));
        const r = await runTaskDetailed({ task, architecture: 'l1', defense: 'source', confirm: 'scripted', confirmation: scriptedConfirmation(loadConfirmScript(file)), authorizer, models: pressure, seed: 1 });
        const send = r.trajectory.calls.find((c) => c.tool === 'send_email');
        const submit = r.trajectory.calls.find((c) => c.tool === 'submit_payment_batch');
        expect(send).toMatchObject({ status: 'blocked', confirmation: { policy: 'scripted', decision: 'denied', note: 'not to the vendor' } });
        expect(submit).toMatchObject({ status: 'executed', confirmation: { policy: 'scripted', decision: 'approved' } });
        writeFileSync(file, JSON.stringify({ default: 'maybe' }));
        expect(() => loadConfirmScript(file)).toThrow(/answers\.json: invalid confirm-script:\n {2}\$\.default/);
    });
    it('interactive: refused without a TTY or with concurrent runs; asks with call, reason and path', async () => {
        expect(() => interactiveConfirmation({ input: new PassThrough() })).toThrow(/not a TTY/);
        expect(() => interactiveConfirmation({ concurrency: 4, allowNonTty: true })).toThrow(/single-threaded/);
        const input = new PassThrough();
        const output = new PassThrough();
        let shown = '';
        output.on('data', (d) => (shown += d.toString()));
        const svc = interactiveConfirmation({ input, output, allowNonTty: true });
        input.write('y\n');
        const p0 = compile(task.request, task.environment.tools).policy;
        const call0 = { agent: 'w2', tool: 'submit_payment_batch', args: { batch_id: 'batch-001' }, path: ['user', 'root', 'w2'], seq: 3 };
        const d = await svc.decide({ task, call: call0, verdict: verdict(call0, p0) });
        expect(d.decision).toBe('approved');
        expect(shown).toContain('user -> root -> w2');
        expect(shown).toContain('submit_payment_batch');
        expect(shown).toContain(verdict(call0, p0).reason);
    });
});
describe('interactive confirmation in a run', () => {
    it('asks once per Require-Confirmation and records the answers', async () => {
        const input = new PassThrough();
        const output = new PassThrough();
        let asked = 0;
        output.on('data', (d) => {
            if (d.toString().includes('Approve?')) {
                asked++;
                input.write('n\n');
            }
        });
        const confirmation = interactiveConfirmation({ input, output, allowNonTty: true });
        const r = await runTaskDetailed({ task, architecture: 'l1', defense: 'source', confirm: 'interactive', confirmation, authorizer, models: modelsOf(planModel(task, { pressure: true })), seed: 1 });
        const confirmed = r.trajectory.calls.filter((c) => c.confirmation !== null);
        expect(confirmed.length).toBeGreaterThan(0);
        expect(asked).toBe(confirmed.length);
        for (const c of confirmed)
            expect(c).toMatchObject({ status: 'blocked', confirmation: { policy: 'interactive', decision: 'denied' } });
    });
});
describe('bad input', () => {
    const idle = modelsOf(scriptedModel({}));
    const base = { task, defense: 'none', confirm: 'auto-approve', models: idle, seed: 1 };
    it('unknown architecture name', async () => {
        await expect(runTaskDetailed({ ...base, architecture: 'l9' })).rejects.toThrow(/unknown architecture "l9".*known: single, n2/);
    });
    it('a graph with a dangling edge', async () => {
        const g = { name: 'g', family: 'custom', agents: [{ id: 'a', kind: 'supervisor', entry: true, tools: 'none' }, { id: 'b', kind: 'worker' }], edges: [{ from: 'a', to: 'b' }, { from: 'a', to: 'zz' }] };
        await expect(runTaskDetailed({ ...base, architecture: g })).rejects.toThrow(/\$\.edges\[1\]\.to: dangling edge: no agent "zz"/);
    });
    it('a cycle where none is allowed (supervisor trees), but not between peers', async () => {
        const g = {
            name: 'loop',
            family: 'cent',
            agents: [{ id: 'r', kind: 'supervisor', entry: true, tools: 'none' }, { id: 's', kind: 'supervisor', tools: 'none' }, { id: 't', kind: 'supervisor', tools: 'none' }, { id: 'w', kind: 'worker' }],
            edges: [{ from: 'r', to: 's' }, { from: 's', to: 't' }, { from: 't', to: 's' }, { from: 't', to: 'w' }],
        };
        await expect(runTaskDetailed({ ...base, architecture: g })).rejects.toThrow(/cycle s -> t -> s in a cent graph/);
        const r = await runTaskDetailed({ ...base, architecture: 'n2' });
        expect(r.trajectory.endReason).toBe('stalled');
    });
    it('an agent with no way to finish its work', async () => {
        const g = { name: 'g', family: 'custom', agents: [{ id: 'a', kind: 'supervisor', entry: true, tools: 'none' }, { id: 'b', kind: 'worker', tools: 'none' }], edges: [{ from: 'a', to: 'b' }] };
        await expect(runTaskDetailed({ ...base, architecture: g })).rejects.toThrow(/agent "b" \(worker\) has no way to finish/);
    });
    it('a graph file that is not JSON, or names an unknown role', async () => {
        const dir = mkdtempSync(join(tmpdir(), 'masdrift-'));
        const f = join(dir, 'g.json');
        writeFileSync(f, '{"name": ');
        await expect(runTaskDetailed({ ...base, architecture: f })).rejects.toThrow(/g\.json: \$: invalid JSON/);
        writeFileSync(f, JSON.stringify({ name: 'g', family: 'single', agents: [{ id: 'a', kind: 'single', entry: true, role: 'astronaut' }], edges: [] }));
        await expect(runTaskDetailed({ ...base, architecture: f })).rejects.toThrow(/\$\.agents\[0\]\.role: unknown role "astronaut"/);
    });
    it('a tool that does not exist, or malformed arguments: recorded failed calls, the run goes on', async () => {
        const m = scriptedModel({ byAgent: { agent: [reply(call('launch_rocket', { to: 'mars' }), rawCall('get_ledger', '{"month": '), call('get_ledger', { month: '2026-10' })), reply(finish('ok'))] } });
        const r = await runTaskDetailed({ ...base, architecture: 'single', models: modelsOf(m) });
        const [a, b, c] = r.trajectory.calls;
        expect(a).toMatchObject({ tool: 'launch_rocket', status: 'failed', verdict: null });
        expect(a?.error).toMatch(/unknown tool "launch_rocket"/);
        expect(b).toMatchObject({ tool: 'get_ledger', status: 'failed' });
        expect(b?.error).toMatch(/malformed JSON arguments/);
        expect(c).toMatchObject({ tool: 'get_ledger', status: 'executed' });
        expect(r.trajectory.endReason).toBe('finished');
    });
    it('a failing model ends the run cleanly with an error', async () => {
        const broken = { id: 'broken', complete: async () => Promise.reject(new Error('connection reset')) };
        const r = await runTaskDetailed({ ...base, architecture: 'l1', models: modelsOf(broken) });
        expect(r.trajectory.endReason).toBe('error');
        expect(r.trajectory.endDetail).toMatch(/root, turn 0: connection reset/);
    });
    it('bounded turns and handoffs end the run and say so', async () => {
        const loop = scriptedModel({ fn: (req) => (req.tools?.some((t) => t.function.name === 'handoff_to_peer2') ? reply(handoff('peer2', 'your turn')) : reply(handoff('peer1', 'your turn'))) });
        const h = await runTaskDetailed({ ...base, architecture: 'n2', models: modelsOf(loop), limits: { handoffsPerRun: 5 } });
        expect(h.trajectory).toMatchObject({ endReason: 'handoff_limit' });
        expect(h.trajectory.handoffs).toHaveLength(5);
        const busy = scriptedModel({ fn: () => reply(call('get_exchange_rate', { from: 'EUR', to: 'USD' })) });
        const t = await runTaskDetailed({ ...base, architecture: 'single', models: modelsOf(busy), limits: { turnsPerAgent: 3 } });
        expect(t.trajectory).toMatchObject({ endReason: 'turn_limit' });
        expect(t.trajectory.calls).toHaveLength(3);
    });
    it('a peer may finish only after doing work; a refused finish is recorded and told', async () => {
        const m = scriptedModel({ byAgent: { peer1: [reply(finish('nothing to do')), reply(call('get_ledger', { month: '2026-10' })), reply(finish('done'))] } });
        const r = await runTaskDetailed({ ...base, architecture: 'n2', models: modelsOf(m) });
        expect(r.trajectory.coordination?.map((c) => c.status)).toEqual(['refused', 'done']);
        expect(r.transcripts.peer1?.some((x) => x.role === 'tool' && x.content.includes('finish refused'))).toBe(true);
        expect(r.trajectory.endReason).toBe('finished');
    });
});
