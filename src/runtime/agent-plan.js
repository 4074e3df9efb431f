import { canFinish, canReport } from '../../topologies/graph.js';
import { FINISH_TOOL, REPORT_TOOL, handoffToolName } from '../domain/coordination.js';
import { deepFreeze } from '../util/freeze.js';
import { boundedMemo } from '../util/memo.js';
import { FINISH_TOOL_DEF, REPORT_TOOL_DEF, handoffToolDef, systemPrompt } from './prompts.js';
/** The agents of a graph with their prompts and tools, in graph order. */
export function planAgents(graph, task) {
    const roles = new Map(task.environment.agents.roles.map((r) => [r.role, r]));
    const byId = new Map(graph.agents.map((a) => [a.id, a]));
    return graph.agents.map((a) => {
        const role = a.role ? (roles.get(a.role) ?? null) : null;
        const domainTools = a.tools === 'all' ? task.environment.tools : a.tools === 'none' ? [] : task.environment.tools.filter((t) => a.tools.includes(t.name));
        const targets = graph.edges.filter((e) => e.from === a.id).map((e) => ({ id: e.to, tool: handoffToolName(e.to) }));
        const report = canReport(a);
        const finish = canFinish(a);
        const chatTools = [
            ...domainTools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } })),
            ...targets.map((t) => {
                const r = byId.get(t.id)?.role;
                return handoffToolDef(t.id, r ? (roles.get(r) ?? null) : null);
            }),
            ...(report ? [REPORT_TOOL_DEF] : []),
            ...(finish ? [FINISH_TOOL_DEF] : []),
        ];
        return {
            id: a.id,
            kind: a.kind,
            role,
            entry: a.entry,
            domainTools,
            targets,
            info: agentInfo(a.id, a.kind, role, a.entry, domainTools, targets),
            targetByTool: new Map(targets.map((t) => [t.tool, t.id])),
            held: new Set(domainTools.map((t) => t.name)),
            canReport: report,
            canFinish: finish,
            system: systemPrompt(a.id, a.kind, role),
            chatTools,
        };
    });
}
/**
 * The trajectory's description of an agent, built once per plan and frozen (runs share it). Its keys
 * are in sorted order, so canonical JSON serialises it as it is instead of copying it.
 */
function agentInfo(id, kind, role, entry, tools, targets) {
    return Object.freeze({
        entry,
        handoffTargets: Object.freeze(targets.map((t) => t.id)),
        id,
        kind,
        role: role?.role ?? null,
        tools: Object.freeze(tools.map((t) => t.name)),
    });
}
function parseArgs(text) {
    if (text.trim() === '')
        return NO_ARGS;
    try {
        const v = JSON.parse(text);
        if (v === null || typeof v !== 'object' || Array.isArray(v))
            return `arguments must be a JSON object, got ${Array.isArray(v) ? 'an array' : v === null ? 'null' : typeof v}`;
        return deepFreeze(v);
    }
    catch (e) {
        return `malformed JSON arguments: ${e instanceof Error ? e.message : String(e)}`;
    }
}
// A call's arguments are read-only data from here on (recorded, checked, copied into new records), so
// they are deep-frozen and shared: short argument texts recur across a task's runs and are parsed
// once (frozen, their canonical form is memoised too). Long ones, mostly handoff messages new in each
// run, are parsed afresh rather than kept alive in the memo.
const NO_ARGS = Object.freeze({});
const SHORT_ARGS = 256;
const parsedShortArgs = boundedMemo(4096, parseArgs, { perTask: true });
const argsOf = (text) => (text.length <= SHORT_ARGS ? parsedShortArgs(text) : parseArgs(text));
const textArg = (args, name) => {
    const v = args[name];
    return typeof v === 'string' ? v : null;
};
/**
 * Turn an assistant message into the agent's actions, in order. A tool the agent does not hold, or
 * arguments that are not a JSON object, become `invalid` (recorded as failed calls). A reply with text
 * and no tool calls is no action: the agent waits for new input (ending takes the finish tool).
 */
export function parseActions(plan, message, domainNames) {
    const calls = message.tool_calls ?? [];
    if (calls.length === 0)
        return [];
    const { targetByTool, held } = plan;
    return calls.map((c) => {
        const name = c.function?.name ?? '';
        const parsed = argsOf(c.function?.arguments ?? '');
        const callId = c.id;
        if (typeof parsed === 'string')
            return { kind: 'invalid', callId, tool: name, args: NO_ARGS, error: `${name}: ${parsed}` };
        const args = parsed;
        if (held.has(name))
            return { kind: 'domain', callId, tool: name, args };
        const to = targetByTool.get(name);
        if (to !== undefined) {
            const m = textArg(args, 'message');
            return m === null ? { kind: 'invalid', callId, tool: name, args, error: `${name}: missing string argument "message"` } : { kind: 'handoff', callId, to, message: m };
        }
        if (name === REPORT_TOOL && plan.canReport) {
            const m = textArg(args, 'message');
            return m === null ? { kind: 'invalid', callId, tool: name, args, error: `${name}: missing string argument "message"` } : { kind: 'report', callId, message: m };
        }
        if (name === FINISH_TOOL && plan.canFinish) {
            return { kind: 'finish', callId, answer: textArg(args, 'answer') ?? textArg(args, 'message') ?? '' };
        }
        const why = domainNames.has(name) ? `tool "${name}" is not available to agent ${plan.id}` : `unknown tool "${name}"`;
        return { kind: 'invalid', callId, tool: name, args, error: `${why} (available: ${plan.chatTools.map((t) => t.function.name).join(', ')})` };
    });
}
