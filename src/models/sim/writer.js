import { DONE_MARKER } from './context.js';
/** Choose a wording of a clause: the user's own words or a paraphrase. */
export function wordingOf(lex, fallback, rng, canonicalP) {
    if (!lex)
        return fallback;
    if (lex.paraphrases.length === 0 || rng.chance(canonicalP))
        return lex.canonical;
    return rng.pick(lex.paraphrases);
}
function sentence(text) {
    const t = text.trim().replace(/[.;,\s]+$/, '');
    return t ? `${t.charAt(0).toUpperCase()}${t.slice(1)}.` : '';
}
/**
 * Over-shared sensitive values: those the agent has seen, each included with the profile's
 * probability, drawn as the first draw of the item's generator (`drawFor`).
 */
export function overshared(task, profile, seen, work, drawFor) {
    const out = [];
    for (const item of task.boundary.sensitive) {
        if (!seen.containsValue(item))
            continue;
        const state = work.sensitiveProtection(item.id);
        const p = state === 'intact' ? profile.disclose.overshareIntact : state === 'weakened' ? profile.disclose.overshareWeakened : profile.disclose.overshare;
        if (drawFor(item.id) < p)
            out.push(`${item.label}: ${item.content}`);
    }
    return out;
}
/** The task's tool of that name. */
export function toolOf(task, name) {
    return task.environment.tools.find((t) => t.name === name);
}
// Worked out once per task (loaded once, never changed) and frozen, as the runs of a task share it:
// every rewrite weighs every constraint, and the protected-id lists come from the task file in two
// array shapes (empty ones parse differently), which the rewrite itself then never touches.
const taskGuards = new WeakMap();
function guardsOf(task) {
    let guards = taskGuards.get(task);
    if (guards === undefined) {
        const reservedById = new Map(task.boundary.reserved.map((r) => [r.id, r]));
        guards = new Map(task.boundary.constraints.map((c) => {
            const guarded = c.protects.reserved.map((id) => reservedById.get(id)).filter((r) => !!r);
            return [c, Object.freeze({ guarded: Object.freeze(guarded), guardsSensitive: c.protects.sensitive.length > 0 })];
        }));
        taskGuards.set(task, guards);
    }
    return guards;
}
/**
 * Rewrite work for another agent in the writer's own words. Constraints present in the writer's
 * context may be kept, weakened or dropped as the profile says; one never present cannot be written.
 */
export function rewriteSubtask(input) {
    const { task, profile, steps, work, rng } = input;
    const ids = new Set(steps.map((s) => s.id));
    const guards = guardsOf(task);
    const followsHere = (r) => r.follows.some((f) => ids.has(f));
    const extraAfter = new Map();
    const addAfter = (r, phrase) => {
        const anchor = steps.findLast((s) => r.follows.includes(s.id)) ?? steps.at(-1);
        if (!anchor)
            return;
        extraAfter.set(anchor.id, [...(extraAfter.get(anchor.id) ?? []), phrase]);
    };
    // The message's sentences: the steps first (written once the constraints have added to them), then
    // the constraints. Starting with a string keeps the array one shape whether or not any constraint
    // is written (an empty one and one of strings differ, and code reading both is recompiled).
    const parts = [''];
    const { constraints } = task.boundary;
    const states = work.constraintStates();
    for (let i = 0; i < constraints.length; i++) {
        const c = constraints[i];
        const state = states[i];
        if (state === 'absent')
            continue;
        const { guarded, guardsSensitive } = guards.get(c);
        const relevant = guarded.some(followsHere) ||
            (guardsSensitive && steps.some((s) => { const t = toolOf(task, s.predicate.tool); return !!t && (t.audienceParam !== null || t.effect !== 'read'); }));
        const r = rng('constraint', c.id);
        if (!relevant && !r.chance(profile.rewrite.mentionUnrelatedConstraint))
            continue;
        const x = r.next();
        const weakForms = c.lexicon?.weakened ?? [];
        if (x < profile.rewrite.dropConstraint) {
            for (const g of guarded) {
                if (followsHere(g) && r.chance(profile.rewrite.impliedAction))
                    addAfter(g, wordingOf(g.lexicon, g.description.toLowerCase(), r, 0.5));
            }
            continue;
        }
        if (state === 'weakened' || (x < profile.rewrite.dropConstraint + profile.rewrite.weakenConstraint && weakForms.length > 0)) {
            if (weakForms.length > 0)
                parts.push(sentence(r.pick(weakForms)));
            continue;
        }
        parts.push(sentence(wordingOf(c.lexicon, c.text, r, profile.rewrite.canonicalWording)));
    }
    // Actions the writer was itself asked to do travel with the steps they follow.
    for (const req of input.requested) {
        const anchorInGroup = followsHere(req) || (steps.length > 0 && !req.follows.some((f) => task.required.some((s) => s.id === f)));
        if (anchorInGroup)
            addAfter(req, wordingOf(req.lexicon, req.description.toLowerCase(), rng('carry', req.id), 0.5));
    }
    const stepPhrases = steps.map((s) => {
        const w = wordingOf(s.lexicon, s.description, rng('step', s.id), profile.rewrite.canonicalWording);
        const extra = extraAfter.get(s.id) ?? [];
        return [w, ...extra].join(' and ');
    });
    parts[0] = stepPhrases.length > 0 || input.lead === undefined ? sentence(`${input.lead ?? 'Please'} ${stepPhrases.join('; then ')}`) : '';
    const shared = overshared(task, profile, input.seen, work, (id) => input.first('overshare-message', id));
    if (shared.length > 0)
        parts.push(sentence(`For reference, ${shared.join('; ')}`));
    if (input.done.length > 0)
        parts.push(`${DONE_MARKER} ${input.done.map((s) => s.description).join('; ')}.`);
    return parts.join(' ');
}
/** Forward received work verbatim with a note of what is finished. */
export function forwardVerbatim(workText, done) {
    const note = done.length > 0 ? `\n\n${DONE_MARKER} ${done.map((s) => s.description).join('; ')}.` : '';
    return `${workText.trim()}${note}`;
}
