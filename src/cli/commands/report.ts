import { InvalidArgumentError, Option, type Command } from 'commander';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildMasdriftReport, scorerNote, type BuiltReport } from '../../report/masdrift-report.js';
import { SCORER_VERSION } from '../../scoring/version.js';
import { buildMosaicReport, hasMosaicRuns } from '../../report/mosaic-report.js';
import { buildProtocolReport, hasSeveralProtocols, protocolRowsFromStore } from '../../report/protocol-report.js';
import { renderReport, type ReportFormat } from '../../report/write-report.js';
import { ResultsStore, STORE_FILE, storeError } from '../../runner/store.js';
import { inputError } from '../../util/user-error.js';

export function openResults(dir: string): ResultsStore {
  if (!existsSync(join(dir, STORE_FILE))) throw inputError(`${dir}: no ${STORE_FILE} here — is this a results folder written by \`masdrift run\`?`);
  return ResultsStore.open(dir, { readonly: true });
}

/**
 * Read a results folder: open it, hand it to `read`, close it. A database damaged beyond its first
 * page fails only when a query reaches the damage: that error too names the file and what to do.
 */
export async function withResults<T>(dir: string, read: (store: ResultsStore) => T | Promise<T>): Promise<T> {
  const store = openResults(dir);
  try {
    return await read(store);
  } catch (e) {
    throw storeError(e, dir);
  } finally {
    store.close();
  }
}

/** The report of a results folder: a MasDrift section, a Mosaic section, or both. */
export async function buildReport(store: ResultsStore, resamples = 2000, baseline?: string): Promise<BuiltReport> {
  const report = await buildStudyReports(store, resamples);
  // Asked for (it reads every stored trajectory, which the other tables never need): the paired
  // protocol comparison after the other tables, when the folder holds several handoff protocols.
  if (baseline === undefined || !store.hasSuite('masdrift') || !hasSeveralProtocols(protocolRowsFromStore(store).rows)) return report;
  const pr = await buildProtocolReport(store, { baseline, resamples });
  return { ...report, meta: [...report.meta, ...pr.meta.map(([k, v]): [string, string] => [`protocols ${k}`, v])], sections: [...report.sections, ...pr.sections] };
}

async function buildStudyReports(store: ResultsStore, resamples: number): Promise<BuiltReport> {
  const hasMasdrift = store.hasSuite('masdrift');
  const mosaic = hasMosaicRuns(store) ? await buildMosaicReport(store, { resamples }) : null;
  if (!hasMasdrift && mosaic) return mosaic;
  const md = await buildMasdriftReport(store, { resamples });
  if (!mosaic) return md;
  return { title: 'masdrift — authority drift and mosaic leakage', meta: [...md.meta, ...mosaic.meta.map(([k, v]): [string, string] => [`mosaic ${k}`, v])], sections: [...md.sections, ...mosaic.sections], ...(md.pages ? { pages: md.pages } : {}) };
}

export function registerReport(program: Command): void {
  program
    .command('report')
    .description('Summarise a results folder: tables in the papers\' shapes with clustered 95% CIs, figures, an HTML report')
    .argument('<results>', 'results folder written by `masdrift run`')
    .addOption(new Option('--format <format>', 'output format').choices(['md', 'csv', 'json', 'html']).default('md'))
    .option('--resamples <n>', 'bootstrap resamples for the intervals', (v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 100) throw new InvalidArgumentError('--resamples must be an integer ≥ 100');
      return n;
    }, 2000)
    .option('--baseline <protocol>', 'add the handoff protocol comparison, every protocol contrasted with this one (e.g. verbatim), paired by task (a folder holding several protocols)')
    .action(async (results: string, opts: { format: ReportFormat; resamples: number; baseline?: string }) => {
      await withResults(results, async (store) => {
        const scorer = scorerNote(store);
        if (scorer.stale) process.stderr.write(`warning: ${results} was scored by scorer version ${scorer.stored}; this build scores with version ${SCORER_VERSION} (re-score: masdrift rescore ${results})\n`);
        const report = await buildReport(store, opts.resamples, opts.baseline);
        process.stdout.write(renderReport(report, opts.format, results));
      });
    });
}
