import { normalizeText, tokensOf } from '../text/mosaic-terms.js';

/**
 * Deterministic lexical relevance of texts to a query: distinct query terms found in each text,
 * weighted by inverse document frequency over the given texts (a term every text shares says
 * nothing about which one the query is about). Used both to rank search results and by the
 * query-anchored wall to decide, before anything is read, which side of a protected relation a
 * request belongs to.
 */
const STOP = new Set(
  'a an the of in on at to for from by with and or is are was were be been what which who whom whose when where why how do does did this that these those it its his her their our your my i we you they me us them any all some can could would should will shall may might must has have had not no as into about than then there here s'.split(' '),
);

const termsCache = new Map<string, ReadonlySet<string>>();

/** Content terms of a text (stemmed, stop words removed, distinct); cached, documents recur in every run. */
export function contentTerms(text: string): ReadonlySet<string> {
  let t = termsCache.get(text);
  if (!t) {
    t = new Set(tokensOf(normalizeText(text)).filter((w) => !STOP.has(w) && w.length > 1));
    if (termsCache.size > 5000) termsCache.clear();
    termsCache.set(text, t);
  }
  return t;
}

/** Relevance score of each text to the query; same keys as `texts`. */
export function relevance(query: string, texts: Readonly<Record<string, string>>): Record<string, number> {
  const q = contentTerms(query);
  const ids = Object.keys(texts).sort();
  const terms = new Map(ids.map((id) => [id, contentTerms(texts[id] ?? '')]));
  const out: Record<string, number> = {};
  for (const id of ids) out[id] = 0;
  for (const t of q) {
    const holders = ids.filter((id) => terms.get(id)?.has(t));
    if (holders.length === 0) continue;
    const idf = Math.log(1 + ids.length / holders.length);
    for (const id of holders) out[id] = (out[id] ?? 0) + idf;
  }
  return out;
}

/** Ids ranked by relevance (highest first; ties by id so the order is stable). */
export function rankByRelevance(query: string, texts: Readonly<Record<string, string>>): string[] {
  const s = relevance(query, texts);
  return Object.keys(texts).sort((a, b) => (s[b] ?? 0) - (s[a] ?? 0) || a.localeCompare(b));
}
