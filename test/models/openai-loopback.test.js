import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModelCallError, OpenAIChatModel } from '../../src/models/openai.js';
import { LoopbackServer, completion } from './loopback.js';
const KEY = 'sk-test-loopback-secret-123456';
const ctx = { runId: 'run-1', agent: 'a1', turn: 0, purpose: 'work' };
const request = {
    model: 'm',
    messages: [
        { role: 'system', content: 'You are agent a1.' },
        { role: 'user', content: 'List the invoices.' },
    ],
    tools: [{ type: 'function', function: { name: 'list_invoices', description: 'List invoices', parameters: { type: 'object', properties: { vendor: { type: 'string' } } } } }],
};
/** Fake time: sleeps resolve at once and are recorded. */
function fakeSleep() {
    const slept = [];
    return { slept, sleep: async (ms) => void slept.push(ms) };
}
describe('OpenAIChatModel against a loopback server', () => {
    let server;
    let baseURL;
    beforeEach(async () => {
        server = new LoopbackServer();
        baseURL = await server.start();
    });
    afterEach(async () => server.stop());
    const model = (over = {}) => new OpenAIChatModel({ model: 'loopback-model', apiKey: KEY, baseURL, env: {}, ...fakeSleep(), ...over });
    it('round-trips a tool call, sends sampling settings (top_k as an extra field) and records usage', async () => {
        server.script.push({ kind: 'json', body: completion({ tool_calls: [{ id: 'call_x', name: 'list_invoices', arguments: '{"vendor":"Northwind"}' }] }, { prompt_tokens: 42, completion_tokens: 9 }) });
        const m = model({ sampling: { temperature: 1, top_p: 0.95, top_k: 20, presence_penalty: 1.5, reasoning_effort: 'medium', max_tokens: 512 } });
        const res = await m.complete(request, ctx);
        expect(res.message.tool_calls?.[0]?.function).toEqual({ name: 'list_invoices', arguments: '{"vendor":"Northwind"}' });
        expect(res.usage).toEqual({ prompt_tokens: 42, completion_tokens: 9 });
        const body = server.seen[0].body;
        // A loopback URL is a generic OpenAI-compatible server: max tokens goes as max_tokens.
        expect(body).toMatchObject({ model: 'loopback-model', temperature: 1, top_p: 0.95, top_k: 20, presence_penalty: 1.5, reasoning_effort: 'medium', max_tokens: 512 });
        expect(body.max_completion_tokens).toBeUndefined();
        expect(body.tools.length).toBe(1);
        expect(server.seen[0].headers.authorization).toBe(`Bearer ${KEY}`);
    });
    it('passes malformed tool-call JSON through untouched instead of crashing', async () => {
        server.script.push({ kind: 'json', body: completion({ tool_calls: [{ id: 'c1', name: 'list_invoices', arguments: '{"vendor": "North' }] }) });
        const res = await model().complete(request, ctx);
        expect(res.message.tool_calls?.[0]?.function.arguments).toBe('{"vendor": "North');
    });
    it('retries a 429 after the Retry-After the server asked for', async () => {
        const fake = fakeSleep();
        server.script.push({ kind: 'json', status: 429, headers: { 'retry-after': '7' }, body: { error: { message: 'slow down' } } });
        server.script.push({ kind: 'json', body: completion({ content: 'ok' }) });
        const res = await model(fake).complete(request, ctx);
        expect(res.message.content).toBe('ok');
        expect(fake.slept).toEqual([7000]);
        expect(server.seen).toHaveLength(2);
    });
    it('retries 500s and a dropped connection with exponential backoff and seeded jitter', async () => {
        const fake = fakeSleep();
        server.script.push({ kind: 'json', status: 500, body: { error: { message: 'boom' } } });
        server.script.push({ kind: 'drop' });
        server.script.push({ kind: 'json', status: 503, body: { error: { message: 'busy' } } });
        server.script.push({ kind: 'json', body: completion({ content: 'done' }) });
        const res = await model({ ...fake, baseDelayMs: 100 }).complete(request, ctx);
        expect(res.message.content).toBe('done');
        expect(fake.slept).toHaveLength(3);
        // Attempt k waits within [base·2^k / 2, base·2^k].
        fake.slept.forEach((ms, k) => {
            expect(ms).toBeGreaterThanOrEqual((100 * 2 ** k) / 2);
            expect(ms).toBeLessThanOrEqual(100 * 2 ** k);
        });
        // Same identity, same jitter.
        const again = fakeSleep();
        server.script.push({ kind: 'json', status: 500, body: {} }, { kind: 'drop' }, { kind: 'json', status: 503, body: {} }, { kind: 'json', body: completion({ content: 'done' }) });
        await model({ ...again, baseDelayMs: 100 }).complete(request, ctx);
        expect(again.slept).toEqual(fake.slept);
    });
    it('times out a slow response and retries it', async () => {
        const fake = fakeSleep();
        server.script.push({ kind: 'delay', ms: 2000, then: { kind: 'json', body: completion({ content: 'late' }) } });
        server.script.push({ kind: 'json', body: completion({ content: 'on time' }) });
        const res = await model({ ...fake, timeoutMs: 150 }).complete(request, ctx);
        expect(res.message.content).toBe('on time');
        expect(fake.slept).toHaveLength(1);
    });
    it('gives up after maxRetries with an error that names the call but never the key', async () => {
        server.handler = () => ({ kind: 'json', status: 500, body: { error: { message: `bad key ${KEY}` } } });
        const err = await model({ maxRetries: 2 }).complete(request, ctx).catch((e) => e);
        expect(err).toBeInstanceOf(ModelCallError);
        const msg = err.message;
        expect(msg).toMatch(/HTTP 500/);
        expect(msg).toMatch(/gave up after 3 attempts/);
        expect(msg).toMatch(/run run-1, agent a1/);
        expect(msg).not.toContain(KEY);
        expect(server.seen).toHaveLength(3);
    });
    it('does not retry a 400', async () => {
        server.script.push({ kind: 'json', status: 400, body: { error: { message: 'bad request' } } });
        await expect(model().complete(request, ctx)).rejects.toThrow(/HTTP 400/);
        expect(server.seen).toHaveLength(1);
    });
    it('aborts on cancel, during a request and during a backoff sleep', async () => {
        server.script.push({ kind: 'delay', ms: 5000, then: { kind: 'json', body: completion({ content: 'never' }) } });
        const ac = new AbortController();
        const p = model().complete(request, { ...ctx, signal: ac.signal });
        setTimeout(() => ac.abort(), 50);
        await expect(p).rejects.toMatchObject({ name: 'AbortError' });
        server.script.push({ kind: 'json', status: 429, headers: { 'retry-after': '60' }, body: {} });
        const ac2 = new AbortController();
        const sleep = (_ms, signal) => new Promise((_r, reject) => signal?.addEventListener('abort', () => reject(Object.assign(new Error('cancelled'), { name: 'AbortError' }))));
        const p2 = model({ sleep }).complete(request, { ...ctx, signal: ac2.signal });
        setTimeout(() => ac2.abort(), 50);
        await expect(p2).rejects.toMatchObject({ name: 'AbortError' });
    });
    it('limits concurrent requests per endpoint', async () => {
        server.handler = () => ({ kind: 'delay', ms: 40, then: { kind: 'json', body: completion({ content: 'x' }) } });
        const m = model({ concurrency: 2 });
        await Promise.all(Array.from({ length: 6 }, (_, i) => m.complete(request, { ...ctx, turn: i })));
        expect(server.seen).toHaveLength(6);
        expect(server.maxInFlight).toBeLessThanOrEqual(2);
    });
    it('refuses to start without an API key', () => {
        expect(() => new OpenAIChatModel({ model: 'x', env: {} })).toThrow(/OPENAI_API_KEY is not set/);
    });
});
