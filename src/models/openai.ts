import OpenAI from 'openai';
import { rngFrom } from '../util/rng.js';
import { endpointLimiter, type Semaphore } from './limiter.js';
import { estimateUsage } from './tokens.js';
import type { AssistantMessage, CallContext, ChatModel, ChatRequest, ChatResponse, ChatToolCall, Sampling } from './types.js';
import { inputError } from '../util/user-error.js';

/** Sleeps that a test can replace with fake time; must reject promptly when the signal aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
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

function abortError(): Error {
  const e = new Error('model call cancelled');
  e.name = 'AbortError';
  return e;
}

export interface OpenAIModelOptions {
  model: string;
  sampling?: Sampling;
  /** Defaults to OPENAI_API_KEY from `env`. */
  apiKey?: string;
  /** Defaults to OPENAI_BASE_URL from `env`, then the provider's default. */
  baseURL?: string;
  env?: Record<string, string | undefined>;
  /** Per-attempt timeout (ms). */
  timeoutMs?: number;
  /** Retries after the first attempt, for 429, 5xx, timeouts and dropped connections. */
  maxRetries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Concurrent requests allowed per endpoint (shared by every model on that base URL). */
  concurrency?: number;
  sleep?: Sleep;
  /** Wall clock, only for Retry-After dates. */
  now?: () => number;
  /** Seeds the backoff jitter. */
  jitterSeed?: string;
  /** Called once per retry (for logs and tests); never given the key. */
  onRetry?: (info: { attempt: number; delayMs: number; reason: string }) => void;
}

/** A failed live call, with a message that never contains the API key. */
export class ModelCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ModelCallError';
  }
}

const DEFAULT_BASE = 'https://api.openai.com/v1';

/** Fail before any work starts when a live model has no key. */
export function requireApiKey(model: string, env: Record<string, string | undefined> = process.env, explicit?: string): string {
  const key = explicit ?? env.OPENAI_API_KEY;
  if (!key) throw inputError(`OPENAI_API_KEY is not set: model "openai:${model}" needs it (set OPENAI_BASE_URL too for a non-OpenAI endpoint)`);
  return key;
}

function retryAfterMs(headers: Headers | undefined, now: number): number | null {
  if (!headers) return null;
  const ms = headers.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const v = headers.get('retry-after');
  if (!v) return null;
  if (/^\s*\d+(\.\d+)?\s*$/.test(v)) return Math.max(0, Number(v) * 1000);
  const at = Date.parse(v);
  return Number.isFinite(at) ? Math.max(0, at - now) : null;
}

/**
 * A live model on any OpenAI-compatible endpoint (chat completions with tool calling). Retries
 * are ours, not the client's, so backoff, jitter and Retry-After are explicit and testable.
 */
export class OpenAIChatModel implements ChatModel {
  readonly id: string;
  readonly baseURL: string;
  private readonly client: OpenAI;
  private readonly limiter: Semaphore;
  private readonly key: string;
  private readonly opts: Required<Pick<OpenAIModelOptions, 'maxRetries' | 'baseDelayMs' | 'maxDelayMs' | 'timeoutMs' | 'jitterSeed'>> & { sleep: Sleep; now: () => number };

  constructor(private readonly options: OpenAIModelOptions) {
    const env = options.env ?? process.env;
    this.key = requireApiKey(options.model, env, options.apiKey);
    this.baseURL = options.baseURL ?? env.OPENAI_BASE_URL ?? DEFAULT_BASE;
    this.id = `openai:${options.model}`;
    this.opts = {
      maxRetries: options.maxRetries ?? 5,
      baseDelayMs: options.baseDelayMs ?? 1000,
      maxDelayMs: options.maxDelayMs ?? 60_000,
      timeoutMs: options.timeoutMs ?? 120_000,
      jitterSeed: options.jitterSeed ?? 'backoff',
      sleep: options.sleep ?? realSleep,
      now: options.now ?? Date.now,
    };
    this.client = new OpenAI({ apiKey: this.key, baseURL: this.baseURL, maxRetries: 0, timeout: this.opts.timeoutMs });
    this.limiter = endpointLimiter(this.baseURL, options.concurrency ?? 4);
  }

  /** The request body sent to the provider. */
  body(request: ChatRequest): Record<string, unknown> {
    const s = { ...this.options.sampling, ...request.sampling };
    const body: Record<string, unknown> = {
      model: this.options.model,
      messages: request.messages,
    };
    if (request.tools && request.tools.length > 0) body.tools = request.tools;
    if (s.temperature !== undefined) body.temperature = s.temperature;
    if (s.top_p !== undefined) body.top_p = s.top_p;
    // Not part of the OpenAI schema; OpenAI-compatible servers (vLLM, SGLang, ...) read it from the body.
    if (s.top_k !== undefined) body.top_k = s.top_k;
    if (s.presence_penalty !== undefined) body.presence_penalty = s.presence_penalty;
    if (s.reasoning_effort !== undefined) body.reasoning_effort = s.reasoning_effort;
    if (s.max_tokens !== undefined) body.max_completion_tokens = s.max_tokens;
    if (request.responseFormat) {
      body.response_format =
        request.responseFormat.type === 'json_object'
          ? { type: 'json_object' }
          : { type: 'json_schema', json_schema: { name: request.responseFormat.name, schema: request.responseFormat.schema } };
    }
    return body;
  }

  async complete(request: ChatRequest, ctx: CallContext): Promise<ChatResponse> {
    const body = this.body(request);
    for (let attempt = 0; ; attempt++) {
      if (ctx.signal?.aborted) throw abortError();
      try {
        const completion = await this.limiter.run(() =>
          this.client.chat.completions.create(body as unknown as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming, ctx.signal ? { signal: ctx.signal } : {}),
        );
        return this.toResponse(completion, request);
      } catch (e) {
        if (ctx.signal?.aborted || e instanceof OpenAI.APIUserAbortError) throw abortError();
        const err = this.classify(e);
        if (!err.retryable || attempt >= this.opts.maxRetries) {
          throw new ModelCallError(`${this.id} at ${this.baseURL}: ${err.message}${err.retryable ? ` (gave up after ${attempt + 1} attempts)` : ''} [run ${ctx.runId}, agent ${ctx.agent}, turn ${ctx.turn}]`, err.status, err.retryable);
        }
        const delayMs = this.delay(attempt, err.retryAfterMs, ctx);
        this.options.onRetry?.({ attempt: attempt + 1, delayMs, reason: err.message });
        await this.opts.sleep(delayMs, ctx.signal);
      }
    }
  }

  private delay(attempt: number, retryAfter: number | null, ctx: CallContext): number {
    if (retryAfter !== null) return Math.min(retryAfter, this.opts.maxDelayMs);
    const exp = Math.min(this.opts.maxDelayMs, this.opts.baseDelayMs * 2 ** attempt);
    // Jitter spreads retries of concurrent callers; seeded, so a test sees the same delays every time.
    const r = rngFrom(this.opts.jitterSeed, ctx.runId, ctx.agent, ctx.turn, attempt).next();
    return Math.round(exp / 2 + (exp / 2) * r);
  }

  private scrub(text: string): string {
    return this.key.length >= 4 ? text.split(this.key).join('[redacted]') : text;
  }

  private classify(e: unknown): { message: string; status: number | null; retryable: boolean; retryAfterMs: number | null } {
    if (e instanceof OpenAI.APIConnectionTimeoutError) return { message: `timed out after ${this.opts.timeoutMs} ms`, status: null, retryable: true, retryAfterMs: null };
    if (e instanceof OpenAI.APIConnectionError) return { message: `connection failed (${this.scrub(e.message)})`, status: null, retryable: true, retryAfterMs: null };
    if (e instanceof OpenAI.APIError) {
      const status = typeof e.status === 'number' ? e.status : null;
      const retryable = status === 429 || status === 408 || (status !== null && status >= 500);
      return { message: `HTTP ${status ?? '?'}: ${this.scrub(e.message)}`, status, retryable, retryAfterMs: retryAfterMs(e.headers as Headers | undefined, this.opts.now()) };
    }
    return { message: this.scrub(e instanceof Error ? e.message : String(e)), status: null, retryable: false, retryAfterMs: null };
  }

  private toResponse(c: OpenAI.Chat.ChatCompletion, request: ChatRequest): ChatResponse {
    const choice = c.choices[0];
    if (!choice) throw new ModelCallError(`${this.id}: the response has no choices`, null, false);
    const toolCalls: ChatToolCall[] = [];
    for (const tc of choice.message.tool_calls ?? []) {
      // Arguments stay the provider's raw text: malformed JSON is for the runtime to record as a failed call.
      if (tc.type === 'function') toolCalls.push({ id: tc.id, type: 'function', function: { name: tc.function.name, arguments: tc.function.arguments ?? '' } });
    }
    const message: AssistantMessage = toolCalls.length > 0 ? { role: 'assistant', content: choice.message.content ?? null, tool_calls: toolCalls } : { role: 'assistant', content: choice.message.content ?? '' };
    const usage = c.usage ? { prompt_tokens: c.usage.prompt_tokens, completion_tokens: c.usage.completion_tokens } : estimateUsage(request, message);
    return { message, usage, finishReason: choice.finish_reason ?? 'stop' };
  }
}
