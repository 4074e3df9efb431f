import { acceptModelPrefixes } from './model-spec.js';
import { modelProviderNames } from './provider-registry.js';
import { ModelCallTally, TallyingModel } from './call-tally.js';
import { modelFactory } from './factory.js';
import { CassetteWriter, cassettePath } from './cassette.js';
import { urlSecrets } from './endpoints.js';
import { LlmAuthorizer } from './llm-authorizer.js';
import { RetryBudget, retryLine } from './openai.js';
import './providers.js';
import { RecordingModel } from './record.js';
import { ReplayModel } from './replay.js';
import { SimModel } from './sim/model.js';
import { loadProfile } from './sim/profile.js';
/** Live-client options from the user's settings: one retry budget for everything built from them. */
export function liveResources(live = {}, write = (l) => void process.stderr.write(l)) {
    const budget = live.retryBudget !== undefined ? new RetryBudget(live.retryBudget) : undefined;
    return {
        ...(live.timeoutMs !== undefined ? { timeoutMs: live.timeoutMs } : {}),
        ...(live.maxRetries !== undefined ? { maxRetries: live.maxRetries } : {}),
        ...(budget ? { retryBudget: budget } : {}),
        ...(live.progress ? { onRetry: (i) => write(retryLine(i, budget)) } : {}),
    };
}
// Specs may also name the runtime's own models (plan:, script:, ...), whatever registered them.
acceptModelPrefixes(modelProviderNames);
function sideFactory(spec, resources, replays) {
    return modelFactory(spec, { ...(resources.env ? { env: resources.env } : {}), ...(resources.openai ? { openai: resources.openai } : {}), replays });
}
/** Build the models of a configuration (lead, executor, authorizer = the lead's kind of model). */
export function modelSet(config, resources = {}) {
    const replays = new Map();
    const lead = sideFactory(config.lead, resources, replays);
    const executor = sideFactory(config.executor, resources, replays);
    const env = resources.env ?? process.env;
    const base = resources.openai?.baseURL ?? env.OPENAI_BASE_URL;
    const secrets = [env.OPENAI_API_KEY, resources.openai?.apiKey, ...(base ? urlSecrets(base) : [])].filter((s) => !!s);
    const writer = resources.record ? new CassetteWriter(cassettePath(resources.record), secrets) : null;
    const wrap = (m) => (writer ? new RecordingModel(m, writer, undefined, config.label) : m);
    const wrappedShared = new WeakMap();
    const wrapOnce = (m) => {
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
            if (!counted)
                return { lead: wrapOnce(l), executor: wrapOnce(e), authorizer: wrapOnce(a) };
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
export function simAuthorizer(profileName, run) {
    return new LlmAuthorizer(new SimModel(loadProfile(profileName), run), `sim:${profileName}`);
}
