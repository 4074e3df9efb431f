import { resolve } from 'node:path';
import { buildMasdriftReport } from '../../report/masdrift-report.js';
import { toMarkdown } from '../../report/table.js';
import { gridFingerprintDifferences, gridFingerprint } from '../../runner/grid-fingerprint.js';
import { enqueueGrid, openQueue } from '../../runner/grid-queue.js';
import { PgStore } from '../../runner/pg-store.js';
import { runQueueWorker } from '../../runner/queue-worker.js';
import { SCORER_VERSION } from '../../scoring/version.js';
import { isPostgresUrl } from '../../util/connection-url.js';
import { packageVersion } from '../../util/paths.js';
import { usageError } from '../../util/user-error.js';
/** Seconds a run may stay with one worker before the queue hands it to another, unless --lease says. */
export const DEFAULT_LEASE_SECONDS = 300;
/** `--store`: a PostgreSQL URL, or a usage error. */
export function storeUrl(url, option = '--store') {
    if (!url)
        throw usageError(`${option} postgres://… is required`);
    if (!isPostgresUrl(url))
        throw usageError(`${option} expects a PostgreSQL URL (postgres://user@host/db, or postgres:///db?host=/socket/dir); a results folder is --out`);
    return url;
}
/** Print what a worker did, and return its exit code (130/143 when stopped by a signal). */
export function workerSummary(out, where) {
    process.stderr.write(`${out.executed} run(s) executed, ${out.committed} committed to ${where}` +
        `${out.alreadyCommitted ? `, ${out.alreadyCommitted} found already committed by another worker (not written again)` : ''}` +
        `${out.released ? `, ${out.released} handed back unexecuted` : ''}${out.signal ? ` — stopped by ${out.signal}` : ''}\n`);
    if (out.stranded.length) {
        process.stderr.write(`stopped: ${out.stranded.length} run(s) of the grid have no job left (their retries spent), e.g. ${out.stranded.slice(0, 3).join(', ')}; queue the grid again (the same \`masdrift run … --store … --queue\`) to retry them\n`);
        return 1;
    }
    return out.signal === 'SIGTERM' ? 143 : out.signal === 'SIGINT' ? 130 : 0;
}
/**
 * `run --store postgres://…`: the grid goes on the store's queue; with --queue that is all (workers
 * anywhere execute it), without it this process works the queue too until the grid is done.
 */
export async function runQueuedCommand(a) {
    const url = storeUrl(a.opts.store);
    const store = await PgStore.open(url);
    try {
        await store.checkVersions({ suiteVersion: a.suiteVersion, codeVersion: packageVersion(), scorerVersion: SCORER_VERSION }, Boolean(a.opts.allowMixed));
        const suitePath = resolve(a.suitePath);
        await store.setMeta('suite_path', suitePath);
        const o = a.opts;
        const job = {
            suitePath,
            models: a.models,
            limits: { ...(o.turns ? { turnsPerAgent: o.turns } : {}), ...(o.handoffs ? { handoffsPerRun: o.handoffs } : {}) },
            record: a.record,
            live: { ...(o.timeout !== undefined ? { timeoutMs: Math.round(o.timeout * 1000) } : {}), ...(o.retries !== undefined ? { maxRetries: o.retries } : {}), ...(o.retryBudget !== undefined ? { retryBudget: o.retryBudget } : {}) },
        };
        const fingerprint = gridFingerprint({ codeVersion: packageVersion(), suiteVersion: a.suiteVersion, scorerVersion: SCORER_VERSION, models: a.models, limits: job.limits });
        const spec = { fingerprint, job, leaseSeconds: o.lease ?? DEFAULT_LEASE_SECONDS };
        const boss = await openQueue(url, store.where, spec.leaseSeconds);
        let enq;
        try {
            // The grid's own fingerprint against the one already queued there: the same test a worker makes.
            enq = await enqueueGrid({ store, boss, identities: a.identities, spec, keepFailed: Boolean(o.keepFailed), differences: (g) => gridFingerprintDifferences(g, fingerprint) });
        }
        finally {
            await boss.stop({ graceful: false, close: true }).catch(() => { });
        }
        process.stderr.write(`${a.headline} → ${store.where}: ${enq.enqueued} run(s) queued, ${enq.finished} already stored (lease ${spec.leaseSeconds} s)\n`);
        if (o.queue) {
            process.stderr.write(`start workers on any machine: masdrift worker --store '${store.where}'   ·   progress: masdrift status --store '${store.where}'\n`);
            return 0;
        }
        const out = await runQueueWorker({ url, store, log: (l) => process.stderr.write(`${l}\n`) });
        const code = workerSummary(out, store.where);
        if (code !== 0)
            return code;
        const p = await store.progress();
        if (o.report) {
            const mem = await store.snapshot();
            try {
                const report = await buildMasdriftReport(mem);
                const main = report.sections[0].tables.filter((t) => ['run-ends', 'ua-cmp', 'safety', 'defenses-pooled-auto-approve', 'loss-hops'].includes(t.id));
                process.stdout.write(`\n${main.map(toMarkdown).join('\n')}\n`);
                process.stdout.write(`more tables: masdrift report '${store.where}'   ·   one run's story: masdrift show '${store.where}' <run-id>\n`);
            }
            finally {
                mem.close();
            }
        }
        return p.failed > 0 ? 1 : 0;
    }
    finally {
        await store.close();
    }
}
