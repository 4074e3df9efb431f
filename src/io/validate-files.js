import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileKind, fileKinds, kindFromFields } from '../domain/registry.js';
import { zodProblems } from '../domain/validate.js';
import { inputError } from '../util/user-error.js';
import { readJsonFile } from './json-file.js';
export { parseJsonText } from './json-file.js';
/** Validate one parsed value as the given kind (or the kind it looks like). */
export function validateValue(value, kindName) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        const got = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
        return { kind: null, problems: [{ path: '$', message: `expected a JSON object, got ${got}` }] };
    }
    let kind;
    if (kindName) {
        kind = fileKind(kindName);
        if (!kind)
            return { kind: null, problems: [{ path: '$', message: `unknown kind "${kindName}"` }] };
    }
    else {
        // A file that lacks one of its kind's telling fields is still read as that kind when the fields it
        // has point to it, so the missing field is named instead of "cannot tell".
        kind = fileKinds().find((k) => k.looksLike(value)) ?? kindFromFields(value);
    }
    if (!kind) {
        return {
            kind: null,
            problems: [{ path: '$', message: `cannot tell what this file is: expected one of ${fileKinds().map((k) => k.name).join(', ')} (e.g. a task has "request" and "environment")` }],
        };
    }
    const parsed = kind.schema.safeParse(value);
    if (!parsed.success)
        return { kind: kind.name, problems: zodProblems(parsed.error) };
    return { kind: kind.name, problems: kind.check ? kind.check(parsed.data) : [] };
}
/** All .json files under a path (a file or a directory), sorted for stable output. */
export function jsonFilesUnder(path) {
    const st = statSync(path);
    if (st.isFile())
        return [path];
    const out = [];
    for (const name of readdirSync(path).sort()) {
        if (name.startsWith('.') || name === 'node_modules')
            continue;
        const p = join(path, name);
        const s = statSync(p);
        if (s.isDirectory())
            out.push(...jsonFilesUnder(p));
        else if (name.endsWith('.json'))
            out.push(p);
    }
    return out;
}
/** Validate every JSON file under a path (a missing path is one file with the problem "no such file"). */
export function validatePath(path, kindName, cwd = process.cwd()) {
    const name = (f) => {
        const rel = relative(cwd, f);
        return rel && !rel.startsWith('..') ? rel : f;
    };
    if (!existsSync(path))
        return [{ file: name(path), kind: null, problems: [{ path: '$', message: 'no such file or folder' }] }];
    return jsonFilesUnder(path).map((f) => {
        const file = name(f);
        const read = readJsonFile(f);
        if (!read.ok)
            return { file, kind: null, problems: [read.problem] };
        const { kind, problems } = validateValue(read.value, kindName);
        return problems.length ? { file, kind, problems } : { file, kind, problems, value: read.value };
    });
}
/** Kinds whose files are one item of a suite each, so an id given by two files is an error. */
const SUITE_ITEM_KINDS = ['task', 'mosaic-example'];
/**
 * Validate several paths as one set: each file alone, then across files — two valid files of a
 * suite kind with the same id both named (the later one gets the problem, pointing at the earlier).
 */
export function validatePaths(paths, kindName, cwd = process.cwd()) {
    const reports = paths.flatMap((p) => validatePath(p, kindName, cwd));
    const seen = new Map();
    for (const r of reports) {
        if (!r.kind || !SUITE_ITEM_KINDS.includes(r.kind) || r.problems.length)
            continue;
        const id = r.value.id;
        if (typeof id !== 'string')
            continue;
        const key = `${r.kind}\u0000${id}`;
        const first = seen.get(key);
        if (first !== undefined) {
            r.problems.push({ path: '$.id', message: `duplicate ${r.kind === 'task' ? 'task' : 'example'} id "${id}" (also in ${first}): every ${r.kind} of a suite needs its own id` });
            delete r.value;
        }
        else
            seen.set(key, r.file);
    }
    return reports;
}
/** Load and validate one file as a kind, or throw a UserError naming the file, path and expectation. */
export function loadAs(file, kindName) {
    const read = readJsonFile(file);
    if (!read.ok)
        throw inputError(`${file}: ${read.problem.path}: ${read.problem.message}`);
    const kind = fileKind(kindName);
    if (!kind)
        throw new Error(`unknown kind "${kindName}"`);
    const r = kind.schema.safeParse(read.value);
    if (!r.success) {
        const ps = zodProblems(r.error);
        throw inputError(`${file}: invalid ${kindName}:\n${ps.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`);
    }
    const extra = kind.check ? kind.check(r.data) : [];
    if (extra.length)
        throw inputError(`${file}: invalid ${kindName}:\n${extra.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`);
    return r.data;
}
