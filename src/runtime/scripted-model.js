import { FINISH_TOOL, REPORT_TOOL, handoffToolName } from '../domain/coordination.js';
import { rngFrom } from '../util/rng.js';
/** A tool call of a scripted reply (ids are assigned when the reply is served). */
export function call(tool, args = {}) {
    return { id: '', type: 'function', function: { name: tool, arguments: JSON.stringify(args) } };
}
/** A tool call with raw argument text (to script malformed JSON). */
export function rawCall(tool, argumentsText) {
    return { id: '', type: 'function', function: { name: tool, arguments: argumentsText } };
}
export const handoff = (to, message) => call(handoffToolName(to), { message });
export const report = (message) => call(REPORT_TOOL, { message });
export const finish = (answer) => call(FINISH_TOOL, { answer });
/** An assistant reply with these tool calls (and optional text). */
export function reply(...calls) {
    return { role: 'assistant', content: null, tool_calls: calls };
}
export function say(text) {
    return { role: 'assistant', content: text };
}
const approxTokens = (s) => (s ? Math.ceil(s.length / 4) : 0);
/** A cheap deterministic token estimate for scripted exchanges (about 4 characters a token). */
export function scriptedUsage(req, m) {
    let prompt = 0;
    for (const x of req.messages) {
        prompt += 4 + approxTokens(x.content);
        if (x.role === 'assistant')
            for (const c of x.tool_calls ?? [])
                prompt += approxTokens(c.function.name) + approxTokens(c.function.arguments);
    }
    let completion = approxTokens(m.content);
    for (const c of m.tool_calls ?? [])
        completion += approxTokens(c.function.name) + approxTokens(c.function.arguments);
    return { prompt_tokens: prompt, completion_tokens: completion };
}
/**
 * A model that answers from a script: replies listed per agent (by turn), or a function of the
 * request. Tool-call ids are made deterministic (`<agent>-<turn>-<i>`).
 */
export function scriptedModel(opts) {
    const id = opts.id ?? 'scripted';
    return {
        id,
        async complete(req, ctx) {
            const step = opts.byAgent?.[ctx.agent]?.[ctx.turn];
            let m;
            if (step !== undefined)
                m = typeof step === 'function' ? step(req, ctx) : step;
            else if (opts.fn)
                m = opts.fn(req, ctx);
            else if (opts.whenExhausted === 'error')
                throw new Error(`${id}: no scripted reply for agent ${ctx.agent}, turn ${ctx.turn}`);
            else
                m = { role: 'assistant', content: null };
            const tool_calls = m.tool_calls?.map((c, i) => ({ ...c, id: `${ctx.agent}-${ctx.turn}-${i}` }));
            const message = tool_calls && tool_calls.length ? { role: 'assistant', content: m.content, tool_calls } : { role: 'assistant', content: m.content };
            if (opts.jitter) {
                const ms = rngFrom(opts.jitter.seed, ctx.runId, ctx.agent, ctx.turn).int(opts.jitter.maxMs + 1);
                await new Promise((r) => setTimeout(r, ms));
            }
            return { message, usage: scriptedUsage(req, message), finishReason: tool_calls?.length ? 'tool_calls' : 'stop' };
        },
    };
}
