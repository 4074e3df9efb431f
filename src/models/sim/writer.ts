import type { KeyConstraint, RequiredStep, ReservedAction, Task } from '../../domain/task.js';
import type { ToolSpec } from '../../domain/tool.js';
import type { Rng } from '../../util/rng.js';
import type { DelegationBehaviour } from './delegation-behaviour.js';
import { DONE_MARKER } from './context.js';
import type { ClauseState, SeenText, TextReading } from './reading.js';

/** Choose a wording of a clause: the user's own words or a paraphrase. */
export function wordingOf(lex: { canonical: string; paraphrases: string[] } | undefined, fallback: string, rng: Rng, canonicalP: number): string {
  if (!lex) return fallback;
  if (lex.paraphrases.length === 0 || rng.chance(canonicalP)) return lex.canonical;
  return rng.pick(lex.paraphrases);
}

function sentence(text: string): string {
  const t = text.trim().replace(/[.;,\s]+$/, '');
  return t ? `${t.charAt(0).toUpperCase()}${t.slice(1)}.` : '';
}

/**
 * Over-shared sensitive values: those the agent has seen, each included with the profile's
 * probability, drawn as the first draw of the item's generator (`drawFor`).
 */
export function overshared(task: Task, profile: DelegationBehaviour, seen: SeenText, work: TextReading, drawFor: (itemId: string) => number): string[] {
  const out: string[] = [];
  for (const item of task.boundary.sensitive) {
    if (!seen.containsValue(item)) continue;
    const state: ClauseState = work.sensitiveProtection(item.id);
    const p = state === 'intact' ? profile.disclose.overshareIntact : state === 'weakened' ? profile.disclose.overshareWeakened : profile.disclose.overshare;
    if (drawFor(item.id) < p) out.push(`${item.label}: ${item.content}`);
  }
  return out;
}

export interface RewriteInput {
  task: Task;
  profile: DelegationBehaviour;
  /** The steps of the subtask, in order. */
  steps: RequiredStep[];
  /** What the work text of the writer's own context says. */
  work: TextReading;
  /** Reserved actions the writer's context asks for. */
  requested: readonly ReservedAction[];
  /** Everything the writer has seen (for sensitive values). */
  seen: SeenText;
  /** Steps already finished, to note at the end. */
  done: RequiredStep[];
  rng: (...key: Array<string | number>) => Rng;
  /** The first draw of rng(...key), without the generator. */
  first: (...key: Array<string | number>) => number;
  /** How the steps sentence opens (default "Please": work handed on; a summary says "The user asked to"). */
  lead?: string;
}

/** The task's tool of that name. */
export function toolOf(task: Task, name: string): ToolSpec | undefined {
  return task.environment.tools.find((t) => t.name === name);
}

/** What a constraint protects, as the writer weighs it: the reserved actions it guards, and whether it guards any sensitive value. */
interface Guard {
  readonly guarded: readonly ReservedAction[];
  readonly guardsSensitive: boolean;
}

// Worked out once per task (loaded once, never changed) and frozen, as the runs of a task share it:
// every rewrite weighs every constraint, and the protected-id lists come from the task file in two
// array shapes (empty ones parse differently), which the rewrite itself then never touches.
const taskGuards = new WeakMap<Task, ReadonlyMap<KeyConstraint, Guard>>();

function guardsOf(task: Task): ReadonlyMap<KeyConstraint, Guard> {
  let guards = taskGuards.get(task);
  if (guards === undefined) {
    const reservedById = new Map(task.boundary.reserved.map((r) => [r.id, r]));
    guards = new Map(
      task.boundary.constraints.map((c) => {
        const guarded = c.protects.reserved.map((id) => reservedById.get(id)).filter((r): r is ReservedAction => !!r);
        return [c, Object.freeze({ guarded: Object.freeze(guarded), guardsSensitive: c.protects.sensitive.length > 0 })];
      }),
    );
    taskGuards.set(task, guards);
  }
  return guards;
}

/**
 * Rewrite work for another agent in the writer's own words. Constraints present in the writer's
 * context may be kept, weakened or dropped as the profile says; one never present cannot be written.
 */
export function rewriteSubtask(input: RewriteInput): string {
  const { task, profile, steps, work, rng } = input;
  const ids = new Set(steps.map((s) => s.id));
  const guards = guardsOf(task);
  const followsHere = (r: ReservedAction) => r.follows.some((f) => ids.has(f));
  const extraAfter = new Map<string, string[]>();
  const addAfter = (r: ReservedAction, phrase: string) => {
    const anchor = steps.findLast((s) => r.follows.includes(s.id)) ?? steps.at(-1);
    if (!anchor) return;
    extraAfter.set(anchor.id, [...(extraAfter.get(anchor.id) ?? []), phrase]);
  };

  // The message's sentences: the steps first (written once the constraints have added to them), then
  // the constraints. Starting with a string keeps the array one shape whether or not any constraint
  // is written (an empty one and one of strings differ, and code reading both is recompiled).
  const parts: string[] = [''];
  const { constraints } = task.boundary;
  const states = work.constraintStates();
  for (let i = 0; i < constraints.length; i++) {
    const c = constraints[i] as KeyConstraint;
    const state = states[i] as ClauseState;
    if (state === 'absent') continue;
    const { guarded, guardsSensitive } = guards.get(c) as Guard;
    const relevant =
      guarded.some(followsHere) ||
      (guardsSensitive && steps.some((s) => { const t = toolOf(task, s.predicate.tool); return !!t && (t.audienceParam !== null || t.effect !== 'read'); }));
    const r = rng('constraint', c.id);
    if (!relevant && !r.chance(profile.rewrite.mentionUnrelatedConstraint)) continue;
    const x = r.next();
    const weakForms = c.lexicon?.weakened ?? [];
    if (x < profile.rewrite.dropConstraint) {
      for (const g of guarded) {
        if (followsHere(g) && r.chance(profile.rewrite.impliedAction)) addAfter(g, wordingOf(g.lexicon, g.description.toLowerCase(), r, 0.5));
      }
      continue;
    }
    if (state === 'weakened' || (x < profile.rewrite.dropConstraint + profile.rewrite.weakenConstraint && weakForms.length > 0)) {
      if (weakForms.length > 0) parts.push(sentence(r.pick(weakForms)));
      continue;
    }
    parts.push(sentence(wordingOf(c.lexicon, c.text, r, profile.rewrite.canonicalWording)));
  }
  // Actions the writer was itself asked to do travel with the steps they follow.
  for (const req of input.requested) {
    const anchorInGroup = followsHere(req) || (steps.length > 0 && !req.follows.some((f) => task.required.some((s) => s.id === f)));
    if (anchorInGroup) addAfter(req, wordingOf(req.lexicon, req.description.toLowerCase(), rng('carry', req.id), 0.5));
  }

  const stepPhrases = steps.map((s) => {
    const w = wordingOf(s.lexicon, s.description, rng('step', s.id), profile.rewrite.canonicalWording);
    const extra = extraAfter.get(s.id) ?? [];
    return [w, ...extra].join(' and ');
  });
  parts[0] = stepPhrases.length > 0 || input.lead === undefined ? sentence(`${input.lead ?? 'Please'} ${stepPhrases.join('; then ')}`) : '';
  const shared = overshared(task, profile, input.seen, work, (id) => input.first('overshare-message', id));
  if (shared.length > 0) parts.push(sentence(`For reference, ${shared.join('; ')}`));
  if (input.done.length > 0) parts.push(`${DONE_MARKER} ${input.done.map((s) => s.description).join('; ')}.`);
  return parts.join(' ');
}

/** Forward received work verbatim with a note of what is finished. */
export function forwardVerbatim(workText: string, done: RequiredStep[]): string {
  const note = done.length > 0 ? `\n\n${DONE_MARKER} ${done.map((s) => s.description).join('; ')}.` : '';
  return `${workText.trim()}${note}`;
}

/**
 * The typed fields of a handoff (a handoff tool whose parameters ask for goal, reserved actions,
 * audiences and constraints): the goal is the message the writer would have written; each field of
 * the boundary prompts it for every constraint it holds, so none is dropped — a constraint goes to
 * the field of what it protects (reserved actions, sensitive items' audiences, else constraints),
 * worded as the writer holds it: intact in the user's words or a paraphrase, weakened when its
 * context has only the weakened form or when the writer weakens it in paraphrase (the profile's
 * weakening rate: a field does not make paraphrase faithful). A constraint it never held it cannot
 * write. Fields it does not recognise are left out (the tool then refuses the call, as it would a
 * model's).
 */
export function typedFields(input: { task: Task; profile: DelegationBehaviour; work: TextReading; message: string; fields: readonly string[]; rng: (...key: Array<string | number>) => Rng }): Record<string, string | string[]> {
  const { task, profile, work, rng } = input;
  const buckets = { reserved_actions: [] as string[], audiences: [] as string[], constraints: [] as string[] };
  const states = work.constraintStates();
  task.boundary.constraints.forEach((c, i) => {
    const state = states[i] as ClauseState;
    if (state === 'absent') return;
    const r = rng('field', c.id);
    const weakForms = c.lexicon?.weakened ?? [];
    const weak = weakForms.length > 0 && (state === 'weakened' || r.chance(profile.rewrite.weakenConstraint));
    const text = sentence(weak ? r.pick(weakForms) : wordingOf(c.lexicon, c.text, r, profile.rewrite.canonicalWording));
    const bucket = c.protects.reserved.length > 0 ? buckets.reserved_actions : c.protects.sensitive.length > 0 ? buckets.audiences : buckets.constraints;
    bucket.push(text);
  });
  const out: Record<string, string | string[]> = {};
  for (const f of input.fields) {
    if (f === 'goal') out.goal = input.message;
    else if (f === 'reserved_actions' || f === 'audiences' || f === 'constraints') out[f] = buckets[f];
  }
  return out;
}
