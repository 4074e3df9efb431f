// The idioms the code once used to please Node 20's V8, measured against the plain idiom on the
// running Node: callback builtins and for…of over frozen arrays, an object spread followed by new
// keys, and createActor given an id label. Each line prints the median ns per operation of several
// rounds for the plain idiom and for the workaround, and their ratio; a ratio near 1 means the
// workaround no longer pays on this Node.
// Usage: node test/bench/node-idioms.mjs            (the project's Node 24, through npm's PATH)
//        /usr/bin/node test/bench/node-idioms.mjs   (the machine's Node, for comparison)
import { createActor, createMachine } from 'xstate';

const ROUNDS = 9;
let sink = 0;

/** Median ns per call of fn over ROUNDS rounds of n calls each (after a warm-up round). */
function time(fn, n) {
  fn(n);
  const per = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = process.hrtime.bigint();
    fn(n);
    per.push(Number(process.hrtime.bigint() - t0) / n);
  }
  per.sort((a, b) => a - b);
  return per[ROUNDS >> 1];
}

function compare(name, plain, workaround, n) {
  const p = time(plain, n);
  const w = time(workaround, n);
  console.log(`${name.padEnd(44)} plain ${p.toFixed(1).padStart(8)} ns   workaround ${w.toFixed(1).padStart(8)} ns   plain/workaround ${(p / w).toFixed(2)}×`);
  return { name, plainNs: p, workaroundNs: w, ratio: p / w };
}

const items = Object.freeze(Array.from({ length: 8 }, (_, i) => Object.freeze({ name: `tool_${i}`, weight: i })));
const wanted = 'tool_7';
const results = [];

results.push(compare('frozen array: some() vs indexed loop',
  (n) => { for (let k = 0; k < n; k++) sink += items.some((t) => t.name === wanted) ? 1 : 0; },
  (n) => { for (let k = 0; k < n; k++) { let hit = false; for (let i = 0; i < items.length; i++) if (items[i].name === wanted) { hit = true; break; } sink += hit ? 1 : 0; } },
  200_000));
results.push(compare('frozen array: filter() vs indexed loop',
  (n) => { for (let k = 0; k < n; k++) sink += items.filter((t) => t.weight > 3).length; },
  (n) => { for (let k = 0; k < n; k++) { const out = []; for (let i = 0; i < items.length; i++) if (items[i].weight > 3) out.push(items[i]); sink += out.length; } },
  200_000));
results.push(compare('frozen array: find() vs indexed loop',
  (n) => { for (let k = 0; k < n; k++) sink += items.find((t) => t.name === wanted)?.weight ?? 0; },
  (n) => { for (let k = 0; k < n; k++) { let f; for (let i = 0; i < items.length; i++) if (items[i].name === wanted) { f = items[i]; break; } sink += f?.weight ?? 0; } },
  200_000));
results.push(compare('frozen array: for…of vs indexed loop',
  (n) => { for (let k = 0; k < n; k++) for (const t of items) sink += t.weight; },
  (n) => { for (let k = 0; k < n; k++) for (let i = 0; i < items.length; i++) sink += items[i].weight; },
  200_000));

const base = Object.freeze({ task: 't', agent: 'a', turn: 0, role: 'worker' });
results.push(compare('spread then new keys vs fields written out',
  (n) => { for (let k = 0; k < n; k++) { const o = { ...base, step: k, done: false }; sink += o.step; } },
  (n) => { for (let k = 0; k < n; k++) { const o = { task: base.task, agent: base.agent, turn: base.turn, role: base.role, step: k, done: false }; sink += o.step; } },
  500_000));

const machine = createMachine({ initial: 'idle', states: { idle: { on: { GO: 'done' } }, done: { type: 'final' } } });
let id = 0;
results.push(compare('createActor with an id vs without',
  (n) => { for (let k = 0; k < n; k++) { const a = createActor(machine, { id: `agent-${id++}` }); a.start(); a.stop(); } },
  (n) => { for (let k = 0; k < n; k++) { const a = createActor(machine); a.start(); a.stop(); } },
  20_000));

console.log(JSON.stringify({ node: process.version, results: results.map((r) => ({ ...r, plainNs: +r.plainNs.toFixed(1), workaroundNs: +r.workaroundNs.toFixed(1), ratio: +r.ratio.toFixed(2) })) }));
if (sink === 42) console.log('');
