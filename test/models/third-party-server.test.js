import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readCassette } from '../../src/models/cassette.js';
import { ResultsStore, runRow } from '../../src/runner/store.js';
import { runCli } from '../cli/run-cli.js';
import { ROOT } from './support.js';
/**
 * A small live grid against an OpenAI-compatible mock server written by others (@dwmkerr/mock-llm,
 * a pinned devDependency), on the loopback interface: recorded, reported, shown and replayed.
 * Its rules answer the first turn with a call of the first tool offered, and every later turn by
 * finishing; it sends no usage (the tokenizer's counts, marked estimated) and no tool-call "type".
 */
const require = createRequire(import.meta.url);
const { createServer } = require('@dwmkerr/mock-llm/dist/server.js');
const completion = (message, finish) => `{
  "id": "chatcmpl-mock", "object": "chat.completion", "model": "{{jmes request body.model}}",
  "choices": [{ "index": 0, "message": ${message}, "finish_reason": "${finish}" }]
}`;
const RULES = {
    streaming: { chunkSize: 50, chunkIntervalMs: 0 },
    rules: [
        {
            path: '/v1/chat/completions',
            method: 'POST',
            match: '@',
            response: { status: 200, content: completion('{ "role": "assistant", "content": null, "tool_calls": [{ "id": "call_finish", "function": { "name": "finish", "arguments": "{\\"answer\\": \\"Done.\\"}" } }] }', 'tool_calls') },
        },
        {
            path: '/v1/chat/completions',
            method: 'POST',
            match: "length(body.messages[?role=='tool']) == `0`",
            response: { status: 200, content: completion('{ "role": "assistant", "content": null, "tool_calls": [{ "id": "call_first", "function": { "name": "{{jmes request body.tools[0].function.name}}", "arguments": "{}" } }] }', 'tool_calls') },
        },
    ],
};
let server;
let baseURL;
const saved = { base: process.env.OPENAI_BASE_URL, key: process.env.OPENAI_API_KEY };
let quiet;
beforeAll(async () => {
    quiet = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    // Bound to 127.0.0.1 explicitly: the package's own entry point listens on 0.0.0.0.
    const app = createServer(RULES, '127.0.0.1', 0);
    await new Promise((resolve) => {
        server = app.listen(0, '127.0.0.1', resolve);
    });
    const { address, port } = server.address();
    expect(address).toBe('127.0.0.1');
    baseURL = `http://127.0.0.1:${port}/v1`;
    process.env.OPENAI_BASE_URL = baseURL;
    process.env.OPENAI_API_KEY = 'sk-mock-llm-0123456789';
});
afterAll(async () => {
    await new Promise((resolve) => server.close(() => resolve()));
    quiet.mockRestore();
    if (saved.base === undefined)
        delete process.env.OPENAI_BASE_URL;
    else
        process.env.OPENAI_BASE_URL = saved.base;
    if (saved.key === undefined)
        delete process.env.OPENAI_API_KEY;
    else
        process.env.OPENAI_API_KEY = saved.key;
});
describe('a live grid against @dwmkerr/mock-llm', () => {
    it('runs, records, reports what the server sent, shows a run and replays every trajectory hash', async () => {
        const out = mkdtempSync(join(tmpdir(), 'masdrift-mockllm-'));
        const suite = join(ROOT, 'fixtures', 'examples');
        const run = await runCli(['run', '--suite-path', suite, '--task-ids', 'example-finance-northwind,example-hr-onboarding', '--arch', 'single,l2', '--defense', 'none', '--model', 'openai:mock-model?max_tokens=64', '--record', '--out', out, '--no-report', '--timeout', '10', '--retries', '1']);
        expect(run.stderr).not.toMatch(/retry \d/);
        expect(run.code).toBe(0);
        const lines = readCassette(out);
        expect(lines.length).toBeGreaterThan(0);
        expect(lines[0].request.settings).toMatchObject({ model: 'mock-model', endpoint: 'generic', params: { max_tokens: 64 } });
        expect(lines.every((l) => l.usage.estimated === true)).toBe(true);
        const store = ResultsStore.open(out, { readonly: true });
        const runs = [...store.runs({ suite: 'masdrift' })];
        store.close();
        expect(runs).toHaveLength(4);
        expect(runs.every((r) => r.status === 'ok')).toBe(true);
        for (const r of runs) {
            const mc = r.metrics.modelCalls;
            expect(mc.estimatedUsage).toBe(mc.calls);
            expect(mc.flags.tool_call_without_type).toBeGreaterThan(0);
        }
        const report = await runCli(['report', out]);
        expect(report.code).toBe(0);
        expect(report.stdout).toMatch(/How runs ended, per cell/);
        expect(report.stdout).toMatch(/tool_call_without_type \d+, usage_estimated \d+/);
        const show = await runCli(['show', out, runs[0].runId]);
        expect(show.code).toBe(0);
        expect(show.stdout).toMatch(/model calls: \d+ \(\d+ with estimated tokens\)/);
        const replay = await runCli(['replay', out, '--check']);
        expect(replay.stdout).toMatch(/4 of 4 replayed runs reproduce their trajectory hash/);
        expect(replay.code).toBe(0);
        // A folder holding a run whose tokens were stored as null (as an older version wrote them when a
        // server sent no completion_tokens): show still shows it; report names the run and the field
        // (and the rescore remedy lives in the report's own message) instead of a bare zod error.
        const rw = ResultsStore.open(out);
        const one = rw.get(runs[0].runId);
        const metrics = structuredClone(one.metrics);
        metrics.tokens.workCompletion = null;
        rw.commit([runRow({ ...one, runId: `${one.runId.slice(0, -4)}dead`, identity: { ...one.identity, rep: 9 }, metrics })]);
        rw.close();
        const report2 = await runCli(['report', out]);
        expect(report2.code).toBe(1);
        expect(report2.stderr).toMatch(/run [0-9a-f]+dead: stored scores do not match this build's scorer: tokens\.workCompletion.*masdrift rescore/);
        const show2 = await runCli(['show', out, `${one.runId.slice(0, -4)}dead`]);
        expect(show2.code).toBe(0);
        expect(show2.stderr).toMatch(/its stored scores do not parse \(tokens\.workCompletion/);
    });
});
