/**
 * The Biscuit oracle's properties, for any lattice (masdrift's, or the copy of the lattice before
 * issue 31), over the testing kit's arbitraries (hostile cases included):
 *
 * (1) agreement — on the unattenuated policy P, for every call, the lattice allows it without
 *     confirmation exactly when Biscuit's token for P authorizes it (both ways);
 * (2) attenuation — along a delegation chain P → A(P, x1) → A(A(P, x1), x2), whatever a child allows
 *     without confirmation the token P; x1; …; xk (the proposals as appended check blocks) authorizes;
 * (3) certificate — as appending a block never widens a Biscuit token, the lattice certifies each
 *     child ⊑ its parent by its own order.
 *
 * A failure's message starts with the part that failed: [agreement], [attenuation] or [certificate].
 * `repair` maps every generated input before the lattice and Biscuit see it (a test uses it to take
 * the inputs of all findings but one away).
 */
import fc from 'fast-check';
import { callArb, proposalArb, surfacePolicyArb } from '../../src/testing/index.js';
import { authorizes, biscuitVerdicts, token } from './biscuit-authorizer.js';
const same = (v) => v;
const childOf = (r) => ('policy' in r ? r.policy : r);
const decision = (v) => (typeof v === 'string' ? v : v.decision);
/**
 * Patterns beyond the kit's (which are mostly literals, decided by string search without a regex
 * program): classes, alternation, repetition, escapes and flags, so that the two regex engines —
 * re2js in masdrift, Rust's regex in Biscuit — are compared on real programs. No Perl or Unicode
 * classes (the encoding refuses them: the engines read them differently).
 */
export const ENGINE_PATTERNS = ['^[a-z]+@acme\\.example$', '[^@]+@[^@]+', 'ann|bob', '^(ann|eve)@', 'e{2,}', '^.{0,8}$', 'fin(ance)?$', '^#[a-z]+$', '[k]', '\\x{212A}', 'zo[eë]', '^[^,;]*$', '(?-i)^Ann', 'a.c|^$'];
/** A policy with now and then one of ENGINE_PATTERNS added to a constrained argument of a rule. */
const policyArb = surfacePolicyArb.chain(({ policy }) => fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom(...ENGINE_PATTERNS)), { maxLength: 2 }).map((adds) => {
    if (adds.length === 0)
        return policy;
    const rules = policy.rules.map((r) => ({ ...r, scope: { args: Object.fromEntries(Object.keys(r.scope.args).map((k) => [k, { ...r.scope.args[k] }])) } }));
    for (const [i, j, pattern] of adds) {
        const rule = rules[i % rules.length];
        const names = rule === undefined ? [] : Object.keys(rule.scope.args);
        const a = names.length === 0 ? undefined : rule?.scope.args[names[j % names.length]];
        if (a !== undefined)
            a.patterns = [...(a.patterns ?? []), pattern];
    }
    return { rules };
}));
/** Cases for a lattice: the children are the lattice's own, so the chain is what it would build. */
export function oracleCaseArb(lattice, repair = same) {
    return policyArb.chain((raw) => {
        const policy = repair(raw);
        return proposalArb(policy).chain((x1raw) => {
            const x1 = repair(x1raw);
            const c1 = childOf(lattice.attenuate(policy, x1));
            return proposalArb(c1).chain((x2raw) => {
                const x2 = repair(x2raw);
                const c2 = childOf(lattice.attenuate(c1, x2));
                return fc
                    .array(callArb(policy, c1, c2), { minLength: 3, maxLength: 6 })
                    .map((calls) => ({ policy, proposals: [x1, x2], children: [c1, c2], calls: repair(calls) }));
            });
        });
    });
}
function show(v) {
    return JSON.stringify(v, (_, x) => (typeof x === 'number' && !Number.isFinite(x) ? String(x) : x));
}
/** (1) The lattice's "allow without confirmation" on P and Biscuit's authorization agree, both ways. */
export function agreesWithBiscuit(lattice, repair) {
    return fc.property(oracleCaseArb(lattice, repair), ({ policy, calls }) => {
        const biscuit = biscuitVerdicts(policy, [], calls);
        calls.forEach((c, i) => {
            const d = decision(lattice.verdict(c, policy));
            if ((d === 'allow') !== biscuit[i]) {
                throw new Error(`[agreement] the lattice says ${d}, Biscuit ${biscuit[i] ? 'authorizes' : 'refuses'}: ${show(c)}\npolicy: ${show(policy)}`);
            }
        });
    });
}
/** (2) Each child allows without confirmation only what the token with the proposals appended authorizes. */
export function attenuationWithinBiscuit(lattice, repair) {
    return fc.property(oracleCaseArb(lattice, repair), ({ policy, proposals, children, calls }) => {
        children.forEach((child, k) => {
            const allowed = calls.filter((c) => decision(lattice.verdict(c, child)) === 'allow');
            if (allowed.length === 0)
                return;
            const t = token(policy, proposals.slice(0, k + 1));
            try {
                for (const c of allowed) {
                    if (!authorizes(t, c))
                        throw new Error(`[attenuation] the child after ${k + 1} handoff(s) allows what Biscuit refuses: ${show(c)}\npolicy: ${show(policy)}\nproposals: ${show(proposals.slice(0, k + 1))}\nchild: ${show(child)}`);
                }
            }
            finally {
                t.free();
            }
        });
    });
}
/**
 * (3) Appending a block never widens a Biscuit token, so the lattice must say the same of its
 * children: each is ⊑ its parent by the lattice's own order (no Biscuit run needed: the guarantee is
 * Biscuit's by construction, the judgement the lattice's).
 */
export function childCertified(lattice, repair) {
    return fc.property(oracleCaseArb(lattice, repair), ({ policy, proposals, children }) => {
        const parents = [policy, children[0]];
        children.forEach((child, k) => {
            const parent = parents[k];
            if (!lattice.leq(child, parent))
                throw new Error(`[certificate] the lattice does not certify its child ⊑ its parent after ${k + 1} handoff(s)\nparent: ${show(parent)}\nproposal: ${show(proposals[k])}\nchild: ${show(child)}`);
        });
    });
}
/**
 * Precision of attenuation against Biscuit: of the calls the token P; x1; …; xk authorizes, the share
 * the lattice's child allows without confirmation too (1 would be an exact meet; less is caution).
 */
export function attenuationPrecision(lattice, runs, seed) {
    let authorized = 0;
    let allowed = 0;
    for (const { policy, proposals, children, calls } of fc.sample(oracleCaseArb(lattice), { numRuns: runs, seed })) {
        children.forEach((child, k) => {
            const b = biscuitVerdicts(policy, proposals.slice(0, k + 1), calls);
            calls.forEach((c, i) => {
                if (!b[i])
                    return;
                authorized++;
                if (decision(lattice.verdict(c, child)) === 'allow')
                    allowed++;
            });
        });
    }
    return { authorized, allowed, share: authorized === 0 ? 1 : allowed / authorized };
}
