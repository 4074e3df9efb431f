/**
 * The shape of an authority policy — stages, per-argument constraints, scopes, rules, policies and
 * the reference monitor's verdict — as the domain records and reads it (trajectories, policy files).
 *
 * These schemas check structure only: every constraint well formed (a pattern in RE2 syntax, finite
 * numbers, no unknown key), one rule per tool. They do not rewrite what they read: the normal forms
 * (a scope's normalised constraints, a policy's rules by tool) are the lattice's, one layer up, and
 * src/policy/schema.ts parses into them (ScopeSchema, RuleSchema, PolicySchema). What the runtime
 * records is already in normal form, so a trajectory read back holds its policies as they were written.
 */
import { z } from 'zod';
import { JsonValueSchema, ownRecord } from './json.js';
import { patternProblem } from '../text/pattern.js';
import { keyedRecord } from '../util/keyed.js';

/** Stages ordered by restrictiveness: current_request ≺ post_approval ≺ never. */
export const StageSchema = z.enum(['current_request', 'post_approval', 'never']);
export type Stage = z.infer<typeof StageSchema>;

/**
 * Constraints on one argument; all present constraints hold together (a conjunction).
 * - oneOf: the value (each element, for a list argument) is one of these
 * - range: a number within [min, max]
 * - patterns: a string matching every regular expression (RE2 syntax, case-insensitive; see text/pattern.ts)
 * - domains: an address whose domain (after "@") is one of these, or a channel/party equal to one
 * - about: natural-language conditions on free text; not decidable by rule, so they resolve to
 *   `uncertain` (a confirmation, or the LLM scope resolver in live runs); a blank one is no condition
 * Numbers are finite (zod's number rejects NaN and ±Infinity).
 */
export const ArgScopeSchema = z
  .object({
    oneOf: z.array(JsonValueSchema).optional(),
    range: z.object({ min: z.number().optional(), max: z.number().optional() }).strict().optional(),
    patterns: z
      .array(
        z.string().superRefine((p, ctx) => {
          const problem = patternProblem(p);
          if (problem !== null) ctx.addIssue({ code: 'custom', message: `unusable pattern (RE2 syntax expected): ${problem}` });
        }),
      )
      .optional(),
    domains: z.array(z.string()).optional(),
    about: z.array(z.string()).optional(),
  })
  .strict();
export type ArgScope = z.infer<typeof ArgScopeSchema>;

/** A tool's scope: per-argument constraints; an argument not listed is unconstrained ("any"). */
export interface Scope {
  args: Record<string, ArgScope>;
}

/** A scope as written (arguments in null-prototype records, constraints as given). */
export const ScopeShapeSchema = z
  .object({
    args: ownRecord(ArgScopeSchema).default(() => keyedRecord<ArgScope>()),
  })
  .strict();

/** Why a rule is what it is: the sentence of the request (or handoff message) that produced it. */
export const ProvenanceSchema = z
  .object({
    sentence: z.string().nullable(),
    reason: z.string(),
  })
  .strict();
export type Provenance = z.infer<typeof ProvenanceSchema>;

/** r_t = ⟨t, s_t, z_t⟩, as written. */
export const RuleShapeSchema = z
  .object({
    tool: z.string(),
    scope: ScopeShapeSchema,
    stage: StageSchema,
    provenance: ProvenanceSchema.optional(),
  })
  .strict();
export type Rule = z.infer<typeof RuleShapeSchema>;

/** A policy: exactly one rule per tool of the task (a second rule for a tool is an error). */
export const PolicyShapeSchema = z
  .object({
    rules: z.array(RuleShapeSchema),
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
export type Policy = z.infer<typeof PolicyShapeSchema>;

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
