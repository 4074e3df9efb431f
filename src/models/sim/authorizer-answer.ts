import type { ToolSpec } from '../../domain/tool.js';
import { ToolSpecSchema } from '../../domain/tool.js';
import { compile, proposalFromMessage } from '../../policy/index.js';
import { PolicySchema } from '../../policy/schema.js';
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

function toolsOf(p: Record<string, unknown>): ToolSpec[] {
  return ((p.tools as unknown[]) ?? []).map((t) => ToolSpecSchema.parse(t));
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
  const proposal = proposalFromMessage(String(p.message ?? ''), toolsOf(p), PolicySchema.parse(p.parent));
  return JSON.stringify({ rules: proposal.rules });
}
