import { gridRemaining, readGridSpec } from '../../runner/grid-queue.js';
import { PgStore } from '../../runner/pg-store.js';
import { storeUrl } from './run-queued.js';
export function registerStatus(program) {
    program
        .command('status')
        .description('The progress of the grid queued in a PostgreSQL store, from any machine: runs committed, remaining, executions and re-executions, workers')
        .option('--store <url>', 'the PostgreSQL store (postgres://…)')
        .option('--json', 'print the figures as JSON')
        .action(async (opts) => {
        const store = await PgStore.open(storeUrl(opts.store), { readonly: true });
        try {
            const spec = await readGridSpec(store);
            const p = await store.progress();
            const remaining = await gridRemaining(store);
            // Started and not finished: in flight, or left by a killed worker until its lease runs out.
            const open = p.attempts - p.workers.reduce((n, w) => n + w.committed, 0) - p.alreadyCommitted;
            if (opts.json) {
                process.stdout.write(`${JSON.stringify({ store: store.where, leaseSeconds: spec?.leaseSeconds ?? null, remaining, unfinishedExecutions: open, ...p }, null, 2)}\n`);
                return;
            }
            const lines = [
                `grid in ${store.where}${spec ? ` (lease ${spec.leaseSeconds} s)` : ' (nothing queued)'}`,
                `  runs: ${p.total}; committed ${p.ok} ok, ${p.failed} failed; remaining ${remaining}`,
                `  executions: ${p.attempts} started; ${p.reExecutions} re-execution(s) of a run already started (its first worker killed or stopped), ${p.alreadyCommitted} found their run already committed (not written again); ${open} not finished (in flight, or awaiting their lease)`,
                ...p.workers.map((w) => `  worker ${w.worker}: ${w.attempts} execution(s), ${w.committed} committed, last start ${w.lastStart}`),
            ];
            process.stdout.write(`${lines.join('\n')}\n`);
        }
        finally {
            await store.close();
        }
    });
}
