import { z } from 'zod';
import { SimProfileSchema } from './profile.js';
/** Every probability parameter of a profile with its documentation, read from the schema. */
export function profileParameters() {
    const out = [];
    for (const [group, schema] of Object.entries(SimProfileSchema.shape)) {
        if (!(schema instanceof z.ZodObject))
            continue;
        for (const [name, field] of Object.entries(schema.shape)) {
            out.push({ group, name, description: field.description ?? '' });
        }
    }
    return out;
}
