import { sha256 } from '../util/canonical.js';
import { countTokens, estimateUsage } from './tokens.js';
/**
 * The response normaliser: the one place where what an OpenAI-compatible server actually returned
 * becomes a ChatResponse. Servers differ from the OpenAI schema in ways a run must survive and a
 * report must show, so every repair is named by a flag (counted per call, summed per cell):
 *
 *   tool_call_without_type   a tool call without "type" (accepted as a function call)
 *   tool_call_without_id     a tool call without "id" (an id is made from run, agent, turn and index)
 *   tool_call_duplicate_id   two calls of one reply with the same id (the later one gets a made id)
 *   tool_call_dropped        an entry of tool_calls that is no function call (no name, another type)
 *   arguments_as_object      arguments sent as a JSON object instead of a string (serialised)
 *   arguments_missing        no arguments at all (taken as {})
 *   content_as_parts         content as an array of parts (their text joined)
 *   reasoning_in_content     <think>…</think> before the answer (moved to message.reasoning)
 *   tool_calls_from_content  tool calls written as text, parsed because the spec asked (tool_format)
 *   tool_calls_in_content    tool calls written as text under tool_format=native (left as text, counted)
 *   finish_reason_missing    no finish_reason (taken from the reply: tool_calls or stop)
 *   usage_estimated          usage absent or partial: the missing counts come from the tokenizer
 *
 * A body that is no chat completion at all (an HTML page, a proxy's error text, JSON without
 * choices) is an EndpointResponseError: a failed call, retried like a 5xx.
 */
export const TOOL_FORMATS = ['native', 'hermes', 'json'];
/** The endpoint answered, but not with a chat completion. Retryable: proxies and gateways do this transiently. */
export class EndpointResponseError extends Error {
    constructor(message) {
        super(message);
        this.name = 'EndpointResponseError';
    }
}
const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const clip = (s, n = 120) => {
    const one = s.replace(/\s+/g, ' ').trim();
    return one.length > n ? `${one.slice(0, n)}…` : one;
};
class Flags {
    counts = {};
    add(f, n = 1) {
        if (n > 0)
            this.counts[f] = (this.counts[f] ?? 0) + n;
    }
}
/** The text of a content field: a string, null, or an array of parts ({type:"text",text} or strings). */
function contentText(content, flags) {
    if (content === null || content === undefined)
        return null;
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content)) {
        flags.add('content_as_parts');
        const texts = [];
        for (const p of content) {
            if (typeof p === 'string')
                texts.push(p);
            else if (isObj(p) && typeof p.text === 'string' && (p.type === undefined || p.type === 'text' || p.type === 'output_text'))
                texts.push(p.text);
        }
        return texts.join('');
    }
    throw new EndpointResponseError(`message content is neither text nor a list of parts: ${clip(JSON.stringify(content))}`);
}
const THINK_OPEN = /<(think|thinking|reasoning)>/i;
/**
 * Split reasoning blocks off the answer: `<think>…</think>` anywhere, an unclosed `<think>` (the
 * reply was cut off while reasoning), and a bare leading `…</think>` (templates that open the block
 * in the prompt). The answer is what remains, trimmed.
 */
export function splitReasoning(text) {
    const parts = [];
    let rest = text;
    const close = /<\/(think|thinking|reasoning)>/i;
    // A closing tag with no opening one before it: everything before it was reasoning.
    const c0 = rest.match(close);
    const o0 = rest.match(THINK_OPEN);
    if (c0 && c0.index !== undefined && (!o0 || (o0.index ?? 0) > c0.index)) {
        parts.push(rest.slice(0, c0.index));
        rest = rest.slice(c0.index + c0[0].length);
    }
    for (;;) {
        const o = rest.match(THINK_OPEN);
        if (!o || o.index === undefined)
            break;
        const tag = o[1].toLowerCase();
        const after = rest.slice(o.index + o[0].length);
        const end = after.search(new RegExp(`</${tag}>`, 'i'));
        if (end < 0) {
            parts.push(after);
            rest = rest.slice(0, o.index);
            break;
        }
        parts.push(after.slice(0, end));
        rest = rest.slice(0, o.index) + after.slice(end + tag.length + 3);
    }
    if (parts.length === 0)
        return { answer: text, reasoning: null };
    return { answer: rest.trim(), reasoning: parts.map((p) => p.trim()).join('\n\n') };
}
/** A {name, arguments|parameters} object as chat templates write tool calls. */
function asTextCall(v) {
    if (!isObj(v))
        return null;
    const fn = isObj(v.function) ? v.function : v;
    if (typeof fn.name !== 'string' || fn.name === '')
        return null;
    const args = fn.arguments ?? fn.parameters ?? {};
    return { name: fn.name, arguments: args };
}
const HERMES = /<tool_call>\s*([\s\S]*?)\s*<\/tool_call>/g;
/** Tool calls in the Hermes form: `<tool_call>{"name": …, "arguments": {…}}</tool_call>`, any number. */
function hermesCalls(text) {
    const calls = [];
    let found = 0;
    const rest = text.replace(HERMES, (whole, body) => {
        found++;
        try {
            const c = asTextCall(JSON.parse(body));
            if (c) {
                calls.push(c);
                return '';
            }
        }
        catch {
            // Left in the text: a block that is not JSON is not guessed at.
        }
        return whole;
    });
    return { calls, rest: rest.trim(), found };
}
/** Tool calls as a bare JSON answer: one {name, arguments} object or an array of them, optionally fenced. */
function jsonCalls(text) {
    const t = text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');
    if (!(t.startsWith('{') || t.startsWith('[')))
        return null;
    let v;
    try {
        v = JSON.parse(t);
    }
    catch {
        return null;
    }
    if (isObj(v) && Array.isArray(v.tool_calls))
        v = v.tool_calls;
    const list = Array.isArray(v) ? v : [v];
    const calls = list.map(asTextCall);
    return calls.length > 0 && calls.every((c) => c !== null) ? calls : null;
}
const argText = (a, flags) => {
    if (typeof a === 'string')
        return a;
    if (a === undefined || a === null) {
        flags.add('arguments_missing');
        return '{}';
    }
    flags.add('arguments_as_object');
    return JSON.stringify(a);
};
/** A tool-call id made from who asked and when: the same call gets the same id in a replay. */
export function madeCallId(ctx, index) {
    return `call_made_${sha256(`${ctx.runId}\u0000${ctx.agent}\u0000${ctx.turn}\u0000${index}`).slice(0, 16)}`;
}
const nonNegInt = (v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v) : null);
/** Usage as reported, with what is missing counted by the tokenizer (and then marked estimated). */
function usageOf(raw, request, message, flags) {
    const u = isObj(raw) ? raw : {};
    let prompt = nonNegInt(u.prompt_tokens ?? u.input_tokens);
    let completion = nonNegInt(u.completion_tokens ?? u.output_tokens);
    const total = nonNegInt(u.total_tokens);
    // Derivable from the server's own numbers: exact, not an estimate.
    if (completion === null && prompt !== null && total !== null && total >= prompt)
        completion = total - prompt;
    if (prompt === null && completion !== null && total !== null && total >= completion)
        prompt = total - completion;
    if (prompt !== null && completion !== null)
        return { prompt_tokens: prompt, completion_tokens: completion };
    flags.add('usage_estimated');
    const est = estimateUsage(request, message);
    return { prompt_tokens: prompt ?? est.prompt_tokens, completion_tokens: completion ?? Math.max(0, est.completion_tokens + (message.reasoning ? countTokens(message.reasoning) : 0)), estimated: true };
}
/** Normalise one chat-completion body (whatever the server sent) into a ChatResponse with its flags. */
export function normaliseCompletion(body, opts) {
    const flags = new Flags();
    if (typeof body === 'string') {
        throw new EndpointResponseError(`the endpoint answered with ${/^\s*</.test(body) ? 'an HTML page' : 'text'} instead of a chat completion: "${clip(body)}"`);
    }
    if (!isObj(body))
        throw new EndpointResponseError(`the endpoint answered with ${body === null || body === undefined ? 'an empty body' : `a JSON ${Array.isArray(body) ? 'array' : typeof body}`} instead of a chat completion`);
    if (!Array.isArray(body.choices)) {
        const err = isObj(body.error) ? body.error.message : body.error;
        throw new EndpointResponseError(err !== undefined ? `the endpoint answered 200 with an error: ${clip(typeof err === 'string' ? err : JSON.stringify(err))}` : `the response has no "choices" (keys: ${Object.keys(body).slice(0, 8).join(', ') || 'none'})`);
    }
    const choice = body.choices[0];
    if (!isObj(choice))
        throw new EndpointResponseError('the response has no choices');
    const m = isObj(choice.message) ? choice.message : null;
    if (!m)
        throw new EndpointResponseError(`the first choice has no message (keys: ${Object.keys(choice).join(', ')})`);
    let text = contentText(m.content, flags);
    let reasoning = typeof m.reasoning_content === 'string' && m.reasoning_content ? m.reasoning_content : typeof m.reasoning === 'string' && m.reasoning ? m.reasoning : null;
    if (text !== null && /<\/?(think|thinking|reasoning)>/i.test(text)) {
        const split = splitReasoning(text);
        if (split.reasoning !== null) {
            flags.add('reasoning_in_content');
            reasoning = reasoning ? `${reasoning}\n\n${split.reasoning}` : split.reasoning;
            text = split.answer;
        }
    }
    const calls = [];
    const ids = new Set();
    const push = (id, name, args) => {
        let callId = typeof id === 'string' && id !== '' ? id : '';
        if (callId === '')
            flags.add('tool_call_without_id');
        else if (ids.has(callId)) {
            flags.add('tool_call_duplicate_id');
            callId = '';
        }
        if (callId === '')
            callId = madeCallId(opts.ctx, calls.length);
        ids.add(callId);
        calls.push({ id: callId, type: 'function', function: { name, arguments: args } });
    };
    const rawCalls = Array.isArray(m.tool_calls) ? m.tool_calls : [];
    for (const tc of rawCalls) {
        if (!isObj(tc)) {
            flags.add('tool_call_dropped');
            continue;
        }
        const fn = isObj(tc.function) ? tc.function : null;
        if (tc.type === undefined || tc.type === null)
            flags.add('tool_call_without_type');
        else if (tc.type !== 'function') {
            flags.add('tool_call_dropped');
            continue;
        }
        if (!fn || typeof fn.name !== 'string' || fn.name === '') {
            flags.add('tool_call_dropped');
            continue;
        }
        push(tc.id, fn.name, argText(fn.arguments, flags));
    }
    // Tool calls written as text: parsed only when the spec says the model writes them so.
    if (calls.length === 0 && text) {
        const format = opts.toolFormat ?? 'native';
        const hermes = hermesCalls(text);
        const json = hermes.found === 0 ? jsonCalls(text) : null;
        if (format === 'hermes' && hermes.calls.length > 0) {
            flags.add('tool_calls_from_content', hermes.calls.length);
            for (const c of hermes.calls)
                push(undefined, c.name, argText(c.arguments, new Flags()));
            text = hermes.rest;
        }
        else if (format === 'json' && json) {
            flags.add('tool_calls_from_content', json.length);
            for (const c of json)
                push(undefined, c.name, argText(c.arguments, new Flags()));
            text = '';
        }
        else if (hermes.found > 0 || json) {
            // Not asked to read them: never guessed, but counted so the report says why nothing was called.
            flags.add('tool_calls_in_content', hermes.found > 0 ? hermes.found : (json?.length ?? 0));
        }
        // Made ids of parsed calls are not "missing ids" of the server's tool_calls.
        if (format !== 'native' && flags.counts.tool_calls_from_content) {
            const n = (flags.counts.tool_call_without_id ?? 0) - flags.counts.tool_calls_from_content;
            if (n > 0)
                flags.counts.tool_call_without_id = n;
            else
                delete flags.counts.tool_call_without_id;
        }
    }
    const message = calls.length > 0 ? { role: 'assistant', content: text || null, tool_calls: calls } : { role: 'assistant', content: text ?? '' };
    if (reasoning)
        message.reasoning = reasoning;
    let finishReason = typeof choice.finish_reason === 'string' && choice.finish_reason ? choice.finish_reason : null;
    if (finishReason === null) {
        flags.add('finish_reason_missing');
        finishReason = calls.length > 0 ? 'tool_calls' : 'stop';
    }
    const usage = usageOf(body.usage, opts.request, message, flags);
    return { message, usage, finishReason, flags: flags.counts };
}
