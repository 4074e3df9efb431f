import type { KeyConstraint } from '../../domain/task.js';
import { COMPARE_HEADER, CONVERSATION_MARK, MESSAGE_MARK, READBACK_MARK, RESTATE_HEADER, SENT_MARK } from '../prompts/read-back.v1.js';
import type { ChatRequest } from '../types.js';
import type { SimMind } from './agent.js';
import { normText, readText, type ClauseState } from './reading.js';
import { wordingOf } from './writer.js';

/** Which step of a read-back exchange a request asks for, read from its instruction (as a live model would). */
export function readBackStep(request: ChatRequest): 'restate' | 'compare' | null {
  const sys = request.messages[0];
  if (sys === undefined || sys.role !== 'system') return null;
  if (sys.content.startsWith(RESTATE_HEADER)) return 'restate';
  if (sys.content.startsWith(COMPARE_HEADER)) return 'compare';
  return null;
}

const userText = (request: ChatRequest): string =>
  request.messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .join('\n');

/** The text between a marker's line and the next marker (or the end). */
function sectionAfter(text: string, mark: string, next: readonly string[]): string {
  const i = text.indexOf(mark);
  if (i < 0) return '';
  const from = text.indexOf('\n', i);
  if (from < 0) return '';
  let to = text.length;
  for (const m of next) {
    const j = text.indexOf(m, from);
    if (j >= 0 && j < to) to = j;
  }
  return text.slice(from + 1, to).trim();
}

const RANK: Readonly<Record<ClauseState, number>> = { absent: 0, weakened: 1, intact: 2 };

function sentence(text: string): string {
  const t = text.trim().replace(/[.;,\s]+$/, '');
  return t ? `${t.charAt(0).toUpperCase()}${t.slice(1)}.` : '';
}

/** A weakened wording of a constraint that occurs in a text (the one a reader took in), else any. */
function weakFormIn(c: KeyConstraint, normHay: string): string {
  const forms = c.lexicon?.weakened ?? [];
  return forms.find((w) => normHay.includes(normText(w))) ?? forms[0] ?? c.text;
}

/**
 * A constraint stated as the agent holds it: intact in the user's words or a paraphrase (the
 * profile's canonical-wording rate), weakened in the weakened form it read.
 */
function stated(mind: SimMind, c: KeyConstraint, state: ClauseState, normHay: string, key: Array<string | number>): string {
  if (state === 'weakened') return sentence(weakFormIn(c, normHay));
  return sentence(wordingOf(c.lexicon, c.text, mind.rng(...key, c.id), mind.profile.rewrite.canonicalWording));
}

/**
 * The receiver's read-back: the limits it understood from the message it received — every
 * constraint it reads there, in the state it reads it in (intact, in its words; weakened, in the
 * weakened form); one it did not read it cannot restate. Nothing else is read: not who sent it,
 * not why, not which protocol asked.
 */
export function restatementOf(mind: SimMind, request: ChatRequest, turn: number): string {
  const text = userText(request);
  const message = sectionAfter(text, MESSAGE_MARK, []) || text;
  const hay = normText(message);
  const states = readText(hay, mind.task).constraintStates();
  const out: string[] = [];
  mind.task.boundary.constraints.forEach((c, i) => {
    const s = states[i] as ClauseState;
    if (s !== 'absent') out.push(stated(mind, c, s, hay, ['readback-restate', turn]));
  });
  return out.length > 0 ? `I understood these limits: ${out.join(' ')}` : 'No limits were stated.';
}

/**
 * The sender's comparison: the limits its own conversation holds (what it was told: its user
 * messages) against the read-back. Each limit the read-back has in a weaker state than the sender
 * holds it is noticed and corrected with the profile's repair probability — drawn per (the sender's
 * turn, constraint), so a loss it missed once it misses again in a later round; a correction due in
 * the last round goes to the user instead. Nothing noticed: it confirms.
 */
export function comparisonOf(mind: SimMind, request: ChatRequest, turn: number): string {
  const text = userText(request);
  const conversation = sectionAfter(text, CONVERSATION_MARK, [SENT_MARK, READBACK_MARK]);
  const told = conversation
    .split('\n')
    .filter((l) => l.startsWith('[user] '))
    .map((l) => l.slice(7))
    .join('\n');
  const readback = sectionAfter(text, READBACK_MARK, ['\n\nThis is the last round']);
  const lastRound = text.includes('This is the last round');
  const heldHay = normText(told);
  const held = readText(heldHay, mind.task).constraintStates();
  const back = readText(normText(readback), mind.task).constraintStates();
  const fixes: string[] = [];
  mind.task.boundary.constraints.forEach((c, i) => {
    const h = held[i] as ClauseState;
    if (RANK[back[i] as ClauseState] >= RANK[h]) return;
    if (mind.first('readback-repair', turn, c.id) >= mind.profile.protocol.repairLoss) return;
    fixes.push(stated(mind, c, h, heldHay, ['readback-correct', turn]));
  });
  if (fixes.length === 0) return 'CONFIRM';
  return `${lastRound ? 'ESCALATE' : 'CORRECT'}: ${fixes.join(' ')}`;
}
