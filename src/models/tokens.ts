import { createRequire } from 'node:module';
import type { ChatMessage, ChatRequest, ChatToolDef, Usage } from './types.js';

/**
 * Deterministic token counts with a real OpenAI encoding (o200k_base), so token overhead is
 * measured the same way in simulation as a provider would bill it.
 *
 * The count is computed the way the encoding defines it: the text is split into pieces by the
 * encoding's pattern, and each piece is byte-pair encoded on its own. Because a piece's tokens
 * never depend on its neighbours, counts are cached per piece as well as per whole string: the
 * transcripts, prompts and tool surfaces of thousands of runs are built from a small vocabulary of
 * pieces, so the byte-pair merge runs once per distinct piece. The counts equal js-tiktoken's
 * `encode(text).length` (the tests check it against the library).
 */

interface Encoding {
  /** Rank of each token, keyed by its bytes as a latin1 string (one char per byte). */
  ranks: Map<string, number>;
  pattern: RegExp;
  special: string[];
}

let encoding: Encoding | null = null;

function getEncoding(): Encoding {
  if (!encoding) {
    // The rank table is large; load it synchronously once, on first use.
    const require = createRequire(import.meta.url);
    const mod = require('js-tiktoken/ranks/o200k_base') as { default?: unknown };
    const data = (mod.default ?? mod) as { pat_str: string; special_tokens: Record<string, number>; bpe_ranks: string };
    const ranks = new Map<string, number>();
    // bpe_ranks lines: "<prefix> <first rank> <base64 token> <base64 token> ...", consecutive ranks.
    for (const line of data.bpe_ranks.split('\n')) {
      if (!line) continue;
      const parts = line.split(' ');
      const offset = Number.parseInt(parts[1] as string, 10);
      for (let i = 2; i < parts.length; i++) ranks.set(Buffer.from(parts[i] as string, 'base64').toString('latin1'), offset + i - 2);
    }
    encoding = { ranks, pattern: new RegExp(data.pat_str, 'gu'), special: Object.keys(data.special_tokens) };
  }
  return encoding;
}

/** Tokens of one pre-split piece given as latin1 bytes: the byte-pair merge, lowest rank first. */
function pieceTokens(bytes: string, ranks: Map<string, number>): number {
  if (ranks.has(bytes)) return 1;
  // starts[i] is the byte offset where part i begins; part i ends where part i+1 begins.
  const starts: number[] = [];
  for (let i = 0; i <= bytes.length; i++) starts.push(i);
  while (starts.length > 2) {
    let best = -1;
    let bestRank = Infinity;
    for (let i = 0; i < starts.length - 2; i++) {
      const r = ranks.get(bytes.slice(starts[i] as number, starts[i + 2] as number));
      if (r !== undefined && r < bestRank) {
        bestRank = r;
        best = i;
      }
    }
    if (best < 0) break;
    starts.splice(best + 1, 1);
  }
  let n = 0;
  for (let i = 0; i < starts.length - 1; i++) if (ranks.has(bytes.slice(starts[i] as number, starts[i + 1] as number))) n++;
  return n;
}

// Whole-string counts are kept for texts up to 16K characters (prompts, tool definitions, messages that
// recur); longer ones are rarely repeated and are counted from the piece cache. The bound is on
// total characters held, so the cache stays small whatever the texts.
const cache = new Map<string, number>();
const CACHE_MAX_TEXT = 16_384;
const CACHE_CHAR_LIMIT = 24_000_000;
let cachedChars = 0;
const pieceCache = new Map<string, number>();
const PIECE_CACHE_LIMIT = 500_000;

function encodeCount(text: string): number {
  const enc = getEncoding();
  for (const s of enc.special) {
    if (text.includes(s)) throw new Error(`The text contains a special token that is not allowed: ${s}`);
  }
  const re = enc.pattern;
  re.lastIndex = 0;
  let n = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const piece = m[0];
    let c = pieceCache.get(piece);
    if (c === undefined) {
      c = pieceTokens(Buffer.from(piece, 'utf8').toString('latin1'), enc.ranks);
      if (pieceCache.size >= PIECE_CACHE_LIMIT) pieceCache.clear();
      pieceCache.set(piece, c);
    }
    n += c;
  }
  return n;
}

/** Tokens in one string (cached). */
export function countTokens(text: string): number {
  if (text.length === 0) return 0;
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  const n = encodeCount(text);
  if (text.length <= CACHE_MAX_TEXT) {
    if (cachedChars + text.length > CACHE_CHAR_LIMIT) {
      cache.clear();
      cachedChars = 0;
    }
    cache.set(text, n);
    cachedChars += text.length;
  }
  return n;
}

// Per-message framing overhead of the chat format (role markers), as providers count it.
const MESSAGE_OVERHEAD = 4;
const REPLY_PRIMING = 3;

// A transcript is resent whole at every turn: its messages are the same objects each time, so
// each message's count is computed once. The entry remembers the content it counted, so a
// message object changed after counting is counted afresh.
const messageCache = new WeakMap<ChatMessage, { content: unknown; calls: unknown; n: number }>();

/** Tokens of one chat message, content and tool calls included. */
export function messageTokens(m: ChatMessage): number {
  const calls = m.role === 'assistant' ? m.tool_calls : undefined;
  const hit = messageCache.get(m);
  if (hit !== undefined && hit.content === m.content && hit.calls === calls) return hit.n;
  let n = MESSAGE_OVERHEAD;
  if (m.content) n += countTokens(m.content);
  if (m.role === 'assistant' && m.tool_calls) {
    for (const c of m.tool_calls) n += countTokens(c.function.name) + countTokens(c.function.arguments) + 3;
  }
  messageCache.set(m, { content: m.content, calls, n });
  return n;
}

const toolsCache = new WeakMap<readonly ChatToolDef[], number>();
// Tool definitions are rebuilt per run around the task's (loaded once, never mutated) parameter
// schemas: a definition {name, description, parameters} is memoised under its parameters object.
const defCache = new WeakMap<object, Map<string, number>>();

function functionTokens(fn: ChatToolDef['function']): number {
  const params = fn.parameters as unknown;
  const keys = Object.keys(fn);
  const plain = keys.length === 3 && keys[0] === 'name' && keys[1] === 'description' && keys[2] === 'parameters';
  if (!plain || typeof params !== 'object' || params === null || typeof fn.description !== 'string') return countTokens(JSON.stringify(fn)) + 2;
  let byText = defCache.get(params);
  if (!byText) {
    byText = new Map();
    defCache.set(params, byText);
  }
  const key = `${fn.name}\u0000${fn.description}`;
  let n = byText.get(key);
  if (n === undefined) {
    n = countTokens(JSON.stringify(fn)) + 2;
    byText.set(key, n);
  }
  return n;
}

/** Tokens of a tool surface (its JSON definitions). */
export function toolsTokens(tools: readonly ChatToolDef[] | undefined): number {
  if (!tools || tools.length === 0) return 0;
  const hit = toolsCache.get(tools);
  if (hit !== undefined) return hit;
  let n = 0;
  for (const t of tools) n += functionTokens(t.function);
  toolsCache.set(tools, n);
  return n;
}

/** Estimated usage of one exchange: the whole prompt and the assistant's reply. */
export function estimateUsage(request: ChatRequest, reply: ChatMessage): Usage {
  let prompt = REPLY_PRIMING + toolsTokens(request.tools);
  for (const m of request.messages) prompt += messageTokens(m);
  return { prompt_tokens: prompt, completion_tokens: messageTokens(reply) - MESSAGE_OVERHEAD };
}
