/**
 * An authorizer answer whose scope pattern RE2 cannot run (a backreference, lookbehind, an unknown
 * flag, a syntax error) is unusable: the authorizer fails closed, and the reason — with the pattern's
 * JSON path — is in every rule's provenance, which the trajectory records with the policy.
 */
import { describe, expect, it } from 'vitest';
import { LlmAuthorizer } from '../../src/models/llm-authorizer.js';
import { verdict } from '../../src/policy/index.js';
import { loadTask } from './support.js';
const task = loadTask();
const tools = task.environment.tools;
const answering = (content) => ({
    id: 'fixed',
    complete: async () => ({ message: { role: 'assistant', content }, usage: { prompt_tokens: 1, completion_tokens: 1 }, finishReason: 'stop' }),
});
describe('an unusable pattern in an authorizer answer', () => {
    for (const pat of ['(a)\\1', '(?<=x)y', '(?zz)a', '(unclosed[']) {
        it(`"${pat}": compile fails closed with the reason visible`, async () => {
            const rules = tools.map((t, i) => ({ tool: t.name, scope: { args: i === 0 ? { to: { patterns: [pat] } } : {} }, stage: 'current_request' }));
            const auth = new LlmAuthorizer(answering(JSON.stringify({ rules })));
            const { policy } = await auth.compile(task.request, tools, { runId: 'r' });
            // fail closed (src/policy/fail-closed.ts): every world-changing tool denied, reads continue
            const byName = new Map(policy.rules.map((r) => [r.tool, r]));
            for (const t of tools)
                expect(byName.get(t.name)?.stage, t.name).toBe(t.effect === 'read' ? 'current_request' : 'never');
            for (const r of policy.rules)
                expect(r.provenance?.reason).toMatch(/^authorizer answer unusable \(rules\.0\.scope\.args\.to\.patterns\.0: unusable pattern/);
            expect(auth.failures).toHaveLength(1);
            for (const t of tools)
                if (t.effect !== 'read')
                    expect(verdict({ tool: t.name, args: {} }, policy).decision).toBe('deny');
        });
    }
    it('a proposal with one fails closed too, the reason on each proposed rule', async () => {
        const auth = new LlmAuthorizer(answering(JSON.stringify({ rules: [{ tool: tools[0].name, scope: { args: { to: { patterns: ['(a)\\1'] } } } }] })));
        const parent = { rules: [] };
        const { proposal } = await auth.propose('do it', tools, parent, { runId: 'r', handoffSeq: 1 });
        expect(proposal.rules.every((r) => r.stage === 'post_approval' && /unusable pattern/.test(r.provenance?.reason ?? ''))).toBe(true);
    });
});
