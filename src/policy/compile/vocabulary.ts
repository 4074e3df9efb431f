/**
 * The compiler's own small vocabulary: action-word groups and object synonyms. It maps the words
 * users write to the words tool surfaces use; it knows nothing about any task or generator.
 */
import type { ToolSpec } from '../../domain/tool.js';
import { stem } from './text.js';

/** Action groups: each canonical action with the words (any form) that express it. */
const ACTION_GROUPS: Record<string, string[]> = {
  send: ['send', 'sent', 'reply', 'respond', 'answer', 'email', 'mail', 'forward', 'transmit', 'notify', 'notification', 'message', 'contact', 'outreach', 'invite', 'invitation', 'text', 'tell', 'inform', 'put'],
  // "put" places a thing where it takes effect: on a page (post), on a record (update), in a mailing (send)
  post: ['post', 'put', 'answer', 'publish', 'publication', 'announce', 'broadcast', 'tweet', 'publicise', 'publicize', 'golive', 'advertise'],
  share: ['share', 'distribute', 'circulate', 'disclose', 'release'],
  submit: ['submit', 'submission', 'file', 'filing', 'lodge', 'execute', 'process', 'place'],
  // "release the second tranche": releasing money pays it out (releasing a document shares it)
  pay: ['pay', 'payment', 'disburse', 'wire', 'remit', 'release'],
  refund: ['refund', 'reimburse', 'reimbursement', 'credit', 'compensate', 'compensation'],
  update: ['update', 'change', 'modify', 'edit', 'amend', 'adjust', 'alter', 'correct', 'bump', 'raise', 'increase', 'lower', 'cut', 'mark', 'set', 'add', 'log', 'flag', 'enter', 'flip', 'reduce', 'decrease', 'drop', 'markdown', 'put', 'fix', 'move'],
  // "send a plumber", "send an engineer round": sending a person out dispatches them
  ship: ['ship', 'dispatch', 'deliver', 'courier', 'send'],
  delete: ['delete', 'remove', 'erase', 'purge', 'wipe'],
  cancel: ['cancel', 'void', 'revoke'],
  // "moving money between accounts": money moved is money transferred
  transfer: ['transfer', 'move', 'shift'],
  // "take it out of service" (rewritten "ground"): a vehicle or asset withdrawn from use
  ground: ['ground', 'sideline'],
  // "reverse the fees": a charge taken back is waived
  waive: ['waive', 'reverse', 'forgive'],
  terminate: ['terminate', 'termination', 'fire', 'dismiss', 'offboard', 'end'],
  schedule: ['schedule', 'book', 'arrange', 'setup', 'reschedule', 'invite', 'invitation', 'move'],
  create: ['create', 'make', 'prepare', 'build', 'assemble', 'open', 'generate', 'setup', 'raise', 'produce', 'add'],
  draft: ['draft', 'compose', 'write', 'prepare', 'redline', 'assemble'],
  read: ['list', 'get', 'read', 'fetch', 'pull', 'lookup', 'retrieve', 'check', 'review', 'find', 'search', 'look', 'view', 'see', 'go'],
  reconcile: ['reconcile', 'reconciliation', 'match'],
  export: ['export', 'download', 'save'],
  launch: ['launch', 'activate', 'start', 'enable', 'golive'],
  disable: ['disable', 'deactivate', 'suspend', 'lock', 'block', 'freeze'],
  close: ['close', 'resolve'],
  escalate: ['escalate', 'escalation'],
  // "add Tom to the VPN group", "put Ana in the design group": granting membership
  apply: ['apply', 'give', 'grant', 'offer', 'deploy', 'add', 'put', 'execute'],
  // "pay for the seat": paying for a thing buys it
  // ("anything bought or booked": the irregular participle)
  buy: ['buy', 'bought', 'purchase', 'pay'],
  scale: ['scale', 'resize', 'upsize', 'downsize'],
  // ("renew her prescription": a repeat of the medication is ordered)
  order: ['order', 'reorder', 'refill', 'request', 'restock', 'replenish', 'renew'],
  restart: ['restart', 'reboot', 'bounce', 'redeploy'],
  sign: ['sign', 'countersign', 'signature'],
  approve: ['approve', 'approval', 'authorise', 'authorize'],
};

/** Verbs users reserve with ("hold", "wait", "keep"): never a tool's own verb, whatever its name. */
const RESERVING_VERBS = new Set(['hold', 'wait', 'keep', 'leave', 'check', 'let', 'ask']);

/** The action group of a tool's own verb (a per-surface group, never in the shared vocabulary). */
export function ownGroup(stemmed: string): string {
  return `own:${stemmed}`;
}

/**
 * Verbs that hand over or carry out what their object names: "place_supplier_order" orders,
 * "submit_purchase_order" orders, "file_claim" claims. When the object is itself an action word, the
 * tool also performs that action ("restock the candles", "reorder 200 units").
 */
const CARRYING_VERBS = new Set(['place', 'submit', 'lodge', 'raise', 'put']);

/** Verbs too generic to name a tool on their own (issue_refund is about refunding). */
const GENERIC_VERBS = new Set(['issue', 'apply', 'make', 'do', 'perform', 'run', 'handle', 'get']);

const NAME_STOPWORDS = new Set(['to', 'for', 'of', 'on', 'by', 'with', 'a', 'the', 'and', 'from', 'in', 'as']);

/** Object synonyms: a tool-surface word and the words users use for the same thing. */
const OBJECT_SYNONYMS: string[][] = [
  ['email', 'mail', 'note', 'message', 'summary', 'recap'],
  ['invoice', 'bill'],
  // (a fleet's words for its vehicles)
  ['vehicle', 'truck', 'van', 'lorry', 'rig', 'tractor', 'trailer', 'car'],
  ['payment', 'pay', 'payout', 'run'],
  ['customer', 'client', 'buyer', 'shopper'],
  ['employee', 'employment', 'staff', 'hire', 'worker'],
  ['candidate', 'applicant', 'finalist'],
  ['salary', 'payroll', 'compensation', 'pay', 'wage'],
  ['channel', 'slack', 'chat'],
  ['ticket', 'case', 'issue', 'flight', 'fare', 'seat'],
  ['contract', 'agreement', 'amendment', 'msa', 'nda', 'addendum'],
  ['document', 'transcript', 'file', 'addendum', 'draft'],
  ['meeting', 'call', 'demo', 'invite'],
  ['interview', 'screen'],
  ['listing', 'posting', 'job', 'vacancy', 'opening'],
  ['post', 'tweet', 'update', 'announcement'],
  ['record', 'entry', 'profile', 'detail'],
  ['chart', 'note'],
  ['records', 'record', 'imaging', 'result'],
  ['report', 'summary', 'deck'],
  ['newsletter', 'mailing', 'blast'],
  ['discount', 'promo', 'coupon', 'code'],
  ['budget', 'spend'],
  // (the British and the shift-work words for a staff schedule)
  ['schedule', 'rota', 'roster'],
  ['funds', 'money', 'fund'],
  ['quote', 'quotation', 'proposal', 'pricing'],
  ['order', 'po', 'pos'],
  ['refill', 'prescription', 'medication', 'script'],
  ['appointment', 'slot', 'visit', 'followup', 'checkup', 'consultation'],
  ['guardian', 'parent', 'parents', 'family', 'mother', 'father', 'carer'],
  ['motion', 'brief'],
  ['article', 'story', 'piece'],
  ['lease', 'renewal', 'tenancy'],
  ['contractor', 'plumber', 'electrician', 'technician', 'handyman', 'locksmith', 'roofer', 'tradesperson'],
  ['notice', 'announcement', 'notify', 'notification'],
  ['forum', 'community', 'thread'],
  ['status', 'incident', 'outage'],
  ['shipment', 'package', 'delivery', 'parcel'],
  ['letter', 'offer'],
  ['service', 'server'],
  ['patient', 'him', 'her'],
];

const actionIndex = new Map<string, Set<string>>();
for (const [group, ws] of Object.entries(ACTION_GROUPS)) {
  for (const w of [group, ...ws]) {
    const s = stem(w);
    actionIndex.set(s, (actionIndex.get(s) ?? new Set()).add(group));
  }
}
const objectIndex = new Map<string, Set<string>>();
for (const syn of OBJECT_SYNONYMS) {
  const head = stem(syn[0] ?? '');
  for (const w of syn) {
    const s = stem(w);
    objectIndex.set(s, (objectIndex.get(s) ?? new Set()).add(head));
  }
}

/** Stems that name an action (used to recognise verbs and clause joints). */
export const ACTION_STEMS: ReadonlySet<string> = new Set(actionIndex.keys());

const NO_GROUPS: ReadonlySet<string> = new Set();

/** The action groups a word expresses (empty when it is no action word); an action noun by its verb ("disbursement"). */
export function actionGroupsOf(word: string): ReadonlySet<string> {
  const s = stem(word);
  // ("disbursement" → "disburse", whose own stem is the index's key)
  return actionIndex.get(s) ?? actionIndex.get(verbOfNoun(s)) ?? actionIndex.get(stem(verbOfNoun(s))) ?? NO_GROUPS;
}

/**
 * The verb stem of an action noun: "disbursement" → disburse, "denial" → deny, "removal" →
 * remove, "rotation" → rotate, "closure" → close. The word itself when it has no such suffix; the
 * result is only ever looked up, never a key of its own.
 */
export function verbOfNoun(s: string): string {
  if (s.length < 6) return s;
  let m: RegExpExecArray | null;
  if ((m = /^(.{3,})ial$/.exec(s)) !== null) return stem(`${m[1]}y`);
  if ((m = /^(.{4,})(?:ment|al|ure)$/.exec(s)) !== null) return stem(`${m[1]}e`) === m[1] ? (m[1] as string) : stem(m[1] as string);
  if ((m = /^(.{3,})ation$/.exec(s)) !== null) return stem(`${m[1]}ate`);
  if ((m = /^(.{3,}t)ion$/.exec(s)) !== null) return stem(m[1] as string);
  return s;
}

// Clauses are read word by word, each word's keys looked up for every clause it appears in: the
// keys are worked out once per stem (shared, frozen lists; bounded like the stem cache).
const objectKeyLists = new Map<string, readonly string[]>();

/** The canonical object keys a word may refer to (itself, plus synonym heads), in that order, without repeats. */
export function objectKeyList(word: string): readonly string[] {
  const s = stem(word);
  let keys = objectKeyLists.get(s);
  if (keys === undefined) {
    keys = Object.freeze([...new Set([s, ...(objectIndex.get(s) ?? [])])]);
    if (objectKeyLists.size > 50_000) objectKeyLists.clear();
    objectKeyLists.set(s, keys);
  }
  return keys;
}

/** The canonical object keys a word may refer to, as a set of the caller's own. */
export function objectKeysOf(word: string): Set<string> {
  return new Set(objectKeyList(word));
}

/** How the compiler sees a tool: the actions it performs and the objects it acts on. */
export interface ToolProfile {
  tool: ToolSpec;
  actions: Set<string>;
  objects: Set<string>;
  /** the keys of each object word of the name, one set per word */
  objectWords: Array<Set<string>>;
  /** the tool's effect reaches a chat channel (its audience parameter names one) */
  channel: boolean;
  /**
   * The verb of a high-impact tool's name when the vocabulary has no group for it ("enroll",
   * "rotate", "scale"): the word itself then names the tool, so a request that uses the tool's own
   * verb asks for it instead of leaving it at the effect-class default. Stemmed; null otherwise.
   */
  ownVerb: string | null;
  /** the actions it has only through a carrying verb's object ("place_supplier_order": order) */
  carried: Set<string>;
  /** the stem of the name's verb slot ("email" of email_source): the word that names it most closely */
  nameVerb: string;
  /** stems of its parameter names' words (ticket of send_reply(ticket, …)): weak evidence, for ties */
  paramWords: Set<string>;
  highImpact: boolean;
}

const GENERIC_PARAMS = new Set(['id', 'to', 'text', 'body', 'name', 'type', 'value', 'field', 'subject', 'amount', 'date', 'time', 'from']);

const profiles = new WeakMap<ToolSpec, ToolProfile>();

/** Derive a tool's profile from its name, description and audience parameter only (cached per spec object). */
export function profileOf(tool: ToolSpec): ToolProfile {
  const hit = profiles.get(tool);
  if (hit !== undefined) return hit;
  const p = buildProfile(tool);
  profiles.set(tool, p);
  return p;
}

function buildProfile(tool: ToolSpec): ToolProfile {
  const tokens = tool.name.split('_').filter((t) => t.length > 0 && !NAME_STOPWORDS.has(t));
  const actions = new Set<string>();
  const objects = new Set<string>();
  const objectWords: Array<Set<string>> = [];
  const carried = new Set<string>();
  const first = tokens[0] ?? '';
  // "issue_refund": a generic first verb hands the verb slot to the next word
  const verbIndex = GENERIC_VERBS.has(first) && actionGroupsOf(first).size === 0 ? 1 : 0;
  const highImpact = tool.effect !== 'read' && tool.effect !== 'prepare';
  const verb = tokens[verbIndex] ?? '';
  // a verb of its own (below) is the tool's act, not one of its objects ("page_oncall" pages; "the
  // status page" is no on-call's object)
  const ownVerbSlot = highImpact && verb.length > 2 && actionGroupsOf(verb).size === 0 && !GENERIC_VERBS.has(verb) && !RESERVING_VERBS.has(verb);
  tokens.forEach((t, i) => {
    const groups = actionGroupsOf(t);
    if (i === verbIndex && groups.size > 0) groups.forEach((g) => actions.add(g));
    if (i < verbIndex) return;
    if (i > verbIndex || groups.size === 0) {
      // the act the object names, for a carrying verb ("place" + "order" orders); not for the
      // other verbs ("create_payment_batch" prepares a payment, it does not pay)
      if (i > verbIndex && CARRYING_VERBS.has(tokens[verbIndex] ?? '')) groups.forEach((g) => carried.add(g));
      // (after a generic first verb the word is also the thing: "issue_permit" issues a permit)
      if (i === verbIndex && ownVerbSlot && verbIndex === 0) return;
      const keys = objectKeysOf(t);
      objectWords.push(keys);
      keys.forEach((k) => objects.add(k));
    }
  });
  if (actions.size === 0) {
    // a name without a verb ("reconcile" is one): fall back to the description's first action word
    let prev = '';
    for (const w of tool.description.toLowerCase().split(/[^a-z]+/)) {
      // "Put a fare on hold without buying it": what the tool does not do is not its action
      const negated = prev === 'without' || prev === 'not' || prev === 'never' || prev === 'no';
      prev = w;
      if (negated) continue;
      const g = actionGroupsOf(w);
      if (g.size > 0) {
        g.forEach((x) => actions.add(x));
        break;
      }
    }
  }
  const ap = tool.audienceParam ?? '';
  const channel = /channel|slack/.test(ap) || tokens.includes('channel');
  let ownVerb: string | null = null;
  if (ownVerbSlot) {
    ownVerb = stem(verb);
    actions.add(ownGroup(ownVerb));
  }
  for (const g of actions) carried.delete(g);
  for (const g of carried) actions.add(g);
  const paramWords = new Set(Object.keys(tool.parameters.properties).flatMap((k) => k.split('_')).filter((w) => w.length > 2 && !GENERIC_PARAMS.has(w)).map(stem));
  return { tool, actions, objects, objectWords, channel, highImpact, ownVerb, carried, nameVerb: stem(verb), paramWords };
}
