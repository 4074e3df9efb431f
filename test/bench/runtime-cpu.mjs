// CPU seconds of the runtime alone for one fixed workload (l2 under none, source and chain, 1,600 runs
// each incl. 100 warm-up, plan model, deterministic authorizer), for comparing two builds on a shared
// machine: CPU time moves far less with load than wall time. Alternate the builds, several rounds:
//   node test/bench/runtime-cpu.mjs /path/to/build-a/dist a; node test/bench/runtime-cpu.mjs dist b; …
// (run from a folder whose node_modules resolves; the task is the shipped finance example).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = resolve(process.argv[2] ?? 'dist');
const label = process.argv[3] ?? dist;
const { measureRunCost } = await import(pathToFileURL(`${dist}/src/runtime/measure.js`).href);
const { TaskSchema } = await import(pathToFileURL(`${dist}/src/domain/task.js`).href);
const task = TaskSchema.parse(JSON.parse(readFileSync(new URL('../../fixtures/examples/finance-northwind.json', import.meta.url), 'utf8')));
const c0 = process.cpuUsage();
for (const defense of ['none', 'source', 'chain']) await measureRunCost(task, 'l2', defense, 1500, 100);
const c = process.cpuUsage(c0);
console.log(label, 'cpu', ((c.user + c.system) / 1e6).toFixed(2), 's');
