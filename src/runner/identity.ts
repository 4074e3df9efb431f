import { z } from 'zod';
import { DefenseIdSchema } from '../domain/trajectory.js';
import { stableHash } from '../util/canonical.js';

/** Everything that makes a run what it is. Two runs with equal identities must give equal trajectories. */
export const RunIdentitySchema = z
  .object({
    suite: z.string(),
    taskId: z.string(),
    architecture: z.string(),
    /** The defenses' identity string (src/defenses/registry.ts: `none`, `source`, `source+chain`, …). */
    defense: DefenseIdSchema,
    /** The model configuration's label, e.g. "sim:default" or "lead=sim:lossy-lead+executor=sim:default". */
    model: z.string(),
    confirm: z.string(),
    rep: z.number().int().nonnegative(),
    seed: z.string(),
    /** Extra identity fields of other suites (e.g. a mosaic configuration), canonicalised. */
    extra: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  })
  .strict();
export type RunIdentity = z.infer<typeof RunIdentitySchema>;

/** A short stable id for a run: a hash of its identity. */
export function runIdOf(identity: RunIdentity): string {
  return stableHash(identity).slice(0, 20);
}
