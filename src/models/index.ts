/** The model layer: the ChatModel boundary and its live, recorded, replayed and simulated models. */
export * from './types.js';
export { countTokens, estimateUsage, messageTokens, toolsTokens } from './tokens.js';
export { OpenAIChatModel, ModelCallError, RetryBudget, requireApiKey, realSleep, retryLine, type OpenAIModelOptions, type RetryInfo, type Sleep } from './openai.js';
export { EndpointResponseError, TOOL_FORMATS, madeCallId, normaliseCompletion, splitReasoning, type BoundaryFlag, type ToolFormat } from './normalise.js';
export { ENDPOINT_FAMILIES, ENDPOINT_PRESETS, checkSampling, endpointFamily, redactUrl, type EndpointFamily, type EndpointPreset } from './endpoints.js';
export { ModelCallTally, TallyingModel } from './call-tally.js';
export { probeModel, probeText, type ProbeCheck, type ProbeReport } from './probe.js';
export { Semaphore, endpointLimiter } from './limiter.js';
export { CassetteLineSchema, CassetteWriter, canonicalRequest, cassetteLine, cassettePath, exchangeKey, readCassette, requestHash, withoutSettings, type CassetteLine } from './cassette.js';
export { OccurrenceCounter, RecordingModel } from './record.js';
export { ReplayMissError, ReplayModel, describeDifference, settingsDifferences, type StandIn } from './replay.js';
export { LlmAuthorizer, ProposalSchema, compileRequest, proposeRequest, publicTool, resolveRequest, type AuthorizerFailure } from './llm-authorizer.js';
export { AUTHORIZER_PROMPT_VERSION } from './prompts/authorizer.v1.js';
export { liveResources, modelSet, simAuthorizer, type LiveCallSettings, type ModelResources, type ModelSet } from './config.js';
export { SimModel, simModelFor } from './sim/model.js';
export { SimProfileSchema, listProfiles, loadProfile, profilesDir, type SimProfile } from './sim/profile.js';
export { profileParameters, type ProfileParameter } from './sim/profile-docs.js';
export { parseModelConfig, parseModelSpec, formatModelSpec, type ModelConfig, type ModelSpec } from './model-spec.js';
