import { z } from 'zod';
import { loadAs } from '../io/validate-files.js';
import { registerFileKind } from '../domain/registry.js';
import { registerModelProvider } from '../models/provider-registry.js';
import { planModel } from './plan-model.js';
import { scriptedModel } from './scripted-model.js';
import { usageError } from '../util/user-error.js';
// The registry itself lives in the model layer (below the runtime); the runtime adds its deterministic models.
export { modelFromSpec, modelProviderNames, registerModelProvider } from '../models/provider-registry.js';
const ToolCallJson = z.object({ id: z.string().default(''), type: z.literal('function').default('function'), function: z.object({ name: z.string(), arguments: z.string() }).strict() }).strict();
const AssistantJson = z.object({ role: z.literal('assistant').default('assistant'), content: z.string().nullable().default(null), tool_calls: z.array(ToolCallJson).optional() }).strict();
/** A model script file: the replies of each agent, by turn. */
export const ModelScriptSchema = z.object({ byAgent: z.record(z.string(), z.array(AssistantJson)) }).strict();
registerFileKind({
    name: 'model-script',
    description: 'Scripted model replies: byAgent { agentId: [assistant messages, one per turn] }',
    schema: ModelScriptSchema,
    looksLike: (v) => 'byAgent' in v,
});
// plan / plan:pressure — the deterministic protocol-following model (reads the task's gold steps).
registerModelProvider('plan', (arg, ctx) => planModel(ctx.task, { pressure: arg === 'pressure' }));
// script:<file.json> — replies listed per agent.
registerModelProvider('script', (arg) => {
    if (!arg)
        throw usageError('model "script:<file>" needs a script file');
    const s = loadAs(arg, 'model-script');
    return scriptedModel({ id: `script:${arg}`, byAgent: s.byAgent });
});
