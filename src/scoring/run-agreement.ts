import type { RunScore } from './run-score.js';
import type { JudgeRecord } from './judges/judge-trajectories.js';
import { clStatesById, type ClVerdict } from './judges/cl-judge.js';
import type { Task } from '../domain/task.js';
import { binaryAgreement, type BinaryAgreement } from './stats/agreement.js';

/** The identity a score carries by itself, as judge records of earlier builds were keyed (judgeRunIdOf). */
export function scoreRunId(s: RunScore): string {
  return [s.taskId, s.architecture, s.defense, s.confirm, s.seed].join('/');
}

/** A scored run: the id it is stored under and its score. */
export interface ScoredRun {
  runId: string;
  score: RunScore;
}

/**
 * The score a judge record is about: by the store's run id; a record of an earlier build (keyed by
 * the score's own identity, which two models or protocols of one grid share) only when that key
 * names exactly one run, so no record is ever compared with another run's score.
 */
function scoreLookup(scores: readonly ScoredRun[]): (recordId: string) => RunScore | undefined {
  const byRun = new Map(scores.map((s) => [s.runId, s.score]));
  const byLegacy = new Map<string, RunScore | null>();
  for (const { score } of scores) {
    const k = scoreRunId(score);
    byLegacy.set(k, byLegacy.has(k) ? null : score);
  }
  return (id) => byRun.get(id) ?? byLegacy.get(id) ?? undefined;
}

export interface RunJudgeAgreement {
  /** Deterministic OD (reference) vs the OD judge, over runs the judge answered. */
  od: BinaryAgreement | null;
  /** Deterministic CL (reference) vs the CL judge, over multi-agent runs the judge answered. */
  cl: BinaryAgreement | null;
  /** Among runs both call lost: how often the earliest first-loss hop is the same. */
  firstLossHop: { n: number; same: number } | null;
  /** Per constraint: deterministic lost (for an acting agent) vs judge lost, over (run, constraint) pairs the judge answered. */
  clPerConstraint: BinaryAgreement | null;
  /** Judge calls that failed or gave an answer that does not match its schema (OD and CL calls). */
  judgeErrors: number;
  /**
   * Items left out of the comparison because the judge's answer was unusable — never read as "no
   * OD" or "intact": runs (OD, CL) whose call failed or whose answer is malformed or contradicts
   * itself ("lost" against its per-constraint states), and (run, constraint) pairs it did not answer.
   */
  unjudged: { od: number; cl: number; constraints: number };
  unmatched: number;
}

/** The judge's run-level CL, or null when its answer contradicts itself ("lost" against its per-constraint states). */
function judgedLost(v: ClVerdict, task: Task | undefined): boolean | null {
  const anyLost = v.constraints.some((c) => c.state !== 'intact');
  const complete = task !== undefined && task.boundary.constraints.every((_, i) => v.constraints.some((c) => c.constraint === `C${i + 1}`));
  if (v.lost !== anyLost && (v.lost === false || complete)) return null;
  return v.lost;
}

/**
 * Agreement between the deterministic scorer and the LLM judges on the same recorded runs. The
 * deterministic side plays "reference" only for the arithmetic; neither is ground truth.
 */
export function runJudgeAgreement(scores: readonly ScoredRun[], records: readonly JudgeRecord[], tasks: ReadonlyMap<string, Task>): RunJudgeAgreement {
  const scoreOf = scoreLookup(scores);
  const od: Array<{ reference: boolean; judge: boolean }> = [];
  const cl: Array<{ reference: boolean; judge: boolean }> = [];
  const perC: Array<{ reference: boolean; judge: boolean }> = [];
  let hopN = 0;
  let hopSame = 0;
  let judgeErrors = 0;
  let unmatched = 0;
  const unjudged = { od: 0, cl: 0, constraints: 0 };
  for (const r of records) {
    const s = scoreOf(r.runId);
    if (!s) {
      unmatched++;
      continue;
    }
    if (!r.od.ok) {
      judgeErrors++;
      unjudged.od++;
    } else if (r.od.value.disclosed !== r.od.value.events.length > 0) unjudged.od++; // says one thing, lists another
    else od.push({ reference: s.od, judge: r.od.value.disclosed });
    if (r.cl === null || s.cl === null) continue;
    const task = tasks.get(s.taskId);
    if (!r.cl.ok) {
      judgeErrors++;
      unjudged.cl++;
      if (task) unjudged.constraints += task.boundary.constraints.length;
      continue;
    }
    const v = r.cl.value;
    const lost = judgedLost(v, task);
    if (lost === null) unjudged.cl++;
    else cl.push({ reference: s.cl, judge: lost });
    if (task && s.carriage) {
      const judged = clStatesById(v, task);
      for (const c of task.boundary.constraints) {
        const j = judged[c.id];
        if (!j) {
          unjudged.constraints++;
          continue;
        }
        // Definition 1 on the deterministic side: lost for some agent acting on it (none acting: not lost)
        perC.push({ reference: s.carriage.some((x) => x.constraint === c.id && x.acting && x.state !== 'intact'), judge: j.state !== 'intact' });
      }
    }
    const hops = s.firstLossHops ?? [];
    if (s.cl && lost && hops.length > 0 && v.first_loss_hop !== null) {
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
    unjudged,
    unmatched,
  };
}
