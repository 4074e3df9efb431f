import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
const WORKER_FILE = fileURLToPath(new URL('./worker.js', import.meta.url));
/** Worker threads need compiled JavaScript; from TypeScript sources (tests) run in-process instead. */
export function workersAvailable() {
    return existsSync(WORKER_FILE);
}
/**
 * An executor that spreads runs over worker threads. Results are independent of which worker ran
 * which run (a run is a pure function of its identity), so the store ends the same whatever the
 * number of workers.
 */
export function workerPoolExecutor(opts) {
    const workers = [];
    const ready = [];
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
        ready.push(new Promise((resolve, reject) => {
            const onMsg = (m) => {
                if (m.type === 'ready') {
                    w.off('message', onMsg);
                    resolve();
                }
                else if (m.type === 'fatal')
                    reject(new Error(m.error));
            };
            w.on('message', onMsg);
            w.once('error', reject);
        }));
    }
    return {
        async execute(identities, runIds, onResult) {
            await Promise.all(ready);
            const take = batchRanges(identities, workers.length);
            await Promise.all(workers.map((w, i) => new Promise((resolve, reject) => {
                let inFlight = 0;
                const send = () => {
                    if (opts.signal?.aborted)
                        return false;
                    const [start, end] = take(i);
                    if (start === end)
                        return false;
                    inFlight++;
                    w.postMessage({ type: 'run', identities: identities.slice(start, end), runIds: runIds.slice(start, end) });
                    return true;
                };
                const finish = (err) => {
                    w.off('message', onMsg);
                    w.off('error', onErr);
                    if (err)
                        reject(err);
                    else
                        resolve();
                };
                const onMsg = (m) => {
                    if (m.type === 'results' && m.rows)
                        for (const r of m.rows)
                            onResult(r);
                    else if (m.type === 'done') {
                        inFlight--;
                        send();
                        if (inFlight === 0)
                            finish();
                    }
                    else if (m.type === 'fatal')
                        finish(new Error(m.error));
                };
                const onErr = (e) => finish(e);
                w.on('message', onMsg);
                w.once('error', onErr);
                send();
                send();
                if (inFlight === 0)
                    finish();
            })));
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
export function batchDealer(identities, workers) {
    const take = batchRanges(identities, workers);
    return (worker) => identities.slice(...take(worker));
}
/** batchDealer's batches as index ranges [start, end) of `identities` (empty when none is left). */
function batchRanges(identities, workers) {
    const batch = Math.max(1, Math.min(32, Math.ceil(identities.length / (workers * 8))));
    // Consecutive runs of one task (grids are expanded task by task).
    const groups = [];
    for (let i = 0; i < identities.length; i++) {
        const last = groups[groups.length - 1];
        if (last && identities[last.start]?.taskId === identities[i]?.taskId)
            last.end = i + 1;
        else
            groups.push({ start: i, end: i + 1 });
    }
    let nextGroup = 0;
    const current = Array.from({ length: workers }, () => null);
    return (worker) => {
        let g = current[worker] ?? null;
        if (!g || g.start >= g.end) {
            if (nextGroup < groups.length)
                g = groups[nextGroup++] ?? null;
            else
                g = current.reduce((best, c) => (c && c.end - c.start > (best ? best.end - best.start : 0) ? c : best), null);
            current[worker] = g;
        }
        if (!g || g.start >= g.end)
            return [0, 0];
        const start = g.start;
        g.start = Math.min(g.end, start + batch);
        return [start, g.start];
    };
}
