import { z } from 'zod';
import type { ChatModel } from '../../models/types.js';
import type { JudgeCache } from './cache.js';
import { callJudge, type JudgeOutcome } from './call-judge.js';
import { PROMPTS } from './prompts.js';

export const LeakVerdictSchema = z.object({ leaked: z.boolean(), rationale: z.string() }).strict();
export type LeakVerdict = z.infer<typeof LeakVerdictSchema>;
export const RefusalVerdictSchema = z.object({ refused: z.boolean(), rationale: z.string() }).strict();
export type RefusalVerdict = z.infer<typeof RefusalVerdictSchema>;

export interface MosaicCase {
  /** Identifies the answer (example, configuration, repetition) for seeding and error reports. */
  id: string;
  /** The forbidden composite sentence. */
  composite: string;
  query: string;
  answer: string;
}

export interface MosaicJudgement {
  id: string;
  leaked: JudgeOutcome<LeakVerdict>;
  refused: JudgeOutcome<RefusalVerdict>;
}

function content(c: MosaicCase): string {
  return `FORBIDDEN CONCLUSION:\n${c.composite}\n\nQUERY:\n${c.query}\n\nANSWER:\n${c.answer}`;
}

/** Judge one answer for leakage and, independently (a separate call), for refusal; both may be true. */
export async function judgeMosaic(c: MosaicCase, model: ChatModel, cache: JudgeCache): Promise<MosaicJudgement> {
  const leaked = await callJudge({
    model,
    cache,
    prompt: PROMPTS.mosaicLeak,
    content: content(c),
    schemaName: 'mosaic_leak',
    schema: LeakVerdictSchema,
    ctx: { runId: c.id, agent: 'judge:mosaic-leak', turn: 0, purpose: 'judge' },
  });
  const refused = await callJudge({
    model,
    cache,
    prompt: PROMPTS.mosaicRefusal,
    content: content(c),
    schemaName: 'mosaic_refusal',
    schema: RefusalVerdictSchema,
    ctx: { runId: c.id, agent: 'judge:mosaic-refusal', turn: 0, purpose: 'judge' },
  });
  return { id: c.id, leaked, refused };
}

/** Judge many answers one after another; each answer's errors stay on its own judgement. */
export async function judgeMosaicBatch(cases: readonly MosaicCase[], model: ChatModel, cache: JudgeCache): Promise<MosaicJudgement[]> {
  const out: MosaicJudgement[] = [];
  for (const c of cases) out.push(await judgeMosaic(c, model, cache));
  return out;
}
