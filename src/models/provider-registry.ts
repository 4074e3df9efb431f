import type { ChatModel, RunModelContext } from './types.js';
import { usageError } from '../util/user-error.js';

/**
 * Models named by a prefix in a model spec ("sim:careful", "plan:pressure", "script:<file>"): the
 * model layer registers its own (providers.ts), the runtime its deterministic ones
 * (runtime/model-spec.ts). It lives here, below both, so neither imports upward.
 */
export type ModelProvider = (arg: string, ctx: RunModelContext) => ChatModel;

const providers = new Map<string, ModelProvider>();

/** Make `--model <prefix>:<arg>` available. */
export function registerModelProvider(prefix: string, provider: ModelProvider): void {
  providers.set(prefix, provider);
}

export function modelProviderNames(): string[] {
  return [...providers.keys()];
}

/** The model a spec names: "<prefix>" or "<prefix>:<arg>". */
export function modelFromSpec(spec: string, ctx: RunModelContext): ChatModel {
  const i = spec.indexOf(':');
  const prefix = i < 0 ? spec : spec.slice(0, i);
  const arg = i < 0 ? '' : spec.slice(i + 1);
  const p = providers.get(prefix);
  if (!p) throw usageError(`unknown model "${spec}" (known: ${[...providers.keys()].map((k) => `${k}:…`).join(', ')})`);
  return p(arg, ctx);
}
