const RANK = { current_request: 0, post_approval: 1, never: 2 };
/** Restrictiveness rank of a stage: current_request 0 ≺ post_approval 1 ≺ never 2. */
export function stageRank(s) {
    return RANK[s];
}
/** a ≼ b: stage a is at most as restrictive as b. */
export function stageLeq(a, b) {
    return RANK[a] <= RANK[b];
}
/** The more restrictive of two stages (the meet in the authority order). */
export function stricterStage(a, b) {
    return RANK[a] >= RANK[b] ? a : b;
}
