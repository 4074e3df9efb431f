import { cassettePath } from './cassette.js';
import { OpenAIChatModel, requireApiKey } from './openai.js';
import { modelFromSpec } from './provider-registry.js';
import { ReplayModel } from './replay.js';
import { SimModel } from './sim/model.js';
import { loadProfile } from './sim/profile.js';
/** Build the models a spec names; a live model checks its API key here, before any work. */
export function modelFactory(spec, o = {}) {
    switch (spec.kind) {
        case 'sim': {
            if (o.sim)
                return o.sim(spec.profile);
            const profile = loadProfile(spec.profile);
            return (ctx) => new SimModel(profile, ctx);
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
            const replays = o.replays ?? new Map();
            let model = replays.get(key);
            if (!model) {
                model = new ReplayModel(file, undefined, spec.standIn);
                replays.set(key, model);
            }
            const m = model;
            return () => m;
        }
        case 'provider': {
            if (o.provider)
                return o.provider(spec);
            const text = spec.arg ? `${spec.prefix}:${spec.arg}` : spec.prefix;
            return (ctx) => modelFromSpec(text, ctx);
        }
    }
}
