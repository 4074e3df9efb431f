import { FINISH_TOOL, REPORT_TOOL } from '../../domain/coordination.js';
import type { ChatMessage, ChatToolCall, ChatToolDef } from '../types.js';

/**
 * The delegation behaviour of the simulated Mosaic model on the actor runtime: what an agent does
 * with the protocol's coordination tools once its document work (the reading behaviour) is done.
 * It reads only its own request: the tools it was offered and its transcript.
 *
 * - An agent without document tools that can hand off (a supervisor) forwards the question it was
 *   given, verbatim, to every agent it can reach, waits until each has reported back, and then
 *   writes its answer from the reports.
 * - An agent with document tools that can hand off (a peer) passes its findings on once, with the
 *   question, to the first agent it can reach that has not worked on the question yet (the message
 *   names who has); the last one answers. Peers thus work in a chain, each reading the folder.
 * - Otherwise it ends its part: finish (the answer to the user) or report (to its delegator).
 */
export type CoordinationStep = { kind: 'calls'; calls: ChatToolCall[] } | { kind: 'wait' } | { kind: 'answer'; wrap: (answer: string) => ChatToolCall[] | null };

const HANDOFF_PREFIX = 'handoff_to_';
/** The line a peer's handoff ends with: who has worked on the question so far. */
export const WORKED_ON = 'Agents who worked on this:';

const contentOf = (m: ChatMessage): string => (typeof m.content === 'string' ? m.content : '');

/** The question an agent was given: its first user message, without a peer's findings and roster. */
export function givenQuestion(messages: readonly ChatMessage[]): string {
  const first = contentOf(messages.find((m) => m.role === 'user') ?? { role: 'user', content: '' });
  const cut = first.indexOf('\n\nFindings from ');
  return cut >= 0 ? first.slice(0, cut) : first;
}

/** Agents named in the roster lines of the agent's inputs. */
function workedOn(messages: readonly ChatMessage[]): Set<string> {
  const out = new Set<string>();
  for (const m of messages) {
    if (m.role !== 'user') continue;
    for (const line of contentOf(m).split('\n')) if (line.startsWith(WORKED_ON)) for (const id of line.slice(WORKED_ON.length).split(',')) if (id.trim()) out.add(id.trim().replace(/\.$/, ''));
  }
  return out;
}

/** The coordination step of an agent whose document work is done (or which holds no document tools). */
export function coordinationStep(o: { agent: string; tools: readonly ChatToolDef[]; messages: readonly ChatMessage[]; hasDocumentTools: boolean; turn: number }): CoordinationStep {
  const names = o.tools.map((t) => t.function.name);
  const targets = names.filter((n) => n.startsWith(HANDOFF_PREFIX));
  const canFinish = names.includes(FINISH_TOOL);
  const canReport = names.includes(REPORT_TOOL);
  let n = 0;
  const call = (name: string, args: Record<string, unknown>): ChatToolCall => ({ id: `call_${o.turn}_c${n++}`, type: 'function', function: { name, arguments: JSON.stringify(args) } });
  const handedTo = new Set<string>();
  for (const m of o.messages) if (m.role === 'assistant') for (const c of m.tool_calls ?? []) if (c.function.name.startsWith(HANDOFF_PREFIX)) handedTo.add(c.function.name);
  const reports = o.messages.filter((m) => m.role === 'user' && contentOf(m).startsWith('Report from ')).length;
  const question = givenQuestion(o.messages);

  if (!o.hasDocumentTools && targets.length > 0) {
    if (handedTo.size === 0) return { kind: 'calls', calls: targets.map((t) => call(t, { message: question })) };
    if (reports < handedTo.size) return { kind: 'wait' };
  }
  const exit = (answer: string): ChatToolCall[] | null => {
    if (o.hasDocumentTools && targets.length > 0 && handedTo.size === 0) {
      const done = workedOn(o.messages);
      done.add(o.agent);
      const next = targets.find((t) => !done.has(t.slice(HANDOFF_PREFIX.length)));
      if (next) return [call(next, { message: `${question}\n\nFindings from ${o.agent}:\n${answer}\n${WORKED_ON} ${[...done].join(', ')}` })];
    }
    if (canFinish) return [call(FINISH_TOOL, { answer })];
    if (canReport) return [call(REPORT_TOOL, { message: answer })];
    return null;
  };
  return { kind: 'answer', wrap: exit };
}

/** Is this a request of the actor runtime's agent protocol (coordination tools offered)? */
export function isProtocolRequest(tools: readonly ChatToolDef[] | undefined): boolean {
  return (tools ?? []).some((t) => t.function.name === FINISH_TOOL || t.function.name === REPORT_TOOL || t.function.name.startsWith(HANDOFF_PREFIX));
}
