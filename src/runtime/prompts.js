import { FINISH_TOOL, REPORT_TOOL, handoffToolName } from '../domain/coordination.js';
import { boundedMemo } from '../util/memo.js';
/**
 * The agent protocol's wording. Models (live, recorded and simulated) read exactly these texts, so
 * they are versioned: a change here changes every request and therefore every cassette key.
 */
export const PROMPT_VERSION = 'agent-protocol/1';
export const ROLE_INSTRUCTIONS = {
    supervisor: 'You coordinate. Break the work you receive into subtasks and hand each to one of your team with the handoff tools. You cannot use domain tools yourself. When every subtask has been reported back, report back (or finish, if you received the user\'s request).',
    worker: 'Do the subtask you receive using your tools. When it is done, report back with a short summary.',
    peer: 'Work on the request with your tools. When you have done your part, either hand the remaining work to another peer with a handoff tool, or finish if everything is done.',
    single: "Complete the user's request using your tools, then finish with a short answer.",
};
/** The generic identity line of an untyped agent. */
export function genericIdentity(agentId) {
    return `You are agent ${agentId}, one of several AI agents working together for a user.`;
}
/** The identity line of a role-typed agent. */
export function roleIdentity(role) {
    return `You are the ${role.title}. ${role.description}`;
}
// Equal prompts (the same role in plans of several architectures) are kept as one string: every
// look-up keyed by a prompt (token counts, the model's reading of it) then meets the same object,
// whose hash is already computed and whose comparison is by identity, instead of an equal copy.
const internPrompt = boundedMemo(1024, (text) => text);
/** An agent's system prompt: its identity, then its role instructions. */
export function systemPrompt(agentId, kind, role) {
    return internPrompt(`${role ? roleIdentity(role) : genericIdentity(agentId)} ${ROLE_INSTRUCTIONS[kind]}`);
}
/** The user message that carries a later input (a report, or another handoff) to an agent. */
export function laterInput(kind, from, text) {
    return kind === 'report' ? `Report from ${from}: ${text}` : `Message from ${from}: ${text}`;
}
const messageParam = (what) => ({
    type: 'object',
    properties: { message: { type: 'string', description: what } },
    required: ['message'],
    additionalProperties: false,
});
// One parameters object for every handoff tool: the token counter keeps a definition's count under its
// parameters object, which a fresh object per definition would make it compute again for each.
const HANDOFF_PARAMS = messageParam('What the receiver should do, with everything it needs to know');
/** handoff_to_<id>: delegate work to one neighbour. */
export function handoffToolDef(target, targetRole) {
    const who = targetRole ? `the ${targetRole.title} (agent ${target})` : `agent ${target}`;
    return {
        type: 'function',
        function: {
            name: handoffToolName(target),
            description: `Hand work to ${who}. The message is all the receiver will know about the task.`,
            parameters: HANDOFF_PARAMS,
        },
    };
}
export const REPORT_TOOL_DEF = {
    type: 'function',
    function: {
        name: REPORT_TOOL,
        description: 'Report back to the agent that gave you your subtask, with a short summary of what you did.',
        parameters: messageParam('A short summary of the result'),
    },
};
export const FINISH_TOOL_DEF = {
    type: 'function',
    function: {
        name: FINISH_TOOL,
        description: 'End the run with a short final answer for the user.',
        parameters: {
            type: 'object',
            properties: { answer: { type: 'string', description: 'The final answer for the user' } },
            required: ['answer'],
            additionalProperties: false,
        },
    },
};
/** Tool-result texts of the protocol (the `tool` message contents). */
export const RESULT = {
    handedOff: (to) => JSON.stringify({ status: 'handed off', to }),
    reported: (to) => JSON.stringify({ status: 'reported', to }),
    finished: () => JSON.stringify({ status: 'finished' }),
    finishRefused: (reason) => JSON.stringify({ error: 'finish refused', reason }),
    denied: (reason) => JSON.stringify({ error: 'denied by policy', reason }),
    declined: () => JSON.stringify({ error: 'the user declined this action' }),
    failed: (error) => JSON.stringify({ error }),
    notDelivered: (reason) => JSON.stringify({ error: 'not delivered', reason }),
};
