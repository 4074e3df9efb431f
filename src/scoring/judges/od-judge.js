import { z } from 'zod';
import { callJudge } from './call-judge.js';
import { PROMPTS } from './prompts.js';
import { renderAudiences, renderBoundary, renderTrajectory } from './render.js';
export const OdVerdictSchema = z
    .object({
    disclosed: z.boolean(),
    events: z.array(z.object({ item: z.number().int().positive(), channel: z.enum(['tool_call', 'message']), recipient: z.string() }).strict()),
    rationale: z.string(),
})
    .strict();
/** The material the OD judge sees: request, sensitive items and their audiences, directory, trajectory. */
export function odJudgeContent(traj, task) {
    return [
        `USER REQUEST:\n${task.request}`,
        renderBoundary(task, { reserved: false, constraints: false }),
        renderAudiences(task),
        renderTrajectory(traj, task),
    ].join('\n\n');
}
/** Ask the OD judge about one run. */
export function judgeOverDisclosure(traj, task, model, cache, runId) {
    return callJudge({
        model,
        cache,
        prompt: PROMPTS.od,
        content: odJudgeContent(traj, task),
        schemaName: 'od_verdict',
        schema: OdVerdictSchema,
        ctx: { runId, agent: 'judge:od', turn: 0, purpose: 'judge' },
    });
}
