import { closeSync, existsSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTaskSuite } from '../io/load-suite.js';
import { SCORER_VERSION } from '../scoring/version.js';
import { packageVersion } from '../util/paths.js';
import { inputError } from '../util/user-error.js';
import { gridFingerprintDifferences, gridFingerprint } from './grid-fingerprint.js';
import { openQueue, readGridSpec, workQueue } from './grid-queue.js';
import { createRunner } from './masdrift-job.js';
import { runRow } from './store.js';
/** This machine's fingerprint for a grid's job (the suite as found here, this build's versions). */
export function ownFingerprint(job, suiteVersion) {
    return gridFingerprint({ codeVersion: packageVersion(), suiteVersion, scorerVersion: SCORER_VERSION, models: job.models, limits: job.limits });
}
/** The new bytes of a growing file since `offset` (what a run appended to the worker's cassette). */
function readFrom(file, offset) {
    if (!existsSync(file))
        return { text: '', end: offset };
    const end = statSync(file).size;
    if (end <= offset)
        return { text: '', end };
    const buf = Buffer.alloc(end - offset);
    const fd = openSync(file, 'r');
    try {
        readSync(fd, buf, 0, buf.length, offset);
    }
    finally {
        closeSync(fd);
    }
    return { text: buf.toString('utf8'), end };
}
/**
 * Join the grid queued in a PostgreSQL store and execute its runs until none is left: refuse a grid
 * whose fingerprint differs from this worker's (naming each fact), record each execution as an
 * attempt, commit each run with its cassette lines once. Runs one run at a time: more throughput is
 * more worker processes (on this machine or others).
 */
export async function runQueueWorker(o) {
    const spec = await readGridSpec(o.store);
    if (!spec)
        throw inputError(`${o.store.where}: no grid is queued here (queue one with \`masdrift run … --store <url> --queue\`)`);
    const suitePath = o.suitePath ?? spec.job.suitePath;
    if (!existsSync(suitePath))
        throw inputError(`${suitePath}: the grid's suite folder is not on this machine; pass --suite-path with this machine's copy`);
    const suite = loadTaskSuite(suitePath);
    const diff = gridFingerprintDifferences(spec.fingerprint, ownFingerprint(spec.job, suite.version));
    if (diff.length)
        throw inputError(`refusing to join the grid in ${o.store.where}: this worker differs from it — ${diff.join('; ')}`);
    const worker = `${hostname()}:${process.pid}`;
    // Recording: this worker's exchanges go to a private file, each run's new lines into the store with its row.
    const cassette = spec.job.record ? join(tmpdir(), `masdrift-worker-${process.pid}-${Date.now()}.jsonl`) : null;
    const job = { suitePath, models: spec.job.models, limits: spec.job.limits, record: cassette, live: { ...spec.job.live } };
    const runOne = await createRunner(job);
    const boss = await openQueue(o.url, o.store.where, spec.leaseSeconds);
    let offset = 0;
    // Test hook: slow every run down, so a test can kill or stop a worker while it holds a run.
    const delayMs = Number(process.env['MASDRIFT_TEST_RUN_DELAY_MS'] ?? 0);
    o.log(`masdrift worker ${worker}: joined the grid in ${o.store.where} (lease ${spec.leaseSeconds} s)`);
    try {
        const out = await workQueue({
            boss,
            store: o.store,
            batchSize: o.batchSize ?? 1,
            pollSeconds: o.pollSeconds ?? 1,
            log: o.log,
            execute: async (identity, runId) => {
                const attempt = await o.store.startAttempt(runId, worker);
                if (delayMs > 0)
                    await new Promise((r) => setTimeout(r, delayMs));
                const row = runRow(await runOne(identity, { runId }));
                let lines = [];
                if (cassette) {
                    const r = readFrom(cassette, offset);
                    offset = r.end;
                    lines = r.text.split('\n').filter((l) => l.length > 0);
                }
                return o.store.commitAttempt(row, { id: attempt, worker }, lines);
            },
        });
        return { ...out, worker };
    }
    finally {
        await boss.stop({ graceful: true, close: true, timeout: 30_000 }).catch(() => { });
        if (cassette)
            rmSync(cassette, { force: true });
    }
}
