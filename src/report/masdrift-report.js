import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TrajectorySchema } from '../domain/trajectory.js';
import { loadTaskSuite } from '../io/load-suite.js';
import { storedScorerVersion } from '../runner/store.js';
import { fingerprintMeta } from '../runner/folder-fingerprints.js';
import { folderSuitePath } from '../runner/results-folder.js';
import { runJudgeAgreement } from '../scoring/run-agreement.js';
import { RunScoreSchema } from '../scoring/run-score.js';
import { SCORER_VERSION } from '../scoring/version.js';
import { failuresByReason, parseFailure } from '../runner/run-outcome.js';
import { showHtml } from './show.js';
import { clusteredCi, pairedCi } from './ci.js';
import { masdriftFigures } from './masdrift-figures.js';
import { masdriftTables } from './masdrift-tables.js';
import { architectureLabels, cellLabel } from '../axes/index.js';
import { protocolOf } from '../runner/identity.js';
import { storeRunEnds } from './run-ends.js';
import { inputError } from '../util/user-error.js';
/** What a results folder says about the scorer its runs were scored with, next to this build's. */
export function scorerNote(store) {
    const stored = storedScorerVersion(store);
    const stale = stored !== null && stored !== SCORER_VERSION;
    const text = stale
        ? `${stored} — this build scores with version ${SCORER_VERSION}; the numbers are version ${stored}'s (re-score: masdrift rescore ${store.dir})`
        : (stored ?? SCORER_VERSION);
    return { stored, stale, text };
}
/** At most this many example runs get a page (a bounded sample: a few per cell, the first cells first). */
export const EXAMPLE_PAGES = 150;
/**
 * The `show` pages of the runs the tables link to (Table.links), at most EXAMPLE_PAGES of them; links
 * to runs beyond the bound, or when the suite cannot be read, are dropped, so no link is dead.
 */
export function examplePages(store, tables, limit = EXAMPLE_PAGES, suiteOverride) {
    const wanted = [];
    const seen = new Set();
    for (const t of tables)
        for (const row of t.links ?? [])
            for (const ids of row)
                for (const id of ids ?? [])
                    if (!seen.has(id) && wanted.length < limit)
                        (seen.add(id), wanted.push(id));
    const pages = [];
    const made = new Set();
    const suitePath = folderSuitePath(store, suiteOverride);
    let suite = null;
    try {
        suite = suitePath ? loadTaskSuite(suitePath) : null;
    }
    catch {
        suite = null;
    }
    for (const id of suite ? wanted : []) {
        const run = store.get(id);
        const task = run ? suite?.byId.get(run.identity.taskId) : undefined;
        if (!run?.trajectoryJson || !task)
            continue;
        const score = run.metrics ? RunScoreSchema.parse(run.metrics) : null;
        pages.push({ path: `runs/${id}.html`, html: showHtml(TrajectorySchema.parse(JSON.parse(run.trajectoryJson)), task, score) });
        made.add(id);
    }
    for (const t of tables) {
        if (!t.links)
            continue;
        t.links = t.links.map((row) => row.map((ids) => (ids ? ids.filter((id) => made.has(id)) : null)).map((ids) => (ids?.length ? ids : null)));
    }
    return pages;
}
/** Scored MasDrift rows of a store (failed runs are counted by reason, never scored). */
export function masdriftRows(store) {
    const rows = [];
    let failed = 0;
    const mix = { failures: [], seeds: new Set(), models: new Set(), degraded: 0 };
    const parse = (metrics, runId) => {
        const r = RunScoreSchema.safeParse(metrics);
        if (r.success)
            return r.data;
        const { stored, stale } = scorerNote(store);
        if (stale)
            throw inputError(`${store.dir}: its runs were scored by scorer version ${stored}, whose scores this build (scorer version ${SCORER_VERSION}) cannot read: re-score them with \`masdrift rescore ${store.dir}\``);
        throw inputError(`${store.dir}: run ${runId}: stored scores do not match this build's scorer: ${r.error.issues[0]?.path.join('.') ?? '$'}: ${r.error.issues[0]?.message ?? ''} (re-score the folder from its stored trajectories: masdrift rescore ${store.dir})`);
    };
    const runs = [...store.runs({ suite: 'masdrift' })];
    // Report names of the architectures (a graph file by its file name), made over the whole folder so two files sharing a name keep their paths.
    const labels = architectureLabels(runs.map((r) => r.identity.architecture));
    for (const r of runs) {
        if (r.status !== 'ok' || !r.metrics) {
            failed++;
            mix.failures.push(parseFailure(r.error));
            continue;
        }
        mix.seeds.add(r.identity.seed);
        mix.models.add(r.identity.model);
        rows.push({
            taskId: r.identity.taskId,
            domain: r.domain,
            architecture: cellLabel(labels.get(r.identity.architecture) ?? r.identity.architecture, protocolOf(r.identity)),
            protocol: protocolOf(r.identity),
            defense: r.identity.defense,
            model: r.identity.model,
            confirm: r.identity.confirm,
            score: parse(r.metrics, r.runId),
            runId: r.runId,
        });
        if (rows[rows.length - 1].score.degradations > 0)
            mix.degraded++;
    }
    return { rows, failed, mix };
}
/** The report header's lines on the folder's health: what was scored, what failed and why, what is pooled. */
export function healthMeta(scored, mix) {
    const out = [
        ['runs', `${scored} scored, ${mix.failures.length} failed${mix.failures.length ? ` (${failuresByReason(mix.failures)}; failed runs are never scored — re-run the same command to retry them)` : ''}`],
    ];
    if (mix.degraded > 0)
        out.push(['defense degraded', `in ${mix.degraded} run(s): an authorizer answer could not be used and was replaced fail-closed; they are scored (see the "degraded" column)`]);
    const mixed = (what, set, hint) => {
        if (set.size > 1)
            out.push([`mixed ${what}`, `${[...set].sort().join(', ')} — ${hint}`]);
    };
    mixed('seeds', mix.seeds, 'runs of different grid seeds are pooled in these tables');
    mixed('model configurations', mix.models, 'tables with a model column keep them apart; pooled tables pool them');
    // Scorer versions cannot mix: the version is the folder's (meta), `run` refuses to add runs of
    // another, and the header names it beside this build's (scorerNote).
    return out;
}
export const JUDGEMENTS_FILE = 'judgements.jsonl';
/**
 * Deterministic-vs-judge agreement, when `masdrift judge` has left its records in the folder (null
 * otherwise). A line that cannot be read is counted, not skipped silently.
 */
export function judgeAgreementTable(store, rows, suiteOverride) {
    const file = join(store.dir, JUDGEMENTS_FILE);
    if (!existsSync(file))
        return null;
    const records = [];
    let unreadable = 0;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!line.trim())
            continue;
        try {
            const r = JSON.parse(line);
            if (typeof r.runId === 'string' && r.od && typeof r.od === 'object')
                records.push(r);
            else
                unreadable++;
        }
        catch {
            unreadable++;
        }
    }
    const suitePath = folderSuitePath(store, suiteOverride);
    const tasks = suitePath && existsSync(suitePath) ? loadTaskSuite(suitePath).byId : new Map();
    const a = runJudgeAgreement(rows.map((r) => r.score), records, tasks);
    const judges = [...new Set(records.map((r) => r.judge))].join(', ') || '?';
    const row = (what, unit, x, unjudged) => x
        ? [what, unit, x.n, 100 * x.accuracy, x.precision === null ? null : 100 * x.precision, x.recall === null ? null : 100 * x.recall, x.f1 === null ? null : 100 * x.f1, x.kappa, unjudged]
        : [what, unit, 0, null, null, null, null, null, unjudged];
    return {
        id: 'judge-agreement',
        title: `Deterministic rules vs the LLM judge (${judges})`,
        note: `From ${JUDGEMENTS_FILE}: ${records.length} judged runs${unreadable ? `, ${unreadable} unreadable lines` : ''}${a.unmatched ? `, ${a.unmatched} not among this folder's scored runs` : ''}. ` +
            'The deterministic rules are the reference for the arithmetic only; neither side is ground truth. ' +
            'Unjudged: items whose judge answer failed, was malformed or contradicted itself — left out of the comparison, never read as "no OD" or "intact".' +
            (a.firstLossHop ? ` First-loss hop identical in ${a.firstLossHop.same} of ${a.firstLossHop.n} runs both call lost.` : ''),
        columns: ['score', 'unit', 'n', 'Acc', 'Prec', 'Rec', 'F1', 'κ', 'unjudged'],
        rows: [
            row('OD', 'runs', a.od, a.unjudged.od),
            row('CL', 'multi-agent runs', a.cl, a.unjudged.cl),
            row('CL per constraint', '(run, constraint) pairs', a.clPerConstraint, a.unjudged.constraints),
        ],
    };
}
/** The MasDrift report of a results folder: tables in the papers' shapes and the figures. */
export async function buildMasdriftReport(store, opts = {}) {
    const { rows, mix } = masdriftRows(store);
    const tasks = new Set(rows.map((r) => r.taskId));
    const domains = new Map();
    for (const r of rows)
        domains.set(r.domain, (domains.get(r.domain) ?? new Set()).add(r.taskId));
    const ci = clusteredCi(opts.resamples ?? 2000);
    // How runs ended comes first: a grid whose model never called a tool shows it at once.
    const tables = [storeRunEnds(store), ...masdriftTables(rows, ci, pairedCi(opts.resamples ?? 2000))];
    const judged = judgeAgreementTable(store, rows, opts.suitePath);
    if (judged)
        tables.push(judged);
    const figures = await masdriftFigures(rows, ci);
    return {
        title: 'masdrift — authority drift across multi-agent architectures',
        meta: [
            ...healthMeta(rows.length, mix),
            ['tasks', `${tasks.size} (${[...domains.entries()].sort().map(([d, s]) => `${d} ${s.size}`).join(', ')})`],
            ['suite version', store.meta('suite_version') ?? '?'],
            ['scorer version', scorerNote(store).text],
            ['code version', store.meta('code_version') ?? '?'],
            ...fingerprintMeta(store),
            ['intervals', `95% percentile bootstrap, ${opts.resamples ?? 2000} resamples clustered by task; defense − none contrasts paired by task`],
        ],
        sections: [{ title: 'MasDrift', tables, figures }],
        pages: examplePages(store, tables, EXAMPLE_PAGES, opts.suitePath),
    };
}
