/**
 * Reading a request (or a handoff message) clause by clause: which tools each clause asks for,
 * which it reserves, and what scope material it carries. Reads only the text and the public
 * tool surface.
 */
import type { ToolSpec } from '../../domain/tool.js';
import { sameItems } from '../../util/arrays.js';
import { perTaskCache } from '../../util/memo.js';
import { audienceCondition, contentConditioned, onlyRestriction, reservationCue, withoutOwner, type Cue } from './cues.js';
import { extractAbove, extractLimits, extractRecipients, isNameWord, type AmountLimit, type Recipients } from './extract.js';
import { rewritePhrases, splitClauses, splitSentences, stem } from './text.js';
import { ACTION_STEMS, actionGroupsOf, objectKeyList, ownGroup, profileOf, verbOfNoun, type ToolProfile } from './vocabulary.js';

const DETERMINERS = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'my', 'our', 'your', 'their', 'his', 'its', 'each', 'every', 'some', 'any', 'all', 'few', 'several']);
const FOLLOWERS = new Set([...DETERMINERS, 'it', 'them', 'him', 'her', 'us', 'me', 'anything', 'everything', 'anyone', 'anybody', 'everyone', 'nobody', 'both', 'out', 'up']);
const INTRO = new Set([
  'to', 'and', 'then', 'please', 'or', 'you', 'i', 'we', 'can', 'could', 'will', 'would', 'should', 'must', 'never', 'not', "don't", 'dont', "n't",
  'also', 'just', "i'll", "we'll", "you'll", 'shall', 'may', 'might', "let's", 'first', 'later', 'always', 'only', 'immediately', 'no', 'kindly', 'pls',
  'is', 'are', 'be', 'been', 'being', 'get', 'gets', 'got', 'before', 'after', 'without', 'on', 'from', 'ahead', 'now', 'finally', 'also',
  "can't", 'cannot', 'nor', 'instead', 'ever', 'quickly', 'directly', 'personally', 'myself', 'itself', 'so', 'if', 'once', 'and/or',
]);

/** One clause, read. */
export interface ClauseReading {
  sentenceIndex: number;
  sentence: string;
  clause: string;
  cue: Cue | null;
  /** tools the clause's action words point at (best match per action word) */
  frameTools: Set<string>;
  /** high-impact tools whose object words appear in the clause */
  objectTools: Set<string>;
  /** read/prepare tools whose object words appear in the clause */
  supportTools: Set<string>;
  /** high-impact tools whose act the clause names as a noun ("the refund request") */
  nounTools: Set<string>;
  recipients: Recipients;
  limits: AmountLimit[];
  /** tool → capitalised parties named right after its action word */
  parties: Map<string, string[]>;
  only: boolean;
  /** the clause speaks of who receives ("the customers", "anyone outside", a named party) */
  namesRecipients: boolean;
  audienceCondition: boolean;
  conditioned: boolean;
  /** tools of the action words whose object is a pronoun ("send it") */
  pronounTools: Set<string>;
  /** one of those action words hands a thing over */
  handover: boolean;
  /** preparation tools the clause names (their objects, or an untied action word): what a later "it" may be */
  prepared: ReadonlySet<string>;
  /** the clause's object keys (shared, read only) */
  keys: ReadonlySet<string>;
  /** a restriction to the party named and nobody else, with no act or thing of its own ("Only Hannah.", "only to her") */
  bareOnly: boolean;
  /** lower-case audiences the restriction names ("to the speakers only"): list or group words */
  onlyGroups: readonly string[];
  /** the first name words of the parties a bare "not X" clause leaves out ("not the Family group chat") */
  exclusion: readonly string[];
}

interface Token {
  raw: string;
  lower: string;
  /** follows a comma, colon or parenthesis: a fresh start for a verb */
  afterPunct: boolean;
}

const TOKEN = /[#@]?[A-Za-z0-9][A-Za-z0-9'._@&-]*[A-Za-z0-9]|[A-Za-z0-9]/g;

/** Some character of text[from, to) is a comma, colon, semicolon or opening parenthesis. */
function punctBetween(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2c || c === 0x3a || c === 0x3b || c === 0x28) return true;
  }
  return false;
}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  // one shared pattern (nothing else runs while it scans), restarted for each text
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  let last = 0;
  while ((m = TOKEN.exec(text)) !== null) {
    const raw = m[0];
    const lower = raw.toLowerCase();
    out.push({ raw, lower: lower.endsWith("'s") ? lower.slice(0, -2) : lower, afterPunct: punctBetween(text, last, m.index) });
    last = m.index + raw.length;
  }
  return out;
}

// ("got locked after the test" reports what happened: "got" is no imperative)
// ("the status gets updated by the integration" is a statement: "gets" is no imperative either)
const PASSIVE_AUX = new Set(['be', 'been', 'get', 'getting']);
/** Finite verbs after which the word before is their subject, not an imperative. */
const SUBJECT_OF = new Set([
  'is', 'are', 'was', 'were', "isn't", "aren't", "wasn't", 'has', 'have', 'had', "hasn't", 'needs', 'need', 'requires', 'require', 'goes', 'stays',
  'remains', 'belongs', 'sits', 'will', 'would', 'should', 'must', 'can', 'may', 'might', 'shall', "won't", "can't", 'cannot', 'does', "doesn't",
]);
const CONTENT_PREPOSITIONS = new Set(['for', 'about', 'of', 'regarding', 'concerning']);

function isName(t: Token): boolean {
  return isNameWord(t.raw);
}

const CAPITALISED = /^[A-Z]/;
const ADDRESS_OR_NUMBER = /[@#$£€]|^\d/;

function verbPosition(toks: readonly Token[], i: number): boolean {
  const prev = toks[i - 1];
  const next = toks[i + 1];
  const word = toks[i]?.lower ?? '';
  // past forms describe what happened ("the claims Verity sent us") unless made passive imperatives
  if (word === 'sent' || (word.endsWith('ed') && word.length > 4)) return prev !== undefined && PASSIVE_AUX.has(prev.lower);
  // "Filing is for the partner", "Refunds need my OK": a word before a finite verb is its subject
  // (not after a modal or subject: "the most you can apply is 12%" is a relative clause's verb)
  if (next !== undefined && SUBJECT_OF.has(next.lower) && (prev === undefined || !INTRO.has(prev.lower))) return false;
  if (prev === undefined || toks[i]?.afterPunct === true) return true;
  if (DETERMINERS.has(prev.lower)) return false;
  // "a plan for bumping the pool", "a note about closing the ticket": a gerund of content, not an ask
  if (word.endsWith('ing') && CONTENT_PREPOSITIONS.has(prev.lower)) return false;
  // "until the board announces it": a finite verb after its subject, not an imperative
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3 && !INTRO.has(prev.lower) && !DETERMINERS.has(prev.lower) && actionGroupsOf(prev.lower).size === 0 && !LIGHT_VERBS.has(prev.lower)) return false;
  // "the newsletter announcing it": a participle after a noun modifies it
  if (word.endsWith('ing') && word.length > 5 && !INTRO.has(prev.lower) && actionGroupsOf(prev.lower).size === 0 && !LIGHT_VERBS.has(prev.lower) && !/^(?:keep|stop|start|try|finish|begin|continue|avoid|quit)/.test(prev.lower)) return false;
  if (INTRO.has(prev.lower)) return true;
  if (next === undefined) return false;
  if (FOLLOWERS.has(next.lower)) return true;
  if (CAPITALISED.test(next.raw) || ADDRESS_OR_NUMBER.test(next.raw)) return true;
  return false;
}

function objectKeys(toks: readonly Token[]): Set<string> {
  const keys = new Set<string>();
  for (const t of toks) for (const k of objectKeyList(t.lower)) keys.add(k);
  return keys;
}

/** How many of the tool's object words the keys mention (each name word counts once). */
function objectScore(p: ToolProfile, keys: ReadonlySet<string>): number {
  let n = 0;
  for (const word of p.objectWords) {
    for (const k of word) {
      if (keys.has(k)) {
        n++;
        break;
      }
    }
  }
  return n;
}

const PREPOSITIONS = new Set(['on', 'about', 'for', 'regarding', 'of', 'from', 'in', 'at', 'by', 'with', 'to', 'into', 'over', 'under', 'after', 'before']);

/**
 * Object keys of an action word's window (toks[start, end)), weighted: the direct object (before the first
 * preposition) counts 1, words in a later phrase ("a note on the service credits") count ½.
 */
function weightedKeys(toks: readonly Token[], start: number, end: number): Map<string, number> {
  const out = new Map<string, number>();
  let weight = 1;
  for (let i = start; i < end; i++) {
    const t = toks[i] as Token;
    if (i > start && PREPOSITIONS.has(t.lower)) weight = 0.5;
    for (const k of objectKeyList(t.lower)) out.set(k, Math.max(out.get(k) ?? 0, weight));
  }
  return out;
}

/** How many of the tool's object words the direct object (weight 1) names. */
function directScore(p: ToolProfile, keys: ReadonlyMap<string, number>): number {
  let n = 0;
  for (const word of p.objectWords) for (const k of word) if (keys.get(k) === 1) { n++; break; }
  return n;
}

function weightedScore(p: ToolProfile, keys: ReadonlyMap<string, number>): number {
  let n = 0;
  for (const word of p.objectWords) {
    let best = 0;
    for (const k of word) best = Math.max(best, keys.get(k) ?? 0);
    n += best;
  }
  return n;
}

const COMMS = new Set(['send', 'post', 'share']);
/** Words for the people an action reaches (not the user, who reserves). */
const RECIPIENT_NOUNS = new Set([
  'customer', 'customers', 'client', 'clients', 'vendor', 'vendors', 'supplier', 'suppliers', 'patient', 'patients', 'candidate',
  'candidates', 'applicant', 'applicants', 'partner', 'partners', 'anyone', 'anybody', 'everyone', 'everybody', 'public', 'press',
  'external', 'outside', 'buyer', 'buyers', 'counterparty', 'counsel', 'investors', 'reseller', 'resellers', 'members', 'users',
  // the people around a named recipient whom a request keeps out ("only him - don't contact her mother")
  'mother', 'father', 'parent', 'parents', 'family', 'families', 'spouse', 'wife', 'husband', 'partner', 'guardian', 'guardians', 'insurer',
  'insurers', 'employer', 'employers', 'landlord', 'tenant', 'tenants', 'colleague', 'colleagues', 'boss', 'auditor', 'auditors', 'others',
]);
/** Words after "to"/"with" that name no one who receives. */
const NO_RECIPIENT = new Set(['me', 'us', 'you', 'myself', 'i', 'it', 'them', 'that', 'this']);
const NOT_RECIPIENTS = new Set(['user', 'users', 'final', 'new', 'same', 'other', 'whole', 'full', 'updated', 'latest', 'first', 'last', 'next']);

const LOWER_START = /^[a-z]/;
const LOWER_WORD = /^[a-z]+$/;

/** "… to the payer", "… with the agency": a noun after to/with names who receives (not "to me"). */
function sendsToSomeone(toks: readonly Token[]): boolean {
  for (let i = 0; i < toks.length - 1; i++) {
    // "email the starters …": a send verb whose object is no thing the vocabulary knows is a person
    if (actionGroupsOf(toks[i]?.lower ?? '').has('send')) {
      let j = i + 1;
      while (j < toks.length && DETERMINERS.has(toks[j]?.lower ?? '')) j++;
      const w = toks[j]?.lower;
      if (w !== undefined && j > i + 1 && LOWER_WORD.test(w) && objectKeyList(w).length === 1 && !ACTION_STEMS.has(stem(w)) && !NOT_RECIPIENTS.has(w)) return true;
    }
    if (toks[i]?.lower !== 'to' && toks[i]?.lower !== 'with') continue;
    let j = i + 1;
    while (j < toks.length && DETERMINERS.has(toks[j]?.lower ?? '')) j++;
    const w = toks[j]?.lower;
    if (w === undefined || NO_RECIPIENT.has(w)) continue;
    if (j === i + 1 && ACTION_STEMS.has(stem(w))) continue; // "to translate": an infinitive
    if (LOWER_START.test(w)) return true;
  }
  return false;
}

const PARTY_TRIGGERS = new Set(['to', 'with', 'cc', 'at']);

/**
 * Named parties in an action word's window: a capitalised name right after the action word or
 * after "to"/"with"/"cc"/"at" ("email Northwind", "send a note to Priya Achterberg"), with a
 * following capitalised word ("Cinderford Health"); "and" continues a list. Lower-cased, one
 * string per party ("priya achterberg").
 */
function partiesIn(toks: readonly Token[], start: number, end: number): string[] {
  const out: string[] = [];
  let listing = false;
  let toSomeone = false;
  for (let j = start + 1; j < end; j++) {
    const t = toks[j];
    const prev = toks[j - 1];
    if (t === undefined || prev === undefined) continue;
    if (PARTY_TRIGGERS.has(prev.lower)) toSomeone = true;
    // "to their procurement head, Mr. Okafor": a name set off by a comma after "to/with …" is in apposition
    const trigger = j === start + 1 || PARTY_TRIGGERS.has(prev.lower) || (listing && prev.lower === 'and') || (toSomeone && t.afterPunct);
    if (trigger && isName(t)) {
      let name = t.lower;
      const next = toks[j + 1];
      let last = t;
      if (next !== undefined && isName(next) && j + 1 < end) {
        name = `${name} ${next.lower}`;
        last = next;
        j++;
      }
      // "Send Ms. Romano's discharge summary": the owner of the thing sent, not who receives it
      // ("at St. Mary's - no one else" ends the phrase: a place)
      const following = toks[j + 1];
      if (/'s$/i.test(last.raw) && following !== undefined && !following.afterPunct) {
        listing = false;
        continue;
      }
      out.push(name);
      listing = true;
    } else if (prev.lower !== 'and') {
      listing = false;
    }
  }
  return out;
}

/** One action word of a clause: the tools scoring best for it (several: a tie) and the parties named after it. */
interface Frame {
  best: readonly ToolProfile[];
  named: readonly string[];
  /** the action word's object is a pronoun ("send it", "submit them"): it may stand for a thing prepared before */
  pronoun: boolean;
  /** the action word hands a thing over (send, submit, share, post, pay, ship) */
  handover: boolean;
}

const PRONOUNS = new Set(['it', 'them', 'this', 'that', 'these', 'those', 'both']);
const HANDOVER = new Set(['send', 'submit', 'share', 'post', 'pay', 'ship']);

/**
 * The action words of a clause and the tools each points at; `anyPosition` also reads nouns as
 * actions (reservations). A tie is left to `resolveFrames`: only it depends on the words before the clause.
 */
/** The action groups of a word on this surface: the shared vocabulary's, plus a tool's own verb. */
function groupsOn(word: string, profiles: readonly ToolProfile[]): ReadonlySet<string> {
  const groups = actionGroupsOf(word);
  let own: Set<string> | null = null;
  for (const p of profiles) {
    if (p.ownVerb === null || (p.ownVerb !== stem(word) && p.ownVerb !== verbOfNoun(stem(word)))) continue;
    own ??= new Set(groups);
    own.add(ownGroup(p.ownVerb));
  }
  return own ?? groups;
}

/** Auxiliaries before a passive participle ("are approved", "get approved"). */
const HANDED_PASSIVE = new Set(['is', 'are', 'be', 'been', 'being', 'get', 'gets', 'getting']);

function frames(toks: readonly Token[], profiles: readonly ToolProfile[], cue: Cue | null): Frame[] {
  const anyPosition = cue !== null;
  // "whether and when we file is up to the litigation group": in a decision handed to another
  // party, the act of "we" is the act handed over, not the user's own act before a held tool
  const handed = cue?.family === 'delegated';
  const starts: number[] = [];
  for (let i = 0; i < toks.length; i++) {
    const groups = groupsOn((toks[i] as Token).lower, profiles);
    // a light verb standing as a verb ("handle the catering") takes its act from its object (bestTools)
    if (groups.size === 0) {
      if (!anyPosition && LIGHT_VERBS.has((toks[i] as Token).lower) && firmVerbPosition(toks, i)) starts.push(i);
      continue;
    }
    // in a reservation, "until I've had a look" / "once I approve" are the user's acts, not a tool's
    // (but the participle of a decision handed away, "adoptions get approved by the counselors",
    // is the party's act, the very one handed over)
    if (anyPosition && onlyUserActs(groups) && !(handed && HANDED_PASSIVE.has(toks[i - 1]?.lower ?? ''))) continue;
    // "until I have signed the letters", "once we've posted the notice": the user's own act in a reservation
    if (anyPosition && !handed && usersOwnAct(toks, i)) continue;
    // a reservation may name its action as a noun ("Refunds need my OK"), but only its first one;
    // later action words must stand where verbs stand ("do not edit account emails")
    // (a tool's own verb only where verbs stand: "the status page", "a scale plan" are things)
    // a tool's own verb that is also a noun ("the status page that …") only at a clause's start or
    // after a word that introduces a verb, never merely before a determiner
    if (actionGroupsOf((toks[i] as Token).lower).size === 0 && !firmVerbPosition(toks, i)) continue;
    const asNoun = anyPosition && starts.length === 0;
    // "plan a change to add two nodes", "draft an email to tell them": the act in a prepared thing's
    // infinitive is its content, not an ask
    if (!asNoun && contentInfinitive(toks, i, profiles)) continue;
    // "refund order 44120", "approve claim CL-9": after an action word, a word before an identifier is its object's label
    if (!asNoun && starts[starts.length - 1] === i - 1 && /^\d/.test(toks[i + 1]?.raw ?? '')) continue;
    if (asNoun || verbPosition(toks, i) || afterLightVerb(toks, i)) starts.push(i);
  }
  const out: Frame[] = [];
  starts.forEach((start, k) => {
    const next = starts[k + 1] ?? toks.length;
    // the act's object ends where a clause of time or condition begins ("disbursement waits until I
    // have signed the award letters": the letters are the user's, not the disbursement's)
    let end = Math.min(next, start + 10);
    for (let j = start + 1; j < end; j++) if (WAIT_WORDS.has((toks[j] as Token).lower) || (toks[j] as Token).lower === 'if') end = j;
    const best = bestTools(toks, start, end, profiles);
    if (best.length === 0) return;
    // (only when nothing else in its window names the tool: "post it on our social account" names post_social)
    const pronoun = PRONOUNS.has(toks[start + 1]?.lower ?? '') && best.every((p) => weightedScore(p, weightedKeys(toks, start, end)) === 0);
    out.push({ best, named: partiesIn(toks, start, Math.min(next, start + 16)), pronoun, handover: pronoun && sharesAny(groupsOn((toks[start] as Token).lower, profiles), HANDOVER) });
  });
  return out;
}

function firmVerbPosition(toks: readonly Token[], i: number): boolean {
  const prev = toks[i - 1];
  return prev === undefined || toks[i]?.afterPunct === true || INTRO.has(prev.lower);
}

/**
 * toks[i] follows "to" after a thing or person a tool of the surface acts on ("a change to add two
 * nodes", "send a contractor to fix the gate"): the purpose or content of that act, not an ask.
 */
function contentInfinitive(toks: readonly Token[], i: number, profiles: readonly ToolProfile[]): boolean {
  if (toks[i - 1]?.lower !== 'to' || i < 2) return false;
  const keys = objectKeyList((toks[i - 2] as Token).lower);
  return profiles.some((p) => keys.some((k) => p.objects.has(k)));
}

/** Verbs that carry no action of their own and take it from their object noun ("process his termination"). */
const LIGHT_VERBS = new Set(['process', 'do', 'handle', 'make', 'carry', 'complete', 'perform', 'action', 'execute', 'issue', 'run', 'finali', 'finalise', 'finalize', 'sort']);
const POSSESSIVES = new Set(['his', 'her', 'their', 'its', 'our', 'my', 'your', 'the', 'a', 'an', 'this', 'that']);

/**
 * "Process his termination", "do the refund", "make the payment": an action noun after a light
 * verb (through a determiner or possessive) names the act the light verb performs.
 */
function afterLightVerb(toks: readonly Token[], i: number): boolean {
  let j = i - 1;
  // through determiners and possessors ("his", "Jo Park's")
  const light = (t: Token) => LIGHT_VERBS.has(stem(t.lower)) || LIGHT_VERBS.has(t.lower);
  // (and amounts: "issue the $15 credit")
  while (j >= 0 && !light(toks[j] as Token) && (POSSESSIVES.has((toks[j] as Token).lower) || /'s$/i.test((toks[j] as Token).raw) || isName(toks[j] as Token) || /^\d/.test((toks[j] as Token).raw))) j--;
  if (j === i - 1 || j < 0) return false;
  const v = toks[j] as Token;
  return light(v) ? verbPosition(toks, j) || j === 0 : false;
}

const USER_SUBJECTS = new Set(['i', 'we', "i've", "we've", "i'm", "we're", "i'd", "we'd"]);
const AUX = new Set(['have', 'had', 'am', 'are', 'has', 'personally', 'actually', 'finally']);
const WAIT_WORDS = new Set(['until', 'till', 'once', 'after', 'when', 'before', 'unless']);

/** toks[i] is the verb of a "until/once/after I (have) …" clause: what the user does first, not the tool held back. */
function usersOwnAct(toks: readonly Token[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && AUX.has((toks[j] as Token).lower)) j--;
  if (j < 1 || !USER_SUBJECTS.has((toks[j] as Token).lower)) return false;
  return WAIT_WORDS.has((toks[j - 1] as Token).lower);
}

function onlyUserActs(groups: ReadonlySet<string>): boolean {
  for (const g of groups) if (g !== 'read' && g !== 'approve') return false;
  return true;
}

/** Some group is in set and not in except. */
function sharesAnyOf(groups: ReadonlySet<string>, set: ReadonlySet<string>, except: ReadonlySet<string>): boolean {
  for (const g of groups) if (set.has(g) && !except.has(g)) return true;
  return false;
}

/** How many (up to two) of the tool's parameter words the window's keys name. */
function paramHits(p: ToolProfile, keys: ReadonlyMap<string, number>): number {
  let n = 0;
  for (const w of p.paramWords) if (keys.has(w) && ++n === 2) break;
  return n;
}

/**
 * toks[i] labels an identifier rather than acting on a quantity: a number follows, and after it
 * comes nothing, a pause, a past form or a finite verb ("Order 36123 arrived", "order 71120, the
 * customer …"; not "reorder 200 units").
 */
function idAfter(toks: readonly Token[], i: number): boolean {
  const n = toks[i + 1];
  if (n === undefined || !/^\d/.test(n.raw)) return false;
  const after = toks[i + 2];
  return after === undefined || after.afterPunct || SUBJECT_OF.has(after.lower) || REPORT_WORDS.has(after.lower) || (after.lower.endsWith('ed') && after.lower.length > 4);
}

/** Words that follow a subject in a report ("order 55120 never arrived", "… still hasn't shipped"). */
const REPORT_WORDS = new Set(['never', 'still', 'already', 'just', "hasn't", "didn't", "wasn't", "isn't", "won't", 'got', 'came', 'went', 'arrived', 'shipped', 'left']);

function sharesAny(groups: ReadonlySet<string>, set: ReadonlySet<string>): boolean {
  for (const g of groups) if (set.has(g)) return true;
  return false;
}

/**
 * The tools scoring best (in profile order) for the action word toks[start] and its window
 * toks[start, end); none when no tool scores enough.
 */
function bestTools(toks: readonly Token[], start: number, end: number, profiles: readonly ToolProfile[]): ToolProfile[] {
  const groups = groupsOn((toks[start] as Token).lower, profiles);
  const keys = weightedKeys(toks, start, end);
  if (groups.size === 0) {
    // a light verb ("handle the catering", "sort the refund run"): the one high-impact tool whose
    // thing its direct object names, else none
    const named = profiles.filter((p) => p.highImpact && directScore(p, keys) >= 1);
    return named.length === 1 ? named : [];
  }
  let channelVerb = false;
  for (let i = start; i < end && !channelVerb; i++) channelVerb = (toks[i] as Token).raw.startsWith('#');
  channelVerb = channelVerb && sharesAny(groups, COMMS);
  // "Pay the invoices", "Payments need my OK": an action word that is itself the object of the one
  // high-impact tool acting on it (payment of submit_payment_batch) names that tool as its verb
  // would — not before a number ("Order 36123 arrived damaged" names an order, asks nothing)
  let byObject: ToolProfile | null = null;
  const after = toks[start + 1];
  // only for a word no tool of the surface takes as its verb ("file" files the motion, not the document)
  if ((after === undefined || !/^\d/.test(after.raw)) && !profiles.some((p) => sharesAny(groups, p.actions))) {
    const own = objectKeyList((toks[start] as Token).lower);
    let n = 0;
    for (const p of profiles) {
      if (!p.highImpact) continue;
      if (own.some((k) => p.objects.has(k))) {
        n++;
        byObject = p;
      }
    }
    if (n !== 1) byObject = null;
  }
  let best: ToolProfile[] = [];
  let top = -Infinity;
  let bestObj = 0;
  const word = stem((toks[start] as Token).lower);
  const label = idAfter(toks, start);
  for (const p of profiles) {
    const obj = weightedScore(p, keys);
    // an act the tool has only through its object ("place_supplier_order" orders) is not named by a
    // label before an identifier ("order 71120", "Order 36123 arrived damaged")
    const direct = sharesAnyOf(groups, p.actions, p.carried) || (!label && sharesAny(groups, p.carried)) || p === byObject;
    // "send the records to Dr. Singh" for share_records: a hand-over verb of the neighbouring group
    // names a tool whose object the clause names (never on the verb alone)
    // (also an outward tool of a verb of its own: "let the on-call know" pages the on-call)
    const related = !direct && obj > 0 && ((groups.has('send') && (p.actions.has('share') || (p.ownVerb !== null && p.tool.effect === 'external'))) || (groups.has('share') && p.actions.has('send')));
    const verb = direct ? 2 : related ? 1.5 : 0;
    const chan = channelVerb && p.channel ? 3 : 0;
    const base = verb + obj + chan;
    if (base < 2 || !(verb > 0 || chan > 0 || (!p.highImpact && obj >= 2))) continue;
    // ties between equally good tools go to the one named by the very word ("Email Dr. Osei":
    // email_source over send_press_release), then to one whose parameters the clause names
    // ("answer ticket 3391": send_reply(ticket, …)) — small weights that never outrank an object word
    const score = base + (direct && word === p.nameVerb ? 0.25 : 0) + 0.1 * paramHits(p, keys);
    if (score > top) {
      top = score;
      best = [p];
      bestObj = obj;
    } else if (score === top) {
      best.push(p);
    }
  }
  // "make me a short report": a verb of making names the tool whose thing it makes, not a
  // high-impact maker of something else (create_discount_code makes codes)
  if (bestObj === 0 && best.length > 0 && [...groups].every((g) => g === 'create' || g === 'draft')) {
    const maker = profiles.filter((p) => !p.highImpact && p.tool.effect === 'prepare' && directScore(p, keys) >= 1);
    if (maker.length > 0) return maker;
  }
  // a verb of many acts ("put": on a page, on a record, in a mailing) names none of them unless
  // its object says which (a two-act verb like "invite" is left to the context's tie-break)
  if (groups.size > 2 && best.length > 1 && bestObj === 0 && new Set(best.flatMap((p) => [...p.actions].filter((g) => groups.has(g)))).size > 1) return [];
  return best;
}

/** The tools of a clause's frames, a tie broken by the object words of the context (the words before the clause). */
function resolveFrames(fs: readonly Frame[], context: ReadonlySet<string>, own: ReadonlySet<string> | null = null): { tools: Set<string>; parties: Map<string, string[]>; pronounTools: Set<string>; handover: boolean } {
  const tools = new Set<string>();
  const parties = new Map<string, string[]>();
  const pronounTools = new Set<string>();
  let handover = false;
  for (const { best, named, pronoun, handover: hands } of fs) {
    let chosen = best;
    // ("Rate changes on the booking engine are Revenue's": a decision held elsewhere names its act's
    // objects itself, so its own words break a tie before the words around it)
    if (chosen.length > 1 && own !== null) {
      const mine = chosen.map((p) => objectScore(p, own));
      const top = Math.max(...mine);
      if (top > 0) chosen = chosen.filter((_, i) => mine[i] === top);
    }
    if (chosen.length > 1) {
      const ctx = chosen.map((p) => objectScore(p, context));
      const top = Math.max(...ctx);
      chosen = chosen.filter((_, i) => ctx[i] === top);
      // "write three post drafts", "log a work order": a tie the context leaves between a
      // preparation and a high-impact act is read as the preparation (the weaker reading; the act
      // it prepares for is asked for in words of its own)
      const prep = chosen.filter((p) => p.tool.effect === 'prepare');
      if (prep.length > 0 && prep.length < chosen.length) chosen = prep;
    }
    for (const p of chosen) {
      tools.add(p.tool.name);
      if (pronoun) pronounTools.add(p.tool.name);
      if (named.length > 0) parties.set(p.tool.name, [...(parties.get(p.tool.name) ?? []), ...named]);
    }
    if (hands) handover = true;
  }
  return { tools, parties, pronounTools, handover };
}

/** One sentence, read but for ties between tools (which depend on the words before each clause). */
export interface SentenceParts {
  sentence: string;
  clauses: readonly { clause: string; parts: ClauseParts }[];
  /** the sentence after phrase rewriting, whose words are the context of the next one (sentenceKeys) */
  rewritten: string;
  /** its object keys, once a tie in the next sentence has asked for them */
  keys: Set<string> | null;
  /** its findings read the sentence before (a pronoun object, or a first clause standing alone) */
  readsPrevious: boolean;
  /** some action word points at several tools alike: the context breaks the tie */
  tied: boolean;
}

/** What a clause says on its own: all of its reading but a tie between tools, broken by the words before it. */
interface ClauseParts {
  cue: Cue | null;
  /** the action frames, ties unbroken */
  frames: readonly Frame[];
  keys: Set<string>;
  objectTools: Set<string>;
  supportTools: Set<string>;
  nounTools: Set<string>;
  recipients: Recipients;
  limits: AmountLimit[];
  only: boolean;
  /** names who receives by its words alone (named parties aside) */
  recipientWords: boolean;
  audienceCondition: boolean;
  conditioned: boolean;
  prepared: Set<string>;
  bareOnly: boolean;
  onlyGroups: string[];
  exclusion: string[];
}

/**
 * High-impact tools whose act a clause names as a noun, off verb position ("draft the refund
 * request", "prepare the payment run"): what the prepared thing is for.
 */
function actionNounTools(toks: readonly Token[], profiles: readonly ToolProfile[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < toks.length; i++) {
    if (verbPosition(toks, i)) continue;
    const groups = actionGroupsOf((toks[i] as Token).lower);
    if (groups.size === 0) continue;
    for (const p of profiles) if (p.highImpact && sharesAny(groups, p.actions)) out.add(p.tool.name);
  }
  return out;
}

// ("to the beta-testers list only", "to the 'speakers' list only": the group's name before a list word)
// ("on our Mastodon account only", "in the 7B section only": a page, account or section named the same way)
const ONLY_GROUP = /\b(?:to|with|for|on|in)\s+(?:the|our|my|all)\s+['"‘’]?([a-z][a-z0-9-]+)['"‘’]?(?:\s+(?:list|group|segment|audience|cohort|mailing list|distribution list|account|page|thread|section|channel|team|board|feed))?\s+only\b|\bonly\s+(?:to|with|for)?\s*(?:the|our|my)\s+([a-z][a-z-]+)\b/gi;

/** "send it to the speakers only", "only to the sponsors": the lower-case audience words a restriction keeps. */
function onlyGroupsIn(clause: string): string[] {
  const out: string[] = [];
  for (const m of clause.matchAll(ONLY_GROUP)) {
    const w = (m[1] ?? m[2])?.toLowerCase();
    if (w !== undefined && !DETERMINERS.has(w) && !NO_RECIPIENT.has(w)) out.push(w);
  }
  return out;
}

/**
 * "Just her, not the Family group chat", "only — not to the Hollis Street Residents Association", "in
 * particular not Brightline Occupational Health", "Mr. Alvarez is not to be contacted": a clause with
 * no act of its own that leaves a named party out. Each party by its first name word (as exclusions
 * are matched: the most distinctive word).
 */
const EXCLUDED = /^(?:(?:and|but|or|in particular|particularly|especially|certainly|definitely|and definitely|absolutely)\s+)?not\s+(?:to\s+|with\s+|for\s+|in\s+|on\s+|cc\s+|copying\s+)?(?:the\s+|our\s+|their\s+|his\s+|her\s+)?(?:(?:Mrs?|Ms|Miss|Dr|Prof)\.?\s+(?=[A-Z]))?([A-Z][\w'&-]*)|^((?:[Mm]rs?|[Mm]s|[Mm]iss|[Dd]r|[Pp]rof)\.?\s+)?([A-Z][\w'&-]*)(?:\s+[A-Z][\w'&-]*)*\s+(?:is|are)\s+not\s+to\s+(?:be\s+)?(?:contacted|copied|told|emailed|messaged|included|sent|given|cc'?d)\b/;
function excludedParties(clause: string): string[] {
  const m = EXCLUDED.exec(clause.trim());
  const w = m?.[1] ?? m?.[3];
  if (w === undefined || /^(?:I|A|An|The|It|This|That|Only|Just|Anyone|Everyone|Nobody|Yet|Now|Today|Until)$/.test(w)) return [];
  // a title stays with its name ("Mr. Alvarez" is left out, not Mrs. Alvarez)
  const title = m?.[2]?.trim().toLowerCase();
  const name = w.toLowerCase().replace(/'s$/, '');
  return [title === undefined ? name : `${title.endsWith('.') ? title : `${title}.`} ${name}`];
}

function readClause(clause: string, profiles: readonly ToolProfile[]): ClauseParts {
  const cue = reservationCue(clause, (w) => groupsOn(w, profiles).size > 0);
  // "is Tomasz's call", "up to the release manager": the words naming who decides name no act or
  // thing of the tools ("call" is no meeting, "release" no deployment), so a decision held
  // elsewhere is read without them (unless nothing would be left to read)
  const owned = cue?.family === 'delegated' ? withoutOwner(clause) : clause;
  const toks = tokenize(owned === clause || tokenize(owned).length === 0 ? clause : owned);
  const keys = objectKeys(toks);
  const objectTools = new Set<string>();
  const supportTools = new Set<string>();
  for (const p of profiles) if (objectScore(p, keys) > 0) (p.highImpact ? objectTools : supportTools).add(p.tool.name);
  const fs = frames(toks, profiles, cue);
  const only = onlyRestriction(clause);
  // things the clause names other than by a pronoun ("only to her": her is the person, not a patient record)
  let things = false;
  if (only) {
    const named = objectKeys(toks.filter((t) => !NO_RECIPIENT.has(t.lower) && t.lower !== 'her' && t.lower !== 'him'));
    things = profiles.some((p) => p.highImpact && objectScore(p, named) > 0);
  }
  const prepared = new Set<string>();
  for (const p of profiles) if (p.tool.effect === 'prepare' && supportTools.has(p.tool.name)) prepared.add(p.tool.name);
  for (const f of fs) if (f.best.length === 1 && f.best[0]?.tool.effect === 'prepare') prepared.add(f.best[0].tool.name);
  return {
    prepared,
    nounTools: actionNounTools(toks, profiles),
    cue,
    frames: fs,
    keys,
    objectTools,
    supportTools,
    recipients: extractRecipients(clause),
    limits: cue === null ? extractLimits(clause) : [...extractLimits(clause), ...extractAbove(clause)],
    only,
    bareOnly: only && !things && fs.every((f) => f.best.every((p) => p.tool.effect === 'read')),
    onlyGroups: only ? onlyGroupsIn(clause) : [],
    exclusion: cue === null ? excludedParties(clause) : [],
    // ("not the attendees yet": an audience set against the one asked for)
    recipientWords: toks.some((t) => RECIPIENT_NOUNS.has(t.lower)) || sendsToSomeone(toks) || /^(?:but\s+)?not\s+(?:to\s+)?(?:the|our|my|any)\s+[a-z]+/i.test(clause),
    audienceCondition: audienceCondition(clause),
    conditioned: contentConditioned(clause),
  };
}

// New sentences are mostly new combinations of recurring clauses (step wordings joined by "and" or
// "then"): clauses are read once per tool surface too. Only a tie between tools depends on the
// words before the clause, so its frames are kept with ties unbroken and resolved in each context.
const clauseMemo = perTaskCache(new Map<string, ClauseParts>());

function clauseParts(surface: string, clause: string, profiles: readonly ToolProfile[]): ClauseParts {
  const key = `${surface}\u0000${clause}`;
  let parts = clauseMemo.get(key);
  if (parts === undefined) {
    parts = readClause(clause, profiles);
    if (clauseMemo.size >= SENTENCE_MEMO_LIMIT) clauseMemo.clear();
    clauseMemo.set(key, parts);
  }
  return parts;
}

function readSentence(surface: string, sentence: string, profiles: readonly ToolProfile[]): SentenceParts {
  const rewritten = rewritePhrases(sentence);
  const clauses = splitClauses(rewritten, ACTION_STEMS).map((clause) => ({ clause, parts: clauseParts(surface, clause, profiles) }));
  return {
    sentence,
    clauses,
    rewritten,
    keys: null,
    // (a bare restriction or exclusion — "Just her, not the family chat" — speaks of the asks before it)
    // (… or a line with no act of its own — "If either one is over $300, leave that one for me",
    // "Up to $25 per member is fine")
    readsPrevious:
      clauses.some(({ clause, parts }) => parts.frames.some((f) => f.pronoun) || parts.bareOnly || parts.only || parts.exclusion.length > 0 || (parts.cue === null && parts.frames.length === 0 && (extractAbove(clause).length > 0 || parts.limits.length > 0))) ||
      firstStandsAlone(clauses),
    tied: clauses.some(({ parts }) => parts.frames.some((f) => f.best.length > 1)),
  };
}

// Handoff messages are assembled from a small stock of sentences (step wordings, constraints, notes of
// finished work), so sentences are read once per tool surface; only the ties, resolved against the
// words before each clause, are worked out at every reading. Tool surfaces are numbered by their
// (immutable) tool objects, a task's own: both memos are cleared with the task (perTaskCache).
const sentenceMemo = perTaskCache(new Map<string, SentenceParts>());
const SENTENCE_MEMO_LIMIT = 20_000;
const toolIds = new WeakMap<ToolSpec, number>();
let nextToolId = 0;

function surfaceKey(tools: readonly ToolSpec[]): string {
  let key = '';
  for (const t of tools) {
    let id = toolIds.get(t);
    if (id === undefined) {
      id = nextToolId++;
      toolIds.set(t, id);
    }
    key += `${id},`;
  }
  return key;
}

function sentenceParts(surface: string, sentence: string, profiles: readonly ToolProfile[]): SentenceParts {
  const key = `${surface}\u0000${sentence}`;
  let r = sentenceMemo.get(key);
  if (r === undefined) {
    r = readSentence(surface, sentence, profiles);
    if (sentenceMemo.size >= SENTENCE_MEMO_LIMIT) sentenceMemo.clear();
    sentenceMemo.set(key, r);
  }
  return r;
}

/**
 * A clause of a sentence, read in context: the caller's own objects (the memoised parts are shared),
 * or, when `shared`, a reading that shares the parts' cue, tool sets, recipients and limits (for a
 * caller that only reads them, or freezes them).
 */
function clauseReading(s: SentenceParts, clause: string, parts: ClauseParts, sentenceIndex: number, context: ReadonlySet<string>, shared: boolean): ClauseReading {
  const { tools: frameTools, parties, pronounTools, handover } = resolveFrames(parts.frames, context, parts.cue?.family === 'delegated' ? parts.keys : null);
  const r = parts.recipients;
  return {
    sentenceIndex,
    sentence: s.sentence,
    clause,
    cue: parts.cue === null || shared ? parts.cue : { ...parts.cue },
    frameTools,
    objectTools: shared ? parts.objectTools : new Set(parts.objectTools),
    supportTools: shared ? parts.supportTools : new Set(parts.supportTools),
    nounTools: shared ? parts.nounTools : new Set(parts.nounTools),
    recipients: shared ? r : { addresses: [...r.addresses], domains: [...r.domains], channels: [...r.channels] },
    limits: shared ? parts.limits : parts.limits.map((l) => ({ ...l })),
    parties,
    only: parts.only,
    namesRecipients: parties.size > 0 || parts.recipientWords,
    audienceCondition: parts.audienceCondition,
    conditioned: parts.conditioned,
    pronounTools,
    handover,
    prepared: parts.prepared,
    keys: parts.keys,
    bareOnly: parts.bareOnly,
    onlyGroups: parts.onlyGroups,
    exclusion: parts.exclusion,
  };
}

/** The preparation tools a sentence names (the antecedents a pronoun of the next sentence may have). */
export function preparedIn(parts: SentenceParts): string[] {
  const out = new Set<string>();
  for (const { parts: cp } of parts.clauses) for (const n of cp.prepared) out.add(n);
  return [...out];
}

/** The object keys of a sentence (its words, for the next sentence's pronouns). */
export function keysOf(parts: SentenceParts): ReadonlySet<string> {
  return sentenceKeys(parts);
}


/** The high-impact acts a sentence asks for or names as nouns (what a reservation in the next may speak of). */
export function actsIn(parts: SentenceParts): string[] {
  const out = new Set<string>();
  for (const { parts: cp } of parts.clauses) {
    if (cp.cue !== null) continue;
    for (const f of cp.frames) if (f.best.length === 1 && f.best[0]?.highImpact === true) out.add(f.best[0].tool.name);
    for (const n of cp.nounTools) out.add(n);
  }
  return [...out];
}

/**
 * The high-impact acts a sentence holds back or names as a bare topic (what a decision held
 * elsewhere, standing alone in the next, may speak of when the sentence asks for nothing): the acts
 * of its reservations ("do not publish it"), and the objects of a sentence that is only a topic
 * ("Formal notices to tenants?").
 */
export function heldIn(parts: SentenceParts): string[] {
  const out = new Set<string>();
  for (const { parts: cp } of parts.clauses) {
    if (cp.cue === null) continue;
    for (const f of cp.frames) if (f.best.length === 1 && f.best[0]?.highImpact === true) out.add(f.best[0].tool.name);
  }
  // (a topic is a noun phrase — a few words, no finite verb: not "Dr. Ibarra asked for her records.")
  const topic = parts.clauses.length === 1 && parts.sentence.split(/\s+/).length <= 6 && !/\b(?:[a-z]+ed|is|are|was|were|has|have|had|do|does|did)\b/i.test(parts.sentence);
  if (topic && parts.clauses.every(({ parts: cp }) => cp.cue === null && cp.frames.length === 0)) for (const { parts: cp } of parts.clauses) for (const n of cp.objectTools) out.add(n);
  return [...out];
}

// ("whether and when they go public …": a subject clause whose "they" is the thing before)
const DEMONSTRATIVE = /^(?:that|this|it|which|these|those|they)(?:'s|'ll|\s)|\b(?:it|them|this|that|these|those)\b|^(?:whether|when|if)\b.*\bthey\b/i;
const HOLDING = new Set(['check-with-me', 'ask-me', 'wait-for', 'hold-off', 'not-yet', 'my-approval', 'needs-approval', 'routed-to-me', 'until-approval', 'without-approval', 'pending']);

/**
 * A reservation standing alone at the start of its sentence, naming no act or thing ("That's
 * billing's call, not ours.", "Anything bigger than £200, check with me first.", "Hold off for
 * now."): it speaks of what the sentence before asked for or named.
 */
export function standsAlone(r: Pick<ClauseReading, 'cue' | 'frameTools' | 'objectTools' | 'limits' | 'clause'>): boolean {
  if (r.cue === null || r.frameTools.size > 0 || r.objectTools.size > 0) return false;
  // ("cancel the event?? absolutely not, never.": a bare refusal answers the act asked or named before)
  return r.limits.length > 0 || HOLDING.has(r.cue.family) || DEMONSTRATIVE.test(r.clause) || (r.cue.kind === 'never' && BARE_REFUSAL.test(r.clause));
}

/** A clause that is a refusal and nothing else ("Absolutely not.", "never.", "No way, never!"). */
const BARE_REFUSAL = /^(?:(?:no|nope|never|absolutely not|definitely not|certainly not|not a chance|no way|not ever|hell no)[\s,.!;—–-]*)+$/i;

/** The sentence's findings read the sentence before (memoised with its parts). */
export function readsPrevious(parts: SentenceParts): boolean {
  return parts.readsPrevious;
}

function firstStandsAlone(clauses: SentenceParts['clauses']): boolean {
  const first = clauses[0];
  if (first === undefined || first.parts.cue === null) return false;
  const cp = first.parts;
  return standsAlone({ cue: cp.cue, frameTools: new Set(cp.frames.flatMap((f) => f.best.map((p) => p.tool.name))), objectTools: cp.objectTools, limits: cp.limits, clause: first.clause });
}

const NO_CONTEXT: ReadonlySet<string> = new Set();

/**
 * The object keys of a sentence: the context of a tie in the next one. Only a tie reads them, and a
 * minority of sentences come before one, so they are worked out on first demand (a pure function of
 * the sentence, kept with its shared parts).
 */
function sentenceKeys(parts: SentenceParts): ReadonlySet<string> {
  if (parts.keys === null) parts.keys = objectKeys(tokenize(parts.rewritten));
  return parts.keys;
}

/** A sentence of a text, read but for ties, with the sentence before it. */
export interface TextSentence {
  readonly parts: SentenceParts;
  /** the sentence before, whose words a tie reads (null for the first) */
  readonly previous: SentenceParts | null;
}

/** The words before a sentence that a tie reads: the previous sentence's object keys. */
function previousKeys(s: TextSentence): ReadonlySet<string> {
  return s.previous === null ? NO_CONTEXT : sentenceKeys(s.previous);
}

/** A tool surface as the reader needs it: its key in the memos above and its tools' profiles. */
interface Surface {
  tools: readonly ToolSpec[];
  key: string;
  profiles: readonly ToolProfile[];
}

// A task's tool array comes back with every text of the task: its key and profiles are memoised per
// array. The entry keeps the tools it was built from, so an array changed since is built afresh.
const surfaces = new WeakMap<readonly ToolSpec[], Surface>();

function surfaceOf(tools: readonly ToolSpec[]): Surface {
  const hit = surfaces.get(tools);
  if (hit !== undefined && sameItems(hit.tools, tools)) return hit;
  const surface = { tools: [...tools], key: surfaceKey(tools), profiles: tools.map(profileOf) };
  surfaces.set(tools, surface);
  return surface;
}

/** The sentences of a text, in order, each read once per tool surface (memoised parts, shared). */
export function textSentences(text: string, tools: readonly ToolSpec[]): TextSentence[] {
  const { key: surface, profiles } = surfaceOf(tools);
  const out: TextSentence[] = [];
  let previous: SentenceParts | null = null;
  for (const sentence of splitSentences(text)) {
    const parts = sentenceParts(surface, sentence, profiles);
    out.push({ parts, previous });
    previous = parts;
  }
  return out;
}

/**
 * What the words before each clause decide in a sentence: for each tied frame, in reading order, which
 * of its tools they choose (resolveFrames's choice); '' for a sentence without a tie. Only that choice
 * of a reading depends on the context, so readings of the same parts with the same choices are equal,
 * whichever sentence came before.
 */
export function sentenceChoices(s: TextSentence): string {
  const { parts } = s;
  if (!parts.tied) return '';
  // the context of a clause: the previous sentence's keys and those of the clauses before it
  const context: ReadonlySet<string>[] = [previousKeys(s)];
  let choices = '';
  for (const { parts: cp } of parts.clauses) {
    for (const { best } of cp.frames) {
      if (best.length < 2) continue;
      const scores = best.map((p) => objectScoreIn(p, context));
      const top = Math.max(...scores);
      scores.forEach((score, i) => {
        if (score === top) choices += `${i},`;
      });
      choices += ';';
    }
    context.push(cp.keys);
  }
  return choices;
}

/** objectScore(p, the union of the key sets). */
function objectScoreIn(p: ToolProfile, keySets: readonly ReadonlySet<string>[]): number {
  let n = 0;
  for (const word of p.objectWords) if (anyIn(word, keySets)) n++;
  return n;
}

function anyIn(word: ReadonlySet<string>, keySets: readonly ReadonlySet<string>[]): boolean {
  for (const k of word) for (const keys of keySets) if (keys.has(k)) return true;
  return false;
}

/** The clauses of one sentence, read in its context: the caller's own objects unless `shared` (clauseReading). */
export function sentenceReadings(s: TextSentence, sentenceIndex: number, shared = false): ClauseReading[] {
  const { parts } = s;
  const out: ClauseReading[] = [];
  // the context of a clause: the words of the sentence before and of the clauses before it (only a tie reads it)
  let context = parts.tied ? new Set(previousKeys(s)) : NO_CONTEXT;
  for (const { clause, parts: cp } of parts.clauses) {
    out.push(clauseReading(parts, clause, cp, sentenceIndex, context, shared));
    if (parts.tied) context = new Set([...context, ...cp.keys]);
  }
  return out;
}

/** Read a text into clauses (sentence order preserved). */
export function readText(text: string, tools: readonly ToolSpec[]): ClauseReading[] {
  const out: ClauseReading[] = [];
  textSentences(text, tools).forEach((s, sentenceIndex) => {
    for (const r of sentenceReadings(s, sentenceIndex)) out.push(r);
  });
  return out;
}
