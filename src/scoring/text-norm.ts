import { boundedMemo } from '../util/memo.js';
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

const CANNOT = /\bcannot\b/g;
const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bwon['’]t\b/g, 'will not'],
  [/\bcan['’]t\b/g, 'can not'],
  [/\bshan['’]t\b/g, 'shall not'],
  [/n['’]t\b/g, ' not'],
  [/['’]ll\b/g, ' will'],
  [/['’]re\b/g, ' are'],
  [/['’]ve\b/g, ' have'],
  [/['’]d\b/g, ' would'],
  [/['’]m\b/g, ' am'],
  [/['’]s\b/g, ''],
  [CANNOT, 'can not'],
];

/** Lower case, contractions expanded, punctuation to spaces, whitespace collapsed. */
export function normaliseText(text: string): string {
  let t = text.toLowerCase();
  // Every contraction but "cannot" needs an apostrophe, and no expansion adds one: most texts skip them all.
  if (t.includes("'") || t.includes('’')) for (const [re, rep] of CONTRACTIONS) t = t.replace(re, rep);
  else if (t.includes('cannot')) t = t.replace(CANNOT, 'can not');
  // One pass turns each run of non-alphanumerics (spaces included) into a single space: nothing left to collapse.
  return t.replace(/[^a-z0-9]+/g, ' ').trim();
}


/** A light suffix stemmer: enough to equate inflections ("submitted" ≈ "submit"), never used for display. */
export const stem: (word: string) => string = boundedMemo(20_000, stemWord);

// Memoised above: messages are made of a small vocabulary, each word stemmed over and over.
function stemWord(word: string): string {
  // British and American spellings read alike ("finalise" = "finalize"), long words only ("promise" stays)
  let s = word.length > 7 ? word.replace(/is(e|ed|es|ing|ation)$/, 'iz$1') : word;
  let undouble = false;
  if (s.length > 4 && s.endsWith('ies')) s = `${s.slice(0, -3)}y`;
  else if (s.length > 5 && s.endsWith('ing')) [s, undouble] = [s.slice(0, -3), true];
  else if (s.length > 4 && s.endsWith('ed')) [s, undouble] = [s.slice(0, -2), true];
  else if (s.length > 4 && /(ss|sh|ch|x)es$/.test(s)) s = s.slice(0, -2);
  else if (s.length > 3 && s.endsWith('s') && !s.endsWith('ss') && !s.endsWith('us')) s = s.slice(0, -1);
  if (undouble) s = s.replace(/([b-df-hj-kmnp-rtv-y])\1$/, '$1');
  // A few derivations that matter for constraints: submission → submit, rejection → reject, approval → approv.
  if (s.length > 6 && s.endsWith('ssion')) s = `${s.slice(0, -5)}t`;
  else if (s.length > 6 && /[ct]tion$/.test(s)) s = s.slice(0, -3);
  else if (s.length > 5 && s.endsWith('val')) s = s.slice(0, -2);
  if (s.length > 4 && s.endsWith('e')) s = s.slice(0, -1);
  return s;
}

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

