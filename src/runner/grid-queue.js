import { PgBoss } from 'pg-boss';
import { z } from 'zod';
import { RunIdentitySchema, runIdOf } from './identity.js';
import { STORE_SCHEMA } from './pg-store.js';
import { inputError } from '../util/user-error.js';
import { scrubSecret } from '../util/connection-url.js';
/**
 * A grid queued on PostgreSQL for any number of workers, on pg-boss. pg-boss hands each job (one
 * run) to one worker at a time (SELECT … FOR UPDATE SKIP LOCKED); a job still active past the queue's
 * expiration — its worker killed, its machine gone — is failed by pg-boss's supervisor and retried,
 * so another worker picks the run up within the lease. The run's row is committed once whatever
 * happens (INSERT … ON CONFLICT on the run id, pg-store.ts): a re-execution after a kill writes
 * nothing twice and is counted.
 */
/** pg-boss's schema on the server (its tables beside masdrift's). */
export const QUEUE_SCHEMA = 'masdrift_queue';
export const QUEUE_NAME = 'masdrift-runs';
/** How a killed worker's run comes back: each expiry counts as a failed attempt, retried this often. */
const RETRY_LIMIT = 20;
/** What a queued grid is, stored in the store's meta (`grid`): read by every worker before it joins. */
export const GridSpecSchema = z.object({
    fingerprint: z.record(z.string(), z.string()),
    /** The job configuration (MasdriftJobConfig) every worker runs with; its suite path as on the enqueuing machine. */
    job: z.object({
        suitePath: z.string(),
        models: z.array(z.string()),
        limits: z.record(z.string(), z.number()).default({}),
        record: z.boolean().default(false),
        live: z.record(z.string(), z.unknown()).default({}),
    }),
    /** Seconds a job may stay active before pg-boss retries it elsewhere. */
    leaseSeconds: z.number().int().positive(),
});
/** One job: the run's identity (its id computed again by the worker, and checked). */
const JobDataSchema = z.object({ runId: z.string(), identity: RunIdentitySchema });
/** The grid a store holds, or null when nothing was ever queued there. */
export async function readGridSpec(store) {
    const text = await store.meta('grid');
    if (text === null)
        return null;
    const r = GridSpecSchema.safeParse(JSON.parse(text));
    if (!r.success)
        throw inputError(`${store.where}: the queued grid's description does not parse (${r.error.issues[0]?.path.join('.')}: ${r.error.issues[0]?.message})`);
    return r.data;
}
/** A pg-boss instance on the store's server; its supervisor checks for expired jobs at least once per lease. */
export async function openQueue(url, where, leaseSeconds) {
    const boss = new PgBoss({
        connectionString: url,
        schema: QUEUE_SCHEMA,
        application_name: 'masdrift-queue',
        max: 3,
        superviseIntervalSeconds: Math.max(1, Math.min(60, Math.floor(leaseSeconds / 2) || 1)),
        monitorIntervalSeconds: Math.max(1, Math.min(60, leaseSeconds)),
        schedule: false,
    });
    // The engine's own errors (a lost connection) are printed, never with the URL's secret.
    boss.on('error', (e) => process.stderr.write(`masdrift: ${where}: queue: ${scrubSecret(e.message, url)}\n`));
    try {
        await boss.start();
    }
    catch (e) {
        throw inputError(`${where}: cannot start the job queue: ${scrubSecret(e instanceof Error ? e.message : String(e), url)}`);
    }
    return boss;
}
/**
 * Put a grid on the queue: its description in the store (refused when a grid of another fingerprint
 * is already there), its run ids in `grid`, one job per run not yet stored ok (stored failed too, unless
 * `keepFailed`). Enqueueing again is harmless: the queue's `exclusive` policy keyed by run id keeps at
 * most one queued-or-active job per run.
 */
export async function enqueueGrid(o) {
    const prior = await readGridSpec(o.store);
    if (prior) {
        const diff = o.differences(prior.fingerprint);
        if (diff.length)
            throw inputError(`${o.store.where} holds a queued grid of another fingerprint — ${diff.join('; ')}. Use another store (another database).`);
    }
    await o.store.setMeta('grid', JSON.stringify(o.spec));
    await o.boss.createQueue(QUEUE_NAME, { policy: 'exclusive', expireInSeconds: o.spec.leaseSeconds, retryLimit: RETRY_LIMIT, retryDelay: 0 });
    // The lease is the queue's: a grid queued again with another --lease takes it.
    await o.boss.updateQueue(QUEUE_NAME, { expireInSeconds: o.spec.leaseSeconds, retryLimit: RETRY_LIMIT });
    const finished = await o.store.finishedRunIds({ includeFailed: o.keepFailed });
    const seen = new Set();
    const jobs = [];
    for (const identity of o.identities) {
        const runId = runIdOf(identity);
        if (seen.has(runId))
            continue;
        seen.add(runId);
        if (!finished.has(runId))
            jobs.push({ data: { runId, identity }, singletonKey: runId });
    }
    const ids = [...seen];
    const due = jobs.map((j) => j.data.runId);
    for (let i = 0; i < ids.length; i += 5000) {
        // A run queued again (a failed run retried) is due again: committed_at must pass its enqueued_at.
        await o.store.query(`INSERT INTO ${STORE_SCHEMA}.grid (run_id) SELECT unnest($1::text[]) ON CONFLICT (run_id) DO UPDATE SET enqueued_at = now() WHERE ${STORE_SCHEMA}.grid.run_id = ANY($2::text[])`, [ids.slice(i, i + 5000), due]);
    }
    for (let i = 0; i < jobs.length; i += 2000)
        await o.boss.insert(QUEUE_NAME, jobs.slice(i, i + 2000));
    return { total: ids.length, enqueued: jobs.length, finished: ids.length - jobs.length };
}
/** Runs of the grid not yet committed since they were (last) enqueued. */
export async function gridRemaining(store) {
    const r = await store.query(`SELECT count(*) AS n FROM ${STORE_SCHEMA}.grid g LEFT JOIN ${STORE_SCHEMA}.runs r USING (run_id) WHERE r.run_id IS NULL OR r.committed_at < g.enqueued_at`);
    return Number(r.rows[0].n);
}
/**
 * Runs of the grid that are not committed and have no job left to run (each of their jobs failed
 * RETRY_LIMIT times, or was deleted): no worker will ever execute them until the grid is queued again.
 * Looks at up to `limit` uncommitted runs.
 */
export async function strandedRuns(store, boss, limit = 100) {
    const r = await store.query(`SELECT g.run_id FROM ${STORE_SCHEMA}.grid g LEFT JOIN ${STORE_SCHEMA}.runs r USING (run_id) WHERE r.run_id IS NULL OR r.committed_at < g.enqueued_at ORDER BY g.run_id LIMIT $1`, [limit]);
    const out = [];
    for (const row of r.rows) {
        const id = row.run_id;
        const jobs = await boss.findJobs(QUEUE_NAME, { key: id });
        if (!jobs.some((j) => j.state === 'created' || j.state === 'retry' || j.state === 'active'))
            out.push(id);
    }
    return out;
}
/**
 * Work the queue until the grid has no run left (or a signal stops the worker): fetch a batch of jobs
 * (pg-boss locks them to this worker), run them one after the other, complete each as it is
 * committed; fetch again at once while jobs come, wait `pollSeconds` when none does. On SIGTERM/SIGINT
 * the run in flight finishes and is committed, the batch's other jobs are handed back (failed, so
 * pg-boss retries them at once elsewhere). A second signal quits at once (the lease brings the run back).
 */
export async function workQueue(o) {
    const out = { executed: 0, committed: 0, alreadyCommitted: 0, released: 0, signal: null, stranded: [] };
    let idle = 0;
    let stopping = false;
    let wake = null;
    const onSignal = (sig) => {
        if (stopping && out.signal)
            process.exit(sig === 'SIGTERM' ? 143 : 130);
        out.signal = sig;
        stopping = true;
        o.log(`interrupted (${sig}): finishing the run in flight and handing the rest of its batch back (send it again to quit now)`);
        wake?.();
    };
    const onInt = () => onSignal('SIGINT');
    const onTerm = () => onSignal('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
    const sleep = (ms) => new Promise((resolve) => {
        const t = setTimeout(() => {
            wake = null;
            resolve();
        }, ms);
        wake = () => {
            clearTimeout(t);
            wake = null;
            resolve();
        };
    });
    try {
        while (!stopping) {
            const jobs = await o.boss.fetch(QUEUE_NAME, { batchSize: o.batchSize });
            if (jobs.length === 0) {
                // Nothing to fetch: done when every run of the grid is committed; else runs are in flight
                // elsewhere (or held by a killed worker until their lease runs out): look again soon.
                if ((await gridRemaining(o.store)) === 0)
                    break;
                // Now and then: are the runs left waiting for anything (a job queued, retrying or active)?
                if (++idle % 20 === 0) {
                    out.stranded = await strandedRuns(o.store, o.boss);
                    if (out.stranded.length)
                        break;
                }
                await sleep(o.pollSeconds * 1000);
                continue;
            }
            idle = 0;
            for (let i = 0; i < jobs.length; i++) {
                const job = jobs[i];
                if (stopping) {
                    const rest = jobs.slice(i).map((j) => j.id);
                    await o.boss.fail(QUEUE_NAME, rest, { released: 'worker stopping' });
                    out.released += rest.length;
                    break;
                }
                const data = JobDataSchema.parse(job.data);
                if (runIdOf(data.identity) !== data.runId)
                    throw new Error(`job ${job.id}: its run id ${data.runId} is not its identity's (${runIdOf(data.identity)})`);
                const added = await o.execute(data.identity, data.runId);
                out.executed++;
                if (added)
                    out.committed++;
                else
                    out.alreadyCommitted++;
                await o.boss.complete(QUEUE_NAME, job.id);
            }
        }
    }
    finally {
        process.off('SIGINT', onInt);
        process.off('SIGTERM', onTerm);
    }
    return out;
}
