import { parseModelSpec } from './model-spec.js';
import { registerModelProvider } from './provider-registry.js';
import { modelFactory } from './factory.js';
/**
 * The model layer's entries in the runtime's model registry, so `modelFromSpec("sim:careful", run)`
 * works wherever a single model is named. Live and replay models are shared across runs.
 */
registerModelProvider('sim', (arg, run) => modelFactory({ kind: 'sim', profile: arg || 'default' })(run));
const replays = new Map();
registerModelProvider('replay', (arg, run) => modelFactory(parseModelSpec(`replay:${arg}`), { replays })(run));
// The whole spec grammar (sampling, endpoint=, tool_format=), as --model reads it; one client per spec.
const live = new Map();
registerModelProvider('openai', (arg, run) => {
    let f = live.get(arg);
    if (!f) {
        f = modelFactory(parseModelSpec(`openai:${arg}`));
        live.set(arg, f);
    }
    return f(run);
});
