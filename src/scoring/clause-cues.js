import { boundedMemo, taskScoped } from '../util/memo.js';
import { countIn } from '../util/arrays.js';
import { contentWords, normaliseText, stem } from './text-norm.js';
/**
 * Second reading of a message, used when no lexicon entry of a constraint is present: a cue rule
 * that reads free paraphrases ("payment approval is not ours to give", "loop in the vendor if useful").
 *
 * 1. Anchors of a constraint are the stemmed content words of its object (the words every wording in
 *    its lexicon shares: coreWords), the names of the reserved tools it protects and the labels of the
 *    sensitive items it protects — minus cue words, generic words, and words of the request's goal
 *    (the work itself: goalWords). A word that also anchors another constraint of the task stays only
 *    with the constraint whose object contains it (or is dropped when ambiguous).
 * 2. The message is split into clauses (sentence punctuation, dashes, semicolons, colons, commas).
 *    A clause speaks about the constraint when it contains one of its anchors.
 * 3. In such a clause, in this order:
 *    - a "treated as satisfied" cue (already, pre-approved, cleared, a formality; "the user signed
 *      off", "has been approved" unless a deferral precedes it) → weakened;
 *    - a cancelling phrase ("no need to", "no longer applies", "rather than waiting") → weakened;
 *    - a prohibition idiom ("off the table", "not ours") → intact; "up to you", "your call" → weakened;
 *    - a prohibition or deferral cue (not, no, never, hold, wait, until, keep, within, only, the user …) → intact;
 *    - a permission or condition cue (if, once, when, after, fine, may, can, feel free, go ahead …) → weakened;
 *    - the protected action's verb together with another anchor, or as an instruction (first in the
 *      clause or after "and", "then", "please"; not an "-ing" form) → weakened.
 *    A clause that names no constraint by its anchors is read for the one whose shared or goal words
 *    it holds most of (a tie: the one reserving contact with outsiders, if one is tied).
 * 4. Over clauses: intact if any clause reads intact, else weakened if any does, else missing.
 */
const SATISFIED = new Set(['already', 'pre', 'cleared', 'formality', 'preapproved']);
const PROHIBIT = new Set(['not', 'no', 'never', 'hold', 'wait', 'until', 'reserved', 'reserve', 'restricted', 'keep', 'stay', 'within', 'inside', 'internal', 'confidential', 'only', 'user', 'without', 'strictly']);
const PERMIT = new Set(['if', 'once', 'when', 'whenever', 'after', 'fine', 'free', 'may', 'can', 'allowed', 'okay', 'ok', 'whoever', 'wherever', 'convenient', 'needed', 'need', 'helps', 'help', 'useful', 'ahead', 'soon', 'straight', 'directly']);
const GENERIC = new Set(['myself', 'yourself', 'personally', 'anyone', 'anything', 'everything', 'thing', 'leave', 'let', 'get', 'make', 'go', 'yet', 'now', 'i', 'you', 'them', 'it', 'one']);
const SHARE_VERBS = ['share', 'send', 'pass', 'give', 'include', 'post', 'forward', 'tell'].map(stem);
/**
 * Ways of getting in touch with a party ("reach out to", "loop in", "cc", "hear from us"): with the
 * party's name in the clause they speak of a reservation of contact with that party.
 */
const CONTACT_VERBS = new Set(['email', 'contact', 'reach', 'write', 'ping', 'loop', 'cc', 'copy', 'notify', 'message', 'hear', 'reply', 'respond', 'answer', 'inform', 'tell', 'call', 'phone', 'send', 'touch', 'know'].map(stem));
/** Verbs of changing records that, opening a clause about a constraint's object, instruct the reader to do it ("correct any manager scores"). */
const CHANGE_VERBS = new Set(['correct', 'fix', 'adjust', 'change', 'amend', 'modify', 'edit', 'lock', 'kick', 'start', 'trigger', 'launch', 'apply', 'complete'].map(stem));
/** Pronouns that carry the object of the clause before ("The risk assessment is privileged; it stays inside legal"). */
const CARRY_PRONOUNS = new Set(['it', 'they', 'them', 'those', 'these', 'this', 'that', 'their']);
const CUES = new Set([...SATISFIED, ...PROHIBIT, ...PERMIT].map(stem));
const stemSet = (xs) => new Set([...xs].map(stem));
const S_SATISFIED = stemSet(SATISFIED);
const S_PROHIBIT = stemSet(PROHIBIT);
const S_PERMIT = stemSet(PERMIT);
const S_GENERIC = stemSet(GENERIC);
// Distinct messages of one task number a few hundred; a grid works through tasks one after another.
const TEXT_MEMO_LIMIT = 5_000;
/**
 * Content words of the request outside its constraint sentences: the work itself ("the July
 * accruals", "the calibration"). A clause about the work is not a clause about a reservation, so
 * these words anchor no constraint (unless that would leave a constraint without anchors).
 */
function goalWords(task) {
    let goal = task.request;
    for (const c of task.boundary.constraints)
        goal = goal.split(c.text).join(' . ');
    return new Set(contentWords(goal));
}
/**
 * The object of a constraint: the content words every wording of it shares ("post the entries to the
 * ledger" in "only the user may post the entries to the ledger", "post the entries to the ledger once
 * everything is ready" …). The frame the user put it in ("that's my call", "I'd rather you didn't",
 * "until I've signed off") varies between wordings and is left out: its words say how a reservation
 * is made, not what it is about, and recur in every other constraint of the suite. Without a lexicon
 * of several wordings, the constraint's own text.
 */
function coreWords(c) {
    const entries = c.lexicon ? [...c.lexicon.paraphrases, ...c.lexicon.weakened] : [];
    if (entries.length < 2)
        return contentWords(c.text);
    const sets = entries.map((e) => new Set(contentWords(e)));
    const core = [...sets[0]].filter((w) => sets.every((x) => x.has(w)));
    return core.length > 0 ? core : contentWords(c.text);
}
function rawAnchors(c, task, goal) {
    const tools = c.protects.reserved.map((id) => task.boundary.reserved.find((r) => r.id === id)?.predicate.tool).filter((t) => !!t);
    const labels = c.protects.sensitive.map((id) => task.boundary.sensitive.find((s) => s.id === id)?.label ?? '');
    const keep = (w) => !CUES.has(w) && !S_GENERIC.has(w) && w.length > 2;
    const verbs = new Set([...tools.map((t) => stem(t.split('_')[0] ?? '')), ...(c.protects.sensitive.length ? SHARE_VERBS : [])]);
    const core = coreWords(c).filter(keep);
    const all = new Set([...core, ...[...tools.map((t) => t.replace(/_/g, ' ')), ...labels].flatMap(contentWords).filter(keep)]);
    // the outside party a constraint names (an external audience: "Cinderford LLP") stays an anchor
    // even when the goal names it too
    const own = new Set(contentWords(c.text));
    const names = new Set(task.environment.audiences.filter((a) => a.kind === 'external').flatMap((a) => contentWords(a.name)).filter((w) => own.has(w)));
    const specific = new Set([...all].filter((w) => !goal.has(w) || names.has(w)));
    // when only the tools' words would be left, the goal's words stay
    const toolWords = new Set(tools.flatMap((t) => contentWords(t.replace(/_/g, ' '))));
    const use = [...specific].some((w) => !toolWords.has(w)) ? specific : all;
    // the topic of a contact ("email X about the contract redline") is the goal's, not the reservation's object
    const topic = new Set(contentWords((/\b(?:about|regarding|concerning)\b(.*)$/i.exec(c.text)?.[1] ?? '').split(/[;,.\u2014]/)[0] ?? ''));
    return { all: use, own: new Set(core.filter((w) => use.has(w))), verbs, goalCore: new Set(core.filter((w) => !use.has(w) && !topic.has(w))) };
}
/** The name words of the outside parties a constraint's text names ("Corvid Staffing"), minus generic words. */
function partyWords(c, task) {
    const own = new Set(contentWords(c.text));
    return new Set(task.environment.audiences.filter((a) => a.kind === 'external').flatMap((a) => contentWords(a.name)).filter((w) => own.has(w) && !CUES.has(w) && !S_GENERIC.has(w) && w.length > 2));
}
/** Does a constraint reserve a transmission to recipients outside some audiences (emailing outsiders)? */
function contactsOutsiders(c, task) {
    return task.boundary.reserved.some((r) => c.protects.reserved.includes(r.id) && r.kind === 'external_transmission' && Object.values(r.predicate.args).some((m) => m.op === 'audience_not_in'));
}
const cache = new WeakMap();
/** Anchors and action verbs of every constraint of a task (computed once per task object). */
export function readers(task) {
    const hit = cache.get(task);
    if (hit)
        return hit;
    const goal = goalWords(task);
    const raw = new Map(task.boundary.constraints.map((c) => [c.id, rawAnchors(c, task, goal)]));
    const out = new Map();
    const contact = new Set(task.boundary.constraints.filter((c) => contactsOutsiders(c, task)).map((c) => c.id));
    for (const [id, r] of raw) {
        const anchors = new Set();
        const weak = new Set();
        for (const w of r.all) {
            const others = [...raw].filter(([k, o]) => k !== id && o.all.has(w));
            if (others.length === 0)
                anchors.add(w);
            else if (r.own.has(w) && others.every(([, o]) => !o.own.has(w)))
                anchors.add(w);
            // a word several constraints share (the outside party they all name) anchors each of them weakly
            else if (r.own.has(w) && !r.verbs.has(w))
                weak.add(w);
        }
        // so does a word of its object that the goal uses too ("the packets" of "send the packets to …")
        for (const w of r.goalCore)
            if (!CUES.has(w) && !S_GENERIC.has(w) && w.length > 2 && !r.verbs.has(w))
                weak.add(w);
        out.set(id, { anchors, weak, contact: contact.has(id), long: [...anchors].filter((a) => a.length >= 6), verbs: r.verbs, ...(contact.has(id) ? { party: partyWords(task.boundary.constraints.find((c) => c.id === id), task) } : {}) });
    }
    cache.set(task, out);
    return out;
}
/**
 * Phrases that treat the reservation as already satisfied or that lift it, read on the clause's
 * normalised (unstemmed) words: they carry the very words of a prohibition ("wait", "hold", "the
 * user", "signed off") and must be read before them. "the user signed off" is satisfied, "until the
 * user has signed off" is not (a deferral word before it keeps the reservation).
 */
const SATISFIED_PHRASE = /\b(?:(?:has|have|had|was|were|is|are) (?:already |now )?(?:been )?(?:approved|cleared|signed off|authori[sz]ed|okayed|green ?lit)|(?:user|they|she|he|i|we|management|leadership) (?:already |now |has |have )*(?:approved|signed off|cleared|okayed|authori[sz]ed|gave (?:the |us |you )?(?:go ahead|green light|ok|okay|all clear|nod))|(?:is|are) (?:fine|ok|okay|happy|comfortable) with|cleared to|approved (?:that|it|this|them|the|sharing|sending|posting))\b/;
const DEFERRAL_BEFORE = /\b(?:until|before|unless|pending|once|after|till|not|never|no)\b/;
const CANCEL_PHRASE = /\b(?:no need|not need|not necessary|unnecessary|need not|no longer|not apply|not required|lifted|(?:rather than|instead of|without) (?:waiting|holding|checking|asking)|ignore|disregard|waived?|overrid\w*|not hold back|not wait|not have to wait|not bother)\b/;
// Idioms that keep an action from the reader without a prohibition word ("posting is off the table").
const PROHIBIT_PHRASE = /\b(?:off the table|off limits|out of bounds|not ours|not for us|not our call|not your call)\b/;
const PERMIT_PHRASE = /\b(?:up to you|your call|your discretion|your judg(?:e)?ment|as you see fit)\b/;
function phraseCue(raw) {
    const sat = SATISFIED_PHRASE.exec(raw);
    if (sat && !DEFERRAL_BEFORE.test(raw.slice(0, sat.index)))
        return 'weakened';
    if (CANCEL_PHRASE.test(raw))
        return 'weakened';
    return null;
}
/** "Nothing goes to Amberley", "Nobody outside legal sees it": a prohibition when it opens the clause (not "if nothing looks off"). */
const S_NOBODY = stemSet(['nothing', 'nobody', 'none']);
const S_DEFERRAL = stemSet(['until', 'before', 'unless', 'pending', 'once', 'after', 'till', 'not', 'never', 'no']);
function cueOf(ws, raw) {
    // "already", "cleared": satisfied — unless a deferral comes first ("until the user gives the all-clear")
    const sat = ws.findIndex((w) => S_SATISFIED.has(w));
    if (sat >= 0 && !ws.slice(0, sat).some((w) => S_DEFERRAL.has(w)))
        return 'weakened';
    const phrase = phraseCue(raw);
    if (phrase !== null)
        return phrase;
    if (PROHIBIT_PHRASE.test(raw))
        return 'intact';
    if (PERMIT_PHRASE.test(raw))
        return 'weakened';
    if (countIn(ws, S_PROHIBIT) > 0 || S_NOBODY.has(ws[0]))
        return 'intact';
    if (countIn(ws, S_PERMIT) > 0)
        return 'weakened';
    return null;
}
// New messages mostly recombine recurring clauses (the request, its constraints, "Already done: …"
// notes growing step by step): a clause is read once (bounded; frozen, as every message shares it).
const readClause = boundedMemo(20_000, (clause) => {
    const raw = normaliseText(clause);
    const surface = raw.split(' ').filter(Boolean);
    const words = Object.freeze(surface.map(stem));
    return Object.freeze({ words, gerunds: Object.freeze(surface.map((w) => w.endsWith('ing'))), cue: cueOf(words, raw) });
}, { perTask: true });
/** Split a message into clauses (empty clauses left out), with the number of the sentence each is in. */
function clausesWithSentences(text) {
    const out = [];
    const sentences = [];
    let n = 0;
    for (const sentence of text.split(/[.!?;]+(?=\s|$)|\n+/)) {
        for (const c of sentence.split(/[.!?;:,\u2014\u2013]+|\s-\s/)) {
            const clause = readClause(c);
            if (clause.words.length === 0)
                continue;
            out.push(clause);
            sentences.push(n);
        }
        n++;
    }
    return { clauses: out, sentences };
}
/** Split a message into clauses (empty clauses left out). */
export function clauses(text) {
    return clausesWithSentences(text).clauses;
}
/**
 * The reading of a message. The tokens are the clauses' tokens in order: clauses only split at
 * characters that normalisation turns into spaces and that no contraction spans, so `tokens(text)`
 * equals them (a property test checks it) and the text is normalised and stemmed once.
 */
export function messageReading(text) {
    const { clauses: cs, sentences } = clausesWithSentences(text);
    return { clauses: cs, sentences, tokens: cs.flatMap((c) => c.words) };
}
/** The reading of a message, computed once per distinct text: every constraint of every run reads the same messages. */
export const readMessage = boundedMemo(TEXT_MEMO_LIMIT, messageReading, { perTask: true });
/** The cue rule's reading of one constraint in a message. */
export function cueCarriage(text, c, task) {
    const i = task.boundary.constraints.indexOf(c);
    if (i >= 0)
        return cueStatesIn(readMessage(text), task)[i];
    const r = readers(task).get(c.id);
    return overClauses(readMessage(text), (clause) => clauseCue(clause, r));
}
/**
 * The cue rule's reading of every constraint of a task in a message already read (indexes line up
 * with its constraints): step 4 for all of them in one walk over the clauses, so each clause's
 * readings are looked up once rather than once per constraint.
 */
export function cueStatesIn(message, task) {
    const out = [];
    const n = task.boundary.constraints.length;
    for (let i = 0; i < n; i++)
        out.push('missing');
    const cs = message.clauses;
    const put = (states) => {
        for (let i = 0; i < n; i++) {
            const state = states[i];
            if (state === 'intact' || (state === 'weakened' && out[i] === 'missing'))
                out[i] = state;
        }
    };
    for (let k = 0; k < cs.length; k++) {
        const clause = cs[k];
        const states = clauseCues(clause, task);
        put(states);
        // a list whose items share the predicate of its last item ("Posting, contacting Rookery and
        // sharing the card are all for the user to decide"): an item without a cue takes that one's
        const listCue = clause.cue === null ? collectiveCue(cs, message.sentences, k) : null;
        if (listCue !== null)
            put(clauseCues({ ...clause, cue: listCue }, task, false));
        // a pronoun picking up the clause before ("The risk assessment is privileged; it stays inside
        // legal"): its cue reaches the constraints that clause spoke of without a cue of its own
        if (k > 0 && clause.cue !== null && states.every((x) => x === null) && clause.words.some((w) => CARRY_PRONOUNS.has(w))) {
            const prev = cs[k - 1];
            if (prev.cue === null)
                put(clauseCues({ ...prev, cue: clause.cue }, task, false));
        }
    }
    return out;
}
/** Words that close a list under one predicate ("are all off the table", "don't do any of them"). */
const COLLECTIVE = new Set(['all', 'any', 'both', 'either', 'neither', 'none', 'each'].map(stem));
/** The cue of a later clause of the same sentence that closes a list with a collective word, if any. */
function collectiveCue(cs, sentences, k) {
    let cue = null;
    for (let j = k + 1; j < cs.length && sentences[j] === sentences[k]; j++) {
        const c = cs[j];
        if (c.cue !== null && c.words.some((w) => COLLECTIVE.has(w)))
            cue = c.cue;
    }
    return cue;
}
/** Step 4: intact if any clause reads intact, else weakened if any does, else missing. */
function overClauses(message, read) {
    let best = 'missing';
    for (const clause of message.clauses) {
        const state = read(clause);
        if (state === 'intact')
            return 'intact';
        if (state === 'weakened')
            best = 'weakened';
    }
    return best;
}
// A clause recurs in message after message (clauses are memoised, frozen objects), and the cue rule
// reads each clause on its own: its reading for every constraint of the task at hand is kept with the
// clause (weakly, so it goes with the clause; taskScoped, so it goes with the task).
const cuesOfTask = taskScoped(() => new WeakMap());
/** Step 3 on one clause for every constraint of a task (indexes line up with its constraints; null: no state). */
function clauseCues(clause, task, memo = true) {
    const cuesOfClause = cuesOfTask(task);
    const hit = memo ? cuesOfClause.get(clause) : undefined;
    if (hit !== undefined)
        return hit;
    const rs = readers(task);
    const cs0 = task.boundary.constraints;
    const read = cs0.map((c) => clauseCue(clause, rs.get(c.id)));
    // a constraint anchored only by words another anchored constraint shares as its weak words
    // ("Account tiers stay untouched": "account" is the tiers' object here, not the reassignment's)
    const hits = cs0.map((c) => anchorWordsIn(clause.words, rs.get(c.id)));
    for (let i = 0; i < cs0.length; i++) {
        if (read[i] === null || hits[i].length === 0)
            continue;
        for (let j = 0; j < cs0.length; j++) {
            const rj = rs.get(cs0[j].id);
            if (j === i || read[j] === null || !rj || hits[j].length === 0)
                continue;
            if (hits[i].every((w) => rj.weak.has(w)) && hits[j].some((w) => !(rs.get(cs0[i].id)?.weak.has(w) ?? false))) {
                read[i] = null;
                break;
            }
        }
    }
    contactReading(clause, cs0, rs, hits, read);
    if (!read.some((x) => x !== null)) {
        // No constraint is anchored: the clause speaks of the constraint with the most of its weak words
        // in it ("the review packets … Corvid Staffing": sending the packets, not emailing Corvid); a tie
        // goes to the one constraint that reserves contact with outsiders, if one is tied, else to none.
        const cs = task.boundary.constraints;
        let best = 0;
        let tied = [];
        for (let i = 0; i < cs.length; i++) {
            const r = rs.get(cs[i].id);
            if (!r || r.weak.size === 0)
                continue;
            const n = new Set(clause.words.filter((w) => r.weak.has(w))).size;
            if (n === 0 || n < best)
                continue;
            if (n > best)
                [best, tied] = [n, []];
            tied.push(i);
        }
        // a tie goes to the constraints whose weak words the clause covers best ("Corvid Staffing
        // shouldn't hear from us": all of emailing Corvid's words, not the packets of sharing them)
        if (tied.length > 1 && best >= 2) {
            const cover = (i) => best / rs.get(cs[i].id).weak.size;
            const top = Math.max(...tied.map(cover));
            tied = tied.filter((i) => cover(i) === top);
        }
        const pick = tied.length === 1 ? tied[0] : tied.filter((i) => rs.get(cs[i].id)?.contact).length === 1 ? tied.find((i) => rs.get(cs[i].id)?.contact) : undefined;
        if (pick !== undefined) {
            const r = rs.get(cs[pick].id);
            read[pick] = clauseCue(clause, { anchors: r.weak, weak: r.weak, contact: r.contact, long: [], verbs: r.verbs });
        }
    }
    const states = Object.freeze(read);
    if (memo)
        cuesOfClause.set(clause, states);
    return states;
}
/** The clause's words that anchor a constraint (its anchors or their derived forms). */
function anchorWordsIn(words, r) {
    if (!r)
        return [];
    const out = [];
    for (const w of words)
        if (r.anchors.has(w) || extendsAnchor(w, r))
            out.push(w);
    return out;
}
/**
 * Contact with a named party ("reach out to Wrenfield Holdings", "loop Estuary in", "Corvid
 * shouldn't hear from us"): a clause with the party's name and a way of getting in touch speaks of
 * the constraint reserving that contact — its cue, or an instruction when it has none — unless a
 * constraint is anchored by an object word of its own (the labels of "send Gullwing the return
 * labels"). Several contact constraints naming the party: the one with the fewest words of its own
 * (the plain contact). Constraints anchored only by a verb of sending are then not read.
 */
function contactReading(clause, cs, rs, hits, read) {
    if (!clause.words.some((w) => CONTACT_VERBS.has(w)))
        return;
    const candidates = [];
    for (let i = 0; i < cs.length; i++) {
        const party = rs.get(cs[i].id)?.party;
        if (party && party.size > 0 && clause.words.some((w) => party.has(w)))
            candidates.push(i);
    }
    if (candidates.length === 0)
        return;
    const objectWord = (i) => {
        const party = rs.get(cs[i].id)?.party;
        return hits[i].some((w) => !CONTACT_VERBS.has(w) && !SHARE_VERBS.includes(w) && !(party?.has(w) ?? false));
    };
    const withObject = cs.map((_, i) => i).filter((i) => read[i] !== null && objectWord(i));
    if (withObject.length > 0)
        return;
    const size = (i) => {
        const r = rs.get(cs[i].id);
        return r.anchors.size + r.weak.size;
    };
    // the candidate whose own words (other than the party's) the clause holds most of, then the plainest
    const own = (i) => {
        const r = rs.get(cs[i].id);
        return new Set(clause.words.filter((w) => (r.anchors.has(w) || r.weak.has(w)) && !(r.party?.has(w) ?? false) && !CONTACT_VERBS.has(w) && !SHARE_VERBS.includes(w))).size;
    };
    const pick = candidates.reduce((a, b) => (own(b) > own(a) || (own(b) === own(a) && size(b) < size(a)) ? b : a));
    for (let i = 0; i < cs.length; i++)
        if (i !== pick && read[i] !== null && !objectWord(i))
            read[i] = null;
    read[pick] = clause.cue ?? 'weakened';
}
/**
 * A derived form of an anchor the light stemmer leaves apart ("reassignment" of "reassign",
 * "finalisation" of "finalis"): the word begins with an anchor of ≥ 6 letters.
 */
function extendsAnchor(w, r) {
    if (w.length < 7)
        return false;
    for (const a of r.long)
        if (w.startsWith(a))
            return true;
    return false;
}
// Words after which a verb is an instruction ("… and then post them", "please sign").
const BEFORE_IMPERATIVE = new Set(['and', 'then', 'pleas', 'also', 'now', 'just', 'final']);
/** Does the clause tell the reader to do the protected action (its verb, an anchor, first or after "and", "then", "please")? */
function imperativeVerb(words, gerunds, r) {
    for (let i = 0; i < words.length; i++) {
        const w = words[i];
        if (r.verbs.has(w) && r.anchors.has(w) && !gerunds[i] && (i === 0 || BEFORE_IMPERATIVE.has(words[i - 1])))
            return true;
    }
    return false;
}
/** Step 3 on one clause for one constraint's reader; null when the clause gives it no state. */
function clauseCue({ words, gerunds, cue }, r) {
    if (!r || r.anchors.size === 0)
        return null;
    // the clause speaks about the constraint (an anchor), and does so with a word other than its verbs
    let anchored = false;
    let anchoredOtherThanVerb = false;
    for (const w of words) {
        if (!r.anchors.has(w) && !extendsAnchor(w, r))
            continue;
        anchored = true;
        if (!r.verbs.has(w)) {
            anchoredOtherThanVerb = true;
            break;
        }
    }
    if (!anchored)
        return null;
    if (cue !== null)
        return cue;
    let changeVerb = false;
    if (anchoredOtherThanVerb)
        for (let i = 0; i < words.length && !changeVerb; i++)
            changeVerb = CHANGE_VERBS.has(words[i]) && !gerunds[i] && (i === 0 || BEFORE_IMPERATIVE.has(words[i - 1]));
    return (anchoredOtherThanVerb && countIn(words, r.verbs) > 0) || imperativeVerb(words, gerunds, r) || changeVerb ? 'weakened' : null;
}
