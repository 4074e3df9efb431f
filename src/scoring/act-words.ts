import { stem } from './text-norm.js';

/**
 * Everyday words for a reserved act (issue 20, seventh round). A writer who tells the reader to do
 * the act rarely uses the tool's own verb: the replacements are "couriered" or "dispatched", the
 * entries "booked to the GL", the order "submitted", the complaint "resolved", the tenant "spun up",
 * the offers "signed off", the social post "queued". Keyed by a word of the reserved tool's name
 * (its verb or its object); the words join the constraint's anchors and, for verbs, its act verbs,
 * so an instruction in them reads as the act instructed (weakened). A word another constraint of the
 * task anchors stays with neither (readers' sharing rule), so a broad word cannot take over a task.
 */
const ACT_VERBS: Record<string, readonly string[]> = {
  ship: ['courier', 'dispatch', 'deliver'],
  replacement: ['courier', 'dispatch'],
  place: ['submit', 'commit', 'issue'],
  close: ['resolve'],
  reassign: ['hand', 'pass', 'transfer'],
  provision: ['spin', 'set'],
  approve: ['greenlight'],
  launch: ['kick', 'start'],
  rebook: ['slot', 'reschedule', 'move'],
  journal: ['book'],
  release: ['pay'],
  reimbursement: ['pay'],
  pitch: ['send'],
  social: ['queue', 'announce'],
  channel: ['announce', 'put'],
  reply: ['reply', 'respond', 'comment'],
};

/** Nouns a writer names the act's object or place by ("the GL", "the workspace", "the careers page"). */
const ACT_NOUNS: Record<string, readonly string[]> = {
  replacement: ['unit', 'units', 'spare', 'spares'],
  journal: ['ledger', 'gl'],
  tenant: ['workspace', 'instance'],
  journalist: ['reporter', 'reporters', 'media', 'outlet', 'outlets'],
  social: ['linkedin', 'instagram', 'twitter', 'posts'],
  channel: ['blog', 'website', 'careers', 'linkedin'],
  reply: ['comment'],
};

const stemmed = (m: Record<string, readonly string[]>): Map<string, string[]> => new Map(Object.entries(m).map(([k, ws]) => [stem(k), ws.map(stem)]));
const S_VERBS = stemmed(ACT_VERBS);
const S_NOUNS = stemmed(ACT_NOUNS);

/** The everyday verbs and nouns of the acts a reserved tool names (its name's stemmed words). */
export function actWords(toolWords: readonly string[]): { verbs: string[]; nouns: string[] } {
  return { verbs: toolWords.flatMap((w) => S_VERBS.get(w) ?? []), nouns: toolWords.flatMap((w) => S_NOUNS.get(w) ?? []) };
}
