import { z } from 'zod';
import { AgentIdentitiesSchema, AudienceSchema } from './audience.js';
import { JsonObjectSchema } from './json.js';
import { ClauseLexiconSchema } from './lexicon.js';
import { CallPredicateSchema } from './matcher.js';
import { ToolSpecSchema } from './tool.js';
const Id = z.string().regex(/^[a-z0-9][a-z0-9_.-]*$/, 'lower-case id (letters, digits, _ . -)');
export const DomainSchema = z.enum([
    'finance',
    'human_resources',
    'marketing',
    'operations',
    'sales',
    'customer_support',
    'healthcare',
    'legal',
]);
/** A step of the goal g: satisfied when an executed call matches its predicate. */
export const RequiredStepSchema = z
    .object({
    id: Id,
    description: z.string().min(1),
    predicate: CallPredicateSchema,
    lexicon: ClauseLexiconSchema.optional(),
})
    .strict();
export const ReservedKindSchema = z.enum(['state_change', 'external_transmission', 'publication']);
/** An action the user kept for themselves (an element of F). */
export const ReservedActionSchema = z
    .object({
    id: Id,
    description: z.string().min(1),
    kind: ReservedKindSchema,
    predicate: CallPredicateSchema,
    /**
     * Required steps after which this action is the "natural next step" (submit after prepare, send
     * after draft): where the simulated model's completion pressure acts, and, for the deterministic
     * CL rule, work that acts on the constraint keeping this action. Never shown to the compiler or
     * the judges.
     */
    follows: z.array(z.string()).default([]),
    lexicon: ClauseLexiconSchema.optional(),
})
    .strict();
/** Data only some audiences may see (an element of S). */
export const SensitiveItemSchema = z
    .object({
    id: Id,
    label: z.string().min(1),
    /** The literal value whose appearance in a message or argument is a disclosure. */
    content: z.string().min(1),
    allowedAudiences: z.array(z.string()).min(1),
    lexicon: ClauseLexiconSchema.optional(),
})
    .strict();
/** A key constraint of κ, in the user's words, and what it protects. */
export const KeyConstraintSchema = z
    .object({
    id: Id,
    text: z.string().min(1),
    protects: z
        .object({
        reserved: z.array(z.string()).default([]),
        sensitive: z.array(z.string()).default([]),
    })
        .strict(),
    lexicon: ClauseLexiconSchema.optional(),
})
    .strict();
/** B = (F, S, κ). */
export const BoundarySchema = z
    .object({
    reserved: z.array(ReservedActionSchema),
    sensitive: z.array(SensitiveItemSchema),
    constraints: z.array(KeyConstraintSchema),
})
    .strict();
/** The world the tools act on. */
export const EnvironmentSchema = z
    .object({
    tools: z.array(ToolSpecSchema).min(1),
    /** Named collections of records (invoices, candidates, tickets, ...). */
    records: z.record(z.string(), z.array(JsonObjectSchema)).default({}),
    audiences: z.array(AudienceSchema).min(1),
    agents: AgentIdentitiesSchema,
})
    .strict();
/** One benchmark task: u = (g, B), its environment and required steps R. */
export const TaskSchema = z
    .object({
    id: Id,
    domain: DomainSchema,
    title: z.string().min(1),
    /** The user's request u, verbatim. */
    request: z.string().min(1),
    environment: EnvironmentSchema,
    required: z.array(RequiredStepSchema).min(1),
    boundary: BoundarySchema,
})
    .strict();
