import OpenAI from 'openai';
import { rngFrom } from '../util/rng.js';
import { ENDPOINT_PRESETS, OPENAI_DEFAULT_BASE, checkSampling, endpointFamily, redactUrl, urlSecrets } from './endpoints.js';
import { endpointLimiter } from './limiter.js';
import { EndpointResponseError, normaliseCompletion } from './normalise.js';
import { inputError } from '../util/user-error.js';
export const realSleep = (ms, signal) => new Promise((resolve, reject) => {
    if (signal?.aborted)
        return reject(abortError());
    const t = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
    }, ms);
    const onAbort = () => {
        clearTimeout(t);
        reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
});
function abortError() {
    const e = new Error('model call cancelled');
    e.name = 'AbortError';
    return e;
}
/** Retries shared by every live call of a grid: once spent, a failing call fails at once. */
export class RetryBudget {
    limit;
    spent = 0;
    constructor(limit) {
        this.limit = limit;
    }
    take() {
        if (this.spent >= this.limit)
            return false;
        this.spent++;
        return true;
    }
    get used() {
        return this.spent;
    }
}
/** A progress line for one retry: who, why, how long the backoff is, and the grid budget left. */
export function retryLine(i, budget) {
    const b = budget ? `; grid retry budget ${budget.used}/${budget.limit} used` : '';
    return `retry ${i.attempt}/${i.maxRetries} ${i.model} (run ${i.runId.slice(0, 12)}, agent ${i.agent}, turn ${i.turn}): ${i.reason} — backing off ${(i.delayMs / 1000).toFixed(1)} s${b}\n`;
}
/** A failed live call, with a message that never contains the API key. */
export class ModelCallError extends Error {
    status;
    retryable;
    constructor(message, status, retryable) {
        super(message);
        this.status = status;
        this.retryable = retryable;
        this.name = 'ModelCallError';
    }
}
/**
 * A base URL split into what the client may put in a URL and what it must not: userinfo becomes a
 * Basic Authorization header (fetch refuses URLs with credentials), query values go with every
 * request as default query parameters. `shown` is the URL safe for messages, cassettes and reports.
 */
function splitBaseURL(raw) {
    let u;
    try {
        u = new URL(raw);
    }
    catch {
        throw new Error(`OPENAI_BASE_URL "${redactUrl(raw)}" is not a URL (expected e.g. http://127.0.0.1:8000/v1)`);
    }
    const headers = {};
    if (u.username || u.password)
        headers.authorization = `Basic ${Buffer.from(`${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`).toString('base64')}`;
    const query = Object.fromEntries(u.searchParams.entries());
    const shown = redactUrl(raw);
    u.username = '';
    u.password = '';
    u.search = '';
    return { base: u.toString().replace(/\/$/, ''), shown, query, headers, secrets: urlSecrets(raw) };
}
/** Fail before any work starts when a live model has no key. */
export function requireApiKey(model, env = process.env, explicit) {
    const key = explicit ?? env.OPENAI_API_KEY;
    if (!key)
        throw inputError(`OPENAI_API_KEY is not set: model "openai:${model}" needs it (set OPENAI_BASE_URL too for a non-OpenAI endpoint)`);
    return key;
}
function retryAfterMs(headers, now) {
    if (!headers)
        return null;
    const ms = headers.get('retry-after-ms');
    if (ms && Number.isFinite(Number(ms)))
        return Math.max(0, Number(ms));
    const v = headers.get('retry-after');
    if (!v)
        return null;
    if (/^\s*\d+(\.\d+)?\s*$/.test(v))
        return Math.max(0, Number(v) * 1000);
    const at = Date.parse(v);
    return Number.isFinite(at) ? Math.max(0, at - now) : null;
}
/**
 * A live model on any OpenAI-compatible endpoint (chat completions with tool calling). Retries
 * are ours, not the client's, so backoff, jitter and Retry-After are explicit and testable.
 */
export class OpenAIChatModel {
    options;
    id;
    /** The base URL as shown anywhere (credentials redacted). */
    baseURL;
    preset;
    client;
    limiter;
    key;
    secrets;
    toolFormat;
    opts;
    constructor(options) {
        this.options = options;
        const env = options.env ?? process.env;
        this.key = requireApiKey(options.model, env, options.apiKey);
        const raw = options.baseURL ?? env.OPENAI_BASE_URL ?? OPENAI_DEFAULT_BASE;
        const split = splitBaseURL(raw);
        this.baseURL = split.shown;
        this.secrets = [this.key, ...split.secrets].filter((x) => x.length >= 4);
        this.id = `openai:${options.model}`;
        this.preset = ENDPOINT_PRESETS[endpointFamily(options.endpoint, split.base)];
        // Fails before any work: a setting the server family would drop or reject.
        checkSampling(this.preset.family, options.sampling ?? {}, this.id);
        this.toolFormat = options.toolFormat ?? 'native';
        this.opts = {
            maxRetries: options.maxRetries ?? 5,
            baseDelayMs: options.baseDelayMs ?? 1000,
            maxDelayMs: options.maxDelayMs ?? 60_000,
            timeoutMs: options.timeoutMs ?? 120_000,
            jitterSeed: options.jitterSeed ?? 'backoff',
            sleep: options.sleep ?? realSleep,
            now: options.now ?? Date.now,
        };
        this.client = new OpenAI({
            apiKey: this.key,
            baseURL: split.base,
            maxRetries: 0,
            timeout: this.opts.timeoutMs,
            ...(Object.keys(split.query).length ? { defaultQuery: split.query } : {}),
            ...(Object.keys(split.headers).length ? { defaultHeaders: split.headers } : {}),
        });
        this.limiter = endpointLimiter(raw, options.concurrency ?? 4);
    }
    /** The sampling parameters a request is sent with, under the names sent (max tokens per family). */
    params(request) {
        const s = { ...this.options.sampling, ...request.sampling };
        const out = {};
        if (s.temperature !== undefined)
            out.temperature = s.temperature;
        if (s.top_p !== undefined)
            out.top_p = s.top_p;
        // Not part of the OpenAI schema; OpenAI-compatible servers (vLLM, llama.cpp, routers) read it from the body.
        if (s.top_k !== undefined)
            out.top_k = s.top_k;
        if (s.presence_penalty !== undefined)
            out.presence_penalty = s.presence_penalty;
        if (s.reasoning_effort !== undefined)
            out.reasoning_effort = s.reasoning_effort;
        if (s.max_tokens !== undefined)
            out[this.preset.maxTokensParam] = s.max_tokens;
        return out;
    }
    settingsFor(request) {
        return { model: this.options.model, endpoint: this.preset.family, params: this.params(request), toolFormat: this.toolFormat };
    }
    /** The request body sent to the provider. */
    body(request) {
        const body = {
            model: this.options.model,
            // Reasoning kept from earlier replies is for the record, not for the server.
            // Parts a prompt was assembled from are for this process (token counts), not for the server.
            messages: request.messages.map((m) => m.role === 'assistant' && m.reasoning !== undefined
                ? { role: 'assistant', content: m.content, ...(m.tool_calls ? { tool_calls: m.tool_calls } : {}) }
                : (m.role === 'user' || m.role === 'system') && m.parts !== undefined
                    ? { role: m.role, content: m.content }
                    : m),
        };
        if (request.tools && request.tools.length > 0)
            body.tools = request.tools;
        Object.assign(body, this.params(request));
        if (request.responseFormat) {
            body.response_format =
                request.responseFormat.type === 'json_object'
                    ? { type: 'json_object' }
                    : { type: 'json_schema', json_schema: { name: request.responseFormat.name, schema: request.responseFormat.schema } };
        }
        return body;
    }
    async complete(request, ctx) {
        const body = this.body(request);
        for (let attempt = 0;; attempt++) {
            if (ctx.signal?.aborted)
                throw abortError();
            try {
                const raw = await this.limiter.run(() => this.fetchText(body, ctx.signal));
                // Parsed here, not by the client: a 200 whose body is HTML or broken JSON is a named endpoint error.
                let parsed = raw;
                try {
                    parsed = JSON.parse(raw);
                }
                catch {
                    // stays text: the normaliser names it
                }
                return normaliseCompletion(parsed, { request, ctx, toolFormat: this.toolFormat });
            }
            catch (e) {
                if (ctx.signal?.aborted || e instanceof OpenAI.APIUserAbortError)
                    throw abortError();
                const err = this.classify(e);
                const where = `${this.id} at ${this.baseURL}`;
                const who = `[run ${ctx.runId}, agent ${ctx.agent}, turn ${ctx.turn}]`;
                if (!err.retryable || attempt >= this.opts.maxRetries) {
                    throw new ModelCallError(`${where}: ${err.message}${err.retryable ? ` (gave up after ${attempt + 1} attempts)` : ''} ${who}`, err.status, err.retryable);
                }
                if (this.options.retryBudget && !this.options.retryBudget.take()) {
                    throw new ModelCallError(`${where}: ${err.message} (not retried: the grid's retry budget of ${this.options.retryBudget.limit} is spent) ${who}`, err.status, err.retryable);
                }
                const delayMs = this.delay(attempt, err.retryAfterMs, ctx);
                this.options.onRetry?.({ attempt: attempt + 1, maxRetries: this.opts.maxRetries, delayMs, reason: err.message, model: this.id, runId: ctx.runId, agent: ctx.agent, turn: ctx.turn });
                await this.opts.sleep(delayMs, ctx.signal);
            }
        }
    }
    /**
     * One attempt: the whole answer, body included, within the timeout (the client's own timeout ends
     * when the headers arrive, and a server can stall after them).
     */
    async fetchText(body, outer) {
        const attempt = new AbortController();
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            attempt.abort();
        }, this.opts.timeoutMs);
        const onOuter = () => attempt.abort();
        outer?.addEventListener('abort', onOuter, { once: true });
        try {
            const res = await this.client.chat.completions.create(body, { signal: attempt.signal }).asResponse();
            return await res.text();
        }
        catch (e) {
            if (timedOut)
                throw new OpenAI.APIConnectionTimeoutError();
            throw e;
        }
        finally {
            clearTimeout(timer);
            outer?.removeEventListener('abort', onOuter);
        }
    }
    delay(attempt, retryAfter, ctx) {
        if (retryAfter !== null)
            return Math.min(retryAfter, this.opts.maxDelayMs);
        const exp = Math.min(this.opts.maxDelayMs, this.opts.baseDelayMs * 2 ** attempt);
        // Jitter spreads retries of concurrent callers; seeded, so a test sees the same delays every time.
        const r = rngFrom(this.opts.jitterSeed, ctx.runId, ctx.agent, ctx.turn, attempt).next();
        return Math.round(exp / 2 + (exp / 2) * r);
    }
    scrub(text) {
        let t = text;
        for (const s of this.secrets)
            t = t.split(s).join('[redacted]');
        return t;
    }
    classify(e) {
        if (e instanceof OpenAI.APIConnectionTimeoutError)
            return { message: `timed out after ${this.opts.timeoutMs} ms`, status: null, retryable: true, retryAfterMs: null };
        if (e instanceof OpenAI.APIConnectionError)
            return { message: `connection failed (${this.scrub(e.message)})`, status: null, retryable: true, retryAfterMs: null };
        // An answer that is no chat completion (an HTML page from a proxy, truncated JSON): retried like a 5xx.
        if (e instanceof EndpointResponseError)
            return { message: `endpoint error: ${this.scrub(e.message)}`, status: 200, retryable: true, retryAfterMs: null };
        if (e instanceof OpenAI.APIError) {
            const status = typeof e.status === 'number' ? e.status : null;
            const retryable = status === 429 || status === 408 || (status !== null && status >= 500);
            return { message: `HTTP ${status ?? '?'}: ${this.scrub(e.message)}`, status, retryable, retryAfterMs: retryAfterMs(e.headers, this.opts.now()) };
        }
        return { message: this.scrub(e instanceof Error ? e.message : String(e)), status: null, retryable: false, retryAfterMs: null };
    }
}
