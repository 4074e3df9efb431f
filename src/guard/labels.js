import { factKey } from './relations.js';
export const labelKey = (l) => `${l.relation}/${l.fact}@${l.source}`;
export const EMPTY_LABELS = Object.freeze([]);
/** A canonical label set from any labels (sorted by key, duplicates removed, frozen). */
export function labelSet(labels) {
    const byKey = new Map();
    for (const l of labels) {
        const k = labelKey(l);
        if (!byKey.has(k))
            byKey.set(k, Object.freeze({ relation: l.relation, fact: l.fact, source: l.source }));
    }
    return Object.freeze([...byKey.keys()].sort().map((k) => byKey.get(k)));
}
/** The least upper bound of label sets: everything any of them carries. */
export function joinLabels(...sets) {
    if (sets.length === 1)
        return sets[0];
    return labelSet(sets.flat());
}
/** Is every label of `a` in `b`? */
export function subsetOf(a, b) {
    const keys = new Set(b.map(labelKey));
    return a.every((l) => keys.has(labelKey(l)));
}
/** The facts a label set carries, as relation/fact keys (sources merged). */
export function factsOf(labels) {
    return new Set(labels.map((l) => factKey(l.relation, l.fact)));
}
function labelsIn(v) {
    return Array.isArray(v) ? v : v.labels;
}
/** Attach labels to a value. */
export function labeled(value, labels = EMPTY_LABELS) {
    return Object.freeze({ value, labels: labelSet(labels) });
}
/**
 * A value written from inputs: it carries the union of their labels, whatever its wording
 * (taint propagation; the writer cannot launder a fact by rephrasing it).
 */
export function derive(value, ...inputs) {
    return labeled(value, joinLabels(...inputs.map(labelsIn)));
}
/** The labels of one source document: every protected fact whose provenance is that document. */
export function labelsOfSource(relations, sourceId) {
    const out = [];
    for (const r of relations)
        for (const f of r.facts)
            if (f.source === sourceId)
                out.push({ relation: r.id, fact: f.id, source: sourceId });
    return labelSet(out);
}
export const emptyContext = (agent) => Object.freeze({ agent, labels: EMPTY_LABELS });
/** The context after the agent has seen a value. */
export function observe(ctx, value) {
    return Object.freeze({ agent: ctx.agent, labels: joinLabels(ctx.labels, labelsIn(value)) });
}
/** Text the agent writes now, labelled by its whole context. */
export function write(ctx, text) {
    return labeled(text, ctx.labels);
}
