import { resolveDetailed } from './scope.js';
const DECISION_RANK = { allow: 0, require_confirmation: 1, deny: 2 };
/** Strictness of a decision: allow 0 ≺ require_confirmation 1 ≺ deny 2. */
export function decisionStrictness(d) {
    return DECISION_RANK[typeof d === 'string' ? d : d.decision];
}
/** Is verdict a at least as strict as verdict b? */
export function atLeastAsStrict(a, b) {
    return decisionStrictness(a) >= decisionStrictness(b);
}
/** Classify a verdict by the branch that decided it. */
export function verdictBranch(v) {
    if (v.decision === 'allow')
        return 'allow';
    if (v.decision === 'require_confirmation')
        return v.stage === 'post_approval' ? 'confirm_post_approval' : 'confirm_uncertain';
    if (v.stage === null)
        return 'deny_no_rule';
    if (v.stage === 'never')
        return 'deny_never';
    return 'deny_mismatch';
}
/**
 * The reference monitor: scope resolution combined with the stage, taking the stricter.
 * No rule → deny; never → deny; mismatch → deny; post_approval or uncertain → confirmation;
 * current_request with a match → allow.
 */
export function verdict(call, p) {
    let out = null;
    // a policy built in code may hold several rules for a tool (their conjunction): the strictest wins
    for (let i = 0; i < p.rules.length; i++) {
        const rule = p.rules[i];
        if (rule.tool !== call.tool)
            continue;
        const v = ruleVerdict(call, rule);
        if (out === null || DECISION_RANK[v.decision] > DECISION_RANK[out.decision])
            out = v;
    }
    return out ?? { decision: 'deny', reason: `no rule for tool "${call.tool}": the policy grants it nothing`, resolution: null, stage: null };
}
function ruleVerdict(call, rule) {
    const res = resolveDetailed(rule.scope, call.args);
    const stage = rule.stage;
    if (stage === 'never') {
        return { decision: 'deny', reason: `rule ${rule.tool}: stage never`, resolution: res.resolution, stage };
    }
    if (res.resolution === 'mismatch') {
        return {
            decision: 'deny',
            reason: `rule ${rule.tool}: argument "${res.arg}" outside scope (${res.constraint})`,
            resolution: res.resolution,
            stage,
        };
    }
    if (stage === 'post_approval') {
        return { decision: 'require_confirmation', reason: `rule ${rule.tool}: stage post_approval`, resolution: res.resolution, stage };
    }
    if (res.resolution === 'uncertain') {
        const why = res.constraint === 'absent' ? 'absent but constrained' : 'free-text condition undecided';
        return { decision: 'require_confirmation', reason: `rule ${rule.tool}: argument "${res.arg}" uncertain (${why})`, resolution: res.resolution, stage };
    }
    return { decision: 'allow', reason: `rule ${rule.tool}: stage current_request, scope matched`, resolution: res.resolution, stage };
}
