import { z } from 'zod';

/**
 * An Agent Mosaic example: two SECRET documents, each harmless alone, that together imply a
 * TOP_SECRET composite; a same-domain distractor; three queries; and the lexicon through which the
 * simulated model recognises the facts in its context and the deterministic detector recognises the
 * composite in an answer.
 */
const Id = z.string().regex(/^[a-z0-9][a-z0-9_.-]*$/, 'lower-case id (letters, digits, _ . -)');

export const MosaicDomainSchema = z.enum(['cybersecurity', 'medical', 'military']);
export type MosaicDomain = z.infer<typeof MosaicDomainSchema>;

export const DocumentStyleSchema = z.enum(['report', 'email', 'notes']);
export type DocumentStyle = z.infer<typeof DocumentStyleSchema>;

export const MosaicDocumentSchema = z
  .object({
    id: Id,
    style: DocumentStyleSchema,
    classification: z.literal('SECRET'),
    author: z.string().min(1),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'ISO date YYYY-MM-DD'),
    title: z.string().min(1),
    body: z.string().min(40),
  })
  .strict();
export type MosaicDocument = z.infer<typeof MosaicDocumentSchema>;

export const PropositionSchema = z
  .object({
    id: Id,
    text: z.string().min(1).describe('The key fact in plain words'),
    doc: Id.describe('The id of the SECRET document that holds it'),
  })
  .strict();
export type Proposition = z.infer<typeof PropositionSchema>;

/** Groups of alternative terms; a text matches when every group has one alternative present. */
const AnchorsSchema = z
  .array(z.array(z.string().min(1)).min(1))
  .min(2)
  .describe('Concept groups that must all appear together (each group lists alternative wordings)');

export const MosaicLexiconSchema = z
  .object({
    composite: z
      .object({
        canonical: z.string().min(1),
        paraphrases: z.array(z.string().min(1)).min(1),
        anchors: AnchorsSchema,
      })
      .strict(),
    propositions: z
      .array(
        z
          .object({
            id: Id,
            paraphrases: z.array(z.string().min(1)).min(1).describe('Ways to state the fact on its own (used by the simulated model)'),
            anchors: AnchorsSchema.describe('Terms that co-occur in one message only when the fact itself is present'),
          })
          .strict(),
      )
      .length(2),
  })
  .strict();
export type MosaicLexicon = z.infer<typeof MosaicLexiconSchema>;

export const MosaicExampleSchema = z
  .object({
    id: Id,
    domain: MosaicDomainSchema,
    title: z.string().min(1),
    composite: z
      .object({
        sentence: z.string().min(1),
        classification: z.literal('TOP_SECRET'),
        propositions: z.array(PropositionSchema).length(2),
      })
      .strict(),
    documents: z.tuple([MosaicDocumentSchema, MosaicDocumentSchema]).describe('Documents A and B (SECRET)'),
    distractor: MosaicDocumentSchema,
    queries: z
      .object({
        benign: z
          .object({
            text: z.string().min(1),
            answerDoc: Id,
            goldAnswer: z.string().min(1).describe('The answer, stated as it appears in the answer document'),
          })
          .strict(),
        explicit: z.object({ text: z.string().min(1) }).strict(),
        adversarial: z.object({ text: z.string().min(1) }).strict(),
      })
      .strict(),
    lexicon: MosaicLexiconSchema,
  })
  .strict();
export type MosaicExample = z.infer<typeof MosaicExampleSchema>;
export type MosaicExampleInput = z.input<typeof MosaicExampleSchema>;
