/**
 * Ready-made properties of the authority lattice, to apply to your own attenuation function, your
 * own lattice (leq, verdict) or your own protocol variant. Each returns a fast-check property; run it
 * with fc.assert(prop, propOptions()) (or checkInvariant, which returns the report instead of
 * throwing). MASDRIFT_PROP_RUNS sets the number of cases (default 1,000), MASDRIFT_PROP_SEED the seed.
 */
import fc from 'fast-check';
import { attenuate as masdriftAttenuate } from '../policy/attenuate.js';
import { leq as masdriftLeq } from '../policy/policy.js';
import { decisionStrictness, verdict as masdriftVerdict } from '../policy/verdict.js';
import { callArb, graphArb, proposalArb, surfacePolicyArb, toolSurfaceArb, policyArb } from './arbitraries.js';
export const masdriftLattice = { attenuate: masdriftAttenuate, leq: masdriftLeq, verdict: masdriftVerdict };
const DEFAULT_RUNS = 1000;
const DEFAULT_SEED = 20261129;
/** Cases per property: MASDRIFT_PROP_RUNS when set (a positive integer), else 1,000. */
export function propRuns(env = process.env) {
    const n = Number(env['MASDRIFT_PROP_RUNS']);
    return Number.isInteger(n) && n > 0 ? n : DEFAULT_RUNS;
}
/** The seed: MASDRIFT_PROP_SEED when set (an integer), else a fixed one, so runs are reproducible. */
export function propSeed(env = process.env) {
    const n = Number(env['MASDRIFT_PROP_SEED']);
    return env['MASDRIFT_PROP_SEED'] !== undefined && Number.isInteger(n) ? n : DEFAULT_SEED;
}
/** fast-check parameters honouring MASDRIFT_PROP_RUNS and MASDRIFT_PROP_SEED; `overrides` win. */
export function propOptions(overrides = {}) {
    return { numRuns: propRuns(), seed: propSeed(), ...overrides };
}
const childOf = (r) => ('policy' in r ? r.policy : r);
const strictness = (v) => decisionStrictness(v);
/** A policy with a proposal and calls against parent and child. */
const attenuationCaseArb = surfacePolicyArb.chain(({ policy }) => proposalArb(policy).chain((x) => fc.tuple(fc.constant(policy), fc.constant(x), fc.array(callArb(policy), { minLength: 4, maxLength: 8 }))));
/**
 * Attenuation is monotone: for every policy P (hostile ones included) and proposal x, the child
 * A(P, x) is ⊑ P by the lattice's order, and no call's verdict under the child is less strict than
 * under P (allow ≺ require_confirmation ≺ deny).
 */
export function attenuationIsMonotone(attenuateFn = masdriftAttenuate, lattice = masdriftLattice) {
    return fc.property(attenuationCaseArb, ([p, x, calls]) => {
        const child = childOf(attenuateFn(p, x));
        if (!lattice.leq(child, p))
            throw new Error(`attenuation widened: the child is not ⊑ the parent\nchild: ${show(child)}`);
        for (const c of calls) {
            const before = lattice.verdict(c, p);
            const after = lattice.verdict(c, child);
            if (strictness(after) < strictness(before))
                throw new Error(`verdict less strict after attenuation for ${show(c)}: ${decisionOf(before)} → ${decisionOf(after)}\nchild: ${show(child)}`);
        }
    });
}
/** Pairs (a, b) over one surface: children of b, b with one argument cut down to values b admits, and unrelated pairs. */
function pairArb(lattice) {
    return toolSurfaceArb.chain((surface) => policyArb(surface).chain((b) => {
        const child = proposalArb(b).map((x) => childOf(lattice.attenuate(b, x)));
        const cut = fc.array(callArb(b), { minLength: 1, maxLength: 6 }).chain((calls) => fc.constant(cutDown(lattice, b, calls)));
        const other = policyArb(surface);
        return fc
            .oneof({ weight: 2, arbitrary: child }, { weight: 3, arbitrary: cut }, { weight: 1, arbitrary: other })
            .chain((a) => fc.tuple(fc.constant(a), fc.constant(b), fc.array(callArb(a, b), { minLength: 6, maxLength: 10 })));
    }));
}
/** b with each constrained argument of each called tool narrowed to a oneOf of the values b did not deny (argument by argument). */
function cutDown(lattice, b, calls) {
    const kept = new Map();
    for (const c of calls) {
        const perTool = kept.get(c.tool) ?? new Map();
        // argument by argument: a value is kept when a call holding just it is not denied
        for (const k of Object.keys(c.args)) {
            const v = c.args[k];
            if (decisionOf(lattice.verdict({ tool: c.tool, args: Object.fromEntries([[k, v]]) }, b)) !== 'deny')
                perTool.set(k, [...(perTool.get(k) ?? []), v]);
        }
        kept.set(c.tool, perTool);
    }
    return {
        rules: b.rules.map((r) => {
            const perTool = kept.get(r.tool);
            if (perTool === undefined)
                return r;
            const args = Object.fromEntries(Object.keys(r.scope.args).map((k) => [k, r.scope.args[k]]));
            // the argument's decidable constraints replaced by the values b admitted (its free-text conditions kept)
            for (const [k, vs] of perTool) {
                if (!Object.hasOwn(r.scope.args, k))
                    continue;
                const about = r.scope.args[k]?.about;
                args[k] = { oneOf: vs.filter((v) => !Array.isArray(v)), ...(about === undefined ? {} : { about }) };
            }
            return { ...r, scope: { args: args } };
        }),
    };
}
/** Verdicts are monotone in the order: a ⊑ b ⇒ every call's verdict under a is at least as strict as under b. */
export function verdictIsMonotone(lattice = masdriftLattice) {
    return fc.property(pairArb(lattice), ([a, b, calls]) => {
        if (!lattice.leq(a, b))
            return;
        for (const c of calls) {
            const va = lattice.verdict(c, a);
            const vb = lattice.verdict(c, b);
            if (strictness(va) < strictness(vb))
                throw new Error(`a ⊑ b, yet ${show(c)} gets ${decisionOf(va)} under a and ${decisionOf(vb)} under b\na: ${show(a)}\nb: ${show(b)}`);
        }
    });
}
/** ⊑ is a partial order: reflexive, transitive along attenuation chains, antisymmetric up to equal verdicts. */
export function leqIsPartialOrder(lattice = masdriftLattice) {
    const chain = surfacePolicyArb.chain(({ policy }) => proposalArb(policy).chain((x) => {
        const q = childOf(lattice.attenuate(policy, x));
        return proposalArb(q).chain((y) => {
            const r = childOf(lattice.attenuate(q, y));
            return fc.tuple(fc.constant([policy, q, r]), fc.array(callArb(policy), { minLength: 4, maxLength: 8 }));
        });
    }));
    return fc.property(chain, ([[p, q, r], calls]) => {
        for (const x of [p, q, r])
            if (!lattice.leq(x, x))
                throw new Error(`not reflexive: ${show(x)}`);
        if (lattice.leq(r, q) && lattice.leq(q, p) && !lattice.leq(r, p))
            throw new Error(`not transitive\np: ${show(p)}\nq: ${show(q)}\nr: ${show(r)}`);
        for (const [a, b] of [[p, q], [q, r], [p, r]]) {
            if (lattice.leq(a, b) && lattice.leq(b, a)) {
                for (const c of calls)
                    if (decisionOf(lattice.verdict(c, a)) !== decisionOf(lattice.verdict(c, b)))
                        throw new Error(`a ⊑ b ⊑ a but verdicts differ on ${show(c)}`);
            }
        }
    });
}
/**
 * Precision: of the pairs built to be related (b cut down to values b admits, children of b), the
 * share the lattice recognises as ⊑. A lattice that answers false too often refuses every narrowing.
 */
export function recognisedShare(lattice = masdriftLattice, runs = propRuns(), seed = propSeed()) {
    const related = toolSurfaceArb.chain((surface) => policyArb(surface, { duplicates: false }).chain((b) => fc.oneof(proposalArb(b).map((x) => [childOf(lattice.attenuate(b, x)), b]), fc.array(callArb(b), { minLength: 1, maxLength: 6 }).map((calls) => [cutDown(lattice, b, calls), b]))));
    const cases = fc.sample(related, { numRuns: runs, seed });
    const recognised = cases.filter(([a, b]) => lattice.leq(a, b)).length;
    return { related: cases.length, recognised, share: recognised / cases.length };
}
const scenarioArb = surfacePolicyArb.chain(({ surface, policy }) => graphArb.chain((graph) => fc
    .array(fc.tuple(fc.constantFrom(...graph.agents), callArb(policy)), { maxLength: 8 })
    .map((xs) => ({ surface, policy: { rules: policy.rules.filter((r, i) => policy.rules.findIndex((s) => s.tool === r.tool) === i) }, graph, attempts: xs.map(([agent, call]) => ({ agent, call })) }))));
/**
 * Complete mediation: every call a protocol run executed was checked against the policy in force for
 * its agent (the root policy, or the policy its authorising handoff carried), allowed by it or
 * confirmed, and every delegated policy is ⊑ the policy of the agent that delegated. `runFn` runs your
 * protocol variant on a scenario and returns its trace (for masdrift's runtime: the trajectory).
 */
export function completeMediation(runFn, lattice = masdriftLattice) {
    return fc.asyncProperty(scenarioArb, async (scenario) => {
        const trace = await runFn(scenario);
        const root = trace.rootPolicy;
        if (root === null)
            throw new Error('no root policy: the run was not mediated');
        const carried = new Map();
        const inForce = (authority) => (authority === null || authority === undefined ? root : (carried.get(authority) ?? root));
        for (const h of trace.handoffs) {
            if (h.kind !== 'delegate')
                continue;
            if (h.policy === null)
                throw new Error(`delegate handoff ${h.seq} carries no policy`);
            const parent = inForce(h.authority);
            if (!lattice.leq(h.policy, parent))
                throw new Error(`delegate handoff ${h.seq} (${h.from} → ${h.to}) carries a policy wider than its sender's`);
            carried.set(h.seq, h.policy);
        }
        for (const c of trace.calls) {
            if (c.status !== 'executed')
                continue;
            const v = lattice.verdict({ tool: c.tool, args: c.args }, inForce(c.authority));
            const d = decisionOf(v);
            if (c.verdict === null)
                throw new Error(`call ${c.seq} (${c.tool}) executed without a verdict`);
            if (d === 'deny')
                throw new Error(`call ${c.seq} (${c.tool}) executed although the policy in force denies it`);
            if (d === 'require_confirmation' && c.confirmation?.decision !== 'approved')
                throw new Error(`call ${c.seq} (${c.tool}) executed without the confirmation the policy requires`);
        }
    });
}
/** Run a property and return fast-check's report (cases run, shrunk counterexample, seed) instead of throwing. */
export async function checkInvariant(prop, params = {}) {
    return fc.check(prop, propOptions(params));
}
function decisionOf(v) {
    return typeof v === 'string' ? v : v.decision;
}
function show(v) {
    return JSON.stringify(v, (_, x) => (typeof x === 'number' && !Number.isFinite(x) ? String(x) : x));
}
