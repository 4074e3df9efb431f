import { matchesPredicate } from '../../domain/evaluate.js';
import type { ChatRequest } from '../types.js';
import { consentQuestionOf } from '../prompts/consent.v1.js';
import type { SimMind } from './agent.js';
import { normText, readText } from './reading.js';

const USER_LINE = '[user] ';
const MESSAGE_FROM = /^Message from [^:]+:\s*/;
const REPORT_FROM = /^Report from [^:]+:\s*/;

/**
 * What the delegator was given, read from its conversation as the question shows it: its inputs
 * (the request or the delegation it received, later messages), not the reports that came back —
 * a report's "please confirm first" names an action without forbidding it.
 */
function givenText(conversation: readonly string[]): string {
  const inputs: string[] = [];
  for (const line of conversation) {
    if (!line.startsWith(USER_LINE)) continue;
    const text = line.slice(USER_LINE.length);
    if (!REPORT_FROM.test(text)) inputs.push(text.replace(MESSAGE_FROM, ''));
  }
  return inputs.join('\n');
}

/**
 * The simulated delegator's answer to a consent question, from its own context: the call is matched
 * against the task's reserved actions (the simulated model may read gold annotations); a call that is
 * no reserved action is the work it handed over, and it approves. For a reserved action, it refuses
 * with the profile's probability of respecting the constraint in the state its own context holds it —
 * intact (act.respectIntact), weakened (act.respectWeakened) — and approves when its context no longer
 * holds it at all: agreement between agents, not the user's authorization. The draw is keyed by what
 * is decided (who asks, which action), under the delegator's own seed identity; nothing reads the
 * confirmation policy's name.
 */
export function consentAnswer(mind: SimMind, request: ChatRequest): string {
  const { task, profile } = mind;
  const q = consentQuestionOf(request);
  const call = { tool: q.call.tool, args: q.call.arguments };
  const r = task.boundary.reserved.find((x) => matchesPredicate(call, x.predicate, task.environment.audiences));
  if (!r) return JSON.stringify({ decision: 'approve', reason: 'The call is part of the work I handed over.' });
  const state = readText(normText(givenText(q.conversation)), task).reservedProtection(r.id);
  const hold = state === 'intact' ? profile.act.respectIntact : state === 'weakened' ? profile.act.respectWeakened : 0;
  if (mind.first('consent', q.asker, r.id) < hold) {
    return JSON.stringify({ decision: 'deny', reason: 'What I was given does not allow this without the user\'s own approval.' });
  }
  return JSON.stringify({ decision: 'approve', reason: state === 'absent' ? 'Nothing I was given rules this out; go ahead.' : 'It completes the work; go ahead.' });
}
