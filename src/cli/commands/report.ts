import { Option, type Command } from 'commander';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildMasdriftReport, scorerNote, type BuiltReport } from '../../report/masdrift-report.js';
import { SCORER_VERSION } from '../../scoring/version.js';
import { buildMosaicReport, hasMosaicRuns } from '../../report/mosaic-report.js';
import { renderReport, type ReportFormat } from '../../report/write-report.js';
import { ResultsStore, STORE_FILE } from '../../runner/store.js';

export function openResults(dir: string): ResultsStore {
  if (!existsSync(join(dir, STORE_FILE))) throw new Error(`${dir}: no ${STORE_FILE} here — is this a results folder written by \`masdrift run\`?`);
  return ResultsStore.open(dir, { readonly: true });
}

/** The report of a results folder: a MasDrift section, a Mosaic section, or both. */
export async function buildReport(store: ResultsStore, resamples = 2000): Promise<BuiltReport> {
  const hasMasdrift = store.hasSuite('masdrift');
  const mosaic = hasMosaicRuns(store) ? await buildMosaicReport(store, { resamples }) : null;
  if (!hasMasdrift && mosaic) return mosaic;
  const md = await buildMasdriftReport(store, { resamples });
  if (!mosaic) return md;
  return { title: 'masdrift — authority drift and mosaic leakage', meta: [...md.meta, ...mosaic.meta.map(([k, v]): [string, string] => [`mosaic ${k}`, v])], sections: [...md.sections, ...mosaic.sections] };
}

export function registerReport(program: Command): void {
  program
    .command('report')
    .description('Summarise a results folder: tables in the papers\' shapes with clustered 95% CIs, figures, an HTML report')
    .argument('<results>', 'results folder written by `masdrift run`')
    .addOption(new Option('--format <format>', 'output format').choices(['md', 'csv', 'json', 'html']).default('md'))
    .option('--resamples <n>', 'bootstrap resamples for the intervals', (v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 100) throw new Error('--resamples must be an integer ≥ 100');
      return n;
    }, 2000)
    .action(async (results: string, opts: { format: ReportFormat; resamples: number }) => {
      const store = openResults(results);
      try {
        const scorer = scorerNote(store);
        if (scorer.stale) process.stderr.write(`warning: ${results} was scored by scorer version ${scorer.stored}; this build scores with version ${SCORER_VERSION} (re-score: masdrift rescore ${results})\n`);
        const report = await buildReport(store, opts.resamples);
        process.stdout.write(renderReport(report, opts.format, results));
      } finally {
        store.close();
      }
    });
}
