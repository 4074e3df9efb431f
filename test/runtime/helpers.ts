import { readFileSync } from 'node:fs';
import { TaskSchema, type Task } from '../../src/domain/task.js';
import type { ToolSpec } from '../../src/domain/tool.js';
import type { ChatModel, RunModels } from '../../src/models/types.js';

/** A shipped example task, parsed. */
export function loadTask(name = 'finance-northwind'): Task {
  return TaskSchema.parse(JSON.parse(readFileSync(new URL(`../../fixtures/examples/${name}.json`, import.meta.url), 'utf8')));
}

/** The same model for every role. */
export function modelsOf(m: ChatModel): RunModels {
  return { lead: m, executor: m, authorizer: m };
}

/** A minimal tool that appends to collection `a` (for machine-level tests with a tiny world). */
export const appendTool = (name: string): ToolSpec => ({
  name,
  description: name,
  parameters: { type: 'object', properties: {} },
  effect: 'prepare',
  irreversible: false,
  audienceParam: null,
  behavior: { op: 'append', collection: 'a' },
});
