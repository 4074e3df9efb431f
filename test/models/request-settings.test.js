import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseModelConfig, parseModelSpec, formatModelSpec } from '../../src/models/model-spec.js';
import { readCassette, requestHash } from '../../src/models/cassette.js';
import { modelSet } from '../../src/models/config.js';
import { ENDPOINT_PRESETS, redactUrl } from '../../src/models/endpoints.js';
import { ModelCallError, OpenAIChatModel } from '../../src/models/openai.js';
import { ReplayMissError } from '../../src/models/replay.js';
import { SimModel } from '../../src/models/sim/model.js';
import { loadProfile } from '../../src/models/sim/profile.js';
import { runTaskDetailed } from '../../src/runtime/run.js';
import { sha256 } from '../../src/util/canonical.js';
import { LoopbackServer, completion } from './loopback.js';
import { loadTask } from './support.js';
const task = loadTask();
const KEY = 'sk-settings-0123456789abcdef';
const req = { model: 'm', messages: [{ role: 'user', content: 'hi' }] };
let server;
let baseURL;
beforeAll(async () => {
    server = new LoopbackServer();
    baseURL = await server.start();
    const sim = new SimModel(loadProfile('default'), { runId: 'loopback', seed: 'live', task });
    server.handler = (body) => {
        const r = { model: String(body.model), messages: body.messages, tools: body.tools, ...(body.response_format ? { responseFormat: { type: 'json_object' } } : {}) };
        const who = sha256(JSON.stringify(r.messages.slice(0, 2))).slice(0, 12);
        const turn = r.messages.filter((m) => m.role === 'assistant').length;
        const res = sim.answer(r, { runId: 'loopback', agent: who, turn, purpose: 'work' });
        const calls = res.message.tool_calls?.map((c, i) => ({ id: `call_${who}_${turn}_${i}`, name: c.function.name, arguments: c.function.arguments }));
        return { kind: 'json', body: completion({ content: res.message.content, ...(calls ? { tool_calls: calls } : {}) }, res.usage) };
    };
});
afterAll(async () => server.stop());
describe('endpoint presets', () => {
    const sent = async (spec) => {
        const s = parseModelSpec(spec);
        if (s.kind !== 'openai')
            throw new Error('openai spec expected');
        const m = new OpenAIChatModel({ model: s.model, sampling: s.sampling, endpoint: s.endpoint, apiKey: KEY, baseURL, env: {} });
        server.seen.length = 0;
        await m.complete(req, { runId: 'r', agent: 'a', turn: 0, purpose: 'work' });
        return server.seen[0].body;
    };
    it('sends max tokens under the name the family reads', async () => {
        expect(await sent('openai:m?max_tokens=64&endpoint=openai')).toMatchObject({ max_completion_tokens: 64 });
        for (const f of ['vllm', 'llamacpp', 'ollama', 'router', 'generic']) {
            const body = await sent(`openai:m?max_tokens=64&endpoint=${f}`);
            expect(body.max_tokens).toBe(64);
            expect(body.max_completion_tokens).toBeUndefined();
        }
        // Without endpoint=: hosted OpenAI by its host, anything else generic.
        expect(new OpenAIChatModel({ model: 'm', apiKey: KEY, env: {} }).preset.family).toBe('openai');
        expect(new OpenAIChatModel({ model: 'm', apiKey: KEY, baseURL, env: {} }).preset.family).toBe('generic');
    });
    it('refuses, before any call, a setting the family does not read', () => {
        expect(() => parseModelSpec('openai:m?top_k=20&endpoint=openai')).toThrow(/hosted OpenAI .* does not read "top_k"/);
        expect(() => parseModelSpec('openai:m?top_k=20&endpoint=ollama')).toThrow(/does not read "top_k"/);
        expect(() => parseModelSpec('openai:m?reasoning_effort=low&endpoint=llamacpp')).toThrow(/does not read "reasoning_effort"/);
        expect(() => parseModelSpec('openai:m?endpoint=tgi')).toThrow(/endpoint must be one of openai, vllm, llamacpp, ollama, router, generic/);
        expect(() => parseModelSpec('openai:m?tool_format=xml')).toThrow(/tool_format must be one of native, hermes, json/);
        expect(() => new OpenAIChatModel({ model: 'm', sampling: { top_k: 5 }, apiKey: KEY, env: {} })).toThrow(/does not read "top_k"/);
        expect(ENDPOINT_PRESETS.vllm.accepts).toContain('top_k');
        expect(formatModelSpec(parseModelSpec('openai:m?temperature=0&endpoint=vllm&tool_format=hermes'))).toBe('openai:m?temperature=0&endpoint=vllm&tool_format=hermes');
    });
});
describe('request settings in the cassette', () => {
    const record = async (spec, dir, runs = [1, 2]) => {
        const set = modelSet(parseModelConfig(spec), { record: dir, env: {}, openai: { apiKey: KEY, baseURL } });
        const out = {};
        for (const seed of runs) {
            const runId = `set:${seed}`;
            const models = set.forRun({ runId, seed: String(seed), task });
            out[seed] = (await runTaskDetailed({ task, architecture: 'l2', defense: 'source', confirm: 'auto-approve', models, authorizer: set.authorizerFor(models), seed, runId })).trajectoryHash;
        }
        set.close();
        return out;
    };
    it('records model, endpoint family, every sampling parameter as sent and the tool format, in the key too', async () => {
        const a = mkdtempSync(join(tmpdir(), 'masdrift-set-a-'));
        const b = mkdtempSync(join(tmpdir(), 'masdrift-set-b-'));
        await record('openai:loopback-model?temperature=1&top_k=20&max_tokens=512', a, [1]);
        await record('openai:loopback-model?temperature=0.5&top_k=20&max_tokens=512', b, [1]);
        const la = readCassette(a);
        const lb = readCassette(b);
        expect(la[0].request.settings).toEqual({ model: 'loopback-model', endpoint: 'generic', params: { temperature: 1, top_k: 20, max_tokens: 512 }, toolFormat: 'native' });
        expect(la[0].endpoint).toBe(baseURL);
        // Same messages, other temperature: other keys.
        expect(la.map((l) => l.requestHash)).not.toEqual(lb.map((l) => l.requestHash));
        expect(la.length).toBe(lb.length);
    });
    it('replays under the same settings; a changed sampling parameter fails closed, naming it', async () => {
        const dir = mkdtempSync(join(tmpdir(), 'masdrift-set-'));
        const live = 'openai:loopback-model?temperature=1&max_tokens=512';
        const recorded = await record(live, dir);
        const served = server.seen.length;
        expect(await record(`replay:${dir}~${live}`, mkdtempSync(join(tmpdir(), 'masdrift-rr-')))).toEqual(recorded);
        expect(await record(`replay:${dir}`, mkdtempSync(join(tmpdir(), 'masdrift-rr-')))).toEqual(recorded);
        expect(server.seen.length).toBe(served);
        const set = modelSet(parseModelConfig(`replay:${dir}~openai:loopback-model?temperature=0.7&max_tokens=512`));
        const models = set.forRun({ runId: 'set:1', seed: '1', task });
        // The authorizer's first call already misses: the run does not start.
        const failed = (await runTaskDetailed({ task, architecture: 'l2', defense: 'source', confirm: 'auto-approve', models, authorizer: set.authorizerFor(models), seed: 1, runId: 'set:1' }).catch((e) => e));
        expect(failed.message).toMatch(/recorded under other settings:\n\s+sampling parameter "temperature" differs: wanted 0\.7, recorded 1/);
        expect(failed.message).not.toMatch(/max_tokens/);
        // So does a dropped parameter, another model, another tool format.
        const miss = async (spec) => {
            const s = modelSet(parseModelConfig(spec));
            const m = s.forRun({ runId: 'set:1', seed: '1', task });
            const line = readCassette(dir).find((l) => l.run === 'set:1' && l.agent !== 'authorizer' && l.turn === 0 && !l.agent.startsWith('authorizer'));
            const request = { model: 'x', messages: line.request.messages, tools: line.request.tools };
            return (await m.lead.complete(request, { runId: line.run, agent: line.agent, turn: line.turn, purpose: 'work' }).catch((e) => e));
        };
        expect(await miss(`replay:${dir}~openai:loopback-model?temperature=1`)).toBeInstanceOf(ReplayMissError);
        expect((await miss(`replay:${dir}~openai:loopback-model?temperature=1`)).message).toMatch(/sampling parameter "max_tokens" differs: wanted \(not sent\), recorded 512/);
        expect((await miss(`replay:${dir}~openai:other-model?temperature=1&max_tokens=512`)).message).toMatch(/model differs: wanted "other-model", recorded "loopback-model"/);
        expect((await miss(`replay:${dir}~openai:loopback-model?temperature=1&max_tokens=512&tool_format=hermes`)).message).toMatch(/tool_format differs: wanted hermes, recorded native/);
        // A cassette recorded before settings were kept (no request.settings) still replays.
        const legacy = mkdtempSync(join(tmpdir(), 'masdrift-legacy-'));
        const old = readCassette(dir).map((l) => {
            const { settings: _s, ...request } = l.request;
            // Lines of that time carried no session and no line hash, and hashed the request without settings.
            const { endpoint: _e, session: _se, hash: _h, ...line } = l;
            return JSON.stringify({ ...line, request, requestHash: requestHash(request) });
        });
        writeFileSync(join(legacy, 'cassette.jsonl'), `${old.join('\n')}\n`);
        expect(await record(`replay:${legacy}~${live}`, mkdtempSync(join(tmpdir(), 'masdrift-rr-')))).toEqual(recorded);
    });
});
describe('credentials in a base URL', () => {
    it('go to the server (Basic auth, query) but never into a cassette, an error or a shown URL', async () => {
        const secretURL = baseURL.replace('http://', 'http://alice:hunter2-pass@') + '?api-key=tok-9f8e7d6c5b';
        expect(redactUrl(secretURL)).toBe(`${baseURL.replace('http://', 'http://redacted@')}?api-key=redacted`);
        const dir = mkdtempSync(join(tmpdir(), 'masdrift-cred-'));
        server.seen.length = 0;
        const set = modelSet(parseModelConfig('openai:loopback-model'), { record: dir, env: {}, openai: { apiKey: KEY, baseURL: secretURL } });
        const models = set.forRun({ runId: 'cred:1', seed: '1', task });
        const r = await runTaskDetailed({ task, architecture: 'single', defense: 'none', confirm: 'auto-approve', models, seed: 1, runId: 'cred:1' });
        set.close();
        expect(r.trajectory.endReason).toBe('finished');
        expect(server.seen[0].headers.authorization).toBe(`Basic ${Buffer.from('alice:hunter2-pass').toString('base64')}`);
        expect(server.seen[0].url).toBe('/v1/chat/completions?api-key=tok-9f8e7d6c5b');
        const text = readFileSync(join(dir, 'cassette.jsonl'), 'utf8');
        for (const s of ['hunter2-pass', 'tok-9f8e7d6c5b', KEY])
            expect(text).not.toContain(s);
        expect(readCassette(dir)[0].endpoint).toMatch(/redacted@127\.0\.0\.1.*api-key=redacted/);
        // An error names the endpoint redacted.
        server.script.push({ kind: 'json', status: 400, body: { error: { message: 'bad request' } } });
        const m = new OpenAIChatModel({ model: 'm', apiKey: KEY, baseURL: secretURL, env: {} });
        const e = (await m.complete(req, { runId: 'r', agent: 'a', turn: 0, purpose: 'work' }).catch((x) => x));
        expect(e).toBeInstanceOf(ModelCallError);
        expect(e.message).toMatch(/redacted@127/);
        for (const s of ['hunter2-pass', 'tok-9f8e7d6c5b', 'alice'])
            expect(e.message).not.toContain(s);
    });
});
