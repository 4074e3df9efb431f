import { runIdOf } from './identity.js';
import { FAILURE_REASONS, failuresByReason, parseFailure, stopsGrid } from './run-outcome.js';
import { rowDegraded, rowFailed, runRow } from './store.js';
/**
 * Run every identity not yet in the store, committing finished runs in small batches of whole
 * runs. Interruptible: `signal` stops scheduling and keeps everything finished so far.
 */
export async function runGrid(opts) {
    const finished = opts.store.finishedRunIds({ includeFailed: opts.keepFailed ?? false });
    const seen = new Set();
    // Each run's id is computed here once and handed on with its identity (a hash of the identity's
    // canonical JSON: executors need not compute it again).
    const todo = [];
    const todoIds = [];
    for (const id of opts.identities) {
        const rid = runIdOf(id);
        if (finished.has(rid) || seen.has(rid))
            continue;
        seen.add(rid);
        todo.push(id);
        todoIds.push(rid);
    }
    const skipped = opts.identities.length - todo.length;
    const killAfter = Number(process.env['MASDRIFT_TEST_KILL_AFTER'] ?? 0);
    // Under the kill test hook every run is its own commit, so "killed at the k-th committed run" is exact.
    const commitEvery = killAfter > 0 ? 1 : (opts.commitEvery ?? 64);
    const chunk = opts.chunk ?? 2048;
    let pending = [];
    let committed = 0;
    let done = 0;
    let failed = 0;
    const failures = [];
    let degraded = 0;
    let stopped = null;
    const flush = () => {
        if (pending.length === 0)
            return;
        opts.store.commit(pending);
        committed += pending.length;
        pending = [];
        // Test hook: die abruptly right after a commit, to prove resumption loses and duplicates nothing.
        if (killAfter > 0 && committed >= killAfter)
            process.kill(process.pid, 'SIGKILL');
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
            if (rowDegraded(row))
                degraded++;
            if (rowFailed(row)) {
                failed++;
                const f = parseFailure(row[12]);
                failures.push(f);
                if (stopped === null && stopsGrid(f)) {
                    stopped = `${FAILURE_REASONS[f.reason]}: ${f.message}`;
                    opts.onFatal?.(f);
                }
            }
            if (pending.length >= commitEvery)
                flush();
            opts.progress?.tick(done, failed);
        });
        flush();
    }
    flush();
    if (opts.signal?.aborted && done < todo.length && stopped === null)
        interrupted = true;
    opts.progress?.finish(done, failed);
    return { total: opts.identities.length, skipped, done, failed, degraded, failedByReason: failuresByReason(failures), interrupted, stopped };
}
/** An executor that runs identities in this process with bounded async concurrency. */
export function inProcessExecutor(runOne, concurrency = 1, signal) {
    return {
        async execute(identities, runIds, onResult) {
            let next = 0;
            const worker = async () => {
                while (next < identities.length && !signal?.aborted) {
                    const i = next++;
                    onResult(runRow(await runOne(identities[i], { runId: runIds[i] })));
                    // A simulated run can complete without ever leaving the microtask queue; yield to the event
                    // loop so a Ctrl-C (delivered as a macrotask) can stop the grid between runs.
                    await new Promise((resolve) => setImmediate(resolve));
                }
            };
            await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
        },
        async close() { },
    };
}
