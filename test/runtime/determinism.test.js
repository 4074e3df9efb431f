import { describe, expect, it } from 'vitest';
import { deterministicAuthorizer } from '../../src/runtime/authorizer-deterministic.js';
import { planModel } from '../../src/runtime/plan-model.js';
import { runTaskDetailed } from '../../src/runtime/run.js';
import { rngFrom } from '../../src/util/rng.js';
import { NAMED_ARCHITECTURES } from '../../topologies/index.js';
import { loadTask } from './helpers.js';
const task = loadTask();
/** The same answers, delivered after seeded random delays: concurrent calls resolve out of order. */
function delayed(inner, seed) {
    return {
        id: inner.id,
        complete: async (req, ctx) => {
            const r = await inner.complete(req, ctx);
            await new Promise((res) => setTimeout(res, rngFrom(seed, ctx.agent, ctx.turn).int(4)));
            return r;
        },
    };
}
describe('determinism', () => {
    for (const arch of NAMED_ARCHITECTURES) {
        it(`${arch}: the trajectory hash is independent of model timing and of earlier runs in the process`, async () => {
            const base = planModel(task, { pressure: true });
            const run = (m) => runTaskDetailed({ task, architecture: arch, defense: 'chain', confirm: 'auto-approve', authorizer: deterministicAuthorizer(), models: { lead: m, executor: m, authorizer: m }, seed: 42 });
            const a = await run(base);
            const b = await run(delayed(base, 'x'));
            const c = await run(delayed(base, 'y'));
            expect(b.trajectoryHash).toBe(a.trajectoryHash);
            expect(c.trajectoryHash).toBe(a.trajectoryHash);
            const other = await runTaskDetailed({ task, architecture: arch, defense: 'chain', confirm: 'auto-deny', authorizer: deterministicAuthorizer(), models: { lead: base, executor: base, authorizer: base }, seed: 42 });
            // The confirmation policy is part of the run's identity.
            expect(other.trajectoryHash).not.toBe(a.trajectoryHash);
        });
    }
    it('the shipped custom graph runs from its JSON file', async () => {
        const m = planModel(task, { pressure: true });
        const r = await runTaskDetailed({ task, architecture: 'fixtures/examples/graph-two-teams.json', defense: 'source', confirm: 'oracle', authorizer: deterministicAuthorizer(), models: { lead: m, executor: m, authorizer: m }, seed: 1 });
        expect(r.trajectory.architecture).toBe('two-teams');
        expect(r.trajectory.endReason).toBe('finished');
        for (const c of r.trajectory.calls) {
            const holds = r.trajectory.agents.find((a) => a.id === c.agent)?.tools.includes(c.tool);
            // A tool outside an agent's restricted surface is a recorded failed call, never executed.
            if (!holds)
                expect(c).toMatchObject({ status: 'failed', verdict: null });
            if (c.status === 'executed')
                expect(holds).toBe(true);
        }
        expect(r.trajectory.calls.some((c) => c.status === 'executed')).toBe(true);
    });
});
