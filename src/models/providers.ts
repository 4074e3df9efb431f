import { parseModelSpec } from './model-spec.js';
import { registerModelProvider } from './provider-registry.js';
import { cassettePath } from './cassette.js';
import { OpenAIChatModel } from './openai.js';
import { ReplayModel } from './replay.js';
import { SimModel } from './sim/model.js';
import { loadProfile } from './sim/profile.js';

/**
 * The model layer's entries in the runtime's model registry, so `modelFromSpec("sim:careful", run)`
 * works wherever a single model is named. Live and replay models are shared across runs.
 */
registerModelProvider('sim', (arg, run) => new SimModel(loadProfile(arg || 'default'), run));

const replays = new Map<string, ReplayModel>();
registerModelProvider('replay', (arg) => {
  let m = replays.get(arg);
  if (!m) {
    const spec = parseModelSpec(`replay:${arg}`);
    m = new ReplayModel(cassettePath(spec.kind === 'replay' ? spec.path : arg), undefined, spec.kind === 'replay' ? spec.standIn : undefined);
    replays.set(arg, m);
  }
  return m;
});

const live = new Map<string, OpenAIChatModel>();
registerModelProvider('openai', (arg) => {
  let m = live.get(arg);
  if (!m) {
    // The whole spec grammar (sampling, endpoint=, tool_format=), as --model reads it.
    const spec = parseModelSpec(`openai:${arg}`);
    m = spec.kind === 'openai' ? new OpenAIChatModel({ model: spec.model, sampling: spec.sampling, endpoint: spec.endpoint, toolFormat: spec.toolFormat }) : new OpenAIChatModel({ model: arg });
    live.set(arg, m);
  }
  return m;
});
