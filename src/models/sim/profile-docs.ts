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
  for (const [group, field] of Object.entries(SimProfileSchema.shape)) {
    // A group a profile file may leave out has a default around its object.
    const schema = field instanceof z.ZodDefault ? field.unwrap() : field;
    if (!(schema instanceof z.ZodObject)) continue;
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      out.push({ group, name, description: field.description ?? '' });
    }
  }
  return out;
}
