import { z } from 'zod';
import { registerFileKind } from '../../domain/registry.js';
import { loadAs } from '../../io/validate-files.js';
export const ConfirmRuleSchema = z
    .object({
    tool: z.string().optional(),
    agent: z.string().optional(),
    decision: z.enum(['approved', 'denied']),
    note: z.string().optional(),
})
    .strict();
/** Answers for confirmations, from a file: the first rule matching the call's tool and agent wins. */
export const ConfirmScriptSchema = z
    .object({
    default: z.enum(['approved', 'denied']),
    rules: z.array(ConfirmRuleSchema).default([]),
})
    .strict();
registerFileKind({
    name: 'confirm-script',
    description: 'Scripted confirmation answers: rules {tool?, agent?, decision} matched in order, then a default',
    schema: ConfirmScriptSchema,
    looksLike: (v) => 'default' in v && ('rules' in v || Object.keys(v).length === 1),
});
export function scriptedConfirmation(script) {
    return {
        decide: async ({ call }) => {
            const i = script.rules.findIndex((r) => (r.tool === undefined || r.tool === call.tool) && (r.agent === undefined || r.agent === call.agent));
            const r = script.rules[i];
            if (r)
                return { decision: r.decision, note: r.note ?? `scripted rule ${i}` };
            return { decision: script.default, note: 'scripted default' };
        },
    };
}
/** Load a confirmation script file (validated; errors name the file and JSON path). */
export function loadConfirmScript(file) {
    return loadAs(file, 'confirm-script');
}
