import { acceptModelPrefixes, type ModelConfig, type ModelSpec } from './model-spec.js';
import type { AuthorizerService } from '../contracts/runtime.js';
import { modelProviderNames } from './provider-registry.js';
import { ModelCallTally, TallyingModel } from './call-tally.js';
import { modelFactory } from './factory.js';
import { CassetteWriter, cassettePath } from './cassette.js';
import { urlSecrets } from './endpoints.js';
import { LlmAuthorizer } from './llm-authorizer.js';
import { RetryBudget, retryLine, type OpenAIModelOptions, type RetryInfo } from './openai.js';
import './providers.js';
import { RecordingModel } from './record.js';
import { ReplayModel } from './replay.js';
import { SimModel } from './sim/model.js';
import { loadProfile } from './sim/profile.js';
import type { ChatModel, RunModelContext, RunModels } from './types.js';

/** What a model configuration needs from outside: environment, recording, live-client settings. */
export interface ModelResources {
  env?: Record<string, string | undefined>;
  /** Record every exchange to this cassette file (append-only). */
  record?: string;
  /** Settings for live models (timeouts, retries, concurrency, fake sleep in tests). */
  openai?: Omit<OpenAIModelOptions, 'model' | 'sampling'>;
}

/** The user's live-call settings (`--timeout`, `--retries`, `--retry-budget`): plain data for job configs. */
export interface LiveCallSettings {
  timeoutMs?: number;
  maxRetries?: number;
  /** Retries allowed across the whole grid; once spent, a failing call fails at once. */
  retryBudget?: number;
  /** Print a line for every retry and its backoff (stderr). */
  progress?: boolean;
}

/** Live-client options from the user's settings: one retry budget for everything built from them. */
export function liveResources(live: LiveCallSettings = {}, write: (line: string) => void = (l) => void process.stderr.write(l)): NonNullable<ModelResources['openai']> {
  const budget = live.retryBudget !== undefined ? new RetryBudget(live.retryBudget) : undefined;
  return {
    ...(live.timeoutMs !== undefined ? { timeoutMs: live.timeoutMs } : {}),
    ...(live.maxRetries !== undefined ? { maxRetries: live.maxRetries } : {}),
    ...(budget ? { retryBudget: budget } : {}),
    ...(live.progress ? { onRetry: (i: RetryInfo) => write(retryLine(i, budget)) } : {}),
  };
}

/** Models for every run of one configuration. Built eagerly, so bad specs fail before any work. */
export interface ModelSet {
  label: string;
  forRun(run: RunModelContext): RunModels;
  /** The authorizer service of a run: an LLM authorizer over the run's authorizer model. */
  authorizerFor(models: RunModels): AuthorizerService;
  /** The cassette file being recorded, if any. */
  recording: string | null;
  close(): void;
}

type SideFactory = (run: RunModelContext) => ChatModel;

// Specs may also name the runtime's own models (plan:, script:, ...), whatever registered them.
acceptModelPrefixes(modelProviderNames);

function sideFactory(spec: ModelSpec, resources: ModelResources, replays: Map<string, ReplayModel>): SideFactory {
  return modelFactory(spec, { ...(resources.env ? { env: resources.env } : {}), ...(resources.openai ? { openai: resources.openai } : {}), replays });
}

/** Build the models of a configuration (lead, executor, authorizer = the lead's kind of model). */
export function modelSet(config: ModelConfig, resources: ModelResources = {}): ModelSet {
  const replays = new Map<string, ReplayModel>();
  const lead = sideFactory(config.lead, resources, replays);
  const executor = sideFactory(config.executor, resources, replays);
  const env = resources.env ?? process.env;
  const base = resources.openai?.baseURL ?? env.OPENAI_BASE_URL;
  const secrets = [env.OPENAI_API_KEY, resources.openai?.apiKey, ...(base ? urlSecrets(base) : [])].filter((s): s is string => !!s);
  const writer = resources.record ? new CassetteWriter(cassettePath(resources.record), secrets) : null;
  const wrap = (m: ChatModel): ChatModel => (writer ? new RecordingModel(m, writer, undefined, config.label) : m);
  const wrappedShared = new WeakMap<ChatModel, ChatModel>();
  const wrapOnce = (m: ChatModel): ChatModel => {
    // Shared (live, replay) models keep one recorder, so occurrence counts stay per (run, agent, turn).
    let w = wrappedShared.get(m);
    if (!w) {
      w = wrap(m);
      wrappedShared.set(m, w);
    }
    return w;
  };
  // Only live and replayed models go through the normaliser: simulated runs need no tally.
  const counted = [config.lead, config.executor].some((s) => s.kind === 'openai' || s.kind === 'replay');
  return {
    label: config.label,
    recording: writer?.path ?? null,
    forRun(run) {
      const l = lead(run);
      const e = config.executor === config.lead ? l : executor(run);
      const a = lead(run);
      if (!counted) return { lead: wrapOnce(l), executor: wrapOnce(e), authorizer: wrapOnce(a) };
      const tally = new ModelCallTally();
      return { lead: new TallyingModel(wrapOnce(l), tally), executor: new TallyingModel(wrapOnce(e), tally), authorizer: new TallyingModel(wrapOnce(a), tally), tally };
    },
    authorizerFor(models) {
      return new LlmAuthorizer(models.authorizer, models.authorizer.id);
    },
    close() {
      writer?.close();
    },
  };
}

/** The simulated authorizer of a run: the LLM authorizer's prompts answered by the sim model. */
export function simAuthorizer(profileName: string, run: RunModelContext): LlmAuthorizer {
  return new LlmAuthorizer(new SimModel(loadProfile(profileName), run), `sim:${profileName}`);
}
