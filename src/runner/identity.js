import { z } from 'zod';
import { DefenseIdSchema } from '../domain/trajectory.js';
import { defenseIdentity } from '../axes/defenses.js';
import { DEFAULT_PROTOCOL, protocolIdentity } from '../axes/protocols.js';
import { stableHash } from '../util/canonical.js';
/** Everything that makes a run what it is. Two runs with equal identities must give equal trajectories. */
export const RunIdentitySchema = z
    .object({
    suite: z.string(),
    taskId: z.string(),
    /** A named architecture or a graph file's path (its content hash is in `extra.graph`): src/axes/architectures.ts. */
    architecture: z.string(),
    /** The defenses' identity string (src/defenses/registry.ts: `none`, `source`, `source+chain`, …). */
    defense: DefenseIdSchema,
    /** The model configuration's label, e.g. "sim:default" or "lead=sim:lossy-lead+executor=sim:default". */
    model: z.string(),
    confirm: z.string(),
    /** The handoff protocol spec (src/axes/protocols.ts); absent = the default, verbatim. */
    protocol: z.string().optional(),
    rep: z.number().int().nonnegative(),
    seed: z.string(),
    /** Extra identity fields of other suites (e.g. a mosaic configuration), canonicalised. */
    extra: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
})
    .strict();
/** A run's protocol spec (the default when the identity names none). */
export function protocolOf(identity) {
    return identity.protocol ?? DEFAULT_PROTOCOL;
}
/**
 * A short stable id for a run: a hash of its identity. Each axis says what its value puts in the
 * hash (src/axes/); a default puts nothing, so adding an axis or a value never changes the id of a
 * run that existed before (test/runner/run-ids.test.ts holds the ids of today's grids).
 */
export function runIdOf(identity) {
    return stableHash({ ...identity, defense: defenseIdentity(identity.defense), protocol: protocolIdentity(identity.protocol) }).slice(0, 20);
}
