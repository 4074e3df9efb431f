import { z } from 'zod';
import { SimProfileSchema } from './profile.js';

/** One documented profile parameter. */
export interface ProfileParameter {
  group: string;
  name: string;
  description: string;
}

/** Every probability parameter of a profile with its documentation, read from the schema. */
export function profileParameters(): ProfileParameter[] {
  const out: ProfileParameter[] = [];
  for (const [group, schema] of Object.entries(SimProfileSchema.shape)) {
    if (!(schema instanceof z.ZodObject)) continue;
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      out.push({ group, name, description: field.description ?? '' });
    }
  }
  return out;
}
