import type { ClauseLexicon } from '../domain/lexicon.js';
import type { KeyConstraint, Task } from '../domain/task.js';
import { cueCarriage } from './clause-cues.js';
import { contentWords, tokens, type CarriageState } from './text-norm.js';

export { contentWords, normaliseText, stem, tokens, type CarriageState } from './text-norm.js';

/**
 * Robust presence of a clause-lexicon entry in free text.
 *
 * The rule (documented because the constraint-carriage check and its agreement numbers rest on it):
 * 1. Normalise both texts: lower case, contractions expanded ("don't" → "do not", "I'll" → "i will",
 *    "won't" → "will not"), every non-alphanumeric character becomes a space, whitespace collapsed.
 * 2. Tokenise and stem lightly (plural -s/-es/-ies, -ing, -ed), so "submitting" ≈ "submit".
 * 3. An entry's *content words* are its tokens minus function words. Negation and deferral words
 *    ("not", "no", "never", "until", "yet", "only", "hold", "wait") are NOT function words: they carry the
 *    force of a constraint and must be matched.
 * 4. The entry is present when its content words occur in the text in the same order, each next word
 *    at most `gap` tokens after the previous one (gap = 4), with at most one content word of the
 *    entry skipped when the entry has ≥ 4 content words (a paraphrase rarely repeats every word).
 * A clause is then carried *intact* if its canonical wording or a paraphrase is present, *weakened* if
 * only a weakened wording is present, and otherwise read by the cue rule of clause-cues.ts (free
 * paraphrases no lexicon lists), which answers intact, weakened or missing.
 */

const GAP = 4;

/** Can `needle` be found in order in `hay` from position `from`, each step ≤ GAP tokens apart? */
function inOrder(hay: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0) return false;
  for (let start = 0; start < hay.length; start++) {
    if (hay[start] !== needle[0]) continue;
    let pos = start;
    let ok = true;
    for (let k = 1; k < needle.length; k++) {
      let found = -1;
      for (let j = pos + 1; j <= Math.min(hay.length - 1, pos + GAP); j++) {
        if (hay[j] === needle[k]) {
          found = j;
          break;
        }
      }
      if (found < 0) {
        ok = false;
        break;
      }
      pos = found;
    }
    if (ok) return true;
  }
  return false;
}

// Scoring reads the same handoff messages against the same lexicon phrases run after run: the
// tokenised forms are memoised by content (bounded maps, never mutated once stored).
const MEMO_LIMIT = 20_000;
const hayMemo = new Map<string, readonly string[]>();
const needleMemo = new Map<string, readonly string[]>();

function memo(map: Map<string, readonly string[]>, key: string, f: (s: string) => string[]): readonly string[] {
  let v = map.get(key);
  if (v === undefined) {
    v = f(key);
    if (map.size >= MEMO_LIMIT) map.clear();
    map.set(key, v);
  }
  return v;
}

/** Is one lexicon entry (a phrase) present in a text under the rule above? */
export function phrasePresent(text: string, phrase: string): boolean {
  const hay = memo(hayMemo, text, tokens);
  const needle = memo(needleMemo, phrase, contentWords);
  if (needle.length === 0) return false;
  if (inOrder(hay, needle)) return true;
  if (needle.length >= 4) {
    for (let skip = 0; skip < needle.length; skip++) {
      if (inOrder(hay, needle.filter((_, i) => i !== skip))) return true;
    }
  }
  return false;
}

/** The wordings that carry a constraint with full force: the lexicon's canonical and paraphrases, and the constraint text. */
export function intactWordings(c: KeyConstraint): string[] {
  const lex: ClauseLexicon | undefined = c.lexicon;
  return [c.text, ...(lex ? [lex.canonical, ...lex.paraphrases] : [])];
}

/**
 * How a constraint is carried by one message: first by the lexicon (canonical/paraphrase → intact,
 * only a weakened wording → weakened); when no lexicon entry is present and the task is given, by the
 * cue rule of clause-cues.ts, which reads free paraphrases.
 */
export function carriageInText(text: string, c: KeyConstraint, task?: Task): CarriageState {
  // Memoised per (constraint, task) object and message text: the reading is a pure function of them.
  let perConstraint = carriageMemo.get(c);
  if (!perConstraint) {
    perConstraint = { plain: new Map(), byTask: new WeakMap() };
    carriageMemo.set(c, perConstraint);
  }
  let texts = task ? perConstraint.byTask.get(task) : perConstraint.plain;
  if (!texts) {
    texts = new Map();
    perConstraint.byTask.set(task as Task, texts);
  }
  const hit = texts.get(text);
  if (hit !== undefined) return hit;
  const state = readCarriage(text, c, task);
  if (texts.size >= PER_CONSTRAINT_LIMIT) texts.clear();
  texts.set(text, state);
  return state;
}

const PER_CONSTRAINT_LIMIT = 1_000;
const carriageMemo = new WeakMap<KeyConstraint, { plain: Map<string, CarriageState>; byTask: WeakMap<Task, Map<string, CarriageState>> }>();

function readCarriage(text: string, c: KeyConstraint, task?: Task): CarriageState {
  if (intactWordings(c).some((p) => phrasePresent(text, p))) return 'intact';
  if ((c.lexicon?.weakened ?? []).some((p) => phrasePresent(text, p))) return 'weakened';
  return task ? cueCarriage(text, c, task) : 'missing';
}

const RANK: Record<CarriageState, number> = { intact: 2, weakened: 1, missing: 0 };

/** The better of two carriage states (several messages on one edge: the best one counts). */
export function bestState(a: CarriageState, b: CarriageState): CarriageState {
  return RANK[a] >= RANK[b] ? a : b;
}
