import { gzipSync } from 'node:zlib';

/**
 * The stored (compressed) form of a trajectory. Level 1: trajectories are repetitive JSON, so the
 * fastest level already shrinks them several-fold, at a fraction of level 6's cost per run.
 * The bytes come back in an exact-size array: sent to another thread, only they are copied.
 * The JSON may be given already encoded as UTF-8 (the same bytes its hash is taken of), which saves
 * encoding it a second time.
 */
export function compressTrajectory(json: string | Uint8Array): Uint8Array {
  return new Uint8Array(gzipSync(json, { level: 1 }));
}
