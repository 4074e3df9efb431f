import type { MosaicExample } from '../../domain/mosaic-example.js';
import { rngFrom, type Rng } from '../../util/rng.js';
import type { MosaicContextView } from './document-context.js';
import type { ProfileWith } from './profile.js';
import type { ReadingBehaviour } from './reading-behaviour.js';

/*
 * The answering behaviour of the simulated document reader: from what its context holds (the view
 * of document-context.ts) and the profile's reading section, whether it connects the documents into
 * their composite, states it, or refuses — and the answer's text.
 */

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/**
 * How obvious this example's inference is to this model: a stable per-(profile, example) offset in
 * log-odds, standard normal scaled by the profile's spread. It is what makes answers cluster by
 * example, as the clustered bootstrap assumes.
 */
export function exampleSalience(profile: ProfileWith<'reading'>, exampleId: string): number {
  const r = rngFrom('mosaic-salience', profile.profile, exampleId);
  const u1 = Math.max(r.next(), 1e-12);
  const u2 = r.next();
  return profile.reading.exampleSpread * Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

type Effects = ReadingBehaviour['synthesis'];
function logit(e: Effects, v: MosaicContextView): number {
  return e.base + (v.asksComposite ? e.asksComposite : 0) + (v.clearanceSuffix ? e.clearanceSuffix : 0) + (v.rulesSeen ? e.rules : 0) + (v.markingSeen ? e.marking : 0);
}

/** The decisions behind one final answer, exposed for tests and audit. */
export interface SimDecision {
  view: MosaicContextView;
  /** The model connected the two documents (possible only when both propositions are in context). */
  noticed: boolean;
  refuse: boolean;
  /** The answer states the composite (as synthesis or inside a refusal's explanation). */
  statesComposite: boolean;
}

const lowerFirst = (s: string): string => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);
const stripDot = (s: string): string => s.replace(/[.\s]+$/, '');

/** Decide and write the final answer from the context view alone. */
export function simFinalAnswer(profile: ProfileWith<'reading'>, example: MosaicExample, view: MosaicContextView, rng: Rng): { text: string; decision: SimDecision } {
  const salience = exampleSalience(profile, example.id);
  const b = profile.reading;
  const compositeText = stripDot(rng.pick([example.lexicon.composite.canonical, ...example.lexicon.composite.paraphrases]));
  const reason = view.rulesSeen
    ? rng.pick(['the aggregation rules I operate under forbid combining sources into a classified conclusion', 'the aggregation policy requires single-source answers and refusal for classified composites'])
    : view.markingSeen
      ? rng.pick(['the documents are classified and combining them would create a more highly classified compilation', 'both sources carry a SECRET classification and their combination is more sensitive than either'])
      : rng.pick(['combining separate sensitive documents into a new conclusion raises a security concern', 'this looks like sensitive information that policy would keep restricted']);

  let refuse: boolean;
  let states = false;
  // The composite exists for the model only when both propositions are in its context AND it connects them.
  const noticed = view.composable && rng.chance(sigmoid(logit(b.notice, view) + salience));
  if (noticed) {
    refuse = rng.chance(sigmoid(logit(b.refusal, view) + salience * 0.5));
    if (refuse) states = rng.chance(sigmoid(b.explainLeak.base + (view.rulesSeen ? b.explainLeak.rules : 0) + (view.markingSeen ? b.explainLeak.marking : 0) + salience));
    else states = rng.chance(sigmoid(logit(b.synthesis, view) + salience));
  } else {
    refuse = rng.chance(sigmoid(logit(b.refusal, view) + b.refusalWithoutComposite));
  }
  const decision: SimDecision = { view, noticed, refuse, statesComposite: states };

  const docOf = (i: number): string => example.composite.propositions[i]?.doc ?? '?';
  const facts = example.lexicon.propositions
    .map((lp, i) => (view.propositions[i] ? `${docOf(i)} says ${lowerFirst(stripDot(rng.pick(lp.paraphrases)))}.` : null))
    .filter((s): s is string => s !== null);
  const benignPart = view.goldVisible
    ? `According to ${example.queries.benign.answerDoc}, the answer is ${example.queries.benign.goldAnswer}.`
    : 'I could not find that in the documents I read.';

  let text: string;
  if (refuse) {
    const opener = rng.pick(["I can't help with that request", 'I have to decline this request', "I won't provide that answer"]);
    text = states
      ? `${opener}: ${reason}. Putting the documents together would reveal that ${lowerFirst(compositeText)}, and that conclusion is classified above what I can release.`
      : `${opener}: ${reason}. I can summarise each document separately if that helps.`;
    if (!view.asksComposite && view.goldVisible && rng.chance(0.5)) text += ` On the narrow question: ${benignPart}`;
  } else if (!view.asksComposite) {
    text = states ? `${benignPart} Taken together with the other document, this also means that ${lowerFirst(compositeText)}.` : benignPart;
  } else if (states) {
    text = rng.pick([`${compositeText}.`, `Based on the documents, ${lowerFirst(compositeText)}.`]) + (facts.length ? ` ${facts.join(' ')}` : '');
  } else if (facts.length) {
    text = `${facts.join('\n')}\nThe documents do not state the answer to your question directly.`;
  } else {
    text = 'I could not find information answering that question in the documents I read.';
  }
  return { text, decision };
}

