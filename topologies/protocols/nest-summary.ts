import { concatMap } from 'rxjs';
import type { HandoffEnvelope, HandoffVariant } from '../handoff.js';
import { transcriptText } from './transcript-text.js';

/** The delegation nest-summary delivers: the summary of the sender's conversation, then its message. */
export function nestedMessage(summary: string, message: string): string {
  return `Summary of the conversation so far: ${summary.trim()}\n\n${message}`;
}

/**
 * nest-summary — before a delegation, the sender's own model condenses its prior conversation into a
 * summary, which the receiver reads ahead of the handoff message: handoff history nesting (the
 * OpenAI Agents SDK collapses the prior transcript into one summary message for the next agent —
 * there a rendering of the transcript) with the condensing done by a model, as summarisation
 * middleware does. The
 * receiver learns the wider context a bare message leaves out — the whole request, its limits, what
 * is done — as well as the summariser kept it: a summary loses and weakens clauses as any rewrite
 * does. Costs one extra model call per delegation (its tokens are the sender's work tokens) and the
 * summary's tokens in the receiver's context; reports pass unchanged.
 */
export const nestSummary: HandoffVariant = (ctx) => {
  const { transcriptOf, summarize } = ctx;
  if (!transcriptOf || !summarize) throw new Error('nest-summary needs the sender\'s transcript and model (VariantContext.transcriptOf, summarize)');
  // concatMap keeps the edge's order while the summary is written asynchronously.
  return concatMap(async (env: HandoffEnvelope) => {
    if (env.kind !== 'delegate') return env;
    const { text, usage } = await summarize(env.from, transcriptText(transcriptOf(env.from)));
    const prior = env.protocolUsage ?? { prompt_tokens: 0, completion_tokens: 0 };
    return {
      ...env,
      message: nestedMessage(text, env.message),
      protocolUsage: { prompt_tokens: prior.prompt_tokens + usage.prompt_tokens, completion_tokens: prior.completion_tokens + usage.completion_tokens },
    };
  });
};
