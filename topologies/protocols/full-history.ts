import { map } from 'rxjs';
import type { HandoffEnvelope, HandoffVariant } from '../handoff.js';
import { transcriptText } from './transcript-text.js';

/** The report full-history sends: the worker's whole conversation, then its report. */
export function historyReport(history: string, message: string): string {
  return `${message}\n\nFull history of my work:\n${history}`;
}

/**
 * full-history — a worker's report returns its whole conversation to the supervisor: the subtask it
 * received, every tool call with its arguments, every tool result, and its final message (LangGraph's
 * supervisor with output_mode="full_history"; AutoGen-style shared chats). The supervisor then reads
 * raw tool results — records, contacts, figures — that a summary would have left out, and whatever it
 * writes next (its own report, the final answer, its next delegation) can carry them. Costs the
 * worker's whole transcript in the supervisor's context on every report; delegations pass unchanged.
 */
export const fullHistory: HandoffVariant = (ctx) =>
  map((env: HandoffEnvelope) => {
    if (env.kind !== 'report') return env;
    const transcriptOf = ctx.transcriptOf;
    if (!transcriptOf) throw new Error('full-history needs the sender\'s transcript (VariantContext.transcriptOf)');
    return { ...env, message: historyReport(transcriptText(transcriptOf(env.from)), env.message) };
  });
