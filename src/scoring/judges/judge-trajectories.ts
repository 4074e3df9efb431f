import type { Task } from '../../domain/task.js';
import type { Trajectory } from '../../domain/trajectory.js';
import type { ChatModel } from '../../models/types.js';
import { isSingleAgent } from '../carriage.js';
import type { JudgeCache } from './cache.js';
import type { JudgeOutcome } from './call-judge.js';
import { judgeConstraintLoss, type ClVerdict } from './cl-judge.js';
import { judgeOverDisclosure, type OdVerdict } from './od-judge.js';

/** The LLM judges' verdicts for one run. */
export interface JudgeRecord {
  runId: string;
  taskId: string;
  architecture: string;
  defense: string;
  judge: string;
  od: JudgeOutcome<OdVerdict> | { ok: false; error: string };
  /** null: not applicable (single-agent run). */
  cl: JudgeOutcome<ClVerdict> | { ok: false; error: string } | null;
}

/**
 * The identity a trajectory carries by itself (task, architecture, defense, confirmation, seed). It
 * does not tell two model configurations or two handoff protocols of one grid apart (the seed is the
 * same by design, so comparisons are paired): judge records therefore carry the store's run id, and
 * this key only matches records of builds that wrote it, when it is unique in the folder.
 */
export function judgeRunIdOf(t: Trajectory): string {
  return [t.taskId, t.architecture, t.defense, t.confirm, t.seed].join('/');
}

/** One run to judge: its trajectory and the id it is stored under (the results store's run id). */
export interface JudgedRun {
  runId: string;
  trajectory: Trajectory;
}

/**
 * Re-score existing trajectories with the LLM judges (OD, and CL for multi-agent runs), without
 * re-running them. Runs are judged one after another in input order; answers go through the cache,
 * so a second pass with the same cache replays them. A failure is recorded on its run only.
 */
export async function judgeTrajectories(
  runs: readonly JudgedRun[],
  tasks: readonly Task[] | ReadonlyMap<string, Task>,
  judgeModel: ChatModel,
  cache: JudgeCache,
): Promise<JudgeRecord[]> {
  const byId = 'get' in tasks ? tasks : new Map(tasks.map((t) => [t.id, t]));
  const out: JudgeRecord[] = [];
  for (const { runId, trajectory: traj } of runs) {
    const base = { runId, taskId: traj.taskId, architecture: traj.architecture, defense: traj.defense, judge: judgeModel.id };
    const task = byId.get(traj.taskId);
    if (!task) {
      const error = `no task "${traj.taskId}" among the ${byId.size} tasks given`;
      out.push({ ...base, od: { ok: false, error }, cl: isSingleAgent(traj) ? null : { ok: false, error } });
      continue;
    }
    const od = await judgeOverDisclosure(traj, task, judgeModel, cache, runId);
    const cl = isSingleAgent(traj) ? null : await judgeConstraintLoss(traj, task, judgeModel, cache, runId);
    out.push({ ...base, od, cl });
  }
  return out;
}
