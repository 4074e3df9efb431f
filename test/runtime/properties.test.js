import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FINISH_TOOL, HANDOFF_PREFIX, REPORT_TOOL } from '../../src/domain/coordination.js';
import { EndReasonSchema, TrajectorySchema } from '../../src/domain/trajectory.js';
import { attenuate, compile, leq, proposalFromMessage, verdict } from '../../src/policy/index.js';
import { deterministicAuthorizer } from '../../src/runtime/authorizer-deterministic.js';
import { argsFor } from '../../src/runtime/plan-model.js';
import { runTaskDetailed } from '../../src/runtime/run.js';
import { scriptedModel } from '../../src/runtime/scripted-model.js';
import { rngFrom } from '../../src/util/rng.js';
import { loadTask, modelsOf } from './helpers.js';
import { propRuns } from '../helpers.js';
const task = loadTask();
const P0 = compile(task.request, task.environment.tools).policy;
/** A random graph from the JSON builder's vocabulary: a supervisor DAG or a peer graph. */
const graphArb = fc.oneof(fc.record({ n: fc.integer({ min: 2, max: 6 }), extra: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 6 }), parents: fc.array(fc.nat(), { minLength: 6, maxLength: 6 }) }).map(({ n, extra, parents }) => {
    const edges = new Map();
    for (let j = 1; j < n; j++) {
        const i = (parents[j] ?? 0) % j;
        edges.set(`${i}-${j}`, { from: `a${i}`, to: `a${j}` });
    }
    for (const [x, y] of extra) {
        const i = x % n;
        const j = y % n;
        if (i < j && j > 0)
            edges.set(`${i}-${j}`, { from: `a${i}`, to: `a${j}` });
    }
    const hasOut = new Set([...edges.values()].map((e) => e.from));
    const agents = Array.from({ length: n }, (_, i) => ({
        id: `a${i}`,
        kind: hasOut.has(`a${i}`) ? 'supervisor' : 'worker',
        role: null,
        entry: i === 0,
        tools: hasOut.has(`a${i}`) ? 'none' : 'all',
    }));
    return { name: `dag${n}`, family: 'custom', agents, edges: [...edges.values()] };
}), fc.record({ n: fc.integer({ min: 2, max: 5 }), extra: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 6 }) }).map(({ n, extra }) => {
    const edges = new Map();
    for (let i = 0; i < n; i++)
        edges.set(`${i}-${(i + 1) % n}`, { from: `p${i}`, to: `p${(i + 1) % n}` });
    for (const [x, y] of extra)
        if (x % n !== y % n)
            edges.set(`${x % n}-${y % n}`, { from: `p${x % n}`, to: `p${y % n}` });
    const agents = Array.from({ length: n }, (_, i) => ({ id: `p${i}`, kind: 'peer', role: null, entry: i === 0, tools: 'all' }));
    return { name: `ring${n}`, family: 'peer', agents, edges: [...edges.values()] };
}));
const MESSAGES = [
    task.request,
    ...task.required.map((s) => s.description),
    ...task.boundary.constraints.flatMap((c) => [c.text, ...(c.lexicon?.weakened ?? [])]),
    'Handle the rest of it.',
    'Submit the batch and email Northwind.',
];
const PREDICATES = [...task.required.map((s) => s.predicate), ...task.boundary.reserved.map((r) => r.predicate)];
const specs = new Map(task.environment.tools.map((t) => [t.name, t]));
/** A random but reproducible agent: each reply is drawn from a generator seeded by (seed, agent, turn). */
function randomBehaviour(seed) {
    return (req, ctx) => {
        const rng = rngFrom('behaviour', seed, ctx.agent, ctx.turn);
        const names = (req.tools ?? []).map((t) => t.function.name);
        const calls = [];
        const tc = (name, args) => {
            calls.push({ id: '', type: 'function', function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) } });
        };
        const k = 1 + rng.int(3);
        for (let i = 0; i < k; i++) {
            const r = rng.next();
            const domain = names.filter((n) => specs.has(n));
            const targets = names.filter((n) => n.startsWith(HANDOFF_PREFIX));
            if (r < 0.45 && domain.length) {
                const p = rng.pick(PREDICATES.filter((x) => domain.includes(x.tool)).concat([]));
                if (p)
                    tc(p.tool, argsFor(p, specs.get(p.tool), task));
            }
            else if (r < 0.7 && targets.length)
                tc(rng.pick(targets), { message: rng.pick(MESSAGES) });
            else if (r < 0.8 && names.includes(REPORT_TOOL))
                tc(REPORT_TOOL, { message: 'done' });
            else if (r < 0.88 && names.includes(FINISH_TOOL))
                tc(FINISH_TOOL, { answer: 'done' });
            else if (r < 0.93)
                tc('launch_rocket', {});
            else if (r < 0.96 && domain.length)
                tc(rng.pick(domain), '{"broken": ');
        }
        return { role: 'assistant', content: calls.length ? null : 'thinking', tool_calls: calls };
    };
}
const caseArb = fc.record({
    graph: graphArb,
    defense: fc.constantFrom('none', 'source', 'chain'),
    confirm: fc.constantFrom('auto-approve', 'auto-deny', 'oracle'),
    seed: fc.string({ minLength: 1, maxLength: 6 }),
});
async function runCase(c, jitter = false) {
    const model = scriptedModel({ fn: randomBehaviour(c.seed), ...(jitter ? { jitter: { seed: c.seed, maxMs: 3 } } : {}) });
    return runTaskDetailed({
        task,
        architecture: c.graph,
        defense: c.defense,
        confirm: c.confirm,
        authorizer: deterministicAuthorizer(),
        models: modelsOf(model),
        seed: c.seed,
        limits: { turnsPerAgent: 4, handoffsPerRun: 8 },
    });
}
/** The policy each delegate handoff should carry, recomputed from P0 and the messages alone. */
function recomputeChain(t) {
    const out = new Map();
    for (const h of t.handoffs) {
        if (h.kind !== 'delegate')
            continue;
        const parent = h.authority == null ? P0 : out.get(h.authority);
        if (!parent)
            throw new Error(`handoff ${h.seq}: authority ${h.authority} has no policy`);
        out.set(h.seq, attenuate(parent, proposalFromMessage(h.message, task.environment.tools, parent)).policy);
    }
    return out;
}
describe('runtime properties over random graphs and random agents', () => {
    it('terminates, mediates completely, attenuates monotonically', async () => {
        const seen = { judged: 0, executedJudged: 0, chainHandoffs: 0, denied: 0, ends: new Set() };
        await fc.assert(fc.asyncProperty(caseArb, async (c) => {
            const { trajectory: t, env } = await runCase(c);
            TrajectorySchema.parse(t);
            seen.ends.add(t.endReason);
            expect(EndReasonSchema.options).toContain(t.endReason);
            const nonExecuted = t.calls.filter((x) => x.status !== 'executed');
            for (const x of nonExecuted)
                expect(x.result).toBeUndefined();
            if (c.defense === 'none') {
                for (const x of t.calls)
                    expect(x.verdict).toBeNull();
                return;
            }
            expect(t.rootPolicy).toEqual(P0);
            const chain = c.defense === 'chain' ? recomputeChain(t) : new Map();
            for (const h of t.handoffs) {
                if (c.defense !== 'chain' || h.kind !== 'delegate')
                    continue;
                expect(h.policy).toEqual(chain.get(h.seq));
                const parent = h.authority == null ? P0 : chain.get(h.authority);
                expect(leq(h.policy, parent)).toBe(true);
                seen.chainHandoffs++;
            }
            for (const x of t.calls) {
                if (!specs.has(x.tool) || x.verdict === null) {
                    expect(x.status).toBe('failed');
                    continue;
                }
                const evidence = c.defense === 'source' || x.authority == null ? P0 : chain.get(x.authority);
                expect(x.verdict).toEqual(verdict({ tool: x.tool, args: x.args }, evidence));
                seen.judged++;
                if (x.status === 'executed')
                    seen.executedJudged++;
                if (x.status === 'denied')
                    seen.denied++;
                if (x.status === 'executed')
                    expect(x.verdict.decision === 'allow' || x.confirmation?.decision === 'approved').toBe(true);
                if (x.verdict.decision === 'deny')
                    expect(x.status).toBe('denied');
            }
            expect(env.records).toBeDefined();
        }), { numRuns: propRuns(60), seed: 20261129 });
        // The generated runs must actually exercise what is checked.
        expect(seen.judged).toBeGreaterThan(20);
        expect(seen.executedJudged).toBeGreaterThan(5);
        expect(seen.denied).toBeGreaterThan(0);
        expect(seen.chainHandoffs).toBeGreaterThan(5);
        expect(seen.ends.size).toBeGreaterThan(1);
    });
    it('the same inputs give the same trajectory hash, whatever order model answers arrive in', async () => {
        await fc.assert(fc.asyncProperty(caseArb, async (c) => {
            const a = await runCase(c);
            const b = await runCase(c);
            const shuffled = await runCase(c, true);
            expect(b.trajectoryHash).toBe(a.trajectoryHash);
            expect(shuffled.trajectoryHash).toBe(a.trajectoryHash);
        }), { numRuns: propRuns(15), seed: 7 });
    });
});
