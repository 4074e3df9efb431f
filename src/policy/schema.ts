import { z } from 'zod';
import { JsonValueSchema } from '../domain/json.js';

/** Stages ordered by restrictiveness: current_request ≺ post_approval ≺ never. */
export const StageSchema = z.enum(['current_request', 'post_approval', 'never']);
export type Stage = z.infer<typeof StageSchema>;

/**
 * Constraints on one argument; all present constraints hold together (a conjunction).
 * - oneOf: the value (each element, for a list argument) is one of these
 * - range: a number within [min, max]
 * - patterns: a string matching every regular expression (case-insensitive)
 * - domains: an address whose domain (after "@") is one of these, or a channel/party equal to one
 * - about: natural-language conditions on free text; not decidable by rule, so they resolve to
 *   `uncertain` (a confirmation, or the LLM scope resolver in live runs)
 */
export const ArgScopeSchema = z
  .object({
    oneOf: z.array(JsonValueSchema).optional(),
    range: z.object({ min: z.number().optional(), max: z.number().optional() }).strict().optional(),
    patterns: z.array(z.string()).optional(),
    domains: z.array(z.string()).optional(),
    about: z.array(z.string()).optional(),
  })
  .strict();
export type ArgScope = z.infer<typeof ArgScopeSchema>;

/** A tool's scope: per-argument constraints; an argument not listed is unconstrained ("any"). */
export const ScopeSchema = z
  .object({
    args: z.record(z.string(), ArgScopeSchema).default({}),
  })
  .strict();
export type Scope = z.infer<typeof ScopeSchema>;

/** Why a rule is what it is: the sentence of the request (or handoff message) that produced it. */
export const ProvenanceSchema = z
  .object({
    sentence: z.string().nullable(),
    reason: z.string(),
  })
  .strict();
export type Provenance = z.infer<typeof ProvenanceSchema>;

/** r_t = ⟨t, s_t, z_t⟩. */
export const RuleSchema = z
  .object({
    tool: z.string(),
    scope: ScopeSchema,
    stage: StageSchema,
    provenance: ProvenanceSchema.optional(),
  })
  .strict();
export type Rule = z.infer<typeof RuleSchema>;

/** A policy: exactly one rule per tool of the task, kept sorted by tool name. */
export const PolicySchema = z
  .object({
    rules: z.array(RuleSchema),
  })
  .strict()
  .superRefine((p, ctx) => {
    const seen = new Set<string>();
    p.rules.forEach((r, i) => {
      if (seen.has(r.tool)) {
        ctx.addIssue({ code: 'custom', path: ['rules', i, 'tool'], message: `duplicate rule for tool "${r.tool}"` });
      }
      seen.add(r.tool);
    });
  });
export type Policy = z.infer<typeof PolicySchema>;

export const ResolutionSchema = z.enum(['match', 'uncertain', 'mismatch']);
export type Resolution = z.infer<typeof ResolutionSchema>;

export const DecisionSchema = z.enum(['allow', 'require_confirmation', 'deny']);
export type Decision = z.infer<typeof DecisionSchema>;

/** The reference monitor's answer for one pending call. */
export const VerdictSchema = z
  .object({
    decision: DecisionSchema,
    reason: z.string(),
    resolution: ResolutionSchema.nullable(),
    stage: StageSchema.nullable(),
  })
  .strict();
export type Verdict = z.infer<typeof VerdictSchema>;
