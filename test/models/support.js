import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { executeTool, initialEnvState } from '../../src/domain/environment.js';
import { TaskSchema } from '../../src/domain/task.js';
import { FINISH_TOOL_DEF, REPORT_TOOL_DEF, handoffToolDef, systemPrompt } from '../../src/runtime/prompts.js';
export const ROOT = join(import.meta.dirname, '..', '..');
export function loadTask(file = 'fixtures/examples/finance-northwind.json') {
    return TaskSchema.parse(JSON.parse(readFileSync(join(ROOT, file), 'utf8')));
}
export function domainToolDefs(task) {
    return task.environment.tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } }));
}
/** A transcript for one agent: system prompt, input, tools. */
export function agentRequest(task, opts) {
    const tools = [
        ...(opts.kind === 'supervisor' ? [] : domainToolDefs(task)),
        ...(opts.handoffTo ?? []).map((t) => handoffToolDef(t, null)),
        ...(opts.kind === 'worker' || (opts.kind === 'supervisor' && opts.agent !== 'root') ? [REPORT_TOOL_DEF] : []),
        ...(opts.kind === 'single' || opts.kind === 'peer' || opts.agent === 'root' ? [FINISH_TOOL_DEF] : []),
    ];
    const messages = [
        { role: 'system', content: systemPrompt(opts.agent, opts.kind, null) },
        { role: 'user', content: opts.input },
    ];
    return { model: opts.model ?? 'sim', messages, tools };
}
/**
 * Drive one agent to the end of its work: execute its domain calls against the environment and
 * answer coordination calls, until it reports, finishes or stops calling tools.
 */
export async function driveAgent(model, task, req, agent, state, runId = 'r1', maxTurns = 30) {
    const out = { ended: null, message: null, handoffs: [] };
    for (let turn = 0; turn < maxTurns; turn++) {
        const res = await model.complete(req, { runId, agent, turn, purpose: 'work' });
        req.messages.push(res.message);
        const calls = res.message.tool_calls ?? [];
        if (calls.length === 0)
            break;
        for (const c of calls) {
            let args = {};
            try {
                args = JSON.parse(c.function.arguments);
            }
            catch {
                req.messages.push({ role: 'tool', tool_call_id: c.id, content: JSON.stringify({ error: 'malformed arguments' }) });
                continue;
            }
            const name = c.function.name;
            if (name.startsWith('handoff_to_')) {
                out.handoffs.push({ to: name.slice('handoff_to_'.length), message: String(args.message) });
                req.messages.push({ role: 'tool', tool_call_id: c.id, content: JSON.stringify({ status: 'handed off' }) });
                return out;
            }
            if (name === 'report_back' || name === 'finish') {
                out.ended = name;
                out.message = String(args.message ?? args.answer ?? '');
                req.messages.push({ role: 'tool', tool_call_id: c.id, content: JSON.stringify({ status: 'ok' }) });
                return out;
            }
            const spec = task.environment.tools.find((t) => t.name === name);
            if (!spec)
                throw new Error(`unknown tool ${name}`);
            const r = executeTool(state.env, spec, args);
            state.env = r.state;
            state.calls.push({ agent, tool: name, args, ok: r.ok });
            req.messages.push({ role: 'tool', tool_call_id: c.id, content: JSON.stringify(r.ok ? r.result : { error: r.error }) });
        }
    }
    return out;
}
export function freshState(task) {
    return { env: initialEnvState(task.environment.records), calls: [] };
}
