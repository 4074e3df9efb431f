/**
 * Endpoint families: which request parameters an OpenAI-compatible server accepts, and what it
 * calls the max-tokens limit. Chosen with `openai:<model>?endpoint=<family>`; without it the
 * family follows from the base URL (api.openai.com is `openai`, anything else `generic`).
 *
 * What each server reads (from its documentation):
 *  - openai: hosted OpenAI chat completions. `max_completion_tokens` (`max_tokens` is deprecated and
 *    rejected by reasoning models); no `top_k` (an unknown argument is a 400).
 *  - vllm: vLLM's OpenAI server. Reads `max_tokens` (and `max_completion_tokens`), and the extra
 *    sampling fields `top_k`, `min_p`, `repetition_penalty` from the body.
 *  - llamacpp: llama.cpp's `llama-server` /v1/chat/completions. Reads `max_tokens` and `top_k`;
 *    `reasoning_effort` is not a llama.cpp setting.
 *  - ollama: Ollama's OpenAI-compatible endpoint (/v1). Reads `max_tokens`, `temperature`, `top_p`,
 *    `presence_penalty`, `reasoning_effort`; `top_k` is not part of it (only the native API has it).
 *  - router: OpenRouter-style routers. Read `max_tokens`, `top_k`, `reasoning_effort` and pass them on.
 *  - generic: any other OpenAI-compatible server: `max_tokens` (the name every server above reads),
 *    every setting sent as given.
 */
export const ENDPOINT_FAMILIES = ['openai', 'vllm', 'llamacpp', 'ollama', 'router', 'generic'];
const ALL = ['temperature', 'top_p', 'top_k', 'presence_penalty', 'reasoning_effort', 'max_tokens'];
export const ENDPOINT_PRESETS = {
    openai: { family: 'openai', maxTokensParam: 'max_completion_tokens', accepts: ['temperature', 'top_p', 'presence_penalty', 'reasoning_effort', 'max_tokens'], description: 'hosted OpenAI (api.openai.com)' },
    vllm: { family: 'vllm', maxTokensParam: 'max_tokens', accepts: ALL, description: "vLLM's OpenAI-compatible server" },
    llamacpp: { family: 'llamacpp', maxTokensParam: 'max_tokens', accepts: ['temperature', 'top_p', 'top_k', 'presence_penalty', 'max_tokens'], description: "llama.cpp's llama-server" },
    ollama: { family: 'ollama', maxTokensParam: 'max_tokens', accepts: ['temperature', 'top_p', 'presence_penalty', 'reasoning_effort', 'max_tokens'], description: "Ollama's OpenAI-compatible endpoint (/v1)" },
    router: { family: 'router', maxTokensParam: 'max_tokens', accepts: ALL, description: 'routers (OpenRouter and alike)' },
    generic: { family: 'generic', maxTokensParam: 'max_tokens', accepts: ALL, description: 'any other OpenAI-compatible server' },
};
export const OPENAI_DEFAULT_BASE = 'https://api.openai.com/v1';
/** The family of an endpoint: the one asked for, else the one its base URL implies. */
export function endpointFamily(asked, baseURL) {
    if (asked)
        return asked;
    try {
        return new URL(baseURL).hostname === 'api.openai.com' ? 'openai' : 'generic';
    }
    catch {
        return 'generic';
    }
}
/** Refuse sampling settings the family does not read (they would be dropped or rejected by the server). */
export function checkSampling(family, sampling, spec) {
    const preset = ENDPOINT_PRESETS[family];
    for (const k of Object.keys(sampling)) {
        if (sampling[k] !== undefined && !preset.accepts.includes(k)) {
            throw new Error(`model spec "${spec}": ${preset.description} (endpoint=${family}) does not read "${k}" (it reads: ${preset.accepts.join(', ')}); drop it or name another endpoint family`);
        }
    }
}
/**
 * A URL safe to show: user:password replaced and every query value replaced, since routers and
 * proxies take tokens there (`?key=…`, `?api-key=…`, `?token=…`).
 */
export function redactUrl(url) {
    let u;
    try {
        u = new URL(url);
    }
    catch {
        // Not a URL: cut anything that looks like userinfo or a query.
        return url.replace(/\/\/[^/@]*@/, '//[redacted]@').replace(/\?.*$/, '?[redacted]');
    }
    if (u.username || u.password) {
        u.username = 'redacted';
        u.password = '';
    }
    for (const k of [...u.searchParams.keys()])
        u.searchParams.set(k, 'redacted');
    return u.toString().replace(/\/$/, '');
}
/** The secrets a base URL carries (userinfo, query values), so a writer can cut them out of any text. */
export function urlSecrets(url) {
    try {
        const u = new URL(url);
        const out = [u.username, u.password, decodeURIComponent(u.username), decodeURIComponent(u.password), ...u.searchParams.values()];
        return [...new Set(out.filter((s) => s.length >= 4))];
    }
    catch {
        return [];
    }
}
