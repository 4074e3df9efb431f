import { FINISH_TOOL, HANDOFF_PREFIX, REPORT_TOOL, isCoordinationTool } from '../../domain/coordination.js';
import type { JsonObject } from '../../domain/json.js';
import { deepFreeze } from '../../util/freeze.js';
import { perTaskCache } from '../../util/memo.js';
import type { ChatMessage, ChatRequest, ChatToolDef } from '../types.js';
import { SeenText } from './reading.js';

/** The marker the simulated model writes before the list of finished steps when it forwards work. */
export const DONE_MARKER = 'Already done:';

/** One of the agent's own tool calls, with the result it got back. */
export interface OwnCall {
  id: string;
  name: string;
  rawArgs: string;
  /** The arguments as an object, once read (see callArgs). */
  args: Readonly<JsonObject> | undefined;
  /** The tool message content, or null while no result has arrived. */
  result: string | null;
  /** Parsed JSON result, when it parses. */
  value: unknown;
  /** True when a result arrived and it is not an error. */
  ok: boolean;
}

/** What an agent has in context, read from its chat transcript only. */
export interface AgentView {
  system: string;
  /** Work it was given: the first user message and any later "Message from" ones (prefix removed). */
  inputs: string[];
  /** The part of the inputs that describes work (notes of finished steps removed). */
  workText: string;
  /** Notes of work others already finished. */
  doneText: string;
  reports: string[];
  calls: OwnCall[];
  /** Index (in calls) of the first call made after the latest input or report arrived. */
  callsSinceInput: number;
  domainTools: readonly ChatToolDef[];
  handoffTargets: readonly string[];
  canReport: boolean;
  canFinish: boolean;
  /** The parameters its handoff tools ask for, when they are typed fields (goal, constraints …) rather than one message; null otherwise. */
  handoffFields: readonly string[] | null;
  /** Everything the agent has seen (its system text, then every user and tool message), for finding sensitive values. */
  seen: SeenText;
}

const MESSAGE_FROM = /^Message from [^:]+:\s*/;
const REPORT_FROM = /^Report from [^:]+:\s*/;

// Call arguments and tool results recur across the runs of a task (the same calls get the same
// records back): each text is parsed once (bounded memo), and the value deep-frozen since every run's
// calls share it. A text that does not parse is not kept.
const parsed = perTaskCache(new Map<string, unknown>());
const PARSED_LIMIT = 5_000;

function parseJson(text: string): unknown {
  const hit = parsed.get(text);
  if (hit !== undefined) return hit;
  let v: unknown;
  try {
    v = deepFreeze(JSON.parse(text));
  } catch {
    return undefined;
  }
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  parsed.set(text, v);
  return v;
}

const NO_ARGS: Readonly<JsonObject> = Object.freeze({});

/**
 * A call's arguments as an object (empty when they are not one), parsed when first asked: only calls
 * a predicate names are ever asked, while most others carry a message to another agent, written anew
 * in every run, whose parse (and memo entry) nothing would read.
 */
export function callArgs(call: OwnCall): Readonly<JsonObject> {
  if (call.args === undefined) {
    const v = parseJson(call.rawArgs);
    call.args = v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as JsonObject) : NO_ARGS;
  }
  return call.args;
}

function isErrorResult(v: unknown): boolean {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && ('error' in v || (v as Record<string, unknown>).status === 'refused');
}

/**
 * Split a text into its work part and its notes of finished steps. A note runs from the marker to
 * the end of its paragraph: what follows a blank line (a block a protocol appended — the forwarded
 * request, echoed constraints) is read as work again, as a reader would.
 */
function splitDone(text: string): { work: string; done: string } {
  const i = text.indexOf(DONE_MARKER);
  if (i < 0) return { work: text, done: '' };
  const end = text.indexOf('\n\n', i);
  return end < 0 ? { work: text.slice(0, i), done: text.slice(i) } : { work: text.slice(0, i) + text.slice(end), done: text.slice(i, end) };
}

/**
 * What has been read of one transcript: the view's fields as a fold over its messages. A transcript
 * is resent whole at every turn, only ever grown and its messages the same objects each time, so a
 * turn reads just the messages added since the last one. The state belongs to one transcript (keyed
 * by its first message, which each run creates afresh) and is used only while a turn is decided.
 */
interface TranscriptState {
  /** The messages read so far, and what each carried when read (content, or an assistant's calls). */
  read: ChatMessage[];
  carried: unknown[];
  system: string;
  inputs: string[];
  reports: string[];
  calls: OwnCall[];
  byId: Map<string, OwnCall>;
  callsSinceInput: number;
  seen: SeenText;
  /** workText and doneText, for the inputs read when they were joined */
  joined: { inputs: number; work: string; done: string };
}

function carriedBy(m: ChatMessage): unknown {
  return m.role === 'assistant' ? m.tool_calls : m.content;
}

const transcripts = new WeakMap<ChatMessage, TranscriptState>();

/** The state of a request's transcript, read up to its last message. */
function transcriptState(messages: readonly ChatMessage[]): TranscriptState {
  const first = messages[0];
  let st = first === undefined ? undefined : transcripts.get(first);
  if (st === undefined || !extends_(messages, st)) {
    st = { read: [], carried: [], system: '', inputs: [], reports: [], calls: [], byId: new Map(), callsSinceInput: 0, seen: new SeenText(), joined: { inputs: 0, work: '', done: '' } };
    if (first !== undefined) transcripts.set(first, st);
  }
  for (const m of messages.slice(st.read.length)) readMessage(st, m);
  return st;
}

/** Do the messages begin with what the state has read, unchanged? */
function extends_(messages: readonly ChatMessage[], st: TranscriptState): boolean {
  if (messages.length < st.read.length) return false;
  for (let i = 0; i < st.read.length; i++) {
    const m = messages[i] as ChatMessage;
    if (m !== st.read[i] || carriedBy(m) !== st.carried[i]) return false;
  }
  return true;
}

function readMessage(st: TranscriptState, m: ChatMessage): void {
  st.read.push(m);
  st.carried.push(carriedBy(m));
  if (m.role === 'system') {
    st.system += (st.system ? '\n' : '') + m.content;
    st.seen.setSystem(st.system);
  } else if (m.role === 'user') {
    st.seen.add(m.content);
    st.callsSinceInput = st.calls.length;
    if (REPORT_FROM.test(m.content)) st.reports.push(m.content.replace(REPORT_FROM, ''));
    else st.inputs.push(m.content.replace(MESSAGE_FROM, ''));
  } else if (m.role === 'assistant') {
    for (const tc of m.tool_calls ?? []) {
      const call: OwnCall = {
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
  } else if (m.role === 'tool') {
    st.seen.add(m.content);
    const call = st.byId.get(m.tool_call_id);
    if (call) {
      call.result = m.content;
      call.value = parseJson(m.content);
      call.ok = !isErrorResult(call.value);
    }
  }
}

/** What an agent's tools offer it. */
type ToolView = Pick<AgentView, 'domainTools' | 'handoffTargets' | 'canReport' | 'canFinish' | 'handoffFields'>;

/** The fields a handoff tool's parameters ask for, when they are more than a message (read as a model reads a tool's schema). */
function handoffFieldsOf(tools: readonly ChatToolDef[]): readonly string[] | null {
  const handoff = tools.find((t) => t.function.name.startsWith(HANDOFF_PREFIX));
  const props = (handoff?.function.parameters as { properties?: Record<string, unknown> } | undefined)?.properties;
  if (!props) return null;
  const names = Object.keys(props);
  return names.length === 1 && names[0] === 'message' ? null : Object.freeze(names);
}

// An agent's tools are the same array at every turn (and may be shared by the runs of a task): read
// once per array, frozen, and re-read if the array no longer holds the tools it was read from.
const toolViews = new WeakMap<readonly ChatToolDef[], { tools: readonly ChatToolDef[]; view: ToolView }>();

function toolView(tools: readonly ChatToolDef[]): ToolView {
  const hit = toolViews.get(tools);
  if (hit !== undefined && hit.tools.length === tools.length && hit.tools.every((t, i) => tools[i] === t)) return hit.view;
  const names = tools.map((t) => t.function.name);
  const view: ToolView = Object.freeze({
    domainTools: Object.freeze(tools.filter((t) => !isCoordinationTool(t.function.name))),
    handoffTargets: Object.freeze(names.filter((n) => n.startsWith(HANDOFF_PREFIX))),
    canReport: names.includes(REPORT_TOOL),
    canFinish: names.includes(FINISH_TOOL),
    handoffFields: handoffFieldsOf(tools),
  });
  toolViews.set(tools, { tools: [...tools], view });
  return view;
}

const NO_TOOLS: readonly ChatToolDef[] = [];

export function readView(request: ChatRequest): AgentView {
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
