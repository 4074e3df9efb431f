import { map } from 'rxjs';
import type { ChatMessage } from '../../src/models/types.js';
import type { HandoffEnvelope, HandoffVariant } from '../handoff.js';

/**
 * The last thing the sender said: the message argument of its latest report or handoff call, or
 * its latest plain assistant text; null when it has said nothing.
 */
export function lastMessageOf(transcript: readonly ChatMessage[]): string | null {
  for (let i = transcript.length - 1; i >= 0; i--) {
    const m = transcript[i] as ChatMessage;
    if (m.role !== 'assistant') continue;
    for (const tc of [...(m.tool_calls ?? [])].reverse()) {
      try {
        const args = JSON.parse(tc.function.arguments) as { message?: unknown };
        if (typeof args.message === 'string') return args.message;
      } catch {
        // arguments that do not parse carry no message
      }
    }
    if (m.content) return m.content;
  }
  return null;
}

/**
 * last-message — a worker's report returns only its last message to the supervisor (the default
 * output mode of supervisor libraries, e.g. LangGraph's supervisor with output_mode="last_message").
 * The report's text becomes the sender's last message as its transcript records it, whatever an
 * earlier operator added; delegations pass unchanged. In this runtime a worker's report *is* its last
 * message, so alone it reads exactly as verbatim: it is the named baseline of full-history, and a
 * paired contrast of zero against verbatim is its check. Costs nothing.
 */
export const lastMessage: HandoffVariant = (ctx) =>
  map((env: HandoffEnvelope) => {
    if (env.kind !== 'report') return env;
    const transcriptOf = ctx.transcriptOf;
    if (!transcriptOf) throw new Error('last-message needs the sender\'s transcript (VariantContext.transcriptOf)');
    const last = lastMessageOf(transcriptOf(env.from));
    return last === null || last === env.message ? env : { ...env, message: last };
  });
