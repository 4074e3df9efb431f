import { FINISH_TOOL, HANDOFF_PREFIX, REPORT_TOOL, isCoordinationTool } from '../../domain/coordination.js';
import { deepFreeze } from '../../util/freeze.js';
import { perTaskCache } from '../../util/memo.js';
import { SeenText } from './reading.js';
/** The marker the simulated model writes before the list of finished steps when it forwards work. */
export const DONE_MARKER = 'Already done:';
const MESSAGE_FROM = /^Message from [^:]+:\s*/;
const REPORT_FROM = /^Report from [^:]+:\s*/;
// Call arguments and tool results recur across the runs of a task (the same calls get the same
// records back): each text is parsed once (bounded memo), and the value deep-frozen since every run's
// calls share it. A text that does not parse is not kept.
const parsed = perTaskCache(new Map());
const PARSED_LIMIT = 5_000;
function parseJson(text) {
    const hit = parsed.get(text);
    if (hit !== undefined)
        return hit;
    let v;
    try {
        v = deepFreeze(JSON.parse(text));
    }
    catch {
        return undefined;
    }
    if (parsed.size >= PARSED_LIMIT)
        parsed.clear();
    parsed.set(text, v);
    return v;
}
const NO_ARGS = Object.freeze({});
/**
 * A call's arguments as an object (empty when they are not one), parsed when first asked: only calls
 * a predicate names are ever asked, while most others carry a message to another agent, written anew
 * in every run, whose parse (and memo entry) nothing would read.
 */
export function callArgs(call) {
    if (call.args === undefined) {
        const v = parseJson(call.rawArgs);
        call.args = v !== null && typeof v === 'object' && !Array.isArray(v) ? v : NO_ARGS;
    }
    return call.args;
}
function isErrorResult(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v) && ('error' in v || v.status === 'refused');
}
/**
 * Split a text into its work part and its notes of finished steps. A note runs from the marker to
 * the end of its paragraph: what follows a blank line (a block a protocol appended — the forwarded
 * request, echoed constraints) is read as work again, as a reader would.
 */
function splitDone(text) {
    const i = text.indexOf(DONE_MARKER);
    if (i < 0)
        return { work: text, done: '' };
    const end = text.indexOf('\n\n', i);
    return end < 0 ? { work: text.slice(0, i), done: text.slice(i) } : { work: text.slice(0, i) + text.slice(end), done: text.slice(i, end) };
}
function carriedBy(m) {
    return m.role === 'assistant' ? m.tool_calls : m.content;
}
const transcripts = new WeakMap();
/** The state of a request's transcript, read up to its last message. */
function transcriptState(messages) {
    const first = messages[0];
    let st = first === undefined ? undefined : transcripts.get(first);
    if (st === undefined || !extends_(messages, st)) {
        st = { read: [], carried: [], system: '', inputs: [], reports: [], calls: [], byId: new Map(), callsSinceInput: 0, seen: new SeenText(), joined: { inputs: 0, work: '', done: '' } };
        if (first !== undefined)
            transcripts.set(first, st);
    }
    for (const m of messages.slice(st.read.length))
        readMessage(st, m);
    return st;
}
/** Do the messages begin with what the state has read, unchanged? */
function extends_(messages, st) {
    if (messages.length < st.read.length)
        return false;
    for (let i = 0; i < st.read.length; i++) {
        const m = messages[i];
        if (m !== st.read[i] || carriedBy(m) !== st.carried[i])
            return false;
    }
    return true;
}
function readMessage(st, m) {
    st.read.push(m);
    st.carried.push(carriedBy(m));
    if (m.role === 'system') {
        st.system += (st.system ? '\n' : '') + m.content;
        st.seen.setSystem(st.system);
    }
    else if (m.role === 'user') {
        st.seen.add(m.content);
        st.callsSinceInput = st.calls.length;
        if (REPORT_FROM.test(m.content))
            st.reports.push(m.content.replace(REPORT_FROM, ''));
        else
            st.inputs.push(m.content.replace(MESSAGE_FROM, ''));
    }
    else if (m.role === 'assistant') {
        for (const tc of m.tool_calls ?? []) {
            const call = {
                id: tc.id,
                name: tc.function.name,
                rawArgs: tc.function.arguments,
                args: undefined,
                result: null,
                value: undefined,
                ok: false,
            };
            st.calls.push(call);
            st.byId.set(tc.id, call);
        }
    }
    else if (m.role === 'tool') {
        st.seen.add(m.content);
        const call = st.byId.get(m.tool_call_id);
        if (call) {
            call.result = m.content;
            call.value = parseJson(m.content);
            call.ok = !isErrorResult(call.value);
        }
    }
}
// An agent's tools are the same array at every turn (and may be shared by the runs of a task): read
// once per array, frozen, and re-read if the array no longer holds the tools it was read from.
const toolViews = new WeakMap();
function toolView(tools) {
    const hit = toolViews.get(tools);
    if (hit !== undefined && hit.tools.length === tools.length && hit.tools.every((t, i) => tools[i] === t))
        return hit.view;
    const names = tools.map((t) => t.function.name);
    const view = Object.freeze({
        domainTools: Object.freeze(tools.filter((t) => !isCoordinationTool(t.function.name))),
        handoffTargets: Object.freeze(names.filter((n) => n.startsWith(HANDOFF_PREFIX))),
        canReport: names.includes(REPORT_TOOL),
        canFinish: names.includes(FINISH_TOOL),
    });
    toolViews.set(tools, { tools: [...tools], view });
    return view;
}
const NO_TOOLS = [];
export function readView(request) {
    const st = transcriptState(request.messages);
    if (st.joined.inputs !== st.inputs.length) {
        const parts = st.inputs.map(splitDone);
        st.joined = { inputs: st.inputs.length, work: parts.map((p) => p.work).join('\n'), done: parts.map((p) => p.done).join('\n') };
    }
    const tools = toolView(request.tools ?? NO_TOOLS);
    return {
        system: st.system,
        inputs: st.inputs,
        workText: st.joined.work,
        doneText: st.joined.done,
        reports: st.reports,
        calls: st.calls,
        callsSinceInput: st.callsSinceInput,
        ...tools,
        seen: st.seen,
    };
}
