import { verdict } from '../policy/index.js';
/**
 * The verdict on a call against the policy that is the defense's evidence for it; fail closed when no
 * policy reached the caller. Shared by the policy defenses (Source's evidence is P0, Chain's the
 * policy the caller's delegation carried).
 */
export function judgeAgainst(call, policy) {
    if (!policy)
        return { verdict: { decision: 'deny', reason: `no policy reached agent ${call.agent} (fail closed)`, resolution: null, stage: null }, rule: null };
    return { verdict: verdict({ tool: call.tool, args: call.args }, policy), rule: policy.rules.find((r) => r.tool === call.tool) ?? null };
}
/**
 * Source: P0 = Compile(u, T) is compiled once from the user's request and held by the runtime's
 * reference monitor, outside the coordination graph; every call, by any agent at any depth, is judged
 * against P0. Nothing travels along the edges, so no handoff can widen (or lose) it.
 */
export const source = {
    name: 'source',
    summary: 'every call judged against P0, compiled from the request and held outside the graph',
    compilesRootPolicy: true,
    beforeCall: (call, run) => judgeAgainst(call, run.rootPolicy),
};
