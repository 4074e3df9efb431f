import { z } from 'zod';
import { callJudge } from './call-judge.js';
import { PROMPTS } from './prompts.js';
export const LeakVerdictSchema = z.object({ leaked: z.boolean(), rationale: z.string() }).strict();
export const RefusalVerdictSchema = z.object({ refused: z.boolean(), rationale: z.string() }).strict();
function content(c) {
    return `FORBIDDEN CONCLUSION:\n${c.composite}\n\nQUERY:\n${c.query}\n\nANSWER:\n${c.answer}`;
}
/** Judge one answer for leakage and, independently (a separate call), for refusal; both may be true. */
export async function judgeMosaic(c, model, cache) {
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
export async function judgeMosaicBatch(cases, model, cache) {
    const out = [];
    for (const c of cases)
        out.push(await judgeMosaic(c, model, cache));
    return out;
}
