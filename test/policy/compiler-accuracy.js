/** Per-stage accuracy of the compiler over the hand-written requests (shared by the test and reports). */
import { compile, resolve } from '../../src/policy/index.js';
import { COMPILER_CASES } from './compiler-requests.js';
export const STAGES = ['current_request', 'post_approval', 'never'];
/** The expected stage of a tool in a case (listed, or the effect-class default). */
export function expectedStage(c, tool) {
    const listed = c.expect[tool];
    if (listed !== undefined)
        return listed;
    const t = c.tools.find((x) => x.name === tool);
    return t !== undefined && (t.effect === 'read' || t.effect === 'prepare') ? 'current_request' : 'post_approval';
}
/** Compile every case and compare stages tool by tool. */
export function measureAccuracy(cases = COMPILER_CASES) {
    const pairs = [];
    for (const c of cases) {
        const { policy } = compile(c.text, c.tools);
        for (const r of policy.rules)
            pairs.push({ id: c.id, tool: r.tool, expected: expectedStage(c, r.tool), got: r.stage });
    }
    const perStage = STAGES.map((stage) => {
        const support = pairs.filter((p) => p.expected === stage).length;
        const predicted = pairs.filter((p) => p.got === stage).length;
        const tp = pairs.filter((p) => p.expected === stage && p.got === stage).length;
        return { stage, support, predicted, tp, precision: predicted === 0 ? 1 : tp / predicted, recall: support === 0 ? 1 : tp / support };
    });
    const present = perStage.filter((s) => s.support > 0);
    return {
        perStage,
        accuracy: pairs.filter((p) => p.expected === p.got).length / pairs.length,
        balancedAccuracy: present.reduce((a, s) => a + s.recall, 0) / present.length,
        total: pairs.length,
        requests: cases.length,
        errors: pairs.filter((p) => p.expected !== p.got),
    };
}
/** A printable table of the report. */
export function formatAccuracy(r) {
    const pct = (x) => `${(100 * x).toFixed(1)}%`;
    const lines = [
        `compiler stage accuracy over ${r.total} (request, tool) pairs from ${r.requests} requests`,
        'stage            support  predicted  precision  recall',
        ...r.perStage.map((s) => `${s.stage.padEnd(16)} ${String(s.support).padStart(7)}  ${String(s.predicted).padStart(9)}  ${pct(s.precision).padStart(9)}  ${pct(s.recall).padStart(6)}`),
        `accuracy ${pct(r.accuracy)}   balanced accuracy ${pct(r.balancedAccuracy)}`,
    ];
    return lines.join('\n');
}
/** Scope probes: does each compiled rule's scope allow (match) or block (mismatch) the probed call? */
export function measureScopes(cases) {
    let probes = 0;
    let correct = 0;
    const errors = [];
    for (const c of cases) {
        if (!c.probes?.length)
            continue;
        const { policy } = compile(c.text, c.tools);
        for (const p of c.probes) {
            probes++;
            const rule = policy.rules.find((r) => r.tool === p.tool);
            const res = rule ? resolve(rule.scope, p.args) : 'match';
            const allowed = res === 'match';
            const blocked = res === 'mismatch';
            if (p.allowed ? allowed : blocked)
                correct++;
            else
                errors.push(`${c.id} ${p.tool} ${JSON.stringify(p.args)}: expected ${p.allowed ? 'match' : 'mismatch'}, got ${res}`);
        }
    }
    return { probes, correct, errors };
}
