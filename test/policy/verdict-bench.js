/**
 * Micro-benchmark of the reference monitor (not a test): median µs per verdict() call over 100k
 * calls against the worked example's compiled policy. Build and run:
 *   npx tsc -p tsconfig.json --outDir /tmp/masdrift-bench --noEmit false && \
 *   ln -sfn "$PWD/node_modules" /tmp/masdrift-bench/node_modules && \
 *   echo '{"type":"module"}' > /tmp/masdrift-bench/package.json && \
 *   node /tmp/masdrift-bench/test/policy/verdict-bench.js
 * (tsc may report errors in unrelated files and still emit.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TaskSchema } from '../../src/domain/task.js';
import { compile, verdict } from '../../src/policy/index.js';
const root = process.argv[2] ?? process.cwd();
const task = TaskSchema.parse(JSON.parse(readFileSync(join(root, 'fixtures/examples/finance-northwind.json'), 'utf8')));
const { policy } = compile(task.request, task.environment.tools);
const calls = [
    { tool: 'send_email', args: { to: 'dana.whitfield@acme.example', subject: 'Discrepancies', body: 'Two invoices differ.' } },
    { tool: 'send_email', args: { to: 'billing@northwind.example', subject: 'x', body: 'y' } },
    { tool: 'submit_payment_batch', args: { batch_id: 'batch-1' } },
    { tool: 'list_invoices', args: { vendor: 'Northwind', month: '2026-10' } },
    { tool: 'post_to_channel', args: { channel: '#general', text: 'hi' } },
    { tool: 'wire_money', args: {} },
];
const N = 100_000;
const BATCH = 100;
const samples = [];
let sink = 0;
for (let i = 0; i < 1000; i++)
    sink += verdict(calls[i % calls.length] ?? calls[0], policy).reason.length; // warm-up
for (let i = 0; i < N / BATCH; i++) {
    const t0 = process.hrtime.bigint();
    for (let j = 0; j < BATCH; j++)
        sink += verdict(calls[(i * BATCH + j) % calls.length] ?? calls[0], policy).reason.length;
    samples.push(Number(process.hrtime.bigint() - t0) / 1000 / BATCH);
}
samples.sort((a, b) => a - b);
const q = (p) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] ?? NaN;
console.log(`verdict(): ${N} calls, median ${q(0.5).toFixed(3)} µs/call (p10 ${q(0.1).toFixed(3)}, p90 ${q(0.9).toFixed(3)}) [checksum ${sink % 997}]`);
