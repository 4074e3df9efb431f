import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatModelSpec, parseModelConfig, parseModelSpec } from '../../src/models/model-spec.js';
import { modelSet } from '../../src/models/config.js';
import { loadTask } from './support.js';
describe('model specs', () => {
    it('parses sim, openai with sampling, replay and lead/executor pairs', () => {
        expect(parseModelSpec('sim:careful')).toEqual({ kind: 'sim', profile: 'careful' });
        expect(parseModelSpec('openai:qwen3.5-27b?temperature=1&top_p=0.95&top_k=20&presence_penalty=1.5&reasoning_effort=medium&max_tokens=65536')).toEqual({
            kind: 'openai',
            model: 'qwen3.5-27b',
            sampling: { temperature: 1, top_p: 0.95, top_k: 20, presence_penalty: 1.5, reasoning_effort: 'medium', max_tokens: 65536 },
        });
        expect(parseModelSpec('replay:results/run-1')).toEqual({ kind: 'replay', path: 'results/run-1' });
        const c = parseModelConfig('lead=openai:gpt-5?temperature=0.2+executor=sim:eager-executor');
        expect(c.lead).toEqual({ kind: 'openai', model: 'gpt-5', sampling: { temperature: 0.2 } });
        expect(c.executor).toEqual({ kind: 'sim', profile: 'eager-executor' });
        expect(parseModelConfig('sim:default')).toMatchObject({ label: 'sim:default', lead: { kind: 'sim' }, executor: { kind: 'sim' } });
    });
    it('round-trips through formatModelSpec', () => {
        for (const s of ['sim:default', 'openai:m?temperature=0.7&top_k=40', 'replay:x/cassette.jsonl'])
            expect(formatModelSpec(parseModelSpec(s))).toBe(s);
    });
    it('rejects bad specs with a message saying what was expected', () => {
        expect(() => parseModelSpec('gpt-4')).toThrow(/unknown kind "gpt-4"/);
        expect(() => parseModelSpec('openai:m?temperature=9')).toThrow(/temperature must be a number in \[0, 2\]/);
        expect(() => parseModelSpec('openai:m?seed=1')).toThrow(/unknown setting "seed"/);
        expect(() => parseModelSpec('openai:m?reasoning_effort=max')).toThrow(/reasoning_effort must be one of/);
        expect(() => parseModelConfig('lead=sim:default')).toThrow(/lead=<spec>\+executor=<spec>/);
        expect(() => parseModelSpec('replay:')).toThrow(/replay:<cassette/);
    });
});
describe('model sets', () => {
    const task = loadTask();
    it('fails before any work when an openai spec has no key, or a profile or cassette is missing', () => {
        expect(() => modelSet(parseModelConfig('openai:gpt-4.1-mini'), { env: {} })).toThrow(/OPENAI_API_KEY is not set/);
        expect(() => modelSet(parseModelConfig('sim:no-such-profile'))).toThrow(/unknown sim profile "no-such-profile".*default/);
        expect(() => modelSet(parseModelConfig('replay:/nonexistent/cassette.jsonl'))).toThrow(/cassette not found/);
    });
    it('builds heterogeneous run models: lead for the entry agent, executor for the rest', () => {
        const set = modelSet(parseModelConfig('lead=sim:lossy-lead+executor=sim:eager-executor'));
        const m = set.forRun({ runId: 'r', seed: 's', task });
        expect(m.lead.id).toBe('sim:lossy-lead');
        expect(m.executor.id).toBe('sim:eager-executor');
        expect(m.authorizer.id).toBe('sim:lossy-lead');
    });
    it('records to a cassette when asked', async () => {
        const dir = mkdtempSync(join(tmpdir(), 'masdrift-set-'));
        const set = modelSet(parseModelConfig('sim:default'), { record: dir });
        expect(set.recording).toBe(join(dir, 'cassette.jsonl'));
        const m = set.forRun({ runId: 'r', seed: 's', task });
        await m.lead.complete({ model: 'sim', messages: [{ role: 'system', content: 'x' }, { role: 'user', content: task.request }], tools: [] }, { runId: 'r', agent: 'a', turn: 0, purpose: 'work' });
        set.close();
        const replay = modelSet(parseModelConfig(`replay:${dir}`)).forRun({ runId: 'r', seed: 's', task });
        const res = await replay.lead.complete({ model: 'sim', messages: [{ role: 'system', content: 'x' }, { role: 'user', content: task.request }], tools: [] }, { runId: 'r', agent: 'a', turn: 0, purpose: 'work' });
        expect(res.message.role).toBe('assistant');
    });
});
describe('other registered models', () => {
    it('accepts the runtime registry\'s prefixes (plan:) and serves sim through modelFromSpec', async () => {
        const { modelFromSpec } = await import('../../src/runtime/model-spec.js');
        const task = loadTask();
        const c = parseModelConfig('lead=plan+executor=sim:careful');
        expect(c.lead).toEqual({ kind: 'provider', prefix: 'plan', arg: '' });
        const m = modelSet(c).forRun({ runId: 'r', seed: 's', task });
        expect(m.executor.id).toBe('sim:careful');
        expect(modelFromSpec('sim:eager-executor', { runId: 'r', seed: 's', task }).id).toBe('sim:eager-executor');
        expect(() => parseModelSpec('nosuch:x')).toThrow(/unknown kind "nosuch".*plan:…/);
    });
});
