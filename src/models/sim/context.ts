import { FINISH_TOOL, HANDOFF_PREFIX, REPORT_TOOL, isCoordinationTool } from '../../domain/coordination.js';
import type { ChatRequest, ChatToolDef } from '../types.js';

/** The marker the simulated model writes before the list of finished steps when it forwards work. */
export const DONE_MARKER = 'Already done:';

/** One of the agent's own tool calls, with the result it got back. */
export interface OwnCall {
  id: string;
  name: string;
  rawArgs: string;
  args: Record<string, unknown> | null;
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
  domainTools: ChatToolDef[];
  handoffTargets: string[];
  canReport: boolean;
  canFinish: boolean;
  /** Everything the agent has seen (its system text, then every user and tool message), for finding sensitive values. */
  seen: string[];
}

const MESSAGE_FROM = /^Message from [^:]+:\s*/;
const REPORT_FROM = /^Report from [^:]+:\s*/;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// A transcript is resent whole at every turn, its messages the same objects each time: each call's
// arguments and each result are parsed once (per object, so no run sees another's values; the
// entry remembers the text it parsed, so changed text is parsed afresh). The sim only reads them.
const parsed = new WeakMap<object, { text: string; value: unknown }>();

function parseOnce(owner: object, text: string): unknown {
  const hit = parsed.get(owner);
  if (hit !== undefined && hit.text === text) return hit.value;
  const value = parseJson(text);
  parsed.set(owner, { text, value });
  return value;
}

function isErrorResult(v: unknown): boolean {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && ('error' in v || (v as Record<string, unknown>).status === 'refused');
}

/** Split a text into its work part and its notes of finished steps. */
function splitDone(text: string): { work: string; done: string } {
  const i = text.indexOf(DONE_MARKER);
  return i < 0 ? { work: text, done: '' } : { work: text.slice(0, i), done: text.slice(i) };
}

export function readView(request: ChatRequest): AgentView {
  let system = '';
  const inputs: string[] = [];
  const reports: string[] = [];
  const calls: OwnCall[] = [];
  const byId = new Map<string, OwnCall>();
  let callsSinceInput = 0;
  const seen: string[] = [];
  for (const m of request.messages) {
    if (m.role === 'system') system += (system ? '\n' : '') + m.content;
    else if (m.role === 'user') {
      seen.push(m.content);
      callsSinceInput = calls.length;
      if (REPORT_FROM.test(m.content)) reports.push(m.content.replace(REPORT_FROM, ''));
      else inputs.push(m.content.replace(MESSAGE_FROM, ''));
    } else if (m.role === 'assistant') {
      for (const tc of m.tool_calls ?? []) {
        const args = parseOnce(tc, tc.function.arguments);
        const call: OwnCall = {
          id: tc.id,
          name: tc.function.name,
          rawArgs: tc.function.arguments,
          args: args !== null && typeof args === 'object' && !Array.isArray(args) ? (args as Record<string, unknown>) : null,
          result: null,
          value: undefined,
          ok: false,
        };
        calls.push(call);
        byId.set(tc.id, call);
      }
    } else if (m.role === 'tool') {
      seen.push(m.content);
      const call = byId.get(m.tool_call_id);
      if (call) {
        call.result = m.content;
        call.value = parseOnce(m, m.content);
        call.ok = !isErrorResult(call.value);
      }
    }
  }
  const parts = inputs.map(splitDone);
  const tools = request.tools ?? [];
  return {
    system,
    inputs,
    workText: parts.map((p) => p.work).join('\n'),
    doneText: parts.map((p) => p.done).join('\n'),
    reports,
    calls,
    callsSinceInput,
    domainTools: tools.filter((t) => !isCoordinationTool(t.function.name)),
    handoffTargets: tools.map((t) => t.function.name).filter((n) => n.startsWith(HANDOFF_PREFIX)),
    canReport: tools.some((t) => t.function.name === REPORT_TOOL),
    canFinish: tools.some((t) => t.function.name === FINISH_TOOL),
    seen: [system, ...seen],
  };
}
