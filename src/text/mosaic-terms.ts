import { normaliseProse } from './normalisers.js';
import { termStem } from './stemmers.js';
/**
 * Text normalisation and term matching shared by the detector, the simulated model and the suite
 * checks. Matching is on whole (lightly stemmed) tokens, so "fw-edge-03", "FW Edge 3" and
 * "fw_edge_03" are the same term, "appliances" matches "appliance", and "DMZ" never matches inside
 * "DMZs-config".
 */

/** Lower-case, strip accents and markdown, unify quotes and dashes, expand contractions (src/text/normalisers.ts). */
export const normalizeText = normaliseProse;

/** The term stemmer (src/text/stemmers.ts). */
export const stem = termStem;

/** Stemmed word tokens of already-normalised text (punctuation, hyphens and slashes separate words). */
export function tokensOf(normalised: string): string[] {
  return normalised
    .split(/[^a-z0-9']+/)
    .map((t) => t.replace(/^'+|'+$/g, ''))
    .filter((t) => t.length > 0)
    .map(stem);
}

const textCache = new Map<string, string[]>();
/**
 * Stemmed tokens of raw text, memoised: the same documents and prompts are read thousands of times
 * in a batch. The cache is bounded and cleared wholesale when full, which never changes a result.
 */
export function tokensOfText(text: string): string[] {
  let t = textCache.get(text);
  if (!t) {
    if (textCache.size >= 4096) textCache.clear();
    t = tokensOf(normalizeText(text));
    textCache.set(text, t);
  }
  return t;
}

/** Token form of a term, cached: terms come from fixtures and are matched many times. */
const termCache = new Map<string, string[]>();
export function termTokens(term: string): string[] {
  let t = termCache.get(term);
  if (!t) {
    t = tokensOf(normalizeText(term));
    termCache.set(term, t);
  }
  return t;
}

/** Start indexes where the term's tokens occur contiguously in the token list. */
export function termPositions(tokens: readonly string[], term: string): number[] {
  const tt = termTokens(term);
  const out: number[] = [];
  if (tt.length === 0) return out;
  outer: for (let i = 0; i + tt.length <= tokens.length; i++) {
    for (let j = 0; j < tt.length; j++) if (tokens[i + j] !== tt[j]) continue outer;
    out.push(i);
  }
  return out;
}

/** Does the text contain the term as whole tokens? */
export function containsTerm(text: string, term: string): boolean {
  return termPositions(tokensOfText(text), term).length > 0;
}

/** A located match of one anchor group: where it starts and ends (exclusive) in the token list. */
export interface Span {
  start: number;
  end: number;
}

/** For each anchor group, every place one of its alternatives occurs. */
export function anchorHits(tokens: readonly string[], anchors: readonly (readonly string[])[]): Span[][] {
  return anchors.map((group) => group.flatMap((term) => termPositions(tokens, term).map((start) => ({ start, end: start + termTokens(term).length }))));
}

/**
 * The narrowest stretch of tokens holding one hit of every group, or null when some group is
 * absent. Groups are few (2-3) and hits per group few, so an exhaustive search is cheap.
 */
export function tightestCover(hits: readonly Span[][]): Span | null {
  if (hits.some((h) => h.length === 0)) return null;
  let best: Span | null = null;
  const walk = (i: number, start: number, end: number): void => {
    if (i === hits.length) {
      if (!best || end - start < best.end - best.start) best = { start, end };
      return;
    }
    for (const h of hits[i] ?? []) walk(i + 1, Math.min(start, h.start), Math.max(end, h.end));
  };
  walk(0, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
  return best;
}

/** True when every anchor group has an alternative somewhere in the text. */
export function anchorsPresent(text: string, anchors: readonly (readonly string[])[]): boolean {
  const tokens = tokensOfText(text);
  return anchorHits(tokens, anchors).every((h) => h.length > 0);
}

/**
 * Split normalised text into clauses: sentences, lines, list items, and independent statements
 * joined by ";", ", and", ", but", "whereas", "while" or "and the/and document". A fact listed per
 * source ("A says X; B says Y") thus lands in separate clauses, while one sentence that relates the
 * two ends of the composite stays whole.
 */
/** Titles whose period ends no sentence ("Sgt. Ambrose", "Dep. Min. Okoro-Vance"). */
const TITLES = String.raw`Dr|Mr|Mrs|Ms|Sgt|Lt|Col|Capt|Gen|Maj|Prof|Dep|Min|Proj|Sr|Jr|St`;
/** Words that open a sentence after a one-letter word ("… arm B. The DSMB …"), where the period ends it. */
const OPENING_WORDS = new Set(['The', 'This', 'That', 'These', 'Those', 'It', 'Its', 'They', 'Their', 'A', 'An', 'I', 'We', 'He', 'She', 'His', 'Her', 'There', 'Here', 'In', 'On', 'At', 'By', 'For', 'From', 'To', 'With', 'But', 'And', 'So', 'If', 'No', 'Yes', 'Not', 'As', 'Both', 'Each', 'All', 'Any', 'What', 'Which', 'Who', 'When', 'Where', 'Why', 'How', 'Please', 'Note', 'However', 'Also', 'Since', 'Because', 'Given', 'Once', 'After', 'Before', 'Until', 'Nothing', 'None', 'My', 'Our', 'Your', 'You']);
/** Words after which a capital letter is an initial ("the P. Marsh", "ask for P. Marsh"), not a label ("arm B."). */
const BEFORE_INITIAL = /(?:^|\b(?:the|a|for|to|of|by|with|from|and|or|nurse|patient|officer|as|under|named|called|is|was))\s+$|(?:^|\s)(?:[A-Z][\w'-]*\.?|\||\()\s*$|^\s*$/;
/**
 * Drop the period of a title or an initial before a name ("P. Marsh", "Sgt. D. Ambrose"), so the
 * abbreviation does not end a sentence. A one-letter word is an initial after a determiner, a
 * preposition or another name, and before a capitalised word that opens no sentence; after a noun
 * ("arm B. Whether …") or before "The" it is a label that ends its sentence.
 */
export function joinAbbreviations(line: string): string {
  return line
    .replace(new RegExp(String.raw`\b(${TITLES})\.(?=\s+[A-Z])`, 'g'), '$1')
    .replace(/(^|[\s(|])([A-Z])\.(?=\s+([A-Z][\w'-]*))/g, (m: string, pre: string, letter: string, next: string, at: number, all: string) => (OPENING_WORDS.has(next) || !BEFORE_INITIAL.test(all.slice(0, at) + pre) ? m : `${pre}${letter}`));
}

export function clausesOf(text: string): { text: string; question: boolean }[] {
  const raw = text.replace(/\r/g, '').split(/\n+/).map((l) => normalizeText(joinAbbreviations(l))).join('\n');
  const out: { text: string; question: boolean }[] = [];
  const sentences = raw.split(/(?<=[.!?])\s+|\n+|;\s*|:\s+/);
  for (const s of sentences) {
    const parts = s.split(/,\s*(?:and|but|while|whereas|so that)\s+|\s+(?:whereas|while)\s+|\s+and\s+(?=(?:the|a|an|document|doc|report|memo|email|e-mail|notes|separately|another|other)\b)/);
    // "and the fentanyl losses" is a coordinated noun phrase, not a statement: a split-off part of
    // at most four words goes back onto the part before it
    for (let i = parts.length - 1; i > 0; i--) {
      const part = parts[i] ?? '';
      if (part.trim().split(/\s+/).length <= 4 && s.includes(` and ${part}`)) parts.splice(i - 1, 2, `${parts[i - 1] ?? ''} and ${part}`);
    }
    for (const p of parts) {
      const t = p.trim();
      if (t) out.push({ text: t, question: /\?\s*$/.test(s.trim()) });
    }
  }
  return out;
}

/** Words that open a new scope inside a clause: a negation or a condition before them does not reach past them. */
const SCOPE_WORDS = new Set(['but', 'rather', 'instead', 'then', 'however', 'yet', 'though', 'although']);

/**
 * Stemmed tokens of one normalised clause with its scope breaks: the token indexes that follow a
 * comma, a spaced dash, a bracket or a contrast word ("but", "rather", "then", ...). Negation and
 * conditions are scoped by these breaks: in "fw-edge-03 is not on the LAN but in the DMZ" the "not"
 * ends at "but", and in "if the log is right, X is Y" the condition ends at the comma.
 */
export function scopedTokens(clause: string): { tokens: string[]; breaks: Set<number> } {
  const tokens: string[] = [];
  const breaks = new Set<number>();
  for (const seg of clause.split(/,|\s-+\s|\s-+$|^-+\s|[()[\]"]/)) {
    if (tokens.length > 0) breaks.add(tokens.length);
    for (const t of tokensOf(seg)) {
      if (SCOPE_WORDS.has(t)) breaks.add(tokens.length);
      tokens.push(t);
    }
  }
  return { tokens, breaks };
}

/** Is there a scope break at some index in (from, to]? */
export function breakBetween(breaks: ReadonlySet<number>, from: number, to: number): boolean {
  for (const b of breaks) if (b > from && b <= to) return true;
  return false;
}
