import { lockFolder } from './folder-lock.js';
import { createProgress } from './progress.js';
import { FAILURE_REASONS } from './run-outcome.js';
import { inProcessExecutor, runGrid } from './run-grid.js';
import { workerPoolExecutor, workersAvailable } from './worker-pool.js';
/**
 * Execute a grid for a CLI command: worker threads or in-process execution, Ctrl-C handling (the
 * runs in flight finish, finished runs are kept; a second Ctrl-C quits at once), progress, and a
 * closing line saying what was added and how to resume.
 */
export async function executeGrid(o) {
    const useWorkers = o.workersAllowed && o.concurrency > 1 && workersAvailable();
    // One writer per folder (released in `finally`, and at exit should a second signal quit at once).
    const release = lockFolder(o.out, o.command ?? `masdrift ${process.argv.slice(2).join(' ')}`);
    const ac = new AbortController();
    let signal = null;
    // SIGTERM (a scheduler, `kill`, a container stop) is handled as Ctrl-C: the runs in flight finish,
    // finished runs are committed, the cassette is closed, the lock released; the exit code names it.
    const onSignal = (sig) => {
        if (ac.signal.aborted && signal !== null)
            process.exit(sig === 'SIGTERM' ? 143 : 130);
        signal = sig;
        process.stderr.write(`\ninterrupted (${sig}): finishing the ${o.unit} in flight; finished ${o.unit} are kept (${sig === 'SIGINT' ? 'press Ctrl-C again' : 'send it again'} to quit now)\n`);
        ac.abort();
    };
    const onSigint = () => onSignal('SIGINT');
    const onSigterm = () => onSignal('SIGTERM');
    process.on('SIGINT', onSigint);
    process.on('SIGTERM', onSigterm);
    const unhook = () => {
        process.off('SIGINT', onSigint);
        process.off('SIGTERM', onSigterm);
    };
    let executor;
    let close = () => { };
    try {
        if (useWorkers) {
            executor = workerPoolExecutor({ workers: o.concurrency, jobModule: o.jobModule, config: o.jobConfig, signal: ac.signal });
        }
        else {
            const runner = await o.inProcess();
            close = runner.close ?? close;
            executor = inProcessExecutor(runner.runOne, o.inProcessConcurrency, ac.signal);
        }
    }
    catch (e) {
        unhook();
        release();
        throw e;
    }
    process.stderr.write(`${o.headline(useWorkers)}\n`);
    let outcome;
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
            keepFailed: o.keepFailed ?? false,
            onFatal: (f) => {
                process.stderr.write(`\nstopping the grid: ${FAILURE_REASONS[f.reason]} (${f.message}); every further ${o.unit.replace(/s$/, '')} would fail the same way\n`);
                ac.abort();
            },
        });
    }
    finally {
        unhook();
        try {
            await executor.close();
            close();
        }
        finally {
            release();
        }
    }
    process.stderr.write(`${outcome.done} new ${o.unit} (${outcome.skipped} already in ${o.out}), ${outcome.failed} failed${outcome.failed ? ` (${outcome.failedByReason}; stored failed, not scored; re-running retries them)` : ''}` +
        `${outcome.degraded ? `; the defense ran degraded (an unusable authorizer answer, replaced fail-closed) in ${outcome.degraded} run(s) — see the report` : ''}` +
        `${outcome.stopped ? ` — stopped: ${outcome.stopped}` : ''}${outcome.interrupted ? ` — interrupted${signal ? ` by ${signal}` : ''}; run the same command again to resume` : ''}\n`);
    return { ...outcome, signal };
}
/**
 * The exit code of a grid: 130 (143 for SIGTERM) when interrupted; 1 when any run failed, the grid
 * stopped, or a defense ran degraded (the grid is then not the experiment it claims to be); else 0.
 */
export function gridExitCode(outcome) {
    if (outcome.interrupted)
        return outcome.signal === 'SIGTERM' ? 143 : 130;
    return outcome.failed > 0 || outcome.stopped || outcome.degraded > 0 ? 1 : 0;
}
