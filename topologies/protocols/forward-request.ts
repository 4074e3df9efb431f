import { map } from 'rxjs';
import type { HandoffEnvelope, HandoffVariant } from '../handoff.js';

/** The block forward-request appends to a delegation. */
export function forwardedRequest(request: string): string {
  return `\n\nThe user's original request: ${request}`;
}

/**
 * forward-request — the user's original request travels, verbatim and whole, with every delegation
 * (after the sender's own message). Stands for task-forwarding designs where every sub-agent gets the
 * root task (CrewAI-style task context, AutoGen group chats where every agent sees the first user
 * turn, or a handoff that keeps the conversation's first message). It re-anchors every constraint,
 * but it also hands every receiver the whole request: steps that are not its subtask, and any
 * sensitive value the request itself quotes — whoever the value's audience is. Costs the request's
 * tokens on every delegation; reports pass unchanged.
 */
export const forwardRequest: HandoffVariant = (ctx) => {
  const block = forwardedRequest(ctx.request);
  return map((env: HandoffEnvelope) => (env.kind === 'delegate' && !env.message.includes(block) ? { ...env, message: env.message + block } : env));
};
