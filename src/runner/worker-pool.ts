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
   */
  youngGenerationMb?: number;
}): RunExecutor {
  const workers: Worker[] = [];
  const ready: Array<Promise<void>> = [];
  const resourceLimits = {
    ...(opts.maxHeapMb ? { maxOldGenerationSizeMb: opts.maxHeapMb } : {}),
    ...(opts.youngGenerationMb ? { maxYoungGenerationSizeMb: opts.youngGenerationMb } : {}),
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
      const n = workers.length;
      const per = Math.ceil(identities.length / n);
      await Promise.all(
        workers.map(
          (w, i) =>
            new Promise<void>((resolve, reject) => {
              const slice = identities.slice(i * per, (i + 1) * per);
              if (slice.length === 0) return resolve();
              const onMsg = (m: { type: string; rows?: RunRow[]; error?: string }): void => {
                if (m.type === 'results' && m.rows) for (const r of m.rows) onResult(r);
                else if (m.type === 'done') {
                  w.off('message', onMsg);
                  w.off('error', onErr);
                  resolve();
                } else if (m.type === 'fatal') {
                  w.off('message', onMsg);
                  reject(new Error(m.error));
                }
              };
              const onErr = (e: Error): void => reject(e);
              w.on('message', onMsg);
              w.once('error', onErr);
              w.postMessage({ type: 'run', identities: slice });
            }),
        ),
      );
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
