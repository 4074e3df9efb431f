import { byTool, mergedRules } from './policy.js';
import { argScopeLeq, meetScope, normalizeScope, scopeLeq } from './scope.js';
import { ownValue } from '../util/keyed.js';
import { stageLeq, stricterStage } from './stage.js';
import { deepFreeze } from '../util/freeze.js';
import { weakPairMemo } from '../util/memo.js';
/** Why a tool the proposal leaves out is `never` (one frozen value, shared by every such rule). */
const LEFT_OUT = Object.freeze({ sentence: null, reason: 'not called for by the handoff: least privilege' });
// Most tools of a handoff are left out, and their rule is a function of the parent's rule alone. A
// frozen parent rule (a validated compile answer shared by a task's runs, or a left-out rule made
// here) never changes, so its left-out rule is made once and shared, frozen: prompts then carry the
// same rule (and its memoised JSON) from handoff to handoff and run to run.
const leftOutRules = new WeakMap();
/** The rule of a tool the proposal leaves out. */
function leftOut(parent) {
    if (!Object.isFrozen(parent))
        return { tool: parent.tool, scope: normalizeScope(parent.scope), stage: 'never', provenance: LEFT_OUT };
    let rule = leftOutRules.get(parent);
    if (rule === undefined) {
        rule = deepFreeze({ tool: parent.tool, scope: normalizeScope(parent.scope), stage: 'never', provenance: LEFT_OUT });
        leftOutRules.set(parent, rule);
    }
    return rule;
}
// A tool proposed once, with a frozen parent rule and a frozen proposal rule (a validated answer's,
// or a proposal's shared rule) gives a child rule and refusals that are a function of those two
// alone: made once and shared, the rule deep-frozen (so it too is a frozen parent at the next
// handoff, and its JSON is memoised), the refusals copied out to each caller.
const proposedRules = weakPairMemo((parent, pr) => {
    const own = [];
    return { rule: deepFreeze(metRule(parent, [pr], own)), refused: deepFreeze(own) };
});
function proposedOne(parent, pr, refused) {
    if (!Object.isFrozen(parent) || !Object.isFrozen(pr))
        return metRule(parent, [pr], refused);
    const hit = proposedRules(parent, pr);
    for (const x of hit.refused)
        refused.push({ tool: x.tool, reason: x.reason });
    return hit.rule;
}
/** The parent's rule met with the rules proposed for its tool (scope ∧, stricter stage); widening parts are refused. */
function metRule(parent, props, refused) {
    // the meet of the parent's scope with the proposed ones; null while none is proposed
    let scope = null;
    let stage = parent.stage;
    let provenance = parent.provenance;
    for (const pr of props) {
        if (pr.stage !== undefined) {
            if (!stageLeq(parent.stage, pr.stage)) {
                refused.push({ tool: parent.tool, reason: `stage widening refused: ${parent.stage} → ${pr.stage}` });
            }
            stage = stricterStage(stage, pr.stage);
        }
        if (pr.scope !== undefined) {
            if (!scopeLeq(normalizeScope(pr.scope), parent.scope)) {
                const wider = Object.keys(parent.scope.args).filter((a) => !argScopeLeq(pr.scope === undefined ? undefined : ownValue(pr.scope.args, a), ownValue(parent.scope.args, a)));
                refused.push({ tool: parent.tool, reason: `scope widening refused on argument(s) ${wider.join(', ')}: kept the meet with the parent scope` });
            }
            scope = meetScope(scope ?? parent.scope, pr.scope);
        }
        if (pr.provenance !== undefined)
            provenance = pr.provenance;
    }
    const out = { tool: parent.tool, scope: scope ?? normalizeScope(parent.scope), stage };
    if (provenance !== undefined)
        out.provenance = provenance;
    return out;
}
/**
 * Atten(P, x): the child policy for a handoff. Each proposed rule is met with the parent's
 * (scope ∧, stricter stage); a tool the proposal leaves out becomes `never`; widening parts and
 * unknown tools are refused and reported. The result is always ⊑ P.
 */
export function attenuate(p, x) {
    const refused = [];
    // indexed loops: the rule arrays are often frozen (shared answers), which slows builtins and for…of
    const known = new Set();
    for (let i = 0; i < p.rules.length; i++)
        known.add(p.rules[i].tool);
    const proposed = new Map();
    for (let i = 0; i < x.rules.length; i++) {
        const r = x.rules[i];
        if (!known.has(r.tool)) {
            refused.push({ tool: r.tool, reason: `unknown tool "${r.tool}": the parent policy has no rule for it` });
            continue;
        }
        const same = proposed.get(r.tool);
        if (same === undefined)
            proposed.set(r.tool, [r]);
        else
            same.push(r);
    }
    // Each rule is built in canonical form (canonicalPolicy's): its scope normalised, the rules sorted
    // by tool. A meet is normal already (meetScope normalises), so only a parent's scope is normalised.
    // A policy built in code may hold several rules for a tool (their conjunction): they are merged
    // by meet first, so the child has one rule per tool, inside every one of them.
    const parents = known.size === p.rules.length ? p.rules : mergedRules(p.rules);
    const rules = [];
    for (let i = 0; i < parents.length; i++) {
        const parent = parents[i];
        const props = proposed.get(parent.tool);
        rules.push(props === undefined ? leftOut(parent) : props.length === 1 ? proposedOne(parent, props[0], refused) : metRule(parent, props, refused));
    }
    return { policy: { rules: rules.sort(byTool) }, refused };
}
