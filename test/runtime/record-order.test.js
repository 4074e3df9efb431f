import { describe, expect, it } from 'vitest';
import { deterministicAuthorizer } from '../../src/runtime/authorizer-deterministic.js';
import { planModel } from '../../src/runtime/plan-model.js';
import { runTaskDetailed } from '../../src/runtime/run.js';
import { NAMED_ARCHITECTURES } from '../../topologies/index.js';
import { loadTask } from './helpers.js';
const task = loadTask();
/** Own keys out of sorted (code-unit) order: the order canonical JSON writes them in. */
function unsorted(o) {
    const keys = Object.keys(o);
    const sorted = [...keys].sort();
    return keys.every((k, i) => k === sorted[i]) ? null : keys;
}
/**
 * The objects the runtime itself builds for a trajectory (not the policies, tool results and
 * arguments it only carries): canonical JSON serialises them without copying when their keys are
 * already in order.
 */
function ownRecords(t) {
    return [
        t,
        t.tokens,
        ...Object.values(t.tokens).flatMap((x) => [x, x.work, x.defense]),
        ...t.agents,
        ...t.calls,
        ...t.calls.flatMap((c) => (c.confirmation ? [c.confirmation] : [])),
        ...t.handoffs,
        ...(t.coordination ?? []),
    ];
}
describe('trajectory records', () => {
    for (const arch of NAMED_ARCHITECTURES) {
        for (const confirm of ['auto-approve', 'auto-deny']) {
            it(`${arch} (${confirm}): the runtime builds its records with keys in sorted order`, async () => {
                const m = planModel(task, { pressure: true });
                const r = await runTaskDetailed({ task, architecture: arch, defense: 'chain', confirm, authorizer: deterministicAuthorizer(), models: { lead: m, executor: m, authorizer: m }, seed: 7 });
                const records = ownRecords(r.trajectory);
                expect(records.length).toBeGreaterThan(3);
                expect(records.map(unsorted).filter((k) => k !== null)).toEqual([]);
            });
        }
    }
});
