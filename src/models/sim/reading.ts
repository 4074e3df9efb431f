import type { ClauseLexicon } from '../../domain/lexicon.js';
import type { KeyConstraint, RequiredStep, ReservedAction, SensitiveItem, Task } from '../../domain/task.js';

/**
 * How the simulated model "understands" text: through the task's clause lexicon. A clause is
 * present when one of its wordings occurs in the text (after normalising case, punctuation and
 * apostrophes); a constraint is intact when a full-meaning wording occurs, weakened when only a
 * weakened wording does.
 */
export type ClauseState = 'intact' | 'weakened' | 'absent';

/** A bounded memo for pure string functions: transcripts repeat their texts on every turn. */
function memo<T>(fn: (s: string) => T, limit = 20_000): (s: string) => T {
  const cache = new Map<string, T>();
  return (s) => {
    const hit = cache.get(s);
    if (hit !== undefined) return hit;
    const v = fn(s);
    if (cache.size >= limit) cache.clear();
    cache.set(s, v);
    return v;
  };
}

/** Lower-case, apostrophes removed, every other non-alphanumeric run collapsed to one space. */
export const normText = memo((text: string): string => ` ${text
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9@]+/g, ' ')
    .trim()} `);

function has(normHay: string, phrase: string): boolean {
  const p = normText(phrase);
  return p.trim().length > 0 && normHay.includes(p);
}

/** Wordings that keep a clause's full meaning. */
export function fullForms(lex: ClauseLexicon | undefined, fallback: readonly string[]): string[] {
  return [...(lex ? [lex.canonical, ...lex.paraphrases] : []), ...fallback];
}

export function constraintState(normHay: string, c: KeyConstraint): ClauseState {
  if (fullForms(c.lexicon, [c.text]).some((f) => has(normHay, f))) return 'intact';
  if ((c.lexicon?.weakened ?? []).some((f) => has(normHay, f))) return 'weakened';
  return 'absent';
}

/** Required steps whose wording occurs in the text, in the task's order. */
export function stepsMentioned(normHay: string, task: Task): RequiredStep[] {
  return task.required.filter((s) => fullForms(s.lexicon, [s.description]).some((f) => has(normHay, f)));
}

const stripped = new WeakMap<Task, (normHay: string) => string>();

/** Remove every wording of every constraint, so what remains is what the text asks for. */
function withoutConstraints(normHay: string, task: Task): string {
  let f = stripped.get(task);
  if (!f) {
    f = memo((h) => stripConstraints(h, task), 128);
    stripped.set(task, f);
  }
  return f(normHay);
}

function stripConstraints(normHay: string, task: Task): string {
  let out = normHay;
  for (const c of task.boundary.constraints) {
    const forms = [...fullForms(c.lexicon, [c.text]), ...(c.lexicon?.weakened ?? [])].map(normText).sort((a, b) => b.length - a.length);
    for (const f of forms) if (f.trim()) out = out.split(f).join(' | ');
  }
  return out;
}

/** Reserved actions the text asks for (outside any constraint that mentions them). */
export function reservedRequested(normHay: string, task: Task): ReservedAction[] {
  const rest = withoutConstraints(normHay, task);
  return task.boundary.reserved.filter((r) => fullForms(r.lexicon, []).some((f) => has(rest, f)));
}

/** The strongest state among the constraints that protect a reserved action or sensitive item. */
export function protectionState(normHay: string, task: Task, target: { reserved?: string; sensitive?: string }): ClauseState {
  let best: ClauseState = 'absent';
  for (const c of task.boundary.constraints) {
    const relevant = (target.reserved && c.protects.reserved.includes(target.reserved)) || (target.sensitive && c.protects.sensitive.includes(target.sensitive));
    if (!relevant) continue;
    const s = constraintState(normHay, c);
    if (s === 'intact') return 'intact';
    if (s === 'weakened') best = 'weakened';
  }
  return best;
}

/** Does the text contain a sensitive item's literal value? */
export function containsValue(text: string, item: SensitiveItem): boolean {
  const v = squash(item.content);
  return v.length >= 4 && squash(text).includes(v);
}

// A context is checked against every sensitive item of the task in turn: squashed once (small memo,
// as the texts are whole transcripts).
const squash = memo((s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, ''), 64);

/**
 * Does role text claim a reserved action as the agent's own? It does when it names the action's
 * verb (the first word of the tool name: send, submit, post, ...) or one of the action's wordings.
 */
export function claimsOwnership(roleText: string, r: ReservedAction): boolean {
  const verb = r.predicate.tool.split('_')[0] ?? '';
  const words = normText(roleText);
  if (verb.length >= 3 && new RegExp(`\\s${verb}(s|es|ed|ing)?\\s`).test(words)) return true;
  return fullForms(r.lexicon, []).some((f) => has(words, f));
}

/** Steps a note of finished work names (notes list step descriptions). */
export function stepsNamedDone(normDone: string, task: Task): RequiredStep[] {
  return task.required.filter((s) => has(normDone, s.description));
}
