import { usageError } from '../util/user-error.js';
const providers = new Map();
/** Make `--model <prefix>:<arg>` available. */
export function registerModelProvider(prefix, provider) {
    providers.set(prefix, provider);
}
export function modelProviderNames() {
    return [...providers.keys()];
}
/** The model a spec names: "<prefix>" or "<prefix>:<arg>". */
export function modelFromSpec(spec, ctx) {
    const i = spec.indexOf(':');
    const prefix = i < 0 ? spec : spec.slice(0, i);
    const arg = i < 0 ? '' : spec.slice(i + 1);
    const p = providers.get(prefix);
    if (!p)
        throw usageError(`unknown model "${spec}" (known: ${[...providers.keys()].map((k) => `${k}:…`).join(', ')})`);
    return p(arg, ctx);
}
