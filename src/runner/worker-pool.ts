import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RunIdentity } from './identity.js';
import type { RunExecutor } from './run-grid.js';
import type { RunRow, StoredRun } from './store.js';

/**
 * A job module exports `createRunner(config)`, returning the function that executes one run.
 * Workers import it by path, so the same code runs in-process and in worker threads.
 */
export type CreateRunner = (config: unknown) => Promise<(identity: RunIdentity) => Promise<StoredRun>>;

const WORKER_FILE = fileURLToPath(new URL('./worker.js', import.meta.url));

/** Worker threads need compiled JavaScript; from TypeScript sources (tests) run in-process instead. */
export function workersAvailable(): boolean {
  return existsSync(WORKER_FILE);
}

/**
 * An executor that spreads runs over worker threads. Each worker gets a contiguous slice of the
 * batch; results are independent of which worker ran which run (a run is a pure function of its
 * identity), so the store ends the same whatever the number of workers.
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
    async execute(identities, onResult) {
      await Promise.all(ready);
      // Work is handed out in small batches to whichever worker asks next (runs differ ten-fold in
      // cost, so fixed slices leave one worker idle at the end of every chunk). Each worker keeps
      // two batches queued so it never waits for the main thread between them.
      const batch = Math.max(1, Math.min(32, Math.ceil(identities.length / (workers.length * 8))));
      let next = 0;
      await Promise.all(
        workers.map(
          (w) =>
            new Promise<void>((resolve, reject) => {
              let inFlight = 0;
              const send = (): boolean => {
                if (next >= identities.length) return false;
                const slice = identities.slice(next, next + batch);
                next += slice.length;
                inFlight++;
                w.postMessage({ type: 'run', identities: slice });
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
