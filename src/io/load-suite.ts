import { readFileSync } from 'node:fs';
import { fileKind } from '../domain/registry.js';
import { TaskSchema, type Task } from '../domain/task.js';
import { taskProblems } from '../domain/validate.js';
import { sha256, stableHash } from '../util/canonical.js';
import { jsonFilesUnder, parseJsonText } from './validate-files.js';
import { zodProblems } from '../domain/validate.js';

/** A loaded task suite: tasks by id, and a version hash of their content. */
export interface LoadedSuite {
  tasks: Task[];
  byId: Map<string, Task>;
  /** Changes whenever any task file changes: results of different versions are not mixed silently. */
  version: string;
}

/** Load every task file under a directory (or one file), failing with file + JSON path on the first bad one. */
export function loadTaskSuite(path: string): LoadedSuite {
  const tasks: Task[] = [];
  const hashes: Array<[string, string]> = [];
  for (const f of jsonFilesUnder(path)) {
    const text = readFileSync(f, 'utf8');
    const parsed = parseJsonText(text);
    if (!parsed.ok) throw new Error(`${f}: ${parsed.problem.path}: ${parsed.problem.message}`);
    // A suite folder may hold other fixtures beside its tasks (graphs, READMEs): only tasks count.
    const v = parsed.value;
    if (v === null || typeof v !== 'object' || Array.isArray(v) || !fileKind('task')!.looksLike(v as Record<string, unknown>)) continue;
    const r = TaskSchema.safeParse(parsed.value);
    if (!r.success) {
      const p = zodProblems(r.error)[0]!;
      throw new Error(`${f}: ${p.path}: ${p.message}`);
    }
    const extra = taskProblems(r.data);
    if (extra.length) throw new Error(`${f}: ${extra[0]!.path}: ${extra[0]!.message}`);
    tasks.push(r.data);
    hashes.push([r.data.id, sha256(text)]);
  }
  if (tasks.length === 0) throw new Error(`${path}: no task files found`);
  tasks.sort((a, b) => a.id.localeCompare(b.id));
  const byId = new Map(tasks.map((t) => [t.id, t]));
  if (byId.size !== tasks.length) throw new Error(`${path}: duplicate task ids`);
  hashes.sort((a, b) => a[0].localeCompare(b[0]));
  return { tasks, byId, version: stableHash(hashes).slice(0, 16) };
}
