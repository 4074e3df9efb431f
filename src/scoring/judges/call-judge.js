import { z } from 'zod';
import { judgeRequestKey } from './cache.js';
import { loadPrompt } from './prompts.js';
/** Pull the JSON object out of an answer (tolerating a Markdown code fence around it). */
function extractJson(text) {
    const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
    const body = (fenced ? fenced[1] : text) ?? '';
    const start = body.indexOf('{');
    const end = body.lastIndexOf('}');
    if (start < 0 || end < start)
        throw new Error('no JSON object in the answer');
    return JSON.parse(body.slice(start, end + 1));
}
/** The JSON schema sent to the provider (without the meta-schema URI, which strict structured outputs reject). */
export function answerSchema(schema) {
    const { $schema: _drop, ...rest } = z.toJSONSchema(schema);
    return rest;
}
/** Build the request of a judge call (deterministic: temperature 0, JSON schema output). */
export function judgeRequest(call) {
    return {
        model: call.model.id,
        messages: [
            { role: 'system', content: loadPrompt(call.prompt) },
            { role: 'user', content: call.content },
        ],
        sampling: { temperature: 0 },
        responseFormat: { type: 'json_schema', name: call.schemaName, schema: answerSchema(call.schema) },
    };
}
/**
 * Ask a judge, through the cache. A failed call or a malformed answer becomes an error outcome for
 * this item only; the raw answer is cached as it came, so replays fail (or succeed) identically.
 */
export async function callJudge(call) {
    const request = judgeRequest(call);
    const key = judgeRequestKey(request);
    let raw = await call.cache.get(key);
    const cached = raw !== undefined;
    if (raw === undefined) {
        try {
            const res = await call.model.complete(request, call.ctx);
            raw = res.message.content ?? '';
        }
        catch (e) {
            return { ok: false, error: `judge call failed: ${e instanceof Error ? e.message : String(e)}`, prompt: call.prompt, key, raw: null };
        }
        await call.cache.set(key, raw);
    }
    let parsed;
    try {
        parsed = extractJson(raw);
    }
    catch (e) {
        return { ok: false, error: `malformed judge answer: ${e instanceof Error ? e.message : String(e)}`, prompt: call.prompt, key, raw };
    }
    const r = call.schema.safeParse(parsed);
    if (!r.success) {
        const issues = r.error.issues.map((i) => `${i.path.join('.') || '$'}: ${i.message}`).join('; ');
        return { ok: false, error: `judge answer does not match ${call.schemaName}: ${issues}`, prompt: call.prompt, key, raw };
    }
    return { ok: true, value: r.data, prompt: call.prompt, key, cached };
}
