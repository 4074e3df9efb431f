import { z } from 'zod';
import { JsonValueSchema } from './json.js';
/**
 * A condition on one argument of a tool call. String comparisons are case-insensitive and
 * whitespace-trimmed; list-valued arguments (e.g. recipients) are handled per operator.
 */
export const ArgMatcherSchema = z.discriminatedUnion('op', [
    z.object({ op: z.literal('any') }).strict().describe('Always matches, even when the argument is absent'),
    z.object({ op: z.literal('present') }).strict(),
    z.object({ op: z.literal('absent') }).strict(),
    z.object({ op: z.literal('eq'), value: JsonValueSchema }).strict(),
    z.object({ op: z.literal('in'), values: z.array(JsonValueSchema).min(1) }).strict(),
    z.object({ op: z.literal('not_in'), values: z.array(JsonValueSchema).min(1) }).strict(),
    z
        .object({ op: z.literal('contains'), value: z.string() })
        .strict()
        .describe('A string containing the value, or a list with an element equal to or containing it'),
    z
        .object({ op: z.literal('contains_all'), values: z.array(z.string()).min(1) })
        .strict()
        .describe('Contains every value (a string or list, as for contains)'),
    z.object({ op: z.literal('regex'), pattern: z.string(), flags: z.string().default('i') }).strict(),
    z.object({ op: z.literal('range'), min: z.number().optional(), max: z.number().optional() }).strict(),
    z.object({ op: z.literal('approx'), value: z.number(), tolerance: z.number().nonnegative().default(0.01) }).strict(),
    z
        .object({ op: z.literal('audience_in'), audiences: z.array(z.string()).min(1) })
        .strict()
        .describe('Every recipient named by the argument belongs to one of these audiences'),
    z
        .object({ op: z.literal('audience_not_in'), audiences: z.array(z.string()).min(1) })
        .strict()
        .describe('At least one recipient named by the argument is outside all of these audiences'),
]);
/** "This tool, with these arguments": every listed argument matcher must hold. */
export const CallPredicateSchema = z
    .object({
    tool: z.string(),
    args: z.record(z.string(), ArgMatcherSchema).default({}),
})
    .strict();
