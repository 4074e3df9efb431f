import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseModelConfig } from '../../src/models/model-spec.js';
import { modelSet, liveResources } from '../../src/models/config.js';
import { ModelCallError, OpenAIChatModel, RetryBudget, retryLine } from '../../src/models/openai.js';
import { SimModel } from '../../src/models/sim/model.js';
import { loadProfile } from '../../src/models/sim/profile.js';
import { estimateUsage } from '../../src/models/tokens.js';
import { runEndsTable } from '../../src/report/run-ends.js';
import { runTaskDetailed } from '../../src/runtime/run.js';
import { scoreRun } from '../../src/scoring/score-run.js';
import { RunScoreSchema } from '../../src/scoring/run-score.js';
import { sha256 } from '../../src/util/canonical.js';
import { LoopbackServer, completion } from './loopback.js';
import { loadTask } from './support.js';
/**
 * What OpenAI-compatible servers actually send (issue 22's table), each as a loopback run through
 * the real openai client and the runtime, ending as a user would expect and reported as it happened.
 */
const task = loadTask();
const KEY = 'sk-loopback-shapes-0123456789';
const noSleep = async () => undefined;
/** The single agent's script: list invoices, then finish. */
const step = (body) => {
    const msgs = body.messages;
    return msgs.some((m) => m.role === 'tool') ? { id: 'call_fin', name: 'finish', arguments: '{"answer":"Reconciled."}' } : { id: 'call_list', name: 'list_invoices', arguments: '{"vendor":"Northwind"}' };
};
let server;
let baseURL;
beforeAll(async () => {
    server = new LoopbackServer();
    baseURL = await server.start();
});
afterAll(async () => server.stop());
async function liveRun(spec, opts = {}) {
    const set = modelSet(parseModelConfig(spec), { env: {}, openai: { apiKey: KEY, baseURL, sleep: noSleep, ...opts.openai } });
    const runId = opts.runId ?? `shape:${spec}:${Math.random()}`;
    const models = set.forRun({ runId, seed: '1', task });
    const defense = opts.defense ?? 'none';
    const r = await runTaskDetailed({ task, architecture: opts.arch ?? 'single', defense, confirm: 'auto-approve', models, authorizer: defense === 'none' ? undefined : set.authorizerFor(models), seed: 1, runId });
    set.close();
    const score = RunScoreSchema.parse(JSON.parse(JSON.stringify(scoreRun(r.trajectory, task))));
    const table = runEndsTable([{ identity: { architecture: opts.arch ?? 'single', defense, model: spec, confirm: 'auto-approve' }, status: 'ok', metrics: score }]);
    const row = Object.fromEntries(table.columns.map((c, i) => [c, table.rows[0][i]]));
    return { ...r, score, row };
}
const rawCompletion = (message, extra = {}) => ({
    id: 'chatcmpl-x',
    object: 'chat.completion',
    model: 'm',
    choices: [{ index: 0, finish_reason: 'tool_calls', message: { role: 'assistant', content: null, ...message } }],
    usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 },
    ...extra,
});
describe('tool calls as servers send them', () => {
    it('without "type": accepted as function calls and flagged (was: dropped, run stalled)', async () => {
        server.handler = (body) => {
            const c = step(body);
            return { kind: 'json', body: rawCompletion({ tool_calls: [{ id: c.id, function: { name: c.name, arguments: c.arguments } }] }) };
        };
        const r = await liveRun('openai:m');
        expect(r.trajectory.endReason).toBe('finished');
        expect(r.trajectory.calls[0]).toMatchObject({ tool: 'list_invoices', status: 'executed' });
        expect(r.trajectory.modelCalls?.flags).toEqual({ tool_call_without_type: 2 });
        expect(r.row.flags).toBe('tool_call_without_type 2');
    });
    it('without "id": an id is made from run, agent and turn, the result goes back under it (was: 36 repeated calls)', async () => {
        server.seen.length = 0;
        server.handler = (body) => {
            const c = step(body);
            return { kind: 'json', body: rawCompletion({ tool_calls: [{ type: 'function', function: { name: c.name, arguments: c.arguments } }] }) };
        };
        const r = await liveRun('openai:m', { runId: 'shape:no-id' });
        expect(r.trajectory.endReason).toBe('finished');
        expect(r.trajectory.calls).toHaveLength(1);
        expect(server.seen).toHaveLength(2);
        const sent = server.seen[1].body.messages;
        const toolMsg = sent.find((m) => m.role === 'tool');
        const asked = sent.find((m) => m.role === 'assistant');
        expect(toolMsg.tool_call_id).toMatch(/^call_made_[0-9a-f]{16}$/);
        expect(asked.tool_calls?.[0]?.id).toBe(toolMsg.tool_call_id);
        expect(r.trajectory.modelCalls?.flags).toEqual({ tool_call_without_id: 2 });
        // Deterministic: the same run, agent and turn make the same id.
        server.seen.length = 0;
        await liveRun('openai:m', { runId: 'shape:no-id' });
        expect(server.seen[1].body.messages.find((m) => m.role === 'tool').tool_call_id).toBe(toolMsg.tool_call_id);
    });
    it('arguments as a JSON object: accepted and flagged (was: "text.trim is not a function")', async () => {
        server.handler = (body) => {
            const c = step(body);
            return { kind: 'json', body: rawCompletion({ tool_calls: [{ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.parse(c.arguments) } }] }) };
        };
        const r = await liveRun('openai:m');
        expect(r.trajectory.endReason).toBe('finished');
        expect(r.trajectory.calls[0]).toMatchObject({ tool: 'list_invoices', args: { vendor: 'Northwind' }, status: 'executed' });
        expect(r.trajectory.finalAnswer).toBe('Reconciled.');
        expect(r.trajectory.modelCalls?.flags).toEqual({ arguments_as_object: 2 });
    });
    const inContent = (format) => (body) => {
        const c = step(body);
        const call = JSON.stringify({ name: c.name, arguments: JSON.parse(c.arguments) });
        const content = format === 'hermes' ? `I will look this up.\n<tool_call>\n${call}\n</tool_call>` : call;
        return { kind: 'json', body: { ...rawCompletion({ content }), choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }] } };
    };
    it('written as text (<tool_call>…</tool_call>): parsed under ?tool_format=hermes', async () => {
        server.handler = inContent('hermes');
        const r = await liveRun('openai:m?tool_format=hermes');
        expect(r.trajectory.endReason).toBe('finished');
        expect(r.trajectory.calls[0]).toMatchObject({ tool: 'list_invoices', status: 'executed' });
        expect(r.trajectory.modelCalls?.flags).toEqual({ tool_calls_from_content: 2 });
    });
    it('written as a bare JSON object: parsed under ?tool_format=json', async () => {
        server.handler = inContent('json');
        const r = await liveRun('openai:m?tool_format=json');
        expect(r.trajectory.endReason).toBe('finished');
        expect(r.trajectory.modelCalls?.flags).toEqual({ tool_calls_from_content: 2 });
    });
    it('written as text under the default native format: never guessed, but counted and in the first table (was: stalled, no warning)', async () => {
        server.handler = inContent('hermes');
        const r = await liveRun('openai:m');
        expect(r.trajectory.calls).toHaveLength(0);
        expect(r.trajectory.endReason).not.toBe('finished');
        expect(r.trajectory.modelCalls?.flags).toEqual({ tool_calls_in_content: 1 });
        expect(r.row['no tool call']).toBe(1);
        expect(r.row.flags).toBe('tool_calls_in_content 1');
        expect(r.row[r.trajectory.endReason.replace('_', ' ')]).toBe(1);
    });
});
/** A loopback endpoint answering like the simulated model, with each answer reshaped by `shape`. */
function simBacked(shape) {
    const sim = new SimModel(loadProfile('default'), { runId: 'loopback', seed: 'live', task });
    return (body) => {
        const req = { model: String(body.model), messages: body.messages, tools: body.tools, ...(body.response_format ? { responseFormat: { type: 'json_object' } } : {}) };
        const who = sha256(JSON.stringify(req.messages.slice(0, 2))).slice(0, 12);
        const turn = req.messages.filter((m) => m.role === 'assistant').length;
        const res = sim.answer(req, { runId: 'loopback', agent: who, turn, purpose: 'work' });
        const calls = res.message.tool_calls?.map((c, i) => ({ id: `call_${who}_${turn}_${i}`, name: c.function.name, arguments: c.function.arguments }));
        return { kind: 'json', body: shape(completion({ content: res.message.content, ...(calls ? { tool_calls: calls } : {}) }, res.usage)) };
    };
}
describe('content as servers send it', () => {
    const plainRun = async () => {
        server.handler = simBacked((b) => b);
        return liveRun('openai:m', { arch: 'l2', defense: 'source', runId: 'shape:content' });
    };
    it('<think>…</think> before the authorizer\'s JSON: stripped before parsing, kept as the message\'s reasoning (was: fallback policy)', async () => {
        const plain = await plainRun();
        expect(JSON.stringify(plain.trajectory.rootPolicy)).not.toMatch(/answer unusable/);
        server.handler = simBacked((b) => {
            const m = b.choices[0].message;
            if (typeof m.content === 'string' && m.content)
                m.content = `<think>\nThe user wants reconciliation; careful with payments.\n</think>\n\n${m.content}`;
            return b;
        });
        const r = await liveRun('openai:m', { arch: 'l2', defense: 'source', runId: 'shape:content' });
        expect(r.trajectory.rootPolicy).toEqual(plain.trajectory.rootPolicy);
        expect(r.trajectory.calls).toEqual(plain.trajectory.calls);
        expect(r.trajectory.modelCalls?.flags.reasoning_in_content).toBeGreaterThan(0);
        const thoughts = Object.values(r.transcripts).flat().flatMap((m) => (m.role === 'assistant' && m.reasoning ? [m.reasoning] : []));
        const texts = Object.values(r.transcripts).flat().flatMap((m) => (m.role === 'assistant' && m.content ? [m.content] : []));
        // Agents' text replies keep their reasoning beside the answer, never in it.
        if (texts.length > 0)
            expect(thoughts[0]).toMatch(/careful with payments/);
        for (const t of texts)
            expect(t).not.toMatch(/<think>/);
        // What goes back to the server never carries the reasoning.
        expect(JSON.stringify(server.seen.at(-1).body)).not.toMatch(/careful with payments/);
    });
    it('content as an array of parts: their text joined (was: "content.trim is not a function")', async () => {
        const plain = await plainRun();
        server.handler = simBacked((b) => {
            const m = b.choices[0].message;
            if (typeof m.content === 'string' && m.content.length > 1) {
                const s = m.content;
                m.content = [{ type: 'text', text: s.slice(0, 5) }, { type: 'text', text: s.slice(5) }];
            }
            return b;
        });
        const r = await liveRun('openai:m', { arch: 'l2', defense: 'source', runId: 'shape:content' });
        expect(r.trajectory.rootPolicy).toEqual(plain.trajectory.rootPolicy);
        expect(r.trajectory.handoffs.map((h) => h.message)).toEqual(plain.trajectory.handoffs.map((h) => h.message));
        expect(r.trajectory.modelCalls?.flags.content_as_parts).toBeGreaterThan(0);
    });
});
describe('usage as servers send it', () => {
    it('without completion_tokens: completed by the tokenizer, marked estimated, never null', async () => {
        server.handler = (body) => {
            const c = step(body);
            const b = rawCompletion({ tool_calls: [{ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } }] });
            return { kind: 'json', body: { ...b, usage: { prompt_tokens: 220 } } };
        };
        const r = await liveRun('openai:m');
        expect(r.trajectory.endReason).toBe('finished');
        const t = Object.values(r.trajectory.tokens).find((x) => x.work.prompt > 0);
        expect(t.work.prompt).toBe(440);
        expect(Number.isInteger(t.work.completion) && t.work.completion > 0).toBe(true);
        expect(r.trajectory.modelCalls).toMatchObject({ calls: 2, estimatedUsage: 2 });
        expect(r.row['est. tokens']).toBe(2);
    });
    it('with total_tokens but no completion_tokens: derived exactly, not estimated', async () => {
        server.handler = (body) => {
            const c = step(body);
            return { kind: 'json', body: { ...rawCompletion({ tool_calls: [{ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } }] }), usage: { prompt_tokens: 200, total_tokens: 230 } } };
        };
        const r = await liveRun('openai:m');
        const t = Object.values(r.trajectory.tokens).find((x) => x.work.prompt > 0);
        expect(t.work).toEqual({ prompt: 400, completion: 60 });
        expect(r.trajectory.modelCalls?.estimatedUsage).toBe(0);
    });
    it('no usage at all: the tokenizer\'s counts, marked estimated per call', async () => {
        server.script.push({ kind: 'json', body: { ...completion({ content: 'hello' }), usage: undefined } });
        const m = new OpenAIChatModel({ model: 'm', apiKey: KEY, baseURL, env: {}, sleep: noSleep });
        const req = { model: 'm', messages: [{ role: 'user', content: 'Say hello.' }] };
        const res = await m.complete(req, { runId: 'r', agent: 'a', turn: 0, purpose: 'work' });
        expect(res.usage).toEqual({ ...estimateUsage(req, res.message), estimated: true });
        expect(res.flags).toEqual({ usage_estimated: 1 });
    });
});
describe('finish reasons, bodies and time', () => {
    it('finish_reason length: the truncated call fails saying so, and the report counts it', async () => {
        server.handler = (body) => {
            const c = step(body);
            const truncated = c.name === 'list_invoices';
            const b = rawCompletion({ tool_calls: [{ id: c.id, type: 'function', function: { name: c.name, arguments: truncated ? '{"vendor": "North' : c.arguments } }] });
            b.choices[0].finish_reason = truncated ? 'length' : 'tool_calls';
            return { kind: 'json', body: b };
        };
        const r = await liveRun('openai:m?max_tokens=16');
        expect(r.trajectory.calls[0]).toMatchObject({ tool: 'list_invoices', status: 'failed' });
        expect(r.trajectory.calls[0].error).toMatch(/cut off at the token limit: finish_reason length/);
        expect(r.trajectory.modelCalls?.finishReasons).toEqual({ length: 1, tool_calls: 1 });
        expect(r.row.length).toBe(1);
        expect(server.seen.at(-1).body.max_tokens).toBe(16);
    });
    it('a 200 with an HTML body: a named endpoint error, retried like a 5xx, then a failed run (was: "reading \'0\'")', async () => {
        server.handler = null;
        server.script.push({ kind: 'raw', body: '<!DOCTYPE html><html><body>502 Bad Gateway</body></html>', contentType: 'text/html' });
        server.script.push({ kind: 'json', body: completion({ content: 'fine' }) });
        const slept = [];
        const m = new OpenAIChatModel({ model: 'm', apiKey: KEY, baseURL, env: {}, sleep: async (ms) => void slept.push(ms) });
        const ctx = { runId: 'r', agent: 'a', turn: 0, purpose: 'work' };
        expect((await m.complete({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }, ctx)).message.content).toBe('fine');
        expect(slept).toHaveLength(1);
        // Broken JSON under a JSON content type is the same kind of error.
        server.script.push({ kind: 'raw', body: '{"choices": [', contentType: 'application/json' }, { kind: 'json', body: completion({ content: 'fine' }) });
        expect((await m.complete({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }, ctx)).message.content).toBe('fine');
        server.handler = () => ({ kind: 'raw', body: '<html><body>Service Unavailable</body></html>', contentType: 'text/html' });
        const r = await liveRun('openai:m', { openai: { maxRetries: 1 } });
        expect(r.trajectory.endReason).toBe('error');
        expect(r.trajectory.endDetail).toMatch(/endpoint error: the endpoint answered with an HTML page instead of a chat completion: "<html><body>Service Unavailable/);
        expect(r.trajectory.endDetail).toMatch(/gave up after 2 attempts/);
        expect(r.row.error).toBe(1);
    });
    it('a slow server: --timeout per attempt, --retries, retry lines with the backoff, and a grid retry budget', async () => {
        server.handler = () => ({ kind: 'delay', ms: 2000, then: { kind: 'json', body: completion({ content: 'late' }) } });
        const lines = [];
        const live = liveResources({ timeoutMs: 150, maxRetries: 2, retryBudget: 3, progress: true }, (l) => void lines.push(l));
        const a = new OpenAIChatModel({ ...live, model: 'm', apiKey: KEY, baseURL, env: {}, sleep: noSleep });
        const b = new OpenAIChatModel({ ...live, model: 'other', apiKey: KEY, baseURL, env: {}, sleep: noSleep });
        const req = { model: 'm', messages: [{ role: 'user', content: 'hi' }] };
        const t0 = performance.now();
        const e1 = await a.complete(req, { runId: 'run-slow', agent: 'a1', turn: 3, purpose: 'work' }).catch((e) => e);
        expect(e1).toBeInstanceOf(ModelCallError);
        expect(e1.message).toMatch(/timed out after 150 ms \(gave up after 3 attempts\)/);
        expect(performance.now() - t0).toBeLessThan(1900);
        expect(lines).toHaveLength(2);
        expect(lines[0]).toMatch(/^retry 1\/2 openai:m \(run run-slow, agent a1, turn 3\): timed out after 150 ms — backing off \d+\.\d s; grid retry budget 1\/3 used\n$/);
        // The budget is the grid's: the other model gets the one retry left, then fails at once.
        const e2 = await b.complete(req, { runId: 'run-slow', agent: 'a2', turn: 0, purpose: 'work' }).catch((e) => e);
        expect(e2.message).toMatch(/not retried: the grid's retry budget of 3 is spent/);
        expect(lines).toHaveLength(3);
        server.handler = null;
    });
    it('retry lines name the model, run, agent, turn, reason and backoff', () => {
        const info = { attempt: 2, maxRetries: 5, delayMs: 4200, reason: 'HTTP 503: busy', model: 'openai:m', runId: '0123456789abcdef', agent: 'root', turn: 1 };
        const budget = new RetryBudget(10);
        budget.take();
        expect(retryLine(info, budget)).toBe('retry 2/5 openai:m (run 0123456789ab, agent root, turn 1): HTTP 503: busy — backing off 4.2 s; grid retry budget 1/10 used\n');
    });
});
