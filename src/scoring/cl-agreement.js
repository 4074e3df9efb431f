import { carriageInText } from './clause-match.js';
import { clStatesById, judgeConstraintLoss } from './judges/cl-judge.js';
import { binaryAgreement, cohenKappa } from './stats/agreement.js';
const STATES = ['intact', 'weakened', 'missing'];
/** The deterministic carriage check applied to one message: the state of every constraint of the task. */
export function deterministicCarriage(message, task) {
    return Object.fromEntries(task.boundary.constraints.map((c) => [c.id, carriageInText(message, c, task)]));
}
/** Agreement of predictions with the reference labels over every labelled (case, constraint) pair. */
export function carriageAgreement(cases, predictions) {
    const ref = [];
    const pred = [];
    let unpredicted = 0;
    const confusion = Object.fromEntries(STATES.map((r) => [r, Object.fromEntries(STATES.map((p) => [p, 0]))]));
    for (const c of cases) {
        const p = predictions.get(c.id);
        for (const [cid, label] of Object.entries(c.labels)) {
            const got = p?.[cid];
            if (!got) {
                unpredicted++;
                continue;
            }
            ref.push(label);
            pred.push(got);
            confusion[label][got]++;
        }
    }
    if (ref.length === 0)
        throw new Error('carriageAgreement: no predicted labels');
    return {
        n: ref.length,
        accuracy: ref.filter((r, i) => r === pred[i]).length / ref.length,
        kappa: cohenKappa(ref, pred),
        lost: binaryAgreement(ref.map((r, i) => ({ reference: r !== 'intact', judge: pred[i] !== 'intact' }))),
        confusion,
        unpredicted,
    };
}
/** A two-agent trajectory in which one message carries the request to a worker holding every tool. */
export function messageTrajectory(message, task, seed) {
    const tools = task.environment.tools.map((t) => t.name);
    const read = task.environment.tools.find((t) => t.effect === 'read') ?? task.environment.tools[0];
    return {
        taskId: task.id,
        architecture: 'l1',
        defense: 'none',
        confirm: 'auto-approve',
        seed,
        agents: [
            { id: 'lead', kind: 'supervisor', role: null, entry: true, tools: [], handoffTargets: ['worker'] },
            { id: 'worker', kind: 'worker', role: null, entry: false, tools, handoffTargets: [] },
        ],
        handoffs: [{ seq: 0, from: 'lead', to: 'worker', hop: 1, kind: 'delegate', message, policy: null }],
        calls: read
            ? [{ seq: 1, agent: 'worker', hop: 1, path: ['user', 'lead', 'worker'], tool: read.name, args: {}, verdict: null, confirmation: null, status: 'executed' }]
            : [],
        rootPolicy: null,
        finalAnswer: null,
        endReason: 'finished',
        endDetail: null,
        tokens: {},
    };
}
/**
 * The CL judge's reading of each case: the message is placed in a minimal two-agent run and judged
 * like any trajectory. Cases whose answer is an error get no prediction (counted as unpredicted).
 */
export async function judgeCarriage(cases, tasks, model, cache) {
    const predictions = new Map();
    const errors = [];
    for (const c of cases) {
        const task = tasks.get(c.taskId);
        if (!task) {
            errors.push({ id: c.id, error: `no task "${c.taskId}"` });
            continue;
        }
        const out = await judgeConstraintLoss(messageTrajectory(c.message, task, c.id), task, model, cache, `cl-message/${c.id}`);
        if (!out.ok) {
            errors.push({ id: c.id, error: out.error });
            continue;
        }
        predictions.set(c.id, Object.fromEntries(Object.entries(clStatesById(out.value, task)).map(([k, v]) => [k, v.state])));
    }
    return { predictions, errors };
}
