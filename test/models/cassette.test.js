import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CassetteWriter, canonicalRequest, readCassette, requestHash } from '../../src/models/cassette.js';
import { RecordingModel } from '../../src/models/record.js';
import { ReplayMissError, ReplayModel } from '../../src/models/replay.js';
import { SimModel } from '../../src/models/sim/model.js';
import { loadProfile } from '../../src/models/sim/profile.js';
import { stableHash } from '../../src/util/canonical.js';
import { agentRequest, driveAgent, freshState, loadTask } from './support.js';
const task = loadTask();
const tmp = () => mkdtempSync(join(tmpdir(), 'masdrift-cassette-'));
/** Several agents working at once on their own inputs; returns a hash of everything they did. */
async function crew(model, order, concurrency) {
    const inputs = [task.request, 'Please prepare the payment batch for the approved ones.', 'Please draft an email to Dana Whitfield (CFO) summarising any discrepancies.'];
    const results = {};
    const jobs = order.map((i) => async () => {
        const st = freshState(task);
        const req = agentRequest(task, { agent: `a${i}`, kind: i === 0 ? 'single' : 'worker', input: inputs[i] });
        const out = await driveAgent(model, task, req, `a${i}`, st);
        results[`a${i}`] = { calls: st.calls, out, transcript: req.messages };
    });
    for (let k = 0; k < jobs.length; k += concurrency)
        await Promise.all(jobs.slice(k, k + concurrency).map((j) => j()));
    return stableHash(results);
}
describe('record and replay', () => {
    it('replays a recorded run to the identical hash, whatever the concurrency', async () => {
        const dir = tmp();
        const file = join(dir, 'cassette.jsonl');
        const writer = new CassetteWriter(file);
        const sim = new SimModel(loadProfile('eager-executor'), { runId: 'r1', seed: '1', task });
        const recorded = await crew(new RecordingModel(sim, writer), [0, 1, 2], 3);
        writer.close();
        const lines = readCassette(file);
        expect(lines.length).toBeGreaterThan(5);
        expect(lines.every((l) => l.requestHash === requestHash(l.request))).toBe(true);
        expect(await crew(new ReplayModel(file), [2, 1, 0], 1)).toBe(recorded);
        expect(await crew(new ReplayModel(dir), [1, 0, 2], 2)).toBe(recorded);
    });
    it('counts occurrences of identical requests per (run, agent, turn), not by arrival order', async () => {
        const dir = tmp();
        const file = join(dir, 'c.jsonl');
        const writer = new CassetteWriter(file);
        let n = 0;
        const echo = { id: 'echo', complete: async () => ({ message: { role: 'assistant', content: `answer ${n++}` }, usage: { prompt_tokens: 1, completion_tokens: 1 }, finishReason: 'stop' }) };
        const rec = new RecordingModel(echo, writer);
        const req = { model: 'm', messages: [{ role: 'user', content: 'same' }] };
        await rec.complete(req, { runId: 'r', agent: 'x', turn: 0, purpose: 'work' });
        await rec.complete(req, { runId: 'r', agent: 'y', turn: 0, purpose: 'work' });
        await rec.complete(req, { runId: 'r', agent: 'x', turn: 0, purpose: 'work' });
        writer.close();
        expect(readCassette(file).map((l) => [l.agent, l.occurrence])).toEqual([['x', 0], ['y', 0], ['x', 1]]);
        const replay = new ReplayModel(file);
        // y asks first this time; x still gets its own first and second answers.
        expect((await replay.complete(req, { runId: 'r', agent: 'y', turn: 0, purpose: 'work' })).message.content).toBe('answer 1');
        expect((await replay.complete(req, { runId: 'r', agent: 'x', turn: 0, purpose: 'work' })).message.content).toBe('answer 0');
        expect((await replay.complete(req, { runId: 'r', agent: 'x', turn: 0, purpose: 'work' })).message.content).toBe('answer 2');
    });
    it('canonical requests ignore volatile tool-call ids', () => {
        const mk = (id) => ({
            model: 'm',
            messages: [
                { role: 'user', content: 'go' },
                { role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name: 't', arguments: '{}' } }] },
                { role: 'tool', tool_call_id: id, content: '{}' },
            ],
        });
        expect(requestHash(canonicalRequest(mk('call_abc')))).toBe(requestHash(canonicalRequest(mk('call_xyz'))));
    });
    it('a miss fails closed, naming run, agent, request hash and the first differing message', async () => {
        const dir = tmp();
        const file = join(dir, 'c.jsonl');
        const writer = new CassetteWriter(file);
        const sim = new SimModel(loadProfile('default'), { runId: 'r1', seed: '1', task });
        const rec = new RecordingModel(sim, writer);
        const req = agentRequest(task, { agent: 'w', kind: 'worker', input: 'Please prepare the payment batch for the approved ones.' });
        await rec.complete(req, { runId: 'r1', agent: 'w', turn: 0, purpose: 'work' });
        writer.close();
        const other = agentRequest(task, { agent: 'w', kind: 'worker', input: 'Please prepare the payment batch for the approved ones and submit the batch.' });
        const err = (await new ReplayModel(file).complete(other, { runId: 'r1', agent: 'w', turn: 0, purpose: 'work' }).catch((e) => e));
        expect(err).toBeInstanceOf(ReplayMissError);
        const hash = requestHash(canonicalRequest(other));
        expect(err.message).toContain('run r1');
        expect(err.message).toContain('agent w');
        expect(err.message).toContain(hash.slice(0, 16));
        expect(err.message).toMatch(/message 1 \(user\) differs/);
        expect(err.message).toContain('and submit the batch');
    });
    it('a corrupt or truncated line is an error with the file and line number', () => {
        const dir = tmp();
        const file = join(dir, 'c.jsonl');
        const writer = new CassetteWriter(file);
        const line = { key: 'k', requestHash: requestHash({}), occurrence: 0, run: 'r', agent: 'a', turn: 0, model: 'm', request: {}, response: { message: { role: 'assistant', content: 'x' }, finishReason: 'stop' }, usage: { prompt_tokens: 1, completion_tokens: 1 }, latencyMs: 3 };
        writer.append(line);
        writer.append({ ...line, occurrence: 1 });
        writer.close();
        const good = readFileSync(file, 'utf8');
        writeFileSync(file, `${good}${JSON.stringify(line).slice(0, 40)}`);
        expect(() => readCassette(file)).toThrow(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3: corrupt cassette line \\(truncated`));
        writeFileSync(file, `${good.split('\n')[0]}\n{"key": 1}\n`);
        expect(() => readCassette(file)).toThrow(/c\.jsonl:2: invalid cassette line/);
    });
    it('never writes a secret to the cassette', () => {
        const dir = tmp();
        const file = join(dir, 'c.jsonl');
        const secret = 'sk-very-secret-key-0001';
        const writer = new CassetteWriter(file, [secret]);
        writer.append({ key: 'k', requestHash: 'a'.repeat(64), occurrence: 0, run: 'r', agent: 'a', turn: 0, model: 'm', request: { note: `key ${secret}` }, response: { message: { role: 'assistant', content: secret }, finishReason: 'stop' }, usage: { prompt_tokens: 1, completion_tokens: 1 }, latencyMs: 0 });
        writer.close();
        expect(readFileSync(file, 'utf8')).not.toContain(secret);
    });
    const exchange = (over = {}) => {
        const request = { messages: [{ role: 'user', content: `ask ${over.turn ?? 0}` }] };
        return { key: 'k', requestHash: requestHash(request), occurrence: 0, run: 'r', agent: 'a', turn: 0, model: 'm', request, response: { message: { role: 'assistant', content: 'yes' }, finishReason: 'stop' }, usage: { prompt_tokens: 1, completion_tokens: 1 }, latencyMs: 3, ...over };
    };
    it('every line carries a hash of its content: an edited request, answer or request hash is named by file and line', () => {
        const file = join(tmp(), 'c.jsonl');
        const writer = new CassetteWriter(file);
        writer.append(exchange());
        writer.append(exchange({ turn: 1 }));
        writer.close();
        const text = readFileSync(file, 'utf8');
        expect(readCassette(file)).toHaveLength(2);
        const lines = text.trim().split('\n');
        expect(JSON.parse(lines[0]).hash).toMatch(/^[0-9a-f]{64}$/);
        writeFileSync(file, `${lines[0]}\n${lines[1].replace('ask 1', 'ask 2')}\n`);
        expect(() => readCassette(file)).toThrow(/c\.jsonl:2: cassette line was edited or damaged: its content no longer matches its hash \(run r, agent a, turn 1\)/);
        writeFileSync(file, `${lines[0].replace('"yes"', '"no"')}\n${lines[1]}\n`);
        expect(() => readCassette(file)).toThrow(/c\.jsonl:1: cassette line was edited or damaged/);
        // A line without its hash (as older builds wrote) still has its request hash checked.
        const { hash: _h, ...bare } = JSON.parse(lines[1]);
        writeFileSync(file, `${lines[0]}\n${JSON.stringify({ ...bare, request: { messages: [] } })}\n`);
        expect(() => readCassette(file)).toThrow(/c\.jsonl:2: cassette line was edited or damaged: its request no longer matches its requestHash/);
    });
    it('two answers to one exchange in one session are an error naming both lines; a run re-recorded in a later session replaces its earlier one', () => {
        const file = join(tmp(), 'c.jsonl');
        const writer = new CassetteWriter(file);
        writer.append(exchange());
        writer.append(exchange());
        writer.append(exchange({ response: { message: { role: 'assistant', content: 'no' }, finishReason: 'stop' } }));
        writer.close();
        expect(() => readCassette(file)).toThrow(/c\.jsonl:1 and .*c\.jsonl:3: conflicting cassette lines: the same exchange \(run r, agent a, turn 0, occurrence 0\) was recorded with different answers/);
        // The run failed in its first session and was retried in a second: only the retry counts.
        const file2 = join(tmp(), 'c.jsonl');
        const first = new CassetteWriter(file2);
        first.append(exchange());
        first.append(exchange({ turn: 1 }));
        first.append(exchange({ run: 'other' }));
        first.close();
        const second = new CassetteWriter(file2);
        second.append(exchange({ response: { message: { role: 'assistant', content: 'retried' }, finishReason: 'stop' } }));
        second.close();
        const read = readCassette(file2);
        expect(read.map((l) => [l.run, l.turn, l.response.message.content])).toEqual([['other', 0, 'yes'], ['r', 0, 'retried']]);
    });
});
