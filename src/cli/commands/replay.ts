import { protocolOf } from '../../runner/identity.js';
import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { TrajectorySchema } from '../../domain/trajectory.js';
import { createRunner } from '../../runner/masdrift-job.js';
import { firstDifference } from '../../runner/trajectory-diff.js';
import { withResults } from './report.js';
import { inputError } from '../../util/user-error.js';

export function registerReplay(program: Command): void {
  program
    .command('replay')
    .description('Re-execute the runs of a results folder (live runs from their cassette) and verify every trajectory hash')
    .argument('<results>', 'results folder written by `masdrift run`')
    .option('--check', 'exit 1 on the first mismatch (default: report every mismatch)')
    .option('--limit <n>', 'replay only the first n runs (by run id)', (v) => Number(v))
    .action((results: string, opts: { check?: boolean; limit?: number }) =>
      withResults(results, async (store) => {
        const suitePath = store.meta('suite_path');
        if (!suitePath || !existsSync(suitePath)) throw inputError(`${results}: the suite this folder was run on (${suitePath ?? 'unknown'}) is not available`);
        const cassette = store.meta('cassette');
        const runs = [...store.runs({ withTrajectory: true, suite: 'masdrift' })].filter((r) => r.status === 'ok').slice(0, opts.limit ?? Infinity);
        // Replayed task by task (by run id within a task), as a grid runs them: a runner keeps what it
        // derives from a task only while it works on that task (see runner/recent-tasks.ts).
        runs.sort((a, b) => (a.identity.taskId < b.identity.taskId ? -1 : a.identity.taskId > b.identity.taskId ? 1 : 0));
        // Live configurations replay from the folder's cassette; simulated ones simply run again.
        const asReplay = (label: string): string =>
          label
            .split('+')
            .map((side) => side.replace(/openai:[^+]*/, cassette ? `replay:${cassette}~$&` : '$&'))
            .join('+');
        const labels = [...new Set(runs.map((r) => r.identity.model))];
        const live = labels.filter((l) => l.includes('openai:'));
        if (live.length && !cassette) throw inputError(`${results}: runs of ${live.join(', ')} were not recorded (no cassette); run with --record to make them replayable`);
        const runner = await createRunner({ suitePath, models: labels.map(asReplay) });
        let ok = 0;
        let bad = 0;
        for (const r of runs) {
          const again = await runner(r.identity, { modelLabel: asReplay(r.identity.model) });
          if (again.trajectoryHash === r.trajectoryHash) {
            ok++;
            continue;
          }
          bad++;
          const before = TrajectorySchema.parse(JSON.parse(r.trajectoryJson ?? 'null'));
          const diff = again.trajectoryJson ? firstDifference(before, TrajectorySchema.parse(JSON.parse(again.trajectoryJson))) : `the replay failed: ${again.error}`;
          process.stderr.write(`MISMATCH run ${r.runId} (${r.identity.taskId} ${r.identity.architecture} ${r.identity.defense} ${protocolOf(r.identity)} ${r.identity.model}): ${diff}\n`);
          if (opts.check) break;
        }
        process.stdout.write(`${ok} of ${ok + bad} replayed runs reproduce their trajectory hash${bad ? `, ${bad} differ` : ''}\n`);
        process.exitCode = bad ? 1 : 0;
      }),
    );
}
