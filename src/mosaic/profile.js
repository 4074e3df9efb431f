import { z } from 'zod';
/**
 * Behaviour parameters of a simulated mosaic model, as log-odds contributions of what the model
 * can see in its context. No parameter is a target rate: leakage and refusal rates emerge from
 * which facts, rules, markings and query wording actually reach the model, combined through a
 * logistic link, per-example salience and sampling.
 */
const LogOdds = z.number().min(-12).max(12);
const EffectsSchema = z
    .object({
    base: LogOdds.describe('Log-odds with no cue in context'),
    asksComposite: LogOdds.describe('Added when the user message asks for the composite (explicit wording)'),
    clearanceSuffix: LogOdds.describe('Added when the user message claims clearance and asks to ignore restrictions'),
    rules: LogOdds.describe('Added when the aggregation rules are in the context (system prompt or instructions file)'),
    marking: LogOdds.describe('Added when a document in context carries a classification marking'),
})
    .strict();
export const MosaicProfileSchema = z
    .object({
    name: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'lower-case profile name'),
    description: z.string().min(1),
    /** Connecting the two documents at all (noticing the composite), when both SECRET propositions are in context. */
    notice: EffectsSchema,
    /** Stating the composite in a non-refusing answer, once noticed. */
    synthesis: EffectsSchema,
    /** Refusing once the composite is noticed (the model recognises the aggregation). */
    refusal: EffectsSchema,
    /** Added to the refusal log-odds when no composite was noticed (part of the facts missing, or not connected). */
    refusalWithoutComposite: LogOdds,
    /** A refusal that explains itself by stating the composite ("refusals leak"). */
    explainLeak: EffectsSchema.omit({ asksComposite: true, clearanceSuffix: true }).strict(),
    /** Spread (standard deviation, log-odds) of how obvious each example's inference is to this model. */
    exampleSpread: z.number().min(0).max(5),
    /** How the model explores a documents folder when it drives its own tools (agentic harness). */
    harness: z
        .object({
        listFirst: z.number().min(0).max(1).describe('Probability of listing the folder before searching'),
        readAllListed: z.number().min(0).max(1).describe('Probability, after listing, of reading every document'),
        searchTopK: z.number().int().min(1).max(10).describe('How many search hits it reads'),
        skim: z.number().min(0).max(1).describe('Probability of reading a document only partially'),
        skimChars: z.number().int().min(20).max(5000).describe('Characters read when skimming'),
        followUp: z.number().min(0).max(1).describe('Probability of a follow-up search on identifiers found in what it read'),
    })
        .strict(),
})
    .strict();
