import { PgStore } from '../../runner/pg-store.js';
import { runQueueWorker } from '../../runner/queue-worker.js';
import { positiveInt, positiveNumber } from '../options.js';
import { storeUrl, workerSummary } from './run-queued.js';
export function registerWorker(program) {
    program
        .command('worker')
        .description('Execute runs of the grid queued in a PostgreSQL store (`masdrift run … --store <url> --queue`) until none is left; start as many as you like, on any machines')
        .option('--store <url>', 'the PostgreSQL store holding the grid (postgres://…; the password may come from PGPASSWORD)')
        .option('--suite-path <dir>', "this machine's copy of the grid's task suite (default: the path the grid was queued with)")
        .option('--batch <n>', 'runs fetched from the queue at once (a killed worker\'s whole batch waits for its lease)', positiveInt('--batch'), 1)
        .option('--poll <seconds>', 'seconds between looks at an empty queue', positiveNumber('--poll'), 1)
        .action(async (opts) => {
        const url = storeUrl(opts.store);
        const store = await PgStore.open(url);
        try {
            const out = await runQueueWorker({ url, store, ...(opts.suitePath ? { suitePath: opts.suitePath } : {}), batchSize: opts.batch, pollSeconds: Math.max(0.5, opts.poll), log: (l) => process.stderr.write(`${l}\n`) });
            process.exitCode = workerSummary(out, store.where);
        }
        finally {
            await store.close();
        }
    });
}
