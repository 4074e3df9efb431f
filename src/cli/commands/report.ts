import { Option, type Command } from 'commander';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildMasdriftReport } from '../../report/masdrift-report.js';
import { renderReport, type ReportFormat } from '../../report/write-report.js';
import { ResultsStore, STORE_FILE } from '../../runner/store.js';

export function openResults(dir: string): ResultsStore {
  if (!existsSync(join(dir, STORE_FILE))) throw new Error(`${dir}: no ${STORE_FILE} here — is this a results folder written by \`masdrift run\`?`);
  return ResultsStore.open(dir, { readonly: true });
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
        const report = await buildMasdriftReport(store, { resamples: opts.resamples });
        process.stdout.write(renderReport(report, opts.format, results));
      } finally {
        store.close();
      }
    });
}
