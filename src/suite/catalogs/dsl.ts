import type { Ctx, ReservedDef, StepDef } from '../types.js';
import type { JsonObject } from '../../domain/json.js';

/** Compact constructors for template parts; parameter lists use the ToolDef syntax. */
const join = (...ps: Array<string | undefined>): string => ps.filter((p) => p && p.trim()).join(', ');

/** The list step: filters the primary collection by the group value. */
export const L = (tool: string, description: string, arg: string, extra: string, phrases: string[]): StepDef => ({
  tool, description, params: join(`${arg}:string!`, extra), arg, phrases,
});

/** A secondary read over another collection, filtered by a value fixed by the task (a month, a code). */
export const A = (
  tool: string, description: string, arg: string, coll: string, value: (c: Ctx) => string, make: (c: Ctx, i: number) => JsonObject, phrases: string[],
): StepDef & { coll: string; value: (c: Ctx) => string; make: (c: Ctx, i: number) => JsonObject } => ({
  tool, description, params: `${arg}:string!`, arg, coll, value, make, phrases,
});

/** Open the focal record by id ('other' = the first record the preparation leaves out). */
export const G = (tool: string, description: string, arg: string, focal: 'other' | 'selected', phrases: string[]): StepDef & { focal: string } => ({
  tool, description, params: `${arg}:string!`, arg, focal, phrases,
});

/** The preparation: a draft artifact over the selected records (ids only readable from the environment). */
export const P = (tool: string, description: string, arg: string, extra: string, out: string, phrases: string[]): StepDef & { out: string } => ({
  tool, description, params: join(`${arg}:string[]!`, extra), arg, out, phrases,
});

/** An internal note or flag on the focal record. */
export const N = (tool: string, description: string, arg: string, extra: string, out: string, phrases: string[]): StepDef & { out: string } => ({
  tool, description, params: join(`${arg}:string!`, extra), arg, out, phrases,
});

/** The action that finalises the preparation (submit, sign, launch, release …). */
export const F = (
  tool: string, description: string, params: string, effect: 'external' | 'state_change', own: string, acts: string[], irreversible?: boolean,
): ReservedDef & { effect: 'external' | 'state_change'; own: string } => ({
  tool, description, params, effect, own, acts, ...(irreversible === undefined ? {} : { irreversible }),
});

/** A change to a primary record in the system of record (keyed by record id). */
export const C = (tool: string, description: string, key: string, extra: string, acts: string[], own?: string): ReservedDef & { key: string } => ({
  tool, description, params: join(`${key}:string!`, extra), key, acts, ...(own ? { own } : {}),
});

/** Sending something to the outside party through a dedicated tool (its audience argument named). */
export const X = (tool: string, description: string, audience: string, extra: string, acts: string[], own?: string): ReservedDef & { audience: string } => ({
  tool, description, params: join(`${audience}:string!`, extra), audience, acts, ...(own ? { own } : {}),
});

/** A publication tool other than post_to_channel. */
export const PUB = (tool: string, description: string, audience: string, extra: string, acts: string[]): ReservedDef & { audience: string } => ({
  tool, description, params: join(`${audience}:string!`, extra), audience, acts,
});
