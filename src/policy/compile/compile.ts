/**
 * The deterministic policy compiler: P0 = Compile(u, T) from the request text and the public tool
 * surface only. Every rule says which sentence produced it (null = the effect-class default).
 *
 * Stage, per tool:
 * - read/prepare → current_request; state_change/external/publish → post_approval unless the text
 *   asks for it (an action word pointing at the tool in a clause that reserves nothing) →
 *   current_request;
 * - a reservation ("until I approve", "I'll … myself", "hold off", "not yet", …) → post_approval;
 *   "never"/"under no circumstances" → never; the strictest reservation wins — except that a
 *   reservation conditioned on content or on a named party ("never publish anything about X",
 *   "don't email Northwind yet") of a tool the text also asks for becomes a scope instead (an
 *   exclusion of the party, or a free-text `about` condition); likewise a reservation about other
 *   recipients ("don't email the customers until I sign off") of a tool the text asks for with
 *   named recipients ("send a note to Priya Achterberg") becomes the decidable scope "only the
 *   named recipients" (their name words, as whole words of the address);
 * - a decision handed to another team, department or committee ("refunds are handled by the billing
 *   team", "publishing is the comms team's call") → never: the user's approval cannot stand in for it;
 * - a reservation that names no tool binds to the tools of the clause before it in the sentence
 *   (a preparation tool there stands for the follow-up it prepares for: "draft the quote and let me
 *   see it before it goes out" reserves send_quote, not draft_quote);
 *   where that sentence states an amount limit, the reservation is read as the limit ("refund,
 *   nothing over $250 — anything bigger I review") and becomes the scope's range.
 * Scope, per tool: recipients written next to an ask (addresses → oneOf, "@domain" → domains,
 * "#channel" → oneOf), "only …" restrictions (of addresses, or of the named party: "email Raj — only
 * Raj, not the vendor", "share it with Omar Haddad. Nobody else gets it." → Raj's/Omar Haddad's name
 * words), exclusions of named parties, "keep … within …"
 * audience conditions (free text → `about`), and amount limits on numeric arguments.
 */
import type { ToolSpec } from '../../domain/tool.js';
import type { ArgScope, Policy, Provenance, Rule, Stage } from '../schema.js';
import { deepFreeze } from '../../util/freeze.js';
import { canonicalPolicy } from '../policy.js';
import { meetScope, normalizeScope } from '../scope.js';
import { stricterStage } from '../stage.js';
import { actsIn, heldIn, keysOf, preparedIn, readText, readsPrevious, standsAlone, sentenceChoices, sentenceReadings, textSentences, type ClauseReading, type SentenceParts, type TextSentence } from './analyze.js';
import { heldBackParties, withHeldBack } from './contrast.js';
import { contrastedAudience, namedAudiencePattern, onlyNamedRecord } from './named-audience.js';
import { extractAbove, hasRecipients, type AmountLimit, type Recipients } from './extract.js';
import { splitSentences, stem } from './text.js';
import { actionGroupsOf, objectKeysOf, profileOf } from './vocabulary.js';

export interface CompiledPolicy {
  policy: Policy;
  /** tools the text asks for (action words pointing at them, or read/prepare objects it names) */
  calledFor: string[];
}

/** Everything the compiler found for one tool, before it becomes a rule. */
export interface ToolFindings {
  asked: { sentence: string; recipients: Recipients | null; names: string[]; environments?: string[] }[];
  reservations: {
    stage: Stage;
    sentence: string;
    family: string;
    conditioned: boolean;
    exclude: string[];
    own: boolean;
    recipients: boolean;
    /** bound only by the object words of its clause, not an action word (a decision held elsewhere: textFindings may rebind it) */
    byObjects?: boolean;
    /** a decision held elsewhere whose subject is a pronoun for what the sentence before names ("Those are set by …") */
    standsFor?: boolean;
    /** stated over the calls above an amount line its clause names ("payments above $2,000 wait for my review") */
    aboveLine?: boolean;
  }[];
  limits: { limit: AmountLimit; sentence: string }[];
  only: Recipients[];
  /** name words of the one party the request restricts the tool to ("only Raj", "and nobody else") */
  onlyNames: string[];
  about: string[];
  mentioned: boolean;
}

const emptyFindings = (): ToolFindings => ({ asked: [], reservations: [], limits: [], only: [], onlyNames: [], about: [], mentioned: false });

const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'sir', 'madam']);

/**
 * The name words of the parties an asked clause names, for an "only" restriction: titles dropped
 * ("Dr. Okafor" → okafor), and not the organisation the exclusion is relative to ("Lena Fischer and
 * no one else at Globex": Globex is where the others are).
 */
function restrictedNames(clause: string, names: readonly string[]): string[] {
  const context = new Set([...clause.matchAll(/\b(?:else|other|besides)\s+(?:at|from|in|on)\s+(?:the\s+)?([A-Za-z][\w'-]*)/gi)].map((m) => (m[1] ?? '').toLowerCase().replace(/'s$/, '')));
  // a name the clause gives with a title keeps it ("Ms. Romero", not "Mr. Romero": the family
  // shares the surname); written "title surname" and matched by recipientConstraint
  const titled = new Map<string, string>();
  for (const m of clause.matchAll(/\b(mr|mrs|ms|miss|dr|prof)\.?\s+([A-Za-z][\w'-]*)/gi)) titled.set((m[2] ?? '').toLowerCase(), (m[1] ?? '').toLowerCase());
  return names.filter((n) => !HONORIFICS.has(n) && !context.has(n)).map((n) => (titled.has(n) ? `${titled.get(n)} ${n}` : n));
}

/**
 * A restricted name as a pattern: a bare name as a whole word; a titled one ("ms romero") with
 * its title, or inside an address without any title ("r.romero@school.example"), never with
 * another title ("Mr. Romero").
 */
function namePattern(n: string): string {
  const [title, name] = n.split(' ');
  if (name === undefined) return `\\b${escapeRe(n)}\\b`;
  return `\\b${escapeRe(title as string)}\\.?\\s+${escapeRe(name)}\\b|^[^@\\s]*\\b${escapeRe(name)}\\b[^@\\s]*@`;
}

/** A clause that restricts to the party named and nobody else, acting with no tool of its own ("Only Hannah.", "Nobody else gets it"). */
function bareOnly(r: ClauseReading): boolean {
  return r.bareOnly;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function recipientsFor(tool: ToolSpec, r: Recipients): string[] {
  return /channel|slack/.test(tool.audienceParam ?? '') || tool.name.includes('channel') ? r.channels : [...r.addresses, ...r.domains.map((d) => `@${d}`)];
}

/** A positive recipient constraint from addresses, "@domains", "#channels" and (optionally) names. */
function recipientConstraint(items: readonly string[], names: readonly string[] = []): ArgScope {
  if (names.length > 0) {
    const exact = items.map((x) => (x.startsWith('@') ? `[^@\\s]*@${escapeRe(x.slice(1))}` : x.startsWith('#') ? `#?${escapeRe(x.slice(1))}` : escapeRe(x)));
    const byName = names.some((n) => n.includes(' ')) ? names.map(namePattern).join('|') : `\\b(?:${names.map(escapeRe).join('|')})\\b`;
    return { patterns: [exact.length > 0 ? `^(?:${exact.join('|')})$|${byName}` : byName] };
  }
  const domains = items.filter((x) => x.startsWith('@')).map((x) => x.slice(1));
  const exact = items.filter((x) => !x.startsWith('@'));
  if (domains.length === 0) return { oneOf: exact.flatMap((x) => (x.startsWith('#') ? [x, x.slice(1)] : [x])) };
  if (exact.length === 0) return { domains };
  const alts = [...exact.map((x) => escapeRe(x)), ...domains.map((d) => `[^@\\s]*@${escapeRe(d)}`)];
  return { patterns: [`^(?:${alts.join('|')})$`] };
}

function numericParams(tool: ToolSpec, percent: boolean): string[] {
  const props = tool.parameters.properties;
  const numeric = Object.keys(props).filter((k) => ['number', 'integer'].includes(String(props[k]?.['type'] ?? '')));
  const pct = numeric.filter((k) => /percent|pct|rate|discount/i.test(k));
  if (percent) return pct;
  const rest = numeric.filter((k) => !pct.includes(k));
  const money = rest.filter((k) => /amount|total|sum|price|value|budget|salary|limit|cost|fee/i.test(k));
  return money.length > 0 ? money : rest.length === 1 ? rest : [];
}

/** Name words of a tool after its verb, and its parameter-name words (a follow-up takes the preparation's output). */
function nameObjectKeys(t: ToolSpec, synonyms: boolean): Set<string> {
  // the words after the name's verb slot, known verb or not ("note_tax_liability": tax, liability)
  const keys = new Set<string>();
  for (const w of t.name.split('_').slice(1)) {
    if (w.length < 2 || GENERIC_PARAM_WORDS.has(w)) continue;
    if (synonyms) for (const k of objectKeysOf(w)) keys.add(k);
    else keys.add(stem(w));
  }
  return keys;
}

/** A tool that drafts or builds something for another to send or perform (draft_summary, create_*). */
function drafts(t: ToolSpec): boolean {
  const verb = t.name.split('_')[0] ?? '';
  const g = actionGroupsOf(verb);
  return g.has('draft') || g.has('create');
}
const GENERIC_PARAM_WORDS = new Set(['id', 'to', 'text', 'body', 'name', 'type', 'value', 'field', 'subject', 'amount', 'date', 'time']);

const followUpMemo = new WeakMap<ToolSpec, WeakMap<readonly ToolSpec[], string[]>>();
/**
 * The high-impact tools a preparation tool prepares for: those whose name objects share a key with
 * the preparation's (draft_quote → send_quote, create_purchase_order → submit_purchase_order), or
 * whose parameters name its object or product (hold_booking → purchase_ticket(hold_id)). Read from
 * the tool surface only.
 */
export function followUpsOf(prep: ToolSpec, tools: readonly ToolSpec[]): string[] {
  let byTools = followUpMemo.get(prep);
  if (byTools === undefined) {
    byTools = new WeakMap();
    followUpMemo.set(prep, byTools);
  }
  const hit = byTools.get(tools);
  if (hit !== undefined) return hit;
  const nameWords = new Set(prep.name.split('_').filter((w) => w.length > 2 && !GENERIC_PARAM_WORDS.has(w)));
  const out = followUpsBy(prep, tools, nameWords, false);
  // through synonyms ("draft_summary" → "send_patient_message": a summary is a message) only for a
  // drafting tool, and only when the words themselves found none
  if (out.length === 0 && drafts(prep)) out.push(...followUpsBy(prep, tools, nameWords, true));
  byTools.set(tools, out);
  return out;
}

/**
 * The follow-ups sharing the most name words with the preparation (draft_release_notes →
 * publish_release_notes, not deploy_release): what "it" stands for when nothing else names the act.
 */
function closestFollowUps(prep: ToolSpec, tools: readonly ToolSpec[]): string[] {
  const mine = new Set(prep.name.split('_').slice(1));
  const ups = followUpsOf(prep, tools).map((n) => ({ n, shared: n.split('_').slice(1).filter((w) => mine.has(w)).length }));
  const best = Math.max(0, ...ups.map((u) => u.shared));
  return ups.filter((u) => u.shared === best).map((u) => u.n);
}

function followUpsBy(prep: ToolSpec, tools: readonly ToolSpec[], nameWords: ReadonlySet<string>, synonyms: boolean): string[] {
  const mine = nameObjectKeys(prep, synonyms);
  const out: string[] = [];
  for (const t of tools) {
    if (t === prep || t.effect === 'read' || t.effect === 'prepare') continue;
    const theirs = nameObjectKeys(t, synonyms);
    let shared = [...mine].some((k) => theirs.has(k));
    if (!shared) {
      const paramWords = Object.keys(t.parameters.properties).flatMap((k) => k.split('_')).filter((w) => !GENERIC_PARAM_WORDS.has(w));
      shared = paramWords.some((w) => nameWords.has(w));
    }
    if (shared) out.push(t.name);
  }
  return out;
}

/**
 * "The social team schedules and publishes all our posts": a clause cut at "and" that starts with a
 * finite verb ("publishes") shares the subject — and so the reservation — of the clause before it.
 */
/** A gerund with an object of its own as a clause's subject ("pulling the plug on anyone is …"), not a pronoun ("doing that is …"). */
const OWN_GERUND_SUBJECT = /(?:^|[,;:—–-]\s*)(?:(?:and|but|so)\s+)?[a-z]{2,}ing\s+(?!(?:it|that|this|them|those|these|so|one)\b)[a-z][^,;]*?\s+(?:is|are|'s|would be|will be)\s+/i;

/** A clearance the user will pass on ("I'll forward you her OK", "we'll relay the committee's approval"). */
const RELAYED_CLEARANCE = /\b(?:forward|pass on|pass along|relay|send|give|bring)\s+(?:you\s+|it\s+on\s+)?(?:her|his|their|the|its|[\w.-]+'s)\s+(?:ok|okay|approval|go-?ahead|sign-?off|signoff|green light|blessing|consent|clearance|answer|decision)\b/i;

/** A bare "never" before a party or a thing, with no act of its own ("never on the company LinkedIn", "never the payments service"). */
const BARE_NEVER = /^(?:and\s+|but\s+)?never\s+(?:on|in|to|with|for|at|via|through|the|our|their|any|a|an)\b/i;

/** The asked high-impact tools of the clause before, when r is a bare "never" contrasting with them. */
function bareNeverContrast(r: ClauseReading, prev: ClauseReading | undefined, spec: ReadonlyMap<string, ToolSpec>): string[] {
  if (r.cue?.kind !== 'never' || r.cue.family !== 'never' || r.frameTools.size > 0 || !BARE_NEVER.test(r.clause)) return [];
  if (prev === undefined || prev.sentenceIndex !== r.sentenceIndex || prev.cue !== null) return [];
  const asked = [...prev.frameTools].filter((n) => isHighImpact(spec.get(n)));
  // (the thing set apart is of the asked tool: no other tool's objects are named)
  if ([...r.objectTools].some((n) => !asked.includes(n))) return [];
  return asked;
}

/** The subject of a passive or a possessive predicate, before its auxiliary ("Rates on the booking engine" of "… are Hélène's"). */
const PREDICATE_SUBJECT = /^(?:(?:and|but|so|while)\s+)?((?:the|all|any|every|our|their)\s+)?(?!(?:it|this|that|these|those|they|he|she|we|i|you|which|who|what|whether|if|when|how)\b)([a-z][\w'-]*(?:\s+(?!(?:is|are|get|gets|go|goes|were|was)\b)[\w'-]+){0,5}?)\s+(?:is|are|get|gets|were)\s+/i;

/**
 * The one high-impact tool whose objects the subject of a passive or possessive predicate names
 * ("the fines", "architectural requests", "rates on the booking engine"), if one alone.
 */
function subjectObjects(clause: string, tools: readonly ToolSpec[], spec: ReadonlyMap<string, ToolSpec>): string[] {
  const m = PREDICATE_SUBJECT.exec(clause);
  if (m === null) return [];
  const subject = `${m[1] ?? ''}${m[2] ?? ''}`.trim();
  // (a subject whose head is an act — "Filing anything with the court", "Every purchase on the
  // league account", "Any change of medication" — names the act itself, which the rules above read)
  // (the head is the noun phrase's last word before a preposition: "prod deploys", "rates on the booking engine")
  const phrase = (m[2] ?? '').split(/\s+(?:of|on|for|in|to|with|at|from|by|under|over|above|below|about)\s+/i)[0] ?? '';
  const words = phrase.toLowerCase().split(/\s+/);
  const head = words[words.length - 1] ?? '';
  const first = words[0] ?? '';
  const toolVerbs = new Set(tools.map((t) => t.name.split('_')[0] ?? ''));
  // (a plural head is a thing — "architectural requests", "enrollment changes" — unless it is a tool's own verb: "prod deploys")
  const names = (w: string) => /ings?$/.test(w) || (!w.endsWith('s') && actionGroupsOf(w).size > 0) || toolVerbs.has(w.replace(/e?s$/, '')) || toolVerbs.has(w.replace(/s$/, ''));
  if (subject === '' || names(head) || first.endsWith('ing')) return [];
  const objects = [...new Set(readText(subject, tools).flatMap((x) => [...x.objectTools]))].filter((n) => isHighImpact(spec.get(n)));
  return objects.length === 1 ? objects : [];
}

/** A clause opening on a third party's pronoun and a present verb ("she picks one", "they sort it"). */
const THIRD_PARTY_SUBJECT = /^(?:and\s+|but\s+|so\s+)?(?:she|he)\s+(?:always\s+|usually\s+|alone\s+)?[a-z]+[^s]s\b|^(?:and\s+|but\s+|so\s+)?they\s+(?:always\s+|usually\s+|alone\s+)?(?!(?:are|were|have|had|did|will|would|can|could|should|may|might|must|need|want|asked|said)\b)[a-z]+(?<!ed)\b/i;

function sharedSubjects(readings: readonly ClauseReading[]): readonly ClauseReading[] {
  let out: ClauseReading[] | null = null;
  for (let i = 1; i < readings.length; i++) {
    const r = readings[i] as ClauseReading;
    const prev = (out ?? readings)[i - 1] as ClauseReading;
    if (r.cue !== null || prev.sentenceIndex !== r.sentenceIndex) continue;
    const first = /^(?:also\s+|then\s+)?([a-z]+)/i.exec(r.clause)?.[1]?.toLowerCase() ?? '';
    // "she picks one and books it": a present act whose subject is elided after a clause whose
    // subject is a third party's pronoun is that party's act (not an ask of the assistant)
    if (prev.cue === null) {
      if (THIRD_PARTY_SUBJECT.test(prev.clause) && /[^s]s$/.test(first) && actionGroupsOf(first).size > 0 && r.frameTools.size > 0 && !/\b(?:if|when|once|after|before|until|unless)\b/i.test(prev.clause)) {
        out ??= [...readings];
        out[i] = { ...r, cue: { kind: 'never', family: 'delegated' } };
      }
      continue;
    }
    // "… isn't ours to sort out, and neither is a fresh refund": the elided clause denies the same
    const elided = /^(?:and\s+)?(?:neither|nor)\s+(?:is|are|does|do|can|should|will|would)\b/i.test(r.clause);
    // "… are the comms director's to write and publish": an infinitive cut at "and" shares the one before
    const infinitive = /\bto\s+[a-z]+$/i.test(prev.clause) && actionGroupsOf(first).size > 0 && r.clause.trim().split(/\s+/).length <= 3;
    if (!elided && !infinitive && (!/[^s]s$/.test(first) || actionGroupsOf(first).size === 0)) continue;
    out ??= [...readings];
    out[i] = { ...r, cue: prev.cue };
  }
  return out ?? readings;
}

/** What a sentence leaves for the pronouns of the next: its preparation tools and its object keys. */
interface Antecedents {
  prepared: readonly string[];
  keys: readonly ReadonlySet<string>[];
  /** the high-impact acts it asks for or names (actsIn) */
  acts: readonly string[];
  /** the high-impact acts it holds back, or names as a bare topic (heldIn) */
  held?: readonly string[];
}
const NO_ANTECEDENTS: Antecedents = { prepared: [], keys: [], acts: [] };

function namedIn(t: ToolSpec, keys: readonly ReadonlySet<string>[]): boolean {
  return profileOf(t).objectWords.some((w) => [...w].some((k) => keys.some((ks) => ks.has(k))));
}

/**
 * "Raise a PO and send it to them", "The batch is built. Fire it off to the bank.": a hand-over verb
 * whose object is a pronoun, after a preparation (in the sentence, else in the sentence before),
 * acts on the prepared thing, so it names the preparation's follow-up (submit_purchase_order), not
 * the tool its verb alone would pick (notify_customer). A verb that one of the follow-ups performs
 * ("draft the reply and send it": send_reply) picks that one; other verbs keep their tools.
 * `before`: the preparation tools of the sentence before the first reading.
 */
function resolvePronouns(readings: readonly ClauseReading[], spec: ReadonlyMap<string, ToolSpec>, tools: readonly ToolSpec[], before: Antecedents): readonly ClauseReading[] {
  if (!readings.some((r) => r.pronounTools.size > 0)) return readings;
  let previous: Antecedents = before;
  let current: Antecedents = { prepared: [], keys: [], acts: [] };
  let index = readings[0]?.sentenceIndex;
  return readings.map((r) => {
    if (r.sentenceIndex !== index) {
      previous = current;
      current = { prepared: [], keys: [], acts: [] };
      index = r.sentenceIndex;
    }
    const ante = current.prepared.length > 0 ? current : previous;
    let out = r;
    const high = [...r.pronounTools].filter((n) => spec.get(n)?.effect !== 'read' && spec.get(n)?.effect !== 'prepare');
    if (high.length > 0) {
      const ups = new Set<string>();
      for (const a of ante.prepared) {
        const t = spec.get(a);
        if (t !== undefined) for (const u of followUpsOf(t, tools)) ups.add(u);
      }
      const agree = high.filter((n) => ups.has(n));
      // "draft the newsletter, then send it": the verb's own tool acts on the thing the words before
      // name (send_newsletter), whichever preparation tool drafted it
      // (… or the words before it in its own sentence: "About the customer notice: Megan's team
      // writes those and sends them" — the nearest antecedent is the notice, not the last preparation)
      const fits = high.some((n) => namedIn(spec.get(n) as ToolSpec, ante.keys) || namedIn(spec.get(n) as ToolSpec, current.keys));
      const chosen = agree.length > 0 ? agree : r.handover && !fits ? [...ups] : [];
      if (chosen.length > 0) {
        const dropped = high.filter((n) => !chosen.includes(n));
        const frameTools = new Set([...r.frameTools].filter((n) => !dropped.includes(n)));
        const parties = new Map(r.parties);
        const named = dropped.flatMap((n) => r.parties.get(n) ?? []);
        for (const n of dropped) parties.delete(n);
        for (const n of chosen) {
          frameTools.add(n);
          if (named.length > 0 && !agree.includes(n)) parties.set(n, [...(parties.get(n) ?? []), ...named]);
        }
        out = { ...r, frameTools, parties };
      }
    }
    current = { prepared: [...current.prepared, ...r.prepared], keys: [...current.keys, r.keys], acts: current.acts };
    return out;
  });
}

function retargetToFollowUps(targets: Set<string>, tools: readonly ToolSpec[]): Set<string> {
  // only a reservation of preparations alone: one that already names a performing tool keeps its targets
  for (const name of targets) if (tools.find((x) => x.name === name)?.effect !== 'prepare') return targets;
  let changed = false;
  const out = new Set<string>();
  for (const name of targets) {
    const t = tools.find((x) => x.name === name);
    const ups = t !== undefined && t.effect === 'prepare' ? followUpsOf(t, tools) : [];
    if (ups.length > 0) {
      changed = true;
      for (const u of ups) out.add(u);
    } else out.add(name);
  }
  return changed ? out : targets;
}

function isHighImpact(t: ToolSpec | undefined): boolean {
  return t !== undefined && t.effect !== 'read' && t.effect !== 'prepare';
}

/**
 * The high-impact acts a reservation next to reading i names by its action words: the clauses of
 * its sentence first (nearest first), then the sentence before, then the one after.
 */
function neighbourAct(readings: readonly ClauseReading[], i: number, spec: ReadonlyMap<string, ToolSpec>): Set<string> {
  const r = readings[i] as ClauseReading;
  const order = readings
    .map((x, j) => ({ x, j }))
    .filter(({ x, j }) => j !== i && x.cue !== null && x.cue.family !== 'delegated' && Math.abs(x.sentenceIndex - r.sentenceIndex) <= 1)
    .sort((a, b) => rank(a.x, a.j) - rank(b.x, b.j));
  function rank(x: ClauseReading, j: number): number {
    const d = x.sentenceIndex - r.sentenceIndex;
    return (d === 0 ? 0 : d < 0 ? 1000 : 2000) + Math.abs(j - i);
  }
  for (const { x } of order) {
    const acts = [...x.frameTools].filter((n) => isHighImpact(spec.get(n)));
    if (acts.length > 0) return new Set(acts);
  }
  return new Set();
}

/** Gather per-tool findings from a reading (an entry per tool, in tool order). */
export function findings(readings: readonly ClauseReading[], tools: readonly ToolSpec[]): Map<string, ToolFindings> {
  const found = foundFor(readings, tools);
  return new Map(tools.map((t) => [t.name, found.get(t.name) ?? emptyFindings()]));
}

/**
 * The findings of a reading for the tools it found something for (an entry is made on a tool's first
 * finding, so none is empty): what findings gathers, without the entries of the tools it leaves empty.
 */
function foundFor(read: readonly ClauseReading[], tools: readonly ToolSpec[], before: Antecedents = NO_ANTECEDENTS): Map<string, ToolFindings> {
  const byTool = new Map<string, ToolFindings>();
  const spec = new Map<string, ToolSpec>();
  for (const t of tools) spec.set(t.name, t);
  const readings = sharedSubjects(resolvePronouns(read, spec, tools, before));
  // the acts of the sentence before each sentence (the first: `before`), for reservations standing alone
  const actsBefore = new Map<number, readonly string[]>();
  const firstIndex = readings[0]?.sentenceIndex;
  {
    let prevActs: readonly string[] = before.acts;
    let idx: number | undefined;
    let acts: string[] = [];
    for (const r of readings) {
      if (r.sentenceIndex !== idx) {
        if (idx !== undefined) prevActs = acts;
        acts = [];
        idx = r.sentenceIndex;
        actsBefore.set(idx, prevActs);
      }
      if (r.cue === null) for (const n of [...r.frameTools, ...r.nounTools]) if (spec.get(n)?.effect !== 'read' && spec.get(n)?.effect !== 'prepare') acts.push(n);
    }
  }
  const get = (name: string): ToolFindings => {
    let f = byTool.get(name);
    if (f === undefined) {
      f = emptyFindings();
      if (spec.has(name)) byTool.set(name, f);
    }
    return f;
  };
  const bySentence = new Map<number, ClauseReading[]>();
  for (const r of readings) {
    const same = bySentence.get(r.sentenceIndex);
    if (same === undefined) bySentence.set(r.sentenceIndex, [r]);
    else same.push(r);
  }
  const delegatedTargets = new Map<number, ReadonlySet<string>>();
  const reservedTargets = new Map<number, ReadonlySet<string>>();
  readings.forEach((r, i) => {
    const sameSentence = bySentence.get(r.sentenceIndex) as ClauseReading[];
    for (const name of r.frameTools) get(name).mentioned = true;
    for (const name of r.supportTools) get(name).mentioned = true;
    // ("merging is done by the two code owners and nobody else": the restriction is of the party
    // who acts, not of an audience — the clause names no address or channel)
    // "Publish the teaser on our Instagram only, never on the company LinkedIn", "Scale the checkout
    // service; never the payments service": a bare "never" and a party or thing, after an ask in the
    // sentence, sets the other calls of the asked tool apart (an exclusion), it forbids no tool
    const contrastOf = bareNeverContrast(r, readings[i - 1], spec);
    if (contrastOf.length > 0) {
      const names = [...r.clause.matchAll(/\b([A-Z][\w'&-]*[A-Za-z])\b/g)].map((m) => (m[1] ?? '').toLowerCase().replace(/'s$/, '')).filter((w) => !/^(?:never|not|the|our|their|a|an|any)$/.test(w));
      for (const name of contrastOf) {
        const t = spec.get(name) as ToolSpec;
        get(name).reservations.push({ stage: 'post_approval', sentence: r.sentence, family: 'excluded-party', conditioned: true, exclude: t.audienceParam === null ? [] : names, own: false, recipients: true });
      }
    } else if (r.cue !== null && (!r.only || (r.cue.family === 'delegated' && !hasRecipients(r.recipients)))) {
      let own = true;
      // a reservation naming no tool speaks of the clause it follows, recipients and conditions included
      let about = r;
      let targets = new Set(r.frameTools);
      // "…, so don't submit it" / "don't book it — the travel desk books all hotels" / "denials
      // aren't ours to decide — the claims committee handles those": a decision handed to another
      // party that names no act speaks of the reservation next to it (before the objects it names,
      // which may be the party's own name: "the claims committee")
      let fromNeighbour = false;
      if (targets.size === 0 && r.cue.family === 'delegated') {
        for (const near of [readings[i + 1], readings[i - 1]]) {
          if (near === undefined || near.sentenceIndex !== r.sentenceIndex || near.cue === null || near.only) continue;
          targets = new Set(near.frameTools.size > 0 ? near.frameTools : near.objectTools);
          if (targets.size > 0) {
            about = near;
            fromNeighbour = true;
            break;
          }
        }
      }
      // "Cancellations of team bookings go through Ana": the subject's head, a noun made of one tool's
      // own verb, is the act — not the tool its object's word ("bookings") points at
      if (r.cue.family === 'delegated') {
        const head = /^(?:(?:any|all|the|every|our|their)\s+)?([a-z]+)\s+(?:of|on|for|to|in)\b/i.exec(r.clause)?.[1] ?? '';
        const named = head === '' ? [] : genericVerbTools(head, tools, tools.map((t) => t.name.split('_')[0] ?? ''), 'noun');
        if (named.length > 0) targets = new Set(named);
      }
      // "Dispatching contractors on the Elm St building: Gary decides who goes out": a decision held
      // elsewhere after a topic and its colon or dash speaks of the act the topic names (its own
      // words — "who goes out" — are the question decided, not an act of the tools)
      const topic = readings[i - 1];
      if (topic !== undefined && topicOfHeldDecision(topic, r, sameSentence)) {
        // (the topic's act words first; its object words only when the clause names no act: "Claim
        // 88-201: paying it out is for the claims board" is the paying)
        let acts = [...topic.frameTools].filter((n) => isHighImpact(spec.get(n)));
        if (acts.length === 0) acts = genericVerbTools(topic.clause, tools, tools.map((t) => t.name.split('_')[0] ?? ''), 'both');
        // ("The rent increase for 3B — the owner decides that, and he wants to send the notice
        // himself": the topic the decision follows is nearer than the reservation after it)
        if (acts.length === 0 && (targets.size === 0 || fromNeighbour)) acts = [...(topic.nounTools.size > 0 ? topic.nounTools : topic.objectTools)].filter((n) => isHighImpact(spec.get(n)));
        if (acts.length > 0) {
          targets = new Set(acts);
          about = topic;
        }
      }
      // "Don't order the new uniforms. Every purchase … is approved by the board.": a decision held
      // elsewhere that names no high-impact act of its own (its action word, if any, is a reading or a
      // preparation: "made … on draft night") is over the act a reservation next to it names — in the
      // sentence, else in the sentence before or after — before any tool its object words point at
      // (first, the act the clause names by a form of a tool's own verb: "referrals are made by the
      // attending vet" is refer_to_specialist, whatever "vet" points at)
      if (r.cue.family === 'delegated' && ![...targets].some((n) => isHighImpact(spec.get(n)))) {
        // (a bare verb form that may be a noun of the objects — "the status page" beside page_oncall —
        // names the act only when no tool's objects are named)
        const named = genericVerbTools(r.clause, tools, tools.map((t) => t.name.split('_')[0] ?? ''), r.objectTools.size > 0 ? 'noun' : 'both');
        const near = named.length > 0 ? new Set(named) : neighbourAct(readings, i, spec);
        if (near.size > 0) {
          targets = near;
          about = r;
        }
      }
      // "… is something Dr. Chaudhry submits as PI, so it is not ours to send": a decision held
      // elsewhere whose subject is a pronoun speaks of what the one before it in the sentence bound
      const prevR = readings[i - 1];
      if (r.cue.family === 'delegated' && prevR !== undefined && prevR.sentenceIndex === r.sentenceIndex && prevR.cue?.family === 'delegated' && /^(?:and\s+|so\s+)?(?:it|that|this|which)\b/i.test(r.clause)) {
        const bound = delegatedTargets.get(i - 1);
        if (bound !== undefined && bound.size > 0) targets = new Set(bound);
      }
      // "Scaling the checkout service up is for the SRE on rotation to decide": of several acts a
      // decision held elsewhere names by action words, the ones whose objects it names too
      if (r.cue.family === 'delegated' && targets.size > 1) {
        const both = [...targets].filter((n) => r.objectTools.has(n));
        if (both.length > 0) targets = new Set(both);
      }
      // "Any change of medication is for the consultant": a generic act noun with its object after
      // "of"/"to" is the act on that object — the tool whose objects the clause names, as well as
      // the one the bare verb "change" picks
      if (r.cue.family === 'delegated' && GENERIC_CHANGE_OF.test(r.clause) && ![...targets].some((n) => r.objectTools.has(n))) {
        // (the bare verb's tool stays only if it acts: "status page updates" are no change plan)
        targets = new Set([...[...targets].filter((n) => isHighImpact(spec.get(n))), ...[...r.objectTools].filter((n) => isHighImpact(spec.get(n)))]);
      }
      // "Those are set by the revenue manager": a pronoun subject stands for what the sentence before
      // names, so the participle's own tool ("set" → set_room_out_of_order) is open to rebinding too
      const standsFor = r.cue.family === 'delegated' && /^(?:those|these|that|this|it|they)\s+(?:are|is|'s|were|get|gets)\b/i.test(r.clause) && ![...targets].some((n) => r.objectTools.has(n));
      // "Antibiotics dispensing: only the vet on duty does that": the act is the demonstrative's, named
      // by the clause before in the sentence (the party's own words — "vet" — name no object of it)
      const prevSame = readings[i - 1];
      if (r.cue.family === 'delegated' && r.frameTools.size === 0 && prevSame !== undefined && prevSame.sentenceIndex === r.sentenceIndex && prevSame.cue === null && DOES_DEMONSTRATIVE.test(r.clause)) {
        const named = [...prevSame.frameTools].filter((n) => isHighImpact(spec.get(n)));
        const acts = named.length > 0 ? named : genericVerbTools(prevSame.clause, tools, tools.map((t) => t.name.split('_')[0] ?? ''), 'both');
        if (acts.length > 0) {
          targets = new Set(acts);
          about = prevSame;
        }
      }
      // "Architectural requests are decided by the ARC", "the fines are the board's", "Refunds are the
      // treasurer's to give out": in a passive or a possessive predicate the act is the one on the
      // thing its subject names (by an act noun, else by object words) — the predicate's verb
      // ("decided", "give out") is the deciding, not a tool's act
      if (r.cue.family === 'delegated') {
        const subjectTools = subjectObjects(r.clause, tools, spec);
        if (subjectTools.length > 0 && ![...targets].some((n) => subjectTools.includes(n))) {
          targets = new Set(subjectTools);
          about = r;
        }
      }
      // ("Refunds are the treasurer's to give out": of several acts, the one the clause names as a noun)
      if (r.cue.family === 'delegated' && targets.size > 1 && [...targets].every((n) => r.frameTools.has(n)) && [...targets].some((n) => r.nounTools.has(n))) targets = new Set([...targets].filter((n) => r.nounTools.has(n)));
      // "Rates … are Hélène's in revenue management; she sets them, we don't": a decision held
      // elsewhere whose object is a pronoun, after another in the sentence, speaks of what that one bound
      if (r.cue.family === 'delegated' && r.pronounTools.size > 0 && prevR !== undefined && prevR.sentenceIndex === r.sentenceIndex && prevR.cue?.family === 'delegated' && /^(?:and\s+|so\s+|but\s+)?(?:she|he|they|[a-z]+)(?:'ll|'d)?\s+(?:\w+\s+)?(?:them|it|those|these|that)\b/i.test(r.clause)) {
        const bound = delegatedTargets.get(i - 1);
        if (bound !== undefined && bound.size > 0) targets = new Set(bound);
      }
      // "Submit the IRB amendment once the PI has read it — I'll forward you her OK": a hold whose
      // object is a clearance the user relays is over the act that clearance gates (the clause
      // before in the sentence, else the sentence before), not a message of its own
      if (r.cue.kind === 'approval' && RELAYED_CLEARANCE.test(r.clause)) {
        const gated = (prevR !== undefined && prevR.sentenceIndex === r.sentenceIndex ? [...prevR.frameTools] : [...(actsBefore.get(r.sentenceIndex) ?? [])]).filter((n) => isHighImpact(spec.get(n)));
        if (gated.length > 0) {
          targets = new Set(gated);
          about = prevR !== undefined && prevR.sentenceIndex === r.sentenceIndex ? prevR : r;
        }
      }
      let byObjects = standsFor;
      if (targets.size === 0) {
        targets = new Set(r.objectTools);
        byObjects = targets.size > 0;
      }
      // "approving it is for the owner's board": a decision held elsewhere whose act is a verb form
      // of the first word of one high-impact tool's name alone (approve_change_order)
      if (targets.size === 0 && r.cue.family === 'delegated') targets = new Set(genericVerbTools(r.clause, tools, tools.map((t) => t.name.split('_')[0] ?? '')));
      // "the actual issuing or rejecting is done by the planning commission": a generic verb
      // ("issue") names, in a decision held elsewhere, the one tool of the surface named after it
      if (r.cue.family === 'delegated') for (const n of genericVerbTools(r.clause, tools)) targets.add(n);
      // "Under no circumstances is anything about this case to be put out publicly": a reservation
      // naming no tool but saying its act is public is over the tools that publish
      if (targets.size === 0 && r.objectTools.size === 0 && r.nounTools.size === 0 && /\b(?:publicly|in public|public(?=\s*[.!,;]|$)|go(?:es)? public)\b/i.test(r.clause)) {
        targets = new Set(tools.filter((t) => t.effect === 'publish').map((t) => t.name));
      }
      // "The disconnect of service you must not do, never, also if …": a bare "never" after a
      // reservation of the sentence makes that reservation absolute (it names the same act)
      const heldBefore = reservedTargets.get(i - 1);
      if (targets.size === 0 && r.cue.kind === 'never' && r.objectTools.size === 0 && r.nounTools.size === 0 && prevR !== undefined && prevR.sentenceIndex === r.sentenceIndex && prevR.cue !== null && prevR.cue.kind !== 'never' && heldBefore !== undefined && heldBefore.size > 0) {
        targets = new Set(heldBefore);
        about = prevR;
      }
      if (targets.size === 0) {
        own = false;
        // a reservation naming no tool binds to the clause before it in the same sentence
        const prev = readings[i - 1];
        if (prev !== undefined && prev.sentenceIndex === r.sentenceIndex) {
          targets = new Set([...prev.frameTools].filter((t) => spec.get(t)?.effect !== 'read'));
          // "her parents will hear it from the tutor, not from us": a denial speaks of the thing named before
          // ("Room moves on the VIP floor: who goes where is decided by Carla": the act that clause names
          // by a form of a tool's verb, before every tool its object words point at)
          // ("Discount codes — off the table for Q4": an outright prohibition after a bare topic of no
          // act of its own is over what the topic names)
          // (the topic opens the sentence and is no exception of its own: not "Not her oxycodone, though: …")
          if (targets.size === 0 && (r.cue.family === 'delegated' || (r.cue.kind === 'never' && prev === sameSentence[0] && prev.cue === null && prev.frameTools.size === 0 && !/^(?:not|but|except)\b/i.test(prev.clause)))) {
            // ("supplier orders: Tomas handles those": a topic naming an act as a noun names that act,
            // before every tool its object words point at)
            const named = genericVerbTools(prev.clause, tools, tools.map((t) => t.name.split('_')[0] ?? ''), 'both');
            targets = new Set(named.length > 0 ? named : prev.nounTools.size > 0 ? prev.nounTools : prev.objectTools);
          }
          about = prev;
        } else if (standsAlone(r)) {
          targets = new Set();
          // "Draft the changelog entry. Whether it goes public is for the docs team to decide.": a
          // decision held elsewhere over what the sentence before prepared is over its follow-up
          if (r.cue.family === 'delegated' && sameSentence[0] === r) {
            for (const p of before.prepared) {
              const t = spec.get(p);
              if (t !== undefined) for (const u of closestFollowUps(t, tools)) targets.add(u);
            }
          }
          // ("Credit it back in full. And …, pulling the plug on anyone is a hard no from me.": a
          // reservation whose subject is an act of its own, by a gerund with an object, speaks of
          // that act, not of the one asked before — unless its object is a pronoun for it)
          if (targets.size === 0 && !OWN_GERUND_SUBJECT.test(r.clause)) targets = new Set(actsBefore.get(r.sentenceIndex) ?? []);
          // "Hold the profile, do not publish it. Whether it runs is something the managing editor
          // decides": with no act asked before, a decision held elsewhere speaks of the act the
          // sentence before held back, or named as a bare topic ("Formal notices to tenants?")
          if (targets.size === 0 && r.cue.family === 'delegated' && sameSentence[0] === r && r.sentenceIndex === firstIndex) targets = new Set(before.held ?? []);
        }
        // "…, and neither is a fresh refund": failing all else, a decision held elsewhere is over
        // the act the clause names as a noun
        if (targets.size === 0 && r.cue.family === 'delegated' && r.nounTools.size > 0) {
          targets = new Set(r.nounTools);
          own = true;
          about = r;
        }
      }
      // "draft the quote and let me see it before it goes out": a reservation bound to a preparation
      // tool speaks of the action the preparation is for (the follow-up that takes its output)
      // "write up the refund request — whether it is granted is their call": the act the prepared
      // thing names as a noun, else the preparation's follow-ups
      if (!own && about !== r && about.nounTools.size > 0 && [...targets].every((n) => spec.get(n)?.effect === 'prepare')) targets = new Set(about.nounTools);
      else if (!own) targets = retargetToFollowUps(targets, tools);
      // a decision another party holds over a preparation ("production changes go through the
      // CAB" read as plan_change) is over what the preparation is for: its follow-up, else the
      // high-impact tool whose objects the clause names
      else if (r.cue.family === 'delegated' && [...targets].every((n) => spec.get(n)?.effect === 'prepare')) {
        const ups = retargetToFollowUps(targets, tools);
        targets = ups !== targets ? ups : r.objectTools.size > 0 ? new Set(r.objectTools) : targets;
      }
      // "For any refund over $500 though, ask me first": the line in the clause before, the
      // reservation after it — the reservation is the limit, on what the line speaks of
      const prevClause = readings[i - 1];
      if (!own && prevClause !== undefined && prevClause.sentenceIndex === r.sentenceIndex && prevClause.cue === null && prevClause.frameTools.size === 0) {
        const above = extractAbove(prevClause.clause);
        if (above.length > 0) {
          targets = new Set();
          let on = new Set([...prevClause.nounTools, ...prevClause.objectTools]);
          if (on.size === 0) on = new Set(actsBefore.get(r.sentenceIndex) ?? []);
          for (const name of on) for (const limit of above) if (spec.has(name)) get(name).limits.push({ limit, sentence: r.sentence });
        }
      }
      // "refund them, nothing over $250 — anything bigger I review": the reservation is the limit
      if (!own && sameSentence.some((x) => x.limits.some((l) => l.max !== undefined))) targets = new Set();
      if (r.limits.length > 0 && r.frameTools.size === 0) targets = new Set();
      // ("Payments above $2,000 wait for my review", "do not pay anything over €200 without asking me":
      // a reservation stated above a line, of an act the clause names — over the calls above it; a
      // scope if the text asks for the act, ruleFrom decides)
      const aboveLine = r.limits.length > 0 && extractAbove(r.clause).length > 0;
      // a decision held elsewhere is over an act, not over reading or preparing for it: "production
      // changes go through the CAB, and it's the release manager who applies them" is apply_change, not plan_change
      if (r.cue.family === 'delegated' && [...targets].some((n) => isHighImpact(spec.get(n)))) targets = new Set([...targets].filter((n) => isHighImpact(spec.get(n))));
      if (r.cue.family === 'delegated') delegatedTargets.set(i, targets);
      reservedTargets.set(i, targets);
      const stage: Stage = r.cue.kind === 'never' ? 'never' : 'post_approval';
      for (const name of targets) {
        const t = spec.get(name);
        if (t === undefined) continue;
        // a party is excluded by its first, most distinctive word ("cinderford" of "Cinderford Health":
        // "health" would also exclude unrelated addresses)
        // (a title is no party's word: "Dr. Weiss" is excluded by "weiss", not "dr")
        const parties = (r.parties.get(name) ?? []).map((p) => p.split(' ').find((w) => !HONORIFICS.has(w.replace(/\.$/, ''))) ?? p);
        const exclude = t.audienceParam === null ? [] : [...parties, ...recipientsFor(t, r.recipients)];
        get(name).reservations.push({
          stage,
          sentence: r.sentence,
          family: r.cue.family,
          conditioned: r.conditioned || (about !== r && own && about.conditioned),
          exclude,
          own,
          recipients: r.namesRecipients || about.namesRecipients,
          ...(byObjects ? { byObjects } : {}),
          ...(standsFor ? { standsFor } : {}),
          ...(aboveLine ? { aboveLine } : {}),
        });
      }
    } else if (!topicOfHeldDecision(r, readings[i + 1], sameSentence)) {
      for (const name of r.frameTools) {
        const t = spec.get(name);
        if (t === undefined) continue;
        let rec: Recipients | null = hasRecipients(r.recipients) ? r.recipients : null;
        if (rec === null && t.audienceParam !== null) {
          // an address elsewhere in the sentence belongs to the one audience tool it asks for
          const asked = sameSentence.flatMap((x) => (x.cue === null ? [...x.frameTools] : [])).filter((n) => spec.get(n)?.audienceParam != null);
          const sr = sameSentence.map((x) => x.recipients);
          const merged: Recipients = { addresses: sr.flatMap((x) => x.addresses), domains: sr.flatMap((x) => x.domains), channels: sr.flatMap((x) => x.channels) };
          if (new Set(asked).size === 1 && hasRecipients(merged)) rec = merged;
        }
        if (t.audienceParam !== null && rec !== null && recipientsFor(t, rec).length === 0) rec = null;
        const names = t.audienceParam === null ? [] : (r.parties.get(name) ?? []).flatMap((p) => p.split(' '));
        const environments = environmentParam(t) === null ? [] : environmentsIn(r.clause);
        get(name).asked.push(environments.length > 0 ? { sentence: r.sentence, recipients: t.audienceParam === null ? null : rec, names, environments } : { sentence: r.sentence, recipients: t.audienceParam === null ? null : rec, names });
        // "in #finance-team only (NOT #general …)": a channel or address the restriction names as left out is not one it keeps
        if (r.only && rec !== null) get(name).only.push(withoutNegated(rec, r.clause));
        // "email Raj in AP - only Raj, not the vendor": a restriction to the named party alone
        else if (rec === null && names.length > 0 && (r.only || sameSentence.some(bareOnly))) get(name).onlyNames.push(...restrictedNames(r.clause, names));
        // "send the save-the-date to the speakers only": a list or group named in lower case
        else if (rec === null && names.length === 0 && t.audienceParam !== null && r.onlyGroups.length > 0) get(name).onlyNames.push(...r.onlyGroups);
      }
    }
    // "Internal addresses only — anything @northbeam.example is fine": addresses named with no act of
    // their own, beside a restriction, are what the restriction keeps for the audience tools asked
    // (not those it names as left out: "only there, not in #general")
    const kept = r.cue === null && r.frameTools.size === 0 && r.objectTools.size === 0 ? withoutNegated(r.recipients, r.clause) : null;
    if (kept !== null && hasRecipients(kept) && sameSentence.some((x) => x.only && x.frameTools.size === 0)) {
      let names = sameSentence.flatMap((x) => (x.cue === null ? [...x.frameTools] : [])).filter((n) => spec.get(n)?.audienceParam != null);
      if (names.length === 0) names = (actsBefore.get(r.sentenceIndex) ?? []).filter((n) => spec.get(n)?.audienceParam != null);
      for (const name of new Set(names)) get(name).only.push(kept);
    }
    // "Just her, not the Family group chat": a party left out of the audience tools the sentence (else
    // the sentence before) speaks of — an exclusion, read as a reservation of that party
    if (r.cue === null && r.exclusion.length > 0) {
      const own = [...r.frameTools].filter((n) => spec.get(n)?.audienceParam != null);
      const near = sameSentence.flatMap((x) => (x.cue === null ? [...x.frameTools, ...x.objectTools] : []));
      let names = own.length > 0 ? own : near.filter((n) => spec.get(n)?.audienceParam != null);
      if (names.length === 0) names = (actsBefore.get(r.sentenceIndex) ?? []).filter((n) => spec.get(n)?.audienceParam != null);
      for (const name of new Set(names)) {
        get(name).reservations.push({ stage: 'post_approval', sentence: r.sentence, family: 'excluded-party', conditioned: false, exclude: [...r.exclusion], own: false, recipients: true });
      }
    }
    // amount limits bind to the tools this clause points at, else to the sentence's
    if (r.limits.length > 0) {
      // (a tool with nowhere to put the amount — "just write up a note" — takes no limit)
      const fits = (n: string) => r.limits.some((l) => { const t = spec.get(n); return t !== undefined && numericParams(t, l.percent).length > 0; });
      let targets = new Set([...r.frameTools, ...r.objectTools]);
      if (![...targets].some(fits)) targets = new Set(sameSentence.flatMap((x) => [...x.frameTools]).filter(fits));
      // "Reverse the fees … . Up to $25 per member is fine": a line opening its sentence, naming
      // nothing the amount fits, is on the acts of the sentence before
      if (targets.size === 0 && sameSentence[0] === r && r.frameTools.size === 0) targets = new Set((actsBefore.get(r.sentenceIndex) ?? []).filter(fits));
      // "Refund order 44120. Anything bigger than £200 on the others, check with me first."
      if (targets.size === 0 && standsAlone(r) && sameSentence[0] === r) targets = new Set(actsBefore.get(r.sentenceIndex) ?? []);
      for (const name of targets) for (const limit of r.limits) get(name).limits.push({ limit, sentence: r.sentence });
    }
    if (r.audienceCondition) {
      for (const t of tools) if (t.audienceParam !== null && (t.effect === 'external' || t.effect === 'publish')) get(t.name).about.push(r.clause);
    }
  });
  return byTool;
}

/*
 * Findings by sentence. What findings gathers from a clause reads only the clauses of its own
 * sentence (a reservation naming no tool binds to the clause before it in the same sentence; an
 * address or a limit elsewhere in the sentence), and each tool's lists are appended in reading
 * order, so the findings of a text are those of its sentences, list by list in sentence order
 * (`mentioned` by any). A sentence's readings are fixed by its memoised parts (one tool surface)
 * and by what the words before its clauses decide (analyze: sentenceChoices), so its findings are
 * memoised on both: texts made of recurring sentences are gathered without reading their clauses
 * again, whatever came before them. The memoised findings are frozen and only ever copied into fresh
 * lists.
 */
const sentenceFindings = new WeakMap<SentenceParts, Map<string, SentenceFindings>>();

/** The tools a sentence found something for, with what it found (frozen). */
type SentenceFindings = readonly (readonly [string, ToolFindings])[];

function findingsOfSentence(s: TextSentence, tools: readonly ToolSpec[]): SentenceFindings {
  let byChoices = sentenceFindings.get(s.parts);
  if (byChoices === undefined) {
    byChoices = new Map();
    sentenceFindings.set(s.parts, byChoices);
  }
  // a pronoun object may stand for what the sentence before prepared (resolvePronouns): its
  // preparation tools are then part of what the findings depend on
  const reads = s.previous !== null && readsPrevious(s.parts);
  const before: Antecedents = reads && s.previous !== null ? { prepared: preparedIn(s.previous), keys: [keysOf(s.previous)], acts: actsIn(s.previous), held: heldIn(s.previous) } : NO_ANTECEDENTS;
  const choices = reads && s.previous !== null ? `${sentenceChoices(s)}\u0001${s.previous.rewritten}` : sentenceChoices(s);
  let found = byChoices.get(choices);
  if (found === undefined) {
    // one sentence: its readings share a sentence index, whose value findings never reads; they are
    // only read here, and what the findings keep of them is frozen with the findings
    const entries: (readonly [string, ToolFindings])[] = [];
    for (const [name, f] of foundFor(sentenceReadings(s, 0, true), tools, before)) entries.push(Object.freeze([name, deepFreeze(f)] as const));
    found = Object.freeze(entries);
    byChoices.set(choices, found);
  }
  return found;
}

/** The findings of a tool nothing was found for (frozen: shared by every reader). */
export const NO_FINDINGS: ToolFindings = deepFreeze(emptyFindings());

/**
 * findings(readText(text, tools), tools), gathered sentence by sentence from a memo, but only for the
 * tools some sentence found something for: a tool without an entry has NO_FINDINGS. A tool found by
 * one sentence alone (the common case) keeps that sentence's memoised findings, frozen and shared;
 * readers never change them, so nothing is copied until a second sentence adds to them.
 */
export function textFindings(text: string, tools: readonly ToolSpec[]): ReadonlyMap<string, ToolFindings> {
  const byTool = new Map<string, ToolFindings>();
  let previous: SentenceFindings = [];
  const perSentence: SentenceFindings[] = [];
  const sentenceTexts: string[] = [];
  for (const s of textSentences(text, tools)) {
    sentenceTexts.push(s.parts.sentence);
    // "Share the sheet with Omar Haddad. Nobody else gets it.": a bare restriction sentence speaks of
    // the named party of the sentence before
    if (s.parts.clauses.some(({ parts }) => parts.bareOnly)) {
      for (const [name, f] of previous) {
        const t = tools.find((x) => x.name === name);
        if (t === undefined || t.audienceParam === null) continue;
        const names = f.asked.filter((a) => a.recipients === null).flatMap((a) => restrictedNames(a.sentence, a.names));
        if (names.length === 0) continue;
        let into = byTool.get(name) ?? f;
        if (Object.isFrozen(into)) into = copyFindings(into);
        into.onlyNames.push(...names);
        byTool.set(name, into);
      }
    }
    const found = findingsOfSentence(s, tools);
    perSentence.push(found);
    previous = found;
    for (const [name, f] of found) {
      const into = byTool.get(name);
      if (into === undefined) byTool.set(name, f);
      else if (Object.isFrozen(into)) byTool.set(name, appendFindings(copyFindings(into), f));
      else appendFindings(into, f);
    }
  }
  rebindAcrossSentences(byTool, perSentence, tools);
  withdrawRetracted(byTool, sentenceTexts);
  liftOnSecondThought(byTool, sentenceTexts);
  return byTool;
}

/** A sentence opening on a second thought ("Actually —", "On second thought,", "Forget that:"). */
const SECOND_THOUGHT = /^\s*(?:actually|on second thought|on reflection|scratch that|forget (?:that|it)|never mind|wait)\b/i;
/** A second thought after a sentence's end, inside one finding's text ("… to Dana. On second thought, hold it"). */
const INNER_SECOND_THOUGHT = /[.!?;—–]\s*(?:actually|on second thought|on reflection|scratch that|wait)\b/i;

/**
 * "Don't buy anything yet. Actually my boss just OK'd it, go ahead and purchase the ticket.": a
 * second thought that asks for an act takes back the user's own earlier hold or ban on it (the
 * later instruction wins, in either direction; a decision another party holds is not the user's to
 * lift, and a hold stated in the second thought itself stays).
 */
function liftOnSecondThought(byTool: Map<string, ToolFindings>, sentences: readonly string[]): void {
  const order = new Map<string, number>();
  sentences.forEach((s, i) => {
    if (!order.has(s)) order.set(s, i);
  });
  for (const [name, f] of byTool) {
    const lifts = f.asked.map((a) => order.get(a.sentence) ?? -1).filter((i) => i > 0 && SECOND_THOUGHT.test(sentences[i] ?? ''));
    if (lifts.length === 0) continue;
    const last = Math.max(...lifts);
    const kept = f.reservations.filter((r) => r.family === 'delegated' || (order.get(r.sentence) ?? -1) >= last);
    if (kept.length === f.reservations.length) continue;
    const into = copyFindings(f);
    into.reservations = kept;
    byTool.set(name, into);
  }
}

/** A sentence that only takes back the one before ("Actually no, scratch that.", "Never mind."). */
const BARE_RETRACTION = /^\s*(?:(?:actually|hmm|wait|oh)[,:;—–-]?\s+)?(?:no[,.!]?\s*)?(?:scratch that|never mind|forget (?:it|that)|cancel that|ignore that)[.!]*\s*$/i;

/**
 * "Cancel booking BK-5521. Wait, no — keep it until I hear back": a second thought opening on "no"
 * answers the sentence before it (not "no need to wait", "no problem"); what it goes on to ask is
 * read in its own right.
 */
const SECOND_THOUGHT_NO = /^\s*(?:(?:actually|wait|hmm|oh|on second thought|on reflection)[,:;—–-]?\s+no\b|no,?\s+wait\b)(?!\s+(?:need|problem|worries|rush|hurry|longer|more|matter|one|doubt)\b)/i;

/**
 * "Can you refer Ziggy to the cardiology practice? Actually no, scratch that.": an ask the next
 * sentence takes back outright is no ask (what follows may say whose act it is).
 */
function withdrawRetracted(byTool: Map<string, ToolFindings>, sentences: readonly string[]): void {
  const withdrawn = new Set<string>();
  sentences.forEach((s, i) => {
    const prev = sentences[i - 1];
    if (prev !== undefined && (BARE_RETRACTION.test(s) || SECOND_THOUGHT_NO.test(s))) withdrawn.add(prev);
  });
  if (withdrawn.size === 0) return;
  for (const [name, f] of byTool) {
    if (!f.asked.some((a) => withdrawn.has(a.sentence))) continue;
    const into = copyFindings(f);
    into.asked = into.asked.filter((a) => !withdrawn.has(a.sentence));
    byTool.set(name, into);
  }
}

/**
 * "Don't order the new uniforms. Every purchase on the league account is approved by the board.": a
 * decision held elsewhere that its own sentence could bind only by object words ("league" →
 * post_league_news) is over the act a reservation of the sentence before (else after) names by its
 * action word: it moves there.
 */
function rebindAcrossSentences(byTool: Map<string, ToolFindings>, perSentence: readonly SentenceFindings[], tools: readonly ToolSpec[]): void {
  perSentence.forEach((found, i) => {
    for (const [name, f] of found) {
      for (const weak of f.reservations) {
        if (weak.byObjects !== true || weak.stage !== 'never' || weak.family !== 'delegated') continue;
        let acts: string[] = [];
        for (const near of [perSentence[i - 1], perSentence[i + 1]]) {
          if (near === undefined) continue;
          // (a reservation itself bound by object words only — "Luna's owner can't pay the $1,140 from the
          // emergency visit" — names no act, unless the decision's subject is a pronoun for its thing)
          acts = near.filter(([n, g]) => g.reservations.some((x) => x.own && x.stage === 'post_approval' && (x.byObjects !== true || weak.standsFor === true)) && tools.some((t) => t.name === n && t.effect !== 'read' && t.effect !== 'prepare')).map(([n]) => n);
          if (acts.length > 0) break;
        }
        if (acts.length === 0) continue;
        for (const n of acts) {
          let into = byTool.get(n) as ToolFindings;
          if (Object.isFrozen(into)) into = copyFindings(into);
          into.reservations.push({ ...weak, byObjects: false });
          byTool.set(n, into);
        }
        if (acts.includes(name)) continue;
        let from = byTool.get(name) as ToolFindings;
        if (Object.isFrozen(from)) from = copyFindings(from);
        from.reservations = from.reservations.filter((x) => x !== weak);
        byTool.set(name, from);
      }
    }
  });
}

function copyFindings(f: ToolFindings): ToolFindings {
  return { asked: [...f.asked], reservations: [...f.reservations], limits: [...f.limits], only: [...f.only], onlyNames: [...f.onlyNames], about: [...f.about], mentioned: f.mentioned };
}

/** Append f's findings to into's (the text after into's): each list in text order, `mentioned` by either. */
function appendFindings(into: ToolFindings, f: ToolFindings): ToolFindings {
  for (const x of f.asked) into.asked.push(x);
  for (const x of f.reservations) into.reservations.push(x);
  for (const x of f.limits) into.limits.push(x);
  for (const x of f.only) into.only.push(x);
  for (const x of f.onlyNames) into.onlyNames.push(x);
  for (const x of f.about) into.about.push(x);
  if (f.mentioned) into.mentioned = true;
  return into;
}

const GENERIC_TOOL_VERBS = ['issue', 'apply', 'make', 'run', 'handle', 'perform'];

/** The tools a clause names by the generic first verb of their name, when one tool alone has it. */
/** The endings that make a noun of a verb ("referral", "disbursement", "cancellation", "denial", "cancelling"). */
// (a verb in -y makes its noun in -ication: "apply" → "application", "notify" → "notification")
const NOUN_OF_VERB = '(?:r?als?|e?ments?|[lc]?ations?|ions?|ling)';

/**
 * "Emailing parents about discipline — that's the vice principal's job": the clause opening a
 * sentence, before a colon or dash, names the topic a decision held elsewhere right after it is
 * about; it asks for nothing.
 */
function topicOfHeldDecision(topic: ClauseReading, next: ClauseReading | undefined, sameSentence: readonly ClauseReading[]): boolean {
  if (next === undefined || next.cue?.family !== 'delegated' || next.sentenceIndex !== topic.sentenceIndex) return false;
  if (topic !== sameSentence[0] || topic.cue !== null) return false;
  // (a noun phrase or a gerund, not an imperative: "Write up the refund request - whether it is granted …" asks)
  const first = /^([a-z]+)/i.exec(topic.clause)?.[1]?.toLowerCase() ?? '';
  if (!first.endsWith('ing') && actionGroupsOf(first).size > 0) return false;
  return new RegExp(`${escapeRe(topic.clause)}\\s*[:—–-]`).test(topic.sentence);
}

/** A generic act noun and its object ("any change of medication", "edits to the rota"). */
const GENERIC_CHANGE_OF = /\b(?:changes?|changing|edits?|editing|updates?|updating|modifications?|adjustments?|amendments?)\s+(?:of|to)\s+|\b(?!(?:the|a|an|any|all|our|my|your|their|its|no|some|these|those)\s)[a-z][\w-]*\s+(?:changes|edits|updates|modifications|adjustments|amendments)\b/i;

/** A party doing "that"/"those": the act is the one a demonstrative stands for. */
const DOES_DEMONSTRATIVE = /\b(?:does|do|handles?|decides?|signs?|approves?|authori[sz]es?|takes care of|deals with)\s+(?:that|this|those|these|them|it)\b|\bmakes?\s+(?:that|this|the)\s+(?:call|decision)\b/i;

/** The words before a plural that make it a noun of things ("about security issues", "the issues"). */
const PLURAL_THING_BEFORE = /\b(?:about|of|on|with|for|regarding|the|any|these|those|some|no|all|such)\s+(?:[\w-]+\s+)?$/;

/** Which forms of a verb name its act: its inflections, the nouns made of it, or both. */
type VerbForms = 'verb' | 'noun' | 'both';

function genericVerbTools(clause: string, tools: readonly ToolSpec[], verbs: readonly string[] = GENERIC_TOOL_VERBS, forms: VerbForms = 'verb'): string[] {
  const lower = clause.toLowerCase();
  const out: string[] = [];
  for (const v of new Set(verbs)) {
    // a verb of three letters ("pay") names its act only by a noun made of it ("the payout", "payments"): its bare forms are everywhere
    if (v.length === 3 && forms !== 'verb') {
      const named3 = tools.filter((t) => t.name.startsWith(`${v}_`) && t.effect !== 'read' && t.effect !== 'prepare');
      if (named3.length === 1 && new RegExp(String.raw`\b${v}(?:-?outs?|ments?)\b`).test(lower)) out.push((named3[0] as ToolSpec).name);
      continue;
    }
    if (v.length < 4) continue;
    // (a verb ending in y keeps only its stem in its noun: "deny", "the denial")
    if (!lower.includes(v.slice(0, v.endsWith('y') ? v.length - 1 : 4))) continue;
    const named = tools.filter((t) => t.name.startsWith(`${v}_`) && t.effect !== 'read' && t.effect !== 'prepare');
    const stemV = v.replace(/e$/, '').replace(/y$/, '(?:y|i)');
    // the verb's forms and its nouns ("referrals", "disbursements", "cancelling", "denial"): the act named either way
    if (named.length !== 1) continue;
    const form = new RegExp(String.raw`\b${stemV}${forms === 'noun' ? NOUN_OF_VERB : forms === 'verb' ? '(?:e|es|ed|ing|s)?' : `(?:e|es|ed|ing|s|led|${NOUN_OF_VERB.slice(3, -1)})?`}\b`, 'g');
    // ("answers about security issues": a plural after a preposition or determiner is a thing, not the act)
    const acts = [...lower.matchAll(form)].filter((m) => !(/s$/.test(m[0]) && PLURAL_THING_BEFORE.test(lower.slice(0, m.index))));
    if (acts.length > 0) out.push((named[0] as ToolSpec).name);
  }
  return out;
}

/** Deployment environments by their names (each group one environment). */
const ENVIRONMENT_NAMES: readonly (readonly string[])[] = [
  ['production', 'prod', 'live'],
  ['staging', 'stage'],
  ['development', 'dev'],
  ['test', 'testing', 'qa'],
  ['uat'],
  ['sandbox'],
  ['preprod', 'pre-prod'],
];
// (also the environment as the object of a rollback: "roll back QA to 5.1.3")
const ENVIRONMENT_IN = /\b(?:(?:to|in|on|into|onto|against)|(?:rollback|revert|restore|redeploy))\s+(?:the\s+)?(production|prod|staging|stage|development|dev|testing|test|qa|uat|sandbox|preprod|pre-prod)\b(?!\s*(?:-|_)?\s*(?:ready|like|grade))/gi;
/** Environments a sentence names at all (not "live", which is also an adjective). */
const ENVIRONMENT_WORD = /\b(production|prod|staging|development|dev|qa|uat|sandbox|preprod|pre-prod)\b/gi;

/** A sentence naming environments, all of them outside the asked ones (its hold is about those). */
function heldEnvironmentsOutside(sentence: string, asked: ReadonlySet<string>): boolean {
  const named = [...sentence.matchAll(ENVIRONMENT_WORD)].map((m) => (m[1] ?? '').toLowerCase());
  const outside = named.filter((e) => !asked.has(e));
  // (the asked environment named in the hold's own clause is held too: only a hold naming none of them is elsewhere)
  return outside.length > 0 && (named.length === outside.length || holdClauseNamesOnly(sentence, outside));
}

/** The clause of the sentence that holds something names an outside environment and no asked one ("… dont touch prod"). */
function holdClauseNamesOnly(sentence: string, outside: readonly string[]): boolean {
  const m = /\b(?:don't|dont|do not|never|not|leave|hands off|wait|waits|hold)\b[^.;,—–]*$/i.exec(sentence);
  if (m === null) return false;
  const named = [...m[0].matchAll(ENVIRONMENT_WORD)].map((x) => (x[1] ?? '').toLowerCase());
  return named.length > 0 && named.every((e) => outside.includes(e));
}

/** The environment parameter of a tool (its name says so), if any. */
function environmentParam(t: ToolSpec): string | null {
  return Object.keys(t.parameters.properties).find((k) => /^(?:env|environment|target_env(?:ironment)?|deploy_env)$/i.test(k)) ?? null;
}

/** The environments an asked clause sends its call to ("deploy to staging", "run it in QA"). */
function environmentsIn(clause: string): string[] {
  return [...new Set([...clause.matchAll(ENVIRONMENT_IN)].map((m) => (m[1] ?? '').toLowerCase()))];
}

/** Recipients without those the clause writes right after "not"/"except" ("#finance-team only (NOT #general)"). */
function withoutNegated(rec: Recipients, clause: string): Recipients {
  const lower = clause.toLowerCase();
  const negated = (x: string) => new RegExp(String.raw`\b(?:not|except|excluding|never|but not)\s+(?:in\s+|to\s+|on\s+)?${escapeRe(x)}(?![\w-])`).test(lower);
  return { addresses: rec.addresses.filter((x) => !negated(x)), domains: rec.domains.filter((x) => !negated(`@${x}`)), channels: rec.channels.filter((x) => !negated(x)) };
}

/** A sentence denying the act to the user or the assistant ("not ours", "isn't yours", "please don't"). */
const DENIED_TO_US = /\b(?:not|isn't|is not|aren't|are not)\s+(?:ours|mine|yours|us|me|you)\b|\bnot\s+(?:by|for|from)\s+(?:us|me|you)\b|\bneither\s+(?:do|can|should)\s+you\b|(?:^|[.;:—–-]\s*)(?:please\s+)?(?:don't|do not)\b(?!\s+(?:forget|hesitate|worry))/i;

/** A sentence that takes back what came before ("Actually, no:", "On second thought, don't"). */
const RETRACTS = /^\s*(?:(?:actually|hmm|wait|no wait|on second thought|scratch that)[,:;—–-]?\s+(?:no\b|don't\b|do not\b|scratch that\b|never mind\b|forget\b)|on second thought\b|scratch that\b|never mind\b)/i;

/** Turn one tool's findings into its rule. */
export function ruleFrom(tool: ToolSpec, f: ToolFindings): Rule {
  const highImpact = tool.effect !== 'read' && tool.effect !== 'prepare';
  const isAsked = f.asked.length > 0;
  let stage: Stage = !highImpact || isAsked ? 'current_request' : 'post_approval';
  let provenance: Provenance = isAsked
    ? { sentence: f.asked[0]?.sentence ?? null, reason: `asked for: ${tool.effect} tool named by the request` }
    : { sentence: null, reason: `default for effect class ${tool.effect}${highImpact ? ' (not asked for)' : ''}` };
  const args: Record<string, ArgScope> = {};
  const constrain = (arg: string, a: ArgScope) => {
    args[arg] = meetScope({ args: { [arg]: args[arg] ?? {} } }, { args: { [arg]: a } }).args[arg] ?? {};
  };
  const exclusions: string[] = [];
  // asked for named recipients and reserved elsewhere: the reservation is about the other uses of
  // the tool, so it becomes the scope "only the recipients the request names" (a decidable one)
  const askedRecipients = (a: ToolFindings['asked'][number]) =>
    [...(a.recipients === null ? [] : recipientsFor(tool, a.recipients)), ...a.names];
  const splitByRecipient =
    isAsked && tool.audienceParam !== null && f.asked.every((a) => askedRecipients(a).length > 0);
  let byName = false;
  const envParamOf = environmentParam(tool);
  const askedEnvironments =
    envParamOf !== null && isAsked && f.asked.every((a) => (a.environments?.length ?? 0) > 0)
      ? new Set(f.asked.flatMap((a) => (a.environments ?? []).flatMap((e) => ENVIRONMENT_NAMES.find((g) => g.includes(e)) ?? [e])))
      : null;
  for (const r of f.reservations) {
    // "rotate the staging credentials now. Production credentials are rotated by the security group":
    // a decision handed elsewhere over a tool the text asks for concerns its other calls (a condition)
    // ("can you update their vendor record? Actually, no: … that's their process": a second thought
    // takes the ask back, so the decision held elsewhere is over the asked call itself)
    // (… unless the sentence also denies the act to the user or the assistant — "that's their job,
    // not ours", "it isn't mine to do and it isn't yours", "please don't": other calls are set apart
    // by what they are, never by denying the act itself, so the decision is over the act asked)
    const handedElsewhere = isAsked && r.family === 'delegated' && !f.asked.every((a) => a.sentence === r.sentence) && !RETRACTS.test(r.sentence) && !DENIED_TO_US.test(r.sentence);
    // asked for one audience only ("to the speakers only"), a reservation of another audience
    // ("not the attendees yet") is that restriction's other side
    const otherAudience = r.recipients && (f.onlyNames.length > 0 || f.only.length > 0);
    // ("Send the quote to Dana. On second thought, hold it": the second thought holds the asked call
    // itself, not the calls to other recipients)
    const secondThought = r.sentence !== (f.asked[0]?.sentence ?? null) ? SECOND_THOUGHT.test(r.sentence) : INNER_SECOND_THOUGHT.test(r.sentence);
    // ("Deploy 5.2.0 to staging. Production waits for the Thursday window": every ask names its
    // environment, and the hold names only others — a condition on the other calls, which the
    // environment scope below already excludes)
    const otherEnvironment = askedEnvironments !== null && heldEnvironmentsOutside(r.sentence, askedEnvironments);
    // (a reservation over the calls above a line: those calls, when the tool is asked for, are a scope's
    // other side — the limit itself is among the findings' limits)
    const overLine = r.aboveLine === true && f.limits.length > 0;
    const becomesScope = isAsked && (r.conditioned || handedElsewhere || otherAudience || otherEnvironment || overLine || r.exclude.length > 0 || (splitByRecipient && r.recipients && !secondThought));
    if (r.exclude.length > 0) exclusions.push(...r.exclude);
    if (becomesScope) {
      // (the only-restriction already decides the other audience: no free-text condition on top)
      if (otherAudience && r.exclude.length === 0 && !r.conditioned) continue;
      if (r.exclude.length === 0 && !r.conditioned && splitByRecipient && r.recipients) byName = true;
      else if (r.exclude.length === 0 && tool.audienceParam !== null) constrain(tool.audienceParam, { about: [r.sentence] });
      continue;
    }
    const next = stricterStage(stage, r.stage);
    if (next !== stage || r.stage === stage) {
      provenance = { sentence: r.sentence, reason: `reservation (${r.family}) → ${r.stage}` };
    }
    stage = next;
  }
  if (byName) provenance = { ...provenance, reason: `${provenance.reason}; reserved for other recipients → scoped to the named ones` };
  if (tool.audienceParam !== null) {
    const ap = tool.audienceParam;
    if (byName) {
      const items = [...new Set(f.asked.flatMap((a) => (a.recipients === null ? [] : recipientsFor(tool, a.recipients))))];
      // the names as a restriction reads them (titles kept with their name: "Mr. Novak", not Mrs.)
      const names = [...new Set([...f.onlyNames, ...f.asked.flatMap((a) => restrictedNames(a.sentence, a.names))])];
      constrain(ap, recipientConstraint(items, names));
    } else if (isAsked && f.asked.every((a) => a.recipients !== null)) {
      const items = [...new Set(f.asked.flatMap((a) => (a.recipients === null ? [] : recipientsFor(tool, a.recipients))))];
      if (items.length > 0) constrain(ap, recipientConstraint(items));
    }
    for (const o of f.only) {
      const items = recipientsFor(tool, o);
      if (items.length > 0) constrain(ap, recipientConstraint(items));
    }
    const onlyNames = [...new Set(f.onlyNames)];
    if (onlyNames.length > 0 && !byName) constrain(ap, recipientConstraint([], onlyNames));
    for (const x of [...new Set(exclusions)]) {
      const core = x.replace(/^[@#]/, '');
      constrain(ap, { patterns: [`^(?!.*${escapeRe(core)}).*$`] });
    }
    // ("internal addresses only … not to anyone outside the company": an audience condition beside a
    // decidable restriction is that restriction's other side)
    if (f.about.length > 0 && !f.only.some((o) => recipientsFor(tool, o).length > 0)) constrain(ap, { about: f.about });
  }
  // "Deploy 4.0.0 to staging": every ask names an environment, so the calls asked for are those (with
  // the environment's other names); production, unasked, is not among them
  const envParam = environmentParam(tool);
  if (envParam !== null && isAsked && f.asked.every((a) => (a.environments?.length ?? 0) > 0)) {
    constrain(envParam, { oneOf: [...new Set(f.asked.flatMap((a) => (a.environments ?? []).flatMap((e) => ENVIRONMENT_NAMES.find((g) => g.includes(e)) ?? [e])))] });
  }
  for (const { limit } of f.limits) {
    for (const p of numericParams(tool, limit.percent)) {
      const range: { min?: number; max?: number } = {};
      if (limit.min !== undefined) range.min = limit.min;
      if (limit.max !== undefined) range.max = limit.max;
      constrain(p, { range });
    }
  }
  return { tool: tool.name, scope: normalizeScope({ args }), stage, provenance };
}

/** Compile(u, T): one rule per tool, deterministic, from the request text and tool surface only. */
export function compile(request: string, tools: readonly ToolSpec[]): CompiledPolicy {
  const found = textFindings(request, tools);
  let sentences: string[] | null = null;
  const rules = tools.map((t) => {
    const f = found.get(t.name) ?? NO_FINDINGS;
    let rule = ruleFrom(t, f);
    // ("Send the invitations to the speakers list. The attendee list gets them next week, not yet."):
    // an audience named by its own name against another of its kind held back keeps the named one
    if (t.audienceParam !== null && f.asked.length > 0 && rule.stage === 'current_request' && rule.scope.args[t.audienceParam] === undefined) {
      sentences ??= splitSentences(request);
      const kept = contrastedAudience(f.asked.map((a) => a.sentence), sentences);
      if (kept.length > 0) rule = { ...rule, scope: normalizeScope(meetScope(rule.scope, { args: { [t.audienceParam]: { patterns: [namedAudiencePattern(kept)] } } })) };
    }
    // ("Update the CRM record for the Globex account. Only Globex."): a record subset on a tool with no audience
    if (t.audienceParam === null && f.asked.length > 0 && rule.stage === 'current_request' && t.effect !== 'read' && t.effect !== 'prepare') {
      sentences ??= splitSentences(request);
      const props = t.parameters.properties;
      const stringParams = Object.keys(props).filter((k) => props[k]?.['type'] === 'string' && rule.scope.args[k] === undefined);
      const subset = onlyNamedRecord(stringParams, f.asked.map((a) => a.sentence), sentences);
      if (subset !== null) rule = { ...rule, scope: normalizeScope(meetScope(rule.scope, { args: { [subset.param]: { patterns: [namedAudiencePattern(subset.names)] } } })) };
    }
    // a party held back is one the act must not reach: reading or preparing reaches nobody, and
    // narrowing a read tool's filter by the party ("review the requests from Hollis Holdings …
    // don't produce anything to Hollis") would deny the very records the work needs
    if (f.asked.length === 0 || t.effect === 'read' || t.effect === 'prepare') return rule;
    // (the findings' sentences are these, as splitSentences cuts them: read by their text alone)
    sentences ??= splitSentences(request);
    const held = heldBackParties(t, f, sentences, found);
    if (held.length === 0) return rule;
    const narrowed = withHeldBack(rule, t, f, held);
    return { ...narrowed, scope: normalizeScope(narrowed.scope) };
  });
  const calledFor = tools
    .filter((t) => {
      const f = found.get(t.name);
      if (f === undefined) return false;
      return f.asked.length > 0 || ((t.effect === 'read' || t.effect === 'prepare') && f.mentioned);
    })
    .map((t) => t.name)
    .sort();
  return { policy: canonicalPolicy({ rules }), calledFor };
}

