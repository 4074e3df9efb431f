import type { Command } from 'commander';
import { resolve } from 'node:path';
import { rescoreFolder, rescorePgStore } from '../../runner/rescore.js';
import { isPostgresUrl, printableStore } from '../../util/connection-url.js';
import { SCORER_CHANGES, SCORER_VERSION } from '../../scoring/version.js';

export function registerRescore(program: Command): void {
  program
    .command('rescore')
    .description('Re-score the stored trajectories of a results folder (or a PostgreSQL store) with this build\'s scorer (no run is repeated) and record the scorer version')
    .argument('<results>', 'results folder written by `masdrift run`, or a PostgreSQL store (postgres://…)')
    .option('--suite <dir>', 'the task suite the runs were made on (default: the one the folder or store records)')
    .addHelpText('after', `\nThis build's scorer is version ${SCORER_VERSION}: ${SCORER_CHANGES[SCORER_VERSION] ?? ''}.\n`)
    .action(async (results: string, opts: { suite?: string }) => {
      const o = { ...(opts.suite ? { suite: resolve(opts.suite) } : {}), log: (l: string) => process.stderr.write(`${l}\n`) };
      const out = isPostgresUrl(results) ? await rescorePgStore(results, o) : rescoreFolder(results, o);
      process.stdout.write(
        `re-scored ${out.rescored} runs of ${printableStore(results)} with scorer version ${out.to} (they were scored with ${out.from ?? 'no recorded version'})` +
          `${out.failed ? `; ${out.failed} failed runs left unscored` : ''}\n`,
      );
    });
}
