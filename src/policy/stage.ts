import type { Stage } from './schema.js';

const RANK: Record<Stage, number> = { current_request: 0, post_approval: 1, never: 2 };

/** Restrictiveness rank of a stage: current_request 0 ≺ post_approval 1 ≺ never 2. */
export function stageRank(s: Stage): number {
  return RANK[s];
}

/** a ≼ b: stage a is at most as restrictive as b. */
export function stageLeq(a: Stage, b: Stage): boolean {
  return RANK[a] <= RANK[b];
}

/** The more restrictive of two stages (the meet in the authority order). */
export function stricterStage(a: Stage, b: Stage): Stage {
  return RANK[a] >= RANK[b] ? a : b;
}
