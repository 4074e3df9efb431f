/** Scope material the compiler takes from request text: addresses, domains, channels, names, amounts. */

export interface Recipients {
  addresses: string[];
  domains: string[];
  channels: string[];
}

const EMAIL = /[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;
const DOMAIN = /(?<![a-z0-9._%+-])@([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi;
const CHANNEL = /(?<![\w&])#([a-z0-9][a-z0-9_-]*)/gi;

/** Email addresses, bare "@domain" mentions and "#channel" names in a text. */
export function extractRecipients(text: string): Recipients {
  // every address and "@domain" has an '@', every channel a '#': most texts have neither
  const at = text.includes('@');
  const addresses = at ? [...text.matchAll(EMAIL)].map((m) => m[0].toLowerCase().replace(/\.$/, '')) : [];
  const domains = at ? [...text.matchAll(DOMAIN)].map((m) => (m[1] ?? '').toLowerCase().replace(/\.$/, '')) : [];
  const channels = text.includes('#') ? [...text.matchAll(CHANNEL)].map((m) => `#${(m[1] ?? '').toLowerCase()}`) : [];
  return { addresses: [...new Set(addresses)], domains: [...new Set(domains)], channels: [...new Set(channels)] };
}

export function hasRecipients(r: Recipients): boolean {
  return r.addresses.length + r.domains.length + r.channels.length > 0;
}

const NOT_NAMES = new Set([
  'i', 'we', 'you', 'the', 'a', 'an', 'our', 'their', 'my', 'your', 'it', 'them', 'him', 'her', 'anyone', 'anybody', 'nobody',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'please', 'do', 'don\'t', 'never', 'under',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
]);

/** A capitalised word that can name a person or organisation (not an acronym, weekday or pronoun). */
export function isNameWord(raw: string): boolean {
  return /^[A-Z][a-z][A-Za-z'-]*$/.test(raw) && !NOT_NAMES.has(raw.toLowerCase().replace(/'s$/, ''));
}

export interface AmountLimit {
  min?: number;
  max?: number;
  percent: boolean;
}

const NUM = String.raw`([$€£]\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(k|m|%|percent)?`;
const MAX_CUES = String.raw`(?:up\s+to|under|below|less\s+than|no\s+more\s+than|not\s+more\s+than|at\s+most|not\s+exceeding|not\s+to\s+exceed|maximum(?:\s+of)?|max(?:imum)?\.?|capped\s+at|cap\s+of|cap(?:ped)?|limit\s+of|limited\s+to|within|(?:nothing|not|never|no(?:thing)?)\s+(?:over|above|more\s+than|exceeding|beyond))`;
const MIN_CUES = String.raw`(?:at\s+least|minimum(?:\s+of)?|no\s+less\s+than|not\s+less\s+than)`;

function parseNumber(digits: string, unit: string | undefined): { value: number; percent: boolean } {
  let v = Number(digits.replace(/,/g, ''));
  const u = (unit ?? '').toLowerCase();
  if (u === 'k') v *= 1_000;
  if (u === 'm') v *= 1_000_000;
  return { value: v, percent: u === '%' || u === 'percent' };
}

/** Numeric limits stated in a clause ("up to $5,000", "nothing over 250", "capped at 15%"). */
const MAX_RE = new RegExp(`\\b${MAX_CUES}\\s+${NUM}`, 'gi');
const MIN_RE = new RegExp(`\\b${MIN_CUES}\\s+${NUM}`, 'gi');

/** The words before a limit make it a condition on another thing ("if cartons are", "when stock falls"). */
const CONDITION_ON_OTHER = /\b(?:if|when|whenever|once)\s+(?!(?:it|its|it's|that|this|they|the\s+(?:total|amount|cost|price|order|bill|invoice|refund|po|quote|payment))\b)(?:[a-z-]+\s+){0,2}[a-z-]+\s+(?:is|are|falls?|drops?|gets?|goes|run|runs|dips?)\s+$/i;

export function extractLimits(clause: string): AmountLimit[] {
  const out: AmountLimit[] = [];
  if (!/\d/.test(clause)) return out;
  const maxRe = MAX_RE;
  for (const m of clause.matchAll(maxRe)) {
    // "if cartons are below 200": a condition on some other count, not a ceiling on the call
    if (CONDITION_ON_OTHER.test(clause.slice(Math.max(0, (m.index ?? 0) - 60), m.index ?? 0))) continue;
    const n = parseNumber(m[2] ?? '0', m[3]);
    if (Number.isFinite(n.value)) out.push({ max: n.value, percent: n.percent });
  }
  const minRe = MIN_RE;
  for (const m of clause.matchAll(minRe)) {
    const n = parseNumber(m[2] ?? '0', m[3]);
    if (Number.isFinite(n.value)) out.push({ min: n.value, percent: n.percent });
  }
  return out;
}

/**
 * The line above which a reservation holds: "anything above $10k is signed off by underwriting",
 * "any refund over 300 goes to my manager", "anything more than 20% needs my sign-off", "payments
 * above $2,000 wait for my review" (a plural noun as the subject). Read only in
 * a clause that reserves (elsewhere "refund anything over $50" asks for the larger ones): the
 * assistant's share is everything up to the line, a maximum.
 */
const ABOVE_RE = new RegExp(
  String.raw`\b(?:anything|any(?:\s+[a-z-]+){0,3}|amounts?|those|ones?|everything|(?!(?:is|was|has|does|goes|runs|gets|comes|this|thus|plus|its|his|hers|ours|yours|theirs)\b)[a-z-]{2,}s(?=\s+(?:above|over|more\s+than|exceeding|beyond|north\s+of)\s)|either(?:\s+one)?|(?:if|when|once)\s+(?:it|the\s+(?:total|bill|order|amount|cost|price|invoice|quote))(?:'s)?)\s+(?:(?:is|are|comes?\s+in|comes?\s+(?:out\s+)?(?:to|at)|goes|runs|gets|ends?\s+up(?:\s+at)?|(?:would|will)\s+be)\s+)?(?:above|over|more\s+than|exceeding|bigger\s+than|larger\s+than|greater\s+than|higher\s+than|deeper\s+than|steeper\s+than|beyond|north\s+of)\s+${NUM}`,
  'gi',
);

export function extractAbove(clause: string): AmountLimit[] {
  const out: AmountLimit[] = [];
  if (!/\d/.test(clause)) return out;
  for (const m of clause.matchAll(ABOVE_RE)) {
    const n = parseNumber(m[2] ?? '0', m[3]);
    if (Number.isFinite(n.value)) out.push({ max: n.value, percent: n.percent });
  }
  return out;
}
