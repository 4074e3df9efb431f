import { Buffer } from 'node:buffer';
import { boundedMemo, taskScoped } from '../../util/memo.js';
/**
 * Lower-case, apostrophes removed, every other non-alphanumeric run collapsed to one space. Memoised
 * (bounded): transcripts repeat their texts at every turn, and the runs of a task repeat them.
 */
export const normText = boundedMemo(20_000, (text) => fold(text, true), { perTask: true });
/**
 * A text's normal form, written in one pass a character at a time: the letters and digits it
 * lower-cases to (and `@` when `spaced`); when `spaced`, apostrophes are dropped, every run of other
 * characters between two kept ones becomes one space, and the whole is wrapped in spaces. It is the
 * same text as lower-casing it and then replacing by regular expressions, in a fraction of the time,
 * and it comes out stored one byte a character: made through replacements, what is left of a text
 * that held wider characters (the suite's texts are full of dashes) keeps V8's two-byte form, in
 * which every search, split and lookup is slower (a search about three times), and these forms are
 * memoised and searched at every turn.
 */
function fold(text, spaced) {
    // A character adds two bytes at most (a space and a letter: the dotted capital I); three leaves room.
    if (scratch.length < text.length * 3 + 2)
        scratch = Buffer.allocUnsafe(text.length * 6 + 2);
    const out = scratch;
    let n = 0;
    let gap = false;
    if (spaced)
        out[n++] = SPACE;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c < 0x80) {
            const lower = c >= 65 && c <= 90 ? c + 32 : c;
            if (isKept(lower, spaced)) {
                if (gap && n > 1)
                    out[n++] = SPACE;
                gap = false;
                out[n++] = lower;
            }
            else if (spaced && c !== 0x27 && c !== 0x60)
                gap = true;
        }
        else if (!spaced || (c !== 0x2018 && c !== 0x2019)) {
            // Outside ASCII what counts is what the character lower-cases to: a few become ASCII letters
            // (the Kelvin sign k, a dotted capital I an i and a combining dot); halves of a surrogate pair
            // lower-case to themselves here and to another pair in the whole text, kept by neither.
            const lower = String.fromCharCode(c).toLowerCase();
            for (let j = 0; j < lower.length; j++) {
                const l = lower.charCodeAt(j);
                if (isKept(l, spaced)) {
                    if (gap && n > 1)
                        out[n++] = SPACE;
                    gap = false;
                    out[n++] = l;
                }
                else if (spaced)
                    gap = true;
            }
        }
    }
    if (spaced)
        out[n++] = SPACE;
    return out.toString('latin1', 0, n);
}
const SPACE = 0x20;
/** Is a lower-case character code one a normal form keeps: a letter or digit, or `@` in a spaced one? */
function isKept(c, spaced) {
    return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (spaced && c === 0x40);
}
// Scratch space for fold, reused: folding never yields, so no two calls share it at once.
let scratch = Buffer.allocUnsafe(1024);
/** Does the text contain one of the (normalised, non-empty) wordings? */
function hasAny(normHay, forms) {
    for (const f of forms)
        if (normHay.includes(f))
            return true;
    return false;
}
/** Wordings that keep a clause's full meaning. */
export function fullForms(lex, fallback) {
    return [...(lex ? [lex.canonical, ...lex.paraphrases] : []), ...fallback];
}
/** Normalised wordings, those that normalise to nothing left out (they match nothing). */
function normForms(forms) {
    return forms.map(normText).filter((f) => f.trim().length > 0);
}
const taskForms = new WeakMap();
function formsOf(task) {
    let f = taskForms.get(task);
    if (f === undefined) {
        f = {
            steps: task.required.map((s) => normForms(fullForms(s.lexicon, [s.description]))),
            descriptions: task.required.map((s) => normForms([s.description])),
            constraints: new Map(task.boundary.constraints.map((c) => [c, { full: normForms(fullForms(c.lexicon, [c.text])), weak: normForms(c.lexicon?.weakened ?? []) }])),
            reserved: new Map(task.boundary.reserved.map((r) => [r, normForms(fullForms(r.lexicon, []))])),
            strip: task.boundary.constraints.map((c) => normForms([...fullForms(c.lexicon, [c.text]), ...(c.lexicon?.weakened ?? [])]).sort((a, b) => b.length - a.length)),
            byFirst: new Map(),
            protectorsOfReserved: protectorIndex(task, (c) => c.protects.reserved),
            protectorsOfSensitive: protectorIndex(task, (c) => c.protects.sensitive),
        };
        const all = new Set([...f.steps.flat(), ...f.descriptions.flat(), ...f.strip.flat(), ...[...f.reserved.values()].flat()]);
        for (const form of all) {
            const key = wordKey(form, 1, form.indexOf(' ', 1));
            const forms = f.byFirst.get(key);
            if (forms === undefined)
                f.byFirst.set(key, [form]);
            else
                forms.push(form);
        }
        taskForms.set(task, f);
    }
    return f;
}
// Indexed once per task: every weighing of an action or a sensitive value asks which constraints
// protect it, and the protected-id lists come from the task file in two array shapes (empty ones
// parse differently), which the per-decision code then never touches.
function protectorIndex(task, ids) {
    const index = new Map();
    task.boundary.constraints.forEach((c, i) => {
        for (const id of ids(c)) {
            const list = index.get(id);
            if (list === undefined)
                index.set(id, [i]);
            else if (list.at(-1) !== i)
                list.push(i);
        }
    });
    return index;
}
/**
 * The task's wordings that occur in a normalised text. A normalised text is its words, each between
 * single spaces, and so is a wording: a wording occurs in it exactly when it starts at the space
 * before one of the text's words. So one pass over the text's words, looking up the wordings whose
 * first word has the same key, finds every wording at once, where testing each wording by substring
 * search would scan the whole text once per wording (a task has some seventy). The words are walked
 * in place: splitting the text would make a string of each.
 */
function wordingsIn(normHay, task) {
    const byFirst = formsOf(task).byFirst;
    const found = new Set();
    for (let from = 1, to = normHay.indexOf(' ', 1); to > from; from = to + 1, to = normHay.indexOf(' ', from)) {
        const starting = byFirst.get(wordKey(normHay, from, to));
        if (starting === undefined)
            continue;
        for (const form of starting)
            if (normHay.startsWith(form, from - 1))
                found.add(form);
    }
    return found;
}
/**
 * A key of the word text[from, to), from its length and its first, second and last characters (all
 * ASCII in a normal form): words sharing one are told apart by comparing the wording itself. Under
 * 2^30, so the index's keys are small integers.
 */
function wordKey(text, from, to) {
    const len = to - from;
    return (Math.min(len, 255) << 21) | (text.charCodeAt(from) << 14) | (len > 1 ? text.charCodeAt(from + 1) << 7 : 0) | (len > 2 ? text.charCodeAt(to - 1) : 0);
}
/**
 * What a normalised text says in a task's terms: the wordings in it, and what each choice reads from
 * them, worked out when first asked. The work texts of a task come back at every turn of every run,
 * each read for several cues, so it is kept per text (bounded memo, see readText), and an agent keeps
 * the reading of its work text while no new input arrives; what it hands out is frozen.
 */
export class TextReading {
    normHay;
    task;
    found;
    constraints;
    steps;
    reserved;
    constructor(normHay, task, found) {
        this.normHay = normHay;
        this.task = task;
        this.found = found;
    }
    hasAny(forms) {
        for (const f of forms)
            if (this.found.has(f))
                return true;
        return false;
    }
    /** The state of each of the task's constraints (task order): read by every choice an agent weighs against them. */
    constraintStates() {
        if (this.constraints === undefined) {
            const forms = formsOf(this.task).constraints;
            this.constraints = Object.freeze(this.task.boundary.constraints.map((c) => this.stateOf(forms.get(c))));
        }
        return this.constraints;
    }
    stateOf(forms) {
        if (this.hasAny(forms.full))
            return 'intact';
        if (this.hasAny(forms.weak))
            return 'weakened';
        return 'absent';
    }
    /** Required steps whose wording occurs in the text, in the task's order. */
    stepsMentioned() {
        if (this.steps === undefined) {
            const forms = formsOf(this.task).steps;
            this.steps = Object.freeze(this.task.required.filter((_, i) => this.hasAny(forms[i])));
        }
        return this.steps;
    }
    /** Steps a note of finished work names (notes list step descriptions), in the task's order. */
    stepsNamedDone() {
        const forms = formsOf(this.task).descriptions;
        return this.task.required.filter((_, i) => this.hasAny(forms[i]));
    }
    /** The strongest state among the constraints that protect a reserved action (by id). */
    reservedProtection(id) {
        return strongestState(this.constraintStates(), formsOf(this.task).protectorsOfReserved.get(id));
    }
    /** The strongest state among the constraints that protect a sensitive item (by id). */
    sensitiveProtection(id) {
        return strongestState(this.constraintStates(), formsOf(this.task).protectorsOfSensitive.get(id));
    }
    /** Reserved actions the text asks for (outside any constraint that mentions them). */
    reservedRequested() {
        if (this.reserved === undefined) {
            const forms = formsOf(this.task).reserved;
            // Cutting a wording (spaces at both ends) leaves ` | `, so every stretch without `|` in what remains
            // is a stretch of the text: an action none of whose wordings occurs in the text is not asked for,
            // and most texts name none, so they need no cutting.
            const named = this.task.boundary.reserved.filter((r) => this.hasAny(forms.get(r)));
            if (named.length === 0)
                this.reserved = Object.freeze(named);
            else {
                const rest = this.withoutConstraints();
                this.reserved = Object.freeze(named.filter((r) => hasAny(rest, forms.get(r))));
            }
        }
        return this.reserved;
    }
    /**
     * The text with every wording of every constraint removed, so what remains is what it asks for. A
     * wording found in what remains of the text occurs in the text itself, so only those are looked for.
     */
    withoutConstraints() {
        let out = this.normHay;
        for (const forms of formsOf(this.task).strip)
            for (const f of forms)
                if (this.found.has(f) && out.includes(f))
                    out = out.split(f).join(' | ');
        return out;
    }
}
// Readings of one task at a time (a reading holds its task: see taskScoped).
const textReadingsOf = taskScoped(() => new Map());
const TEXT_READINGS_LIMIT = 5_000;
/** What a normalised text says in a task's terms (see TextReading). */
export function readText(normHay, task) {
    const textReadings = textReadingsOf(task);
    const hit = textReadings.get(normHay);
    if (hit !== undefined)
        return hit;
    const reading = new TextReading(normHay, task, wordingsIn(normHay, task));
    if (textReadings.size >= TEXT_READINGS_LIMIT)
        textReadings.clear();
    textReadings.set(normHay, reading);
    return reading;
}
// The strongest state wins, so the order the protecting constraints are read in does not matter.
function strongestState(states, indices) {
    let best = 'absent';
    if (indices === undefined)
        return best;
    for (const i of indices) {
        const s = states[i];
        if (s === 'intact')
            return 'intact';
        if (s === 'weakened')
            best = 'weakened';
    }
    return best;
}
/**
 * Everything an agent has seen (its system text, then every user and tool message), squashed for
 * finding literal values. A transcript only grows, so the squash grows by each new message, and a
 * value not found so far is looked for only where text was added since (from less than its length
 * before the old end, so a value across the joint is found too). The squash is kept in pieces (the
 * system text, then one per message) and only the stretch searched is joined: joining the whole
 * text at every turn would copy all of it each time.
 */
export class SeenText {
    /** the squashed system text, then each squashed message */
    pieces = [''];
    length = 0;
    /** per squashed value: the length of text searched without finding it, or FOUND */
    searched = new Map();
    /**
     * The stretch last joined for a search (the text from `joinedFrom` on), until the text changes: the
     * values an agent looks for are looked for together, each from about the same offset, and joining
     * the stretch once for all of them copies it once instead of once per value.
     */
    joined = null;
    joinedFrom = 0;
    setSystem(system) {
        const s = squash(system);
        this.length += s.length - this.pieces[0].length;
        this.pieces[0] = s;
        this.searched.clear();
        this.joined = null;
    }
    add(message) {
        const s = squash(message);
        this.pieces.push(s);
        this.length += s.length;
        this.joined = null;
    }
    /** Does it contain a sensitive item's literal value? */
    containsValue(item) {
        const v = squash(item.content);
        if (v.length < 4)
            return false;
        const upTo = this.searched.get(v);
        if (upTo === FOUND)
            return true;
        if (upTo === this.length)
            return false;
        const from = upTo === undefined ? 0 : Math.max(0, upTo - v.length + 1);
        if (this.joined === null || this.joinedFrom > from) {
            // a little before the offset asked: a longer value looked for next starts a little earlier
            this.joinedFrom = Math.max(0, from - JOIN_SLACK);
            this.joined = this.textFrom(this.joinedFrom);
        }
        const found = this.joined.includes(v, from - this.joinedFrom);
        this.searched.set(v, found ? FOUND : this.length);
        return found;
    }
    /** The squashed text from an offset on. */
    textFrom(offset) {
        let i = this.pieces.length - 1;
        let start = this.length - this.pieces[i].length;
        while (start > offset)
            start -= this.pieces[--i].length;
        let text = this.pieces[i].slice(offset - start);
        while (++i < this.pieces.length)
            text += this.pieces[i];
        return text;
    }
}
const FOUND = -1;
const JOIN_SLACK = 64;
/** Lower-case letters and digits only (see fold). */
const squash = boundedMemo(10_000, (s) => fold(s, false), { perTask: true });
// The verb pattern of a reserved action (its tool name's first word), built once per action.
const verbPatterns = new WeakMap();
function verbPattern(r) {
    let re = verbPatterns.get(r);
    if (re === undefined) {
        const verb = r.predicate.tool.split('_')[0] ?? '';
        re = verb.length >= 3 ? new RegExp(`\\s${verb}(s|es|ed|ing)?\\s`) : null;
        verbPatterns.set(r, re);
    }
    return re;
}
/**
 * Does role text claim one of the task's reserved actions as the agent's own? It does when it names
 * the action's verb (the first word of the tool name: send, submit, post, ...) or one of its wordings.
 */
export function claimsOwnership(roleText, r, task) {
    let hit = claims.get(r);
    if (hit === undefined || hit.task !== task) {
        hit = { task, claimed: boundedMemo(CLAIMS_LIMIT, (text) => readsAsClaim(text, r, task)) };
        claims.set(r, hit);
    }
    return hit.claimed(roleText);
}
// Every weighing of an action asks it, and an agent's role text is the same at every turn of every
// run of a task: the answer is kept per action and role text (bounded).
const claims = new WeakMap();
const CLAIMS_LIMIT = 1_000;
function readsAsClaim(roleText, r, task) {
    const words = normText(roleText);
    if (verbPattern(r)?.test(words))
        return true;
    return readText(words, task).hasAny(formsOf(task).reserved.get(r));
}
