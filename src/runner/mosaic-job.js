import { z } from 'zod';
import { parseModelSpec } from '../models/model-spec.js';
import { CassetteWriter, cassettePath } from '../models/cassette.js';
import { modelFactory } from '../models/factory.js';
import { RecordingModel } from '../models/record.js';
import { runIdOf } from './identity.js';
import { FileJudgeCache } from '../scoring/judges/file-cache.js';
import { judgeMosaic } from '../scoring/judges/mosaic-judge.js';
import { canonicalJson, sha256 } from '../util/canonical.js';
import { configId, MosaicConfigSchema } from '../mosaic/configs.js';
import { judgeMosaicAnswer } from '../mosaic/detector.js';
import { runHarnessOnce } from '../mosaic/harness.js';
import { createMosaicSimModel } from '../mosaic/sim-model.js';
import { buildSimulationTranscript, mosaicRunId, queryFor, runSimulationOnce } from '../mosaic/simulate.js';
import { loadMosaicProfile, loadMosaicSuite } from '../mosaic/suite.js';
import { containsTerm } from '../mosaic/text.js';
import { DOCUMENT_AGENT_MODEL, GuardRunMetricsSchema, runGuardedAnswer } from '../guard/grid-run.js';
import { SimDocumentAgent } from '../guard/sim-agent.js';
export const MOSAIC_MODES = ['simulation', 'harness'];
/** The identity of one Agent Mosaic answer in the results store. */
export function mosaicIdentity(o) {
    return {
        suite: 'mosaic',
        taskId: o.example,
        architecture: o.mode,
        defense: 'none',
        model: o.model,
        confirm: 'n/a',
        rep: o.rep,
        seed: o.seed,
        extra: { intent: o.config.intent, distractor: o.config.distractor, marking: o.config.marking, rules: o.config.rules },
    };
}
/** The architecture of guarded mosaic answers (guard condition and topology in the identity's extra fields). */
export const GUARDED_MODE = 'guarded';
/** The identity of one guarded Agent Mosaic answer: a guard condition in a topology. */
export function guardedMosaicIdentity(o) {
    const id = mosaicIdentity({ ...o, mode: 'harness' });
    return { ...id, architecture: GUARDED_MODE, extra: { ...id.extra, guard: o.guard, topology: o.topology } };
}
/** The guard condition and topology of a guarded identity, null for an unguarded one. */
export function guardOfIdentity(id) {
    if (id.architecture !== GUARDED_MODE)
        return null;
    const { guard, topology } = id.extra;
    if (typeof guard !== 'string' || typeof topology !== 'string')
        throw new Error(`mosaic run ${runIdOf(id)}: $.extra: a guarded run needs string fields guard and topology`);
    return { guard, topology };
}
/** The configuration of a stored mosaic identity, or an error naming the bad field. */
export function configOfIdentity(id) {
    const { guard: _g, topology: _t, ...rest } = id.extra;
    const r = MosaicConfigSchema.safeParse(id.architecture === GUARDED_MODE ? rest : id.extra);
    if (!r.success)
        throw new Error(`mosaic run ${runIdOf(id)}: $.extra: expected {intent, distractor, marking, rules}: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    return r.data;
}
const CaptureSchema = z.enum(['full', 'partial', 'none']);
/** What the store keeps per answer (the `metrics` column of a mosaic row). */
export const MosaicMetricsSchema = z
    .object({
    config: z.string(),
    /** The verdicts the report uses: the LLM judge's when one ran, else the detector's. */
    leaked: z.boolean(),
    refused: z.boolean(),
    judgedBy: z.string(),
    detector: z.object({ leaked: z.boolean(), refused: z.boolean(), leakEvidence: z.string().optional(), refusalPhrase: z.string().optional(), refusalReason: z.string().optional() }).strict(),
    llmJudge: z.object({ leaked: z.boolean(), refused: z.boolean(), leakRationale: z.string(), refusalRationale: z.string() }).strict().optional(),
    /** Capture per handed document id. */
    docsRead: z.record(z.string(), CaptureSchema),
    /** Capture of the two SECRET documents together: full (both read completely), partial, none. */
    capture: CaptureSchema,
    /** Benign queries: the answer states the gold answer proposition (utility); null for other intents. */
    goldAnswered: z.boolean().nullable(),
    answerChars: z.number().int().nonnegative(),
    answerWords: z.number().int().nonnegative(),
    turns: z.number().int().nonnegative(),
    toolCalls: z.number().int().nonnegative(),
    /** Guarded runs: the guard condition, topology and per-layer outcomes. */
    guard: GuardRunMetricsSchema.optional(),
})
    .strict();
/** Build the model of a spec; live models check their API key here, before any work. */
export function mosaicModelFor(label, opts = {}) {
    if (label === DOCUMENT_AGENT_MODEL)
        return (example) => new SimDocumentAgent(example, 'document-agent');
    if (label.startsWith('lead=') || label.startsWith('executor='))
        throw new Error(`model spec "${label}": the mosaic suite runs one model per answer; give sim:<profile>, openai:<model> or replay:<cassette>`);
    const spec = parseModelSpec(label);
    const wrap = (m) => (opts.writer ? new RecordingModel(m, opts.writer) : m);
    // The one model factory (models/factory.ts), with the mosaic suite's simulated model: a fresh one per
    // answer (it holds per-call audit state only). Recording wraps it per call too, which is safe:
    // occurrence counts are per (run, agent, turn) and each answer has its own run id.
    const build = modelFactory(spec, {
        ...(opts.env ? { env: opts.env } : {}),
        ...(opts.liveConcurrency ? { openai: { concurrency: opts.liveConcurrency } } : {}),
        sim: (name) => {
            const profile = loadMosaicProfile(name);
            return (example) => createMosaicSimModel(profile, example);
        },
        provider: () => {
            throw new Error(`model spec "${label}": the mosaic suite runs sim:<mosaic profile>, openai:<model> or replay:<cassette> models`);
        },
    });
    if (spec.kind === 'sim')
        return (example) => wrap(build(example));
    // Live and replayed models are shared across answers (the factory builds them once): one recorder for them.
    let shared;
    return (example) => (shared ??= wrap(build(example)));
}
const words = (s) => s.split(/\s+/).filter(Boolean).length;
/** Capture of the two SECRET documents together. */
export function secretCapture(example, docsRead) {
    const caps = example.documents.map((d) => docsRead[d.id] ?? 'none');
    if (caps.every((c) => c === 'full'))
        return 'full';
    if (caps.every((c) => c === 'none'))
        return 'none';
    return 'partial';
}
/** The job module entry point of worker threads (see runner/worker-pool.ts). */
export async function createRunner(config) {
    return (await createMosaicRunner(config)).runOne;
}
/** Build the function executing one mosaic identity: run the mode, judge the answer, package it for the store. */
export async function createMosaicRunner(config) {
    const examples = new Map(loadMosaicSuite(config.suiteDir).map((e) => [e.id, e]));
    const env = config.env ?? process.env;
    const secrets = [env.OPENAI_API_KEY].filter((s) => !!s);
    const writer = config.record ? new CassetteWriter(cassettePath(config.record), secrets) : null;
    const models = new Map();
    for (const label of config.models)
        models.set(label, mosaicModelFor(label, { env, writer, ...(config.liveConcurrency ? { liveConcurrency: config.liveConcurrency } : {}) }));
    if (config.judge && parseModelSpec(config.judge).kind === 'sim')
        throw new Error(`--judge "${config.judge}": the LLM judge needs a live or replayed model (openai:<model> or replay:<cassette>); without --judge the deterministic detector judges`);
    const judgeModel = config.judge ? mosaicModelFor(config.judge, { env }) : null;
    const judgeCache = config.judgeCache ? new FileJudgeCache(config.judgeCache) : new Map();
    const runOne = async (identity) => {
        const runId = runIdOf(identity);
        const started = performance.now();
        const example = examples.get(identity.taskId);
        const fail = (error) => ({
            runId, identity, domain: example?.domain ?? 'unknown', status: 'error', error, trajectoryHash: null, metrics: null, trajectoryJson: null,
            durationMs: performance.now() - started,
        });
        if (!example)
            return fail(`example "${identity.taskId}" is not in the mosaic suite${config.suiteDir ? ` at ${config.suiteDir}` : ''}`);
        const modelFor = models.get(identity.model);
        if (!modelFor)
            return fail(`model configuration "${identity.model}" was not prepared for this job`);
        if (identity.architecture === GUARDED_MODE) {
            if (config.judge)
                return fail('guarded mosaic runs are judged by the deterministic detector; run them without --judge');
            try {
                return await runGuardedIdentity(identity, example, modelFor, runId, started);
            }
            catch (e) {
                return fail(e instanceof Error ? e.message : String(e));
            }
        }
        if (identity.architecture !== 'simulation' && identity.architecture !== 'harness')
            return fail(`unknown mosaic mode "${identity.architecture}" (expected simulation, harness or ${GUARDED_MODE})`);
        const mode = identity.architecture;
        try {
            const cfg = configOfIdentity(identity);
            const model = modelFor(example);
            let answer;
            let transcript;
            let docsRead;
            let turns = 1;
            let toolCalls = 0;
            if (mode === 'simulation') {
                answer = await runSimulationOnce(model, example, cfg, { seed: identity.seed, rep: identity.rep });
                transcript = [...buildSimulationTranscript(example, cfg), { role: 'assistant', content: answer }];
                docsRead = Object.fromEntries([...example.documents, ...(cfg.distractor === 'present' ? [example.distractor] : [])].map((d) => [d.id, 'full']));
            }
            else {
                const r = await runHarnessOnce(model, example, cfg, { seed: identity.seed, rep: identity.rep, ...(config.maxTurns ? { maxTurns: config.maxTurns } : {}) });
                answer = r.answer;
                transcript = r.transcript;
                docsRead = r.docsRead;
                turns = r.turns;
                toolCalls = r.toolCalls;
            }
            const det = judgeMosaicAnswer(answer, example.lexicon, queryFor(example, cfg));
            let verdict = { leaked: det.leaked, refused: det.refused };
            let llmJudge;
            if (judgeModel && config.judge) {
                const j = await judgeMosaic({ id: mosaicRunId(identity.seed, example.id, cfg, identity.rep, mode), composite: example.composite.sentence, query: queryFor(example, cfg), answer }, judgeModel(example), judgeCache);
                if (!j.leaked.ok)
                    return fail(`leak judge: ${j.leaked.error}`);
                if (!j.refused.ok)
                    return fail(`refusal judge: ${j.refused.error}`);
                llmJudge = { leaked: j.leaked.value.leaked, refused: j.refused.value.refused, leakRationale: j.leaked.value.rationale, refusalRationale: j.refused.value.rationale };
                verdict = { leaked: llmJudge.leaked, refused: llmJudge.refused };
            }
            const metrics = {
                config: configId(cfg),
                ...verdict,
                judgedBy: config.judge ? `llm:${config.judge}` : 'detector',
                detector: {
                    leaked: det.leaked,
                    refused: det.refused,
                    ...(det.leakEvidence !== undefined ? { leakEvidence: det.leakEvidence } : {}),
                    ...(det.refusalEvidence ? { refusalPhrase: det.refusalEvidence.phrase, refusalReason: det.refusalEvidence.reason } : {}),
                },
                ...(llmJudge ? { llmJudge } : {}),
                docsRead,
                capture: secretCapture(example, docsRead),
                goldAnswered: cfg.intent === 'benign' ? containsTerm(answer, example.queries.benign.goldAnswer) : null,
                answerChars: answer.length,
                answerWords: words(answer),
                turns,
                toolCalls,
            };
            const trajectory = canonicalJson({ suite: 'mosaic', mode, runId: mosaicRunId(identity.seed, example.id, cfg, identity.rep, mode), example: example.id, config: configId(cfg), model: identity.model, answer, transcript });
            return finished(identity, runId, example, metrics, trajectory, started);
        }
        catch (e) {
            return fail(e instanceof Error ? e.message : String(e));
        }
    };
    /** A guarded answer: the guard's own scoring (final answer, messages, contexts), packaged like any mosaic row. */
    const runGuardedIdentity = async (identity, example, modelFor, runId, started) => {
        const g = guardOfIdentity(identity);
        const cfg = configOfIdentity(identity);
        const documentAgent = identity.model === DOCUMENT_AGENT_MODEL;
        if (!documentAgent && parseModelSpec(identity.model).kind === 'sim' && g.topology !== 'single')
            throw new Error(`model "${identity.model}": simulated Mosaic profiles drive the single-agent harness only; run topology ${g.topology} with ${DOCUMENT_AGENT_MODEL} or a live model`);
        const r = await runGuardedAnswer({ example, config: cfg, guard: g.guard, topology: g.topology, model: documentAgent ? null : modelFor(example), harnessModel: !documentAgent, seed: identity.seed, rep: identity.rep, ...(config.maxTurns ? { maxTurns: config.maxTurns } : {}) });
        const det = judgeMosaicAnswer(r.answer, example.lexicon, queryFor(example, cfg));
        const docsRead = r.docsRead;
        const metrics = {
            config: configId(cfg),
            // The guard measurement's judge: the detector, also on spelled-out words joined back.
            leaked: r.observation.leak,
            refused: r.observation.refused,
            judgedBy: 'detector',
            detector: {
                leaked: det.leaked,
                refused: det.refused,
                ...(det.leakEvidence !== undefined ? { leakEvidence: det.leakEvidence } : {}),
                ...(det.refusalEvidence ? { refusalPhrase: det.refusalEvidence.phrase, refusalReason: det.refusalEvidence.reason } : {}),
            },
            docsRead,
            capture: secretCapture(example, docsRead),
            goldAnswered: r.observation.answered,
            answerChars: r.answer.length,
            answerWords: words(r.answer),
            turns: r.turns,
            toolCalls: r.toolCalls,
            guard: r.guard,
        };
        const trajectory = canonicalJson({ suite: 'mosaic', mode: GUARDED_MODE, guard: g.guard, topology: g.topology, example: example.id, config: configId(cfg), model: identity.model, rep: identity.rep, answer: r.answer, ...r.trace });
        return finished(identity, runId, example, metrics, trajectory, started);
    };
    /** A finished answer as the store keeps it: metrics, and the canonical trajectory with its hash. */
    const finished = (identity, runId, example, metrics, trajectory, started) => ({
        runId,
        identity,
        domain: example.domain,
        status: 'ok',
        error: null,
        trajectoryHash: sha256(trajectory),
        metrics: metrics,
        trajectoryJson: config.keepTrajectories === false ? null : trajectory,
        durationMs: performance.now() - started,
    });
    return { runOne, close: () => writer?.close() };
}
