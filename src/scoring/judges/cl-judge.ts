import { z } from 'zod';
import type { ChatModel } from '../../models/types.js';
import type { Task } from '../../domain/task.js';
import type { Trajectory } from '../../domain/trajectory.js';
import type { JudgeCache } from './cache.js';
import { callJudge, type JudgeOutcome } from './call-judge.js';
import { PROMPTS } from './prompts.js';
import { renderBoundary, renderTrajectory } from './render.js';

const Hop = z.number().int().positive().nullable();

export const ClVerdictSchema = z
  .object({
    constraints: z.array(
      z
        .object({
          constraint: z.string().regex(/^C\d+$/),
          state: z.enum(['intact', 'weakened', 'missing']),
          first_loss_hop: Hop,
        })
        .strict(),
    ),
    lost: z.boolean(),
    first_loss_hop: Hop,
    rationale: z.string(),
  })
  .strict();
export type ClVerdict = z.infer<typeof ClVerdictSchema>;

/** The material the CL judge sees: request, the boundary as stated, trajectory. */
export function clJudgeContent(traj: Trajectory, task: Task): string {
  return [`USER REQUEST:\n${task.request}`, renderBoundary(task, { sensitive: true }), renderTrajectory(traj, task)].join('\n\n');
}

/** Map the judge's constraint labels (C1, C2, …) back to the task's constraint ids. */
export function clStatesById(v: ClVerdict, task: Task): Record<string, ClVerdict['constraints'][number]> {
  const out: Record<string, ClVerdict['constraints'][number]> = {};
  for (const c of v.constraints) {
    const k = task.boundary.constraints[Number(c.constraint.slice(1)) - 1];
    if (k) out[k.id] = c;
  }
  return out;
}

/** Ask the CL judge about one multi-agent run. */
export function judgeConstraintLoss(traj: Trajectory, task: Task, model: ChatModel, cache: JudgeCache, runId: string): Promise<JudgeOutcome<ClVerdict>> {
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
