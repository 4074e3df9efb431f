import { z } from 'zod';
import { PolicySchema } from '../policy/schema.js';
import { TaskSchema } from './task.js';
import { ToolSpecSchema } from './tool.js';
import { TrajectorySchema } from './trajectory.js';
import { taskProblems } from './validate.js';
const kinds = new Map();
/** Register a file kind (later modules add model profiles, mosaic examples, ...). */
export function registerFileKind(kind) {
    kinds.set(kind.name, kind);
}
export function fileKinds() {
    return [...kinds.values()];
}
export function fileKind(name) {
    return kinds.get(name);
}
registerFileKind({
    name: 'task',
    description: 'A MasDrift task: request, environment, required steps and boundary',
    schema: TaskSchema,
    // Two of the task's distinctive keys are enough, so a task missing one still validates as a task.
    looksLike: (v) => ['request', 'environment', 'required', 'boundary'].filter((k) => k in v).length >= 2,
    check: taskProblems,
});
registerFileKind({
    name: 'policy',
    description: 'An authority policy: one rule per tool',
    schema: PolicySchema,
    looksLike: (v) => 'rules' in v && Object.keys(v).length === 1,
});
registerFileKind({
    name: 'tool',
    description: 'One domain tool specification',
    schema: ToolSpecSchema,
    looksLike: (v) => 'effect' in v && 'parameters' in v,
});
registerFileKind({
    name: 'trajectory',
    description: 'A recorded run: tool calls, handoffs, tokens, end reason',
    schema: TrajectorySchema,
    looksLike: (v) => 'calls' in v && 'handoffs' in v,
});
/** The top-level keys a kind's schema knows (through defaults, optionals and pipes), or none. */
function schemaKeys(schema) {
    if (schema instanceof z.ZodObject)
        return Object.keys(schema.shape);
    const def = schema._zod?.def;
    if (def?.type === 'pipe' && def.in)
        return schemaKeys(def.in);
    if (def?.innerType)
        return schemaKeys(def.innerType);
    return [];
}
/**
 * The kind a value's fields point to when no kind's `looksLike` accepts it (a graph without `edges`,
 * a Mosaic example without `composite`): the one kind whose schema knows the most of the value's
 * keys, at least two and at least half of them. A tie is no answer: the file's kind is then unclear.
 */
export function kindFromFields(value) {
    const keys = Object.keys(value);
    let best;
    let bestScore = 0;
    let tie = false;
    for (const k of kinds.values()) {
        const known = new Set(schemaKeys(k.schema));
        const score = keys.filter((key) => known.has(key)).length;
        if (score > bestScore) {
            best = k;
            bestScore = score;
            tie = false;
        }
        else if (score === bestScore && score > 0)
            tie = true;
    }
    return best && !tie && bestScore >= 2 && bestScore * 2 >= keys.length ? best : undefined;
}
/** JSON Schema for a registered kind, for editor validation of fixtures. */
export function jsonSchemaOf(name) {
    const k = kinds.get(name);
    if (!k)
        throw new Error(`unknown schema "${name}" (known: ${[...kinds.keys()].join(', ')})`);
    return { $schema: 'https://json-schema.org/draft/2020-12/schema', title: k.name, description: k.description, ...z.toJSONSchema(k.schema, { io: 'input', unrepresentable: 'any' }) };
}
