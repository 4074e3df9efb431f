/**
 * The authority lattice: stages, scopes, rules and policies with their order (⊑), attenuation,
 * the reference monitor's verdict, and the deterministic policy compiler.
 */
export * from './schema.js';
export { stageLeq, stricterStage, stageRank } from './stage.js';
export {
  anyScope,
  argScopeLeq,
  matchesScope,
  meetScope,
  normalizeArgScope,
  normalizeScope,
  resolutionRank,
  resolve,
  resolveArg,
  resolveDetailed,
  scopeEquiv,
  scopeLeq,
  stringParts,
} from './scope.js';
export { canonicalPolicy, leq, policyEquiv, policyFor, ruleFor, topPolicy, type RuleInput } from './policy.js';
export { atLeastAsStrict, decisionStrictness, verdict, verdictBranch, type PendingCall, type VerdictBranch } from './verdict.js';
export { attenuate, type AttenuationResult, type Proposal, type ProposalRule } from './attenuate.js';
export { compile, findings, ruleFrom, type CompiledPolicy, type ToolFindings } from './compile/compile.js';
export { readText, type ClauseReading } from './compile/analyze.js';
export { reservationCue, type Cue, type ReservationKind } from './compile/cues.js';
export { extractLimits, extractRecipients, type AmountLimit, type Recipients } from './compile/extract.js';
export { splitClauses, splitSentences, stem } from './compile/text.js';
export { profileOf, type ToolProfile } from './compile/vocabulary.js';
export { calledForByMessage, proposalFromMessage } from './compile/proposal.js';
export { failClosedPolicy, failClosedProposal, worldChanging } from './fail-closed.js';
