import type { RunRow, StoreMeta } from './store.js';

/** A value now (SQLite answers synchronously) or later (PostgreSQL answers over the network). */
export type Awaitable<T> = T | Promise<T>;

/**
 * What a grid needs of a results store, whichever database holds it: the embedded SQLite folder
 * (store.ts) or a PostgreSQL server shared by many workers (pg-store.ts). Same semantics in both:
 * one row per run keyed by its run id; a run stored ok is never replaced, a run stored failed is
 * replaced by its retry; a commit holds whole runs only.
 */
export interface RunStore {
  /** Where the store is, fit to print in any message (a folder; a URL without its password). */
  readonly where: string;
  meta(key: string): Awaitable<string | null>;
  setMeta(key: string, value: string): Awaitable<void>;
  /** Record the suite, scorer and code versions; refuse a store holding runs of other versions (see store.ts). */
  checkVersions(v: StoreMeta, allowMixed: boolean): Awaitable<void>;
  /** Ids of runs a grid need not run again: stored ok (and stored failed too when asked). */
  finishedRunIds(opts?: { includeFailed?: boolean }): Awaitable<Set<string>>;
  /** Commit whole runs atomically; returns how many rows were written (a run already stored ok is not). */
  commit(rows: readonly RunRow[]): Awaitable<number>;
  /** Number of stored runs. */
  count(): Awaitable<number>;
  close(): Awaitable<void>;
}
