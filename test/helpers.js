import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { TaskSchema } from '../src/domain/task.js';
/** The repository root, for tests that read shipped fixtures. */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Load and parse a shipped task fixture. */
export function loadTask(relPath) {
    return TaskSchema.parse(JSON.parse(readFileSync(join(repoRoot, relPath), 'utf8')));
}
export const exampleTaskPath = 'fixtures/examples/finance-northwind.json';
/**
 * Cases for a property whose default is `defaultRuns`, honouring MASDRIFT_PROP_RUNS: unset, the
 * default; set to N, every property scales by N/1000 (the lattice properties' default is 1,000, so
 * they run exactly N), at least one case. Costly properties keep their relative share of a deep run.
 */
export function propRuns(defaultRuns, env = process.env) {
    const n = Number(env['MASDRIFT_PROP_RUNS']);
    if (!Number.isFinite(n) || n <= 0)
        return defaultRuns;
    return Math.max(1, Math.round((defaultRuns * n) / 1000));
}
/** The rows a query returns from a results database, opened read-only (tests that inspect a store). */
export function queryResults(dbFile, sql) {
    const db = new DatabaseSync(dbFile, { readOnly: true });
    try {
        return db.prepare(sql).all();
    }
    finally {
        db.close();
    }
}
