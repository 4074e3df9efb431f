import { createProgress } from './progress.js';
import type { RunIdentity } from './identity.js';
import { inProcessExecutor, runGrid, type GridOutcome, type RunExecutor, type RunOne } from './run-grid.js';
import type { ResultsStore } from './store.js';
import { workerPoolExecutor, workersAvailable } from './worker-pool.js';

/** How a command wants its grid executed. */
export interface ExecuteGridOptions {
  identities: readonly RunIdentity[];
  store: ResultsStore;
  /** Absolute path of the job module (worker threads import it; see worker-pool.ts). */
  jobModule: string;
  /** The job's plain-data configuration, handed to the workers. */
  jobConfig: unknown;
  /** The same job in this thread, when workers are not used; `close` runs after the grid. */
  inProcess: () => Promise<{ runOne: RunOne; close?: () => void }>;
  /** Worker threads may be used (simulated models only: recorders and judges need one writer). */
  workersAllowed: boolean;
  concurrency: number;
  /** Async concurrency in this thread when workers are not used. */
  inProcessConcurrency: number;
  /** What a run is called in progress lines ("runs", "answers"). */
  unit: string;
  /** A headline printed before the grid starts; told whether worker threads are used. */
  headline: (useWorkers: boolean) => string;
  out: string;
}

/**
 * Execute a grid for a CLI command: worker threads or in-process execution, Ctrl-C handling (the
 * runs in flight finish, finished runs are kept; a second Ctrl-C quits at once), progress, and a
 * closing line saying what was added and how to resume.
 */
export async function executeGrid(o: ExecuteGridOptions): Promise<GridOutcome> {
  const useWorkers = o.workersAllowed && o.concurrency > 1 && workersAvailable();
  const ac = new AbortController();
  const onSigint = (): void => {
    if (ac.signal.aborted) process.exit(130);
    process.stderr.write(`\ninterrupted: finishing the ${o.unit} in flight; finished ${o.unit} are kept (press Ctrl-C again to quit now)\n`);
    ac.abort();
  };
  process.on('SIGINT', onSigint);
  let executor: RunExecutor;
  let close = (): void => {};
  try {
    if (useWorkers) {
      executor = workerPoolExecutor({ workers: o.concurrency, jobModule: o.jobModule, config: o.jobConfig, signal: ac.signal });
    } else {
      const runner = await o.inProcess();
      close = runner.close ?? close;
      executor = inProcessExecutor(runner.runOne, o.inProcessConcurrency, ac.signal);
    }
  } catch (e) {
    process.off('SIGINT', onSigint);
    throw e;
  }
  process.stderr.write(`${o.headline(useWorkers)}\n`);
  let outcome: GridOutcome;
  try {
    outcome = await runGrid({
      identities: o.identities,
      store: o.store,
      executor,
      signal: ac.signal,
      // The pool stops dealing batches itself once interrupted, so its chunks can be long (each chunk
      // ends with a barrier where one worker waits for the other).
      chunk: useWorkers ? 65_536 : 256,
      progress: createProgress({ total: o.identities.length, skipped: 0, label: o.unit }),
    });
  } finally {
    process.off('SIGINT', onSigint);
    await executor.close();
    close();
  }
  process.stderr.write(
    `${outcome.done} new ${o.unit} (${outcome.skipped} already in ${o.out}), ${outcome.failed} failed${outcome.interrupted ? ' — interrupted; run the same command again to resume' : ''}\n`,
  );
  return outcome;
}

/** The exit code of a grid: 130 when interrupted, 1 when any run failed. */
export function gridExitCode(outcome: GridOutcome): number {
  return outcome.interrupted ? 130 : outcome.failed > 0 ? 1 : 0;
}
