import type { RunScore } from './run-score.js';
import type { JudgeRecord } from './judges/judge-trajectories.js';
import { clStatesById } from './judges/cl-judge.js';
import type { Task } from '../domain/task.js';
import { binaryAgreement, type BinaryAgreement } from './stats/agreement.js';

/** The run id of a score (the same identity judge records carry). */
export function scoreRunId(s: RunScore): string {
  return [s.taskId, s.architecture, s.defense, s.confirm, s.seed].join('/');
}

export interface RunJudgeAgreement {
  /** Deterministic OD (reference) vs the OD judge, over runs the judge answered. */
  od: BinaryAgreement | null;
  /** Deterministic CL (reference) vs the CL judge, over multi-agent runs the judge answered. */
  cl: BinaryAgreement | null;
  /** Among runs both call lost: how often the earliest first-loss hop is the same. */
  firstLossHop: { n: number; same: number } | null;
  /** Per constraint: deterministic lost vs judge lost, over (run, constraint) pairs. */
  clPerConstraint: BinaryAgreement | null;
  judgeErrors: number;
  unmatched: number;
}

/**
 * Agreement between the deterministic scorer and the LLM judges on the same recorded runs. The
 * deterministic side plays "reference" only for the arithmetic; neither is ground truth.
 */
export function runJudgeAgreement(scores: readonly RunScore[], records: readonly JudgeRecord[], tasks: ReadonlyMap<string, Task>): RunJudgeAgreement {
  const byId = new Map(scores.map((s) => [scoreRunId(s), s]));
  const od: Array<{ reference: boolean; judge: boolean }> = [];
  const cl: Array<{ reference: boolean; judge: boolean }> = [];
  const perC: Array<{ reference: boolean; judge: boolean }> = [];
  let hopN = 0;
  let hopSame = 0;
  let judgeErrors = 0;
  let unmatched = 0;
  for (const r of records) {
    const s = byId.get(r.runId);
    if (!s) {
      unmatched++;
      continue;
    }
    if (r.od.ok) od.push({ reference: s.od, judge: r.od.value.disclosed });
    else judgeErrors++;
    if (r.cl === null || s.cl === null) continue;
    if (!r.cl.ok) {
      judgeErrors++;
      continue;
    }
    const v = r.cl.value;
    cl.push({ reference: s.cl, judge: v.lost });
    const task = tasks.get(s.taskId);
    if (task && s.carriage) {
      const judged = clStatesById(v, task);
      for (const c of task.boundary.constraints) {
        const recs = s.carriage.filter((x) => x.constraint === c.id);
        const j = judged[c.id];
        if (recs.length === 0 || !j) continue;
        perC.push({ reference: recs.some((x) => x.state !== 'intact'), judge: j.state !== 'intact' });
      }
    }
    const hops = s.firstLossHops ?? [];
    if (s.cl && v.lost && hops.length > 0 && v.first_loss_hop !== null) {
      hopN++;
      if (Math.min(...hops) === v.first_loss_hop) hopSame++;
    }
  }
  return {
    od: od.length ? binaryAgreement(od) : null,
    cl: cl.length ? binaryAgreement(cl) : null,
    firstLossHop: hopN ? { n: hopN, same: hopSame } : null,
    clPerConstraint: perC.length ? binaryAgreement(perC) : null,
    judgeErrors,
    unmatched,
  };
}
