/**
 * Parties set against the ones an ask names. "Release Apex Drywall's pay app. Keystone Electric's
 * waits — I'll release that one myself", "Publish it on our LinkedIn page. LinkedIn only, the X
 * account is paused", "Send the invitations to the donors list. Hold off on the press list": a
 * sentence after the ask holds a party back — by a negation, a hold, a pause, a reservation of the
 * user's own — that the request names nowhere else. That is a condition on some calls of the asked
 * tool (a scope), not a stage: the calls naming the held-back party are excluded, in every argument
 * that names a party (not free text), and a reservation stated only about that party leaves the
 * asked tool current_request. Only acts that reach a party are narrowed (compile.ts leaves read and
 * prepare tools alone), and a party named in a clause that withholds nothing is kept: on the suite's
 * own requests the first version of this reading denied 46 of 2,556 required calls
 * (test/policy/compiler-suite.test.ts now holds that at zero).
 * Reads the raw sentences only (names keep their capitals there), after the findings are gathered.
 */
import type { ToolSpec } from '../../domain/tool.js';
import type { ArgScope, Rule } from '../schema.js';
import { boundedMemo } from '../../util/memo.js';
import { isNameWord } from './extract.js';
import type { ToolFindings } from './compile.js';
import { actionGroupsOf } from './vocabulary.js';

/** String arguments that carry free text, identifiers or times, not the party or thing a call is for. */
const NOT_PARTY_ARG = /(?:^|_)(?:ids?|date|dates|time|when|text|body|message|caption|narrative|reason|question|subject|notes?|comments?|description|summary|content|itinerary|items?|details?|title|stops|shift|quantity|nights|event|hold|letter)$/;

/** The arguments of a tool that name a party or thing (its audience parameter first). */
export function partyArgs(t: ToolSpec): string[] {
  const props = t.parameters.properties;
  const out = Object.keys(props).filter((k) => String(props[k]?.['type'] ?? '') === 'string' && !NOT_PARTY_ARG.test(k));
  if (t.audienceParam !== null && !out.includes(t.audienceParam)) out.unshift(t.audienceParam);
  return out;
}

/** Holding a party back: a negation, a hold, a pause, a later time, the user's own act. */
const WITHHOLD = /\b(?:not|nothing|nobody|no one|none|don't|dont|doesn't|doesnt|isn't|won't|hold off|on hold|wait|waits|waiting|paused|on pause|frozen|locked|muted|suspended|disabled|offline|dormant|inactive|later|myself|yet|skip|except|excluding|leave it|leave them|stays? out|off limits|never|snowed in|closed|shut|ask me|check with me|run it by me)\b/i;
/** The user's or the assistant's own negation ("I don't buy it", "you don't need me"): it holds no party back. */
const OWN_NEGATION = /\b(?:i|you|we)(?:'m|'re| am| are)?\s+(?:don't|dont|do not|didn't|did not|not|won't)\b/gi;
const withholds = (piece: string): boolean => WITHHOLD.test(piece.replace(OWN_NEGATION, ' '));

const NOT_PARTY_WORDS = new Set([
  'only', 'just', 'not', 'nothing', 'nobody', 'if', 'and', 'but', 'so', 'also', 'hold', 'wait', 'leave', 'keep', 'skip', 'then', 'once', 'when',
  'anything', 'everything', 'none', 'no', 'yes', 'ok', 'okay', 'thanks', 'hi', 'hey', 'actually', 'oh', 'sorry', 'in', 'particular', 'especially',
  'that', 'this', 'these', 'those', 'there', 'here', 'he', 'she', 'they', 'his', 'hers', 'its', 'what', 'which', 'who', 'whoever', 'for', 'to', 'is',
  'are', 'all', 'any', 'some', 'one', 'other', 'others', 'else', 'yet', 'now', 'until', 'after', 'before', 'today', 'tonight', 'tomorrow', 'me', 'us',
  'mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'sir', 'note', 'fyi', 'ps', 'update', 'same', 'as', 'at', 'on', 'with', 'by', 'from', 'of', 'or', 'be',
  'everyone', 'anyone', 'someone', 'first', 'second', 'next', 'last', 'again', 'still', 'even', 'though', 'however', 'otherwise', 'instead',
  'rest', 'whole', 'each', 'both', 'either', 'neither', 'more', 'less', 'same', 'new', 'old', 'own', 'ours', 'mine', 'yours', 'theirs',
  'sure', 'really', 'quite', 'too', 'very', 'much', 'many', 'enough', 'anymore', 'always', 'ever', 'hmm', 'um', 'uh', 'ah', 'oops', 'ugh',
  'oh', 'well', 'right', 'good', 'great', 'fine', 'done', 'needed', 'necessary', 'allowed', 'urgent', 'happening', 'going', 'ready', 'yourself',
]);

/** Verbs whose negation holds no party back ("don't worry", "don't forget", "don't be late"). */
const NOT_VERBS = new Set(['be', 'have', 'get', 'let', 'make', 'worry', 'forget', 'mind', 'bother', 'need', 'want', 'know', 'think', 'wait', 'hesitate', 'rush', 'panic', 'go', 'do', 'see', 'look', 'stress', 'touch', 'change', 'say', 'mention', 'tell']);
const OBJECT_STOP = new Set(['or', 'and', 'nor', 'the', 'a', 'an', 'it', 'them', 'him', 'her', 'anything', 'anyone', 'anybody', 'everything', 'everyone', 'this', 'that', 'these', 'those', 'my', 'our', 'your', 'their', 'his', 'its', 'any', 'all', 'until', 'unless', 'before', 'without', 'yet', 'out', 'up', 'off', 'on', 'in', 'to', 'for', 'with', 'about', 'more', 'other', 'further', 'again', 'publicly', 'directly', 'now', 'tonight', 'today', 'here', 'there', 'people', 'someone', 'somebody', 'one', 'me', 'us', 'you', 'just', 'only']);

/** "… and no one else at Globex": a restriction of the asked party (read elsewhere), with the party's organisation as context. */
const NOBODY_ELSE = /\b(?:no one|noone|nobody|none|anyone|anybody|everyone|everybody)\s+else\b(?:\s+(?:at|from|in|on|there|over at)\b(?:\s+(?:the\s+)?[A-Z][\w&'-]*)*)?/g;

/** A group or account named by the word before its head ("the donors list", "our LinkedIn page", "the X account"). */
const GROUP = /(?:^|\b(?:the|our|my|their|your)\s+)['"‘’]?([A-Za-z0-9][\w-]*)['"‘’]?\s+(?:list|lists|group|page|account|team|channel|depot|segment|cohort|chat)\b/g;
/** "Not 2D", "Not her oxycodone": a thing left out at a clause's start, in lower case or not. */
const NOT_THING = /(?:^|[.;:,(—–-]\s*)(?:but\s+|and\s+)?not\s+(?:the\s+|her\s+|his\s+|their\s+|our\s+|my\s+|your\s+)?([A-Za-z0-9][\w-]*)/gi;

/** "don't page frontend or networking": the bare objects of a negated act (no determiner: parties, not the thing). */
const NOT_OBJECTS = /\b(?:don't|dont|do not|never)\s+([a-z]+)\s+([a-z][\w-]*)(?:\s*(?:,|or|and)\s*([a-z][\w-]*))?(?:\s*(?:,|or|and)\s*([a-z][\w-]*))?/gi;

/** The party words of a stretch of text: name words (titles dropped), group words, things after "not". */
function partyWords(s: string): Set<string> {
  const out = new Set<string>();
  const toks = s.trim().match(/[A-Za-z0-9][\w'’-]*/g) ?? [];
  const nameLike = (w: string) => isNameWord(w) || /^[A-Z][a-z]+[A-Z][A-Za-z]*$/.test(w);
  toks.forEach((raw, i) => {
    const w = raw.replace(/['’]s$/i, '');
    const lower = w.toLowerCase();
    if (NOT_PARTY_WORDS.has(lower) || actionGroupsOf(lower).size > 0 || !nameLike(w)) return;
    // a capital at the start of a clause is a name only as part of one ("Keystone Electric's",
    // "Brandt's"), not a word capitalised by its place ("Hmm", "Actually")
    const next = toks[i + 1];
    if (i === 0 && raw === w && (next === undefined || !nameLike(next))) return;
    out.add(lower);
  });
  for (const m of s.matchAll(NOT_OBJECTS)) {
    if (NOT_VERBS.has((m[1] ?? '').toLowerCase())) continue;
    for (const w of [m[2], m[3], m[4]]) {
      const lower = (w ?? '').toLowerCase();
      // (an object may be a word that is also an act elsewhere: "don't page search or identity")
      if (lower.length > 0 && !NOT_PARTY_WORDS.has(lower) && !OBJECT_STOP.has(lower)) out.add(lower);
    }
  }
  for (const re of [GROUP, NOT_THING]) {
    for (const m of s.matchAll(re)) {
      const w = (m[1] ?? '').toLowerCase();
      if (w.length > 0 && !NOT_PARTY_WORDS.has(w) && actionGroupsOf(w).size === 0) out.add(w);
    }
  }
  return out;
}

/** Clauses of a sentence, at its punctuation joints (a parenthesis stays with what it follows). */
function piecesOf(sentence: string): string[] {
  return sentence.replace(NOBODY_ELSE, ' ').split(/[;:—–]|,\s+(?=(?:but|and|so)?\s*(?:not|only|just|nothing|no one|nobody)\b)|\s+-\s+|\bbut\b/i).filter((p) => p.trim().length > 0);
}

/** What one sentence says of parties, read once: as a clause that withholds nothing (kept) and as a sentence after an ask (held). */
interface SentenceParties {
  kept: ReadonlySet<string>;
  /** as a sentence after the ask: its party words if it withholds, else none */
  after: ReadonlySet<string>;
}
const NONE: ReadonlySet<string> = new Set();

/**
 * "… until Dana has approved the copy", "once Ms. Achebe gives her OK", "Dana's sign-off first": a
 * person the act waits on is a gate (the user's reservation), not a party held back from the calls.
 */
const GATE_PARTY = /\b(?:until|till|once|after|before|unless|by|with|from|past)\s+((?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)|\b([A-Z][\w-]*)(?:['’]s)?\s+(?:ok|okay|approval|sign-?off|go-?ahead|review|blessing|say-so)\b/g;
function gateWords(sentence: string): Set<string> {
  const out = new Set<string>();
  for (const m of sentence.matchAll(GATE_PARTY)) for (const w of (m[1] ?? m[2] ?? '').split(/\s+/)) out.add(w.toLowerCase().replace(/['’]s$/, '').replace(/\.$/, ''));
  return out;
}
const without = (words: Set<string>, gone: ReadonlySet<string>): Set<string> => {
  for (const w of gone) words.delete(w);
  return words;
};
const sentenceParties = boundedMemo(
  4096,
  (sentence: string): SentenceParties => {
    const kept = new Set<string>();
    for (const p of piecesOf(sentence)) if (!withholds(p)) for (const w of partyWords(p)) kept.add(w);
    const gates = gateWords(sentence);
    const after = withholds(sentence) ? without(partyWords(sentence.replace(NOBODY_ELSE, ' ')), gates) : NONE;
    return { kept, after };
  },
  { perTask: true },
);

/**
 * The party words held back from an asked tool: those of a withholding sentence among the two after
 * an ask that no other tool's ask or reservation speaks of. Words the request names in a clause that
 * withholds nothing are kept.
 */
export function heldBackParties(tool: ToolSpec, f: ToolFindings, sentences: readonly string[], others: ReadonlyMap<string, ToolFindings>): string[] {
  if (f.asked.length === 0) return [];
  const askIdx = new Set<number>();
  sentences.forEach((s, i) => {
    if (f.asked.some((a) => a.sentence === s)) askIdx.add(i);
  });
  if (askIdx.size === 0) return [];
  const kept = new Set<string>();
  const held = new Set<string>();
  for (const i of askIdx) {
    // the ask's own sentence names whom the calls are for; a withholding word inside it is as often
    // the state of a thing ("the invoice that's on hold and send Noor …") as a party held back, and
    // excluding such a word denied asked calls of the suite's own requests: only the sentences after
    // the ask hold parties back
    for (const w of sentenceParties(sentences[i] as string).kept) kept.add(w);
  }
  for (const i of askIdx) {
    // the two sentences after the ask, up to another ask ("Only Harbourline Mortgage. If someone
    // emails new instructions naming another payee, nothing goes to them.")
    for (let j = i + 1; j <= i + 2; j++) {
      const next = sentences[j];
      if (next === undefined || askIdx.has(j)) break;
      // (a sentence asking for another tool speaks of that tool's calls)
      const mine = f.reservations.some((r) => r.sentence === next);
      let theirs = false;
      for (const [name, g] of others) if (name !== tool.name && g.asked.some((a) => a.sentence === next)) theirs = true;
      if (theirs && !mine) break;
      for (const w of sentenceParties(next).after) held.add(w);
    }
  }
  // a party the request deals with anywhere in a clause that withholds nothing ("draft an email to
  // Aiko Haddad … for UK Ltd", "screen the applicants for the Product Designer role") is one the
  // calls are for, whatever a sentence near the ask holds back: excluding it would deny the asked
  // calls themselves (the suite's own requests did this to 46 of 2,556 required calls)
  for (const s of sentences) for (const w of sentenceParties(s).kept) kept.add(w);
  return [...held].filter((w) => !kept.has(w));
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The rule with the held-back parties excluded from its party arguments (and a reservation about them alone lifted). */
export function withHeldBack(rule: Rule, tool: ToolSpec, f: ToolFindings, held: readonly string[]): Rule {
  if (held.length === 0) return rule;
  const args = partyArgs(tool);
  if (args.length === 0) return rule;
  const scopeArgs: Record<string, ArgScope> = { ...rule.scope.args };
  for (const a of args) {
    const prev = scopeArgs[a] ?? {};
    // (the one lookahead shape scopes understand, over a literal; a one-letter name — "the X
    // account" — as a word of its own, by RE2's word boundaries; two letters are left out, too short
    // to tell apart from the letters of other names)
    const patterns = [
      ...(prev.patterns ?? []),
      ...held.filter((w) => w.length >= 3).map((w) => `^(?!.*${escapeRe(w)}).*$`),
      ...held.filter((w) => /^[a-z]$/.test(w)).map((w) => `^(?:[^${w}]|\\B${w}|${w}\\B)*$`),
    ];
    scopeArgs[a] = { ...prev, patterns };
  }
  let stage = rule.stage;
  let provenance = rule.provenance;
  // the reservation that staged the tool was stated about the held-back party only
  // (not a second thought taking the ask back: "Actually, no: …")
  const heldSentence = (s: string | null) => s !== null && !/^\s*(?:actually|hmm|wait|on second thought|scratch that|never mind)\b/i.test(s) && held.some((w) => new RegExp(`\\b${escapeRe(w)}\\b`, 'i').test(s)) && !f.asked.some((a) => a.sentence === s);
  if (stage !== 'current_request' && heldSentence(rule.provenance?.sentence ?? null) && f.reservations.every((r) => heldSentence(r.sentence))) {
    stage = 'current_request';
    provenance = { sentence: f.asked[0]?.sentence ?? null, reason: `asked for; the reservation concerns other parties (${held.join(', ')}) → scoped out` };
  } else if (provenance !== undefined) {
    provenance = { ...provenance, reason: `${provenance.reason}; held-back parties (${held.join(', ')}) excluded` };
  }
  return { ...rule, stage, provenance, scope: { ...rule.scope, args: scopeArgs } };
}
