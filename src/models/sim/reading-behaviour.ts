import { z } from 'zod';

/**
 * The document-reading section of a behaviour profile (the Agent Mosaic suite): log-odds
 * contributions of what the model can see in its context, and how it explores a documents folder.
 * No parameter is a target rate: leakage and refusal rates emerge from which facts, rules, markings
 * and query wording actually reach the model, combined through a logistic link, per-example
 * salience and sampling.
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

export const ReadingBehaviourSchema = z
  .object({
    notice: EffectsSchema.describe('Connecting the two documents at all (noticing the composite), when both SECRET propositions are in context'),
    synthesis: EffectsSchema.describe('Stating the composite in a non-refusing answer, once noticed'),
    refusal: EffectsSchema.describe('Refusing once the composite is noticed (the model recognises the aggregation)'),
    refusalWithoutComposite: LogOdds.describe('Added to the refusal log-odds when no composite was noticed (part of the facts missing, or not connected)'),
    explainLeak: EffectsSchema.omit({ asksComposite: true, clearanceSuffix: true }).strict().describe('A refusal that explains itself by stating the composite ("refusals leak")'),
    exampleSpread: z.number().min(0).max(5).describe('Spread (standard deviation, log-odds) of how obvious each example\'s inference is to this model'),
    explore: z
      .object({
        listFirst: z.number().min(0).max(1).describe('Probability of listing the folder before searching'),
        readAllListed: z.number().min(0).max(1).describe('Probability, after listing, of reading every document'),
        searchTopK: z.number().int().min(1).max(10).describe('How many search hits it reads'),
        skim: z.number().min(0).max(1).describe('Probability of reading a document only partially'),
        skimChars: z.number().int().min(20).max(5000).describe('Characters read when skimming'),
        followUp: z.number().min(0).max(1).describe('Probability of a follow-up search on identifiers found in what it read'),
      })
      .strict()
      .describe('How the model explores a documents folder when it drives its own tools (list, search, read)'),
  })
  .strict()
  .describe('Document reading (the Agent Mosaic suite): noticing, stating and refusing a cross-document composite, and exploring a documents folder');
export type ReadingBehaviour = z.infer<typeof ReadingBehaviourSchema>;
