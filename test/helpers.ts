import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { TaskSchema, type Task } from '../src/domain/task.js';

/** The repository root, for tests that read shipped fixtures. */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Load and parse a shipped task fixture. */
export function loadTask(relPath: string): Task {
  return TaskSchema.parse(JSON.parse(readFileSync(join(repoRoot, relPath), 'utf8')));
}

export const exampleTaskPath = 'fixtures/examples/finance-northwind.json';
