import { boundedMemo } from '../util/memo.js';

/**
 * The stemmers, one per reader that must stay independent of the others. They are not merged on
 * purpose:
 * - the policy compiler's (compilerStem) turns a request into rules, and the scorer's (scorerStem)
 *   judges whether an agent's message still carries a constraint. If they shared one stemmer, a
 *   stemming mistake would make the compiler and the scorer agree with each other while both were
 *   wrong, and the measurement would no longer be a check on the compiler;
 * - the Agent Mosaic term stemmer (termStem) matches identifiers and numbers of documents
 *   ("fw-edge-03" = "FW Edge 3"): it only drops plural endings and leading zeros, because a suffix
 *   rule for prose ("-ing", "-ed") would merge distinct host and file names.
 * Changing one of them moves scores: bump SCORER_VERSION for the scorer's and the term stemmer.
 */

const stemCache = new Map<string, string>();

/** A crude English stemmer: enough to match plurals, -ing, -ed, -ion forms to each other. */
export function compilerStem(word: string): string {
  const hit = stemCache.get(word);
  if (hit !== undefined) return hit;
  const out = stemUncached(word);
  if (stemCache.size > 50_000) stemCache.clear();
  stemCache.set(word, out);
  return out;
}

function stemUncached(word: string): string {
  // British single -l spellings of the verbs tool names spell with -ll ("enrol" → enroll_student)
  let w = word.toLowerCase().replace(/'s$/, '').replace(/^(enrol|instal|fulfil)(?!l)/, '$1l');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:ch|sh|x|ss|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  let suffixed = false;
  if (w.endsWith('ing') && w.length > 5) [w, suffixed] = [w.slice(0, -3), true];
  else if (w.endsWith('ed') && w.length > 4) [w, suffixed] = [w.slice(0, -2), true];
  // "wiping"/"wiped" → "wipe", "filing" → "file", "noted" → "note": a three-letter
  // consonant-vowel-consonant stem left by -ing/-ed lost a silent -e (the base form keeps it, as
  // four-letter words are not cut below), and without it "noted" would read as "not"
  if (suffixed && /^[b-df-hj-np-tv-z][aeiou][b-df-hj-np-tvz]$/.test(w)) return `${w}e`;
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  // the British doubled -l of an unstressed "-el" before -ing/-ed ("cancelling", "travelled",
  // "channelled" → cancel, travel, channel); not the -ell of "sell", "spell", "tell" ("upselling")
  else if (suffixed && w.length >= 6 && /[^aeiousptw]ell$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** A light suffix stemmer: enough to equate inflections ("submitted" ≈ "submit"), never used for display. */
export const scorerStem: (word: string) => string = boundedMemo(20_000, stemWord);

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


/** Reduce a token to a crude stem: drop possessives, plural -s/-es/-ies and leading zeros of numbers. */
export function termStem(token: string): string {
  let t = token.replace(/'s$/, '').replace(/'$/, '');
  if (/^\d+$/.test(t)) return String(Number(t));
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`;
  if (t.length > 4 && /(ches|shes|sses|xes)$/.test(t)) return t.slice(0, -2);
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss') && !t.endsWith('us') && !t.endsWith('is')) return t.slice(0, -1);
  return t;
}

