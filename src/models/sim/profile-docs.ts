import { z } from 'zod';
import { PROFILE_SECTIONS, SimProfileSchema, type ProfileSection, type SimProfile } from './profile.js';

/** One documented profile parameter. */
export interface ProfileParameter {
  /** The behaviour section holding it (delegation: MasDrift; reading: Agent Mosaic). */
  section: ProfileSection;
  /** Its group inside the section (e.g. "act", "notice"), or null for a parameter the section holds directly. */
  group: string | null;
  name: string;
  /** Where it sits in a profile file, e.g. "delegation.act.respectIntact". */
  path: string;
  description: string;
}

/** The object schema inside defaults and optionals (a group a file may leave out, an optional section). */
function objectOf(schema: z.ZodType): z.ZodObject | null {
  let s: z.ZodType = schema;
  while (s instanceof z.ZodDefault || s instanceof z.ZodOptional) s = s.unwrap() as z.ZodType;
  return s instanceof z.ZodObject ? s : null;
}

/** Every parameter of a profile with its documentation, read from the schema, section by section. */
export function profileParameters(): ProfileParameter[] {
  const out: ProfileParameter[] = [];
  for (const section of Object.keys(PROFILE_SECTIONS) as ProfileSection[]) {
    const shape = objectOf(SimProfileSchema.shape[section])?.shape as Record<string, z.ZodType>;
    for (const [key, field] of Object.entries(shape)) {
      const group = objectOf(field);
      if (group === null) {
        out.push({ section, group: null, name: key, path: `${section}.${key}`, description: field.description ?? '' });
        continue;
      }
      for (const [name, f] of Object.entries(group.shape as Record<string, z.ZodType>)) {
        out.push({ section, group: key, name, path: `${section}.${key}.${name}`, description: f.description ?? '' });
      }
    }
  }
  return out;
}

/** A parameter's value in a profile (undefined when the profile lacks its section). */
export function parameterValue(p: SimProfile, d: ProfileParameter): number | undefined {
  const section = p[d.section] as Record<string, unknown> | undefined;
  if (section === undefined) return undefined;
  const v = d.group === null ? section[d.name] : (section[d.group] as Record<string, unknown> | undefined)?.[d.name];
  return typeof v === 'number' ? v : undefined;
}
