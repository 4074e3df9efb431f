import { z } from 'zod';
/** The four crossed factors of the Agent Mosaic grid (domain is a per-example attribute). */
export const IntentSchema = z.enum(['benign', 'explicit', 'adversarial']);
export const MosaicConfigSchema = z
    .object({
    intent: IntentSchema,
    distractor: z.enum(['absent', 'present']),
    marking: z.enum(['hidden', 'shown']),
    rules: z.enum(['off', 'on']),
})
    .strict();
export const INTENTS = IntentSchema.options;
export const DISTRACTORS = ['absent', 'present'];
export const MARKINGS = ['hidden', 'shown'];
export const RULES = ['off', 'on'];
/** A stable id such as "explicit.d1.m0.r1" (d: distractor present, m: marking shown, r: rules on). */
export function configId(c) {
    return `${c.intent}.d${c.distractor === 'present' ? 1 : 0}.m${c.marking === 'shown' ? 1 : 0}.r${c.rules === 'on' ? 1 : 0}`;
}
/** Parse an id made by configId, or throw naming what was expected. */
export function parseConfigId(id) {
    const m = /^(benign|explicit|adversarial)\.d([01])\.m([01])\.r([01])$/.exec(id);
    if (!m)
        throw new Error(`bad mosaic configuration id "${id}": expected <benign|explicit|adversarial>.d<0|1>.m<0|1>.r<0|1>`);
    return {
        intent: m[1],
        distractor: m[2] === '1' ? 'present' : 'absent',
        marking: m[3] === '1' ? 'shown' : 'hidden',
        rules: m[4] === '1' ? 'on' : 'off',
    };
}
/** All 24 configurations, in a fixed order (intent, distractor, marking, rules). */
export function mosaicConfigs() {
    const out = [];
    for (const intent of INTENTS)
        for (const distractor of DISTRACTORS)
            for (const marking of MARKINGS)
                for (const rules of RULES)
                    out.push({ intent, distractor, marking, rules });
    return out;
}
