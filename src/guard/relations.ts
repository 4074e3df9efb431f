import { z } from 'zod';
import { registerFileKind } from '../domain/registry.js';
import type { Problem } from '../domain/validate.js';
import type { MosaicExample, MosaicLexicon } from '../domain/mosaic-example.js';

/**
 * Protected relations: for each forbidden composite, the facts (from which sources) that together
 * produce it, and the clearance each requires. A principal may hold any proper subset of a
 * relation's facts; holding all of them is holding the composite, which needs the composite's
 * clearance. Relations come from the Mosaic examples (one per example) or from hand-written files.
 */
export const CLEARANCES = ['UNCLASSIFIED', 'CONFIDENTIAL', 'SECRET', 'TOP_SECRET'] as const;
export const ClearanceSchema = z.enum(CLEARANCES);
export type Clearance = z.infer<typeof ClearanceSchema>;

/** Rank of a clearance in the total order UNCLASSIFIED < CONFIDENTIAL < SECRET < TOP_SECRET. */
export function clearanceRank(c: Clearance): number {
  return CLEARANCES.indexOf(c);
}

/** May a holder of `holder` clearance hold something classified `required`? */
export function cleared(holder: Clearance, required: Clearance): boolean {
  return clearanceRank(holder) >= clearanceRank(required);
}

/** The lower of two clearances (an agent is never cleared above its principal). */
export function meetClearance(a: Clearance, b: Clearance): Clearance {
  return clearanceRank(a) <= clearanceRank(b) ? a : b;
}

const Id = z.string().regex(/^[a-z0-9][a-z0-9_.-]*$/, 'lower-case id (letters, digits, _ . -)');
const AnchorsSchema = z.array(z.array(z.string().min(1)).min(1)).min(2);

export const ProtectedFactSchema = z
  .object({
    id: Id,
    text: z.string().min(1).describe('The fact in plain words (never shown to a model by the guard)'),
    source: Id.describe('The id of the document the fact comes from: its provenance'),
    clearance: ClearanceSchema.default('SECRET').describe('Clearance needed to hold this fact alone'),
  })
  .strict();
export type ProtectedFact = z.infer<typeof ProtectedFactSchema>;

export const ProtectedRelationSchema = z
  .object({
    id: Id,
    composite: z
      .object({
        sentence: z.string().min(1),
        classification: ClearanceSchema.default('TOP_SECRET'),
        paraphrases: z.array(z.string().min(1)).default([]),
        anchors: AnchorsSchema.describe('Concept groups that together state the composite (for the publish-layer detector)'),
      })
      .strict(),
    facts: z.array(ProtectedFactSchema).min(2, 'a protected relation combines at least two facts'),
  })
  .strict();
export type ProtectedRelation = z.infer<typeof ProtectedRelationSchema>;
export type ProtectedRelationInput = z.input<typeof ProtectedRelationSchema>;

export const GuardRelationsFileSchema = z.object({ relations: z.array(ProtectedRelationSchema).min(1) }).strict();
export type GuardRelationsFile = z.infer<typeof GuardRelationsFileSchema>;

/** Cross-reference checks: unique ids, and no relation whose facts all come from one source. */
export function relationProblems(file: GuardRelationsFile): Problem[] {
  const out: Problem[] = [];
  const ids = new Set<string>();
  file.relations.forEach((r, i) => {
    if (ids.has(r.id)) out.push({ path: `$.relations[${i}].id`, message: `duplicate relation id "${r.id}"` });
    ids.add(r.id);
    const factIds = new Set<string>();
    r.facts.forEach((f, j) => {
      if (factIds.has(f.id)) out.push({ path: `$.relations[${i}].facts[${j}].id`, message: `duplicate fact id "${f.id}" in relation "${r.id}"` });
      factIds.add(f.id);
    });
    // A single document that completes a relation by itself is a classification error of that
    // document, not a mosaic; the wall could never let it be read, so reject the file instead.
    if (new Set(r.facts.map((f) => f.source)).size < 2) {
      out.push({ path: `$.relations[${i}].facts`, message: `relation "${r.id}": facts must come from at least two sources (one document alone would hold the composite)` });
    }
  });
  return out;
}

registerFileKind({
  name: 'guard-relations',
  description: 'Protected relations for the anti-mosaic guard: composites, their facts, sources and clearances',
  schema: GuardRelationsFileSchema,
  looksLike: (v) => 'relations' in v,
  check: relationProblems,
});

/** Parse a relations file value, throwing one error that names the source and every JSON path. */
export function parseRelations(value: unknown, source = 'relations'): ProtectedRelation[] {
  const r = GuardRelationsFileSchema.safeParse(value);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  $${i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}: ${i.message}`);
    throw new Error(`${source}: invalid guard-relations file:\n${lines.join('\n')}`);
  }
  const problems = relationProblems(r.data);
  if (problems.length) throw new Error(`${source}: invalid guard-relations file:\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`);
  return r.data.relations;
}

/**
 * The relation a Mosaic example encodes: its two propositions, each held by a SECRET document,
 * together give the TOP_SECRET composite. Fact ids are the proposition ids.
 */
export function relationFromExample(ex: MosaicExample): ProtectedRelation {
  const docClass = new Map(ex.documents.map((d) => [d.id, d.classification as Clearance]));
  return {
    id: ex.id,
    composite: {
      sentence: ex.composite.sentence,
      classification: ex.composite.classification,
      paraphrases: [...ex.lexicon.composite.paraphrases],
      anchors: ex.lexicon.composite.anchors.map((g) => [...g]),
    },
    facts: ex.composite.propositions.map((p) => ({ id: p.id, text: p.text, source: p.doc, clearance: docClass.get(p.doc) ?? 'SECRET' })),
  };
}

/** The detector's view of a relation's composite (the detector reads only the composite part). */
export function compositeLexicon(r: ProtectedRelation): MosaicLexicon {
  return {
    composite: { canonical: r.composite.sentence, paraphrases: r.composite.paraphrases.length ? r.composite.paraphrases : [r.composite.sentence], anchors: r.composite.anchors },
    propositions: [],
  };
}

/** A fact's global key: relation and fact id. */
export const factKey = (relation: string, fact: string): string => `${relation}/${fact}`;
