import { describe, expect, it } from 'vitest';
import { reservedMatches, satisfiedSteps } from '../../src/domain/evaluate.js';
import { TrajectorySchema } from '../../src/domain/trajectory.js';
import { deterministicAuthorizer } from '../../src/runtime/authorizer-deterministic.js';
import { confirmationFor, scriptedConfirmation } from '../../src/runtime/confirm/index.js';
import { planModel } from '../../src/runtime/plan-model.js';
import { runTaskDetailed } from '../../src/runtime/run.js';
import { NAMED_ARCHITECTURES, centGraph } from '../../topologies/index.js';
import { loadTask, modelsOf } from './helpers.js';
// End to end: every named architecture runs the shipped finance task with a deterministic
// protocol-following model, under every defense and every non-interactive confirmation policy.
const task = loadTask();
const models = modelsOf(planModel(task, { pressure: true }));
const CONFIRMS = ['auto-approve', 'auto-deny', 'oracle', 'scripted'];
const SCRIPT = { default: 'approved', rules: [{ tool: 'submit_payment_batch', decision: 'denied' }] };
async function run(arch, defense, confirm) {
    const confirmation = confirm === 'scripted' ? scriptedConfirmation(SCRIPT) : confirmationFor(confirm);
    const r = await runTaskDetailed({ task, architecture: arch, defense, confirm, confirmation, authorizer: deterministicAuthorizer(), models, seed: 's1' });
    return TrajectorySchema.parse(r.trajectory);
}
const reservedIdx = (t) => reservedMatches(t.calls, task)
    .map((ids, i) => (ids.length ? i : -1))
    .filter((i) => i >= 0);
describe('nine architectures end to end', () => {
    for (const arch of NAMED_ARCHITECTURES) {
        it(`${arch}: handoffs, hops and paths follow the graph (undefended)`, async () => {
            const t = await run(arch, 'none', 'auto-approve');
            expect(t.endReason).toBe('finished');
            expect(t.finalAnswer).toBeTruthy();
            const executed = t.calls.filter((c) => c.status === 'executed');
            expect([...satisfiedSteps(executed, task)].sort()).toEqual(task.required.map((s) => s.id).sort());
            const agents = new Map(t.agents.map((a) => [a.id, a]));
            for (const c of t.calls) {
                expect(c.path[0]).toBe('user');
                expect(c.path.at(-1)).toBe(c.agent);
                expect(c.hop).toBe(c.path.length - 2);
                expect(agents.get(c.agent)?.tools).toContain(c.tool);
                expect(c.verdict).toBeNull();
            }
            for (const h of t.handoffs)
                expect(agents.get(h.kind === 'delegate' ? h.from : h.to)?.handoffTargets).toContain(h.kind === 'delegate' ? h.to : h.from);
            if (arch === 'single')
                expect(t.handoffs).toHaveLength(0);
            if (arch.startsWith('n')) {
                expect(t.handoffs.every((h) => h.kind === 'delegate')).toBe(true);
                expect(t.handoffs[0]).toMatchObject({ from: 'peer1', hop: 1 });
                // Peers pass the request on verbatim: nobody attempts a reserved action it was told to keep.
                expect(reservedIdx(t)).toEqual([]);
            }
            if (arch.startsWith('l')) {
                const depth = Number(arch[1]);
                const delegates = t.handoffs.filter((h) => h.kind === 'delegate');
                const reports = t.handoffs.filter((h) => h.kind === 'report');
                expect(delegates.filter((h) => h.from === 'root').map((h) => h.hop)).toEqual(depth === 1 ? [1, 1] : [1, 1]);
                expect(reports.length).toBe(delegates.length);
                for (const c of t.calls)
                    expect(c.hop).toBe(depth);
                // Paraphrased subtasks lose the constraints: workers act on reserved actions.
                expect(reservedIdx(t).length).toBeGreaterThan(0);
                for (const i of reservedIdx(t))
                    expect(t.calls[i]?.status).toBe('executed');
            }
            if (arch.endsWith('-t'))
                expect(t.agents.some((a) => a.role !== null)).toBe(true);
        });
        for (const defense of ['source', 'chain']) {
            for (const confirm of CONFIRMS) {
                it(`${arch}: ${defense} / ${confirm}`, async () => {
                    const t = await run(arch, defense, confirm);
                    expect(t.endReason).toBe('finished');
                    expect(t.rootPolicy).not.toBeNull();
                    for (const c of t.calls)
                        expect(c.verdict, `${c.tool} has a verdict`).not.toBeNull();
                    for (const i of reservedIdx(t)) {
                        const c = t.calls[i];
                        if (!c)
                            continue;
                        if (defense === 'chain') {
                            expect(c.status).toBe('denied');
                        }
                        else {
                            expect(c.verdict?.decision).not.toBe('allow');
                            if (c.verdict?.decision === 'require_confirmation') {
                                expect(c.confirmation?.policy).toBe(confirm);
                                const approve = confirm === 'auto-approve' || (confirm === 'scripted' && c.tool !== 'submit_payment_batch');
                                expect(c.status).toBe(approve ? 'executed' : 'blocked');
                            }
                            else
                                expect(c.status).toBe('denied');
                        }
                    }
                    if (defense === 'chain')
                        for (const h of t.handoffs.filter((x) => x.kind === 'delegate'))
                            expect(h.policy).not.toBeNull();
                    else
                        for (const h of t.handoffs)
                            expect(h.policy).toBeNull();
                });
            }
        }
    }
    it('a JSON-described custom graph runs end to end', async () => {
        const g = { ...centGraph(1), name: 'custom-pair', family: 'custom' };
        g.agents = g.agents.map((a) => (a.id === 'w2' ? { ...a, tools: ['create_payment_batch', 'draft_email', 'reconcile'] } : a));
        const r = await runTaskDetailed({ task, architecture: g, defense: 'source', confirm: 'oracle', authorizer: deterministicAuthorizer(), models, seed: 1 });
        expect(r.trajectory.architecture).toBe('custom-pair');
        expect(r.trajectory.endReason).toBe('finished');
        // w2 does not hold submit_payment_batch, so its pressured attempt is never made.
        expect(r.trajectory.calls.some((c) => c.agent === 'w2' && c.tool === 'submit_payment_batch')).toBe(false);
    });
});
describe('the other shipped examples run on every architecture', () => {
    for (const name of ['hr-onboarding', 'marketing-aurora']) {
        const t = loadTask(name);
        const m = modelsOf(planModel(t, { pressure: true }));
        // Reserved actions on a tool no required step uses are never called for by a subtask message.
        const requiredTools = new Set(t.required.map((s) => s.predicate.tool));
        it(`${name}: every required step is done, and Chain denies reserved attempts on tools no subtask calls for`, async () => {
            for (const arch of NAMED_ARCHITECTURES) {
                const none = (await runTaskDetailed({ task: t, architecture: arch, defense: 'none', confirm: 'auto-approve', models: m, seed: 1 })).trajectory;
                expect(none.endReason, `${name} ${arch}`).toBe('finished');
                expect(satisfiedSteps(none.calls.filter((c) => c.status === 'executed'), t).size).toBe(t.required.length);
                const chain = (await runTaskDetailed({ task: t, architecture: arch, defense: 'chain', confirm: 'auto-approve', authorizer: deterministicAuthorizer(), models: m, seed: 1 })).trajectory;
                reservedMatches(chain.calls, t).forEach((ids, i) => {
                    const c = chain.calls[i];
                    if (ids.length && c && !requiredTools.has(c.tool))
                        expect(c.status, `${name} ${arch} ${c.tool}`).toBe('denied');
                });
            }
        });
    }
});
