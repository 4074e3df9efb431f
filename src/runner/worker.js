import { parentPort, workerData } from 'node:worker_threads';
import { runRow } from './store.js';
/** Worker thread entry: build the runner once, then execute the slices it is sent. */
const port = parentPort;
if (!port)
    throw new Error('worker.js must run in a worker thread');
const { jobModule, config } = workerData;
const mod = (await import(jobModule));
let runOne;
try {
    runOne = await mod.createRunner(config);
    port.postMessage({ type: 'ready' });
}
catch (e) {
    port.postMessage({ type: 'fatal', error: e instanceof Error ? e.message : String(e) });
    throw e;
}
// Batches are queued ahead (see worker-pool.ts): run them one after another, in arrival order.
let queue = Promise.resolve();
// Each identity comes with its run id (runIds[i]), computed by the grid.
port.on('message', (m) => {
    if (m.type !== 'run')
        return;
    queue = queue.then(() => runBatch(m.identities, m.runIds));
});
async function runBatch(identities, runIds) {
    const out = port;
    let buf = [];
    for (let i = 0; i < identities.length; i++) {
        // Sent as store rows, packaged here: the committing thread only binds strings and bytes.
        buf.push(runRow(await runOne(identities[i], { runId: runIds[i] })));
        // Send results in small groups: fewer structured clones, steady progress.
        if (buf.length >= 16) {
            out.postMessage({ type: 'results', rows: buf });
            buf = [];
        }
    }
    if (buf.length)
        out.postMessage({ type: 'results', rows: buf });
    out.postMessage({ type: 'done' });
}
