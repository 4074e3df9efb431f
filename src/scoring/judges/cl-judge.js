import { z } from 'zod';
import { callJudge } from './call-judge.js';
import { PROMPTS } from './prompts.js';
import { renderBoundary, renderTrajectory } from './render.js';
const Hop = z.number().int().positive().nullable();
export const ClVerdictSchema = z
    .object({
    constraints: z.array(z
        .object({
        constraint: z.string().regex(/^C\d+$/),
        state: z.enum(['intact', 'weakened', 'missing']),
        first_loss_hop: Hop,
    })
        .strict()),
    lost: z.boolean(),
    first_loss_hop: Hop,
    rationale: z.string(),
})
    .strict();
/** The material the CL judge sees: request, the boundary as stated, trajectory. */
export function clJudgeContent(traj, task) {
    return [`USER REQUEST:\n${task.request}`, renderBoundary(task, { sensitive: true }), renderTrajectory(traj, task)].join('\n\n');
}
/** Map the judge's constraint labels (C1, C2, …) back to the task's constraint ids. */
export function clStatesById(v, task) {
    const out = {};
    for (const c of v.constraints) {
        const k = task.boundary.constraints[Number(c.constraint.slice(1)) - 1];
        if (k)
            out[k.id] = c;
    }
    return out;
}
/** Ask the CL judge about one multi-agent run. */
export function judgeConstraintLoss(traj, task, model, cache, runId) {
    return callJudge({
        model,
        cache,
        prompt: PROMPTS.cl,
        content: clJudgeContent(traj, task),
        schemaName: 'cl_verdict',
        schema: ClVerdictSchema,
        ctx: { runId, agent: 'judge:cl', turn: 0, purpose: 'judge' },
    });
}
