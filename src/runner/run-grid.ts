import type { RunIdentity } from './identity.js';
import { runIdOf } from './identity.js';
import type { Progress } from './progress.js';
import { FAILURE_REASONS, failuresByReason, parseFailure, stopsGrid, type RunFailure } from './run-outcome.js';
import { rowDegraded, rowFailed, runRow, type ResultsStore, type RunRow, type StoredRun } from './store.js';

/**
 * Executes one run; `runId`, when given, is the identity's id (runIdOf), already computed by the grid.
 * A job module's runner (see worker-pool.ts).
 */
export type RunOne = (identity: RunIdentity, opts?: { runId?: string }) => Promise<StoredRun>;

/** Executes runs; implementations: in-process, or a pool of worker threads. */
export interface RunExecutor {
  /**
   * Run a batch of identities, given with their run ids (runIds[i] is runIdOf(identities[i])); results
   * (as store rows) may come back in any order.
   */
  execute(identities: readonly RunIdentity[], runIds: readonly string[], onResult: (row: RunRow) => void): Promise<void>;
  close(): Promise<void>;
}

export interface GridOutcome {
  total: number;
  skipped: number;
  done: number;
  failed: number;
  /** Scored runs of this grid whose defense ran degraded (an authorizer answer replaced fail-closed). */
  degraded: number;
  /** The failed runs of this grid by reason ("2 model call failed after retries"); empty when none. */
  failedByReason: string;
  interrupted: boolean;
  /** Why the grid stopped before its end on its own (a failure every further run would share), or null. */
  stopped: string | null;
}

/**
 * Run every identity not yet in the store, committing finished runs in small batches of whole
 * runs. Interruptible: `signal` stops scheduling and keeps everything finished so far.
 */
export async function runGrid(opts: {
  identities: readonly RunIdentity[];
  store: ResultsStore;
  executor: RunExecutor;
  progress?: Progress;
  signal?: AbortSignal;
  /** Runs per commit transaction (each commit holds whole runs only). */
  commitEvery?: number;
  /** How many identities to hand the executor at once (bounds memory and lets Ctrl-C act promptly). */
  chunk?: number;
  /** Treat runs stored failed as done (default: retry them). */
  keepFailed?: boolean;
  /**
   * Called once when a run fails in a way every further run would share (credentials refused): the
   * caller aborts `signal`, and the grid stops scheduling.
   */
  onFatal?: (failure: RunFailure) => void;
}): Promise<GridOutcome> {
  const finished = opts.store.finishedRunIds({ includeFailed: opts.keepFailed ?? false });
  const seen = new Set<string>();
  // Each run's id is computed here once and handed on with its identity (a hash of the identity's
  // canonical JSON: executors need not compute it again).
  const todo: RunIdentity[] = [];
  const todoIds: string[] = [];
  for (const id of opts.identities) {
    const rid = runIdOf(id);
    if (finished.has(rid) || seen.has(rid)) continue;
    seen.add(rid);
    todo.push(id);
    todoIds.push(rid);
  }
  const skipped = opts.identities.length - todo.length;
  const killAfter = Number(process.env['MASDRIFT_TEST_KILL_AFTER'] ?? 0);
  // Under the kill test hook every run is its own commit, so "killed at the k-th committed run" is exact.
  const commitEvery = killAfter > 0 ? 1 : (opts.commitEvery ?? 64);
  const chunk = opts.chunk ?? 2048;
  let pending: RunRow[] = [];
  let committed = 0;
  let done = 0;
  let failed = 0;
  const failures: RunFailure[] = [];
  let degraded = 0;
  let stopped: string | null = null;

  const flush = (): void => {
    if (pending.length === 0) return;
    opts.store.commit(pending);
    committed += pending.length;
    pending = [];
    // Test hook: die abruptly right after a commit, to prove resumption loses and duplicates nothing.
    if (killAfter > 0 && committed >= killAfter) process.kill(process.pid, 'SIGKILL');
  };

  let interrupted = false;
  for (let i = 0; i < todo.length; i += chunk) {
    if (opts.signal?.aborted) {
      interrupted = stopped === null;
      break;
    }
    await opts.executor.execute(todo.slice(i, i + chunk), todoIds.slice(i, i + chunk), (row) => {
      pending.push(row);
      done++;
      if (rowDegraded(row)) degraded++;
      if (rowFailed(row)) {
        failed++;
        const f = parseFailure(row[12]);
        failures.push(f);
        if (stopped === null && stopsGrid(f)) {
          stopped = `${FAILURE_REASONS[f.reason]}: ${f.message}`;
          opts.onFatal?.(f);
        }
      }
      if (pending.length >= commitEvery) flush();
      opts.progress?.tick(done, failed);
    });
    flush();
  }
  flush();
  if (opts.signal?.aborted && done < todo.length && stopped === null) interrupted = true;
  opts.progress?.finish(done, failed);
  return { total: opts.identities.length, skipped, done, failed, degraded, failedByReason: failuresByReason(failures), interrupted, stopped };
}

/** An executor that runs identities in this process with bounded async concurrency. */
export function inProcessExecutor(runOne: RunOne, concurrency = 1, signal?: AbortSignal): RunExecutor {
  return {
    async execute(identities, runIds, onResult) {
      let next = 0;
      const worker = async (): Promise<void> => {
        while (next < identities.length && !signal?.aborted) {
          const i = next++;
          onResult(runRow(await runOne(identities[i] as RunIdentity, { runId: runIds[i] as string })));
          // A simulated run can complete without ever leaving the microtask queue; yield to the event
          // loop so a Ctrl-C (delivered as a macrotask) can stop the grid between runs.
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    },
    async close() {},
  };
}
