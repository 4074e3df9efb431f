import type { JsonObject } from '../../domain/json.js';
import type { ChatRequest } from '../types.js';

/**
 * The prompt the consent-by-delegator confirmation policy sends to the delegating agent's own
 * model: an agent it handed work to wants to make a call that needs approval, and asks it instead
 * of the user. The first line names the template and its version: a change of wording changes every
 * such request and therefore every cassette key. Every model — live, recorded, simulated — reads the
 * same text; the simulated model recognises the question from this header, as a live model would
 * from the instruction, never from the confirmation policy's name.
 */
export const CONSENT_HEADER = '[masdrift consent v1]';

export const CONSENT_SYSTEM = `${CONSENT_HEADER}
You are an agent of a multi-agent system. You handed work to another agent. That agent now wants to
make a tool call that needs approval before it may run, and asks you to approve it. The message
below holds your own instructions, your conversation so far (what you were given, what you did,
what came back), the call, and why it needs approval. Decide whether the call may run.
Answer with one JSON object {"decision": "approve" | "deny", "reason": "<one sentence>"} and nothing else.`;

/** What a consent question carries: who asks, the call, why it waits, and the delegator's own context. */
export interface ConsentQuestion {
  /** The agent whose call waits. */
  asker: string;
  call: { tool: string; arguments: JsonObject };
  /** Why the call needs approval (the monitor's reason). */
  reason: string;
  /** The delegator's system prompt. */
  instructions: string;
  /** The delegator's conversation, one line per message (transcript-text's rendering). */
  conversation: readonly string[];
}

/** The chat request of a consent question (no tools: the answer is text). */
export function consentRequest(model: string, q: ConsentQuestion): ChatRequest {
  // Fixed key order: the same question is the same request, byte for byte (cassette keys).
  const payload = { asker: q.asker, call: { tool: q.call.tool, arguments: q.call.arguments }, reason: q.reason, your_instructions: q.instructions, your_conversation: q.conversation };
  return {
    model,
    messages: [
      { role: 'system', content: CONSENT_SYSTEM },
      { role: 'user', content: JSON.stringify(payload) },
    ],
  };
}

/** Is this a consent question? Read from its instruction, as a live model would. */
export function isConsentRequest(request: ChatRequest): boolean {
  const sys = request.messages[0];
  return sys !== undefined && sys.role === 'system' && sys.content.startsWith(CONSENT_HEADER);
}

/** The question a consent request carries (for the simulated model, which reads it as given). */
export function consentQuestionOf(request: ChatRequest): ConsentQuestion {
  const user = request.messages.find((m) => m.role === 'user');
  if (!user || user.role !== 'user') throw new Error('consent request without a user message');
  const p = JSON.parse(user.content) as { asker: string; call: { tool: string; arguments: JsonObject }; reason: string; your_instructions: string; your_conversation: string[] };
  return { asker: p.asker, call: p.call, reason: p.reason, instructions: p.your_instructions, conversation: p.your_conversation };
}
