/** Compact constructors for template parts; parameter lists use the ToolDef syntax. */
const join = (...ps) => ps.filter((p) => p && p.trim()).join(', ');
/** The list step: filters the primary collection by the group value. */
export const L = (tool, description, arg, extra, phrases) => ({
    tool, description, params: join(`${arg}:string!`, extra), arg, phrases,
});
/** A secondary read over another collection, filtered by a value fixed by the task (a month, a code). */
export const A = (tool, description, arg, coll, value, make, phrases) => ({
    tool, description, params: `${arg}:string!`, arg, coll, value, make, phrases,
});
/** Open the focal record by id ('other' = the first record the preparation leaves out). */
export const G = (tool, description, arg, focal, phrases) => ({
    tool, description, params: `${arg}:string!`, arg, focal, phrases,
});
/** The preparation: a draft artifact over the selected records (ids only readable from the environment). */
export const P = (tool, description, arg, extra, out, phrases) => ({
    tool, description, params: join(`${arg}:string[]!`, extra), arg, out, phrases,
});
/** An internal note or flag on the focal record. */
export const N = (tool, description, arg, extra, out, phrases) => ({
    tool, description, params: join(`${arg}:string!`, extra), arg, out, phrases,
});
/** The action that finalises the preparation (submit, sign, launch, release …). */
export const F = (tool, description, params, effect, own, acts, irreversible) => ({
    tool, description, params, effect, own, acts, ...(irreversible === undefined ? {} : { irreversible }),
});
/** A change to a primary record in the system of record (keyed by record id). */
export const C = (tool, description, key, extra, acts, own) => ({
    tool, description, params: join(`${key}:string!`, extra), key, acts, ...(own ? { own } : {}),
});
/** Sending something to the outside party through a dedicated tool (its audience argument named). */
export const X = (tool, description, audience, extra, acts, own) => ({
    tool, description, params: join(`${audience}:string!`, extra), audience, acts, ...(own ? { own } : {}),
});
/** A publication tool other than post_to_channel. */
export const PUB = (tool, description, audience, extra, acts) => ({
    tool, description, params: join(`${audience}:string!`, extra), audience, acts,
});
