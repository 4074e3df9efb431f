import { heldBy } from './principal.js';
import { WORKSPACE_TOOLS, runWorkspaceTool } from './workspace.js';
export async function runAgent(input) {
    const messages = [
        { role: 'system', content: input.system },
        { role: 'user', content: input.user },
    ];
    const calls = [];
    const maxTurns = input.maxTurns ?? 12;
    for (let turn = 0; turn < maxTurns; turn++) {
        const res = await input.model.complete({ model: input.model.id, messages, ...(input.tools ? { tools: WORKSPACE_TOOLS } : {}) }, { runId: input.runId, agent: input.agent, turn, purpose: 'work' });
        const msg = res.message;
        messages.push(msg);
        const toolCalls = input.tools ? (msg.tool_calls ?? []) : [];
        if (toolCalls.length === 0) {
            return { text: msg.content ?? '', labels: heldBy(input.guard.holdings, input.agent), calls, modelCalls: turn + 1, endReason: 'finished' };
        }
        // Calls of one turn run in the order the model listed them: the wall is first come, first served.
        for (const tc of toolCalls) {
            const out = runWorkspaceTool(input.workspace, input.guard, input.agent, input.access, tc.function.name, tc.function.arguments);
            calls.push({ agent: input.agent, tool: tc.function.name, args: tc.function.arguments, refusedReads: out.refusedReads, withheld: out.withheld });
            messages.push({ role: 'tool', tool_call_id: tc.id, content: out.content });
        }
    }
    return { text: '', labels: heldBy(input.guard.holdings, input.agent), calls, modelCalls: maxTurns, endReason: 'turn_limit' };
}
