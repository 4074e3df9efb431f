import { byTool } from './policy.js';
/**
 * What replaces an authorizer answer that could not be used. Truly fail-closed whatever the
 * confirmation policy: every world-changing tool (any effect but `read`) is `never`, so no
 * auto-approving confirmer can let it through; reads continue, so the run still shows what the
 * agents would have done. An unusable answer never becomes a permissive policy.
 */
export const worldChanging = (t) => t.effect !== 'read';
/** P0 after a failed compile: reads allowed in any scope, every world-changing tool denied. */
export function failClosedPolicy(tools, reason) {
    return {
        rules: [...tools]
            .sort((a, b) => byTool({ tool: a.name }, { tool: b.name }))
            .map((t) => worldChanging(t)
            ? { tool: t.name, scope: { args: {} }, stage: 'never', provenance: { sentence: null, reason: `authorizer answer unusable (${reason}): fail closed, world-changing tool denied` } }
            : { tool: t.name, scope: { args: {} }, stage: 'current_request', provenance: { sentence: null, reason: `authorizer answer unusable (${reason}): fail closed, reads continue` } }),
    };
}
/**
 * A Chain proposal after a failed propose: the parent's own rules for reads and every world-changing
 * tool at `never`, so attenuating the parent by it gives the child the parent's policy with every
 * world-changing tool denied.
 */
export function failClosedProposal(parent, tools, reason) {
    const changing = new Set(tools.filter(worldChanging).map((t) => t.name));
    return {
        rules: parent.rules.map((r) => changing.has(r.tool)
            ? { tool: r.tool, scope: r.scope, stage: 'never', provenance: { sentence: null, reason: `authorizer answer unusable (${reason}): fail closed, world-changing tool denied` } }
            : { tool: r.tool, scope: r.scope, stage: r.stage, ...(r.provenance ? { provenance: r.provenance } : {}) }),
    };
}
