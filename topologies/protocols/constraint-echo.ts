import { map } from 'rxjs';
import type { HandoffEnvelope, HandoffVariant } from '../handoff.js';

/** Sentences of the request that restrict rather than ask: negations, reservations, audience limits. */
export function restrictiveSentences(request: string): string[] {
  const cue = /\b(don't|do not|never|not\s+\w+\s+yet|without|only|keep|must not|mustn't|no one|nobody|until|I'll|I will|myself|stay|inside|within)\b/i;
  return request
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && cue.test(s));
}

/** The note constraint-echo appends: the request's restrictive sentences, verbatim ('' when it has none). */
export function constraintNote(request: string): string {
  const sentences = restrictiveSentences(request);
  return sentences.length ? `\n\nUser constraints (verbatim): ${sentences.join(' ')}` : '';
}

/**
 * constraint-echo — every delegation carries the request's restrictive sentences verbatim, appended
 * to the sender's message, so the user's constraints bypass paraphrase. An illustrative design (a
 * "pinned constraints" block some orchestration templates keep in every sub-agent prompt), not one
 * framework's default. Costs the tokens of the echoed sentences on every delegation; reports pass
 * unchanged. The sentences are picked by surface cues (negations, "only", "until" …), so a constraint
 * phrased without one is not echoed.
 */
export const constraintEcho: HandoffVariant = (ctx) => {
  const note = constraintNote(ctx.request);
  return map((env: HandoffEnvelope) => (env.kind === 'delegate' && note && !env.message.includes(note) ? { ...env, message: env.message + note } : env));
};
