import type { ClauseLexicon } from '../domain/lexicon.js';
import type { KeyConstraint, Task } from '../domain/task.js';
import { branchesPermission, mayUndoLater, cueCarriage, cueReadingIn, messageReading, readMessage, type MessageReading } from './clause-cues.js';
import { boundedMemo, taskScoped } from '../util/memo.js';
import { contentWords, type CarriageState } from './text-norm.js';

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

/** A lexicon entry compiled for matching: its content words, and each of them left out once (long entries only). */
interface Needle {
  readonly words: readonly string[];
  readonly skips: ReadonlyArray<readonly string[]>;
  /** words the text must hold for the entry to be present (intactNeedleOf): they are never the one skipped */
  readonly required?: readonly boolean[];
}

// Lexicon phrases are few and read run after run: compiled once (bounded; never mutated once stored).
const needleOf = boundedMemo(20_000, (phrase): Needle => {
  const words = contentWords(phrase);
  const skips = words.length >= 4 ? words.map((_, skip) => words.filter((_, i) => i !== skip)) : [];
  return Object.freeze({ words, skips });
}, { perTask: true });

/**
 * An intact wording compiled for matching: as needleOf, but a word that gives the wording its force
 * (a negation, a deferral, "only", the user) must be in the text: without it what is left is the act
 * ("only the user may mark clauses agreed" less "only" is "… the user. Mark the clause agreed"), an
 * instruction rather than a reservation. (When the text holds it, a variant skipping it still serves
 * a wording whose words lie further apart than the gap: "Leave it to me to contact …".)
 */
const intactNeedleOf = boundedMemo(20_000, (phrase): Needle => {
  const { words, skips } = needleOf(phrase);
  return Object.freeze({ words, skips, required: Object.freeze(words.map((w) => FORCE.has(w))) });
}, { perTask: true });
const FORCE = new Set(contentWords('not no never nor until till yet only hold wait user requester me my myself mine without unless pending before reserved reserve keep stay remain leave'));

/**
 * Needles compiled together: every word they use, numbered (`ids`), so that a message's tokens are
 * looked up once for all of them; each needle is kept with its words as those numbers.
 */
interface Lexicon {
  readonly ids: ReadonlyMap<string, number>;
  /** per constraint (indexes line up with the constraints it was compiled for) */
  readonly wordings: readonly Wordings[];
}

/** A constraint's lexicon wordings, compiled for matching. */
interface Wordings {
  readonly intact: readonly Entry[];
  readonly weakened: readonly Entry[];
}

/** A needle and its words' numbers in its lexicon. */
interface Entry {
  readonly needle: Needle;
  readonly ids: readonly number[];
}

/** The wordings that carry a constraint with full force: the lexicon's canonical and paraphrases, and the constraint text. */
export function intactWordings(c: KeyConstraint): string[] {
  const lex: ClauseLexicon | undefined = c.lexicon;
  return [c.text, ...(lex ? [lex.canonical, ...lex.paraphrases] : [])];
}

/** The lexicon of some constraints' wordings (each a list of intact and a list of weakened phrases). */
function lexiconOf(phrases: ReadonlyArray<{ intact: readonly string[]; weakened: readonly string[] }>): Lexicon {
  const ids = new Map<string, number>();
  const entry = (phrase: string, intact: boolean): Entry => {
    const needle = intact ? intactNeedleOf(phrase) : needleOf(phrase);
    return {
      needle,
      ids: needle.words.map((w) => {
        let id = ids.get(w);
        if (id === undefined) ids.set(w, (id = ids.size));
        return id;
      }),
    };
  };
  return { ids, wordings: phrases.map((p) => ({ intact: p.intact.map((x) => entry(x, true)), weakened: p.weakened.map((x) => entry(x, false)) })) };
}

/** A constraint's intact and weakened phrases. */
function phrasesOf(c: KeyConstraint): { intact: readonly string[]; weakened: readonly string[] } {
  return { intact: intactWordings(c), weakened: c.lexicon?.weakened ?? [] };
}

/** A constraint's lexicon, compiled once per constraint object (the suite's constraints live as long as it). */
const constraintLexicon = new WeakMap<KeyConstraint, Lexicon>();
function lexiconOfConstraint(c: KeyConstraint): Lexicon {
  let lex = constraintLexicon.get(c);
  if (!lex) constraintLexicon.set(c, (lex = lexiconOf([phrasesOf(c)])));
  return lex;
}

/** The lexicon of every constraint of a task, compiled once per task: one vocabulary for all of them. */
const taskLexicon = new WeakMap<Task, Lexicon>();
function lexiconOfTask(task: Task): Lexicon {
  let lex = taskLexicon.get(task);
  if (!lex) taskLexicon.set(task, (lex = lexiconOf(task.boundary.constraints.map(phrasesOf))));
  return lex;
}

/** A message as the lexicon rule reads it: its tokens, and which words of a lexicon they hold (1 at a word's number). */
interface Hay {
  readonly tokens: readonly string[];
  readonly held: Uint8Array;
}

function hayOf(tokens: readonly string[], lex: Lexicon): Hay {
  const held = new Uint8Array(lex.ids.size);
  for (let i = 0; i < tokens.length; i++) {
    const id = lex.ids.get(tokens[i] as string);
    if (id !== undefined) held[id] = 1;
  }
  return { tokens, held };
}

/**
 * The rule above on a read message. Every word of the needle must occur in the text, except the one
 * a long entry may skip: a needle missing two words, or one when it may skip none, is absent without
 * scanning, and one missing word leaves only the variant that skips it.
 */
function needlePresent(hay: Hay, { needle, ids }: Entry): boolean {
  const { words, skips, required } = needle;
  if (words.length === 0) return false;
  let missingAt = -1;
  for (let i = 0; i < ids.length; i++) {
    if (hay.held[ids[i] as number] === 1) continue;
    if (missingAt >= 0 || skips.length === 0 || required?.[i] === true) return false;
    missingAt = i;
  }
  if (missingAt >= 0) return inOrder(hay.tokens, skips[missingAt] as readonly string[]);
  return inOrder(hay.tokens, words) || skips.some((s) => inOrder(hay.tokens, s));
}

/** Is one lexicon entry (a phrase) present in a text under the rule above? */
export function phrasePresent(text: string, phrase: string): boolean {
  const lex = lexiconOf([{ intact: [phrase], weakened: [] }]);
  return lexiconIn(hayOf(readMessage(text).tokens, lex), lex.wordings[0] as Wordings) === 'intact';
}

// Every hop message is read for every constraint of its task (each agent holds a tool some
// constraint protects), so a text's states are read once for all of them, as one frozen array,
// memoised by text for the task at hand (taskScoped: a long grid goes task by task) and bounded.
const statesOfTask = taskScoped<Task, Map<string, readonly CarriageState[]>>(() => new Map());
const STATES_LIMIT = 5_000;

/** How every constraint of a task is carried by one message (indexes line up with `task.boundary.constraints`). */
export function constraintStates(text: string, task: Task): readonly CarriageState[] {
  const memo = statesOfTask(task);
  const hit = memo.get(text);
  if (hit !== undefined) return hit;
  // Not through readMessage's memo: the states above are what is kept of the text, so keeping its
  // reading as well would only make it (its clauses and tokens) outlive the young generation.
  const reading = messageReading(text);
  const lex = lexiconOfTask(task);
  const hay = hayOf(reading.tokens, lex);
  // the cue rule reads every constraint in one walk over the clauses, done only if some constraint
  // needs it: one no lexicon wording reads, or one a wording reads intact (a clause may revoke it:
  // "… the user already approved it, so go ahead")
  let cues: { states: readonly CarriageState[]; revoked: readonly boolean[] } | null = null;
  const read: CarriageState[] = [];
  const ws = lex.wordings;
  // (most messages have no revoking clause: a lexicon wording then stands without the cue rule)
  const revoking = reading.clauses.some((c) => c.revokes) || branchesPermission(reading) || mayUndoLater(reading);
  for (let i = 0; i < ws.length; i++) {
    const lexical = lexiconIn(hay, ws[i] as Wordings);
    // (a limit on several items is read by the cue rule too: a wording may name some of them only;
    // and so is every audience limit: the clause may widen the audience it states — "inside HR and
    // the finance team")
    if (lexical === 'weakened' || (lexical === 'intact' && !revoking && (task.boundary.constraints[i] as KeyConstraint).protects.sensitive.length === 0)) read.push(lexical);
    else {
      cues ??= cueReadingIn(reading, task);
      read.push(lexical === 'intact' ? (cues.revoked[i] ? 'weakened' : 'intact') : (cues.states[i] as CarriageState));
    }
  }
  const states = Object.freeze(read);
  if (memo.size >= STATES_LIMIT) memo.clear();
  memo.set(text, states);
  return states;
}

/**
 * How a constraint is carried by one message: first by the lexicon (canonical/paraphrase → intact,
 * only a weakened wording → weakened); when no lexicon entry is present and the task is given, by the
 * cue rule of clause-cues.ts, which reads free paraphrases.
 */
export function carriageInText(text: string, c: KeyConstraint, task?: Task): CarriageState {
  const i = task ? task.boundary.constraints.indexOf(c) : -1;
  if (task && i >= 0) return constraintStates(text, task)[i] as CarriageState;
  return lexiconCarriage(readMessage(text), c) ?? (task ? cueCarriage(text, c, task) : 'missing');
}

/** The lexicon's reading of a constraint in a message: intact, weakened, or null when no entry of it is present. */
function lexiconCarriage(reading: MessageReading, c: KeyConstraint): CarriageState | null {
  const lex = lexiconOfConstraint(c);
  return lexiconIn(hayOf(reading.tokens, lex), lex.wordings[0] as Wordings);
}

/** lexiconCarriage with the constraint's wordings already compiled and the message's words looked up. */
function lexiconIn(hay: Hay, w: Wordings): CarriageState | null {
  if (anyPresent(hay, w.intact)) return 'intact';
  if (anyPresent(hay, w.weakened)) return 'weakened';
  return null;
}

function anyPresent(hay: Hay, entries: readonly Entry[]): boolean {
  for (let i = 0; i < entries.length; i++) if (needlePresent(hay, entries[i] as Entry)) return true;
  return false;
}

const RANK: Record<CarriageState, number> = { intact: 2, weakened: 1, missing: 0 };

/** The better of two carriage states (several messages on one edge: the best one counts). */
export function bestState(a: CarriageState, b: CarriageState): CarriageState {
  return RANK[a] >= RANK[b] ? a : b;
}
