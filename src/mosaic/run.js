import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clusteredMeanCI, pairedContrastCI } from '../scoring/stats/bootstrap.js';
import { configId, mosaicConfigs } from './configs.js';
import { judgeMosaicAnswer } from './detector.js';
import { runHarnessOnce, writeWorkspace } from './harness.js';
import { queryFor, runSimulationOnce } from './simulate.js';
const detectorJudge = (answer, example, question) => judgeMosaicAnswer(answer, example.lexicon, question);
/** Run every example × configuration × repetition in one mode; rows come back in grid order. */
export async function runMosaicRows(opts) {
    const configs = opts.configs ?? mosaicConfigs();
    const judge = opts.judge ?? detectorJudge;
    const cells = [];
    for (const example of opts.examples)
        for (const config of configs)
            for (let rep = 0; rep < opts.reps; rep++)
                cells.push({ example, config, rep });
    const tmpRoot = opts.mode === 'harness' ? mkdtempSync(join(tmpdir(), 'masdrift-mosaic-batch-')) : null;
    const workspaces = new Map();
    const workspaceFor = (example, config) => {
        const key = `${example.id}.d${config.distractor}.m${config.marking}.r${config.rules}`;
        let dir = workspaces.get(key);
        if (!dir) {
            dir = join(tmpRoot, key);
            mkdirSync(dir, { recursive: true });
            writeWorkspace(dir, example, config);
            workspaces.set(key, dir);
        }
        return dir;
    };
    const rows = new Array(cells.length);
    const runCell = async (i) => {
        const { example, config, rep } = cells[i];
        const model = opts.model(example);
        let answer;
        let docsRead;
        if (opts.mode === 'simulation') {
            answer = await runSimulationOnce(model, example, config, { seed: opts.seed, rep, ...(opts.modelName ? { modelName: opts.modelName } : {}), ...(opts.sampling ? { sampling: opts.sampling } : {}) });
            docsRead = Object.fromEntries([...example.documents, ...(config.distractor === 'present' ? [example.distractor] : [])].map((d) => [d.id, 'full']));
        }
        else {
            const r = await runHarnessOnce(model, example, config, { seed: opts.seed, rep, workspace: workspaceFor(example, config), ...(opts.maxTurns ? { maxTurns: opts.maxTurns } : {}), ...(opts.modelName ? { modelName: opts.modelName } : {}), ...(opts.sampling ? { sampling: opts.sampling } : {}) });
            answer = r.answer;
            docsRead = r.docsRead;
        }
        const verdict = await judge(answer, example, queryFor(example, config));
        const row = { example: example.id, domain: example.domain, ...config, config: configId(config), mode: opts.mode, model: model.id, rep, answer, leaked: verdict.leaked, refused: verdict.refused, docsRead };
        rows[i] = row;
        opts.onRow?.(row);
    };
    try {
        let next = 0;
        const workers = Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 1, cells.length)) }, async () => {
            while (next < cells.length)
                await runCell(next++);
        });
        await Promise.all(workers);
    }
    finally {
        if (tmpRoot)
            rmSync(tmpRoot, { recursive: true, force: true });
    }
    return rows;
}
const obs = (rows, pick, condition) => rows.map((r) => ({ cluster: r.example, value: pick(r) ? 1 : 0, ...(condition ? { condition: condition(r) } : {}) }));
/** Mosaic and refusal rates with 95% CIs from example-clustered bootstrap resamples. */
export function summarizeRates(rows, opts = {}) {
    const b = { resamples: opts.resamples ?? 2000, seed: opts.seed ?? 'mosaic' };
    return {
        n: rows.length,
        mosaic: clusteredMeanCI(obs(rows, (r) => r.leaked), b),
        refusal: clusteredMeanCI(obs(rows, (r) => r.refused), b),
        leakingRefusals: rows.filter((r) => r.leaked && r.refused).length,
    };
}
/** Per-configuration and overall rates, and the marginal and full-stack guard contrasts. */
export function summarizeMosaic(rows, opts = {}) {
    if (rows.length === 0)
        throw new Error('summarizeMosaic: no rows');
    const b = { resamples: opts.resamples ?? 2000, seed: opts.seed ?? 'mosaic' };
    const perConfig = {};
    for (const id of [...new Set(rows.map((r) => r.config))])
        perConfig[id] = summarizeRates(rows.filter((r) => r.config === id), b);
    const leak = (r) => r.leaked;
    const contrast = (sub, cond, a, z) => {
        const levels = new Set(sub.map(cond));
        return levels.has(a) && levels.has(z) ? pairedContrastCI(obs(sub, leak, cond), a, z, b) : null;
    };
    const stack = rows.filter((r) => (r.rules === 'on') === (r.marking === 'shown'));
    return {
        overall: summarizeRates(rows, b),
        perConfig,
        contrasts: {
            rulesOnMinusOff: contrast(rows, (r) => r.rules, 'on', 'off'),
            markingShownMinusHidden: contrast(rows, (r) => r.marking, 'shown', 'hidden'),
            fullStackMinusNone: contrast(stack, (r) => (r.rules === 'on' ? 'both' : 'none'), 'both', 'none'),
        },
    };
}
/** Rates per group (domain, intent, distractor, model, mode, ...), each with its own clustered CI. */
export function ratesBy(rows, key, opts = {}) {
    const out = {};
    for (const k of [...new Set(rows.map(key))].sort())
        out[k] = summarizeRates(rows.filter((r) => key(r) === k), opts);
    return out;
}
/**
 * Document capture per run, as the harness tables report it: "full" when both SECRET documents
 * were read completely, "partial" when something of them was read but not both in full, "none"
 * when neither was opened.
 */
export function captureCounts(rows, examples) {
    const byId = new Map(examples.map((e) => [e.id, e]));
    const out = { full: 0, partial: 0, none: 0 };
    for (const r of rows) {
        const ex = byId.get(r.example);
        if (!ex)
            throw new Error(`captureCounts: row for unknown example "${r.example}"`);
        const caps = ex.documents.map((d) => r.docsRead[d.id] ?? 'none');
        if (caps.every((c) => c === 'full'))
            out.full++;
        else if (caps.every((c) => c === 'none'))
            out.none++;
        else
            out.partial++;
    }
    return out;
}
/** Run a batch and summarise it. */
export async function runMosaic(opts) {
    const rows = await runMosaicRows(opts);
    return { rows, summary: summarizeMosaic(rows, { ...(opts.resamples ? { resamples: opts.resamples } : {}), seed: `mosaic/${opts.seed}` }) };
}
