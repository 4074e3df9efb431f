import type { ToolSpec } from '../../domain/tool.js';
import { ToolSpecSchema } from '../../domain/tool.js';
import { compile, proposalFromMessage } from '../../policy/index.js';
import { PolicySchema, type Policy } from '../../policy/schema.js';
import { COMPILE_HEADER, PROPOSE_HEADER, RESOLVE_HEADER } from '../prompts/authorizer.v1.js';
import type { ChatRequest } from '../types.js';

/**
 * The simulated model answering the authorizer's prompts. It answers what a faithful live
 * authorizer would, computed by the deterministic compiler from the same inputs the prompt
 * carries (request or handoff message, public tool surface), so defense tokens are real tokens.
 */

export function authorizerKind(request: ChatRequest): 'compile' | 'propose' | 'resolve' | null {
  const sys = request.messages[0];
  if (!sys || sys.role !== 'system') return null;
  if (sys.content.startsWith(COMPILE_HEADER)) return 'compile';
  if (sys.content.startsWith(PROPOSE_HEADER)) return 'propose';
  if (sys.content.startsWith(RESOLVE_HEADER)) return 'resolve';
  return null;
}

function payload(request: ChatRequest): Record<string, unknown> {
  const user = request.messages.find((m) => m.role === 'user');
  if (!user || user.role !== 'user') throw new Error('authorizer prompt without a user message');
  return JSON.parse(user.content) as Record<string, unknown>;
}

// Parsed tools and parent policies, memoised by their JSON text: the same surfaces come back in
// every prompt of a task, and the compiler's per-tool analysis is memoised per tool object, so
// handing it the same objects lets that memo work too. The compiler never mutates them.
const parsedTools = new Map<string, ToolSpec>();
const parsedPolicies = new Map<string, Policy>();
const PARSED_LIMIT = 5_000;

function memoParse<T>(memo: Map<string, T>, raw: unknown, parse: (v: unknown) => T): T {
  const key = JSON.stringify(raw) ?? 'undefined';
  let v = memo.get(key);
  if (v === undefined) {
    v = parse(raw);
    if (memo.size >= PARSED_LIMIT) memo.clear();
    memo.set(key, v);
  }
  return v;
}

function toolsOf(p: Record<string, unknown>): ToolSpec[] {
  return ((p.tools as unknown[]) ?? []).map((t) => memoParse(parsedTools, t, (v) => ToolSpecSchema.parse(v)));
}

// The answer is a pure function of the prompt, and the same prompts recur across a grid (one task's
// request and tool surface under every architecture, defense and model configuration): memoised by
// the prompt's user content (bounded).
const answers = new Map<string, string>();
const ANSWER_LIMIT = 2_000;

/** The JSON text the authorizer answers with. */
export function authorizerAnswer(kind: 'compile' | 'propose' | 'resolve', request: ChatRequest): string {
  const user = request.messages.find((m) => m.role === 'user');
  const key = user && user.role === 'user' ? `${kind}\n${user.content}` : null;
  const hit = key === null ? undefined : answers.get(key);
  if (hit !== undefined) return hit;
  const answer = computeAnswer(kind, request);
  if (key !== null) {
    if (answers.size >= ANSWER_LIMIT) answers.clear();
    answers.set(key, answer);
  }
  return answer;
}

function computeAnswer(kind: 'compile' | 'propose' | 'resolve', request: ChatRequest): string {
  const p = payload(request);
  if (kind === 'resolve') return JSON.stringify({ resolution: null });
  if (kind === 'compile') {
    return JSON.stringify({ rules: compile(String(p.request ?? ''), toolsOf(p)).policy.rules });
  }
  const message = String(p.message ?? '');
  const tools = toolsOf(p);
  const parent = memoParse(parsedPolicies, p.parent, (v) => PolicySchema.parse(v));
  // A proposal reads only the message, the tools and which tools the parent policy has a rule for:
  // memoised on exactly those (parents differing in scopes or provenance share it).
  const key = `${tools.map(toolKey).join(',')}\n${parent.rules.map((r) => r.tool).sort().join(',')}\n${message}`;
  let answer = proposals.get(key);
  if (answer === undefined) {
    answer = JSON.stringify({ rules: proposalFromMessage(message, tools, parent).rules });
    if (proposals.size >= ANSWER_LIMIT) proposals.clear();
    proposals.set(key, answer);
  }
  return answer;
}

const proposals = new Map<string, string>();
// Parsed tools are shared objects (memoParse), so an object's number names its content; the
// numbering only keys the memo above and never reaches an answer.
const toolIds = new WeakMap<ToolSpec, number>();
let nextToolId = 0;
function toolKey(t: ToolSpec): number {
  let id = toolIds.get(t);
  if (id === undefined) {
    id = nextToolId++;
    toolIds.set(t, id);
  }
  return id;
}
