// Per-run cost of the actor runtime: median µs over N runs in one process, on the compiled library,
// with the deterministic plan model (so the figure is the runtime's own overhead). A bare XState
// calibration (create+start+stop of a two-state machine, and one send) is printed alongside, because
// the machine's load moves every figure; compare runs by their ratio to it.
// Usage: npm run build && node test/bench/runtime-cost.mjs [runs=1000] [arch=l3] [defense=none]
import { readFileSync } from 'node:fs';
import { assign, createActor, createMachine } from 'xstate';
import { TaskSchema } from '../../dist/src/domain/task.js';
import { measureRunCost } from '../../dist/src/runtime/measure.js';

const [runs = '1000', arch = 'l3', defense = 'none'] = process.argv.slice(2);
const task = TaskSchema.parse(JSON.parse(readFileSync(new URL('../../fixtures/examples/finance-northwind.json', import.meta.url), 'utf8')));

function calibrate(n = 20000) {
  const m = createMachine({ context: { n: 0 }, initial: 'a', states: { a: { on: { T: { target: 'b', actions: assign({ n: ({ context }) => context.n + 1 }) } } }, b: { on: { T: { target: 'a', actions: assign({ n: ({ context }) => context.n + 1 }) } } } } });
  let t0 = performance.now();
  for (let i = 0; i < n; i++) createActor(m).start().stop();
  const create = ((performance.now() - t0) / n) * 1000;
  const a = createActor(m).start();
  t0 = performance.now();
  for (let i = 0; i < n; i++) a.send({ type: 'T' });
  return { xstateCreateStartStopUs: Number(create.toFixed(1)), xstateSendUs: Number((((performance.now() - t0) / n) * 1000).toFixed(1)) };
}

calibrate(5000);
const before = calibrate();
const r = await measureRunCost(task, arch, defense, Number(runs));
console.log(JSON.stringify({ ...r, ...before, loadavg: (await import('node:os')).loadavg()[0].toFixed(2) }));
