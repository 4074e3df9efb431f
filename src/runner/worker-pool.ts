import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RunIdentity } from './identity.js';
import type { RunExecutor, RunOne } from './run-grid.js';
import type { RunRow } from './store.js';

/**
 * A job module exports `createRunner(config)`, returning the function that executes one run.
 * Workers import it by path, so the same code runs in-process and in worker threads.
 */
export type CreateRunner = (config: unknown) => Promise<RunOne>;

const WORKER_FILE = fileURLToPath(new URL('./worker.js', import.meta.url));

/** Worker threads need compiled JavaScript; from TypeScript sources (tests) run in-process instead. */
export function workersAvailable(): boolean {
  return existsSync(WORKER_FILE);
}

/**
 * An executor that spreads runs over worker threads. Results are independent of which worker ran
 * which run (a run is a pure function of its identity), so the store ends the same whatever the
 * number of workers.
 */
export function workerPoolExecutor(opts: {
  workers: number;
  jobModule: string;
  config: unknown;
  /** Cap on each worker's old-generation heap (MB): a long grid then collects instead of growing. */
  maxHeapMb?: number;
  /**
   * Each worker's young generation (MB; V8 counts three semi-spaces). A run allocates tens of MB of
   * short-lived objects: a larger nursery lets most of them die before a scavenge has to copy them.
   * Default 96: on the bench grid 48 (V8's worker default) ran ~25% slower, 192 and 384 slower again
   * (cache misses) and with more memory.
   */
  youngGenerationMb?: number;
  /** Once aborted, no further batch is handed out; the batches in flight finish. */
  signal?: AbortSignal;
}): RunExecutor {
  const workers: Worker[] = [];
  const ready: Array<Promise<void>> = [];
  const resourceLimits = {
    ...(opts.maxHeapMb ? { maxOldGenerationSizeMb: opts.maxHeapMb } : {}),
    maxYoungGenerationSizeMb: opts.youngGenerationMb ?? 96,
  };
  for (let i = 0; i < opts.workers; i++) {
    const w = new Worker(WORKER_FILE, {
      workerData: { jobModule: pathToFileURL(opts.jobModule).href, config: opts.config },
      resourceLimits,
    });
    workers.push(w);
    ready.push(
      new Promise<void>((resolve, reject) => {
        const onMsg = (m: { type: string; error?: string }): void => {
          if (m.type === 'ready') {
            w.off('message', onMsg);
            resolve();
          } else if (m.type === 'fatal') reject(new Error(m.error));
        };
        w.on('message', onMsg);
        w.once('error', reject);
      }),
    );
  }
  return {
    async execute(identities, runIds, onResult) {
      await Promise.all(ready);
      const take = batchRanges(identities, workers.length);
      await Promise.all(
        workers.map(
          (w, i) =>
            new Promise<void>((resolve, reject) => {
              let inFlight = 0;
              const send = (): boolean => {
                if (opts.signal?.aborted) return false;
                const [start, end] = take(i);
                if (start === end) return false;
                inFlight++;
                w.postMessage({ type: 'run', identities: identities.slice(start, end), runIds: runIds.slice(start, end) });
                return true;
              };
              const finish = (err?: Error): void => {
                w.off('message', onMsg);
                w.off('error', onErr);
                if (err) reject(err);
                else resolve();
              };
              const onMsg = (m: { type: string; rows?: RunRow[]; error?: string }): void => {
                if (m.type === 'results' && m.rows) for (const r of m.rows) onResult(r);
                else if (m.type === 'done') {
                  inFlight--;
                  send();
                  if (inFlight === 0) finish();
                } else if (m.type === 'fatal') finish(new Error(m.error));
              };
              const onErr = (e: Error): void => finish(e);
              w.on('message', onMsg);
              w.once('error', onErr);
              send();
              send();
              if (inFlight === 0) finish();
            }),
        ),
      );
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/**
 * Deal a grid's runs out in small batches to whichever worker asks next (runs differ ten-fold in cost,
 * so fixed slices leave one worker idle at the end). Each worker keeps to one task at a time: the
 * runs of a task share its memoised readings, token counts and plans, which a worker then builds
 * once instead of every worker building them for every task. A worker with no task left to start
 * helps with the task that has the most runs left.
 */
export function batchDealer(identities: readonly RunIdentity[], workers: number): (worker: number) => RunIdentity[] {
  const take = batchRanges(identities, workers);
  return (worker) => identities.slice(...take(worker));
}

/** batchDealer's batches as index ranges [start, end) of `identities` (empty when none is left). */
function batchRanges(identities: readonly RunIdentity[], workers: number): (worker: number) => [start: number, end: number] {
  const batch = Math.max(1, Math.min(32, Math.ceil(identities.length / (workers * 8))));
  // Consecutive runs of one task (grids are expanded task by task).
  const groups: Array<{ start: number; end: number }> = [];
  for (let i = 0; i < identities.length; i++) {
    const last = groups[groups.length - 1];
    if (last && identities[last.start]?.taskId === identities[i]?.taskId) last.end = i + 1;
    else groups.push({ start: i, end: i + 1 });
  }
  let nextGroup = 0;
  const current: Array<{ start: number; end: number } | null> = Array.from({ length: workers }, () => null);
  return (worker) => {
    let g = current[worker] ?? null;
    if (!g || g.start >= g.end) {
      if (nextGroup < groups.length) g = groups[nextGroup++] ?? null;
      else g = current.reduce<{ start: number; end: number } | null>((best, c) => (c && c.end - c.start > (best ? best.end - best.start : 0) ? c : best), null);
      current[worker] = g;
    }
    if (!g || g.start >= g.end) return [0, 0];
    const start = g.start;
    g.start = Math.min(g.end, start + batch);
    return [start, g.start];
  };
}
