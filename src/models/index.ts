/** The model layer: the ChatModel boundary and its live, recorded, replayed and simulated models. */
export * from './types.js';
export { countTokens, estimateUsage, messageTokens, toolsTokens } from './tokens.js';
export { OpenAIChatModel, ModelCallError, requireApiKey, realSleep, type OpenAIModelOptions, type Sleep } from './openai.js';
export { Semaphore, endpointLimiter } from './limiter.js';
export { CassetteLineSchema, CassetteWriter, canonicalRequest, cassetteLine, cassettePath, exchangeKey, readCassette, requestHash, type CassetteLine } from './cassette.js';
export { OccurrenceCounter, RecordingModel } from './record.js';
export { ReplayMissError, ReplayModel, describeDifference } from './replay.js';
export { LlmAuthorizer, ProposalSchema, compileRequest, proposeRequest, publicTool, resolveRequest, type AuthorizerFailure } from './llm-authorizer.js';
export { AUTHORIZER_PROMPT_VERSION } from './prompts/authorizer.v1.js';
export { modelSet, simAuthorizer, type ModelResources, type ModelSet } from './config.js';
export { SimModel, simModelFor } from './sim/model.js';
export { SimProfileSchema, listProfiles, loadProfile, profilesDir, type SimProfile } from './sim/profile.js';
export { profileParameters, type ProfileParameter } from './sim/profile-docs.js';
export { parseModelConfig, parseModelSpec, formatModelSpec, type ModelConfig, type ModelSpec } from '../cli/model-spec.js';
