import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { loadTaskSuite } from '../io/load-suite.js';
import { packageRoot } from '../util/paths.js';
import { inputError } from '../util/user-error.js';
/** The cassette a results folder keeps by default (inside the folder, so it moves with it). */
export const FOLDER_CASSETTE = 'cassette.jsonl';
/**
 * How a folder refers to a file it uses: relative to the folder when the file is inside it or next to
 * it, so a moved or copied folder finds its own copy, never the original's.
 */
export function folderRef(dir, file) {
    const rel = relative(resolve(dir), resolve(file));
    return rel === '' ? '.' : rel;
}
/**
 * The cassette of a results folder: the `--cassette` override, else the one the folder records
 * (a relative reference is read against the folder), else the folder's own cassette.jsonl, else null.
 * A reference written by an older build is an absolute path: when the folder holds a cassette of its
 * own, that one is used (a copied folder must not replay against its original's cassette).
 */
export function folderCassette(store, override) {
    if (override !== undefined) {
        if (!existsSync(override))
            throw inputError(`--cassette ${override}: no such file`);
        return resolve(override);
    }
    const own = join(store.dir, FOLDER_CASSETTE);
    const ref = store.meta('cassette');
    if (ref !== null) {
        if (!isAbsolute(ref))
            return resolve(store.dir, ref);
        if (existsSync(own))
            return resolve(own);
        return ref;
    }
    return existsSync(own) ? resolve(own) : null;
}
/** Where a folder keeps copies of the tasks it used that the installed package does not ship. */
export const FOLDER_TASKS = 'tasks';
/** Is a path inside the installed package (a shipped suite)? */
function inPackage(path) {
    const rel = relative(packageRoot(), resolve(path));
    return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) && !rel.split(sep).includes('node_modules') ? rel : null;
}
/**
 * Make a folder self-contained for the tasks a grid uses: the content hash of each is recorded; a
 * shipped suite is referenced inside the installed package (`package:fixtures/suite`), any other is
 * copied into the folder (tasks/, byte for byte) and referenced there.
 */
export function recordFolderSuite(store, suitePath, suite, taskIds) {
    const shipped = inPackage(suitePath);
    store.recordTaskHashes(taskIds.map((id) => [id, suite.hashes.get(id)]));
    store.setMeta('suite_path', resolve(suitePath));
    if (shipped !== null) {
        // A folder first run on a suite of its own keeps referring to its copies.
        if (store.meta('suite_ref') === null)
            store.setMeta('suite_ref', `package:${shipped.split(sep).join('/')}`);
        return;
    }
    const dir = join(store.dir, FOLDER_TASKS);
    mkdirSync(dir, { recursive: true });
    for (const id of taskIds) {
        const to = join(dir, `${id}.json`);
        if (!existsSync(to))
            copyFileSync(suite.files.get(id), to);
    }
    store.setMeta('suite_ref', `folder:${FOLDER_TASKS}`);
}
/**
 * The suite folder a results folder's runs are read against: `--suite-path` when given, else the one
 * it references (its own tasks/ copy, or the shipped suite of the installed package), else — for
 * folders written before references were kept — the absolute path it recorded.
 */
export function folderSuitePath(store, override) {
    if (override !== undefined)
        return resolve(override);
    const ref = store.meta('suite_ref');
    if (ref?.startsWith('folder:'))
        return resolve(store.dir, ref.slice('folder:'.length));
    if (ref?.startsWith('package:'))
        return join(packageRoot(), ref.slice('package:'.length));
    return store.meta('suite_path');
}
/**
 * Load a folder's suite and check that every task its runs used is there with the content they ran
 * on (the recorded hashes): a changed or missing task is named, with what to do.
 */
export function loadFolderSuite(store, override) {
    const path = folderSuitePath(store, override);
    if (path === null || !existsSync(path)) {
        throw inputError(`${store.dir}: the suite this folder was run on (${path ?? 'unknown'}) is not available; pass --suite-path <dir>`);
    }
    const suite = loadTaskSuite(path);
    const problems = [];
    for (const [id, hash] of store.taskHashes()) {
        const have = suite.hashes.get(id);
        if (have === undefined)
            problems.push(`task ${id} is missing`);
        else if (have !== hash)
            problems.push(`task ${id} differs from the one the runs used (content ${have.slice(0, 12)}, recorded ${hash.slice(0, 12)})`);
    }
    if (problems.length) {
        throw inputError(`${store.dir}: the suite at ${path} is not the one its runs used: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''} (pass --suite-path <the suite they ran on>)`);
    }
    return { path, suite };
}
