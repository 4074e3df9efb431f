import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { simAuthorizer } from '../../src/models/config.js';
import { LlmAuthorizer, ProposalSchema, compileRequest } from '../../src/models/llm-authorizer.js';
import { COMPILE_HEADER } from '../../src/models/prompts/authorizer.v1.js';
import { countTokens, estimateUsage } from '../../src/models/tokens.js';
import { attenuate, compile, normalizeScope, proposalFromMessage } from '../../src/policy/index.js';
import { loadTask } from './support.js';
import { propRuns } from '../helpers.js';
const task = loadTask();
const tools = task.environment.tools;
/** A model that answers every request with the same text and remembers what it was asked. */
function answering(text) {
    const asked = [];
    return { id: 'fixed', asked, complete: async (r) => (asked.push(r), { message: { role: 'assistant', content: text }, usage: { prompt_tokens: 5, completion_tokens: 2 }, finishReason: 'stop' }) };
}
describe('LLM authorizer', () => {
    it('the simulated authorizer answers what the deterministic compiler computes, with real token counts', async () => {
        const auth = simAuthorizer('default', { runId: 'r', seed: 's', task });
        const { policy, usage } = await auth.compile(task.request, tools, { runId: 'r' });
        expect(policy).toEqual({ rules: [...compile(task.request, tools).policy.rules].sort((a, b) => a.tool.localeCompare(b.tool)) });
        expect(usage.prompt_tokens).toBeGreaterThan(200);
        expect(usage.completion_tokens).toBeGreaterThan(20);
        const msg = 'Please prepare the payment batch for the approved ones.';
        const prop = await auth.propose(msg, tools, policy, { runId: 'r', handoffSeq: 1 });
        expect(prop.proposal).toEqual(JSON.parse(JSON.stringify(proposalFromMessage(msg, tools, policy))));
        expect(auth.failures).toEqual([]);
    });
    it('sees only the request and the public tool surface (no records, no gold annotations)', async () => {
        const m = answering('{}');
        await new LlmAuthorizer(m).compile(task.request, tools, { runId: 'r' });
        const sent = JSON.stringify(m.asked[0]);
        expect(String(m.asked[0].messages[0].content).startsWith(COMPILE_HEADER)).toBe(true);
        expect(sent).not.toContain('INV-4471');
        expect(sent).not.toContain('"behavior"');
        expect(sent).not.toContain('lexicon');
        expect(sent).not.toContain('DE89');
    });
    it('fails closed on an unusable answer whatever the confirmer: world-changing tools never, reads allowed; the answer says so', async () => {
        const changing = new Set(tools.filter((t) => t.effect !== 'read').map((t) => t.name));
        expect(changing.size).toBeGreaterThan(0);
        expect(changing.size).toBeLessThan(tools.length);
        for (const bad of ['not json', '{"rules": [{"tool": "send_email", "stage": "sometimes", "scope": {"args": {}}}]}', '{"rules": []}']) {
            const auth = new LlmAuthorizer(answering(bad));
            const { policy, unusable } = await auth.compile(task.request, tools, { runId: 'r1' });
            expect(policy.rules).toHaveLength(tools.length);
            for (const r of policy.rules)
                expect(r.stage).toBe(changing.has(r.tool) ? 'never' : 'current_request');
            expect(unusable?.reason).toBeTruthy();
            expect(auth.failures).toHaveLength(1);
            expect(auth.failures[0]).toMatchObject({ runId: 'r1', what: 'compile' });
        }
        // A failed proposal: the parent's policy, every world-changing tool at never.
        const parent = compile(task.request, tools).policy;
        const auth = new LlmAuthorizer(answering('{"rules": "x"}'));
        const { proposal, unusable } = await auth.propose('m', tools, parent, { runId: 'r', handoffSeq: 0 });
        expect(unusable).toBeDefined();
        const child = attenuate(parent, proposal).policy;
        for (const r of child.rules) {
            const p = parent.rules.find((x) => x.tool === r.tool);
            expect(r.stage).toBe(changing.has(r.tool) ? 'never' : p.stage);
            expect(r.scope).toEqual(normalizeScope(p.scope));
        }
        const res = await new LlmAuthorizer(answering('maybe')).resolveUncertain({ tool: 'send_email', args: {} }, parent.rules[0], { runId: 'r', callSeq: 0 });
        expect(res.resolution).toBe('mismatch');
        expect(res.unusable).toBeDefined();
    });
});
describe('validation of proposal answers', () => {
    const p0 = compile(task.request, tools).policy;
    const valid = [
        JSON.stringify({ rules: proposalFromMessage('Please prepare the payment batch for the approved ones.', tools, p0).rules }),
        JSON.stringify({ rules: p0.rules }),
        JSON.stringify({ rules: [{ tool: 'a', provenance: { sentence: 'x,{"tool":"b"}', reason: 'r' } }, { tool: 'a', stage: 'never' }] }),
        '{"rules":[]}',
    ];
    /** What the authorizer makes of an answer: the proposal, or the reason it failed closed. */
    async function outcome(text) {
        const auth = new LlmAuthorizer(answering(text));
        const { proposal } = await auth.propose('m', tools, p0, { runId: 'r', handoffSeq: 0 });
        return auth.failures.length > 0 ? { reason: auth.failures[0].reason } : { proposal };
    }
    /** The same, from the schema applied to the whole answer. */
    function reference(text) {
        try {
            const stripped = text.trim().replace(/^```(?:json)?\s*/i, '').replace(/```$/, '').trim();
            return { proposal: ProposalSchema.parse(JSON.parse(stripped)) };
        }
        catch (e) {
            if (e instanceof z.ZodError)
                return { reason: e.issues.map((i) => `${i.path.join('.') || '$'}: ${i.message}`).join('; ') };
            return { reason: e.message };
        }
    }
    it('accepts and rejects answers exactly as the schema on the whole answer, with the same errors', async () => {
        const texts = [
            ...valid,
            '{"rules":[{"tool":"a"},{"tool":1}]}',
            '{"rules":[{"tool":"a"},{"tool":"b","stage":"sometimes"}]}',
            '{"rules":[{"tool":"a","extra":1},{"tool":"b"}]}',
            '{"rules":[{"tool":"a"}],"rules":[{"tool":"b"}]}',
            '{"rules":[{"tool":"a"},{"tool":"b"}],"x":1}',
            '{"rules":[{"tool":"a"} ,{"tool":"b"}]}',
            '{"rules":[{"tool":"a","provenance":{"sentence":"s","reason":"r},{"tool":"b"}]}',
            '{"rules":[{"tool":"a"},{"tool":"__proto__","scope":{"args":{"__proto__":{"about":["x"]}}}}]}',
            '{"rules":[1,{"tool":"a"}]}',
            '{"rules":[{"tool":"a"},]}',
            `\`\`\`json\n${valid[0]}\n\`\`\``,
            ` ${valid[1]} `,
        ];
        // twice: the second time every valid rule comes from the memo
        for (let round = 0; round < 2; round++)
            for (const text of texts)
                expect(await outcome(text)).toEqual(reference(text));
    });
    fcTest.prop([fc.constantFrom(...valid), fc.array(fc.tuple(fc.nat(), fc.nat(3), fc.constantFrom('"', ',', '{', '}', '[', ']', '\\', ' ', ':', 'x', '1', ',{"tool":')), { minLength: 1, maxLength: 3 })], { numRuns: propRuns(300) })('on edited answers too', async (text, edits) => {
        let t = text;
        for (const [at, drop, insert] of edits) {
            const i = at % (t.length + 1);
            t = t.slice(0, i) + insert + t.slice(i + drop);
        }
        expect(await outcome(t)).toEqual(reference(t));
    });
});
describe('token estimates', () => {
    it('are deterministic tokenizer counts, not length heuristics', () => {
        expect(countTokens('hello world')).toBe(2);
        expect(countTokens(task.request)).toBe(countTokens(task.request));
        const req = compileRequest('m', task.request, tools);
        const a = estimateUsage(req, { role: 'assistant', content: '{"rules": []}' });
        const b = estimateUsage(req, { role: 'assistant', content: '{"rules": []}' });
        expect(a).toEqual(b);
        expect(a.prompt_tokens).toBeGreaterThan(countTokens(task.request));
    });
});
