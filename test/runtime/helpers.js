import { readFileSync } from 'node:fs';
import { TaskSchema } from '../../src/domain/task.js';
/** A shipped example task, parsed. */
export function loadTask(name = 'finance-northwind') {
    return TaskSchema.parse(JSON.parse(readFileSync(new URL(`../../fixtures/examples/${name}.json`, import.meta.url), 'utf8')));
}
/** The same model for every role. */
export function modelsOf(m) {
    return { lead: m, executor: m, authorizer: m };
}
/** A minimal tool that appends to collection `a` (for machine-level tests with a tiny world). */
export const appendTool = (name) => ({
    name,
    description: name,
    parameters: { type: 'object', properties: {} },
    effect: 'prepare',
    irreversible: false,
    audienceParam: null,
    behavior: { op: 'append', collection: 'a' },
});
