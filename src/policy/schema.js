import { z } from 'zod';
import { JsonValueSchema, ownRecord } from '../domain/json.js';
import { patternProblem } from './pattern.js';
import { canonicalPolicy } from './policy.js';
import { normalizeScope } from './scope.js';
import { keyedRecord } from '../util/keyed.js';
/** Stages ordered by restrictiveness: current_request ≺ post_approval ≺ never. */
export const StageSchema = z.enum(['current_request', 'post_approval', 'never']);
/**
 * Constraints on one argument; all present constraints hold together (a conjunction).
 * - oneOf: the value (each element, for a list argument) is one of these
 * - range: a number within [min, max]
 * - patterns: a string matching every regular expression (RE2 syntax, case-insensitive; see pattern.ts)
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
        .array(z.string().superRefine((p, ctx) => {
        const problem = patternProblem(p);
        if (problem !== null)
            ctx.addIssue({ code: 'custom', message: `unusable pattern (RE2 syntax expected): ${problem}` });
    }))
        .optional(),
    domains: z.array(z.string()).optional(),
    about: z.array(z.string()).optional(),
})
    .strict();
const ScopeShape = z
    .object({
    args: ownRecord(ArgScopeSchema).default(() => keyedRecord()),
})
    .strict();
/** A scope, parsed into its normal form (normalizeScope): what every parsed policy and proposal holds. */
export const ScopeSchema = ScopeShape.transform((s) => normalizeScope(s));
/** Why a rule is what it is: the sentence of the request (or handoff message) that produced it. */
export const ProvenanceSchema = z
    .object({
    sentence: z.string().nullable(),
    reason: z.string(),
})
    .strict();
/** r_t = ⟨t, s_t, z_t⟩. */
export const RuleSchema = z
    .object({
    tool: z.string(),
    scope: ScopeSchema,
    stage: StageSchema,
    provenance: ProvenanceSchema.optional(),
})
    .strict();
/** A policy: exactly one rule per tool of the task (a second rule for a tool is an error). */
const PolicyShape = z
    .object({
    rules: z.array(RuleSchema),
})
    .strict()
    .superRefine((p, ctx) => {
    const seen = new Set();
    p.rules.forEach((r, i) => {
        if (seen.has(r.tool)) {
            ctx.addIssue({ code: 'custom', path: ['rules', i, 'tool'], message: `duplicate rule for tool "${r.tool}"` });
        }
        seen.add(r.tool);
    });
});
/** A policy, parsed into its canonical form (canonicalPolicy: rules by tool, scopes normalised). */
export const PolicySchema = PolicyShape.transform((p) => canonicalPolicy(p));
export const ResolutionSchema = z.enum(['match', 'uncertain', 'mismatch']);
export const DecisionSchema = z.enum(['allow', 'require_confirmation', 'deny']);
/** The reference monitor's answer for one pending call. */
export const VerdictSchema = z
    .object({
    decision: DecisionSchema,
    reason: z.string(),
    resolution: ResolutionSchema.nullable(),
    stage: StageSchema.nullable(),
})
    .strict();
