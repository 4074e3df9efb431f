import { existsSync } from 'node:fs';
import { fileKind } from '../domain/registry.js';
import { TaskSchema } from '../domain/task.js';
import { taskProblems, zodProblems } from '../domain/validate.js';
import { sha256, stableHash } from '../util/canonical.js';
import { inputError } from '../util/user-error.js';
import { readJsonFile } from './json-file.js';
import { jsonFilesUnder } from './validate-files.js';
/**
 * Load every task file under a directory (or one file), failing with a UserError naming the file and
 * JSON path of the first bad one (the same reading and checks as `masdrift validate`).
 */
export function loadTaskSuite(path) {
    if (!existsSync(path))
        throw inputError(`suite folder not found: ${path}`);
    const tasks = [];
    const hashes = [];
    const fileOf = new Map();
    for (const f of jsonFilesUnder(path)) {
        const read = readJsonFile(f);
        if (!read.ok)
            throw inputError(`${f}: ${read.problem.path}: ${read.problem.message}`);
        // A suite folder may hold other fixtures beside its tasks (graphs, READMEs): only tasks count.
        const v = read.value;
        if (v === null || typeof v !== 'object' || Array.isArray(v) || !fileKind('task').looksLike(v))
            continue;
        const r = TaskSchema.safeParse(v);
        if (!r.success) {
            const p = zodProblems(r.error)[0];
            throw inputError(`${f}: ${p.path}: ${p.message}`);
        }
        const extra = taskProblems(r.data);
        if (extra.length)
            throw inputError(`${f}: ${extra[0].path}: ${extra[0].message}`);
        const other = fileOf.get(r.data.id);
        if (other !== undefined)
            throw inputError(`${f}: $.id: duplicate task id "${r.data.id}" (also in ${other}): every task of a suite needs its own id`);
        fileOf.set(r.data.id, f);
        tasks.push(r.data);
        hashes.push([r.data.id, sha256(read.text)]);
    }
    if (tasks.length === 0)
        throw inputError(`${path}: no task files found`);
    tasks.sort((a, b) => a.id.localeCompare(b.id));
    const byId = new Map(tasks.map((t) => [t.id, t]));
    hashes.sort((a, b) => a[0].localeCompare(b[0]));
    return { tasks, byId, version: stableHash(hashes).slice(0, 16), hashes: new Map(hashes), files: fileOf };
}
