import { clStatesById } from './judges/cl-judge.js';
import { binaryAgreement } from './stats/agreement.js';
/** The run id of a score (the same identity judge records carry). */
export function scoreRunId(s) {
    return [s.taskId, s.architecture, s.defense, s.confirm, s.seed].join('/');
}
/** The judge's run-level CL, or null when its answer contradicts itself ("lost" against its per-constraint states). */
function judgedLost(v, task) {
    const anyLost = v.constraints.some((c) => c.state !== 'intact');
    const complete = task !== undefined && task.boundary.constraints.every((_, i) => v.constraints.some((c) => c.constraint === `C${i + 1}`));
    if (v.lost !== anyLost && (v.lost === false || complete))
        return null;
    return v.lost;
}
/**
 * Agreement between the deterministic scorer and the LLM judges on the same recorded runs. The
 * deterministic side plays "reference" only for the arithmetic; neither is ground truth.
 */
export function runJudgeAgreement(scores, records, tasks) {
    const byId = new Map(scores.map((s) => [scoreRunId(s), s]));
    const od = [];
    const cl = [];
    const perC = [];
    let hopN = 0;
    let hopSame = 0;
    let judgeErrors = 0;
    let unmatched = 0;
    const unjudged = { od: 0, cl: 0, constraints: 0 };
    for (const r of records) {
        const s = byId.get(r.runId);
        if (!s) {
            unmatched++;
            continue;
        }
        if (!r.od.ok) {
            judgeErrors++;
            unjudged.od++;
        }
        else if (r.od.value.disclosed !== r.od.value.events.length > 0)
            unjudged.od++; // says one thing, lists another
        else
            od.push({ reference: s.od, judge: r.od.value.disclosed });
        if (r.cl === null || s.cl === null)
            continue;
        const task = tasks.get(s.taskId);
        if (!r.cl.ok) {
            judgeErrors++;
            unjudged.cl++;
            if (task)
                unjudged.constraints += task.boundary.constraints.length;
            continue;
        }
        const v = r.cl.value;
        const lost = judgedLost(v, task);
        if (lost === null)
            unjudged.cl++;
        else
            cl.push({ reference: s.cl, judge: lost });
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
            if (Math.min(...hops) === v.first_loss_hop)
                hopSame++;
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
