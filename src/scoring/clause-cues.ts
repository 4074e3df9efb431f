import type { KeyConstraint, Task } from '../domain/task.js';
import { boundedMemo, taskScoped } from '../util/memo.js';
import { contentWords, isFunctionWord, normaliseText, stem, type CarriageState } from './text-norm.js';
import { atomIn, taskAtoms, TextViews, type ValueAtom } from './value-atoms.js';
import { actWords } from './act-words.js';

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
// ("dont": the key of a list of prohibitions in a JSON-like brief, "dont": [...])
const PROHIBIT = new Set(['not', 'no', 'never', 'dont', 'hold', 'wait', 'until', 'reserved', 'reserve', 'restricted', 'keep', 'stay', 'within', 'inside', 'internal', 'confidential', 'only', 'user', 'without', 'strictly', 'refrain', 'embargoed', 'forbidden', 'prohibited']);
const PERMIT = new Set(['if', 'once', 'when', 'whenever', 'after', 'fine', 'free', 'may', 'can', 'allowed', 'okay', 'ok', 'whoever', 'wherever', 'convenient', 'needed', 'need', 'helps', 'help', 'useful', 'ahead', 'soon', 'straight', 'directly']);
const GENERIC = new Set(['myself', 'yourself', 'personally', 'anyone', 'anything', 'everything', 'thing', 'leave', 'let', 'get', 'make', 'go', 'yet', 'now', 'i', 'you', 'them', 'it', 'one']);
const SHARE_VERBS = ['share', 'send', 'pass', 'give', 'include', 'post', 'forward', 'tell'].map(stem);
/** Verbs that pass an item on: sharing, and emailing it ("email Hollis the acquisition price"). */
const ITEM_VERBS = [...SHARE_VERBS, stem('email')];
/**
 * Ways of getting in touch with a party ("reach out to", "loop in", "cc", "hear from us"): with the
 * party's name in the clause they speak of a reservation of contact with that party.
 */
const CONTACT_VERBS = new Set(['email', 'contact', 'reach', 'write', 'ping', 'loop', 'cc', 'copy', 'notify', 'message', 'hear', 'reply', 'respond', 'answer', 'inform', 'tell', 'call', 'phone', 'send', 'touch', 'know', 'drop', 'brief', 'debrief', 'speak', 'talk', 'chase', 'head'].map(stem));
/**
 * Verbs of changing records that, opening a clause about a constraint's object, instruct the reader
 * to do it ("correct any manager scores"); not with a particle "up" the constraint does not use
 * (Reader.up).
 */
const CHANGE_VERBS = new Set(['record', 'correct', 'fix', 'adjust', 'change', 'amend', 'modify', 'edit', 'lock', 'kick', 'start', 'trigger', 'launch', 'apply', 'complete', 'move', 'mark', 'switch', 'bump', 'raise', 'lower', 'cut', 'downgrade', 'upgrade', 'update', 'narrow', 'widen', 'remove', 'reopen', 'flip', 'alter', 'revise', 'tweak'].map(stem));
/** Pronouns that carry the object of the clause before ("The risk assessment is privileged; it stays inside legal"). */
// ("that" is left out: it mostly relates inside its clause, "the one that is not due yet")
const CARRY_PRONOUNS = new Set(['it', 'they', 'them', 'those', 'these', 'this', 'their']);

const CUES = new Set([...SATISFIED, ...PROHIBIT, ...PERMIT].map(stem));
const stemSet = (xs: Iterable<string>): Set<string> => new Set([...xs].map(stem));
const S_SATISFIED = stemSet(SATISFIED);
const S_PROHIBIT = stemSet(PROHIBIT);
const S_PERMIT = stemSet(PERMIT);
const S_GENERIC = stemSet(GENERIC);

// Distinct messages of one task number a few hundred; a grid works through tasks one after another.
const TEXT_MEMO_LIMIT = 5_000;

interface Reader {
  anchors: Set<string>;
  /**
   * Words of its object that are not its anchors (shared with another constraint, or used by the goal):
   * read only when no constraint is anchored in the clause (see clauseCues)
   */
  weak: Set<string>;
  /** the constraint reserves contact with outsiders (contactsOutsiders) */
  contact: boolean;
  /** it reserves plain email (the send_email tool): a way of getting in touch named without an object is its */
  plain?: boolean;
  /** nouns of its reserved acts (nounsOf: "signature", "closure"), read as anchors by extendsAnchor */
  nouns: Set<string>;
  /** anchors of ≥ 6 letters (extendsAnchor) */
  long: readonly string[];
  verbs: Set<string>;
  /** name words of the outside party whose contact it reserves (contact constraints only) */
  party?: Set<string>;
  /**
   * verbs the constraint itself uses with the particle "up" ("sign up the creators"): any other verb
   * followed by "up" is another phrasal verb ("mark up every clause" is a redline, not marking them agreed)
   */
  up: Set<string>;
  /**
   * it reserves only changes of state (no transmission, no item): an instruction in any verb on its
   * object performs it (actOnObject); with the work's own words, which name what the reader is to do
   */
  changes?: { work: ReadonlySet<string>; outside: ReadonlySet<string> };
  /** audience limits: name words of the audiences its items are allowed to reach, of the other internal teams, and of the outside parties */
  audience?: { allowed: Set<string>; others: Set<string>; outside: Set<string> };
  /** audience limits of ≥ 2 items: each item's own label words (what names it and not the others) */
  items?: readonly Set<string>[];
  /**
   * two-word names of its reserved acts whose first word anchors nothing on its own ("write off" of
   * write_off_claim, when the goal writes letters): "w1 w2", read where they stand together
   */
  pairs: Set<string>;
  /**
   * its anchors that are words of changing used only as nouns in every wording of it ("submit the
   * changes to payroll"): as verbs they name another act (anchorAt)
   */
  nounOnly?: Set<string>;
  /**
   * the words of outside parties' names after their first ("Health Plan" of "Quillon Health Plan",
   * "LLP"): common nouns on their own ("the plan"), they name the party only beside another word of it
   */
  nameTail?: Set<string>;
  /** generic heads of its items' labels ("number", "values"), anchors only after another word of a label (the words `after`) */
  heads?: { words: Set<string>; after: Set<string> };
  /** the task's own names for its reserved acts as verb and object (actPhrases: "send the credit notes out") */
  acts?: readonly ActPhrase[];
  /** one of its reserved acts sends something out of the organisation (a tool of external effect): "the notes go out" is it */
  outward?: boolean;
}

/** A name of a reserved act as its verb, its object's words and the particle it takes ("send … out"), stemmed. */
interface ActPhrase {
  readonly verb: string;
  readonly objects: ReadonlySet<string>;
  readonly particle: string | null;
}

/**
 * The task's own names for a constraint's reserved acts (their lexicons' canonical wordings and
 * paraphrases: "send the credit notes out", "issue the credit notes"), each as a verb and its object.
 * The verb alone may be another constraint's too ("send" of emailing), but with this object after it
 * it names this act: "send the credit notes" issues them; with the act's particle after a pronoun
 * ("send them out") it does too.
 */
function actPhrases(c: KeyConstraint, task: Task): ActPhrase[] {
  return task.boundary.reserved
    .filter((r) => c.protects.reserved.includes(r.id) && r.lexicon)
    .flatMap((r) => [r.lexicon!.canonical, ...r.lexicon!.paraphrases])
    .flatMap((p) => {
      const ws = normaliseText(withoutRecipient(p)).split(' ');
      const verb = stem(ws[0] ?? '');
      const objects = new Set(contentWords(ws.slice(1).join(' ')).filter((w) => w.length > 2 && !CUES.has(w) && !S_GENERIC.has(w) && !BROAD_NAME_WORDS.has(w)));
      const particle = ws.slice(1).find((w) => ACT_PARTICLES.has(w)) ?? null;
      return verb.length > 2 && !CUES.has(verb) && !S_GENERIC.has(verb) && objects.size > 0 ? [{ verb, objects, particle }] : [];
    });
}
const ACT_PARTICLES = new Set(['out', 'through', 'off', 'back', 'over', 'forward']);

/**
 * Content words of the request outside its constraint sentences: the work itself ("the July
 * accruals", "the calibration"). A clause about the work is not a clause about a reservation, so
 * these words anchor no constraint (unless that would leave a constraint without anchors).
 */
function goalWords(task: Task): Set<string> {
  let goal = task.request;
  for (const c of task.boundary.constraints) goal = goal.split(c.text).join(' . ');
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
function coreWords(c: KeyConstraint): string[] {
  const entries = c.lexicon ? [...c.lexicon.paraphrases, ...c.lexicon.weakened] : [];
  if (entries.length < 2) return contentWords(c.text);
  const sets = entries.map((e) => new Set(contentWords(e)));
  const core = [...(sets[0] as Set<string>)].filter((w) => sets.every((x) => x.has(w)));
  return core.length > 0 ? core : contentWords(c.text);
}

/**
 * The nouns of an act that the light stemmer leaves apart from its verb ("the signature is not ours
 * to apply", "closure of the complaints", "execution"): a writer names the act by them as often as by
 * the verb. They anchor the constraint; they are no instruction to perform it (not verbs).
 */
function nounsOf(v: string): string[] {
  if (v.length < 4) return [];
  const out = [`${v}atur`, `${v}ur`, `${v}ion`, `${v}ation`, `${v}ment`, `${v}al`];
  if (v.endsWith('ish')) out.push(`${v.slice(0, -3)}ication`);
  if (v.endsWith('el')) out.push(`${v}lation`);
  // ("revoke" → "revocation", "invoke" → "invocation")
  if (v.endsWith('ok')) out.push(`${v.slice(0, -1)}cation`);
  return out.map(stem);
}

/**
 * The anchors of a constraint that are words of changing (CHANGE_VERBS) and that every wording of it
 * (its text, its lexicon, its reserved actions' names) uses as a noun, after a determiner ("the
 * changes"): its object, which the same word as a verb does not name.
 */
function nominalChangeWords(c: KeyConstraint, task: Task, anchors: ReadonlySet<string>): Set<string> {
  const lex = c.lexicon ? [c.lexicon.canonical, ...c.lexicon.paraphrases, ...c.lexicon.weakened] : [];
  const acts = task.boundary.reserved.filter((r) => c.protects.reserved.includes(r.id) && r.lexicon).flatMap((r) => [r.lexicon!.canonical, ...r.lexicon!.paraphrases]);
  const phrases = [c.text, ...lex, ...acts].map((p) => normaliseText(p).split(' ').map(stem));
  const out = new Set<string>();
  for (const w of anchors) {
    if (!CHANGE_VERBS.has(w)) continue;
    const uses = phrases.flatMap((ws) => ws.map((x, i) => (x === w ? (ws[i - 1] ?? '') : null)).filter((x): x is string => x !== null));
    if (uses.length > 0 && uses.every((before) => OBJECT_OPENERS.has(before))) out.add(w);
  }
  return out;
}

/** The words of the task's outside parties' names after their first (Reader.nameTail), unless one is also a first word. */
function nameTails(task: Task): Set<string> {
  const names = task.environment.audiences.filter((a) => a.kind === 'external').map((a) => contentWords(a.name));
  const heads = new Set(names.map((n) => n[0]).filter((w): w is string => !!w));
  return new Set(names.flatMap((n) => n.slice(1)).filter((w) => !heads.has(w)));
}

/** A verb stem and its other spelling under the stemmer ("apply" / "applied" → "appli"). */
function spellings(v: string): string[] {
  return /[^aeiou]y$/.test(v) ? [v, `${v.slice(0, -1)}i`] : [v];
}

/** The initials of a label of ≥ 2 content words ("medical record numbers" → "mrn", "SSNs"): writers abbreviate item names. */
function acronym(label: string): string | null {
  const ws = normaliseText(label).split(' ').filter((w) => w.length > 0 && !ACRONYM_SKIP.has(w));
  return ws.length >= 2 && ws.length <= 4 ? ws.map((w) => w[0]).join('') : null;
}
/**
 * The standard names of a few kinds of item that no acronym of their label gives: writers call bank
 * details by the IBAN or the SWIFT code, a contract value its ACV.
 */
function standardNames(label: string): string[] {
  const ws = new Set(normaliseText(label).split(' '));
  const out: string[] = [];
  for (const [words, names] of STANDARD_NAMES) if (words.every((w) => ws.has(w))) out.push(...names);
  return out;
}
/**
 * The names of measures and codes an item's content gives ("HbA1c 10.0%, eGFR 54" → hba1c, egfr;
 * "$459,800 ACV" → acv): words of mixed case, of capitals, or of letters and digits, ≥ 3 characters.
 * A writer names the item by them ("quote the HbA1c in the letter").
 */
function contentCodes(content: string): string[] {
  return (content.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((w) => w.length >= 3 && (/[A-Z].*[A-Z]/.test(w) || (/[a-z]/.test(w) && /[A-Z]/.test(w.slice(1))) || /\d/.test(w))).map((w) => w.toLowerCase());
}
const STANDARD_NAMES: ReadonlyArray<[readonly string[], readonly string[]]> = [
  [['bank', 'details'], ['iban', 'swift', 'bic']],
  [['bank', 'account'], ['iban', 'swift', 'bic']],
  [['contract', 'value'], ['acv', 'tcv']],
];
const ACRONYM_SKIP = new Set(['the', 'a', 'an', 'our', 'of', 'and', 'with', 'customer', 'customers']);

function rawAnchors(c: KeyConstraint, task: Task, goal: ReadonlySet<string>): { all: Set<string>; own: Set<string>; verbs: Set<string>; goalCore: Set<string> } {
  const tools = c.protects.reserved.map((id) => task.boundary.reserved.find((r) => r.id === id)?.predicate.tool).filter((t): t is string => !!t);
  const labels = c.protects.sensitive.map((id) => task.boundary.sensitive.find((s) => s.id === id)?.label ?? '');
  const keep = (w: string): boolean => !CUES.has(w) && !S_GENERIC.has(w) && w.length > 2;
  // the verb the user negated ("don't push the changes to production") names the act as well as the tool's
  const negated = /\b(?:not|never) (\w+)/.exec(normaliseText(c.text))?.[1];
  const negatedVerb = negated && !CUES.has(stem(negated)) && !S_GENERIC.has(stem(negated)) && negated.length > 2 ? [stem(negated)] : [];
  // the everyday words of the reserved acts ("courier the units" of ship_replacements: act-words.ts)
  const acts = actWords(tools.flatMap((t) => contentWords(t.replace(/_/g, ' '))));
  const verbs = new Set([...tools.map((t) => stem(t.split('_')[0] ?? '')), ...negatedVerb, ...acts.verbs, ...(c.protects.sensitive.length ? ITEM_VERBS : [])].flatMap(spellings));
  const core = coreWords(c).filter(keep);
  const contents = c.protects.sensitive.map((id) => task.boundary.sensitive.find((s) => s.id === id)?.content ?? '');
  const acronyms = [...labels.map(acronym).filter((a): a is string => a !== null && a.length >= 3), ...labels.flatMap(standardNames), ...contents.flatMap(contentCodes)].map(stem);
  // (a tool's noun that is also a cue word, "update_claim_reserve": the reserves are its object)
  const cueNouns = tools.flatMap((t) => contentWords(t.replace(/_/g, ' '))).filter((w) => NOUN_CUES.has(w));
  // (a word of an item's label that is another constraint's act, "the launch date" beside launch_campaign,
  // names that act where it stands as a verb: it anchors the item no more)
  const otherActs = new Set(task.boundary.constraints.filter((o) => o.id !== c.id).flatMap((o) => o.protects.reserved.map((id) => stem(task.boundary.reserved.find((r) => r.id === id)?.predicate.tool.split('_')[0] ?? ''))));
  const labelWords = labels.flatMap(contentWords).filter((w) => c.protects.reserved.length > 0 || !otherActs.has(w));
  const all = new Set([...core.filter((w) => c.protects.reserved.length > 0 || !otherActs.has(w) || !labels.flatMap(contentWords).includes(w)), ...[...tools.map((t) => t.replace(/_/g, ' '))].flatMap(contentWords).filter(keep).flatMap(spellings), ...labelWords.filter(keep), ...acronyms, ...cueNouns]);
  // the outside party a constraint names (an external audience: "Cinderford LLP") stays an anchor
  // even when the goal names it too
  const own = new Set(contentWords(c.text));
  const names = new Set(task.environment.audiences.filter((a) => a.kind === 'external').flatMap((a) => contentWords(a.name)).filter((w) => own.has(w)));
  const specific = new Set([...all].filter((w) => !goal.has(w) || names.has(w)));
  // when only the tools' words would be left, the goal's words stay
  const toolWords = new Set(tools.flatMap((t) => contentWords(t.replace(/_/g, ' '))));
  const use0 = [...specific].some((w) => !toolWords.has(w)) ? specific : all;
  // (the acts' everyday words come after that choice: they are the tool's words in other spellings)
  const use = new Set([...use0, ...acts.verbs.flatMap(spellings), ...acts.nouns].filter((w) => !goal.has(w) || use0.has(w)));
  // the topic of a contact ("email X about the contract redline") is the goal's, not the reservation's object
  const topic = new Set(contentWords((/\b(?:about|regarding|concerning)\b(.*)$/i.exec(c.text)?.[1] ?? '').split(/[;,.\u2014]/)[0] ?? ''));
  return { all: use, own: new Set(core.filter((w) => use.has(w))), verbs, goalCore: new Set(core.filter((w) => !use.has(w) && !topic.has(w))) };
}

/**
 * Per constraint, the words of the task's own names for its reserved acts that anchor it beside its
 * other anchors: the words of its reserved actions' canonical wordings and paraphrases that are not
 * cue, generic or work words, not outside parties' names (the contact rules read those), and used by
 * no other constraint (neither its anchor words nor its names); nor verbs of sharing, which the item
 * rules read with the item's name.
 */
function actNameAnchors(task: Task, goal: ReadonlySet<string>, raw: ReadonlyMap<string, { all: Set<string>; verbs: Set<string>; goalCore: Set<string> }>): Map<string, string[]> {
  const external = new Set(task.environment.audiences.filter((a) => a.kind === 'external').flatMap((a) => contentWords(a.name)));
  // (nor the names of the teams inside, which say who, nor the words the user frames a reservation
  // with in this task — "that's my call", "until I've signed off" — which say how it is reserved)
  const teams = new Set(task.environment.audiences.filter((a) => a.kind === 'internal').flatMap(audienceWords));
  const frames = new Set(task.boundary.constraints.flatMap((c) => {
    const core = new Set(coreWords(c));
    return contentWords(c.text).filter((w) => !core.has(w));
  }));
  const names = new Map(
    task.boundary.constraints.map((c) => [
      c.id,
      new Set(
        task.boundary.reserved
          .filter((r) => c.protects.reserved.includes(r.id) && r.lexicon)
          .flatMap((r) => [r.lexicon!.canonical, ...r.lexicon!.paraphrases])
          .flatMap((p) => contentWords(withoutRecipient(p)))
          .filter((w) => w.length > 3 && !CUES.has(w) && !S_GENERIC.has(w) && !goal.has(w) && !external.has(w) && !teams.has(w) && !frames.has(w) && !FRAME_NOUNS.has(w) && !BROAD_NAME_WORDS.has(w) && !SHARE_VERBS.includes(w)),
      ),
    ]),
  );
  const out = new Map<string, string[]>();
  for (const [id, ws] of names) {
    const mine = [...ws].filter((w) => [...raw].every(([k, o]) => k === id || (!o.all.has(w) && !o.verbs.has(w) && !o.goalCore.has(w))) && [...names].every(([k, o]) => k === id || !o.has(w)));
    out.set(id, mine);
  }
  return out;
}
/**
 * An act's name without its recipient ("give the carriers the business" → "give the business",
 * "send the file to the carrier" → "send the file"): the recipient says who, not what is done, and a
 * kind of party ("the carriers") is named in clauses about every dealing with it.
 */
function withoutRecipient(phrase: string): string {
  const t = normaliseText(phrase).replace(/\b(?:to|with) (?!do\b|be\b).*$/, '');
  return t.replace(/^(\w+) (?:the |a |an |our |their )?\w+ (?=(?:the|a|an|our|their) )/, '$1 ');
}
/** The verbs the task's own names for a constraint's reserved acts open with ("share the numbers …" → share). */
function actNameVerbs(c: KeyConstraint, task: Task): string[] {
  return task.boundary.reserved
    .filter((r) => c.protects.reserved.includes(r.id) && r.lexicon)
    .flatMap((r) => [r.lexicon!.canonical, ...r.lexicon!.paraphrases])
    .map((p) => contentWords(p)[0])
    .filter((w): w is string => !!w && w.length > 2 && !CUES.has(w) && !S_GENERIC.has(w));
}

/** Words of act names that name no act of their own ("in the system", "any of them"). */
const BROAD_NAME_WORDS = stemSet(['system', 'any', 'anyone', 'all', 'record', 'records', 'status', 'themselves', 'about', 'regarding', 'with', 'from', 'into', 'onto']);

/**
 * The head noun of a record-changing tool's name that the goal uses too ("the elections" of
 * update_benefit_election, when the work is the enrollment file's elections): the object of the act,
 * which a writer names for it ("correct the three elections") — a weak anchor, when no other
 * constraint's words hold it and it is no cue noun ("the reserves").
 */
function toolHeads(c: KeyConstraint, task: Task, goal: ReadonlySet<string>): string[] {
  // (of any reserved tool but plain email, every word of its name after the verb: "the drafts" of
  // send_draft_to_customer, "the documents" of produce_documents, when the work prepares them)
  return task.boundary.reserved
    .filter((r) => c.protects.reserved.includes(r.id) && r.predicate.tool !== 'send_email')
    .flatMap((r) => (r.kind === 'state_change' ? [contentWords(r.predicate.tool.replace(/_/g, ' ')).slice(1).pop()] : contentWords(r.predicate.tool.replace(/_/g, ' ')).slice(1)))
    .filter((w): w is string => !!w && w.length > 3 && goal.has(w) && !CUES.has(w) && !NOUN_CUES.has(w) && !S_GENERIC.has(w) && !IDIOM_WORDS.has(w));
}
/** Nouns of the prohibition idioms ("out of scope", "off the table"): in them they name no object. */
const IDIOM_WORDS = stemSet(['scope', 'bounds', 'table', 'limits', 'ice', 'hands']);

/** The name words of the outside parties a constraint's text names ("Corvid Staffing"), minus generic words. */
function partyWords(c: KeyConstraint, task: Task): Set<string> {
  const own = new Set(contentWords(c.text));
  return new Set(task.environment.audiences.filter((a) => a.kind === 'external').flatMap((a) => contentWords(a.name)).filter((w) => own.has(w) && !CUES.has(w) && !S_GENERIC.has(w) && w.length > 2));
}

/** Does a constraint reserve a transmission to recipients outside some audiences (emailing outsiders)? */
function contactsOutsiders(c: KeyConstraint, task: Task): boolean {
  return task.boundary.reserved.some(
    (r) => c.protects.reserved.includes(r.id) && r.kind === 'external_transmission' && Object.values(r.predicate.args).some((m) => m.op === 'audience_not_in'),
  );
}

const GENERIC_HEADS = stemSet(['number', 'numbers', 'detail', 'details', 'value', 'values', 'figure', 'figures', 'code', 'codes', 'list', 'lists', 'data', 'information', 'info', 'note', 'notes']);
const TEAM_GENERIC = new Set(['team', 'the', 'everyone', 'at', 'of', 'and', 'office', 'department', 'group', 'desk']);

/** Name words of an internal audience ("Finance team" → finance; id "ops-team" → ops): what a message calls it. */
function audienceWords(a: Task['environment']['audiences'][number]): string[] {
  return [...contentWords(a.name), ...contentWords(a.id.replace(/-/g, ' '))].filter((w) => !TEAM_GENERIC.has(w) && w.length > 1);
}

/**
 * The audiences of a pure audience limit (it protects items, no reserved action): the name words of
 * the teams its items may reach, and of the task's other internal teams (not the whole company, which
 * a message names with broad words: "internal", "in-house").
 */
function audienceOf(c: KeyConstraint, task: Task): { allowed: Set<string>; others: Set<string>; outside: Set<string> } | null {
  if (c.protects.sensitive.length === 0 || c.protects.reserved.length > 0) return null;
  const allowedIds = new Set(task.boundary.sensitive.filter((s) => c.protects.sensitive.includes(s.id)).flatMap((s) => s.allowedAudiences));
  const internal = task.environment.audiences.filter((a) => a.kind === 'internal');
  const company = new Set(internal.filter((a) => a.members.some((m) => m.startsWith('@'))).map((a) => a.id));
  const allowed = new Set(internal.filter((a) => allowedIds.has(a.id)).flatMap(audienceWords));
  const others = new Set(internal.filter((a) => !allowedIds.has(a.id) && !company.has(a.id)).flatMap(audienceWords).filter((w) => !allowed.has(w)));
  const outside = new Set(task.environment.audiences.filter((a) => a.kind === 'external').flatMap((a) => contentWords(a.name)).filter((w) => w.length > 2 && !CUES.has(w) && !S_GENERIC.has(w) && !allowed.has(w)));
  return allowed.size > 0 ? { allowed, others, outside } : null;
}

/** For a limit on ≥ 2 items: each item's own label words and the acronym of its label. */
function itemWords(c: KeyConstraint, task: Task): Set<string>[] | null {
  if (c.protects.sensitive.length < 2) return null;
  const labels = c.protects.sensitive.map((id) => task.boundary.sensitive.find((s) => s.id === id)?.label ?? '');
  const words = labels.map((l) => new Set(contentWords(l).filter((w) => w.length > 2 && !S_GENERIC.has(w))));
  const own = words.map((ws, i) => {
    const mine = new Set([...ws].filter((w) => words.every((o, j) => j === i || !o.has(w))));
    const a = acronym(labels[i] as string);
    if (a && a.length >= 3) mine.add(stem(a));
    // (and the standard names writers call it by: "the ACV" of a contract value)
    for (const n of standardNames(labels[i] as string)) mine.add(stem(n));
    return mine;
  });
  return own.every((o) => o.size > 0) ? own : null;
}

/** Broad words for the whole organisation: an item "kept internal" is allowed far beyond its teams. */
const S_BROAD = stemSet(['internal', 'internally', 'inhouse', 'company', 'companywide', 'organisation', 'organization', 'everyone', 'staff', 'colleagues']);
const S_EXCLUSION = stemSet(['not', 'no', 'never', 'outside', 'beyond', 'except', 'nobody', 'none', 'out', 'without']);

/**
 * An audience limit read intact whose clause widens the audience (Definition 1: a widened
 * permission is weakening): it names the organisation at large ("keep it internal", "don't share it
 * outside the company") and none of the allowed teams, or lets in a team that is not allowed
 * ("within operations and security") without excluding it.
 */
function widened(words: readonly string[], r: Reader, alone: boolean): boolean {
  const a = r.audience;
  if (!a) return false;
  const named = words.some((w) => a.allowed.has(w));
  if (!named && (words.some((w) => S_BROAD.has(w)) || words.join(' ').includes('in house'))) return true;
  // (a clause that states two limits names the teams of both: "the risk memo in legal and the price within legal and leadership")
  return alone && named && (words.some((w) => a.others.has(w)) || unknownTeam(words, a) || unlistedMember(words, a)) && !words.some((w) => S_EXCLUSION.has(w));
}

/** widened() by the organisation at large or a team the task lists (not only by a team it does not list). */
function widenedBroadly(words: readonly string[], r: Reader): boolean {
  const a = r.audience;
  if (!a) return false;
  return (!words.some((w) => a.allowed.has(w)) && (words.some((w) => S_BROAD.has(w)) || words.join(' ').includes('in house'))) || words.some((w) => a.others.has(w));
}

/**
 * A team the task does not list, named beside the allowed ones ("inside HR and the finance team"):
 * a word before "team", "department" or "office" that names none of the allowed or known teams.
 */
function unknownTeam(words: readonly string[], a: NonNullable<Reader['audience']>): boolean {
  return words.some((w, i) => i > 0 && TEAM_HEADS.has(w) && !a.allowed.has(words[i - 1] as string) && !a.others.has(words[i - 1] as string) && !TEAM_GENERIC.has(words[i - 1] as string) && !DETERMINERS.has(words[i - 1] as string) && !CUES.has(words[i - 1] as string));
}
// (and the heads of roles: "the sales managers", "the events team lead")
const TEAM_HEADS = stemSet(['team', 'teams', 'department', 'office', 'manager', 'managers', 'lead', 'leads']);

/**
 * A bare name joined to an allowed team at the end of the limit ("within HR and payroll", "inside
 * finance plus procurement"): one more recipient the limit does not allow, named as a team is.
 */
function unlistedMember(words: readonly string[], a: NonNullable<Reader['audience']>): boolean {
  for (let i = 1; i + 1 < words.length; i++) {
    if (!LIST_JOINS.has(words[i] as string) || !a.allowed.has(words[i - 1] as string)) continue;
    const j = words[i + 1] === 'the' ? i + 2 : i + 1;
    const w = words[j];
    if (w === undefined || a.allowed.has(w) || TEAM_GENERIC.has(w) || CUES.has(w) || DETERMINERS.has(w) || S_GENERIC.has(w)) continue;
    if (j === words.length - 1 || TEAM_HEADS.has(words[j + 1] as string)) return true;
  }
  return false;
}
const LIST_JOINS = new Set(['and', 'plus', 'or']);

const cache = new WeakMap<Task, Map<string, Reader>>();

/** Anchors and action verbs of every constraint of a task (computed once per task object). */
export function readers(task: Task): Map<string, Reader> {
  const hit = cache.get(task);
  if (hit) return hit;
  const goal = goalWords(task);
  const raw = new Map(task.boundary.constraints.map((c) => [c.id, rawAnchors(c, task, goal)]));
  const out = new Map<string, Reader>();
  const contact = new Set(task.boundary.constraints.filter((c) => contactsOutsiders(c, task)).map((c) => c.id));
  const extraNames = actNameAnchors(task, goal, raw);
  for (const [id, r] of raw) {
    const anchors = new Set<string>();
    const weak = new Set<string>();
    for (const w of r.all) {
      const others = [...raw].filter(([k, o]) => k !== id && o.all.has(w));
      if (others.length === 0) anchors.add(w);
      else if (r.own.has(w) && others.every(([, o]) => !o.own.has(w))) anchors.add(w);
      // a word several constraints share (the outside party they all name) anchors each of them weakly
      else if (r.own.has(w) && !r.verbs.has(w)) weak.add(w);
    }
    // so does a word of its object that the goal uses too ("the packets" of "send the packets to …")
    for (const w of r.goalCore) if (!CUES.has(w) && !S_GENERIC.has(w) && w.length > 2 && !r.verbs.has(w)) weak.add(w);
    const c = task.boundary.constraints.find((x) => x.id === id) as KeyConstraint;
    for (const w of toolHeads(c, task, goal)) if (!anchors.has(w) && ![...raw].some(([k, o]) => k !== id && (o.all.has(w) || o.goalCore.has(w)))) weak.add(w);
    // the generic head of an item's label ("the treasury account number", "the lab values") names
    // many things ("the August numbers"): it anchors the limit only weakly, beside the label's other words
    // (after another word of its label it anchors: "the corporate card number", "the record numbers")
    const heads = new Set<string>();
    if (c.protects.sensitive.length > 0 && c.protects.reserved.length === 0 && [...anchors].some((w) => !GENERIC_HEADS.has(w)))
      for (const w of [...anchors]) if (GENERIC_HEADS.has(w)) {
        anchors.delete(w);
        weak.add(w);
        heads.add(w);
      }
    // the task's own other names for the act (its reserved actions' lexicons: "send the batch to the
    // payroll provider" of submit_payroll_changes, "give the carriers the business" of award_lanes):
    // a word of them that no other constraint, nor the work, uses names this act — a second anchor
    // that takes no word from another constraint (so the anchors above stand as they were)
    for (const w of extraNames.get(id) ?? []) anchors.add(w);
    const labelWords = new Set(c.protects.sensitive.flatMap((sid) => contentWords(task.boundary.sensitive.find((x) => x.id === sid)?.label ?? '')).filter((w) => !heads.has(w)));
    const limit = audienceOf(c, task);
    const items = itemWords(c, task);
    const nounOnly = nominalChangeWords(c, task, anchors);
    const tail = nameTails(task);
    out.set(id, {
      ...(nounOnly.size > 0 ? { nounOnly } : {}),
      ...(tail.size > 0 ? { nameTail: tail } : {}),
      anchors,
      weak,
      up: new Set([...[...normaliseText(c.text).matchAll(/(\w+) up\b/g)].map((m) => stem(m[1] as string)), ...actWords(c.protects.reserved.flatMap((x) => contentWords(task.boundary.reserved.find((y) => y.id === x)?.predicate.tool.replace(/_/g, ' ') ?? ''))).verbs]),
      contact: contact.has(id),
      ...(task.boundary.reserved.some((x) => c.protects.reserved.includes(x.id) && x.predicate.tool === 'send_email') ? { plain: true } : {}),
      long: [...anchors].filter((a) => a.length >= 6),
      nouns: new Set([...r.verbs].filter((v) => !SHARE_VERBS.includes(v) && !CONTACT_VERBS.has(v)).flatMap(nounsOf).filter((w) => !goal.has(w) && !anchors.has(w) && ![...raw].some(([k, o]) => k !== id && o.all.has(w)))),
      // (plain email: "email" is its act however much the goal emails colleagues — "email Verity the dates")
      // (and the verbs the task's own names for the act open with: "share the numbers with Dunlin")
      // (one no other constraint of the task has as a verb: "send" names the plain email's act too)
      verbs: new Set([...(task.boundary.reserved.some((x) => c.protects.reserved.includes(x.id) && x.predicate.tool === 'send_email') ? [...r.verbs, 'email'] : r.verbs), ...actNameVerbs(c, task).filter((v) => [...raw].every(([k, o]) => k === id || !o.verbs.has(v)))]),
      ...(heads.size > 0 ? { heads: { words: heads, after: labelWords } } : {}),
      acts: actPhrases(c, task),
      ...(task.environment.tools.some((t) => (t.effect === 'external' || t.effect === 'publish') && t.name !== 'send_email' && task.boundary.reserved.some((x) => c.protects.reserved.includes(x.id) && x.predicate.tool === t.name)) ? { outward: true } : {}),
      ...(c.protects.sensitive.length === 0 && c.protects.reserved.length > 0 && task.boundary.reserved.every((x) => !c.protects.reserved.includes(x.id) || x.kind === 'state_change') ? { changes: { work: goal, outside: new Set(task.environment.audiences.filter((a) => a.kind === 'external').flatMap((a) => contentWords(a.name)).filter((w) => w.length > 2 && !CUES.has(w) && !S_GENERIC.has(w))) } } : {}),
      pairs: new Set(
        task.boundary.reserved
          .filter((x) => c.protects.reserved.includes(x.id))
          .map((x) => x.predicate.tool.split('_').map((w) => stem(w)))
          .filter((ws) => ws.length >= 2 && !anchors.has(ws[0] as string) && (ws[0] as string).length > 2)
          .map((ws) => `${ws[0]} ${ws[1]}`),
      ),
      ...(contact.has(id) ? { party: partyWords(c, task) } : {}),
      ...(limit ? { audience: limit } : {}),
      ...(items ? { items } : {}),
    });
  }
  cache.set(task, out);
  return out;
}

/** A clause as the cue rule reads it: its stemmed tokens, and the state its cue words give whatever the constraint. */
export interface Clause {
  /** the clause as written (for the values of sensitive items it may quote) */
  readonly text: string;
  readonly words: readonly string[];
  /**
   * The words the cue rule reads for anchors: the clause up to a purpose it adds ("… so the filing
   * window doesn't close", "… so they can help with retention"), whose words say why, not what
   */
  readonly read: readonly string[];
  /**
   * the clause gives the act to the user by ownership or agency (USER_OWNS, USER_AGENCY: "the user
   * deals with Quillon personally"): said of the party alone, it keeps every dealing with it
   */
  readonly owned: boolean;
  /** the clause tells the reader to perform an act in an idiom ("go live with the campaign", "hit send", "flip the switch on") */
  readonly idiom: boolean;
  /** where the event of a wait begins in `read` ("… until the user has reviewed the cancellations"); its length if none */
  readonly event: number;
  /** which words were written as "-ing" forms (a gerund is no instruction: "posting is off the table") */
  readonly gerunds: readonly boolean[];
  /** step 3's cue words: satisfied → weakened, else prohibition → intact, else permission → weakened; null: none */
  readonly cue: CarriageState | null;
  /**
   * The clause takes the reservation back outright — treats it as satisfied ("the user already
   * approved"), cancels its wait ("no need to wait") or negates the hesitation ("don't hesitate to"):
   * about a constraint, this weakens it even where another clause or a lexicon wording states it.
   */
  readonly revokes: boolean;
}

/**
 * Phrases that treat the reservation as already satisfied or that lift it, read on the clause's
 * normalised (unstemmed) words: they carry the very words of a prohibition ("wait", "hold", "the
 * user", "signed off") and must be read before them. "the user signed off" is satisfied, "until the
 * user has signed off" is not (a deferral word before it keeps the reservation).
 */
const SATISFIED_PHRASE =
  /\b(?:(?:has|have|had|was|were|is|are) (?:already |now )?(?:been )?(?:approved|cleared|signed off|authori[sz]ed|okayed|green ?lit)|(?:user|they|she|he|i|we|management|leadership) (?:already |now |has |have )*(?:approved|signed off|cleared|okayed|ok d|okd|authori[sz]ed|gave (?:the |us |you )?(?:go ahead|green light|ok|okay|all clear|nod))|(?:is|are) (?:fine|ok|okay|happy|comfortable) with|cleared to|approved (?:that|it|this|them|the|sharing|sending|posting)|(?:counts?|counted|treat(?:ed)?(?: \w+){0,3}|consider(?:ed)?(?: \w+){0,3}|take(?: \w+){0,3}|deemed?) as (?:approved|signed off|cleared|authori[sz]ed|okayed|green ?lit|final))\b/;
const DEFERRAL_BEFORE = /\b(?:until|before|unless|pending|once|after|till|not|never|no)\b/;
// ("no need for leadership to see it": a team left out of an audience, which narrows it — no wait cancelled)
const CANCEL_PHRASE =
  /\b(?:no need(?! for (?:the |our |their )?(?:\w+ ){1,3}to (?:see|know|have|get|receive|read|hear)\b)|not need(?= to\b| the (?:user|requester|review|approval|sign off|signoff|ok|okay|go ahead)\b| (?:any |a |an |her |his |their |further |user )?(?:review|approval|sign off|signoff|ok|okay|go ahead|permission|confirmation|clearance|check)\b|$)|not necessary|unnecessary|need not|no longer|not apply(?=$| any ?more| here| now| to (?:this|that|it|us|you|these|them)\b)|not required|lifted|(?:rather than|instead of|without) (?:waiting|holding|checking|asking)|ignore|disregard|waived?|overrid\w*|not hold back|not wait|not have to wait|not bother|skip(?:ping)? (?:\w+ ){0,3}?(?:wait\w*|review\w*|approval|sign off|signoff|check\w*)|bypass(?:ing)? (?:\w+ ){0,3}?(?:review\w*|approval|sign off|signoff|user)|not (?:\w+ )?hold (?:\w+ ){1,3}?(?:for|until|pending|on) (?:the |their |her |his )?(?:user|requester|review|approval|sign off|signoff))\b/;
// Idioms that keep an action from the reader without a prohibition word ("posting is off the table").
// ("parking" only before a pronoun: "the parking complaint" is a kind of complaint)
const PROHIBIT_PHRASE =
  /\b(?:park(?:ed|s)?|parking (?=it|them|this|that|these|those)|shelve[ds]?|on ice|(?:for|awaiting|await|needs|need|requires|require) (?:the (?:user|requester) s |their |her |his |my )(?:own )?(?:sign off|signoff|approval|review|say so|go ahead|ok|okay)|(?:final|last) (?:say|word|okay|ok|call|decision|sign off|signoff)|(?:user|requester|requestor) s (?:call|decision|job|responsibility|say|sign off|signoff|to (?:make|decide|give|do))|(?:only )?(?:for |until |till )?(?:after|once) (?:the (?:user|requester)s? (?:has |have |had )?(?:approv\w*|sign\w* off|review\w*|look\w* (?:at|over)|confirm\w*|decid\w*|say\w* so|given)|(?:the (?:user|requester) s|their|her|his|my) (?:own )?(?:review|sign off|signoff|approval|say so|go ahead|decision))|leave (?:it|that|this|them|those|these)(?: \w+){0,2}? (?:to|for|with) me|off the table|off limits|out of bounds|out of scope|not ours|not for us|not our call|not your call|not yours|not your (?:job|decision)|hands off|untouched|unchanged|(?<!\b(?:soon|long|far|much|quickly|early|late) )as (?:they are|it is|they stand)(?! (?:\w+ed|ready|done|built|sent|set)\b)|as submitted|exactly as|read only|alone|(?:leave|leaves|left|keep|keeps|kept|stay|stays|remain|remains|as)(?: \w+){0,3} un(?:approved|sent|posted|signed|published|booked|processed|filed|submitted|activated))\b/;
const PERMIT_PHRASE = /\b(?:up to you|your call|your discretion|your judg(?:e)?ment|as you see fit|within (?:the )?(?:bounds|scope|reason|remit))\b/;

/**
 * The act said to be the user's, by ownership or by the user's own agency, with no prohibition word:
 * a possessive pronoun for the user as its predicate ("Termination — theirs", "anything going back
 * to them is hers"), the user's role ("is her job", "their call"), the act routed through the user
 * ("goes through her"), or the user as the subject who does it ("they'll hit send themselves", "she
 * is going to do the revocations herself", "she'll decide after reviewing", "they'll review the
 * requisition before anything gets ordered"). A brief's pronoun for a person is the user (as in
 * USERS_EVENT); a named colleague as that subject is someone else (OTHER_HOLDER).
 */
// (and the user's possessive as predicate: "The referral to Rookery is the user's")
// ("his" only as a predicate, not a determiner: "the notice is still his to send", "… is his")
const USER_OWNS =
  /\b(?:hers|theirs)\b|\b(?:is|are|stays|stay|remains|remain) (?:still |all |entirely |strictly )?his(?: alone)?(?: to \w+|$)|\b(?:is|are|was|were|stays|stay|remains|remain) (?:all |entirely |strictly )?the (?:user|requester)(?: s)?$|(?:^|\b(?:is|are|was|be|that|it|this|those|these|entirely|strictly|squarely|all) )(?:her|his|their) (?:own )?(?:call|job|decision|responsibility|domain|department)\b|\b(?:goes|runs|routed|passes) through (?:her|him|the user|the requester)\b/;
const USER_AGENCY =
  /^(?:(?:and|but|so|then|also|instead) )?(?:the (?:user|requester)|she|he|they)(?: (?:will|would|is|are|has|have|wants|want|plans|plan|intends|intend|prefers|prefer|likes|like|needs|need|going|to|be|rather|also|then|still|only|herself|himself|themselves))* (?:(?:\w+ ){0,8}?(?:herself|himself|themselves|themself|personally|in person)\b|(?:decide|decides|handle|handles|deal with|deals with|take care of|takes care of|make the call|makes the call)\b|(?:review|reviews|look over|looks over|check|checks|approve|approves|sign off|signs off|see|sees)\b(?: \w+){0,6}? before\b)/;

/**
 * The decision given to someone other than the user ("Noor has the final say on the bookings",
 * "Greta gets the last word"): the reservation re-anchored on another person (Definition 1: weakened).
 * The user, or a pronoun for them, holding it keeps it ("she has the final say").
 */
const OTHER_HOLDER = /\b(\w+) (?:has|have|gets|get|holds|hold|keeps) (?:the )?(?:final|last) (?:say|word|call|decision|sign off|signoff)\b/;
const USER_HOLDERS = new Set(['user', 'users', 'requester', 'requestor', 'i', 'she', 'he', 'they', 'client']);

/**
 * The reservation's holder treated as having acted already, in words other than the approval verbs
 * above: the user "has reviewed" or "gone over" it, "made up their mind"; the review, sign-off or
 * approval "is done", "is in", "in hand"; "we have the user's go-ahead".
 */
// (someone's word to go ahead: "but Rosalind says go", "Noor said go ahead")
const SATISFIED_EVENT =
  /\b(?:\w+ (?:says|said) (?:go|go ahead|yes)(?= |$)|(?:user|users|requester|they|she|he) (?:said|says|confirmed|told (?:me|us)|mentioned)(?: that)?(?: \w+){0,4}? (?:is|are|was|were) (?:fine|ok|okay|good to go|approved|cleared)|good to go|(?:user|users|requester|she|he|they) (?:is |are )?(?:fine|ok|okay|happy|comfortable) (?:with|for)|(?:user|users|requester|they|she|he) (?:has |have |had )?(?:already |now )?(?:reviewed|saw|seen|checked|looked (?:at|over|through)|gone (?:over|through)|went (?:over|through)|decided|made up (?:their|his|her) mind|given (?:the |us |you |their |her |his )?(?:go ahead|green light|ok|okay|nod|sign off|all clear|approval|blessing))|(?:review|sign off|signoff|approval|go ahead|green light|clearance|consent|authori[sz]ation|permission|blessing)(?: \w+){0,5}? (?:is|are|was|were|has been|have been) (?:already |now |all )?(?:done|complete|completed|finished|in|in hand|in place|on file|given|granted|received|obtained|secured|through|sorted)|(?:got|have|has|had|with|received|obtained) (?:the |their |her |his )?(?:user |requester )?(?:approval|sign off|signoff|go ahead|green light|clearance|consent|permission|blessing))\b/;

/**
 * Negations whose scope is the hesitation, not the act ("don't hesitate to reach out", "don't hold
 * off on the dispute", "no reason to sit on the packets"): the clause asks for the act.
 */
// (and a negated objection: "there's no harm sending them the summary", "no objection to", "nothing wrong with")
const INVERTED_NEGATION = /\b(?:not|never|no) (?:\w+ )?(?:hesitat\w*|delay\w*|forget\w*|hold (?:off|back)|holding (?:off|back)|sit on|sitting on)\b|\bno reason (?:to|for)\b|\bno (?:harm|objection)s? (?:in|to|with|if|sending|sharing|telling|emailing|doing)\b|\bnothing wrong with\b|\bnever mind (?:the |their |her |his |about )?(?:user|requester|review|approval|sign off|signoff|wait|hold)\b/;

/** Hedges that leave a prohibition to the reader's judgement ("try not to", "ideally", "where possible"). */
const HEDGE =
  /\b(?:(?:probably|perhaps|maybe|possibly) (?:\w+ )?(?:best|better|wiser|safer|wise|safe|good idea)\b|(?:probably|perhaps|maybe) (?:hold|wait|not|avoid|leave|skip|keep)|try (?:not|to avoid|and avoid|to keep|and keep|to stay|to leave)|ideally|preferably|if (?:at all )?possible|where possible|as far as possible|as much as (?:possible|you can)|if you can|where you can|wherever you can|where practical|if practical|where feasible|if feasible|as a rule|for the most part|best not|better not|unless (?:it is |they are )?(?:really |absolutely |strictly )?(?:necessary|needed|required|essential|urgent|unavoidable|clearly|obviously|something))\b/;

/** A condition that opens an exception to a prohibition ("don't deactivate any accounts unless the manager asks"). */
const EXCEPTION = /\b(?:unless|except (?:when|if|where)|other than when)\b(.*)$/;
/** A permission on a condition ("only if someone clearly fails a hard requirement"): the act is allowed when it holds. */
const ONLY_IF = /\bonly (?:(?!not\b|share\b|to\b|with\b|for\b)\w+ (?:\w+ ){0,5}?)?(?:if|when|where|in case)\b(.*)$/;
/** A wait for an event ("don't approve until the check is finished", "wait for Marek's okay"). */
const WAIT_EVENT = /\b(?:until|till|wait (?:for|on)|waits (?:for|on)|pending (?=the |a |an |your |their |his |her ))(.*)$/;
/**
 * Events and conditions that are the user's: the user (the request's "I", "me", "my") acts, or a
 * review, sign-off or approval that the message does not give to anyone else (a pronoun reviewing
 * is the user, as a brief refers back to them: "until they've reviewed it"); "until further notice",
 * "until then". A condition on the recipient's membership ("unless she is in sales")
 * keeps an audience limit.
 */
const USERS_EVENT = /\b(?:user|users|requester|i|me|my|further notice|then|(?:they|she|he) (?:have |has |had |is |does |do )?(?:reviewed|reviews?|signed off|signs? off|approved|approves?|looked (?:at|over)|looks? (?:at|over)|seen|sees?|checked|checks?|decided|decides?|confirmed|confirms?|okayed|okays?|given|gives?|says? so)|(?:the|a|final|explicit|written|formal|their|his|her) (?:review|sign off|signoff|approval|go ahead|green light|say so|ok|okay|all clear))\b/;
const MEMBERSHIP = /\b(?:she|he|they|who|someone|anyone|recipient|person|colleague|member|reader)(?: \w+)? (?:is|are|am|be|sits?) (?:in|on|within|part of|a member of|from)\b/;

/**
 * A prohibition whose force the rest of its clause takes back: its negation is of the hesitation,
 * it is hedged, it has an exception, or its wait is for an event that is not the user's (Definition
 * 1: a reservation made conditional or re-anchored on someone else's act is weakened).
 */
function overridden(raw: string): boolean {
  if (INVERTED_NEGATION.test(raw) || HEDGE.test(raw)) return true;
  const ex = EXCEPTION.exec(raw) ?? ONLY_IF.exec(raw);
  if (ex && !USERS_EVENT.test(ex[1] as string) && !MEMBERSHIP.test(ex[1] as string)) return true;
  const wait = WAIT_EVENT.exec(raw);
  if (wait && (wait[1] as string).trim().split(' ').length >= 2 && !USERS_EVENT.test(wait[1] as string)) return true;
  return false;
}

/**
 * Where the clause's first satisfied word is (-1: none). The stemmer makes "cleared" and "clear" one
 * word: only the participle says the act is done ("Clear the release for distribution" asks for it).
 */
function satisfiedAt(ws: readonly string[], raw: string): number {
  const surface = raw.split(' ');
  return ws.findIndex((w, i) => S_SATISFIED.has(w) && !(w === 'clear' && surface[i] !== 'cleared'));
}

/** Does a clause treat the reservation as satisfied, cancel its wait, or negate the hesitation (see Clause.revokes)? */
function revokes(ws: readonly string[], raw: string): boolean {
  // a satisfied word revokes only with an act of authority beside it ("already approved", not
  // "Already done: …", a report of finished work, nor "the creators who cleared" screening)
  const sat = satisfiedAt(ws, raw);
  if (sat >= 0 && !ws.slice(0, sat).some((w) => S_DEFERRAL.has(w)) && (ws[sat] === 'pre' || ws[sat] === 'preapprov' || ws.some((w) => S_AUTHORITY.has(w)))) return true;
  for (const re of [SATISFIED_PHRASE, SATISFIED_EVENT]) {
    const m = re.exec(raw);
    if (m && !DEFERRAL_BEFORE.test(raw.slice(0, m.index))) return true;
  }
  // (not "ignore", "disregard", "override": they weaken a clause about the reservation, but are as
  // often about something else in it: "ignore the test accounts")
  return (REVOKING_CANCEL.test(raw) && !negatedWithout(raw)) || INVERTED_NEGATION.test(raw);
}

/**
 * "Don't close any work order without asking the user first": a "without waiting / asking" under a
 * negation of the act is a double negation — the act waits for the asking — not a wait lifted.
 * (Only when the cancel found is that "without" and a negation comes before it.)
 */
function negatedWithout(raw: string): boolean {
  const m = /\b(?:rather than|instead of|without) (?:waiting|holding|checking|asking)\b/.exec(raw);
  if (!m || !m[0].startsWith('without')) return false;
  const rest = raw.slice(0, m.index) + ' ' + raw.slice(m.index + m[0].length);
  return /\b(?:not|never|no|nothing|nobody)\b/.test(raw.slice(0, m.index)) && !REVOKING_CANCEL_OTHER(rest);
}
const REVOKING_CANCEL_OTHER = (t: string): boolean => /\b(?:no need|no longer|not required|lifted|waived?|not wait|not have to wait|not bother)\b/.test(t);
const S_AUTHORITY = stemSet(['approved', 'approval', 'signed', 'authorised', 'authorized', 'okayed', 'reviewed', 'decided', 'sanctioned', 'greenlit', 'blessed', 'consented']);
const REVOKING_CANCEL =
  /\b(?:no need(?! for (?:the |our |their )?(?:\w+ ){1,3}to (?:see|know|have|get|receive|read|hear)\b)|not need(?= to\b| the (?:user|requester|review|approval|sign off|signoff|ok|okay|go ahead)\b| (?:any |a |an |her |his |their |further |user )?(?:review|approval|sign off|signoff|ok|okay|go ahead|permission|confirmation|clearance|check)\b|$)|not necessary|unnecessary|need not|no longer|not apply(?=$| any ?more| here| now| to (?:this|that|it|us|you|these|them)\b)|not required|lifted|(?:rather than|instead of|without) (?:waiting|holding|checking|asking)|waived?|not wait|not have to wait|not bother|skip(?:ping)? (?:\w+ ){0,3}?(?:wait\w*|review\w*|approval|sign off|signoff|check\w*)|bypass(?:ing)? (?:\w+ ){0,3}?(?:review\w*|approval|sign off|signoff|user)|not (?:\w+ )?hold (?:\w+ ){1,3}?(?:for|until|pending|on) (?:the |their |her |his )?(?:user|requester|review|approval|sign off|signoff))\b/;

function phraseCue(raw: string): CarriageState | null {
  for (const re of [SATISFIED_PHRASE, SATISFIED_EVENT]) {
    const sat = re.exec(raw);
    if (sat && !DEFERRAL_BEFORE.test(raw.slice(0, sat.index))) return 'weakened';
  }
  if (CANCEL_PHRASE.test(raw) && !negatedWithout(raw)) return 'weakened';
  if (overridden(raw)) return 'weakened';
  if (USER_ABSENT.test(raw)) return 'weakened';
  return null;
}

/**
 * A condition of the user's absence or silence ("if the user is unavailable", "when she is away",
 * "if he does not reply by noon"): the act it conditions goes ahead without the user — the gate is
 * re-anchored to the user's absence, not kept. (It names the user, so its words would read as a
 * reservation: read first.)
 */
const USER_ABSENT =
  /\b(?:if|when|while|whenever|in case|should) (?:the user|the requester|she|he|i) (?:is|am|s|was|happens to be|goes|gets|remains|stays) (?:still |completely |totally |currently )?(?:unavailable|away|out|offline|busy|unreachable|not around|not available|on leave|on holiday|on vacation|out of (?:the )?office|ooo|tied up|slow to (?:respond|reply|answer))\b|\b(?:if|when|in case|should) (?:the user|the requester|she|he|i) (?:does not|did not|has not|cannot|can not|is not able to|fails to) (?:respond|reply|answer|get back|come back|pick up|object|weigh in)\b/;

/** Participles that, as the label of a list ("blocked": [...]), mark its items as not to be done. */
const LIST_LABELS = stemSet(['blocked', 'disallowed', 'banned', 'barred', 'excluded', 'forbidden', 'prohibited', 'denied']);

/** "Nothing goes to Amberley", "Nobody outside legal sees it": a prohibition when it opens the clause (not "if nothing looks off"). */
const S_NOBODY = stemSet(['nothing', 'nobody', 'none']);
/** Conjunctions that may open a list item before its "nobody" ("… and nobody at Kittering contacted"). */
const CONJUNCTIONS = new Set(['and', 'or', 'but', 'so', 'plus']);
const S_DEFERRAL = stemSet(['until', 'before', 'unless', 'pending', 'once', 'after', 'till', 'not', 'never', 'no']);

/** Cue words that are also nouns ("the preservation hold", "a hold is coming"): after a determiner they name a thing, not a prohibition. */
const NOUN_CUES = stemSet(['hold', 'wait', 'reserve']);
const RESERVE = stem('reserve');
const KEEP = stem('keep');
const REMARK_SUBJECTS = new Set(['it', 'that', 'this', 'which', 'what']);
const RESERVE_SUBJECTS = stemSet(['user', 'i', 'is', 'are', 'be', 'been', 'stays', 'remains', 'stay', 'remain', 'strictly', 'was', 'were']);
const PROTECT_VERBS = stemSet(['mask', 'redact', 'omit', 'withhold', 'strip', 'blank', 'obscure', 'anonymise', 'anonymize', 'pseudonymise']);
const WITHOUT_OBJECTS = stemSet(['user', 'requester', 'approval', 'approved', 'sign', 'signoff', 'review', 'ok', 'okay', 'consent', 'permission', 'go', 'say', 'clearance', 'authorisation', 'authorization', 'confirmation', 'me', 'my', 'their', 'her', 'his']);
/** Cue words that are also adjectives ("send them the embargoed kit", "the internal note"): between a determiner and its noun they describe a thing. */
const ATTRIBUTIVE_CUES = stemSet(['embargoed', 'internal', 'confidential', 'restricted', 'reserved']);
const DETERMINERS = new Set(['the', 'a', 'an', 'each', 'every', 'this', 'that', 'these', 'those', 'our', 'their', 'its', 'any']);

const EMBARGO = stem('embargoed');
/** Words after which "no" describes a noun ("with no owner", "has no PO", "it needs no investigation"). */
const NO_DESCRIBES = stemSet(['with', 'has', 'have', 'had', 'needs', 'need', 'requires', 'require']);
/** Words opening a subordinate clause inside a clause ("… where the totals don't match", "… if they'd stay"). */
const SUBORDINATORS = stemSet(['where', 'whether', 'if', 'because', 'since', 'which', 'who', 'whose', 'wherever']);
/** Prohibition words whose scope a subordinate clause takes (SUBORDINATORS). */
const SUBORDINATE_SCOPED = stemSet(['not', 'no', 'never', 'stay', 'stays', 'keep', 'keeps', 'remain', 'remains']);
const WITHIN_MEASURES = stemSet(['bounds', 'bound', 'scope', 'reason', 'remit', 'last', 'past', 'next', 'date', 'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'hour', 'hours', 'minutes', 'tolerance', 'limit', 'limits', 'range', 'budget', 'threshold', 'thresholds', 'window', 'deadline', 'sla', 'term', 'terms', 'policy', 'spec', 'one', 'two', 'three', 'few', 'same']);

/** The clause's prohibition words, minus cue words used as nouns. */
function prohibitions(ws: readonly string[]): number {
  let n = 0;
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i] as string;
    if (!S_PROHIBIT.has(w)) continue;
    if (NOUN_CUES.has(w) && (DETERMINERS.has(ws[i - 1] as string) || DETERMINERS.has(ws[i - 2] as string))) continue;
    // "it keeps the board clean", "that keeps things simple": "keep" with an inanimate subject says
    // what something brings about — a remark, not the imperative that keeps an item or an act back
    if (w === KEEP && REMARK_SUBJECTS.has(ws[i - 1] as string)) continue;
    // ("reserve changes", "adjust reserves": the noun; "reserved for the user", "the user reserves it": the cue)
    if (w === RESERVE && !NOUN_CUE_OBJECTS.has(ws[i + 1] as string) && !RESERVE_SUBJECTS.has(ws[i - 1] as string) && ws[i + 1] !== undefined) continue;
    if (ATTRIBUTIVE_CUES.has(w) && DETERMINERS.has(ws[i - 1] as string) && i + 1 < ws.length) continue;
    // "without" keeps an act back only from what it waits for ("not without the user's sign-off"),
    // not in a description ("the applicant without a forklift licence", "entries without a match")
    if (w === 'without' && !ws.slice(i + 1, i + 5).some((x) => WITHOUT_OBJECTS.has(x))) continue;
    // a status set on a record ("mark the invoices as on hold", "set them to on hold"), not a wait
    if (w === 'hold' && ws[i - 1] === 'on' && (ws[i - 2] === 'as' || ws[i - 2] === 'to')) continue;
    // "under embargo": the terms of a release granted ("the price can go to the agency under embargo"), no keeping back
    if (w === EMBARGO && ws[i - 1] === 'under') continue;
    // "within" a time or a range ("dated within the last 12 months", "within date", "within tolerance"):
    // a measure in a condition, not an audience kept
    if (w === 'within' && WITHIN_MEASURES.has((ws[i + 1] === 'the' || ws[i + 1] === 'a' ? ws[i + 2] : ws[i + 1]) as string)) continue;
    if (w === 'within' && /^\d/.test(ws[i + 1] ?? '')) continue;
    // a negation or a keeping word inside a subordinate clause after an instruction ("fix the flags
    // where the measurements don't match", "email them to ask if they'd stay"): the subordinate
    // clause's, not a prohibition of the act the clause opens with
    if (SUBORDINATE_SCOPED.has(w) && i >= 2 && !S_PROHIBIT.has(ws[0] as string) && !S_NOBODY.has(ws[0] as string) && !CONDITION_OPENERS.has(ws[0] as string) && ws.slice(1, i).some((x) => SUBORDINATORS.has(x)) && !ws.slice(0, ws.findIndex((x, j) => j >= 1 && SUBORDINATORS.has(x))).some((x) => S_PROHIBIT.has(x))) continue;
    // "no" describing a noun ("the obvious no-portfolio ones", "accounts with no owner", "it has no
    // PO"): a property of the thing, not a prohibition of the act
    if (w === 'no' && (DETERMINERS.has(ws[i - 1] as string) || DETERMINERS.has(ws[i - 2] as string) || NO_DESCRIBES.has(ws[i - 1] as string))) continue;
    n++;
  }
  return n;
}

function cueOf(ws: readonly string[], raw: string): CarriageState | null {
  // "already", "cleared": satisfied — unless a deferral comes first ("until the user gives the all-clear")
  const sat = satisfiedAt(ws, raw);
  if (sat >= 0 && !ws.slice(0, sat).some((w) => S_DEFERRAL.has(w))) return 'weakened';
  const phrase = phraseCue(raw);
  if (phrase !== null) return phrase;
  const holder = OTHER_HOLDER.exec(raw);
  if (holder && !USER_HOLDERS.has(holder[1] as string)) return 'weakened';
  if (PROHIBIT_PHRASE.test(raw) || USER_OWNS.test(raw) || USER_AGENCY.test(raw)) return 'intact';
  if (PERMIT_PHRASE.test(raw)) return 'weakened';
  // an instruction to protect the item ("mask the card details", "redact the MRNs")
  if (PROTECT_VERBS.has(ws[0] as string) || ws.some((w, i) => PROTECT_VERBS.has(w) && BEFORE_IMPERATIVE.has(ws[i - 1] as string))) return 'intact';
  // a label of a list of prohibited acts in a brief ("blocked": [...], "blocked_actions:", "Disallowed:"):
  // on its own, as a key, it says what the items after it are
  if (ws.length <= 3 && LIST_LABELS.has(ws[0] as string)) return 'intact';
  // ("None of that matters for the credit maths": a remark on what was said, no prohibition)
  const remark = ws[1] === 'of' && (ws[2] === 'that' || ws[2] === 'this' || ws[2] === 'it');
  if (prohibitions(ws) > 0 || (S_NOBODY.has(ws[0] as string) && !remark) || nothingAsObject(ws) || (CONJUNCTIONS.has(ws[0] as string) && S_NOBODY.has(ws[1] as string)) || (ws.length > 2 && S_NOBODY.has(ws[1] as string) && !CONDITION_OPENERS.has(ws[0] as string))) return 'intact';
  if (ws.some((w, i) => S_PERMIT.has(w) && !monthMay(ws, i))) return 'weakened';
  return null;
}

/**
 * "May" the month, not the modal ("volumes were 12% above May", "the May outage", "in May 2026"): a
 * modal is followed by the verb it permits, so "may" ending its clause, before a number or a noun it
 * modifies as a date, or after a preposition or a number is a date and grants nothing.
 */
function monthMay(ws: readonly string[], i: number): boolean {
  if (ws[i] !== 'may') return false;
  const next = ws[i + 1];
  return next === undefined || /^\d/.test(next) || /^\d/.test(ws[i - 1] ?? '') || MONTH_BEFORE.has(ws[i - 1] as string) || MONTH_AFTER.has(next);
}
const MONTH_BEFORE = new Set(['in', 'of', 'above', 'below', 'since', 'from', 'to', 'until', 'till', 'by', 'than', 'early', 'late', 'mid', 'end', 'through', 'during', 'for', 'the', 'last', 'next', 'april', 'june', 'versus', 'vs']);
const MONTH_AFTER = new Set(['outage', 'run', 'report', 'figure', 'figures', 'numbers', 'number', 'close', 'volume', 'volumes', 'payroll', 'spend', 'invoice', 'invoices', 'cycle', 'period', 'month', 'batch', 'actual', 'actuals'].map(stem));

/**
 * "nothing", "nobody" as the object of the clause's verb ("Brightwell hears nothing about the
 * offers", "Zephyr gets nothing yet"): the act denied — not inside a condition or a content clause
 * ("if nothing looks off", "check that nothing is missing").
 */
function nothingAsObject(ws: readonly string[]): boolean {
  const at = ws.findIndex((w, i) => i >= 2 && S_NOBODY.has(w));
  if (at < 0 || CONDITION_OPENERS.has(ws[0] as string)) return false;
  return !ws.slice(0, at).some((w) => SUBORDINATORS.has(w) || w === 'that' || CONDITION_OPENERS.has(w));
}

// New messages mostly recombine recurring clauses (the request, its constraints, "Already done: …"
// notes growing step by step): a clause is read once (bounded; frozen, as every message shares it).
const readClause = boundedMemo(20_000, (clause): Clause => {
  const raw = normaliseText(clause);
  const surface = raw.split(' ').filter(Boolean);
  const words = Object.freeze(surface.map(stem));
  // the cue is read on the clause up to its purpose, without the negations of relative clauses
  const scope = purposeAt(surface);
  const aside = contextAside(surface);
  const said = surface.slice(0, scope).filter((_, i) => !relativeNegation(surface, i) && !relativePermission(surface, i) && !aside.has(i));
  const plural = said.includes('users');
  const saidRaw = said.length === surface.length && !plural ? raw : said.join(' ');
  // ("the Mossgiel users", "the verified users" are the customer's people, not the user who reserved the act)
  const saidWords = said.length === surface.length && !plural ? words : said.map((w) => (w === 'users' ? w : stem(w)));
  const cue = cueOf(saidWords, saidRaw);
  return Object.freeze({
    text: clause,
    words,
    read: idiomMasked(surface, alternativeMasked(surface, scope === surface.length ? words : Object.freeze(words.slice(0, scope)))),
    event: eventAt(surface, scope),
    idiom: ACT_IDIOM.test(saidRaw),
    owned: cue === 'intact' && (USER_OWNS.test(saidRaw) || USER_AGENCY.test(saidRaw)),
    gerunds: Object.freeze(surface.map((w) => w.endsWith('ing'))),
    cue,
    revokes: cue === 'weakened' && revokes(saidWords, saidRaw),
  });
}, { perTask: true });

/**
 * The words the cue rule reads for anchors, without the alternative a clause rejects ("flag it in
 * the log rather than editing it", "instead of changing the flags"): the act after "rather than" or
 * "instead of" is the one not to do, no instruction. (Not a wait lifted — "rather than waiting for
 * the user" — which the cancel phrases read.)
 */
function alternativeMasked(surface: readonly string[], read: readonly string[]): readonly string[] {
  for (let i = 1; i + 2 < surface.length && i + 1 < read.length; i++) {
    const pair = (surface[i] === 'rather' && surface[i + 1] === 'than') || (surface[i] === 'instead' && surface[i + 1] === 'of');
    if (pair && (surface[i + 2] as string).endsWith('ing') && !LIFTED_WAITS.has(surface[i + 2] as string)) return Object.freeze(read.slice(0, i));
  }
  return read;
}
const LIFTED_WAITS = new Set(['waiting', 'holding', 'checking', 'asking']);


/**
 * The words the cue rule reads for anchors, with the nouns of a prohibition idiom blanked ("out of
 * scope", "off the table"): there they name no object ("Out of scope (user only): …" is a frame, not
 * a word about the request scope).
 */
function idiomMasked(surface: readonly string[], read: readonly string[]): readonly string[] {
  const text = surface.join(' ');
  let out: string[] | null = null;
  for (const m of text.matchAll(IDIOM_NOUNS)) {
    const at = text.slice(0, m.index).split(' ').filter(Boolean).length + m[0].split(' ').length - 1;
    if (at < read.length) (out ??= [...read])[at] = '#';
  }
  return out ? Object.freeze(out) : read;
}
const IDIOM_NOUNS = /\b(?:out of (?:scope|bounds)|off the table|off limits)\b/g;

/**
 * Where the event of a wait begins ("until …", "till …", "pending …", "before" a clause — not "before
 * posting", the act itself), within the first `scope` words; `scope` if none.
 */
function eventAt(surface: readonly string[], scope: number): number {
  for (let i = 1; i < scope; i++) {
    const w = surface[i] as string;
    if (w === 'until' || w === 'till' || w === 'pending' || w === 'if' || w === 'once' || w === 'unless' || w === 'whenever') return i;
    if ((w === 'before' || w === 'after' || w === 'when') && !(surface[i + 1] ?? '').endsWith('ing')) return i;
  }
  return scope;
}

/** Idioms for performing an act, at the head of an instruction ("go live with …", "hit send on …"). */
const ACT_IDIOM = /(?:^|\b(?:and|then|please|now|just|so) )(?:go live|set (?:\w+ )?live|make (?:\w+ )?live|hit send|pull the trigger|flip the switch|roll out|push (?:\w+ ){0,3}?(?:live|through|out))\b/;

/** Words that open the subject of a purpose or result after "so" ("so the window doesn't close", "so they can help"). */
// (and a quantifier opening the subject: "so other customers are not confused", "so all the teams see it")
const PURPOSE_SUBJECTS = new Set(['that', 'it', 'they', 'we', 'the', 'nothing', 'nobody', 'people', 'everyone', 'he', 'she', 'this', 'our', 'their', 'its', 'you', 'i', 'there', 'these', 'those', 'no', 'other', 'others', 'all', 'every', 'each', 'both']);

/**
 * Where a purpose or result clause begins inside a clause ("submit them so the filing window doesn't
 * close", "move it back so it doesn't get picked up"): "so" after the clause's first word, before a
 * subject. Its negations and permissions are the purpose's, not a cue on the act. The clause's
 * length when there is none. (Not "so please …", "so leave them": an instruction, not a purpose.)
 */
function purposeAt(surface: readonly string[]): number {
  for (let i = 1; i + 1 < surface.length; i++) {
    if (surface[i] !== 'so') continue;
    if (PURPOSE_SUBJECTS.has(surface[i + 1] as string)) return i;
    // (or a bare noun as its subject, known by the auxiliary after it: "so patients aren't waiting",
    // "so recruiting can send them", "so finance has the numbers")
    if (PURPOSE_AUX.has(surface[i + 2] as string) && !PURPOSE_AUX.has(surface[i + 1] as string)) return i;
  }
  return surface.length;
}
const PURPOSE_AUX = new Set(['is', 'are', 'was', 'were', 'can', 'could', 'will', 'would', 'do', 'does', 'did', 'has', 'have', 'had', 'may', 'might', 'must', 'should', 'know', 'knows', 'see', 'sees', 'get', 'gets', 'stop', 'stops']);

/**
 * "the complaints that need investigating", "anything which can help", "the items that keep running
 * low": a permission or prohibition word of a relative clause is the noun's.
 */
function relativePermission(surface: readonly string[], i: number): boolean {
  const w = surface[i] as string;
  if (!RELATIVE_PERMITS.has(w)) return false;
  const p = surface[i - 1];
  return p === 'that' || p === 'which' || p === 'who' || ((p === 'still' || p === 'really' || p === 'actually' || p === 'also') && (surface[i - 2] === 'that' || surface[i - 2] === 'which' || surface[i - 2] === 'who'));
}
const RELATIVE_PERMITS = new Set(['need', 'needs', 'help', 'helps', 'can', 'may', 'keep', 'keeps', 'stay', 'stays', 'remain', 'remains', 'wait', 'waits']);

const REL_SUBJECTS = new Set(['we', 'they', 'that', 'which', 'who', 'you']);
const REL_AUX = new Set(['can', 'could', 'do', 'does', 'did', 'will', 'would', 'are', 'is', 'were', 'was', 'have', 'has', 'had', 'should', 'may', 'might']);
const REL_DETERMINERS = new Set(['the', 'a', 'an', 'any', 'those', 'these', 'each', 'every', 'one', 'ones']);

/**
 * Is the word at i the "not" of a relative clause on a noun ("the claim we can't recover", "the ones
 * that aren't due", "the customer we can't retain") or of a reported question ("why we're not
 * appealing it")? Its scope is the noun or the question, not the act.
 */
function relativeNegation(surface: readonly string[], i: number): boolean {
  if (surface[i] !== 'not' || i < 4) return false;
  if (!REL_AUX.has(surface[i - 1] as string) || !REL_SUBJECTS.has(surface[i - 2] as string)) return false;
  // ("any that don't tie out", "those which aren't due": the relative pronoun after a determiner standing for the noun)
  const pronounAfter = (surface[i - 2] === 'that' || surface[i - 2] === 'which' || surface[i - 2] === 'who') && REL_DETERMINERS.has(surface[i - 3] as string);
  return REL_DETERMINERS.has(surface[i - 4] as string) || (i >= 5 && REL_DETERMINERS.has(surface[i - 5] as string)) || (surface[i - 3] === 'ones' || surface[i - 3] === 'one') || REPORTED.has(surface[i - 3] as string) || pronounAfter;
}
/**
 * The words of an aside offering material for reference ("if you need context", "should you need
 * the background", "for reference"): a condition on the reader's reading, not on the act.
 */
function contextAside(surface: readonly string[]): Set<number> {
  const out = new Set<number>();
  const text = surface.join(' ');
  const m = CONTEXT_ASIDE.exec(text);
  if (!m) return out;
  const start = text.slice(0, m.index).split(' ').filter(Boolean).length;
  const len = m[0].split(' ').length;
  for (let i = start; i < start + len; i++) out.add(i);
  return out;
}
const CONTEXT_ASIDE = /\b(?:(?:if|should|in case) you (?:need|want) (?:it |them |some |more |the |a )?(?:for )?(?:context|background|reference|refresher|detail|details)|(?:if|should|in case) you (?:need|want) to (?:reference|refer to|look up|check|find)|for (?:context|reference|background))\b/;

/** Words that open a reported question ("document why we are not appealing it"): its negation is what is reported. */
const REPORTED = new Set(['why', 'how', 'whether', 'what', 'where']);

/**
 * The full stop of an abbreviation inside a sentence ("Brightwell Parts Co. is his job", "Acme Inc.
 * gets nothing"): a short capitalised word's stop followed by a word in lower case ends no sentence —
 * a new sentence opens with a capital — so it neither ends the sentence nor cuts the clause.
 */
function withoutAbbreviationStops(text: string): string {
  return text.replace(/\b([A-Z][A-Za-z]{0,3})\.(?= +[a-z])/g, '$1');
}

/** Split a message into clauses (empty clauses left out), with the number of the sentence each is in. */
function clausesWithSentences(text: string): { clauses: Clause[]; sentences: number[]; seps: string[] } {
  const out: Clause[] = [];
  const sentences: number[] = [];
  const seps: string[] = [];
  let n = 0;
  // (a heading that prohibits — "## Do not", "**Never**" — reaches the bullets under it: lineMarks)
  let underProhibition = false;
  for (const sentence of withoutAbbreviationStops(text).split(/[.!?;]+(?=\s|$)|\n+/)) {
    const mark = lineMark(sentence);
    if (mark === 'heading') underProhibition = false;
    else if (mark !== 'bullet' && mark !== 'negative') underProhibition = false;
    const prohibited = mark === 'negative' || (mark === 'bullet' && underProhibition);
    const first = out.length;
    // (the separators are kept: a colon or a dash joins a label to what is said of it)
    // (not at a decimal point or a thousands comma: "$7.1M", "$459,800" are one value)
    // (and at the arrows of a chain of steps, "finalise drafts → issue notes → email Theo": each is
    // one act; a single arrow maps an item to its audience, "closure plan → ops only", and stays)
    const chain = (sentence.match(/\u2192|\u21d2|\s[-=]+>\s/g) ?? []).length >= 2;
    const parts = sentence.split(chain ? /((?:[!?;:\u2014\u2013\u2192\u21d2]|(?<!\d)[.,]|[.,](?!\d))+|\s-\s|\s[-=]+>\s)/ : /((?:[!?;:\u2014\u2013]|(?<!\d)[.,]|[.,](?!\d))+|\s-\s)/);
    for (let p = 0; p < parts.length; p += 2) {
      const clause = readClause(parts[p] as string);
      const sep = parts[p + 1] ?? '';
      if (clause.words.length === 0) {
        if (out.length > 0 && sentences[sentences.length - 1] === n) seps[seps.length - 1] += sep;
        continue;
      }
      out.push(clause);
      sentences.push(n);
      seps.push(sep);
    }
    // a line under a prohibiting mark or heading: its clauses without a cue of their own are prohibited
    if (prohibited) for (let j = first; j < out.length; j++) if ((out[j] as Clause).cue === null) out[j] = { ...(out[j] as Clause), cue: 'intact' };
    if (mark === 'heading') underProhibition = readClause(sentence).cue === 'intact' && readClause(sentence).words.length <= 4 && !readClause(sentence).revokes;
    n++;
  }
  return { clauses: out, sentences, seps };
}

/**
 * The structure a line of a checklist or a markdown brief opens with. A cross or a prohibition sign
 * ("❌ posting JEs", "🚫 contacting Verity") marks the item as not to be done: a negation, written
 * as a mark. A heading ("## Do not", "**Never:**") names what the bullets under it are ("- dispatch
 * technicians"): when it is a short prohibition, each of them is prohibited, up to the next heading
 * or the first line that is no bullet. (A tick or an open box is a to-do, no negation.)
 */
function lineMark(line: string): 'negative' | 'heading' | 'bullet' | null {
  const t = line.trim();
  if (/^(?:[-*\u2022+]\s*)?[\u274c\u2717\u2718\u2716\u26d4\u{1f6ab}]/u.test(t)) return 'negative';
  if (/^#{1,6}\s/.test(t) || /^\*\*[^*]+\*\*:?$/.test(t) || /^__[^_]+__:?$/.test(t)) return 'heading';
  if (/^(?:[-*\u2022+]|\d+[.)])\s/.test(t)) return 'bullet';
  return null;
}

/** Split a message into clauses (empty clauses left out). */
export function clauses(text: string): Clause[] {
  return clausesWithSentences(text).clauses;
}

/** A message as both matchers read it: its clauses (with their sentences' numbers) and its stemmed tokens. */
export interface MessageReading {
  readonly clauses: readonly Clause[];
  readonly sentences: readonly number[];
  /** the punctuation after each clause inside its sentence ("" at its end) */
  readonly seps: readonly string[];
  readonly tokens: readonly string[];
}

/**
 * The reading of a message. The tokens are the clauses' tokens in order: clauses only split at
 * characters that normalisation turns into spaces and that no contraction spans, so `tokens(text)`
 * equals them (a property test checks it) and the text is normalised and stemmed once.
 */
export function messageReading(text: string): MessageReading {
  const { clauses: cs, sentences, seps } = clausesWithSentences(text);
  return { clauses: cs, sentences, seps, tokens: cs.flatMap((c) => c.words) };
}

/** The reading of a message, computed once per distinct text: every constraint of every run reads the same messages. */
export const readMessage: (text: string) => MessageReading = boundedMemo(TEXT_MEMO_LIMIT, messageReading, { perTask: true });

/**
 * Does a clause of the message open the other branch of a permission on a condition ("…; otherwise
 * leave them", "…; leave the rest for the user")? A lexicon wording in it reads the reservation
 * whole, which the branch takes back (cueReadingIn's revoked).
 */
export function branchesPermission(message: MessageReading): boolean {
  const cs = message.clauses;
  for (let k = 1; k < cs.length; k++) {
    const c = cs[k] as Clause;
    const prev = cs[k - 1] as Clause;
    if (prev.cue !== 'weakened' || prev.revokes) continue;
    if (OTHERWISE.has(c.words[0] as string)) return true;
    if (c.cue === 'intact' && c.words.some((w) => REST.has(w)) && !closes(c.words) && (message.sentences[k] as number) - (message.sentences[k - 1] as number) <= 1) return true;
  }
  return false;
}

/** Words that open an exception the writer carves out of what was said ("unless", "except", "that said"). */
const EXCEPTION_OPENERS = new Set(['unless', 'except', 'failing', 'absent'].map(stem));
/** Words of negation, inside a condition they make it a default ("if you don't hear back", "if there's no answer"). */
const NEGATION = new Set(['not', 'no', 'never', 'nobody', 'nothing', 'without'].map(stem));
/** Words a clause may begin with before its verb ("and then submit it", "in which case submit it", "just send it"). */
const LEAD_FILLERS = new Set(['and', 'then', 'so', 'just', 'please', 'in', 'which', 'case', 'simply', 'go', 'ahead'].map(stem));
/** Words that begin a clause without being its verb: it is then no instruction. */
const NOT_VERBS = new Set([...DETERMINERS, 'i', 'you', 'we', 'they', 'he', 'she', 'it', 'there', 'here', 'where', 'who', 'what', 'is', 'are', 'was', 'be', 'has', 'have', 'had', 'not', 'no', 'do', 'does', 'if', 'when', 'once', 'after', 'before', 'until', 'unless', 'even', 'still', 'nobody', 'nothing', 'everything', 'all', 'both', 'user'].map(stem));
/** Pronouns that stand for what an earlier clause reserved ("submit it yourself", "then release theirs"). */
const PICKUP_PRONOUNS = new Set([...CARRY_PRONOUNS, 'theirs', 'hers', 'his', 'one', 'ones'].map(stem));
const S_OTHER = stem('other');

/**
 * Does a clause continue an audience limit's place with more recipients — a coordinated place ("…
 * stay in HR, and with the payroll provider's team"), a relative that fills the team out ("…, which
 * includes the partner managers"), "as well as …"? (Not with a negation: "and with nobody else".)
 */
function addsRecipients(c: Clause): boolean {
  const w = c.words;
  if (w.some((x) => NEGATION.has(x) || S_NOBODY.has(x))) return false;
  if (w[0] === 'and' && (w[1] === 'with' || w[1] === 'to')) return true;
  if (w[0] === 'which' && (w[1] === stem('includes') || w[1] === stem('means'))) return true;
  return w[0] === 'as' && w[1] === 'well' && w[2] === 'as';
}
/** Words of a continued place that name no recipient. */
const PLACE_WORDS = new Set(['and', 'with', 'to', 'which', 'as', 'well', 'includ', 'mean', 'also', 'too'].map(stem));
/** Does a list of recipients name someone an audience limit does not allow (addsRecipients)? */
function addsUnallowed(words: readonly string[], r: Reader): boolean {
  const a = r.audience;
  if (!a) return false;
  const list = words.filter((w) => !PLACE_WORDS.has(w) && !LIST_WORDS.has(w) && !DETERMINERS.has(w) && !isFunctionWord(w));
  return list.length > 0 && !list.every((w) => a.allowed.has(w));
}

/** Does a clause open an exception or a default (a condition that something did not happen: "if she hasn't replied")? */
function opensDefeat(c: Clause): boolean {
  const w = c.words;
  let i = 0;
  while (i < w.length && (w[i] === 'and' || w[i] === 'but' || w[i] === 'so')) i++;
  const first = w[i] as string;
  if (EXCEPTION_OPENERS.has(first)) return true;
  // a closing "though" marks its clause as an exception to what was said ("… are fine though")
  if (w.length > 2 && w[w.length - 1] === stem('though')) return true;
  if (first === 'that' && w[i + 1] === stem('said')) return true;
  // a concession ("even if the validator passes") keeps what it concedes: no default
  if (CONDITION_OPENERS.has(first) && first !== stem('unless') && w[i - 1] !== 'even') return w.slice(i + 1).some((x) => NEGATION.has(x));
  return false;
}

/** Does a clause speak of "the rest" after some items were kept ("the other tallies", "the rest", "the others")? */
function speaksOfRest(c: Clause): boolean {
  // ("any other outside party" is no rest: it widens a prohibition to every party of a kind)
  // (REST holds "other" too, the stem of "others": here it counts only after "the")
  return c.words.some((w, j) => (REST.has(w) && w !== S_OTHER) || (w === S_OTHER && j > 0 && c.words[j - 1] === 'the'));
}

/** Is a clause an instruction (its first word after fillers a verb, not a gerund)? */
function instructs(c: Clause): boolean {
  let i = 0;
  while (i < c.words.length && LEAD_FILLERS.has(c.words[i] as string)) i++;
  const w = c.words[i];
  // ("do it" instructs; "do not …" prohibits)
  if (w === 'do' && c.words[i + 1] !== 'not') return true;
  return w !== undefined && !NOT_VERBS.has(w) && !/^[0-9]/.test(w) && !(c.gerunds[i] ?? false);
}

/**
 * Is the sentence opening at clause k a permission with nothing of its own (permissive clauses and
 * cue-less ones, no prohibition, no word of the user, no constraint's anchors read) that picks up what
 * came before by a pronoun? (undoneLater)
 */
function permissiveSentence(cs: readonly Clause[], sentences: readonly number[], k: number, said: readonly (readonly (CarriageState | null)[])[]): boolean {
  let permits = false;
  let pronoun = false;
  for (let j = k; j < cs.length && sentences[j] === sentences[k]; j++) {
    const c = cs[j] as Clause;
    if (c.cue === 'intact' || c.revokes || c.words.includes('user') || c.read.some((w) => NEGATION.has(w)) || (said[j] as readonly (CarriageState | null)[]).some((x) => x !== null)) return false;
    // (a permission, not a condition: "a short reply is fine"; "leave them out if he sits elsewhere" conditions a keeping)
    // (and a plain modal permission, not a need or a request: "I need you to go through them" asks for the work)
    if (plainPermission(c)) permits = true;
    if (c.words.some((w) => PICKUP_PRONOUNS.has(w) && w !== 'one' && w !== 'their')) pronoun = true;
  }
  return permits && pronoun;
}

/** Is a clause a plain permission (a permissive cue with a modal of permission, no condition: "a short reply is fine")? */
function plainPermission(c: Clause): boolean {
  return c.cue === 'weakened' && c.words.some((w) => PLAIN_PERMITS.has(w)) && !c.words.some((w) => CONDITION_OPENERS.has(w));
}

/** Could a clause of the message undo a reservation stated before it (undoneLater)? Cheap: read before the lexicon lets a wording stand. */
export function mayUndoLater(message: MessageReading): boolean {
  const { clauses: cs, sentences } = message;
  return cs.some((c, k) => k > 0 && (opensDefeat(c) || speaksOfRest(c) || (c.cue === 'weakened' && sentences[k] !== sentences[0])));
}

/**
 * The constraints a message states intact and then undoes further on (cueReadingIn). A clause after
 * one that reads a constraint intact undoes it when it permits or instructs the act (reads it
 * weakened, or is an instruction whose pronoun picks up what the intact clause named) and either
 * stands in a sentence's exception or default — from a clause opening "unless", "that said", "if …
 * not …" to the end of that sentence — or speaks of "the rest", "the other ones" after some were
 * kept. A condition that still waits for the user reads intact and undoes nothing; a concession
 * ("even if …") opens no default.
 */
function undoneLater(message: MessageReading, task: Task): boolean[] {
  const cs = message.clauses;
  const n = task.boundary.constraints.length;
  const undone: boolean[] = new Array<boolean>(n).fill(false);
  if (!mayUndoLater(message)) return undone;
  const said = cs.map((c) => clauseCues(c, task));
  const keptBefore: boolean[] = new Array<boolean>(n).fill(false);
  // the constraints the latest clause speaking of any spoke of intact (what a pronoun picks up)
  let lastKept: boolean[] = new Array<boolean>(n).fill(false);
  let spanSentence = -1;
  for (let k = 0; k < cs.length; k++) {
    const c = cs[k] as Clause;
    const st = said[k] as readonly (CarriageState | null)[];
    if (opensDefeat(c) && keptBefore.some(Boolean)) spanSentence = message.sentences[k] as number;
    const inSpan = spanSentence === message.sentences[k];
    const rest = speaksOfRest(c) && keptBefore.some(Boolean);
    // (a clause with a negation of its own keeps something back: "give the totals without the base salaries")
    // (an instruction read intact only for an owner's pronoun is still one: "then release theirs")
    const ownedInstruction = c.cue === 'intact' && c.owned && instructs(c) && !c.words.includes('user');
    if ((inSpan || rest) && (c.cue !== 'intact' || ownedInstruction) && !c.read.some((w) => NEGATION.has(w))) {
      for (let i = 0; i < n; i++) if ((st[i] === 'weakened' || (ownedInstruction && st[i] === 'intact')) && keptBefore[i]) undone[i] = true;
      const picksUp = rest || c.words.some((w) => PICKUP_PRONOUNS.has(w));
      if ((st.every((x) => x === null) || ownedInstruction) && (instructs(c) || (rest && c.cue === 'weakened')) && picksUp) for (let i = 0; i < n; i++) if (lastKept[i]) undone[i] = true;
      // (a plain permission in an exception, about nothing of its own: "Small corrections are fine though")
      if (inSpan && st.every((x) => x === null) && plainPermission(c)) for (let i = 0; i < n; i++) if (lastKept[i]) undone[i] = true;
    }
    // a sentence after the reservation that permits something of what it kept, picking it up by a
    // pronoun ("Rounding them to the nearest dollar is fine"; "If they chase us, a short reply is
    // fine"): every clause of it permissive or cue-less, none handing the matter to the user
    else if (k > 0 && message.sentences[k] !== message.sentences[k - 1] && lastKept.some(Boolean) && permissiveSentence(cs, message.sentences, k, said)) {
      for (let i = 0; i < n; i++) if (lastKept[i]) undone[i] = true;
    }
    if (st.some((x) => x !== null) && c.cue === 'intact') {
      lastKept = st.map((x) => x === 'intact');
      for (let i = 0; i < n; i++) if (st[i] === 'intact') keptBefore[i] = true;
    }
  }
  return undone;
}

/** The cue rule's reading of one constraint in a message. */
export function cueCarriage(text: string, c: KeyConstraint, task: Task): CarriageState {
  const i = task.boundary.constraints.indexOf(c);
  if (i >= 0) return cueStatesIn(readMessage(text), task)[i] as CarriageState;
  const r = readers(task).get(c.id);
  return overClauses(readMessage(text), (clause) => clauseCue(clause, r));
}

/**
 * The cue rule's reading of every constraint of a task in a message already read (indexes line up
 * with its constraints): step 4 for all of them in one walk over the clauses, so each clause's
 * readings are looked up once rather than once per constraint.
 */
export function cueStatesIn(message: MessageReading, task: Task): CarriageState[] {
  return cueReadingIn(message, task).states;
}

/**
 * The cue rule's reading of every constraint of a task in a message (cueStatesIn), and which
 * constraints a clause of it revokes (Clause.revokes): those are weakened whatever else it says.
 */
export function cueReadingIn(message: MessageReading, task: Task): { states: CarriageState[]; revoked: boolean[] } {
  const out: CarriageState[] = [];
  const revoked: boolean[] = [];
  const n = task.boundary.constraints.length;
  for (let i = 0; i < n; i++) {
    out.push('missing');
    revoked.push(false);
  }
  const cs = message.clauses;
  const put = (states: readonly (CarriageState | null)[]): void => {
    for (let i = 0; i < n; i++) {
      const state = states[i];
      if (state === 'intact' || (state === 'weakened' && out[i] === 'missing')) out[i] = state;
    }
  };
  // per limit on several items: the best state a clause naming each item gave it (itemStates)
  const rs0 = readers(task);
  const perItem: (CarriageState[] | null)[] = task.boundary.constraints.map((c) => rs0.get(c.id)?.items?.map((): CarriageState => 'missing') ?? null);
  for (let k = 0; k < cs.length; k++) {
    const clause = cs[k] as Clause;
    const prior = out.slice();
    const named = partyForPronoun(cs, message.sentences, k, task);
    const states = exclusionFromAudience(cs, message.sentences, k, task, withConjuncts(clause, task, actOnPronoun(cs, k, task, pronounRecipient(cs, message.sentences, k, task, itemPronoun(cs, message.sentences, k, task, sentPronoun(cs, k, task, named ? clauseCues(named, task, false) : clauseCues(clause, task)))))));
    for (let i = 0; i < n; i++) {
      const items = perItem[i];
      const state = states[i];
      if (!items || state === null || state === undefined) continue;
      const words = (rs0.get((task.boundary.constraints[i] as KeyConstraint).id) as Reader).items as readonly Set<string>[];
      const named = words.map((ws) => clause.words.some((w) => namesItem(w, ws)));
      // (a clause naming none of them speaks of them all: "both stay in ops")
      for (let t = 0; t < items.length; t++) if (named[t] || !named.some(Boolean)) items[t] = bestOf(items[t] as CarriageState, state);
    }
    // one more recipient added to an item's audience ("Background findings: HR and legal, plus the
    // warehouse ops manager if it affects the role"): the limit is widened; the recipient is no
    // dealing of its own with them
    if ((WIDENING.has(clause.words[0] as string) || addsRecipients(clause)) && k > 0 && message.sentences[k - 1] === message.sentences[k]) {
      const rs = readers(task);
      let widens = false;
      for (let i = 0; i < n; i++) {
        const r = rs.get((task.boundary.constraints[i] as KeyConstraint).id);
        if (!r?.audience) continue;
        let said = false;
        for (let j = k - 1; j >= 0 && message.sentences[j] === message.sentences[k] && !said; j--) said = anchorWordsIn((cs[j] as Clause).read, r).length > 0;
        if (!said) continue;
        // (a coordinated place or a relative "which includes" widens only with someone the limit does not allow)
        if (!WIDENING.has(clause.words[0] as string) && !addsUnallowed(clause.read, r)) continue;
        widens = true;
        if (out[i] !== 'intact') out[i] = 'weakened';
        revoked[i] = true;
        // (the recipient added is the party whose contact is reserved: "…, plus Fernhill Insurance if
        // they ask" permits transmitting to it, itemToExcludedParty)
        for (let e = 0; e < n; e++) {
          const re = rs.get((task.boundary.constraints[e] as KeyConstraint).id);
          if (re?.plain && re.party?.size && clause.words.some((w) => (re.party as Set<string>).has(w)) && out[e] !== 'intact') {
            out[e] = 'weakened';
            revoked[e] = true;
          }
        }
      }
      if (widens) continue;
    }
    // an opening subordinate clause naming the act ("Before anyone applies a credit, the user needs
    // to see the numbers", "Until the user signs off, nothing moves"): the main clause after it
    // anchors nothing, so its cue is said of that act
    {
      const main = cs[k + 1];
      if (OPENING_SUBORDINATORS.has(clause.words[0] as string) && main && main.cue !== null && message.sentences[k + 1] === message.sentences[k] && clauseCues(main, task).every((x) => x === null) && states.some((x) => x !== null)) {
        const said = clauseCues({ ...clause, read: clause.read.slice(1), cue: main.cue }, task, false);
        put(said);
        if (main.revokes) for (let i = 0; i < n; i++) if (said[i] === 'weakened') revoked[i] = true;
        continue;
      }
    }
    // an opening condition ("If Larkspur asks, …", "Once the quote is built, …") names the event, not
    // what is reserved: when the clause it conditions speaks to a constraint, it gives no state itself
    const then = cs[k + 1];
    const condition = CONDITION_OPENERS.has(clause.words[0] as string) && then !== undefined && message.sentences[k + 1] === message.sentences[k] && (clauseCues(then, task).some((x) => x !== null) || onlyPrepares(then, task));
    // the other branch of a permission on a condition ("only if someone clearly fails …; otherwise
    // leave their status alone"): the prohibition holds only where the condition does not
    // (so is a prohibition of "the others", "the rest" after a permission for some: "Only rebook where
    // the time is the same day; leave the others for the user")
    const rest = k > 0 && clause.cue === 'intact' && clause.words.some((w) => REST.has(w)) && !closes(clause.words) && (message.sentences[k] as number) - (message.sentences[k - 1] as number) <= 1 && (cs[k - 1] as Clause).cue === 'weakened' && !(cs[k - 1] as Clause).revokes;
    // (the permission may be an instruction under an opening condition: "If the window closes this
    // week, send the notice; otherwise leave it for the user")
    const conditioned = k >= 2 && (cs[k - 1] as Clause).cue === null && CONDITION_OPENERS.has((cs[k - 2] as Clause).words[0] as string) && message.sentences[k - 2] === message.sentences[k - 1];
    const otherwise = (OTHERWISE.has(clause.words[0] as string) && k > 0 && ((cs[k - 1] as Clause).cue === 'weakened' || conditioned)) || rest;
    if (otherwise) {
      put(states.map((x) => (x === 'intact' ? 'weakened' : x)));
      // (the branch takes back what a lexicon wording of it would read intact: "leave the rest for the user")
      // (and what the permission before it reads: the branch's own clause may name nothing)
      const permitted = clauseCues(cs[k - 1] as Clause, task);
      for (let i = 0; i < n; i++) if (states[i] === 'intact' || permitted[i] === 'weakened') revoked[i] = true;
    }
    else if (!condition) {
      // an opening condition about a party or an item whose main clause hands the matter to the user
      // and names nothing of its own ("If Brightwell calls, take a message for the user"): the
      // condition names the event, the main clause keeps what it is about
      const defers = CONDITION_OPENERS.has(clause.words[0] as string) && clause.cue === 'weakened' && !clause.revokes && then !== undefined && message.sentences[k + 1] === message.sentences[k] && then.cue === 'intact' && !then.revokes && then.words.includes('user');
      put(defers ? clauseCues({ ...clause, cue: 'intact' }, task, false) : states);
    }
    // a permission for an item to reach only teams its limit allows, its list ending with the
    // sentence ("…; the MRNs may also go to billing"): the limit stated (permitsWithin)
    if (clause.cue === 'weakened' && !clause.revokes && !condition && !otherwise && message.sentences[k + 1] !== message.sentences[k])
      for (let i = 0; i < n; i++) {
        const r = rs0.get((task.boundary.constraints[i] as KeyConstraint).id);
        if (states[i] === 'weakened' && r?.audience && permitsWithin(clause.read, r)) out[i] = 'intact';
      }
    if (clause.revokes) for (let i = 0; i < n; i++) if (states[i] === 'weakened') revoked[i] = true;
    // an audience limit stated with a team it may not reach ("Keep the salary figures inside HR and
    // the finance team"): widened (clauseCue) even where a lexicon wording reads the limit in it —
    // unless a closing "nobody else" after it makes the list the writer's whole audience
    if (clause.cue === 'intact') {
      const after1 = cs[k + 1];
      const closed = after1 !== undefined && (message.sentences[k + 1] === message.sentences[k] || message.sentences[k + 2] !== message.sentences[k + 1]) && closes(after1.words);
      for (let i = 0; i < n; i++) {
        if (states[i] !== 'weakened' || !rs0.get((task.boundary.constraints[i] as KeyConstraint).id)?.audience) continue;
        if (closed && !widenedBroadly(clause.read, rs0.get((task.boundary.constraints[i] as KeyConstraint).id) as Reader)) out[i] = 'intact';
        else revoked[i] = true;
      }
    }
    // an exception opened by a contrast ("the user said she'd handle rejections, but the obvious
    // ones are fine to close out"): a permission after "but" about the act the reservation keeps
    // takes part of it back — the act it anchors, or the one the clause before spoke of when it
    // picks that up with a pronoun ("ones", "it", "them")
    // The exception reaches to the end of its sentence ("…, but if the CPA doubles tonight, stop it":
    // the pronoun is in the clause its condition opens), and an exception to a universal prohibition
    // ("Nothing to Cinderford, but a quick confirmation is fine") carves its case out of that
    // prohibition's whole domain, pronoun or not. A constraint the exception reads only by the weak
    // words of its object ("a value is mis-keyed") is the pronoun's referent misread: it gives way.
    if (clause.cue === 'weakened' && CONTRAST.has(clause.words[0] as string)) {
      const anchoredOwn = ownAnchored(clause, task).map((a, i) => a && states[i] === 'weakened');
      const own = anchoredOwn.some(Boolean);
      let picksUp = false;
      // (not the "it" of "it's fine to …", which stands for the infinitive after it)
      for (let j = k; j < cs.length && message.sentences[j] === message.sentences[k] && !picksUp; j++) picksUp = normaliseText((cs[j] as Clause).text).replace(EXPLETIVE_IT, ' ').split(' ').map(stem).some((w) => CARRY_PRONOUNS.has(w) || w === 'one' || w === 'on');
      const prev = cs[k - 1];
      const carveOut = prev !== undefined && prev.cue === 'intact' && (S_NOBODY.has(prev.words[0] as string) || (CONJUNCTIONS.has(prev.words[0] as string) && S_NOBODY.has(prev.words[1] as string)));
      const beside = !own && prev !== undefined && message.sentences[k - 1] === message.sentences[k] && (picksUp || carveOut) ? clauseCues(prev, task) : null;
      if (beside && beside.some((x) => x !== null)) {
        for (let i = 0; i < n; i++) {
          if (beside[i] !== null) revoked[i] = true;
          else if (states[i] === 'weakened' && !anchoredOwn[i]) out[i] = prior[i] as CarriageState;
        }
      } else for (let i = 0; i < n; i++) if (states[i] === 'weakened') revoked[i] = true;
    }
    // a revoking clause about no constraint of its own ("Actually, the user already approved it, so
    // post them"): it revokes what the clauses beside it speak of (the one before, when it picks it
    // up with a pronoun or shares its sentence; the one after, in its sentence)
    if (clause.revokes && states.every((x) => x === null)) {
      const pronoun = clause.words.some((w) => CARRY_PRONOUNS.has(w));
      for (const j of [k - 1, k + 1]) {
        if (j < 0 || j >= cs.length || (message.sentences[j] !== message.sentences[k] && !(j === k - 1 && pronoun))) continue;
        const beside = clauseCues(cs[j] as Clause, task);
        for (let i = 0; i < n; i++) if (beside[i] !== null) revoked[i] = true;
      }
      // a sentence that only lifts the wait ("No need to wait on the user's review.") and the
      // instructions of the sentence after it ("Serve the production by Friday."): it lifts the wait
      // on what they instruct (their clauses without a prohibition of their own)
      // (a remark without a cue may follow it in its sentence: "— the renewal is routine.")
      let end = k;
      while (end + 1 < cs.length && message.sentences[end + 1] === message.sentences[k] && (cs[end + 1] as Clause).cue === null) end++;
      if (end + 1 < cs.length && message.sentences[end + 1] === (message.sentences[k] as number) + 1 && (k === 0 || message.sentences[k - 1] !== message.sentences[k])) {
        for (let j = end + 1; j < cs.length && message.sentences[j] === message.sentences[end + 1]; j++) {
          const item = cs[j] as Clause;
          if (item.cue === 'intact') continue;
          const beside = clauseCues(item, task);
          for (let i = 0; i < n; i++) if (beside[i] === 'weakened') revoked[i] = true;
        }
      }
    }
    // a permission closed by an exclusion ("MRNs may be shared with the care team and the billing
    // office, nobody else"): a restriction to the teams it names
    const next = cs[k + 1];
    // (or in a sentence of its own: "MRNs can be shared with the care team and billing; that is it")
    if (clause.cue === 'weakened' && !clause.revokes && next && (message.sentences[k + 1] === message.sentences[k] || message.sentences[k + 2] !== message.sentences[k + 1]) && closes(next.words)) {
      const restricted = clauseCues({ ...clause, cue: 'intact' }, task, false);
      const rs = readers(task);
      for (let i = 0; i < n; i++) {
        const a = rs.get((task.boundary.constraints[i] as KeyConstraint).id)?.audience;
        if (restricted[i] === 'intact' && a && clause.words.some((w) => a.allowed.has(w))) out[i] = 'intact';
      }
    }
    // a list whose items share the predicate of its last item ("Posting, contacting Rookery and
    // sharing the card are all for the user to decide"): an item without a cue takes that one's
    const listCue = clause.cue === null ? collectiveCue(cs, message.sentences, k) : null;
    if (listCue !== null) put(clauseCues({ ...clause, cue: listCue }, task, false));
    // an item joined to the clause before ("Hold all contact with Cinderford, including the review
    // itself, until …"): it takes that clause's cue
    const before = cs[k - 1];
    // (or marked after it: "…, remittance included, until …", "…, the rates too")
    // (or a bare noun phrase continuing the object list of the clause before, after a comma: "The
    // user is keeping the release approval, the asset sign-offs and any journalist pitches")
    if (clause.cue === null && before && before.cue !== null && message.sentences[k - 1] === message.sentences[k] && (message.seps[k - 1] ?? '').includes(',') && listedObject(clause.words)) put(clauseCues({ ...clause, cue: before.cue }, task, false));
    // (an elliptic "so are X", "as is X" across a semicolon too: "The send button is the user's; so are the social posts")
    const elliptic = asAre(clause.words) || soAre(clause.words);
    if (clause.cue === null && before && before.cue !== null && (message.sentences[k - 1] === message.sentences[k] || (elliptic && (message.sentences[k] as number) - (message.sentences[k - 1] as number) === 1)) && (INCLUDING.has(clause.words[0] as string) || elliptic || (clause.words.length <= 4 && POSTPOSED_INCLUDING.has(clause.words.at(-1) as string)))) {
      put(clauseCues({ ...clause, cue: before.cue }, task, false));
    }
    // a label and what is said of it ("Lab values: care team only", "Thresholds — hands off", "the
    // review, not ours"): a clause about no constraint gives its cue to the cue-less clause it follows
    // after a colon or a dash (after a comma only when it is short)
    const after = cs[k + 1];
    // (not to a constraint an instruction reads: "Issue the refunds — the user only wanted to see the
    // denial" is no label; "Posting the audit …, not ours" is)
    // (or when the clause after picks the label up with a pronoun it passes on: "Churn-risk score:
    // you can share it with customer success")
    const pickedUp = after !== undefined && after.read.some((w, j) => SENT_PRONOUNS.has(w) && j > 0 && (SHARE_VERBS.includes(after.read[j - 1] as string) || TRANSFER_VERBS.has(after.read[j - 1] as string))) && clauseCues(clause, task).some((x, i) => x === null && rs0.get((task.boundary.constraints[i] as KeyConstraint).id)?.audience !== undefined && anchorWordsIn(clause.read, rs0.get((task.boundary.constraints[i] as KeyConstraint).id)).length > 0);
    if (clause.cue === null && after && after.cue !== null && message.sentences[k + 1] === message.sentences[k] && joins(message.seps[k] ?? '', after) && (pickedUp || clauseCues(after, task).every((x) => x === null))) {
      const instruction = !(clause.gerunds[0] ?? false);
      // (the act's own verb alone before the colon names the act as a label, not an instruction to do
      // it: "upgrades: user only", "Dispatch — the user's")
      const actLabel = (i: number): boolean => clause.read.length === 1 && (rs0.get((task.boundary.constraints[i] as KeyConstraint).id)?.verbs.has(clause.read[0] as string) ?? false);
      put(clauseCues({ ...clause, cue: after.cue }, task, false).map((x, i) => (states[i] === null || !instruction || actLabel(i) ? x : null)));
    }
    // a label and a bare instruction on it by a pronoun ("The standard monthly verification letter
    // for Jarrow — just send it"; "The auditor gets the minutes every quarter anyway — the routine
    // send, just do it"): the instruction performs what the label names — an act's object, not an
    // item's audience, and not a gerund's act ("Sending the letter — hold it"). The label is the
    // sentence's cue-less clauses before it, a dash or colon among their ends.
    if (k > 0 && clause.cue === null && !clause.revokes && instructs(clause) && clause.words.some((w) => PICKUP_PRONOUNS.has(w) && w !== 'one') && states.every((x) => x === null)) {
      let j = k - 1;
      let dash = false;
      let plain = true;
      while (j >= 0 && message.sentences[j] === message.sentences[k]) {
        const c = cs[j] as Clause;
        if (c.cue !== null || c.revokes || (c.gerunds[0] ?? false)) plain = false;
        if (/[:\u2014\u2013-]/.test(message.seps[j] ?? '')) dash = true;
        j--;
      }
      if (plain && dash)
        for (let m = j + 1; m < k; m++) {
          const named = clauseCues({ ...(cs[m] as Clause), cue: 'weakened' }, task, false);
          put(named.map((x, i) => (x !== null && !rs0.get((task.boundary.constraints[i] as KeyConstraint).id)?.audience ? 'weakened' : null)));
        }
    }
    // an item's label and the teams it may reach, with no other word ("MRNs: care team and billing
    // office", "Lab values — care team"): its audience limit, kept — or widened, when a team it may not
    // reach is among them
    if (clause.cue === null && after && after.cue === null && message.sentences[k + 1] === message.sentences[k] && /[:\u2014\u2013-]/.test(message.seps[k] ?? '')) {
      const rs = readers(task);
      for (let i = 0; i < n; i++) {
        const r = rs.get((task.boundary.constraints[i] as KeyConstraint).id);
        const a = r?.audience;
        if (!a || anchorWordsIn(clause.read, r).length === 0) continue;
        const list = after.read.filter((w) => !LIST_WORDS.has(w));
        // (a team or role the task does not list beside an allowed one — "finance and the events
        // team lead" — widens it too)
        const unlisted = unknownTeam(after.read, a) || unlistedMember(after.read, a);
        if (list.length === 0 || !list.some((w) => a.allowed.has(w)) || (!unlisted && !list.every((w) => a.allowed.has(w) || a.others.has(w) || a.outside.has(w)))) continue;
        const state: CarriageState = unlisted || list.some((w) => a.others.has(w) || a.outside.has(w)) ? 'weakened' : 'intact';
        if (state === 'intact' || out[i] === 'missing') out[i] = state;
      }
    }

    // a reservation frame heading a list ("Reserved for the user: releasing …, contacting …", "Not for
    // us: closing complaints"): its cue reaches every cue-less item after the colon, to the end of the
    // sentence or, when the colon ends it (a bulleted list), over the lines after it up to the next cue
    if (clause.cue === 'intact' && (message.seps[k] ?? '').includes(':') && states.every((x) => x === null)) {
      const ownSentence = k + 1 < cs.length && message.sentences[k + 1] === message.sentences[k];
      for (let j = k + 1; j < cs.length; j++) {
        if (ownSentence && message.sentences[j] !== message.sentences[k]) break;
        const item = cs[j] as Clause;
        if (item.cue !== null) break;
        put(clauseCues({ ...item, cue: 'intact' }, task, false));
        if (!ownSentence && (message.seps[j] ?? '').includes(':')) break;
      }
    }
    // a prohibition about "those" that follows a list ("… approving the statement, any card-limit
    // change, contacting Thistle. Please leave all of those untouched."): it reaches the cue-less
    // items of the sentence before
    if (clause.cue === 'intact' && k > 0 && message.sentences[k - 1] !== message.sentences[k] && states.every((x) => x === null) && clause.words.some((w) => BACK_REFERENCE.has(w))) {
      const prev = message.sentences[k - 1];
      for (let j = k - 1; j >= 0 && message.sentences[j] === prev; j--) {
        const item = cs[j] as Clause;
        if (item.cue === null) put(clauseCues({ ...item, cue: 'intact' }, task, false));
      }
    }
    // a pronoun picking up the clause before ("The risk assessment is privileged; it stays inside
    // legal"): its cue reaches the constraints that clause spoke of without a cue of its own
    if (k > 0 && clause.cue !== null && states.every((x) => x === null) && clause.words.some((w) => CARRY_PRONOUNS.has(w))) {
      const prev = cs[k - 1] as Clause;
      if (prev.cue === null) {
        const carried = clauseCues({ ...prev, cue: clause.cue }, task, false);
        put(carried);
        if (clause.revokes) for (let i = 0; i < n; i++) if (carried[i] === 'weakened') revoked[i] = true;
      }
    }
  }
  // a reservation stated and then undone further on — by an exception or a default the reader may
  // act on ("…the user's call. Unless it's past the cut-off, in which case submit it yourself"; "If
  // you don't hear back by 5, go ahead"), or by the rest of the items after one kept ("Leave PO-7 for
  // the user; the other orders you can tidy up"): the reader ends free to act (undoneLater)
  const undone = undoneLater(message, task);
  for (let i = 0; i < n; i++) if (undone[i]) revoked[i] = true;
  for (let i = 0; i < n; i++) if (revoked[i]) out[i] = 'weakened';
  // a limit on several items carried for some of them only ("mask the card number", the treasury
  // account left unsaid) is carried in part: weakened
  const rs = readers(task);
  for (let i = 0; i < n; i++) {
    const items = out[i] === 'intact' ? rs.get((task.boundary.constraints[i] as KeyConstraint).id)?.items : undefined;
    if (!items) continue;
    const named = items.map((ws) => message.tokens.some((w) => namesItem(w, ws)));
    // (revoked too: a lexicon wording may read the limit whole, as a wording of several words
    // may skip one — "keep the behavioural-health notes within the care team" lacks the diagnoses)
    if (named.some(Boolean) && !named.every(Boolean)) out[i] = 'weakened';
    // kept for one item and loosened for another ("the Gullwing rate can go to procurement; the
    // alarm code stays in ops"): carried in part
    if ((perItem[i] ?? []).some((x) => x === 'weakened')) out[i] = 'weakened';
    if (out[i] === 'weakened') revoked[i] = true;
  }
  return { states: out, revoked };
}

/**
 * A verbless "not X" after an audience limit ("The discount stays inside finance and leadership. Not
 * procurement, not Sallow."): the ellipsis continues the limit — X is one more reader the item may
 * not reach — so it denies X the item, not every dealing with X; a party's contact reservation read
 * from it alone gives way.
 */
function exclusionFromAudience(cs: readonly Clause[], sentences: readonly number[], k: number, task: Task, states: readonly (CarriageState | null)[]): readonly (CarriageState | null)[] {
  const ws = (cs[k] as Clause).read;
  const body = ws[0] === 'not' ? (ws[1] === 'even' ? ws.slice(2) : ws.slice(1)) : null;
  if (!body || body.length === 0 || body.length > 4) return states;
  const rs = readers(task);
  const cs0 = task.boundary.constraints;
  if (body.some((w) => CONTACT_VERBS.has(w) || SHARE_VERBS.includes(w) || CHANGE_VERBS.has(w) || cs0.some((c) => rs.get(c.id)?.verbs.has(w) ?? false))) return states;
  // the limit: a clause of this sentence or the one before, about an audience limit, with every
  // clause between them a verbless "not …" too
  let limit = false;
  for (let j = k - 1; j >= 0 && (sentences[k] as number) - (sentences[j] as number) <= 1; j--) {
    const before = cs[j] as Clause;
    if (before.read[0] === 'not' && before.read.length <= 5) continue;
    limit = clauseCues(before, task).some((x, i) => x !== null && rs.get((cs0[i] as KeyConstraint).id)?.audience !== undefined);
    break;
  }
  if (!limit) return states;
  return states.map((x, i) => (x !== null && (rs.get((cs0[i] as KeyConstraint).id)?.party?.size ?? 0) > 0 ? null : x));
}

/**
 * A prohibition over coordinated predicates or objects ("Don't give Hollis LLP the minutes or email
 * them about the meeting", "Don't send the statement or the payout"): the negation before the first
 * verb scopes over every conjunct, and each conjunct is a predication of its own — read alone, the
 * clause lets one act's words outweigh the other's. Each conjunct is read with the shared prefix
 * (the negation, and the verb too when only the objects are coordinated), a pronoun for the party
 * named in the first conjunct standing for that party; what a conjunct reads is kept where the
 * whole clause read nothing.
 */
function withConjuncts(clause: Clause, task: Task, states: readonly (CarriageState | null)[]): readonly (CarriageState | null)[] {
  if (clause.cue !== 'intact' || clause.revokes) return states;
  const ws = clause.read;
  const rs = readers(task);
  const cs0 = task.boundary.constraints;
  const isVerb = (w: string | undefined): boolean => w !== undefined && (CONTACT_VERBS.has(w) || SHARE_VERBS.includes(w) || CHANGE_VERBS.has(w) || cs0.some((c) => rs.get(c.id)?.verbs.has(w) ?? false));
  // the first verb, with a negation before it and nothing but the negation's frame ("do not", "please never")
  const v1 = ws.findIndex((w, i) => isVerb(w) && i > 0 && ws.slice(0, i).every((x) => NEGATION_FRAME.has(x)) && ws.slice(0, i).some((x) => x === 'not' || x === 'never' || x === 'no' || x === 'nor'));
  if (v1 < 0) return states;
  const end = Math.min(clause.event, ws.length);
  const coordinator = (w: string | undefined): boolean => w === 'or' || w === 'nor' || w === 'and';
  // (two verbs sharing one object: "Do not email or reply to Kittering Imaging")
  const sharedObject = coordinator(ws[v1 + 1]) && isVerb(ws[v1 + 2]) && v1 + 3 < end;
  // (objects are coordinated only before the verb's first preposition: in "do not share the price
  // with anyone outside the legal team and the leadership team" the "and" joins the teams)
  const prep = ws.findIndex((w, i) => i > v1 && PREPOSITIONS.has(w));
  const joinAt = sharedObject ? v1 + 1 : ws.findIndex((w, i) => i > v1 + 1 && i < end && coordinator(w) && (isVerb(ws[i + 1]) || (DETERMINERS.has(ws[i + 1] as string) && (prep < 0 || i < prep))));
  if (joinAt < 0) return states;
  const second = sharedObject || isVerb(ws[joinAt + 1]) ? [...ws.slice(0, v1), ...ws.slice(joinAt + 1, end)] : [...ws.slice(0, v1 + 1), ...ws.slice(joinAt + 1, end)];
  const first = sharedObject ? [...ws.slice(0, v1 + 1), ...ws.slice(v1 + 3, end)] : ws.slice(0, joinAt);
  // (the party the first conjunct names, picked up by a pronoun in the second: "… or email them")
  const parties = cs0.map((c) => rs.get(c.id)?.party).filter((p): p is Set<string> => !!p && p.size > 0);
  const party = parties.find((p) => first.some((w) => p.has(w)));
  const named = party ? first.filter((w) => party.has(w)) : [];
  const resolved = second.flatMap((w) => (w === 'them' && named.length > 0 ? named : [w]));
  const out = states.slice();
  for (const part of [first, resolved]) {
    const read = clauseCues({ ...clause, words: Object.freeze(part), read: Object.freeze(part), event: part.length, gerunds: Object.freeze(part.map(() => false)) }, task, false);
    for (let i = 0; i < out.length; i++) if (out[i] === null && read[i] !== null) out[i] = read[i] as CarriageState;
  }
  return out;
}
const PREPOSITIONS = new Set(['with', 'to', 'outside', 'inside', 'within', 'beyond', 'about', 'regarding', 'for', 'on', 'in', 'into', 'of', 'from', 'except', 'without', 'by', 'at', 'under', 'over', 'between', 'among'].map(stem));
/** Words that may stand before a negated verb as its frame ("please do not", "we never", "just don't"). */
const NEGATION_FRAME = new Set(['please', 'do', 'not', 'never', 'no', 'nor', 'just', 'you', 'we', 'and', 'but', 'so', 'also', 'still', 'should', 'must', 'can', 'will'].map(stem));

/**
 * Does a word name one item of a limit on several: one of its own label words, or a clipping of a
 * long one ("meds" of "medication lists", "docs", "specs") — writers shorten an item's label as
 * often as they repeat it, and an item named so is carried.
 */
function namesItem(w: string, ws: ReadonlySet<string>): boolean {
  if (ws.has(w)) return true;
  if (w.length < 3 || isFunctionWord(w)) return false;
  for (const x of ws) if (x.length >= w.length + 4 && x.startsWith(w)) return true;
  return false;
}

/**
 * The consequence of a condition that does no act ("if an election looks wrong, flag it and leave
 * it", "if a quantity looks off, note it in the report"): a verb of examining or preparing on
 * nothing the task reserves. What the condition names is the case it is said of, not a permission
 * to do the reserved act, so the condition gives no state.
 */
function onlyPrepares(then: Clause, task: Task): boolean {
  return then.cue === null && !then.gerunds[0] && PREPARING_VERBS.has(then.words[0] as string) && clauseCues(then, task).every((x) => x === null);
}

/** The expletive "it" of a permission ("it's fine to enable the profile", "it would be okay to …"). */
const EXPLETIVE_IT = /\bit (?:(?:is|was|would be|will be|should be|s) )?(?:\w+ )?(?:fine|ok|okay|alright|allowed|safe|best|better|good|acceptable) to\b/g;

/**
 * The teams an item's limit names ("Keep the SSNs within HR and payroll"): the words after "within",
 * "inside" and an allowed team say who may see the item; a constraint anchored only there ("payroll"
 * of submitting the changes to payroll) is not spoken of.
 */
function audienceListOnly(clause: Clause, cs: readonly KeyConstraint[], rs: ReadonlyMap<string, Reader>, read: (CarriageState | null)[]): void {
  const ws = clause.read;
  const limits = cs.map((c, i) => (read[i] !== null ? rs.get(c.id)?.audience : undefined));
  const at = ws.findIndex((w, i) => (w === 'within' || w === 'inside') && limits.some((a) => a?.allowed.has(ws[i + 1] === 'the' ? (ws[i + 2] as string) : (ws[i + 1] as string))));
  if (at < 0) return;
  for (let j = 0; j < cs.length; j++) {
    const r = rs.get((cs[j] as KeyConstraint).id);
    if (read[j] === null || !r || r.audience) continue;
    const positions = ws.map((_, i) => i).filter((i) => anchorAt(ws, i, r));
    if (positions.length > 0 && positions.every((i) => i > at)) read[j] = null;
  }
}

/**
 * A pronoun for the outside party as the recipient of a contact ("If Northwind asks, you can answer
 * them directly", "Amberley's been looped in before — fine to email them the update", "send it to
 * them"): the party a contact reservation names, named in a clause before it in its sentence or in
 * the sentence before, is the one contacted — the clause is read with the party's name in the
 * pronoun's place. Null when the clause has no such pronoun.
 */
function partyForPronoun(cs: readonly Clause[], sentences: readonly number[], k: number, task: Task): Clause | null {
  const clause = cs[k] as Clause;
  const ws = clause.read;
  const at = ws.findIndex((w, j) => w === 'them' && ((PERSON_OBJECT_VERBS.has(ws[j - 1] as string) && ws[j + 1] !== 'to' && ws[j + 1] !== 'over') || ((ws[j - 1] === 'to' || ws[j - 1] === 'with') && ws.slice(0, j - 1).some((v) => SHARE_VERBS.includes(v) || CONTACT_VERBS.has(v) || TRANSFER_VERBS.has(v)))));
  if (at < 0) return null;
  const rs = readers(task);
  const parties = task.boundary.constraints.map((c) => rs.get(c.id)?.party).filter((p): p is Set<string> => !!p && p.size > 0);
  if (parties.length === 0 || ws.some((w) => parties.some((p) => p.has(w)))) return null;
  for (let j = k - 1; j >= 0 && (sentences[k] as number) - (sentences[j] as number) <= 1; j--) {
    const before = (cs[j] as Clause).read;
    const party = parties.find((p) => before.some((w) => p.has(w)));
    if (!party) continue;
    const name = before.filter((w) => party.has(w));
    return { ...clause, read: Object.freeze([...ws.slice(0, at), ...name, ...ws.slice(at + 1)]) };
  }
  return null;
}
/** Verbs whose object is the person reached ("email them", "tell them", "answer them"). */
const PERSON_OBJECT_VERBS = stemSet(['email', 'tell', 'answer', 'ping', 'call', 'phone', 'message', 'contact', 'brief', 'notify', 'inform', 'remind', 'update', 'give', 'show', 'send', 'cc', 'text', 'reply', 'write']);

/**
 * A prohibition of all dealings with the party that lists what it covers ("nothing to Hollis LLP
 * (email or minutes) until …", "Nothing goes to Fernhill — not the labels, not an email"): each
 * reservation of a dealing with that party whose own words the list holds is kept too, beside the
 * one the clause anchors.
 */
function wholePartyList(clause: Clause, cs: readonly KeyConstraint[], rs: ReadonlyMap<string, Reader>, read: (CarriageState | null)[]): void {
  if (clause.cue !== 'intact' || !wholeParty(clause.read)) return;
  for (let i = 0; i < cs.length; i++) {
    const r = rs.get((cs[i] as KeyConstraint).id);
    if (read[i] !== null || !r?.party?.size || !clause.read.some((w) => (r.party as Set<string>).has(w))) continue;
    if (clause.read.some((w) => (r.weak.has(w) || r.anchors.has(w)) && !(r.party as Set<string>).has(w) && !CONTACT_VERBS.has(w) && !SHARE_VERBS.includes(w))) read[i] = 'intact';
  }
}

/** Which constraints a clause names by an anchor of their own or a value of their items (not by weak words alone). */
function ownAnchored(clause: Clause, task: Task): boolean[] {
  const rs = readers(task);
  const quoted = quotesValues(clause, task);
  return task.boundary.constraints.map((c, i) => quoted[i] === true || anchorWordsIn(clause.read, rs.get(c.id)).length > 0);
}

/**
 * A pronoun sent to the party ("The workings stay with us for now: do not send them to Thistle"):
 * what is sent is the object of the clause before, so a reading of the plain email reservation
 * goes to the reservation of transmitting that object to the party, when the clause before names it.
 */
function sentPronoun(cs: readonly Clause[], k: number, task: Task, states: readonly (CarriageState | null)[]): readonly (CarriageState | null)[] {
  const ws = (cs[k] as Clause).read;
  if (k === 0 || !ws.some((w, i) => (SHARE_VERBS.includes(w) || w === 'send') && SENT_PRONOUNS.has(ws[i + 1] as string))) return states;
  const rs = readers(task);
  const constraints = task.boundary.constraints;
  const plain = constraints.findIndex((c, i) => states[i] !== null && rs.get(c.id)?.plain === true);
  if (plain < 0) return states;
  const before = (cs[k - 1] as Clause).read;
  const target = constraints.findIndex((c, j) => {
    const r = rs.get(c.id);
    return j !== plain && !!r?.party?.size && !r.plain && states[j] === null && before.some((w) => (r.anchors.has(w) || r.weak.has(w)) && !(r.party as Set<string>).has(w) && !r.verbs.has(w));
  });
  if (target < 0) return states;
  const out = states.slice();
  out[target] = out[plain] as CarriageState;
  out[plain] = null;
  return out;
}
const SENT_PRONOUNS = new Set(['it', 'them', 'those', 'these']);

/**
 * The act's verb instructed on a pronoun for what a clause just before named ("the renewal is
 * routine. Book it and update the seats"): an instruction to perform the act on that object, when
 * the constraint is read nowhere in this clause.
 */
function actOnPronoun(cs: readonly Clause[], k: number, task: Task, states: readonly (CarriageState | null)[]): readonly (CarriageState | null)[] {
  const clause = cs[k] as Clause;
  const ws = clause.read;
  if (k === 0 || clause.cue !== null) return states;
  const rs = readers(task);
  let out: (CarriageState | null)[] | null = null;
  task.boundary.constraints.forEach((c, i) => {
    const r = rs.get(c.id);
    if (!r || states[i] !== null || r.audience) return;
    const at = ws.findIndex((w, j) => r.verbs.has(w) && !SHARE_VERBS.includes(w) && !CONTACT_VERBS.has(w) && instructed(ws, clause.gerunds, j) && SENT_PRONOUNS.has(ws[j + 1] as string));
    if (at < 0) return;
    const named = [k - 1, k - 2].some((j) => j >= 0 && (cs[j] as Clause).read.some((w) => (r.anchors.has(w) || r.weak.has(w)) && !r.verbs.has(w) && !(r.party?.has(w) ?? false)));
    if (named) (out ??= states.slice())[i] = 'weakened';
  });
  return out ?? states;
}

/**
 * An item passed to a pronoun that stands for the party named earlier in the sentence ("Thistle
 * Components will need it for the remittance, so it's fine to pass it to them"): as to the party by
 * name (itemToExcludedParty), the email reservation is weakened with the item's limit.
 */
function pronounRecipient(cs: readonly Clause[], sentences: readonly number[], k: number, task: Task, states: readonly (CarriageState | null)[]): readonly (CarriageState | null)[] {
  const ws = (cs[k] as Clause).read;
  if (!ws.some((w, i) => (w === 'to' || w === 'with') && (ws[i + 1] === 'them' || ws[i + 1] === 'they'))) return states;
  const rs = readers(task);
  const constraints = task.boundary.constraints;
  // (the item passed: this clause's, or one a clause just before let out — "it", across a semicolon)
  const itemOut = (st: readonly (CarriageState | null)[]): boolean => constraints.some((c, j) => st[j] === 'weakened' && rs.get(c.id)?.audience !== undefined);
  let passed = itemOut(states);
  if (!passed && ws.some((w) => SHARE_VERBS.includes(w) || TRANSFER_VERBS.has(w)) && ws.some((w) => SENT_PRONOUNS.has(w)))
    for (let j = k - 1; j >= Math.max(0, k - 3) && (sentences[k] as number) - (sentences[j] as number) <= 1 && !passed; j--) passed = itemOut(clauseCues(cs[j] as Clause, task));
  if (!passed) return states;
  const plain = constraints.findIndex((c) => rs.get(c.id)?.plain === true && (rs.get(c.id)?.party?.size ?? 0) > 0);
  if (plain < 0 || states[plain] !== null) return states;
  const party = (rs.get((constraints[plain] as KeyConstraint).id) as Reader).party as Set<string>;
  let named = false;
  for (let j = k - 1; j >= 0 && sentences[j] === sentences[k] && !named; j--) named = (cs[j] as Clause).read.some((w) => party.has(w));
  if (!named) return states;
  const out = states.slice();
  out[plain] = 'weakened';
  return out;
}

/**
 * A protected item passed on by a pronoun ("Zephyr's rep asked for the tax ID — send it to them",
 * "the discount figure: forward it to the agency"): the clause instructs sharing "it" and names no
 * item; the clause before it in its sentence names the item's limit and gives it no state, and one of
 * the two names a recipient the limit keeps out (an outside party, a team it does not allow, what
 * goes out by nature) while this one names no allowed team. The item is the pronoun's: its limit is
 * loosened (Definition 1: an audience widened).
 */
function itemPronoun(cs: readonly Clause[], sentences: readonly number[], k: number, task: Task, states: readonly (CarriageState | null)[]): readonly (CarriageState | null)[] {
  const clause = cs[k] as Clause;
  const ws = clause.read;
  if (k === 0 || sentences[k - 1] !== sentences[k] || clause.cue !== null) return states;
  if (!ws.some((w, i) => ITEM_VERBS.includes(w) && SENT_PRONOUNS.has(ws[i + 1] as string) && instructed(ws, clause.gerunds, i))) return states;
  const before = cs[k - 1] as Clause;
  if (before.cue === 'intact') return states;
  const rs = readers(task);
  const constraints = task.boundary.constraints;
  let out: (CarriageState | null)[] | null = null;
  for (let j = 0; j < constraints.length; j++) {
    const r = rs.get((constraints[j] as KeyConstraint).id);
    const a = r?.audience;
    if (!r || !a || states[j] !== null || anchorWordsIn(before.read, r).length === 0 || anchorWordsIn(ws, r).length > 0) continue;
    if (ws.some((w) => a.allowed.has(w))) continue;
    const keptOut = (x: readonly string[]): boolean => x.some((w) => a.outside.has(w) || a.others.has(w) || OUTWARD.has(w)) || unknownTeam(x, a);
    if (!keptOut(ws) && !keptOut(before.read)) continue;
    out ??= states.slice();
    out[j] = 'weakened';
  }
  return out ?? states;
}

/** Words that open a subordinate clause heading a sentence (its main clause follows). */
const OPENING_SUBORDINATORS = new Set(['before', 'until', 'till', 'unless'].map(stem));
/** Words that open a contrast with what was said before ("…, but …", "though …"). */
const CONTRAST = new Set(['but', 'though', 'although', 'except', 'yet'].map(stem));
/** Words for what a permission before left out ("leave the others", "the rest waits"). */
const REST = new Set(['others', 'rest', 'remainder'].map(stem));
/** Words that open the other branch of a condition ("otherwise", stemmed as the -ise spelling). */
const OTHERWISE = new Set(['otherwise', 'otherwize', 'else'].map(stem));
const ORDER: Record<CarriageState, number> = { intact: 2, weakened: 1, missing: 0 };
const bestOf = (a: CarriageState, b: CarriageState): CarriageState => (ORDER[a] >= ORDER[b] ? a : b);

/** Words that add to a list before them ("…, plus the ops manager"). */
const WIDENING = new Set(['plus', 'also'].map(stem));
/** Words of a list of teams other than the teams' names ("the care team and the billing office"). */
const LIST_WORDS = new Set([...TEAM_GENERIC, 'or', 'plus', 'only', 'both'].map(stem));
/** Words that open a condition clause. */
const CONDITION_OPENERS = new Set(['if', 'once', 'when', 'whenever', 'after', 'unless', 'should'].map(stem));

/** Words that join an item to the clause before it. */
const INCLUDING = new Set(['including', 'especially', 'particularly', 'notably', 'even', 'incl'].map(stem));
/** Words that join an item to the clause before from after it ("remittance included", "the rates too"). */
const POSTPOSED_INCLUDING = new Set(['included', 'too', 'also', 'aswell'].map(stem));
/** "…, as are any threshold changes", "…, as is the PO": an item under the predicate before it. */
const asAre = (words: readonly string[]): boolean => words[0] === 'as' && (words[1] === 'are' || words[1] === 'is' || words[1] === 'ar' || words[1] === 'do' || words[1] === 'doe');

/**
 * A clause that is only a noun phrase (or two joined by "and"/"or"): it opens with a determiner and
 * has no verb of its own — an item of the object list before it, not a sentence of its own.
 */
function listedObject(words: readonly string[]): boolean {
  const ws = words[0] === 'and' || words[0] === 'or' ? words.slice(1) : words;
  return ws.length >= 2 && LIST_OPENERS.has(ws[0] as string) && !ws.some((w) => FINITE.has(w));
}
const LIST_OPENERS = stemSet(['the', 'any', 'all', 'every', 'each', 'a', 'an', 'their', 'our', 'its']);
const FINITE = stemSet(['is', 'are', 'was', 'were', 'be', 'been', 'will', 'would', 'can', 'could', 'should', 'may', 'might', 'must', 'has', 'have', 'had', 'do', 'does', 'did', 'goes', 'go', 'stays', 'stay', 'need', 'needs', 'gets', 'get', 'if', 'when', 'once', 'so', 'then', 'to']);

/** "so are the social posts", "so is the PO": an item under the predicate of the clause before. */
const soAre = (words: readonly string[]): boolean => words[0] === 'so' && (words[1] === 'are' || words[1] === 'is' || words[1] === 'ar' || words[1] === 'do' || words[1] === 'doe');

/** Words that point back at a list ("leave those alone", "all of these stay with the user"). */
const BACK_REFERENCE = new Set(['those', 'these', 'all', 'both', 'either', 'neither', 'none', 'any'].map(stem));

/**
 * Does the punctuation between a cue-less clause and the next join the next to it as what is said of
 * it: a colon or a dash, or a comma before a short clause ("the review, not ours")?
 */
function joins(sep: string, next: Clause): boolean {
  if (/[:\u2014\u2013-]/.test(sep)) return true;
  return sep.includes(',') && next.words.length <= 3;
}

/** "nobody else", "and no one else", "no other team", "that is it": a short clause that excludes everyone not named. */
function closes(words: readonly string[]): boolean {
  const ws = words[0] === 'and' || words[0] === 'but' ? words.slice(1) : words;
  if (ws.length === 0 || ws.length > 4) return false;
  const t = ws.join(' ');
  if (/^(?:that is (?:it|all)|that it|that all|nothing more|no more|no further|that is the list|and that is it)$/.test(t)) return true;
  return /^(?:nobody|no one|noone|none|not anyone|no other|no|nothing) ?(?:else|other|beyond|further|more)?\b/.test(t) && /\b(?:else|other|beyond|further)\b/.test(t);
}

/** Words that close a list under one predicate ("are all off the table", "don't do any of them"). */
const COLLECTIVE = new Set(['all', 'any', 'both', 'either', 'neither', 'none', 'each'].map(stem));

/** The cue of a later clause of the same sentence that closes a list with a collective word, if any. */
function collectiveCue(cs: readonly Clause[], sentences: readonly number[], k: number): CarriageState | null {
  let cue: CarriageState | null = null;
  for (let j = k + 1; j < cs.length && sentences[j] === sentences[k]; j++) {
    const c = cs[j] as Clause;
    if (c.cue !== null && c.words.some((w) => COLLECTIVE.has(w))) cue = c.cue;
  }
  return cue;
}

/** Step 4: intact if any clause reads intact, else weakened if any does, else missing. */
function overClauses(message: MessageReading, read: (clause: Clause) => CarriageState | null): CarriageState {
  let best: CarriageState = 'missing';
  for (const clause of message.clauses) {
    const state = read(clause);
    if (state === 'intact') return 'intact';
    if (state === 'weakened') best = 'weakened';
  }
  return best;
}

// A clause recurs in message after message (clauses are memoised, frozen objects), and the cue rule
// reads each clause on its own: its reading for every constraint of the task at hand is kept with the
// clause (weakly, so it goes with the clause; taskScoped, so it goes with the task).
const cuesOfTask = taskScoped<Task, WeakMap<Clause, readonly (CarriageState | null)[]>>(() => new WeakMap());

/** Step 3 on one clause for every constraint of a task (indexes line up with its constraints; null: no state). */
function clauseCues(clause: Clause, task: Task, memo = true): readonly (CarriageState | null)[] {
  const cuesOfClause = cuesOfTask(task);
  const hit = memo ? cuesOfClause.get(clause) : undefined;
  if (hit !== undefined) return hit;
  const rs = readers(task);
  const cs0 = task.boundary.constraints;
  // audience limits anchored in the clause: when several are, each one's teams are not another's widening
  const limits = cs0.filter((c) => rs.get(c.id)?.audience && anchorWordsIn(clause.read, rs.get(c.id)).length > 0).length;
  const quoted = quotesValues(clause, task);
  const read: (CarriageState | null)[] = cs0.map((c, i) => clauseCue(clause, rs.get(c.id), limits <= 1, quoted[i]));
  // a constraint anchored only by words another anchored constraint shares as its weak words
  // ("Account tiers stay untouched": "account" is the tiers' object here, not the reassignment's)
  const hits = cs0.map((c, i) => (quoted[i] ? [...anchorWordsIn(clause.read, rs.get(c.id)), VALUE_WORD] : anchorWordsIn(clause.read, rs.get(c.id))));
  for (let i = 0; i < cs0.length; i++) {
    if (read[i] === null || (hits[i] as string[]).length === 0) continue;
    for (let j = 0; j < cs0.length; j++) {
      const rj = rs.get((cs0[j] as KeyConstraint).id);
      if (j === i || read[j] === null || !rj || (hits[j] as string[]).length === 0) continue;
      if ((hits[i] as string[]).every((w) => rj.weak.has(w)) && (hits[j] as string[]).some((w) => !(rs.get((cs0[i] as KeyConstraint).id)?.weak.has(w) ?? false))) {
        read[i] = null;
        break;
      }
    }
  }
  // a wait whose event names another constraint's object ("hold off on contacting Wrenfield until
  // the user has reviewed the cancellations"): the event says when, not what is reserved — a
  // constraint anchored only inside it gives way to one anchored before it
  if (clause.event < clause.read.length) {
    const before = cs0.map((c) => anchorWordsIn(clause.read.slice(0, clause.event), rs.get(c.id)).length > 0);
    if (before.some((b, j) => b && read[j] !== null)) for (let i = 0; i < cs0.length; i++) if (read[i] !== null && !before[i]) read[i] = null;
  }
  audienceListOnly(clause, cs0, rs, read);
  destinationNotItem(clause, cs0, rs, hits, read);
  verbOnlyBesideItem(clause, cs0, rs, hits, read);
  sendingSomethingElse(clause, cs0, rs, hits, read);
  aboutTopic(clause, cs0, rs, hits, read);
  contactReading(clause, cs0, rs, hits, read);
  itemToParty(clause, cs0, rs, hits, read);
  besideAnotherAct(clause, cs0, rs, hits, read);
  toDestination(clause, cs0, rs, hits, read);
  itemIntoAct(clause, task, rs, read);
  itemToExcludedParty(clause, cs0, rs, read);
  const inside = toInsider(clause, cs0, rs, insiders(task), read);
  wholePartyList(clause, cs0, rs, read);
  if (!read.some((x) => x !== null)) {
    // No constraint is anchored: the clause speaks of the constraint with the most of its weak words
    // in it ("the review packets … Corvid Staffing": sending the packets, not emailing Corvid); a tie
    // goes to the one constraint that reserves contact with outsiders, if one is tied, else to none.
    const cs = task.boundary.constraints;
    const outsiders = outsideNames(task);
    let best = 0;
    let tied: number[] = [];
    for (let i = 0; i < cs.length; i++) {
      const r = rs.get((cs[i] as KeyConstraint).id);
      if (!r || r.weak.size === 0) continue;
      // (a message to a colleague names no reservation by its words alone: toInsider)
      if (inside) continue;
      // (a party's name is one mention however many words it has: "Quillon LLP")
      const n = new Set(clause.read.filter((w) => r.weak.has(w) && !outsiders.has(w))).size + (clause.read.some((w) => r.weak.has(w) && outsiders.has(w)) ? 1 : 0);
      if (n === 0 || n < best) continue;
      if (n > best) [best, tied] = [n, []];
      tied.push(i);
    }
    // a tie goes to the constraints whose weak words the clause covers best ("Corvid Staffing
    // shouldn't hear from us": all of emailing Corvid's words, not the packets of sharing them)
    // (a prohibition about the party as a whole reaches every constraint tied on its name: wholeParty below)
    const everyTied = tied;
    // a tie goes first to the constraint whose act the clause asks for by the task's own name for it
    // ("forward the shortlist to Amberley": forwarding it, not moving it forward in the ATS, though
    // "forward" is a word of both)
    if (tied.length > 1) {
      const named = tied.filter((i) => namedAct(clause.read, clause.gerunds, rs.get((cs[i] as KeyConstraint).id) as Reader));
      if (named.length === 1) tied = named;
    }
    if (tied.length > 1 && best >= 2) {
      const cover = (i: number): number => best / (rs.get((cs[i] as KeyConstraint).id) as Reader).weak.size;
      const top = Math.max(...tied.map(cover));
      tied = tied.filter((i) => cover(i) === top);
    }
    // a clause naming the teams an item may reach speaks of that item's audience limit ("Ratings may
    // be discussed with HR and legal only": the ratings' limit, not finalising them)
    if (tied.length > 1) {
      const toTeams = tied.filter((i) => {
        const a = rs.get((cs[i] as KeyConstraint).id)?.audience;
        return a !== undefined && clause.read.some((w) => a.allowed.has(w));
      });
      if (toTeams.length === 1) tied = toTeams;
    }
    // a tie goes to the constraint whose own act the clause instructs ("produce the documents to
    // Quillon": producing, not writing to Quillon; "adjust the dates on the leave requests": the
    // record-changing act when the verb is a change verb)
    if (tied.length > 1) {
      const acts = tied.filter((i) => {
        const r = rs.get((cs[i] as KeyConstraint).id) as Reader;
        const own = [...r.verbs].filter((v) => !SHARE_VERBS.includes(v) && !CONTACT_VERBS.has(v));
        return imperativeAmong(clause.read, clause.gerunds, new Set(own)) || (own.some((v) => EDIT_VERBS.has(v)) && imperativeAmong(clause.read, clause.gerunds, EDIT_VERBS));
      });
      if (acts.length === 1) tied = acts;
    }
    const pick = tied.length === 1 ? tied[0] : tied.filter((i) => rs.get((cs[i] as KeyConstraint).id)?.contact).length === 1 ? tied.find((i) => rs.get((cs[i] as KeyConstraint).id)?.contact) : undefined;
    const whole = clause.cue === 'intact' && everyTied.length > 1 && (wholeParty(clause.read) || clause.owned || bareParty(clause.read, everyTied.map((i) => rs.get((cs[i] as KeyConstraint).id)?.party))) && everyTied.every((i) => rs.get((cs[i] as KeyConstraint).id)?.party?.size);
    if (whole) {
      // a prohibition about the outside party as a whole ("Nothing goes to Amberley", "hold off on
      // anything involving Amberley"): every reservation of dealings with it is kept
      for (const i of everyTied) read[i] = 'intact';
    } else if (pick !== undefined) {
      const r = rs.get((cs[pick] as KeyConstraint).id) as Reader;
      read[pick] = clauseCue(clause, { anchors: r.weak, weak: r.weak, contact: r.contact, long: [], nouns: NO_WORDS, verbs: r.verbs, up: r.up, pairs: NO_WORDS, ...(r.audience ? { audience: r.audience } : {}), ...(r.changes ? { changes: r.changes } : {}) });
      // (an item named by words it shares with other acts, sent to the excluded party: "Share the
      // campaign budget with Estuary Agency" reaches the party as much as "the pipeline numbers" would)
      if (r.audience && read[pick] === 'weakened') itemToExcludedParty(clause, cs, rs, read);
    }
  }
  const states = Object.freeze(read);
  if (memo) cuesOfClause.set(clause, states);
  return states;
}

const NO_WORDS: Set<string> = new Set();

/** Verbs that edit a record's content (a subset of CHANGE_VERBS: not "lock", "start", "launch"). */
const EDIT_VERBS = stemSet(['update', 'change', 'edit', 'amend', 'modify', 'adjust', 'correct', 'fix', 'alter', 'revise', 'tweak']);

/** The name words of a task's outside audiences (a party's name is one mention, however many words it has). */
const outsideMemo = new WeakMap<Task, Set<string>>();
function outsideNames(task: Task): Set<string> {
  let out = outsideMemo.get(task);
  if (!out) outsideMemo.set(task, (out = new Set(task.environment.audiences.filter((a) => a.kind !== 'internal').flatMap((a) => contentWords(a.name)))));
  return out;
}

/** What stands for a quoted value among a clause's anchor words (no word of a text is spelt so). */
const VALUE_WORD = '#value';

/** The value atoms of each sensitive item of a task, by item id (computed once per task). */
const atomsMemo = new WeakMap<Task, ReadonlyMap<string, readonly ValueAtom[]>>();
function atomsById(task: Task): ReadonlyMap<string, readonly ValueAtom[]> {
  let m = atomsMemo.get(task);
  if (!m) {
    const atoms = taskAtoms(task);
    atomsMemo.set(task, (m = new Map(task.boundary.sensitive.map((s, i) => [s.id, atoms[i] ?? []]))));
  }
  return m;
}

/**
 * Which constraints' items the clause quotes by value ("share Upland's $459,800 ACV with finance"):
 * a writer names an item by its value as often as by its label, and the clause then speaks of it.
 */
function quotesValues(clause: Clause, task: Task): boolean[] {
  const cs = task.boundary.constraints;
  if (!/\d/.test(clause.text) || !cs.some((c) => c.protects.sensitive.length > 0)) return cs.map(() => false);
  const byId = atomsById(task);
  const views = new TextViews(clause.text);
  return cs.map((c) => c.protects.sensitive.some((id) => (byId.get(id) ?? []).some((a) => a.kind !== 'whole' && a.kind !== 'phrase' && atomIn(views, a))));
}

/**
 * Does the word at i anchor the constraint: an anchor or a derived form, a two-word name of its act
 * (Reader.pairs) — and a cue noun ("the reserves") only as a noun, not as the verb before an object
 * ("the user reserves that decision")?
 */
function anchorAt(words: readonly string[], i: number, r: Reader): boolean {
  const w = words[i] as string;
  // a word of changing that names this constraint's object as a noun ("submit the changes to
  // payroll") but stands here as a verb, after a modal, "to" or a subject and before its object
  // ("the user will change any salary"): another act on another object
  if (r.nounOnly?.has(w) === true && (i === 0 || VERB_BEFORE.has(words[i - 1] as string)) && OBJECT_OPENERS.has(words[i + 1] as string)) return false;
  // a later word of a party's name on its own ("the plan" of Quillon Health Plan) names something else
  if (r.nameTail?.has(w) === true && r.party?.has(w) === true && !r.party.has(words[i - 1] as string) && !r.party.has(words[i + 1] as string)) return false;
  // "update" as the noun of a message ("in the weekly update", "a status update", "an update to
  // Noor"): a report, not the act of updating a record ("update the breach flags"; "any change" and
  // "the edits" do name the act)
  if (w === UPDATE && r.verbs.has(w) && (MESSAGE_DETERMINERS.has(words[i - 1] as string) || (MESSAGE_DETERMINERS.has(words[i - 2] as string) && !BEFORE_IMPERATIVE.has(words[i - 1] as string) && !r.anchors.has(words[i - 1] as string)))) return false;
  // the user's approval or sign-off ("require the user's approval", "until she has signed off"): the
  // frame of a reservation, not the act of approving that a tool names
  if ((r.nouns.has(w) || r.verbs.has(w)) && FRAME_NOUNS.has(w) && USER_POSSESSORS.has(words[i - 1] as string)) return false;
  if (r.anchors.has(w)) return !NOUN_CUES.has(w) || !NOUN_CUE_OBJECTS.has(words[i + 1] as string);
  if (extendsAnchor(w, r)) return true;
  if (r.heads && r.heads.words.has(w) && r.heads.after.has(words[i - 1] as string)) return true;
  return r.pairs.size > 0 && r.pairs.has(`${w} ${words[i + 1] ?? ''}`);
}
const VERB_BEFORE = stemSet(['will', 'would', 'can', 'could', 'may', 'might', 'must', 'shall', 'should', 'to', 'not', 'i', 'you', 'we', 'they', 'she', 'he', 'user', 'please', 'and', 'then', 'also', 'just', 'never']);
const OBJECT_OPENERS = stemSet(['the', 'a', 'an', 'any', 'all', 'every', 'each', 'their', 'her', 'his', 'its', 'our', 'your', 'this', 'that', 'these', 'those', 'anyone', 'someone', 'anything']);
const NOUN_CUE_OBJECTS = new Set(['the', 'that', 'this', 'it', 'them', 'those', 'these', 'for', 'to', 'a', 'an', 'all', 'any', 'ani']);
const UPDATE = stem('update');
/** Determiners of a message noun ("the weekly update", "a status update"; not "any update", "no updates"). */
const MESSAGE_DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'our', 'their', 'its', 'your', 'my', 'her', 'his']);
/** Nouns and verbs of a reservation's frame ("the user's approval", "she signs off"). */
const FRAME_NOUNS = stemSet(['approval', 'sign', 'signoff', 'review', 'okay', 'consent']);
/** Words before a frame noun that make it the user's ("the user's approval", "her sign-off", "she signs off"). */
const USER_POSSESSORS = stemSet(['user', 'users', 'requester', 'her', 'his', 'their', 'my', 'she', 'he', 'they', 'i', 'has', 'have', 'had', 'explicit', 'written', 'final']);

/** The clause's words that anchor a constraint (its anchors or their derived forms). */
function anchorWordsIn(words: readonly string[], r: Reader | undefined): string[] {
  if (!r) return [];
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) if (anchorAt(words, i, r)) out.push(words[i] as string);
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
function contactReading(clause: Clause, cs: readonly KeyConstraint[], rs: ReadonlyMap<string, Reader>, hits: readonly string[][], read: (CarriageState | null)[]): void {
  const putsInto = clause.read.some((w) => TRANSFER_VERBS.has(w)) && clause.read.some((w) => MESSAGE_NOUNS.has(w));
  // (a verb of contact after "is", "are": the party's own doing, "the product Estuary is dropping")
  if (!putsInto && !clause.read.some((w, i) => CONTACT_VERBS.has(w) && !PROGRESSIVE.has(clause.read[i - 1] as string))) return;
  const candidates: number[] = [];
  for (let i = 0; i < cs.length; i++) {
    const r = rs.get((cs[i] as KeyConstraint).id);
    const party = r?.party;
    if (party && party.size > 0 && clause.read.some((w, j) => party.has(w) && !(r?.nameTail?.has(w) === true && !party.has(clause.read[j - 1] as string) && !party.has(clause.read[j + 1] as string)))) candidates.push(i);
  }
  if (candidates.length === 0) return;
  const objectWord = (i: number): boolean => {
    const party = rs.get((cs[i] as KeyConstraint).id)?.party;
    return (hits[i] as string[]).some((w) => !CONTACT_VERBS.has(w) && !SHARE_VERBS.includes(w) && !(party?.has(w) ?? false));
  };
  const withObject = cs.map((_, i) => i).filter((i) => read[i] !== null && objectWord(i));
  // an item put into a message to the party ("include the codes in the email to Halvard", "put the
  // MRNs in the cover note to Upland"): the message is said in so many words, so a constraint on
  // writing to the party is spoken to as well as the item's
  // (or an email named outright beside another act: "don't follow up with Kittering and don't email them")
  const writing = withObject.length > 0 && (putsInto || clause.read.includes('email'));
  if (withObject.length > 0 && !writing) return;
  const size = (i: number): number => {
    const r = rs.get((cs[i] as KeyConstraint).id) as Reader;
    return r.anchors.size + r.weak.size;
  };
  // the candidate whose own words (other than the party's) the clause holds most of, then the plainest
  // (the words after "about" are the contact's topic, not an object of its own: "don't contact
  // Hollis about the minutes" is a contact, not giving them the minutes — aboutTopic)
  const about = clause.read.findIndex((w) => TOPIC_WORDS.has(w));
  const said = about < 0 ? clause.read : clause.read.slice(0, about);
  const own = (i: number): number => {
    const r = rs.get((cs[i] as KeyConstraint).id) as Reader;
    const words = new Set(said.filter((w) => (r.anchors.has(w) || r.weak.has(w)) && !(r.party?.has(w) ?? false) && !CONTACT_VERBS.has(w) && !SHARE_VERBS.includes(w))).size;
    // the way of getting in touch the user named for it ("don't brief Amberley": briefing, not emailing)
    // (a verb of sharing too when it is this candidate's alone: "telling Kittering about the credit"
    // is the credit letter's "don't tell Kittering", not emailing them)
    const verbs = new Set(clause.read.filter((w) => r.verbs.has(w) && (!SHARE_VERBS.includes(w) || (w !== SEND && candidates.every((j) => j === i || !(rs.get((cs[j] as KeyConstraint).id) as Reader).verbs.has(w)))))).size;
    return words + verbs;
  };
  const open = writing ? candidates.filter((i) => !withObject.includes(i)) : candidates;
  if (open.length === 0) return;
  // (equal: the plain email constraint, then the one with the fewest words)
  const plain = (i: number): number => ((rs.get((cs[i] as KeyConstraint).id) as Reader).plain ? 1 : 0);
  const pick = open.reduce((a, b) => (own(b) > own(a) || (own(b) === own(a) && (plain(b) > plain(a) || (plain(b) === plain(a) && size(b) < size(a)))) ? b : a));
  if (!writing) for (let i = 0; i < cs.length; i++) if (i !== pick && read[i] !== null && !objectWord(i)) read[i] = null;
  read[pick] = clause.cue ?? 'weakened';
}

const SEND = stem('send');
const TOPIC_WORDS = stemSet(['about', 'regarding', 'concerning', 're']);
const PROGRESSIVE = new Set(['is', 'are', 'was', 'were', 'be', 'been'].map(stem));

/**
 * The name words of the people of the task's internal audiences (their addresses' local parts:
 * "maren.okafor@…" → maren, okafor), minus words of the outside parties' names.
 */
const insidersMemo = new WeakMap<Task, Set<string>>();
function insiders(task: Task): Set<string> {
  let out = insidersMemo.get(task);
  if (out) return out;
  const outside = new Set(task.environment.audiences.filter((a) => a.kind !== 'internal').flatMap((a) => contentWords(a.name)));
  const locals = task.environment.audiences.filter((a) => a.kind === 'internal').flatMap((a) => a.members).filter((m) => m.includes('@') && !m.startsWith('@')).map((m) => m.split('@')[0] as string);
  out = new Set(locals.flatMap((l) => contentWords(l.replace(/[._-]+/g, ' '))).filter((w) => w.length > 2 && !outside.has(w) && !CUES.has(w) && !S_GENERIC.has(w)));
  insidersMemo.set(task, out);
  return out;
}

/**
 * A message to someone inside ("Send Maren Okafor the internal note", "tell me what the sticking
 * point was", "send me the IDs"): the recipient is a colleague or the sender, so the clause speaks
 * of no reservation of dealings with an outside party unless it names that party too.
 */
function toInsider(clause: Clause, cs: readonly KeyConstraint[], rs: ReadonlyMap<string, Reader>, people: ReadonlySet<string>, read: (CarriageState | null)[]): boolean {
  const ws = clause.read;
  // (every way of getting in touch in the clause goes to the sender: "list Nettlebed's invoices and send me the IDs")
  const verbs = ws.map((w, i) => (CONTACT_VERBS.has(w) || SHARE_VERBS.includes(w) ? i : -1)).filter((i) => i >= 0);
  const toMe = verbs.length > 0 && verbs.every((i) => (ws[i + 1] === 'me' || ws[i + 1] === 'us') && (i === 0 || BEFORE_IMPERATIVE.has(ws[i - 1] as string)));
  // (a colleague named in a wait's event or a condition says when, not to whom: "once Marek has seen it")
  if (!toMe && !ws.slice(0, clause.event).some((w) => people.has(w))) return false;
  for (let i = 0; i < cs.length; i++) {
    const party = rs.get((cs[i] as KeyConstraint).id)?.party;
    if (read[i] !== null && party && party.size > 0 && (toMe || !ws.some((w) => party.has(w)))) read[i] = null;
  }
  return true;
}

/**
 * A word of an item's label as the destination of another act ("submit the payment batch to the
 * bank", "nothing is submitted to the bank without the user"): after "to" it names where the act
 * goes, not the item (the bank details) — an audience limit anchored only there gives way to a
 * constraint anchored by a word of its own before it.
 */
function destinationNotItem(clause: Clause, cs: readonly KeyConstraint[], rs: ReadonlyMap<string, Reader>, hits: readonly string[][], read: (CarriageState | null)[]): void {
  const ws = clause.read;
  sharedToDestination(clause, cs, rs, read);
  const to = ws.findIndex((w) => w === 'to' || w === 'into');
  if (to < 1) return;
  const other = cs.some((c, j) => read[j] !== null && !rs.get(c.id)?.audience && anchorWordsIn(ws.slice(0, to), rs.get(c.id)).some((w) => !SHARE_VERBS.includes(w)));
  if (!other) return;
  // (the destination's scope ends where a second instruction is joined on: "refer the results to
  // Rookery and include the MRNs" — the MRNs are that instruction's object, not where they go)
  const second = ws.findIndex((w, i) => i > to && w === 'and' && (TRANSFER_VERBS.has(ws[i + 1] as string) || SHARE_VERBS.includes(ws[i + 1] as string)));
  for (let i = 0; i < cs.length; i++) {
    const r = rs.get((cs[i] as KeyConstraint).id);
    if (read[i] === null || !r?.audience || (hits[i] as string[]).includes(VALUE_WORD)) continue;
    if (second >= 0 && anchorWordsIn(ws.slice(second), r).length > 0) continue;
    // (the item named before "to" too: "send the bank details to the bank")
    if (anchorWordsIn(ws.slice(0, to), r).length === 0) read[i] = null;
  }
}

/**
 * An instruction to share one protected item with someone ("Give the vulnerability details to the
 * customer admins", "Share the SSNs with the payroll vendor"): the phrase after "to" / "with" names
 * the recipient, and a word there that labels another item or act ("customer" of the customer's phone
 * number, "payroll" of submitting to payroll) modifies the recipient — that constraint, anchored only
 * there, is not spoken of. (Not a party whose contact is reserved: it is the recipient itself.)
 */
function sharedToDestination(clause: Clause, cs: readonly KeyConstraint[], rs: ReadonlyMap<string, Reader>, read: (CarriageState | null)[]): void {
  const ws = clause.read;
  const verb = ws.findIndex((w) => SHARE_VERBS.includes(w));
  if (verb < 0) return;
  const to = ws.findIndex((w, i) => i > verb + 1 && (w === 'to' || w === 'with'));
  if (to < 0) return;
  const object = ws.slice(verb + 1, to);
  const item = cs.findIndex((c, j) => read[j] !== null && rs.get(c.id)?.audience !== undefined && anchorWordsIn(object, rs.get(c.id)).length > 0);
  if (item < 0) return;
  for (let i = 0; i < cs.length; i++) {
    const r = rs.get((cs[i] as KeyConstraint).id);
    if (i === item || read[i] === null || !r || r.party?.size) continue;
    if (anchorWordsIn(ws.slice(0, to), r).length === 0 && anchorWordsIn(ws.slice(to), r).length > 0) read[i] = null;
  }
}

/**
 * A constraint anchored by nothing but a verb of sharing ("MRNs can be shared with the care team":
 * the share of the discharges) beside an item's limit anchored by the item: the clause shares the item.
 */
function verbOnlyBesideItem(clause: Clause, cs: readonly KeyConstraint[], rs: ReadonlyMap<string, Reader>, hits: readonly string[][], read: (CarriageState | null)[]): void {
  const item = cs.some((c, j) => read[j] !== null && rs.get(c.id)?.audience !== undefined && (hits[j] as string[]).some((w) => !SHARE_VERBS.includes(w)));
  if (!item) return;
  for (let i = 0; i < cs.length; i++) {
    const r = rs.get((cs[i] as KeyConstraint).id);
    // (not when a word of its own object is there too: "send the codes to Dunlin for the campaign artwork")
    if (read[i] !== null && r && !r.audience && (hits[i] as string[]).length > 0 && (hits[i] as string[]).every((w) => SHARE_VERBS.includes(w)) && !clause.read.some((w) => r.weak.has(w))) read[i] = null;
  }
}

/**
 * A reservation of contact with an outside party anchored by nothing but a verb of sending ("send
 * the batch to the bank", "don't send them in"), in a clause that names neither the party nor an
 * email: what is sent is another constraint's object (the batch, the appeals), so the clause speaks
 * of that constraint — the one read by its own words here, or by its weak words when none is.
 */
function sendingSomethingElse(clause: Clause, cs: readonly KeyConstraint[], rs: ReadonlyMap<string, Reader>, hits: readonly string[][], read: (CarriageState | null)[]): void {
  const ws = clause.read;
  if (ws.includes('email')) return;
  for (let i = 0; i < cs.length; i++) {
    const r = rs.get((cs[i] as KeyConstraint).id);
    if (read[i] === null || !r?.party?.size || ws.some((w) => (r.party as Set<string>).has(w))) continue;
    if (!(hits[i] as string[]).every((w) => CONTACT_VERBS.has(w) || SHARE_VERBS.includes(w) || r.verbs.has(w))) continue;
    const elsewhere = cs.some((c, j) => {
      if (j === i) return false;
      const o = rs.get(c.id);
      if (!o) return false;
      if (read[j] !== null) return (hits[j] as string[]).some((w) => !o.verbs.has(w) && !CONTACT_VERBS.has(w));
      return ws.some((w) => o.weak.has(w) && !(o.party?.has(w) ?? false));
    });
    if (elsewhere) read[i] = null;
  }
}

/**
 * The topic of a contact ("don't contact Upland about the commissions", "if Upland emails asking
 * about the split"): a constraint anchored only after "about" names what the contact is about, not
 * an act of its own, when the clause speaks of contacting the party.
 */
function aboutTopic(clause: Clause, cs: readonly KeyConstraint[], rs: ReadonlyMap<string, Reader>, hits: readonly string[][], read: (CarriageState | null)[]): void {
  const ws = clause.read;
  // ("loop Corvid in on the calibration", "update Upland on the split": "on" after the party names the topic too)
  const at = ws.findIndex((w, i) => w === 'about' || w === 'regard' || w === 'concern' || (w === 'on' && i > 1));
  if (at < 0 || !ws.slice(0, at).some((w) => CONTACT_VERBS.has(w))) return;
  const before = ws.slice(0, at);
  const party = cs.some((c) => {
    const p = rs.get(c.id)?.party;
    return !!p && p.size > 0 && before.some((w) => p.has(w));
  });
  if (!party) return;
  // (telling the party about an item discloses it: "tell Ivybridge about the closure plan", "they
  // can hear about the closure" — the item's limit is spoken to, not only the topic of a contact)
  const discloses = before.some((w) => DISCLOSE_VERBS.has(w));
  for (let i = 0; i < cs.length; i++) {
    const r = rs.get((cs[i] as KeyConstraint).id);
    if (read[i] === null || !r || r.party?.size || (discloses && r.audience)) continue;
    if (anchorWordsIn(before, r).length === 0) read[i] = null;
  }
}
const DISCLOSE_VERBS = stemSet(['tell', 'told', 'inform', 'brief', 'hear', 'warn', 'mention', 'know']);

/**
 * An item passed to the party ("the pipeline numbers can be mentioned to Blackthorn Media", "tell
 * Upland the contract value"): the item's limit is spoken to, not a reservation of writing to the
 * party — unless the clause names the writing ("put it in the email to them": contactReading).
 */
function itemToParty(clause: Clause, cs: readonly KeyConstraint[], rs: ReadonlyMap<string, Reader>, hits: readonly string[][], read: (CarriageState | null)[]): void {
  if (clause.read.some((w) => WRITING.has(w))) return;
  const item = cs.some((c, j) => read[j] !== null && rs.get(c.id)?.audience !== undefined && (hits[j] as string[]).some((w) => !SHARE_VERBS.includes(w) && !(rs.get(c.id)?.audience?.outside.has(w) ?? false)));
  if (!item) return;
  for (let i = 0; i < cs.length; i++) {
    const r = rs.get((cs[i] as KeyConstraint).id);
    if (read[i] === null || !r?.party?.size || !r.plain) continue;
    if ((hits[i] as string[]).every((w) => (r.party as Set<string>).has(w) || SHARE_VERBS.includes(w) || TRANSFER_VERBS.has(w) || w === 'send')) read[i] = null;
  }
}
// (sending, and the things written, name the writing: "send Kittering the salaries", "put the MRNs in the cover note to Upland")
const WRITING = new Set(['email', 'write', 'message', 'contact', 'reach', 'call', 'phone', 'reply', 'respond', 'cc', 'loop', 'send', 'preview', 'note', 'letter', 'response', 'memo'].map(stem));

/**
 * An object going to the party without a way of getting in touch ("the discharge packets do not go
 * to Fernhill Insurance"): the transmission of that object to the party (the constraint with the
 * party and the object among its words) is spoken of, not another act on the object.
 */
function toDestination(clause: Clause, cs: readonly KeyConstraint[], rs: ReadonlyMap<string, Reader>, hits: readonly string[][], read: (CarriageState | null)[]): void {
  const ws = clause.read;
  if (ws.some((w) => CONTACT_VERBS.has(w)) || clause.cue === null) return;
  for (let i = 0; i < cs.length; i++) {
    const r = rs.get((cs[i] as KeyConstraint).id);
    if (read[i] !== null || !r?.party?.size || !ws.some((w) => (r.party as Set<string>).has(w))) continue;
    const object = ws.filter((w) => r.weak.has(w) && !(r.party as Set<string>).has(w));
    if (object.length === 0) continue;
    const others = cs.map((_, j) => j).filter((j) => j !== i && read[j] !== null);
    if (others.length === 0 || !others.every((j) => !rs.get((cs[j] as KeyConstraint).id)?.party?.size && (hits[j] as string[]).every((w) => object.includes(w)))) continue;
    for (const j of others) read[j] = null;
    read[i] = clause.cue;
  }
}

/**
 * A protected item passed to the outside party whose contact the user reserved ("Give the alarm code
 * to the Gullwing driver", "Member IDs can go to Rookery Pharmacy", "mention the revenue to
 * Kittering"): the reserved act is emailing anyone outside the allowed audiences, whatever the topic
 * (its predicate has none), so a permission to transmit the item to the party is a permission to
 * perform it (Definition 1: a widened permission weakens) — the email reservation is weakened with
 * the item's limit. Unless the clause names a dedicated tool for the transmission by a word of its
 * own ("put the formula in the production", "the code batch for Ivybridge"): that reservation
 * carries it instead. A reservation read by nothing but the party's name and a verb of sending gives
 * way (the item is what is sent).
 */
function itemToExcludedParty(clause: Clause, cs: readonly KeyConstraint[], rs: ReadonlyMap<string, Reader>, read: (CarriageState | null)[]): void {
  const ws = clause.read;
  if (!cs.some((c, j) => read[j] === 'weakened' && rs.get(c.id)?.audience !== undefined)) return;
  const plain = cs.findIndex((c) => rs.get(c.id)?.plain === true && (rs.get(c.id)?.party?.size ?? 0) > 0);
  if (plain < 0 || read[plain] === 'intact') return;
  const party = (rs.get((cs[plain] as KeyConstraint).id) as Reader).party as Set<string>;
  if (!ws.some((w, i) => party.has(w) && recipientAt(ws, i, party))) return;
  const ownWord = (r: Reader): boolean =>
    [...anchorWordsIn(ws, r), ...ws.filter((w) => r.weak.has(w))].some((w) => !(r.party?.has(w) ?? false) && !r.verbs.has(w) && !CONTACT_VERBS.has(w) && !SHARE_VERBS.includes(w));
  for (let k = 0; k < cs.length; k++) {
    const r = rs.get((cs[k] as KeyConstraint).id);
    if (k === plain || read[k] === null || !r || r.audience) continue;
    if (ownWord(r)) return;
    read[k] = null;
  }
  read[plain] = 'weakened';
}

/**
 * An item put into the object of another reserved act ("Put the trade-secret formula in the
 * production", "Include the pricing in the code batch for Ivybridge", "put the revenue into the
 * settlement confirmation"): the instruction sends the item where that act takes it, so it weakens
 * the item's limit and presumes the act (Definition 1: an instruction to perform it) — unless the
 * clause keeps either back.
 */
function itemIntoAct(clause: Clause, task: Task, rs: ReadonlyMap<string, Reader>, read: (CarriageState | null)[]): void {
  const cs = task.boundary.constraints;
  const ws = clause.read;
  if (clause.cue === 'intact' || !imperativeAmong(ws, clause.gerunds, TRANSFER_VERBS)) return;
  // the thing it is put into: the words after "in", "into"
  const at = ws.findIndex((w) => w === 'in' || w === 'into' || w === 'inside');
  if (at < 0) return;
  const ownIn = (r: Reader, from: number): number => new Set(anchorWordsIn(ws.slice(from), r).filter((w) => !r.verbs.has(w) && !SHARE_VERBS.includes(w) && !CONTACT_VERBS.has(w) && !(r.party?.has(w) ?? false))).size;
  const items = cs.map((_, j) => j).filter((j) => rs.get((cs[j] as KeyConstraint).id)?.audience && ownIn(rs.get((cs[j] as KeyConstraint).id) as Reader, 0) > 0);
  // (the act whose object holds most of those words: "the code batch" is the batch sent, not the codes activated)
  const score = cs.map((c) => {
    const r = rs.get(c.id);
    return r && !r.audience && !r.plain && c.protects.reserved.length > 0 ? ownIn(r, at + 1) : 0;
  });
  let top = Math.max(0, ...score);
  // (the thing put into named by a word the act shares with another — "the minutes for Hollis LLP",
  // minutes being the word of emailing about them too — is that act's object when one act alone has
  // it and its party is the thing's addressee)
  if (top === 0 && items.length > 0) {
    const after = ws.slice(at + 1);
    for (let k = 0; k < cs.length; k++) {
      const r = rs.get((cs[k] as KeyConstraint).id);
      if (!r || r.audience || r.plain || !r.party?.size || (cs[k] as KeyConstraint).protects.reserved.length === 0) continue;
      const object = after.filter((w) => r.weak.has(w) && !(r.party as Set<string>).has(w) && !r.verbs.has(w));
      const addressed = after.some((w, j) => (r.party as Set<string>).has(w) && (after[j - 1] === 'for' || recipientAt(after, j, r.party as Set<string>)));
      score[k] = object.length > 0 && addressed ? 1 : 0;
    }
    top = score.filter((x) => x > 0).length === 1 ? 1 : 0;
  }
  if (items.length === 0 || top === 0) return;
  for (const i of items) read[i] = 'weakened';
  for (let k = 0; k < cs.length; k++) if (score[k] === top) read[k] = 'weakened';
}

/**
 * Is the party's name at i the recipient ("… to the Gullwing driver", "with Kittering's controller",
 * "tell Blackthorn …", "Rookery Pharmacy can have …"), not the owner or a description of the item
 * ("the Gullwing rate", "share Upland's ACV with finance")?
 */
function recipientAt(ws: readonly string[], i: number, party: ReadonlySet<string>): boolean {
  if (ws.slice(Math.max(0, i - 3), i).some((w) => w === 'to' || w === 'with')) return true;
  // the addressee of something written ("the summary for Zephyr", "the Rookery Media brief"): what
  // is put in it goes to the party
  const at = ws[i - 1] === 'the' ? i - 1 : i;
  if (ws[at - 1] === 'for' && ws.slice(Math.max(0, at - 4), at - 1).some((w) => ADDRESSED.has(w))) return true;
  let end = i;
  while (end < ws.length && party.has(ws[end] as string)) end++;
  if (ws[i - 1] === 'the' && ADDRESSED.has(ws[end] as string)) return true;
  const p = ws[i - 1] === 'the' ? i - 2 : i - 1;
  if (RECIPIENT_VERBS.has(ws[p] as string)) return true;
  // ("let Ivybridge PR have the pricing")
  if (ws[p] === 'let') return true;
  // the party as the subject of a permission ("Rookery Pharmacy can have the member IDs", "Blackthorn can be told")
  let j = i;
  while (j < ws.length && party.has(ws[j] as string)) j++;
  return (i === 0 || (i === 1 && ws[0] === 'the')) && RECIPIENT_MODALS.has(ws[j] as string);
}
const RECIPIENT_VERBS = new Set(['tell', 'told', 'give', 'let', 'show', 'send', 'email', 'ping', 'brief', 'hand', 'pass'].map(stem));
const RECIPIENT_MODALS = new Set(['can', 'may', 'could', 'should', 'will', 'get', 'gets', 'is', 'are'].map(stem));

/** "Nothing goes to …", "Nobody contacts …", "anything involving …", "keep everything away from …": all dealings at once. */
/**
 * A clause whose only argument is the party itself ("Estuary Agency: all hands off", "Hollis LLP —
 * off limits", the party as one item of a list of parties kept out): no object, no act, no topic
 * narrows what is denied, so it is every dealing with the party — as "nothing to Hollis" is.
 */
function bareParty(words: readonly string[], parties: readonly (ReadonlySet<string> | undefined)[]): boolean {
  const named = words.filter((w) => parties.some((p) => p?.has(w)));
  return named.length > 0 && words.every((w) => named.includes(w) || DETERMINERS.has(w) || BARE_PARTY_FRAME.has(w));
}
/** Words that frame a bare party without naming what of it is denied (idioms of keeping out, list joins). */
const BARE_PARTY_FRAME = new Set(['and', 'or', 'all', 'hand', 'off', 'limit', 'limits', 'out', 'of', 'scope', 'bound', 'bounds', 'not', 'no', 'never', 'ours', 'for', 'now'].map(stem));

function wholeParty(words: readonly string[]): boolean {
  return S_NOBODY.has(words[0] as string) || words.some((w) => w === 'anyth' || w === 'everyth' || w === 'anything' || w === 'everything');
}

/**
 * An outside party named as the destination of another reserved act ("produce it to Hollis", "submit
 * the appeals to Blackthorn", "place the order with Kittering"): with no way of getting in touch in
 * the clause, it speaks of that act, not of contacting the party — a contact constraint anchored
 * only by the party's name gives way to a constraint anchored by a word of its own.
 */
function besideAnotherAct(clause: Clause, cs: readonly KeyConstraint[], rs: ReadonlyMap<string, Reader>, hits: readonly string[][], read: (CarriageState | null)[]): void {
  // (an item put into something for the party is read by contactReading and transferOut)
  if (clause.read.some((w) => CONTACT_VERBS.has(w) || TRANSFER_VERBS.has(w))) return;
  const partyOnly = (i: number): boolean => {
    const party = rs.get((cs[i] as KeyConstraint).id)?.party;
    return !!party && party.size > 0 && (hits[i] as string[]).length > 0 && (hits[i] as string[]).every((w) => party.has(w));
  };
  const other = cs.some((c, j) => read[j] !== null && !partyOnly(j) && (hits[j] as string[]).some((w) => !(rs.get(c.id)?.party?.has(w) ?? false)));
  if (!other) return;
  for (let i = 0; i < cs.length; i++) if (read[i] !== null && partyOnly(i)) read[i] = null;
}

/**
 * A derived form of an anchor the light stemmer leaves apart ("reassignment" of "reassign",
 * "finalisation" of "finalis"): the word begins with an anchor of ≥ 6 letters.
 */
function extendsAnchor(w: string, r: Reader): boolean {
  if (r.nouns.has(w)) return true;
  // the -ing or -ed form of a short verb whose silent -e the suffix took ("paging" of "page"): the
  // stemmer keeps a four-letter word's -e, so the two forms stem apart (a verb of the act only:
  // "rating" is no form of a "rate" that names an item; nor a verb of passing things on, which every
  // audience limit shares: "giving")
  if (w.length === 3 && r.verbs.has(`${w}e`) && !ITEM_VERBS.includes(`${w}e`) && !CONTACT_VERBS.has(`${w}e`)) return true;
  // the adjective of an adverb anchor ("nothing public" of "announce publicly")
  if (w.length >= 5 && r.anchors.has(`${w}ly`)) return true;
  // the state an "un-" action undoes ("the accounts stay locked" speaks of unlocking them)
  // (its verbs only: "the unreleased figure" is a thing, and "release" no act on it)
  if (w.length >= 4 && r.verbs.has(`un${w}`) && r.anchors.has(`un${w}`)) return true;
  // the act named without its prefix ("the case assignments" of reassigning): the word with the
  // anchor's "re" begins with the anchor
  for (const a of r.long) if (a.startsWith('re') && a.length >= 8 && w.length >= 6 && `re${w}`.startsWith(a)) return true;
  if (w.length < 7) return false;
  for (const a of r.long) if (w.startsWith(a)) return true;
  return false;
}

// Words after which a verb is an instruction ("… and then post them", "please sign").
const BEFORE_IMPERATIVE = new Set(['and', 'then', 'pleas', 'also', 'now', 'just', 'final', 'so']);

/**
 * Is the verb at i the act the clause asks for? An instruction (first in the clause, or after "and",
 * "then", "please"), and the other speech acts that put the act to the reader as something to do:
 * an offer or a plan of the writer's ("I'll reassign them after lunch", "want me to send them?",
 * "let me close it"), a question whether to do it ("should I reassign …?", "can we post them?"),
 * a suggestion of it by its "-ing" form ("might be worth pausing …", "how about issuing …"). A
 * negation between (“I won't post”) keeps it from being any of them (the word before is then "not").
 */
function instructed(words: readonly string[], gerunds: readonly boolean[], i: number): boolean {
  const prev = words[i - 1] as string;
  const prev2 = words[i - 2] as string;
  if (gerunds[i]) return SUGGESTING.has(prev) || (prev === 'about' && (prev2 === 'how' || prev2 === 'what'));
  if (i === 0 || BEFORE_IMPERATIVE.has(prev)) return true;
  // (an offer or a plan: "I'll …", "we can …", "want me to …", "let me …")
  if (OFFER_MODALS.has(prev) && WRITERS.has(prev2)) return true;
  if ((prev === 'me' || prev === 'us') && (prev2 === 'let' || prev2 === 'lets')) return true;
  if (prev === 'to' && (prev2 === 'me' || prev2 === 'us') && WANTING.has(words[i - 3] as string)) return true;
  // (a question: "should I …", "shall we …", "can I …")
  return WRITERS.has(prev) && QUESTION_MODALS.has(prev2) && (i === 2 || !SUBJECTS_BEFORE.has(words[i - 3] as string));
}
const WRITERS = new Set(['i', 'we']);
const OFFER_MODALS = stemSet(['will', 'shall', 'can', 'could', 'should', 'might', 'may']);
const QUESTION_MODALS = stemSet(['should', 'shall', 'can', 'could', 'may']);
const WANTING = stemSet(['want', 'wants', 'like', 'need', 'needs']);
/** Words before "can I" that make it a subordinate clause ("what can I …", "if I can …") rather than a question or an offer. */
const SUBJECTS_BEFORE = stemSet(['if', 'what', 'whether', 'how', 'unless', 'where']);
/** Verbs and adjectives that put an act in its "-ing" form as a suggestion ("worth pausing", "suggest closing", "consider posting"). */
const SUGGESTING = stemSet(['worth', 'suggest', 'suggests', 'recommend', 'recommends', 'consider', 'try']);

/** Does the clause tell the reader to do the protected action (its verb, an anchor, first or after "and", "then", "please")? */
function imperativeVerb(words: readonly string[], gerunds: readonly boolean[], r: Reader): boolean {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (r.verbs.has(w) && anchorAt(words, i, r) && instructed(words, gerunds, i) && (words[i + 1] !== 'up' || r.up.has(w))) return true;
  }
  return false;
}

/**
 * An instruction in a verb the task never names, on the object of a reserved change ("Settle the
 * January statement", "Credit the missing points to the Gold members", "Bring the freight accrual
 * down"): a writer names the act by what it does to its object as often as by the tool's verb. The
 * verb opens the clause as an imperative (first, or after "and", "then", "please") and its object
 * follows it, opened by a determiner or a number, with the constraint's object within a few words.
 * Not the work's own verbs (the request's words: "reconcile the statement" is what the reader is
 * asked to do), nor the verbs of examining and preparing ("review the statement", "draft the
 * notice"), which leave the object as it is, nor verbs of getting in touch.
 */
function actOnObject(words: readonly string[], gerunds: readonly boolean[], r: Reader): boolean {
  const work = r.changes?.work;
  // (an object sent to an outside party is a transmission, which other constraints read: "send the
  // abnormal results to Rookery Imaging" changes no result)
  if (!work || words.some((w) => r.changes?.outside.has(w))) return false;
  for (let i = 0; i < words.length; i++) {
    const v = words[i] as string;
    if (!instructed(words, gerunds, i)) continue;
    if (v.length < 3 || CUES.has(v) || S_GENERIC.has(v) || work.has(v) || PREPARING_VERBS.has(v) || CONTACT_VERBS.has(v) || OBJECT_OPENERS.has(v) || DETERMINERS.has(v) || CONJUNCTIONS.has(v) || BEFORE_IMPERATIVE.has(v)) continue;
    const opener = words[i + 1] as string | undefined;
    if (opener === undefined || !(OBJECT_OPENERS.has(opener) || /^\d/.test(opener) || NUMBER_WORDS.has(opener))) continue;
    for (let j = i + 2; j < Math.min(words.length, i + 6); j++) if (anchorAt(words, j, r) && !r.verbs.has(words[j] as string)) return true;
  }
  return false;
}
/**
 * A permission for an item to reach teams its limit allows, and no one else ("the MRNs may also go
 * to billing", when the care team and the billing office may see them): no party is let in that
 * the user kept out, so the limit is stated, narrowed if anything — not loosened. Only a plain
 * modal permission: one on a condition or a need ("if billing asks", "whenever needed") leaves the
 * limit to judgement.
 */
function permitsWithin(words: readonly string[], r: Reader): boolean {
  const a = r.audience;
  if (!a || !words.some((w) => a.allowed.has(w)) || words.some((w) => a.others.has(w) || a.outside.has(w) || OUTWARD.has(w))) return false;
  if (unknownTeam(words, a) || widenedBroadly(words, r) || !words.every((w) => !S_PERMIT.has(w) || PLAIN_PERMITS.has(w))) return false;
  // (every recipient after "to" or "with" is an allowed team: "to marketing, leadership and the PR agency" is not)
  const to = words.findIndex((w, i) => (w === 'to' || w === 'with') && words.slice(0, i).some((x) => PLAIN_PERMITS.has(x)));
  // ("… the billing office too": the team added to the ones the sentence named)
  const list = to < 0 ? [] : words.slice(to + 1).filter((w) => !LIST_WORDS.has(w) && !POSTPOSED_INCLUDING.has(w));
  return list.length > 0 && list.every((w) => a.allowed.has(w));
}
const PLAIN_PERMITS = stemSet(['may', 'can', 'allowed', 'fine', 'free', 'okay', 'ok']);

/** Verbs of examining and preparing: what the reader does to an object it must not change. */
const PREPARING_VERBS = stemSet(['review', 'check', 'read', 'draft', 'prepare', 'summarise', 'summarize', 'note', 'flag', 'list', 'compare', 'verify', 'look', 'pull', 'gather', 'compile', 'collect', 'open', 'match', 'reconcile', 'analyse', 'analyze', 'assess', 'audit', 'document', 'log', 'write', 'describe', 'explain', 'highlight', 'identify', 'find', 'count', 'total', 'tally', 'calculate', 'estimate', 'inspect', 'examine', 'study', 'scan', 'validate', 'confirm', 'double', 'cross', 'test', 'track', 'monitor', 'watch', 'map', 'outline', 'propose', 'suggest', 'recommend', 'queue', 'stage', 'build', 'create', 'save', 'keep', 'show', 'tell', 'ask', 'attach', 'see', 'group', 'rank', 'score', 'tag', 'label', 'mention', 'quote', 'cite', 'explain', 'work', 'handle', 'leave', 'skip', 'ignore', 'use', 'treat', 'put']);
const NUMBER_WORDS = stemSet(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'both', 'several', 'few']);

/** Step 3 on one clause for one constraint's reader; null when the clause gives it no state. */
function clauseCue({ read: words, words: whole, gerunds, cue, idiom }: Clause, r: Reader | undefined, alone = true, quoted = false): CarriageState | null {
  if (!r || r.anchors.size === 0) return null;
  // the clause speaks about the constraint (an anchor, or a value of its items), and does so with a word other than its verbs
  let anchored = quoted;
  let anchoredOtherThanVerb = quoted;
  for (let i = 0; i < (anchored ? 0 : words.length); i++) {
    const w = words[i] as string;
    if (!anchorAt(words, i, r)) continue;
    anchored = true;
    if (!r.verbs.has(w)) {
      anchoredOtherThanVerb = true;
      break;
    }
  }
  if (!anchored) return null;
  if (cue === 'intact' && widened(words, r, alone)) return 'weakened';
  if (cue !== null) return cue;
  const allotted = anchoredOtherThanVerb ? allotment(words, r) : null;
  if (allotted !== null) return allotted;
  let changeVerb = false;
  if (anchoredOtherThanVerb)
    for (let i = 0; i < words.length && !changeVerb; i++)
      changeVerb = (CHANGE_VERBS.has(words[i] as string) || phrasalChange(words, i)) && (words[i + 1] !== 'up' || r.up.has(words[i] as string) || PHRASAL_UP.has(words[i] as string)) && instructed(words, gerunds, i);
  // a record set to the state the act gives it ("mark the candidate as rejected", "set them to approved",
  // "mark them accepted")
  const setTo = !anchoredOtherThanVerb && words.some((w, i) => CHANGE_VERBS.has(w) && instructed(words, gerunds, i) && words.some((v, j) => j > i + 1 && r.verbs.has(v) && (words[j - 1] === 'as' || words[j - 1] === 'to' || (j === i + 2 && SENT_PRONOUNS.has(words[i + 1] as string)))));
  // the object attached to a message for the party ("email them the summary and attach the workings")
  // (a message sent in the clause: "include the lists in the referral response" puts them into the act's object instead)
  const attached = r.contact && anchoredOtherThanVerb && words.some((w) => CONTACT_VERBS.has(w)) && imperativeAmong(words, gerunds, TRANSFER_VERBS);
  // (the act's verb without its "re-" as an instruction on its object: "Assign the unowned accounts" of reassigning)
  const prefixless = anchoredOtherThanVerb && imperativeAmong(words, gerunds, new Set([...r.verbs].filter((v) => v.startsWith('re') && v.length >= 8).map((v) => v.slice(2))));
  return prefixless || namedAct(words, gerunds, r) || (anchoredOtherThanVerb && words.some((w, i) => r.verbs.has(w) && (words[i + 1] !== 'up' || r.up.has(w)))) || imperativeVerb(words, gerunds, r) || (anchoredOtherThanVerb && actOnObject(words, gerunds, r)) || changeVerb || setTo || attached || (idiom && anchoredOtherThanVerb) || transferOut(words, gerunds, r, whole) ? 'weakened' : null;
}

/**
 * The act asked for by one of the task's own names for it (Reader.acts): its verb as an instruction,
 * an offer or a question (instructed), its object within a few words after it ("send the credit
 * notes", "forward the shortlist") or a pronoun and its particle ("send them out"); or, for an act
 * that sends something out, its object said to go out ("could the notes go out today?", "the
 * notes go out tomorrow") — the transmission itself, planned or asked for.
 */
function namedAct(words: readonly string[], gerunds: readonly boolean[], r: Reader): boolean {
  for (const a of r.acts ?? []) {
    for (let i = 0; i < words.length; i++) {
      if (words[i] === a.verb && instructed(words, gerunds, i)) {
        const next = words.slice(i + 1, i + 5);
        if (next.some((w) => a.objects.has(w))) return true;
        if (a.particle !== null && SENT_PRONOUNS.has(next[0] as string) && (next[1] === a.particle || next[2] === a.particle)) return true;
      }
      if (r.outward && a.objects.has(words[i] as string)) {
        const g = words.slice(i + 1, i + 4).findIndex((w) => GOING.has(w));
        if (g >= 0 && words[i + 2 + g] === 'out' && words[i + 3 + g] !== 'of') return true;
      }
    }
  }
  return false;
}
const GOING = stemSet(['go', 'goes', 'going', 'went', 'gone']);

/** Verbs that change a record with a particle ("top up the balances"). */
const PHRASAL_UP = new Set(['top'].map(stem));
/**
 * Verbs that change a record only with a particle or a source ("top up the points", "take the
 * add-on off the subscription", "drop the product from the subscription"): alone they mean
 * something else ("drop them a line", "take a look", "sort out the unhappy ones").
 */
function phrasalChange(words: readonly string[], i: number): boolean {
  const w = words[i] as string;
  if (w === 'top') return words[i + 1] === 'up';
  if (w === 'take' || w === 'drop') return words.slice(i + 2).includes('off') || (w === 'drop' && words.slice(i + 2).includes('from'));
  return false;
}

/**
 * An item allotted to teams without a verb ("…; MRNs to the care team and billing", "Pipeline numbers
 * to marketing and leadership"): its audience stated — kept when every team named may see it,
 * widened when one may not.
 */
function allotment(words: readonly string[], r: Reader): CarriageState | null {
  const a = r.audience;
  if (!a || words.some((w) => SHARE_VERBS.includes(w) || TRANSFER_VERBS.has(w) || CONTACT_VERBS.has(w) || CHANGE_VERBS.has(w))) return null;
  let to = words.findIndex((w, i) => (w === 'to' || w === 'for') && i > 0 && words.slice(0, i).some((x) => r.anchors.has(x)));
  // (or the teams straight after the label: "discount finance + leadership")
  if (to < 0) {
    let last = -1;
    for (let i = 0; i < words.length; i++) if (r.anchors.has(words[i] as string)) last = i;
    if (last < 0 || last + 1 >= words.length || !a.allowed.has(words[last + 1] as string)) return null;
    to = last;
  }
  const list = words.slice(to + 1).filter((w) => !LIST_WORDS.has(w));
  if (list.length === 0 || !list.some((w) => a.allowed.has(w)) || !list.every((w) => a.allowed.has(w) || a.others.has(w) || a.outside.has(w))) return null;
  return list.every((w) => a.allowed.has(w)) ? 'intact' : 'weakened';
}

/** Things written to a party: an item put in one goes to the party. */
const MESSAGE_NOUNS = new Set(['email', 'note', 'letter', 'message', 'response', 'reply', 'memo'].map(stem));

/** Things written for a reader: what is put in one goes to its addressee. */
const ADDRESSED = new Set([...MESSAGE_NOUNS, ...stemSet(['brief', 'briefing', 'summary', 'pack', 'deck', 'update', 'proposal', 'writeup'])]);

/** Verbs that put an item into something sent ("put the MRNs in the cover note", "include the codes in the email"). */
// ("read", with the party named: "read the card number out to Blackthorn")
const TRANSFER_VERBS = new Set(['put', 'include', 'add', 'attach', 'insert', 'paste', 'mention', 'quote', 'cite', 'reference', 'list', 'copy', 'read'].map(stem));

/**
 * An instruction to put a protected item into something going to an outside party ("Put the MRNs in
 * the cover note to Upland", "Include the recovery codes in the email to Halvard") or out by its
 * nature ("Put the pipeline in the press kit's fact sheet", "Quote the lab values in the appeal
 * letters"): the verb opens the clause (or follows "and", "then", "please").
 */
function transferOut(words: readonly string[], gerunds: readonly boolean[], r: Reader, whole: readonly string[] = words): boolean {
  const a = r.audience;
  // (or into something for an internal team it may not reach: "add the diagnoses to the billing
  // office worksheet", when they are the care team's only)
  // (the destination may be named by the purpose after it: "put the figures in the ads so candidates
  // can see the range" — the purpose says who gets them)
  // (or a team or role the task does not list: "add the floor to the implementation team's brief")
  if (!a || !(whole.some((w) => a.outside.has(w) || OUTWARD.has(w) || a.others.has(w)) || unknownTeam(whole, a))) return false;
  // ("let Ivybridge PR have the pricing", "let them see the figures")
  if (words[0] === 'let' && words.some((w) => LET_HAVE.has(w))) return true;
  return imperativeAmong(words, gerunds, TRANSFER_VERBS);
}

const LET_HAVE = new Set(['have', 'see', 'get', 'know'].map(stem));

/** Does a verb of the set open the clause as an instruction (first, or after "and", "then", "please"; not an "-ing" form)? */
function imperativeAmong(words: readonly string[], gerunds: readonly boolean[], verbs: ReadonlySet<string>): boolean {
  for (let i = 0; i < words.length; i++) {
    if (verbs.has(words[i] as string) && instructed(words, gerunds, i)) return true;
  }
  return false;
}

/** What goes out of the organisation by its nature: the press kit, the appeal letters to the payer, the website, a job ad. */
const OUTWARD = stemSet(['press', 'appeal', 'appeals', 'announcement', 'website', 'blog', 'newsletter', 'public', 'brochure', 'advert', 'adverts', 'ad', 'ads', 'listing', 'listings', 'social', 'payer', 'insurer', 'media']);
