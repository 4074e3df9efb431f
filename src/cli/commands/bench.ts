import type { Command } from 'commander';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBareL3 } from '../../bench/bare-xstate.js';
import { loadTaskSuite } from '../../io/load-suite.js';
import { DEFAULT_ARCHITECTURES, DEFAULT_DEFENSES } from '../../axes/index.js';
import { expandGrid, stratifiedSample } from '../../runner/grid.js';
import { createRunner } from '../../runner/masdrift-job.js';
import { createProgress } from '../../runner/progress.js';
import { inProcessExecutor, runGrid, type RunExecutor } from '../../runner/run-grid.js';
import { ResultsStore } from '../../runner/store.js';
import { workerPoolExecutor, workersAvailable } from '../../runner/worker-pool.js';
import { packageVersion } from '../../util/paths.js';
import { SCORER_VERSION } from '../../scoring/version.js';
import { collect, positiveInt } from '../options.js';
import { defaultSuitePath } from './run.js';

/** The six simulated model configurations of the benchmark grid: five homogeneous, one heterogeneous. */
export const BENCH_MODELS = [
  'sim:default',
  'sim:careful',
  'sim:lossy-lead',
  'sim:eager-executor',
  'sim:faithful',
  'lead=sim:lossy-lead+executor=sim:eager-executor',
];

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)] as number) : NaN;
};

/** µs per call of `run` over `measured` calls, after `warmUp` calls that are not measured (run numbers go on from them). */
// (a synchronous `run` is not awaited: the bare tree's time is then its own, without a microtask's)
async function timedRuns(warmUp: number, measured: number, run: (i: number) => unknown): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) {
    const r = run(i);
    if (r instanceof Promise) await r;
  }
  const us: number[] = [];
  for (let i = warmUp; i < warmUp + measured; i++) {
    const s = performance.now();
    const r = run(i);
    if (r instanceof Promise) await r;
    us.push((performance.now() - s) * 1000);
  }
  return us;
}

export function registerBench(program: Command): void {
  program
    .command('bench')
    .description('Time the full grid on the simulated model (600 tasks × (Single + 8 architectures × 3 defenses) × 6 model configurations), scored and stored')
    .option('--tasks <n>', 'tasks per domain (default: the whole suite)', positiveInt('--tasks'))
    .option('--model <spec>', 'model configurations (repeatable; default: the six benchmark configurations)', collect)
    .option('--workers <n>', 'worker threads', positiveInt('--workers'), 2)
    .option('--out <dir>', 'keep the results here (default: a temporary folder, removed afterwards)')
    .option('--l3-runs <n>', 'measured runs for the L3-vs-bare-XState comparison (after as many unmeasured warm-up runs, at most 100)', positiveInt('--l3-runs'), 300)
    .action(async (opts: { tasks?: number; model?: string[]; workers: number; out?: string; l3Runs: number }) => {
      const suitePath = defaultSuitePath();
      const suite = loadTaskSuite(suitePath);
      const tasks = opts.tasks ? stratifiedSample(suite.tasks, opts.tasks) : suite.tasks;
      const models = opts.model?.length ? opts.model : BENCH_MODELS;
      const identities = expandGrid({ suite: 'masdrift', taskIds: tasks.map((t) => t.id), architectures: DEFAULT_ARCHITECTURES, defenses: DEFAULT_DEFENSES, models, confirms: ['auto-approve'], reps: 1, seed: 'bench', defendSingle: false });
      const out = opts.out ?? mkdtempSync(join(tmpdir(), 'masdrift-bench-'));
      const store = ResultsStore.open(out);
      store.checkVersions({ suiteVersion: suite.version, codeVersion: packageVersion(), scorerVersion: SCORER_VERSION }, true);
      const job = { suitePath, models, keepTrajectories: true };
      const executor: RunExecutor = workersAvailable() && opts.workers > 1
        ? // A worker's live heap stays near 75 MB (the suite, the encoding, one task's memos): the cap keeps
          // the whole grid within the memory budget instead of letting each heap grow lazily (the young
          // generation is the pool's default, see worker-pool.ts).
          workerPoolExecutor({ workers: opts.workers, jobModule: fileURLToPath(new URL('../../runner/masdrift-job.js', import.meta.url)), config: job, maxHeapMb: 512 })
        : inProcessExecutor(await createRunner(job), 1);
      // Node flags change what a figure means (PERFORMANCE.md): the first line names any this process has.
      const nodeFlags = process.execArgv.length ? process.execArgv.join(' ') : 'none';
      process.stderr.write(`bench: ${identities.length} runs (${tasks.length} tasks × 25 architecture/defense cells × ${models.length} model configurations) on ${opts.workers} worker thread(s), node ${process.version}, node flags: ${nodeFlags}\n`);
      const t0 = performance.now();
      const outcome = await runGrid({ identities, store, executor, chunk: identities.length, progress: createProgress({ total: identities.length, skipped: 0, label: 'bench' }) });
      const wall = (performance.now() - t0) / 1000;
      await executor.close();
      const perArch = new Map<string, number[]>();
      for (const r of store.durations()) {
        const xs = perArch.get(r.architecture);
        if (xs) xs.push(r.durationMs * 1000);
        else perArch.set(r.architecture, [r.durationMs * 1000]);
      }
      store.close();

      // L3 through the whole runtime (in this thread) next to a bare XState tree making the same handoffs.
      // This thread ran none of the grid (the workers did), so its code is cold: both loops are first
      // warmed up unmeasured, or the medians would mix the compiler's warm-up into the comparison
      // (measured on a loaded machine: the first 300 of 1,000 cold L3 runs had a median 2.3× the last 300's).
      const runOne = await createRunner({ suitePath, models: ['sim:default'], keepTrajectories: false });
      const l3Task = tasks[0]!.id;
      const warmUp = Math.min(opts.l3Runs, 100);
      const l3 = await timedRuns(warmUp, opts.l3Runs, (i) => runOne({ suite: 'masdrift', taskId: l3Task, architecture: 'l3', defense: 'none', model: 'sim:default', confirm: 'auto-approve', rep: i, seed: 'bench-l3', extra: {} }));
      const bare = await timedRuns(warmUp, opts.l3Runs, (i) => runBareL3(i));
      const rss = process.resourceUsage().maxRSS / 1024;
      const lines = [
        `runs: ${outcome.done} in ${wall.toFixed(1)} s wall → ${(outcome.done / wall).toFixed(0)} runs/s (${outcome.failed} failed)`,
        `peak RSS (whole process, all worker threads): ${rss.toFixed(0)} MB`,
        'cost per run by architecture (median µs, measured inside the workers, scoring and packaging included):',
        ...DEFAULT_ARCHITECTURES.map((a) => `  ${a.padEnd(6)} ${median(perArch.get(a) ?? []).toFixed(0).padStart(8)} µs  (n=${(perArch.get(a) ?? []).length})`),
        `L3 run through masdrift (one thread, ${opts.l3Runs} runs after ${warmUp} warm-up): median ${median(l3).toFixed(0)} µs; bare XState L3 tree: median ${median(bare).toFixed(0)} µs; ratio ${(median(l3) / median(bare)).toFixed(1)}×`,
      ];
      process.stdout.write(`${lines.join('\n')}\n`);
      if (!opts.out) rmSync(out, { recursive: true, force: true });
    });
}
