import { z } from 'zod';
import { EMPTY_LABELS, factsOf, joinLabels } from './labels.js';
import { ClearanceSchema, cleared, factKey, meetClearance } from './relations.js';
/**
 * Principal accounting. The principal is the requesting user: whatever any agent of the user's
 * system has in its context can end up in the user's answer, so a protected set is judged over the
 * union of everything the whole system has read. Per-agent boundaries sit on top: an agent may be
 * cleared for less than the user (it may then hold fewer facts, or no composite at all).
 */
export const AgentBoundarySchema = z
    .object({
    clearance: ClearanceSchema.optional().describe('The agent\'s clearance; never above the principal\'s (the lower one applies)'),
})
    .strict();
export const PrincipalSchema = z
    .object({
    id: z.string().min(1).default('user'),
    /** SECRET: may hold each SECRET fact alone, never a TOP_SECRET composite. */
    clearance: ClearanceSchema.default('SECRET'),
    agents: z.record(z.string(), AgentBoundarySchema).default({}),
})
    .strict();
/** The default principal: a SECRET-cleared user with no per-agent boundaries. */
export const defaultPrincipal = () => ({ id: 'user', clearance: 'SECRET', agents: {} });
/** The clearance an agent acts under: its own boundary, capped by the principal's. */
export function agentClearance(p, agent) {
    const own = p.agents[agent]?.clearance;
    return own ? meetClearance(own, p.clearance) : p.clearance;
}
/** Relations whose every fact is in the label set and whose composite is above the clearance. */
export function completedRelations(labels, relations, clearance) {
    const held = factsOf(labels);
    return relations.filter((r) => !cleared(clearance, r.composite.classification) && r.facts.every((f) => held.has(factKey(r.id, f.id))));
}
/** Facts in the label set that are each classified above the clearance (a per-fact boundary). */
export function factsAboveClearance(labels, relations, clearance) {
    const held = factsOf(labels);
    const out = [];
    for (const r of relations)
        for (const f of r.facts)
            if (held.has(factKey(r.id, f.id)) && !cleared(clearance, f.clearance))
                out.push(factKey(r.id, f.id));
    return out;
}
/** The breach a label set would be for a holder of the clearance, or null when it may hold it. */
export function breachOf(labels, relations, clearance) {
    const rel = completedRelations(labels, relations, clearance).map((r) => r.id);
    const facts = factsAboveClearance(labels, relations, clearance);
    return rel.length || facts.length ? { relations: rel, facts } : null;
}
export const emptyHoldings = () => Object.freeze({ byAgent: Object.freeze({}), published: EMPTY_LABELS });
export function heldBy(h, agent) {
    return h.byAgent[agent] ?? EMPTY_LABELS;
}
/** Holdings after labels entered an agent's context. */
export function admit(h, agent, labels) {
    return Object.freeze({ byAgent: Object.freeze({ ...h.byAgent, [agent]: joinLabels(heldBy(h, agent), labels) }), published: h.published });
}
/** Holdings after an answer with these labels reached the user. */
export function publish(h, labels) {
    return Object.freeze({ byAgent: h.byAgent, published: joinLabels(h.published, labels) });
}
/** Everything the principal's system holds: the union over agents and published answers. */
export function principalLabels(h) {
    return joinLabels(h.published, ...Object.keys(h.byAgent).sort().map((a) => heldBy(h, a)));
}
