import { factKey, type ProtectedRelation } from './relations.js';

/**
 * Provenance labels, in the style of information-flow control. A label says "this value may carry
 * fact F of relation R, which came from source S". Labels attach to values by where they came from,
 * never by what their words look like: a document carries the labels of the facts it holds; a tool
 * result carries the labels of every document whose content it includes; anything an agent writes
 * carries every label of its context at the time of writing. A paraphrase no lexicon knows is
 * therefore labelled exactly like a verbatim quote.
 *
 * Everything here is immutable: label sets are frozen, sorted and de-duplicated, so equal sets are
 * equal arrays and joins are order-independent.
 */
export interface Label {
  readonly relation: string;
  readonly fact: string;
  readonly source: string;
}

export type LabelSet = readonly Label[];

/** A value together with the labels of everything it was derived from. */
export interface Labeled<T> {
  readonly value: T;
  readonly labels: LabelSet;
}

export const labelKey = (l: Label): string => `${l.relation}/${l.fact}@${l.source}`;

export const EMPTY_LABELS: LabelSet = Object.freeze([]);

/** A canonical label set from any labels (sorted by key, duplicates removed, frozen). */
export function labelSet(labels: Iterable<Label>): LabelSet {
  const byKey = new Map<string, Label>();
  for (const l of labels) {
    const k = labelKey(l);
    if (!byKey.has(k)) byKey.set(k, Object.freeze({ relation: l.relation, fact: l.fact, source: l.source }));
  }
  return Object.freeze([...byKey.keys()].sort().map((k) => byKey.get(k) as Label));
}

/** The least upper bound of label sets: everything any of them carries. */
export function joinLabels(...sets: ReadonlyArray<LabelSet>): LabelSet {
  if (sets.length === 1) return sets[0] as LabelSet;
  return labelSet(sets.flat());
}

/** Is every label of `a` in `b`? */
export function subsetOf(a: LabelSet, b: LabelSet): boolean {
  const keys = new Set(b.map(labelKey));
  return a.every((l) => keys.has(labelKey(l)));
}

/** The facts a label set carries, as relation/fact keys (sources merged). */
export function factsOf(labels: LabelSet): Set<string> {
  return new Set(labels.map((l) => factKey(l.relation, l.fact)));
}

function labelsIn(v: Labeled<unknown> | LabelSet): LabelSet {
  return Array.isArray(v) ? (v as LabelSet) : (v as Labeled<unknown>).labels;
}

/** Attach labels to a value. */
export function labeled<T>(value: T, labels: LabelSet = EMPTY_LABELS): Labeled<T> {
  return Object.freeze({ value, labels: labelSet(labels) });
}

/**
 * A value written from inputs: it carries the union of their labels, whatever its wording
 * (taint propagation; the writer cannot launder a fact by rephrasing it).
 */
export function derive<T>(value: T, ...inputs: ReadonlyArray<Labeled<unknown> | LabelSet>): Labeled<T> {
  return labeled(value, joinLabels(...inputs.map(labelsIn)));
}

/** The labels of one source document: every protected fact whose provenance is that document. */
export function labelsOfSource(relations: readonly ProtectedRelation[], sourceId: string): LabelSet {
  const out: Label[] = [];
  for (const r of relations) for (const f of r.facts) if (f.source === sourceId) out.push({ relation: r.id, fact: f.id, source: sourceId });
  return labelSet(out);
}

/**
 * One agent's context as the guard sees it: which labels have entered it. Observing a value adds
 * its labels; what the agent writes next carries all of them.
 */
export interface ContextLabels {
  readonly agent: string;
  readonly labels: LabelSet;
}

export const emptyContext = (agent: string): ContextLabels => Object.freeze({ agent, labels: EMPTY_LABELS });

/** The context after the agent has seen a value. */
export function observe(ctx: ContextLabels, value: Labeled<unknown> | LabelSet): ContextLabels {
  return Object.freeze({ agent: ctx.agent, labels: joinLabels(ctx.labels, labelsIn(value)) });
}

/** Text the agent writes now, labelled by its whole context. */
export function write(ctx: ContextLabels, text: string): Labeled<string> {
  return labeled(text, ctx.labels);
}
