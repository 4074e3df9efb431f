import { z } from 'zod';
import { JsonValueSchema } from './json.js';
/** What a tool does to the world; the policy compiler's default stage depends on it. */
export const EffectClassSchema = z.enum(['read', 'prepare', 'state_change', 'external', 'publish']);
/** A JSON Schema describing a tool's arguments (always an object schema). */
export const ParametersSchema = z
    .object({
    type: z.literal('object'),
    properties: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
    required: z.array(z.string()).optional(),
    additionalProperties: z.boolean().optional(),
})
    .passthrough();
/**
 * How the in-memory environment executes a tool. Generic operations over named record
 * collections, so that a task file fully describes an executable environment.
 */
export const ToolBehaviorSchema = z.discriminatedUnion('op', [
    z
        .object({
        op: z.literal('list'),
        collection: z.string(),
        /** argument name -> record field that must equal it (case-insensitive) when the argument is given */
        filters: z.record(z.string(), z.string()).default({}),
    })
        .strict(),
    z.object({ op: z.literal('get'), collection: z.string(), key: z.string(), field: z.string().default('id') }).strict(),
    z.object({ op: z.literal('create'), collection: z.string(), idPrefix: z.string().default('rec') }).strict(),
    z
        .object({
        op: z.literal('update'),
        collection: z.string(),
        key: z.string(),
        field: z.string().default('id'),
    })
        .strict(),
    z.object({ op: z.literal('append'), collection: z.string() }).strict(),
    z.object({ op: z.literal('static'), result: JsonValueSchema }).strict(),
]);
/** One domain tool of a task's tool surface. Coordination tools (handoff, finish) are not ToolSpecs. */
export const ToolSpecSchema = z
    .object({
    name: z.string().regex(/^[a-z][a-z0-9_]*$/, 'snake_case tool name'),
    description: z.string().min(1),
    parameters: ParametersSchema,
    effect: EffectClassSchema,
    irreversible: z.boolean().default(false),
    /** The argument naming who receives the effect (recipients, channel, party), if any. */
    audienceParam: z.string().nullable().default(null),
    behavior: ToolBehaviorSchema.optional(),
})
    .strict();
