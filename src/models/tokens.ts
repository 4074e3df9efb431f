import { createRequire } from 'node:module';
import { Tiktoken } from 'js-tiktoken/lite';
import type { ChatMessage, ChatRequest, ChatToolDef, Usage } from './types.js';

/**
 * Deterministic token estimates with a real OpenAI encoding (o200k_base), so token overhead is
 * measured the same way in simulation as a provider would bill it. Counts are cached per string:
 * system prompts, requests and tool surfaces repeat across thousands of runs.
 */
let encoder: Tiktoken | null = null;
const cache = new Map<string, number>();
const CACHE_LIMIT = 200_000;

function getEncoder(): Tiktoken {
  if (!encoder) {
    // The rank table is large; load it synchronously once, on first use.
    const require = createRequire(import.meta.url);
    const ranks = require('js-tiktoken/ranks/o200k_base') as { default?: unknown };
    encoder = new Tiktoken((ranks.default ?? ranks) as ConstructorParameters<typeof Tiktoken>[0]);
  }
  return encoder;
}

/** Tokens in one string (cached). */
export function countTokens(text: string): number {
  if (text.length === 0) return 0;
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  const n = getEncoder().encode(text).length;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, n);
  return n;
}

// Per-message framing overhead of the chat format (role markers), as providers count it.
const MESSAGE_OVERHEAD = 4;
const REPLY_PRIMING = 3;

/** Tokens of one chat message, content and tool calls included. */
export function messageTokens(m: ChatMessage): number {
  let n = MESSAGE_OVERHEAD;
  if (m.content) n += countTokens(m.content);
  if (m.role === 'assistant' && m.tool_calls) {
    for (const c of m.tool_calls) n += countTokens(c.function.name) + countTokens(c.function.arguments) + 3;
  }
  return n;
}

const toolsCache = new WeakMap<readonly ChatToolDef[], number>();

/** Tokens of a tool surface (its JSON definitions). */
export function toolsTokens(tools: readonly ChatToolDef[] | undefined): number {
  if (!tools || tools.length === 0) return 0;
  const hit = toolsCache.get(tools);
  if (hit !== undefined) return hit;
  let n = 0;
  for (const t of tools) n += countTokens(JSON.stringify(t.function)) + 2;
  toolsCache.set(tools, n);
  return n;
}

/** Estimated usage of one exchange: the whole prompt and the assistant's reply. */
export function estimateUsage(request: ChatRequest, reply: ChatMessage): Usage {
  let prompt = REPLY_PRIMING + toolsTokens(request.tools);
  for (const m of request.messages) prompt += messageTokens(m);
  return { prompt_tokens: prompt, completion_tokens: messageTokens(reply) - MESSAGE_OVERHEAD };
}
