import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LlmAuthorizer, compileRequest, proposeRequest, publicTool } from '../../src/models/llm-authorizer.js';
import { authorizerAnswer } from '../../src/models/sim/authorizer-answer.js';
import { PROPOSE_SYSTEM } from '../../src/models/prompts/authorizer.v1.js';
import { compressTrajectory, decompressTrajectory } from '../../src/runner/compress.js';
import { attenuate, canonicalPolicy, compile, proposalFromMessage } from '../../src/policy/index.js';
import { RuleSchema } from '../../src/policy/schema.js';
import { deepFreeze } from '../../src/util/freeze.js';
import { loadTask } from './support.js';
const task = loadTask();
const tools = task.environment.tools;
const p0 = compile(task.request, tools).policy;
describe('memoised authorizer answers', () => {
    it('render the prompt text exactly as JSON.stringify of the payload', () => {
        const user = (r) => String(r.messages[1].content);
        expect(user(compileRequest('m', task.request, tools))).toBe(JSON.stringify({ request: task.request, tools: tools.map(publicTool) }));
        expect(user(proposeRequest('m', 'Prepare the batch "now".', tools, p0))).toBe(JSON.stringify({ message: 'Prepare the batch "now".', tools: tools.map(publicTool), parent: p0 }));
    });
    it('give the same compile prompt text for a request and tool array, the same string object again', () => {
        const user = (request, ts) => String(compileRequest('m', request, ts).messages[1].content);
        const first = user(task.request, tools);
        expect(user(task.request, tools)).toBe(first);
        expect(user('Another "request".', tools)).toBe(JSON.stringify({ request: 'Another "request".', tools: tools.map(publicTool) }));
        const fewer = [...tools];
        fewer.pop();
        expect(user(task.request, fewer)).toBe(JSON.stringify({ request: task.request, tools: fewer.map(publicTool) }));
        expect(user(task.request, tools)).toBe(first);
    });
    it('read the deep-frozen rules of attenuated parents as the values of their JSON', () => {
        // Parents as a Chain run makes them: a frozen P0 attenuated by frozen proposals, handoff after handoff.
        const messages = ['Please prepare the payment batch for the approved ones.', 'Reconcile the October invoices and send the summary to the controller.', 'Hold everything until I approve.'];
        let parents = [deepFreeze(compile(task.request, tools).policy)];
        for (let depth = 0; depth < 2; depth++) {
            const next = [];
            for (const parent of parents) {
                for (const msg of messages) {
                    for (const r of parent.rules)
                        expect(JSON.stringify(RuleSchema.parse(JSON.parse(JSON.stringify(r))))).toBe(JSON.stringify(r));
                    const expected = JSON.stringify({ rules: proposalFromMessage(msg, tools, parent).rules });
                    expect(authorizerAnswer('propose', proposeRequest('m', msg, tools, parent))).toBe(expected);
                    next.push(attenuate(parent, deepFreeze(proposalFromMessage(msg, tools, parent))).policy);
                }
            }
            parents = next;
        }
    });
    it('answer a proposal like the compiler does, whatever parents share the memo', () => {
        // Parents with the same tools but different stages/provenance, and one lacking a tool.
        const parents = [
            p0,
            { rules: p0.rules.map((r) => ({ ...r, stage: 'never', provenance: { sentence: null, reason: 'x' } })) },
            { rules: p0.rules.slice(1) },
        ];
        const messages = ['Please prepare the payment batch for the approved ones.', 'Reconcile the October invoices and send the summary to the controller.', 'Hold everything until I approve.'];
        for (let round = 0; round < 2; round++) {
            for (const parent of parents) {
                for (const msg of messages) {
                    const answer = authorizerAnswer('propose', proposeRequest('m', msg, tools, parent));
                    expect(answer).toBe(JSON.stringify({ rules: proposalFromMessage(msg, tools, parent).rules }));
                }
            }
        }
    });
    it('read a propose prompt by sections exactly as the whole JSON, whatever its text contains', () => {
        // Quotes, backslashes and the section keys inside the message, a tool parameter and a scope
        // argument named "parent", a prompt with another layout, and prompts that do not parse.
        const odd = tools.map((t, i) => (i === 0 ? { ...t, parameters: { ...t.parameters, properties: { ...t.parameters.properties, parent: { type: 'string' } } } } : t));
        const scoped = { rules: p0.rules.map((r, i) => (i === 0 ? { ...r, scope: { args: { to: { oneOf: ['y'] }, parent: { oneOf: ['x'] } } } } : r)) };
        const messages = ['Prepare the batch "now" \\ then stop.', 'Send it,"tools":[],"parent":{"rules":[]} to Dana.', ''];
        const propose = (content) => authorizerAnswer('propose', { model: 'm', messages: [{ role: 'system', content: 'x' }, { role: 'user', content }] });
        for (const ts of [tools, odd]) {
            for (const parent of [p0, scoped]) {
                for (const msg of messages) {
                    const expected = JSON.stringify({ rules: proposalFromMessage(msg, ts, parent).rules });
                    expect(propose(JSON.stringify({ message: msg, tools: ts.map(publicTool), parent }))).toBe(expected);
                    expect(propose(JSON.stringify({ tools: ts.map(publicTool), parent, message: msg }))).toBe(expected);
                }
            }
        }
        expect(() => propose(`${JSON.stringify({ message: 'a', tools: tools.map(publicTool), parent: p0 }).slice(0, -1)},}`)).toThrow(SyntaxError);
        expect(() => propose(JSON.stringify({ message: 'a', tools: tools.map(publicTool), parent: { rules: [{ tool: 1 }] } }))).toThrow();
    });
    it('read a prompt the authorizer assembled from its parts exactly as its text', () => {
        const odd = tools.map((t, i) => (i === 0 ? { ...t, parameters: { ...t.parameters, properties: { ...t.parameters.properties, parent: { type: 'string' } } } } : t));
        const scoped = { rules: p0.rules.map((r, i) => (i === 0 ? { ...r, scope: { args: { to: { oneOf: ['y'] }, parent: { oneOf: ['x'] } } } } : r)) };
        const messages = ['Prepare the batch "now" \\ then stop.', 'Send it,"tools":[],"parent":{"rules":[]} to Dana.', ''];
        const propose = (content) => authorizerAnswer('propose', { model: 'm', messages: [{ role: 'system', content: PROPOSE_SYSTEM }, { role: 'user', content }] });
        for (const ts of [tools, odd]) {
            for (const parent of [p0, scoped, { rules: [] }, { rules: p0.rules.slice(0, 1) }]) {
                for (const msg of messages) {
                    const request = proposeRequest('m', msg, ts, parent);
                    const content = String(request.messages[1].content);
                    const expected = JSON.stringify({ rules: proposalFromMessage(msg, ts, parent).rules });
                    const user = request.messages[1];
                    expect(user.role === 'user' && user.parts).toBeTruthy();
                    expect(authorizerAnswer('propose', request)).toBe(expected);
                    // the same text without its parts (a replayed or hand-written prompt) is read by its sections
                    expect(propose(content)).toBe(expected);
                }
            }
        }
        // an invalid parent fails as its text does
        const twice = { rules: [p0.rules[0], p0.rules[0]] };
        expect(() => authorizerAnswer('propose', proposeRequest('m', 'a', tools, twice))).toThrow();
    });
    it('never let one caller change the validated answer another gets (shared values are frozen)', async () => {
        const text = JSON.stringify({ rules: p0.rules });
        const model = { id: 'fixed', complete: async () => ({ message: { role: 'assistant', content: text }, usage: { prompt_tokens: 1, completion_tokens: 1 }, finishReason: 'stop' }) };
        const auth = new LlmAuthorizer(model);
        const a = await auth.compile(task.request, tools, { runId: 'a' });
        expect(() => {
            a.policy.rules[0].stage = 'never';
        }).toThrow(TypeError);
        expect(() => {
            a.policy.rules[0].scope.args.x = {};
        }).toThrow(TypeError);
        a.policy.rules.pop();
        const b = await auth.compile(task.request, tools, { runId: 'b' });
        expect(b.policy.rules.length).toBe(p0.rules.length);
        expect(b.policy).toEqual(canonicalPolicy(p0));
    });
    it('stored trajectories decompress to the canonical text', () => {
        const json = JSON.stringify({ rules: p0.rules, note: 'ü → 日本' });
        expect(decompressTrajectory(compressTrajectory(json))).toBe(json);
    });
    it('trajectories stored gzip-compressed (older results folders) still decompress', () => {
        const json = JSON.stringify({ rules: p0.rules, note: 'ü → 日本' });
        expect(decompressTrajectory(gzipSync(json))).toBe(json);
    });
});
