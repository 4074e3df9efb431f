import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { inputError } from '../util/user-error.js';
import type { ResultsStore } from './store.js';

/** The cassette a results folder keeps by default (inside the folder, so it moves with it). */
export const FOLDER_CASSETTE = 'cassette.jsonl';

/**
 * How a folder refers to a file it uses: relative to the folder when the file is inside it or next to
 * it, so a moved or copied folder finds its own copy, never the original's.
 */
export function folderRef(dir: string, file: string): string {
  const rel = relative(resolve(dir), resolve(file));
  return rel === '' ? '.' : rel;
}

/**
 * The cassette of a results folder: the `--cassette` override, else the one the folder records
 * (a relative reference is read against the folder), else the folder's own cassette.jsonl, else null.
 * A reference written by an older build is an absolute path: when the folder holds a cassette of its
 * own, that one is used (a copied folder must not replay against its original's cassette).
 */
export function folderCassette(store: ResultsStore, override?: string): string | null {
  if (override !== undefined) {
    if (!existsSync(override)) throw inputError(`--cassette ${override}: no such file`);
    return resolve(override);
  }
  const own = join(store.dir, FOLDER_CASSETTE);
  const ref = store.meta('cassette');
  if (ref !== null) {
    if (!isAbsolute(ref)) return resolve(store.dir, ref);
    if (existsSync(own)) return resolve(own);
    return ref;
  }
  return existsSync(own) ? resolve(own) : null;
}
