// Simulated-model throughput of one grid three ways, alternating in one sitting (the machine is
// shared: each way is measured `rounds` times, interleaved, and the medians reported):
//   sqlite — `masdrift run --out <folder> --concurrency 1` (one process, the embedded store);
//   pg×1   — the grid queued on PostgreSQL, one `masdrift worker` process;
//   pg×2   — the same with two worker processes.
// Wall time from the first process's start to the last one's exit (node start-up included in all three).
// Usage: npm run build && node test/bench/scale-out-throughput.mjs [rounds=3] [-- grid options]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../postgres-server.ts';

const root = new URL('../../', import.meta.url).pathname;
const bin = join(root, 'dist', 'src', 'cli', 'bin.js');
const sep = process.argv.indexOf('--');
const rounds = Number(process.argv[2] && process.argv[2] !== '--' ? process.argv[2] : 3);
const gridArgs = sep > 0 ? process.argv.slice(sep + 1) : ['--tasks', '2', '--arch', 'single,n2,n4,l2', '--defense', 'all', '--reps', '2', '--seed', '5'];
const grid = ['run', ...gridArgs, '--no-report'];
const dir = mkdtempSync(join(tmpdir(), 'masdrift-tput-'));
const server = startPostgres();

const exit = (args) =>
  new Promise((resolve, reject) => {
    const c = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    c.stderr.on('data', (d) => (err += d));
    c.on('exit', (code) => (code === 0 ? resolve(err) : reject(new Error(`${args.join(' ')}: exit ${code}\n${err}`))));
  });

let n = 0;
const total = Number(/masdrift run: (\d+) runs/.exec(spawnSync(process.execPath, [bin, ...grid, '--out', join(dir, 'count'), '--concurrency', '1'], { encoding: 'utf8' }).stderr)?.[1]);
const times = { sqlite: [], 'pg×1': [], 'pg×2': [] };
const load = [];
for (let r = 0; r < rounds; r++) {
  for (const way of Object.keys(times)) {
    load.push(loadavg()[0]);
    const t0 = performance.now();
    if (way === 'sqlite') {
      await exit([...grid, '--out', join(dir, `s${n++}`), '--concurrency', '1']);
      times[way].push((performance.now() - t0) / 1000);
      continue;
    }
    const db = `t${n++}`;
    await server.createDb(db);
    const url = server.url(db);
    await exit([...grid, '--store', url, '--queue']);
    const w0 = performance.now();
    await Promise.all(Array.from({ length: way === 'pg×1' ? 1 : 2 }, () => exit(['worker', '--store', url, '--batch', '16', '--poll', '0.5'])));
    times[way].push((performance.now() - w0) / 1000);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`grid: ${total} runs (${gridArgs.join(' ')}), ${rounds} rounds alternating; 1-min load average during the runs: ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} on ${navigator.hardwareConcurrency} cores`);
for (const [way, xs] of Object.entries(times)) {
  console.log(`${way.padEnd(7)} median ${median(xs).toFixed(1)} s = ${(total / median(xs)).toFixed(1)} runs/s   (each: ${xs.map((x) => x.toFixed(1)).join(', ')} s)`);
}
server.stop();
rmSync(dir, { recursive: true, force: true });
