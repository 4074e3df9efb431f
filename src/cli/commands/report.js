import { InvalidArgumentError, Option } from 'commander';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMasdriftReport, scorerNote } from '../../report/masdrift-report.js';
import { SCORER_VERSION } from '../../scoring/version.js';
import { buildMosaicReport, hasMosaicRuns } from '../../report/mosaic-report.js';
import { buildProtocolReport, hasSeveralProtocols, protocolRowsFromStore } from '../../report/protocol-report.js';
import { renderReport } from '../../report/write-report.js';
import { ResultsStore, STORE_FILE, storeError } from '../../runner/store.js';
import { inputError, usageError } from '../../util/user-error.js';
import { isPostgresUrl, printableStore } from '../../util/connection-url.js';
import { PgStore } from '../../runner/pg-store.js';
import { readCassette } from '../../models/cassette.js';
import { folderCassette } from '../../runner/results-folder.js';
export function openResults(dir) {
    if (isPostgresUrl(dir))
        throw folderOnly(dir);
    if (!existsSync(join(dir, STORE_FILE)))
        throw inputError(`${dir}: no ${STORE_FILE} here — is this a results folder written by \`masdrift run\`?`);
    return ResultsStore.open(dir, { readonly: true });
}
/**
 * A command that writes into a results folder (judge, rescore) given a PostgreSQL store: not yet
 * supported, said so (the URL without its password).
 */
export function folderOnly(url) {
    return usageError(`${printableStore(url)}: this command needs a results folder; a PostgreSQL store is read by report, show and replay (judge and rescore do not write to one yet)`);
}
/** A PostgreSQL store's runs copied into an in-memory store (the connection closed again). */
async function snapshotOf(url) {
    const pg = await PgStore.open(url, { readonly: true });
    try {
        const mem = await pg.snapshot();
        // The cassette workers recorded into the store, as a file for replay (removed at exit).
        const lines = await pg.cassetteLines();
        if (lines.length) {
            const file = join(tmpdir(), `masdrift-cassette-${process.pid}.jsonl`);
            writeFileSync(file, `${lines.join('\n')}\n`);
            process.once('exit', () => rmSync(file, { force: true }));
            mem.setMeta('cassette', file);
        }
        return mem;
    }
    finally {
        await pg.close();
    }
}
/**
 * Read a results folder (or a PostgreSQL store, postgres://…): open it, hand it to `read`, close it. A database damaged beyond its first
 * page fails only when a query reaches the damage: that error too names the file and what to do.
 */
export async function withResults(dir, read) {
    // A PostgreSQL store (postgres://…) is read as a folder is, from a copy in memory.
    const store = isPostgresUrl(dir) ? await snapshotOf(dir) : openResults(dir);
    try {
        return await read(store);
    }
    catch (e) {
        throw storeError(e, dir);
    }
    finally {
        store.close();
    }
}
/** The report of a results folder: a MasDrift section, a Mosaic section, or both. */
export async function buildReport(store, resamples = 2000, suitePath, baseline) {
    const report = await buildStudyReports(store, resamples, suitePath);
    // Asked for (it reads every stored trajectory, which the other tables never need): the paired
    // protocol comparison after the other tables, when the folder holds several handoff protocols.
    if (baseline === undefined || !store.hasSuite('masdrift') || !hasSeveralProtocols(protocolRowsFromStore(store).rows))
        return report;
    const pr = await buildProtocolReport(store, { baseline, resamples });
    return { ...report, meta: [...report.meta, ...pr.meta.map(([k, v]) => [`protocols ${k}`, v])], sections: [...report.sections, ...pr.sections] };
}
async function buildStudyReports(store, resamples, suitePath) {
    const hasMasdrift = store.hasSuite('masdrift');
    const mosaic = hasMosaicRuns(store) ? await buildMosaicReport(store, { resamples }) : null;
    if (!hasMasdrift && mosaic)
        return mosaic;
    const md = await buildMasdriftReport(store, { resamples, ...(suitePath !== undefined ? { suitePath } : {}) });
    if (!mosaic)
        return md;
    return { title: 'masdrift — authority drift and mosaic leakage', meta: [...md.meta, ...mosaic.meta.map(([k, v]) => [`mosaic ${k}`, v])], sections: [...md.sections, ...mosaic.sections], ...(md.pages ? { pages: md.pages } : {}) };
}
export function registerReport(program) {
    program
        .command('report')
        .description('Summarise a results folder: tables in the papers\' shapes with clustered 95% CIs, figures, an HTML report')
        .argument('<results>', 'results folder written by `masdrift run`, or a PostgreSQL store (postgres://…)')
        .addOption(new Option('--format <format>', 'output format').choices(['md', 'csv', 'json', 'html']).default('md'))
        .option('--resamples <n>', 'bootstrap resamples for the intervals', (v) => {
        const n = Number(v);
        if (!Number.isInteger(n) || n < 100)
            throw new InvalidArgumentError('--resamples must be an integer ≥ 100');
        return n;
    }, 2000)
        .option('--suite-path <dir>', 'the task suite the runs were made on (default: the one the folder references: its own tasks/ copy or the shipped suite)')
        .option('--cassette <file>', "the folder's cassette (default: the one it references); its every line is verified and counted in the header")
        .option('--baseline <protocol>', 'add the handoff protocol comparison, every protocol contrasted with this one (e.g. verbatim), paired by task (a folder holding several protocols)')
        .action(async (results, opts) => {
        await withResults(results, async (store) => {
            const where = printableStore(results);
            const scorer = scorerNote(store);
            if (scorer.stale)
                process.stderr.write(`warning: ${where} was scored by scorer version ${scorer.stored}; this build scores with version ${SCORER_VERSION} (re-score: masdrift rescore ${where})\n`);
            const report = await buildReport(store, opts.resamples, opts.suitePath, opts.baseline);
            const cassette = folderCassette(store, opts.cassette);
            // A damaged or edited cassette line stops the report naming it (cassette.ts): the header only says what was verified.
            if (cassette !== null && existsSync(cassette))
                report.meta.push(['cassette', `${cassette}: ${readCassette(cassette).length} exchanges, every line's hash verified`]);
            // A PostgreSQL store has no folder: HTML and CSV files go to the current directory.
            process.stdout.write(renderReport(report, opts.format, isPostgresUrl(results) ? '.' : results));
        });
    });
}
