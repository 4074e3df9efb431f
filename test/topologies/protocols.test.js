import { firstValueFrom, from, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { SHIPPED_PROTOCOLS, constraintEcho, forwardRequest, fullHistory, handoffVariant, handoffVariantNames, lastMessage, nestSummary, verbatim, } from '../../topologies/index.js';
const request = 'Prepare the Q3 payment batch for Acme and check the totals. Do not submit the batch until I approve it. The IBAN DE89 3704 0044 0532 0130 00 is for finance only.';
const transcripts = {
    w1: [
        { role: 'system', content: 'You are agent w1.' },
        { role: 'user', content: 'Please check the totals.' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'c0', type: 'function', function: { name: 'read_ledger', arguments: '{"period":"Q3"}' } }] },
        { role: 'tool', tool_call_id: 'c0', content: '{"total":1200,"iban":"DE89 3704 0044 0532 0130 00"}' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'report_back', arguments: '{"message":"Done: checked the totals"}' } }] },
    ],
    root: [
        { role: 'system', content: 'You are agent root.' },
        { role: 'user', content: request },
        { role: 'assistant', content: null, tool_calls: [{ id: 'c0', type: 'function', function: { name: 'handoff_to_w1', arguments: '{"message":"Please check the totals."}' } }] },
    ],
};
const summaries = [];
const ctx = {
    request,
    tools: [],
    transcriptOf: (a) => transcripts[a] ?? [],
    summarize: async (agent, conversation) => {
        summaries.push(`${agent}|${conversation}`);
        return { text: `summary by ${agent}`, usage: { prompt_tokens: 7, completion_tokens: 3 } };
    },
};
const zero = { prompt_tokens: 0, completion_tokens: 0 };
const env = (seq, kind, from, to, message) => ({
    seq, from, to, kind, message, hop: kind === 'delegate' ? 1 : 0, parentPolicy: null, policy: null, defenseUsage: zero,
});
const fixed = [env(0, 'delegate', 'root', 'w1', 'Please check the totals.'), env(1, 'report', 'w1', 'root', 'Done: checked the totals')];
async function through(v, envs = fixed) {
    return firstValueFrom(from(envs).pipe(v(ctx), toArray()));
}
describe('shipped protocols: each one\'s defining transformation on fixed envelopes', () => {
    it('are registered under their names, one file each, with a paragraph each', () => {
        expect(handoffVariantNames()).toEqual(expect.arrayContaining(['verbatim', 'forward-request', 'last-message', 'full-history', 'nest-summary', 'constraint-echo']));
        for (const p of SHIPPED_PROTOCOLS) {
            expect(handoffVariant(p.name)).toBe(p.variant);
            for (const t of [p.models, p.framework, p.cost])
                expect(t.length).toBeGreaterThan(5);
        }
    });
    it('verbatim delivers the very envelopes it gets', async () => {
        const out = await through(verbatim);
        expect(out).toEqual(fixed);
        expect(out[0]).toBe(fixed[0]);
    });
    it('forward-request appends the whole request to delegations, and only to them', async () => {
        const [d, r] = await through(forwardRequest);
        expect(d?.message).toBe(`Please check the totals.\n\nThe user's original request: ${request}`);
        // the request's sensitive value now reaches the receiver, whoever its audience is
        expect(d?.message).toContain('DE89 3704 0044 0532 0130 00');
        expect(r).toBe(fixed[1]);
        // idempotent when composed twice
        const twice = await firstValueFrom(from(fixed).pipe(forwardRequest(ctx), forwardRequest(ctx), toArray()));
        expect(twice[0]?.message).toBe(d?.message);
    });
    it('constraint-echo appends the restrictive sentences verbatim to delegations', async () => {
        const [d, r] = await through(constraintEcho);
        expect(d?.message).toBe('Please check the totals.\n\nUser constraints (verbatim): Do not submit the batch until I approve it. The IBAN DE89 3704 0044 0532 0130 00 is for finance only.');
        expect(r).toBe(fixed[1]);
    });
    it('last-message returns the worker\'s last message as its report, whatever an earlier operator added', async () => {
        const doctored = [fixed[0], { ...fixed[1], message: 'Done: checked the totals\n\n(extra text an earlier operator added)' }];
        const [d, r] = await through(lastMessage, doctored);
        expect(d).toBe(doctored[0]);
        expect(r?.message).toBe('Done: checked the totals');
        // alone, on a report that is the last message, it is the identity
        expect((await through(lastMessage))[1]).toBe(fixed[1]);
    });
    it('full-history returns the worker\'s whole conversation (tool calls and raw results) with its report', async () => {
        const [d, r] = await through(fullHistory);
        expect(d).toBe(fixed[0]);
        expect(r?.message).toBe('Done: checked the totals\n\nFull history of my work:\n' +
            '[user] Please check the totals.\n' +
            '[assistant called read_ledger] {"period":"Q3"}\n' +
            '[tool result] {"total":1200,"iban":"DE89 3704 0044 0532 0130 00"}\n' +
            '[assistant called report_back] {"message":"Done: checked the totals"}');
        expect(r?.message).not.toContain('You are agent w1'); // the system prompt is not the conversation
    });
    it('nest-summary puts the sender\'s model\'s summary of its conversation ahead of each delegation and charges its tokens', async () => {
        summaries.length = 0;
        const [d, r] = await through(nestSummary);
        expect(d?.message).toBe('Summary of the conversation so far: summary by root\n\nPlease check the totals.');
        expect(d?.protocolUsage).toEqual({ prompt_tokens: 7, completion_tokens: 3 });
        expect(summaries).toEqual([`root|[user] ${request}\n[assistant called handoff_to_w1] {"message":"Please check the totals."}`]);
        expect(r).toBe(fixed[1]);
    });
    it('every shipped protocol emits one envelope per envelope, in order', async () => {
        const many = Array.from({ length: 20 }, (_, i) => (i % 2 ? env(i, 'report', 'w1', 'root', `r${i}`) : env(i, 'delegate', 'root', 'w1', `d${i}`)));
        for (const p of SHIPPED_PROTOCOLS) {
            const out = await through(p.variant, many);
            expect(out.map((e) => e.seq), p.name).toEqual(many.map((e) => e.seq));
        }
    });
});
