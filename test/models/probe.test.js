import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { LoopbackServer, completion } from './loopback.js';
/** `masdrift models probe` against the loopback server: one tiny tool-calling request, a capability summary. */
let server;
const saved = { base: process.env.OPENAI_BASE_URL, key: process.env.OPENAI_API_KEY };
beforeAll(async () => {
    server = new LoopbackServer();
    process.env.OPENAI_BASE_URL = await server.start();
    process.env.OPENAI_API_KEY = 'sk-probe-0123456789';
});
afterAll(async () => {
    await server.stop();
    for (const [k, v] of [['OPENAI_BASE_URL', saved.base], ['OPENAI_API_KEY', saved.key]]) {
        if (v === undefined)
            delete process.env[k];
        else
            process.env[k] = v;
    }
});
describe('masdrift models probe', () => {
    it('a server that calls tools natively and reports usage: usable, with what was sent', async () => {
        server.seen.length = 0;
        server.script.push({ kind: 'json', body: completion({ tool_calls: [{ id: 'c1', name: 'echo', arguments: '{"text":"ping"}' }] }, { prompt_tokens: 60, completion_tokens: 12 }) });
        const r = await runCli(['models', 'probe', 'openai:probe-model?temperature=0&endpoint=vllm']);
        expect(r.code).toBe(0);
        expect(r.stdout).toMatch(/^probe openai:probe-model at http:\/\/127\.0\.0\.1:\d+\/v1 \(endpoint family vllm\)/);
        expect(r.stdout).toMatch(/sent: temperature=0, max_tokens=256, tool_format=native/);
        expect(r.stdout).toMatch(/ok\s+tool calls\s+echo\(\{"text":"ping"\}\) as native tool_calls/);
        expect(r.stdout).toMatch(/ok\s+usage\s+prompt 60, completion 12 \(reported by the server\)/);
        expect(r.stdout).toMatch(/ok\s+max tokens\s+12 completion tokens ≤ 256 \(sent as max_tokens\)/);
        expect(r.stdout).toMatch(/verdict: usable for masdrift runs/);
        // One request, with a tool, under the family's parameter names.
        expect(server.seen).toHaveLength(1);
        expect(server.seen[0].body).toMatchObject({ model: 'probe-model', temperature: 0, max_tokens: 256 });
        expect(server.seen[0].body.tools[0].function.name).toBe('echo');
    });
    it('a server writing tool calls as text, sending no usage and ignoring max tokens: says so and what to change', async () => {
        const body = completion({ content: '<tool_call>{"name": "echo", "arguments": {"text": "ping"}}</tool_call>' });
        server.script.push({ kind: 'json', body: { ...body, usage: undefined } });
        const r = await runCli(['models', 'probe', 'openai:probe-model']);
        expect(r.code).toBe(1);
        expect(r.stdout).toMatch(/WARN tool calls\s+the model wrote its tool call as text in the content; add \?tool_format=hermes/);
        expect(r.stdout).toMatch(/WARN usage\s+the server sent no or partial usage/);
        expect(r.stdout).toMatch(/verdict: not usable as is/);
        // With the format named, the same server is usable.
        server.script.push({ kind: 'json', body: completion({ content: '<tool_call>{"name": "echo", "arguments": {"text": "ping"}}</tool_call>' }, { prompt_tokens: 50, completion_tokens: 300 }) });
        const again = await runCli(['models', 'probe', 'openai:probe-model?tool_format=hermes']);
        expect(again.code).toBe(0);
        expect(again.stdout).toMatch(/ok\s+tool calls\s+echo\(\{"text":"ping"\}\) parsed from the content \(tool_format=hermes\)/);
        expect(again.stdout).toMatch(/WARN max tokens\s+300 completion tokens > 256: the server ignored max_tokens/);
    });
    it('a server that rejects the request: the error, and a hint for a 400', async () => {
        server.script.push({ kind: 'json', status: 400, body: { error: { message: 'Unrecognized request argument supplied: top_k' } } });
        const r = await runCli(['models', 'probe', 'openai:probe-model?top_k=20']);
        expect(r.code).toBe(1);
        expect(r.stdout).toMatch(/WARN request\s+.*HTTP 400.*top_k.*try another \?endpoint= family/);
    });
    it('refuses sim and replay specs (models check stays the offline command)', async () => {
        const r = await runCli(['models', 'probe', 'sim:default']);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/expected openai:<model>, got "sim:default"/);
    });
});
