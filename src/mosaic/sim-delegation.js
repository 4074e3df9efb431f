import { FINISH_TOOL, REPORT_TOOL } from '../domain/coordination.js';
const HANDOFF_PREFIX = 'handoff_to_';
/** The line a peer's handoff ends with: who has worked on the question so far. */
export const WORKED_ON = 'Agents who worked on this:';
const contentOf = (m) => (typeof m.content === 'string' ? m.content : '');
/** The question an agent was given: its first user message, without a peer's findings and roster. */
export function givenQuestion(messages) {
    const first = contentOf(messages.find((m) => m.role === 'user') ?? { role: 'user', content: '' });
    const cut = first.indexOf('\n\nFindings from ');
    return cut >= 0 ? first.slice(0, cut) : first;
}
/** Agents named in the roster lines of the agent's inputs. */
function workedOn(messages) {
    const out = new Set();
    for (const m of messages) {
        if (m.role !== 'user')
            continue;
        for (const line of contentOf(m).split('\n'))
            if (line.startsWith(WORKED_ON))
                for (const id of line.slice(WORKED_ON.length).split(','))
                    if (id.trim())
                        out.add(id.trim().replace(/\.$/, ''));
    }
    return out;
}
/** The coordination step of an agent whose document work is done (or which holds no document tools). */
export function coordinationStep(o) {
    const names = o.tools.map((t) => t.function.name);
    const targets = names.filter((n) => n.startsWith(HANDOFF_PREFIX));
    const canFinish = names.includes(FINISH_TOOL);
    const canReport = names.includes(REPORT_TOOL);
    let n = 0;
    const call = (name, args) => ({ id: `call_${o.turn}_c${n++}`, type: 'function', function: { name, arguments: JSON.stringify(args) } });
    const handedTo = new Set();
    for (const m of o.messages)
        if (m.role === 'assistant')
            for (const c of m.tool_calls ?? [])
                if (c.function.name.startsWith(HANDOFF_PREFIX))
                    handedTo.add(c.function.name);
    const reports = o.messages.filter((m) => m.role === 'user' && contentOf(m).startsWith('Report from ')).length;
    const question = givenQuestion(o.messages);
    if (!o.hasDocumentTools && targets.length > 0) {
        if (handedTo.size === 0)
            return { kind: 'calls', calls: targets.map((t) => call(t, { message: question })) };
        if (reports < handedTo.size)
            return { kind: 'wait' };
    }
    const exit = (answer) => {
        if (o.hasDocumentTools && targets.length > 0 && handedTo.size === 0) {
            const done = workedOn(o.messages);
            done.add(o.agent);
            const next = targets.find((t) => !done.has(t.slice(HANDOFF_PREFIX.length)));
            if (next)
                return [call(next, { message: `${question}\n\nFindings from ${o.agent}:\n${answer}\n${WORKED_ON} ${[...done].join(', ')}` })];
        }
        if (canFinish)
            return [call(FINISH_TOOL, { answer })];
        if (canReport)
            return [call(REPORT_TOOL, { message: answer })];
        return null;
    };
    return { kind: 'answer', wrap: exit };
}
/** Is this a request of the actor runtime's agent protocol (coordination tools offered)? */
export function isProtocolRequest(tools) {
    return (tools ?? []).some((t) => t.function.name === FINISH_TOOL || t.function.name === REPORT_TOOL || t.function.name.startsWith(HANDOFF_PREFIX));
}
