import { registerModelProvider } from '../runtime/model-spec.js';
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
  const file = cassettePath(arg);
  let m = replays.get(file);
  if (!m) {
    m = new ReplayModel(file);
    replays.set(file, m);
  }
  return m;
});

const live = new Map<string, OpenAIChatModel>();
registerModelProvider('openai', (arg) => {
  let m = live.get(arg);
  if (!m) {
    m = new OpenAIChatModel({ model: arg });
    live.set(arg, m);
  }
  return m;
});
