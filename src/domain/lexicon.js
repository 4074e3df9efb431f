import { z } from 'zod';
/**
 * How one clause of a request (a required step, reserved action, sensitive item or key constraint)
 * can be worded. The simulated model "understands" text through it, and the deterministic
 * constraint-carriage check reads it. The policy compiler and the judges never see it.
 */
export const ClauseLexiconSchema = z
    .object({
    canonical: z.string().min(1).describe('The wording used in the request text'),
    paraphrases: z.array(z.string().min(1)).default([]).describe('Acceptable rewordings that keep the full meaning'),
    weakened: z
        .array(z.string().min(1))
        .default([])
        .describe('Rewordings that lose force, e.g. "send it once it is ready" for "do not send until I approve"'),
})
    .strict();
