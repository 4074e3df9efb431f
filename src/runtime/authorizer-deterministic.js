import { compile, proposalFromMessage } from '../policy/index.js';
const ZERO = { prompt_tokens: 0, completion_tokens: 0 };
/**
 * The deterministic authorization agent: the rule-based compiler for P0 and the rule-based proposal
 * for each Chain handoff. It reads only the request / handoff text and the public tool surface, costs
 * no tokens, and leaves uncertain scope resolutions to the confirmation step.
 */
export function deterministicAuthorizer() {
    return {
        compile: async (request, tools) => ({ policy: compile(request, tools).policy, usage: { ...ZERO } }),
        propose: async (message, tools, parent) => ({ proposal: proposalFromMessage(message, tools, parent), usage: { ...ZERO } }),
    };
}
