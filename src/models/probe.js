import { ModelCallError } from './openai.js';
const PROBE_MAX_TOKENS = 256;
export const PROBE_REQUEST = {
    model: 'probe',
    messages: [
        { role: 'system', content: 'You are a connectivity check. Answer only by calling a tool.' },
        { role: 'user', content: 'Call the tool "echo" once, with text "ping".' },
    ],
    tools: [{ type: 'function', function: { name: 'echo', description: 'Echo a text back.', parameters: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } } }],
};
export async function probeModel(model, now = () => performance.now()) {
    const maxTokens = model.settingsFor(PROBE_REQUEST).params[model.preset.maxTokensParam];
    const request = maxTokens === undefined ? { ...PROBE_REQUEST, sampling: { max_tokens: PROBE_MAX_TOKENS } } : PROBE_REQUEST;
    const settings = model.settingsFor(request);
    const base = { model: model.id, endpoint: model.baseURL, family: model.preset.family, sent: { ...settings.params, tool_format: settings.toolFormat } };
    const t0 = now();
    let res;
    try {
        res = await model.complete(request, { runId: 'probe', agent: 'probe', turn: 0, purpose: 'work' });
    }
    catch (e) {
        const msg = e instanceof Error ? e.message : String(e);
        const hint = e instanceof ModelCallError && e.status === 400 ? ' (a 400 often names a parameter this server does not read: try another ?endpoint= family or drop the setting)' : '';
        return { ...base, latencyMs: null, usable: false, checks: [{ name: 'request', ok: false, detail: `${msg}${hint}` }] };
    }
    const latencyMs = Math.round(now() - t0);
    const flags = res.flags ?? {};
    const checks = [];
    const calls = res.message.tool_calls ?? [];
    const echo = calls.find((c) => c.function.name === 'echo');
    if (echo) {
        const how = flags.tool_calls_from_content ? `parsed from the content (tool_format=${settings.toolFormat})` : 'as native tool_calls';
        checks.push({ name: 'tool calls', ok: true, detail: `echo(${echo.function.arguments}) ${how}` });
    }
    else if (flags.tool_calls_in_content) {
        checks.push({ name: 'tool calls', ok: false, detail: 'the model wrote its tool call as text in the content; add ?tool_format=hermes (<tool_call>{…}</tool_call>) or ?tool_format=json to the spec' });
    }
    else if (calls.length > 0) {
        checks.push({ name: 'tool calls', ok: false, detail: `called ${calls.map((c) => c.function.name).join(', ')} instead of echo` });
    }
    else {
        checks.push({ name: 'tool calls', ok: false, detail: `no tool call came back (content: "${(res.message.content ?? '').slice(0, 80)}"); masdrift agents act only through tool calls` });
    }
    checks.push(res.usage.estimated
        ? { name: 'usage', ok: false, detail: `the server sent no or partial usage: counts completed with the tokenizer (prompt ${res.usage.prompt_tokens}, completion ${res.usage.completion_tokens}) and marked estimated` }
        : { name: 'usage', ok: true, detail: `prompt ${res.usage.prompt_tokens}, completion ${res.usage.completion_tokens} (reported by the server)` });
    const limit = settings.params[model.preset.maxTokensParam];
    if (typeof limit === 'number' && !res.usage.estimated) {
        const within = res.usage.completion_tokens <= limit;
        checks.push({ name: 'max tokens', ok: within, detail: within ? `${res.usage.completion_tokens} completion tokens ≤ ${limit} (sent as ${model.preset.maxTokensParam})` : `${res.usage.completion_tokens} completion tokens > ${limit}: the server ignored ${model.preset.maxTokensParam}; name its family with ?endpoint=` });
    }
    checks.push({ name: 'finish reason', ok: res.finishReason === 'tool_calls' || res.finishReason === 'stop', detail: res.finishReason + (flags.finish_reason_missing ? ' (the server sent none)' : '') });
    const repaired = Object.entries(flags).filter(([k, n]) => n && !['tool_calls_from_content', 'usage_estimated', 'finish_reason_missing'].includes(k));
    checks.push({ name: 'repairs', ok: true, detail: repaired.length ? repaired.map(([k, n]) => `${k} ${n}`).join(', ') : 'none needed' });
    return { ...base, latencyMs, checks, usable: Boolean(echo) };
}
export function probeText(r) {
    const sent = Object.entries(r.sent).map(([k, v]) => `${k}=${String(v)}`).join(', ');
    const lines = [`probe ${r.model} at ${r.endpoint} (endpoint family ${r.family})`, `  sent: ${sent}${r.latencyMs !== null ? `; answered in ${r.latencyMs} ms` : ''}`];
    for (const c of r.checks)
        lines.push(`  ${c.ok ? 'ok  ' : 'WARN'} ${c.name.padEnd(13)} ${c.detail}`);
    lines.push(r.usable ? 'verdict: usable for masdrift runs' : 'verdict: not usable as is (see above)');
    return `${lines.join('\n')}\n`;
}
