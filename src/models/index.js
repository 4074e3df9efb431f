/** The model layer: the ChatModel boundary and its live, recorded, replayed and simulated models. */
export * from './types.js';
export { countTokens, estimateUsage, messageTokens, toolsTokens } from './tokens.js';
export { OpenAIChatModel, ModelCallError, RetryBudget, requireApiKey, realSleep, retryLine } from './openai.js';
export { EndpointResponseError, TOOL_FORMATS, madeCallId, normaliseCompletion, splitReasoning } from './normalise.js';
export { ENDPOINT_FAMILIES, ENDPOINT_PRESETS, checkSampling, endpointFamily, redactUrl } from './endpoints.js';
export { ModelCallTally, TallyingModel } from './call-tally.js';
export { probeModel, probeText } from './probe.js';
export { Semaphore, endpointLimiter } from './limiter.js';
export { CassetteLineSchema, CassetteWriter, canonicalRequest, cassetteLine, cassettePath, exchangeKey, readCassette, requestHash, withoutSettings } from './cassette.js';
export { OccurrenceCounter, RecordingModel } from './record.js';
export { ReplayMissError, ReplayModel, describeDifference, settingsDifferences } from './replay.js';
export { LlmAuthorizer, ProposalSchema, compileRequest, proposeRequest, publicTool, resolveRequest } from './llm-authorizer.js';
export { AUTHORIZER_PROMPT_VERSION } from './prompts/authorizer.v1.js';
export { liveResources, modelSet, simAuthorizer } from './config.js';
export { SimModel, simModelFor } from './sim/model.js';
export { SimProfileSchema, listProfiles, loadProfile, profilesDir } from './sim/profile.js';
export { profileParameters } from './sim/profile-docs.js';
export { parseModelConfig, parseModelSpec, formatModelSpec } from './model-spec.js';
