import { z } from 'zod';
import { keyedRecord } from '../util/keyed.js';
/**
 * A record schema whose keys are own data: parsed into a null-prototype object, so a key named
 * "__proto__" (which JSON.parse makes an own property) is kept, not turned into a prototype (zod's
 * own record drops it). Its JSON Schema is the record's.
 */
export function ownRecord(value, opts = {}) {
    const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
    return z
        .custom(isObject, { message: 'expected an object' })
        .transform((raw, ctx) => {
        const out = keyedRecord();
        for (const k of Object.keys(raw)) {
            const r = value.safeParse(raw[k]);
            if (r.success)
                out[k] = r.data;
            else
                for (const issue of r.error.issues)
                    ctx.issues.push({ ...issue, path: [k, ...issue.path], input: raw[k] });
        }
        return out;
    })
        // (a recursive value schema is still being defined here: its JSON Schema says "any value")
        .meta({ type: 'object', additionalProperties: opts.recursive === true ? {} : recordValueSchema(value) });
}
function recordValueSchema(value) {
    const { $schema: _drop, ...rest } = z.toJSONSchema(value, { io: 'input', unrepresentable: 'any' });
    return rest;
}
export const JsonValueSchema = z.lazy(() => z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(JsonValueSchema),
    ownRecord(JsonValueSchema, { recursive: true }),
]));
/** A JSON object (tool arguments, a record). */
export const JsonObjectSchema = ownRecord(JsonValueSchema, { recursive: true });
