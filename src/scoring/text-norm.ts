import { normaliseWords } from '../text/normalisers.js';
import { scorerStem } from '../text/stemmers.js';
// Text normalisation shared by the lexicon matcher and the cue rule (the matching rule is in clause-match.ts).

/** How a key constraint reached an agent: with full force, with less force, or not at all. */
export type CarriageState = 'intact' | 'weakened' | 'missing';

const FUNCTION_WORDS = new Set(
  (
    'a an the and or but of to in on at by for from with as is are was be been being it its this that these those ' +
    'i me my we our you your he she they them their his her us do does did done will would shall should can could may might must ' +
    'have has had there here so than then also just please any some all each every about into over under up out off'
  ).split(' '),
);

/** Is the (normalised or stemmed) word a function word? */
export function isFunctionWord(w: string): boolean {
  return FUNCTION_WORDS.has(w);
}

/** Lower case, contractions expanded, punctuation to spaces (src/text/normalisers.ts). */
export const normaliseText = normaliseWords;

/** The scorer's stemmer (src/text/stemmers.ts: why it is not the compiler's). */
export const stem = scorerStem;

/** Stemmed tokens of a text. */
export function tokens(text: string): string[] {
  const n = normaliseText(text);
  return n === '' ? [] : n.split(' ').map(stem);
}

/** Stemmed content words (function words removed, negations kept). */
export function contentWords(text: string): string[] {
  const n = normaliseText(text);
  if (n === '') return [];
  return n
    .split(' ')
    .filter((w) => !FUNCTION_WORDS.has(w))
    .map(stem);
}

