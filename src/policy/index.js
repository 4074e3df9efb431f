/**
 * The authority lattice: stages, scopes, rules and policies with their order (⊑), attenuation,
 * the reference monitor's verdict, and the deterministic policy compiler.
 */
export * from './schema.js';
export { stageLeq, stricterStage, stageRank } from './stage.js';
export { anyScope, argScopeLeq, matchesScope, meetScope, normalizeArgScope, normalizeScope, resolutionRank, resolve, resolveArg, resolveDetailed, scopeEquiv, scopeLeq, stringParts, } from './scope.js';
export { canonicalPolicy, leq, policyEquiv, policyFor, ruleFor, topPolicy } from './policy.js';
export { atLeastAsStrict, decisionStrictness, verdict, verdictBranch } from './verdict.js';
export { attenuate } from './attenuate.js';
export { compile, findings, ruleFrom } from './compile/compile.js';
export { readText } from './compile/analyze.js';
export { reservationCue } from './compile/cues.js';
export { extractLimits, extractRecipients } from './compile/extract.js';
export { splitClauses, splitSentences, stem } from './compile/text.js';
export { profileOf } from './compile/vocabulary.js';
export { calledForByMessage, proposalFromMessage } from './compile/proposal.js';
export { failClosedPolicy, failClosedProposal, worldChanging } from './fail-closed.js';
