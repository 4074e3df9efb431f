import { meetScope, normalizeScope, scopeLeq } from './scope.js';
import { stageLeq, stricterStage } from './stage.js';
/** The order of a canonical policy's rules: by tool name, as code units compare. */
export function byTool(a, b) {
    return a.tool < b.tool ? -1 : a.tool > b.tool ? 1 : 0;
}
/**
 * Rules sorted by tool name, scopes normalised: the form policies are stored and compared in.
 * Parsing (PolicySchema) rejects two rules for one tool; a policy built in code with several is read
 * as their conjunction everywhere (verdict takes the strictest, ⊑ and attenuation the meet), and its
 * canonical form merges them into one rule: the meet of the scopes, the strictest stage, the first
 * rule's provenance.
 */
export function canonicalPolicy(p) {
    const rules = mergedRules(p.rules)
        .sort(byTool)
        .map((r) => {
        const out = { tool: r.tool, scope: normalizeScope(r.scope), stage: r.stage };
        if (r.provenance !== undefined)
            out.provenance = r.provenance;
        return out;
    });
    return { rules };
}
/** One rule per tool: rules for the same tool merged by meet (the first one's provenance kept). */
export function mergedRules(rules) {
    const byName = new Map();
    for (let i = 0; i < rules.length; i++) {
        const r = rules[i];
        const had = byName.get(r.tool);
        if (had === undefined)
            byName.set(r.tool, r);
        else {
            const m = { tool: r.tool, scope: meetScope(had.scope, r.scope), stage: stricterStage(had.stage, r.stage) };
            const provenance = had.provenance ?? r.provenance;
            if (provenance !== undefined)
                m.provenance = provenance;
            byName.set(r.tool, m);
        }
    }
    return [...byName.values()];
}
/** The most permissive policy over a tool surface: every tool current_request with any scope. */
export function topPolicy(tools) {
    return canonicalPolicy({ rules: tools.map((t) => ({ tool: t.name, scope: { args: {} }, stage: 'current_request' })) });
}
/** One rule per tool of the surface: the given rule where there is one, else current_request/any. */
export function policyFor(tools, rules) {
    const byTool = new Map(rules.map((r) => [r.tool, r]));
    for (const r of rules) {
        if (!tools.some((t) => t.name === r.tool))
            throw new Error(`policyFor: rule for "${r.tool}", which is not in the tool surface`);
    }
    return canonicalPolicy({
        rules: tools.map((t) => {
            const r = byTool.get(t.name);
            const out = { tool: t.name, scope: r?.scope ?? { args: {} }, stage: r?.stage ?? 'current_request' };
            if (r?.provenance !== undefined)
                out.provenance = r.provenance;
            return out;
        }),
    });
}
/** The rule a policy holds for a tool, if any. */
export function ruleFor(p, tool) {
    return p.rules.find((r) => r.tool === tool);
}
/**
 * P' ⊑ P: the same tools (no rule omitted or added), each scope ⊆ and each stage at least as strict.
 * Sound for policies with several rules per tool (a conjunction): each rule of P must be implied by
 * some rule of P' for its tool.
 */
export function leq(a, b) {
    const byName = new Map();
    for (const r of a.rules) {
        const had = byName.get(r.tool);
        if (had === undefined)
            byName.set(r.tool, [r]);
        else
            had.push(r);
    }
    const toolsOfB = new Set(b.rules.map((r) => r.tool));
    if (byName.size !== toolsOfB.size)
        return false;
    for (const t of byName.keys())
        if (!toolsOfB.has(t))
            return false;
    return b.rules.every((rb) => (byName.get(rb.tool) ?? []).some((ra) => stageLeq(rb.stage, ra.stage) && scopeLeq(ra.scope, rb.scope)));
}
/** P ⊑ Q and Q ⊑ P: equal as far as the order can tell. */
export function policyEquiv(a, b) {
    return leq(a, b) && leq(b, a);
}
