import { folderRef } from '../../runner/results-folder.js';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseModelSpec } from '../../models/model-spec.js';
import { mosaicConfigs } from '../../mosaic/configs.js';
import { MOSAIC_FACTORS } from '../../axes/mosaic-factors.js';
import { createMosaicRunner, guardedMosaicIdentity, MOSAIC_MODES, mosaicIdentity, mosaicModelFor } from '../../runner/mosaic-job.js';
import { DOCUMENT_AGENT_MODEL, GUARD_TOPOLOGIES, guardConditions } from '../../guard/grid-run.js';
import { defaultMosaicDir, loadMosaicProfiles, loadMosaicSuite } from '../../mosaic/suite.js';
import { PROMPT_VERSION } from '../../mosaic/prompts.v1.js';
import { buildMosaicReport, MOSAIC_HEADLINE_TABLES } from '../../report/mosaic-report.js';
import { renderReport } from '../../report/write-report.js';
import { toMarkdown } from '../../report/table.js';
import { stratifiedSample } from '../../runner/grid.js';
import { executeGrid, gridExitCode } from '../../runner/execute.js';
import { ResultsStore } from '../../runner/store.js';
import { canonicalJson, sha256 } from '../../util/canonical.js';
import { packageVersion } from '../../util/paths.js';
import { collect, idList, listOf, positiveInt } from '../options.js';
import { usageError } from '../../util/user-error.js';
/** The paper's repetitions per example × configuration. */
export const MOSAIC_DEFAULT_REPS = 5;
export const MOSAIC_DEFAULT_OUT = 'results/mosaic';
/**
 * Add the mosaic-only options to the `run` command, let `--suite` accept "mosaic", and give the
 * mosaic suite its own defaults for options shared with MasDrift (--reps 5, --out results/mosaic)
 * unless they were given.
 */
export function mosaicRunOptions(cmd) {
    const suiteOpt = cmd.options.find((o) => o.long === '--suite');
    if (suiteOpt?.argChoices && !suiteOpt.argChoices.includes('mosaic'))
        suiteOpt.choices([...suiteOpt.argChoices, 'mosaic']);
    cmd
        .option(MOSAIC_FACTORS.mode.option, MOSAIC_FACTORS.mode.help, listOf(MOSAIC_FACTORS.mode.values, 'mode'))
        .option('--profile <name>', 'mosaic: a simulated-model profile from fixtures/mosaic/profiles (repeatable; default: every shipped profile unless --model is given)', collect)
        .option(MOSAIC_FACTORS.intent.option, MOSAIC_FACTORS.intent.help, listOf(MOSAIC_FACTORS.intent.values, 'intent'))
        .option(MOSAIC_FACTORS.distractor.option, MOSAIC_FACTORS.distractor.help, listOf(MOSAIC_FACTORS.distractor.values, 'distractor'))
        .option(MOSAIC_FACTORS.marking.option, MOSAIC_FACTORS.marking.help, listOf(MOSAIC_FACTORS.marking.values, 'marking'))
        .option(MOSAIC_FACTORS.rules.option, MOSAIC_FACTORS.rules.help, listOf(MOSAIC_FACTORS.rules.values, 'rules'))
        .option('--examples <n>', 'mosaic: n examples per domain, stratified (default: all 30)', positiveInt('--examples'))
        .option('--example-ids <ids>', 'mosaic: comma-separated example ids', idList('--example-ids'))
        .option('--judge <spec>', 'mosaic: judge leak and refusal with an LLM (openai:<model> or replay:<cassette>) instead of the deterministic detector')
        .option('--guard <layers>', 'mosaic: a guard condition, a comma-separated subset of retrieval,handoff,publish, or none/all (repeatable: one condition each; "compare" = none, each layer, all)', collect)
        .option('--topology <list>', `mosaic guarded runs: ${GUARD_TOPOLOGIES.join(',')} or all (default single)`, listOf(GUARD_TOPOLOGIES, 'topology'));
    cmd.hook('preAction', (c) => {
        if (c.getOptionValue('suite') !== 'mosaic')
            return;
        if (c.getOptionValueSource('reps') === 'default')
            c.setOptionValueWithSource('reps', MOSAIC_DEFAULT_REPS, 'default');
        if (c.getOptionValueSource('out') === 'default')
            c.setOptionValueWithSource('out', MOSAIC_DEFAULT_OUT, 'default');
    });
    return cmd;
}
/** The mosaic grid's configurations, filtered by factor levels (each filter: the levels kept). */
export function filterConfigs(f) {
    return mosaicConfigs().filter((c) => (!f.intent || f.intent.includes(c.intent)) && (!f.distractor || f.distractor.includes(c.distractor)) && (!f.marking || f.marking.includes(c.marking)) && (!f.rules || f.rules.includes(c.rules)));
}
/** Expand the grid into run identities, example-major so a partial run covers whole examples. */
export function expandMosaicGrid(g) {
    const out = [];
    for (const ex of g.examples)
        for (const model of g.models)
            for (const mode of g.modes)
                for (const config of g.configs)
                    for (let rep = 0; rep < g.reps; rep++)
                        out.push(mosaicIdentity({ example: ex.id, config, mode, model, rep, seed: g.seed }));
    return out;
}
/**
 * The configurations of a guarded grid. The distractor is present unless --distractor says
 * otherwise; without --marking/--rules, the unguarded condition runs under every in-context guard
 * (none, markings, rules, markings+rules: the paper's comparison) and guard layers run without them.
 */
export function guardedConfigs(opts, guard) {
    const inContextDefault = !opts.marking && !opts.rules;
    return filterConfigs({
        ...opts,
        distractor: opts.distractor ?? ['present'],
        ...(inContextDefault && guard !== 'none' ? { marking: ['hidden'], rules: ['off'] } : {}),
    });
}
/** Expand a guarded grid: examples × models × topologies × guard conditions × configurations × reps. */
export function expandGuardedGrid(g) {
    const out = [];
    for (const ex of g.examples)
        for (const model of g.models)
            for (const topology of g.topologies)
                for (const guard of g.guards)
                    for (const config of g.configsOf(guard))
                        for (let rep = 0; rep < g.reps; rep++)
                            out.push(guardedMosaicIdentity({ example: ex.id, config, guard, topology, model, rep, seed: g.seed }));
    return out;
}
/** The model configurations of a guarded grid: the simulated document agent unless --model/--profile say otherwise. */
export function guardedModelLabels(opts, topologies) {
    const given = [...(opts.model ?? []).map((m) => m.trim()), ...(opts.profile ?? []).map((p) => `sim:${p.trim()}`)];
    const labels = given.length ? [...new Set(given)] : [DOCUMENT_AGENT_MODEL];
    const multi = topologies.filter((t) => t !== 'single');
    const profiles = labels.filter((l) => l.startsWith('sim:') && l !== DOCUMENT_AGENT_MODEL);
    if (multi.length && profiles.length)
        throw usageError(`--topology ${multi.join(',')}: simulated Mosaic profiles (${profiles.join(', ')}) drive the single-agent harness only; use --model ${DOCUMENT_AGENT_MODEL} (the default) or a live model for multi-agent topologies`);
    return labels;
}
/** The model configurations of a mosaic run: --model specs, then sim:<profile> for each --profile; every shipped profile by default. */
export function mosaicModelLabels(opts) {
    const labels = [...(opts.model ?? []).map((m) => m.trim()), ...(opts.profile ?? []).map((p) => `sim:${p.trim()}`)];
    if (labels.length === 0)
        return loadMosaicProfiles().map((p) => `sim:${p.name}`);
    return [...new Set(labels)];
}
/** A version of the suite's content: runs of another suite version must not be mixed silently. */
export function mosaicSuiteVersion(examples) {
    return `mosaic:${PROMPT_VERSION}:${sha256(canonicalJson(examples)).slice(0, 12)}`;
}
/** The mosaic `run` command; resolves to the exit code. */
export async function runMosaicCommand(opts) {
    const suiteDir = opts.suitePath ?? defaultMosaicDir();
    const suite = loadMosaicSuite(suiteDir);
    let examples = suite;
    const exampleIds = opts.exampleIds ?? opts.taskIds;
    const perDomain = opts.examples ?? opts.tasks;
    if (exampleIds) {
        const ids = exampleIds;
        const byId = new Map(suite.map((e) => [e.id, e]));
        const missing = ids.filter((id) => !byId.has(id));
        if (missing.length)
            throw usageError(`unknown mosaic example id(s): ${missing.join(', ')} (suite ${suiteDir})`);
        examples = ids.map((id) => byId.get(id));
    }
    else if (perDomain)
        examples = stratifiedSample(suite, perDomain);
    const guarded = Boolean(opts.guard?.length || opts.topology?.length);
    const guards = guarded ? guardConditions(opts.guard?.length ? opts.guard : ['none']) : [];
    const topologies = opts.topology ?? ['single'];
    const configs = guarded ? guards.flatMap((g) => guardedConfigs(opts, g)) : filterConfigs(opts);
    if (configs.length === 0)
        throw usageError('no mosaic configuration is left after the --intent/--distractor/--marking/--rules filters');
    if (guarded && opts.judge)
        throw usageError('--judge: guarded mosaic runs are judged by the deterministic detector (the guard must not depend on a model); leave --judge out with --guard/--topology');
    if (guarded && opts.mode)
        throw usageError('--mode: guarded mosaic runs choose their harness by --topology (single = the Mosaic harness); leave --mode out with --guard/--topology');
    const modes = opts.mode ?? [...MOSAIC_MODES];
    const labels = guarded ? guardedModelLabels(opts, topologies) : mosaicModelLabels(opts);
    // Build every model now: a bad spec, an unknown profile or a missing API key fails before any work.
    for (const l of labels)
        mosaicModelFor(l);
    const specs = labels.map((l) => parseModelSpec(l));
    const allSim = specs.every((s) => s.kind === 'sim');
    const record = opts.record === true ? join(opts.out, 'cassette.jsonl') : typeof opts.record === 'string' ? opts.record : null;
    // A cassette is keyed by run, agent, turn and request, not by model: two recorded models would collide.
    if (record && labels.length > 1)
        throw usageError(`--record keeps one model configuration per cassette; run each of ${labels.join(', ')} with its own --record file`);
    const identities = guarded
        ? expandGuardedGrid({ examples, configsOf: (g) => guardedConfigs(opts, g), guards, topologies, reps: opts.reps, models: labels, seed: opts.seed })
        : expandMosaicGrid({ examples, configs, reps: opts.reps, modes, models: labels, seed: opts.seed });
    const store = ResultsStore.open(opts.out);
    let outcome;
    try {
        store.checkVersions({ suiteVersion: mosaicSuiteVersion(suite), codeVersion: packageVersion() }, Boolean(opts.allowMixed));
        store.setMeta('mosaic_suite_path', resolve(suiteDir));
        if (record)
            store.setMeta('cassette', folderRef(opts.out, record));
        const job = {
            suiteDir,
            models: labels,
            record,
            judge: opts.judge ?? null,
            judgeCache: opts.judge ? join(opts.out, 'judge-cache.jsonl') : null,
            ...(opts.turns ? { maxTurns: opts.turns } : {}),
            ...(opts.concurrency ? { liveConcurrency: opts.concurrency } : {}),
        };
        const concurrency = opts.concurrency ?? (allSim ? 2 : 4);
        const axes = guarded
            ? `${examples.length} examples × guard ${guards.join('/')} (${configs.length} condition × configuration cells) × topologies ${topologies.join('/')} × ${opts.reps} rep(s)`
            : `${examples.length} examples × ${configs.length} configurations × ${opts.reps} rep(s) × modes ${modes.join('/')}`;
        outcome = await executeGrid({
            identities,
            store,
            jobModule: fileURLToPath(new URL('../../runner/mosaic-job.js', import.meta.url)),
            jobConfig: job,
            inProcess: async () => {
                const runner = await createMosaicRunner(job);
                return { runOne: runner.runOne, close: runner.close };
            },
            // Worker threads only for the simulated model without recording or judging (one writer each).
            workersAllowed: allSim && !record && !opts.judge,
            concurrency,
            inProcessConcurrency: allSim ? 1 : concurrency,
            unit: 'answers',
            out: opts.out,
            keepFailed: Boolean(opts.keepFailed),
            headline: (useWorkers) => `masdrift run --suite mosaic: ${identities.length} answers = ${axes} × ${labels.length} model configuration(s) [${labels.join(', ')}]` +
                `${opts.judge ? `, judged by ${opts.judge}` : ''} → ${opts.out}${useWorkers ? ` [${concurrency} worker threads]` : ''}`,
        });
        if (opts.report && !outcome.interrupted) {
            const report = await buildMosaicReport(store, opts.resamples ? { resamples: opts.resamples } : {});
            const main = report.sections.flatMap((s) => s.tables).filter((t) => MOSAIC_HEADLINE_TABLES.includes(t.id));
            process.stdout.write(`\n${main.map(toMarkdown).join('\n')}\n`);
            process.stdout.write(renderReport(report, 'html', opts.out));
            process.stdout.write(`more tables: masdrift report ${opts.out}\n`);
        }
    }
    finally {
        store.close();
    }
    return gridExitCode(outcome);
}
