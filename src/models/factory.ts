import { cassettePath } from './cassette.js';
import type { ModelSpec } from './model-spec.js';
import { OpenAIChatModel, requireApiKey, type OpenAIModelOptions } from './openai.js';
import { modelFromSpec } from './provider-registry.js';
import { ReplayModel } from './replay.js';
import { SimModel } from './sim/model.js';
import { loadProfileWith } from './sim/profile.js';
import type { ChatModel, RunModelContext } from './types.js';

/**
 * The one model factory: what a parsed model spec (model-spec.ts) builds. Every caller — a grid's
 * model configurations (config.ts), a single model named by prefix (providers.ts), the mosaic job —
 * builds its models here, so a live model gets the same client settings and a replay the same
 * stand-in wherever it is named. What a model is built *for* differs by suite (a MasDrift run, a
 * mosaic example), hence the context type `C`; the simulated model and other providers are the
 * suite's to give.
 */
export interface FactoryOptions<C> {
  env?: Record<string, string | undefined>;
  /** Live-client settings (timeouts, retries, concurrency, an explicit key). */
  openai?: Omit<OpenAIModelOptions, 'model' | 'sampling'>;
  /** Replay models shared across the specs of one owner (one cassette read once). */
  replays?: Map<string, ReplayModel>;
  /** The suite's simulated model (default: MasDrift's, from fixtures/profiles). */
  sim?: (profile: string) => (ctx: C) => ChatModel;
  /** Models of other registered prefixes (default: the provider registry, for run contexts). */
  provider?: (spec: Extract<ModelSpec, { kind: 'provider' }>) => (ctx: C) => ChatModel;
}

/** Build the models a spec names; a live model checks its API key here, before any work. */
export function modelFactory<C = RunModelContext>(spec: ModelSpec, o: FactoryOptions<C> = {}): (ctx: C) => ChatModel {
  switch (spec.kind) {
    case 'sim': {
      if (o.sim) return o.sim(spec.profile);
      // The MasDrift suite's agents delegate and act: a profile without that section stops here, before any work.
      const profile = loadProfileWith(spec.profile, 'delegation');
      return (ctx) => new SimModel(profile, ctx as unknown as RunModelContext);
    }
    case 'openai': {
      const env = o.env ?? process.env;
      requireApiKey(spec.model, env, o.openai?.apiKey);
      // Sampling settings live in the model, not in the request, so a replay (which has none) sends the same request.
      const model = new OpenAIChatModel({ ...o.openai, env, model: spec.model, sampling: spec.sampling, endpoint: spec.endpoint, toolFormat: spec.toolFormat });
      return () => model;
    }
    case 'replay': {
      const file = cassettePath(spec.path);
      const key = spec.standIn ? `${file}\u0000${JSON.stringify(spec.standIn)}` : file;
      const replays = o.replays ?? new Map<string, ReplayModel>();
      let model = replays.get(key);
      if (!model) {
        model = new ReplayModel(file, undefined, spec.standIn);
        replays.set(key, model);
      }
      const m = model;
      return () => m;
    }
    case 'provider': {
      if (o.provider) return o.provider(spec);
      const text = spec.arg ? `${spec.prefix}:${spec.arg}` : spec.prefix;
      return (ctx) => modelFromSpec(text, ctx as unknown as RunModelContext);
    }
  }
}
