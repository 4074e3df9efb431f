import { resolve } from 'node:path';
import { rescoreFolder } from '../../runner/rescore.js';
import { isPostgresUrl } from '../../util/connection-url.js';
import { folderOnly } from './report.js';
import { SCORER_CHANGES, SCORER_VERSION } from '../../scoring/version.js';
export function registerRescore(program) {
    program
        .command('rescore')
        .description('Re-score the stored trajectories of a results folder with this build\'s scorer (no run is repeated) and record the scorer version')
        .argument('<results>', 'results folder written by `masdrift run`')
        .option('--suite <dir>', 'the task suite the runs were made on (default: the one the folder records)')
        .addHelpText('after', `\nThis build's scorer is version ${SCORER_VERSION}: ${SCORER_CHANGES[SCORER_VERSION] ?? ''}.\n`)
        .action((results, opts) => {
        if (isPostgresUrl(results))
            throw folderOnly(results);
        const out = rescoreFolder(results, { ...(opts.suite ? { suite: resolve(opts.suite) } : {}), log: (l) => process.stderr.write(`${l}\n`) });
        process.stdout.write(`re-scored ${out.rescored} runs of ${results} with scorer version ${out.to} (they were scored with ${out.from ?? 'no recorded version'})` +
            `${out.failed ? `; ${out.failed} failed runs left unscored` : ''}\n`);
    });
}
