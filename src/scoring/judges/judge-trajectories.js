import { isSingleAgent } from '../carriage.js';
import { judgeConstraintLoss } from './cl-judge.js';
import { judgeOverDisclosure } from './od-judge.js';
/** The identity of a run, as used for judge call contexts. */
export function judgeRunIdOf(t) {
    return [t.taskId, t.architecture, t.defense, t.confirm, t.seed].join('/');
}
/**
 * Re-score existing trajectories with the LLM judges (OD, and CL for multi-agent runs), without
 * re-running them. Runs are judged one after another in input order; answers go through the cache,
 * so a second pass with the same cache replays them. A failure is recorded on its run only.
 */
export async function judgeTrajectories(trajectories, tasks, judgeModel, cache) {
    const byId = 'get' in tasks ? tasks : new Map(tasks.map((t) => [t.id, t]));
    const out = [];
    for (const traj of trajectories) {
        const runId = judgeRunIdOf(traj);
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
