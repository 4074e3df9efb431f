import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileKind, fileKinds, type FileKind } from '../domain/registry.js';
import { zodProblems, type Problem } from '../domain/validate.js';

/** The result of validating one file. */
export interface FileReport {
  file: string;
  kind: string | null;
  problems: Problem[];
}

/** Parse JSON, turning a syntax error into a problem with line and column. */
export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false; problem: Problem } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const m = /position (\d+)/.exec(msg);
    let where = '';
    const pos = m ? Number(m[1]) : /end of JSON input/.test(msg) ? text.length : null;
    if (pos !== null) {
      const before = text.slice(0, pos).split('\n');
      where = ` at line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
    }
    return { ok: false, problem: { path: '$', message: `invalid JSON${where}: ${msg}` } };
  }
}

/** Validate one parsed value as the given kind (or the kind it looks like). */
export function validateValue(value: unknown, kindName?: string): { kind: string | null; problems: Problem[] } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { kind: null, problems: [{ path: '$', message: `expected a JSON object, got ${Array.isArray(value) ? 'an array' : typeof value}` }] };
  }
  let kind: FileKind | undefined;
  if (kindName) {
    kind = fileKind(kindName);
    if (!kind) return { kind: null, problems: [{ path: '$', message: `unknown kind "${kindName}"` }] };
  } else {
    kind = fileKinds().find((k) => k.looksLike(value as Record<string, unknown>));
  }
  if (!kind) {
    return {
      kind: null,
      problems: [{ path: '$', message: `cannot tell what this file is: expected one of ${fileKinds().map((k) => k.name).join(', ')} (e.g. a task has "request" and "environment")` }],
    };
  }
  const parsed = kind.schema.safeParse(value);
  if (!parsed.success) return { kind: kind.name, problems: zodProblems(parsed.error) };
  return { kind: kind.name, problems: kind.check ? kind.check(parsed.data) : [] };
}

/** All .json files under a path (a file or a directory), sorted for stable output. */
export function jsonFilesUnder(path: string): string[] {
  const st = statSync(path);
  if (st.isFile()) return [path];
  const out: string[] = [];
  for (const name of readdirSync(path).sort()) {
    if (name.startsWith('.') || name === 'node_modules') continue;
    const p = join(path, name);
    const s = statSync(p);
    if (s.isDirectory()) out.push(...jsonFilesUnder(p));
    else if (name.endsWith('.json')) out.push(p);
  }
  return out;
}

/** Validate every JSON file under a path. Files that are JSON-lines cassettes are skipped by extension. */
export function validatePath(path: string, kindName?: string, cwd = process.cwd()): FileReport[] {
  return jsonFilesUnder(path).map((f) => {
    const rel = relative(cwd, f);
    const file = rel && !rel.startsWith('..') ? rel : f;
    const parsed = parseJsonText(readFileSync(f, 'utf8'));
    if (!parsed.ok) return { file, kind: null, problems: [parsed.problem] };
    const { kind, problems } = validateValue(parsed.value, kindName);
    return { file, kind, problems };
  });
}

/** Load and validate one file as a kind, or throw an error naming the file, path and expectation. */
export function loadAs<T>(file: string, kindName: string): T {
  const parsed = parseJsonText(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.problem.path}: ${parsed.problem.message}`);
  const kind = fileKind(kindName);
  if (!kind) throw new Error(`unknown kind "${kindName}"`);
  const r = kind.schema.safeParse(parsed.value);
  if (!r.success) {
    const ps = zodProblems(r.error);
    throw new Error(`${file}: invalid ${kindName}:\n${ps.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`);
  }
  const extra = kind.check ? kind.check(r.data) : [];
  if (extra.length) throw new Error(`${file}: invalid ${kindName}:\n${extra.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`);
  return r.data as T;
}
