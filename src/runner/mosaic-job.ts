import { z } from 'zod';
import { parseModelSpec, type ModelSpec } from '../models/model-spec.js';
import { CassetteWriter, cassettePath } from '../models/cassette.js';
import { modelFactory } from '../models/factory.js';
import { RecordingModel } from '../models/record.js';
import type { ChatModel } from '../models/types.js';
import type { RunIdentity } from './identity.js';
import { runIdOf } from './identity.js';
import type { StoredRun } from './store.js';
import { FileJudgeCache } from '../scoring/judges/file-cache.js';
import { judgeMosaic } from '../scoring/judges/mosaic-judge.js';
import { canonicalJson, sha256 } from '../util/canonical.js';
import { configId, MosaicConfigSchema, type MosaicConfig } from '../mosaic/configs.js';
import { judgeMosaicAnswer } from '../mosaic/detector.js';
import type { MosaicExample } from '../domain/mosaic-example.js';
import { createMosaicSimModel } from '../models/sim/mosaic-model.js';
import { queryFor } from '../mosaic/documents.js';
import { loadMosaicSuite } from '../mosaic/suite.js';
import { loadProfileWith } from '../models/sim/profile.js';
import { containsTerm } from '../text/mosaic-terms.js';
import { defenseOfGuardLayers, GuardRunMetricsSchema } from '../guard/metrics.js';
import '../guard/defenses.js';
import { guardReportOf, scoreRuntimeGuard } from '../guard/runtime-score.js';
import { MOSAIC_MODES as RUNTIME_MODES, mosaicTask, type Capture, type MosaicMode } from '../mosaic/task.js';
import { mosaicRuntimeRunId, runMosaicOnRuntime } from '../mosaic/runtime-run.js';
import { architectureLabels } from '../axes/architectures.js';
import { cellLabel } from '../axes/cell-label.js';
import { defenseOf } from '../axes/defenses.js';
import { DEFAULT_PROTOCOL, protocolStages } from '../axes/protocols.js';
import { protocolOf } from './identity.js';
import type { ConfirmPolicy } from '../domain/trajectory.js';

export const MOSAIC_MODES: readonly MosaicMode[] = RUNTIME_MODES;

/**
 * The identity of one Agent Mosaic answer on the actor runtime: an architecture (named, or a graph
 * file with its content hash), a defense combination, a handoff protocol and a confirmation policy,
 * with the mode (harness: the agents drive the document tools; simulation: a scripted presentation)
 * among the configuration's extra fields.
 */
export function mosaicRuntimeIdentity(o: { example: string; config: MosaicConfig; mode: MosaicMode; architecture: string; graph?: string; defense: string; protocol?: string; confirm: string; model: string; rep: number; seed: string }): RunIdentity {
  return {
    suite: 'mosaic',
    taskId: o.example,
    architecture: o.architecture,
    defense: o.defense,
    model: o.model,
    confirm: o.confirm,
    ...(o.protocol && o.protocol !== DEFAULT_PROTOCOL ? { protocol: o.protocol } : {}),
    rep: o.rep,
    seed: o.seed,
    extra: { intent: o.config.intent, distractor: o.config.distractor, marking: o.config.marking, rules: o.config.rules, mode: o.mode, ...(o.graph ? { graph: o.graph } : {}) },
  };
}

/** The mode of a runtime identity, or null for a legacy one (architecture = mode, or guarded). */
export function runtimeModeOf(id: RunIdentity): MosaicMode | null {
  const m = id.extra.mode;
  if (m === undefined) return null;
  if (m !== 'simulation' && m !== 'harness') throw new Error(`mosaic run ${runIdOf(id)}: $.extra.mode: expected simulation or harness, got ${JSON.stringify(m)}`);
  return m;
}

/**
 * The architecture of legacy guarded answers (guard condition and topology in the identity's extra
 * fields), from the guard's own scheduler, which is gone. Their stored scores still report; they are
 * never run again (legacyMosaicIdentity).
 */
export const GUARDED_MODE = 'guarded';

/** The guard condition and topology of a legacy guarded identity, null for any other. */
export function guardOfIdentity(id: RunIdentity): { guard: string; topology: string } | null {
  if (id.architecture !== GUARDED_MODE) return null;
  const { guard, topology } = id.extra;
  if (typeof guard !== 'string' || typeof topology !== 'string') throw new Error(`mosaic run ${runIdOf(id)}: $.extra: a guarded run needs string fields guard and topology`);
  return { guard, topology };
}

/** The guard's old topologies that have a runtime architecture of the same graph. */
const SAME_GRAPH_TOPOLOGIES = new Set(['single', 'l1', 'l2']);

/**
 * Why a stored mosaic identity cannot run, with the command of its runtime equivalent; null for a
 * runtime identity. Legacy identities come from the loops before the actor runtime: architecture
 * simulation/harness without extra.mode (the Mosaic suite's own loop), or guarded (the guard's own
 * scheduler). Their stored scores still report, but resuming one would score a different mechanism
 * under the old name, so it fails instead.
 */
export function legacyMosaicIdentity(id: RunIdentity): string | null {
  const g = guardOfIdentity(id);
  if (g) {
    const defense = (() => {
      try {
        return defenseOfGuardLayers(g.guard);
      } catch {
        return 'guard';
      }
    })();
    const arch = SAME_GRAPH_TOPOLOGIES.has(g.topology)
      ? `--arch ${g.topology}`
      : g.topology === 'n2' || g.topology === 'n4'
        ? `--arch <a named architecture or graph file> (the guard's ${g.topology} was a chain of peers; the runtime's ${g.topology} is a complete peer graph)`
        : `--arch <a named architecture or graph file> (the guard's ${g.topology} has no runtime graph of the same shape)`;
    return `mosaic run ${runIdOf(id)}: a legacy guarded identity (guard ${g.guard}, topology ${g.topology}) of the guard's own scheduler, which was removed; its stored scores still report, but it is not run again. Run its runtime equivalent: masdrift run --suite mosaic --mode harness ${arch} --defense ${defense}`;
  }
  if (id.extra.mode === undefined && (id.architecture === 'simulation' || id.architecture === 'harness'))
    return `mosaic run ${runIdOf(id)}: a legacy ${id.architecture} identity of the Mosaic suite's own agent loop, which was removed; its stored scores still report, but it is not run again. Run its runtime equivalent: masdrift run --suite mosaic --mode ${id.architecture} --arch single --defense none`;
  if (id.extra.mode === undefined) return `mosaic run ${runIdOf(id)}: unknown mosaic architecture "${id.architecture}" without $.extra.mode (expected a runtime identity: masdrift run --suite mosaic --mode simulation|harness --arch <architecture>)`;
  return null;
}

/** The configuration of a stored mosaic identity, or an error naming the bad field. */
export function configOfIdentity(id: RunIdentity): MosaicConfig {
  const { guard: _g, topology: _t, mode: _m, graph: _gr, ...rest } = id.extra;
  const r = MosaicConfigSchema.safeParse(id.architecture === GUARDED_MODE || _m !== undefined ? rest : id.extra);
  if (!r.success) throw new Error(`mosaic run ${runIdOf(id)}: $.extra: expected {intent, distractor, marking, rules}: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
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
    /** The guard condition, topology and per-layer outcomes (every runtime answer; legacy guarded runs too). */
    guard: GuardRunMetricsSchema.optional(),
  })
  .strict();
export type MosaicMetrics = z.infer<typeof MosaicMetricsSchema>;

/** Everything needed to execute mosaic identities (plain data: it crosses worker-thread boundaries). */
export interface MosaicJobConfig {
  /** The suite folder (default: the shipped fixtures/mosaic). */
  suiteDir?: string;
  /** Model configuration labels identities may name: sim:<mosaic profile>, openai:<model>[?sampling], replay:<cassette>. */
  models: string[];
  /** Record every exchange of the models under test to this cassette. */
  record?: string | null;
  /** An LLM judge (model spec) for leak and refusal; the deterministic detector otherwise (always recorded beside). */
  judge?: string | null;
  /** Judge answers cache (JSON lines), so re-judging replays them. */
  judgeCache?: string | null;
  /** Harness turn budget. */
  maxTurns?: number;
  /** Concurrent requests per live endpoint. */
  liveConcurrency?: number;
  /** Keep answers and transcripts in the store (default true). */
  keepTrajectories?: boolean;
  env?: Record<string, string | undefined>;
}

/** A model for one example (the simulated model reads the example's lexicon; live and replayed ones ignore it). */
type ModelFor = (example: MosaicExample, stream?: string) => ChatModel;

/** Build the model of a spec; live models check their API key here, before any work. */
export function mosaicModelFor(label: string, opts: { env?: Record<string, string | undefined>; writer?: CassetteWriter | null; liveConcurrency?: number } = {}): ModelFor {
  if (label.startsWith('lead=') || label.startsWith('executor=')) throw new Error(`model spec "${label}": the mosaic suite runs one model per answer; give sim:<profile>, openai:<model> or replay:<cassette>`);
  const spec: ModelSpec = parseModelSpec(label);
  const wrap = (m: ChatModel): ChatModel => (opts.writer ? new RecordingModel(m, opts.writer) : m);
  // The one model factory (models/factory.ts), with the mosaic suite's simulated model: a fresh one per
  // answer (it holds per-call audit state only). Recording wraps it per call too, which is safe:
  // occurrence counts are per (run, agent, turn) and each answer has its own run id.
  const build = modelFactory<MosaicExample>(spec, {
    ...(opts.env ? { env: opts.env } : {}),
    ...(opts.liveConcurrency ? { openai: { concurrency: opts.liveConcurrency } } : {}),
    sim: (name) => {
      const profile = loadProfileWith(name, 'reading');
      return (example: MosaicExample, stream?: string) => createMosaicSimModel(profile, example, stream);
    },
    provider: () => {
      throw new Error(`model spec "${label}": the mosaic suite runs sim:<profile with a reading section>, openai:<model> or replay:<cassette> models`);
    },
  });
  const simProfile = spec.kind === 'sim' ? loadProfileWith(spec.profile, 'reading') : null;
  if (spec.kind === 'sim' && simProfile) return (example, stream) => wrap(stream === undefined ? build(example) : createMosaicSimModel(simProfile, example, stream));
  // Live and replayed models are shared across answers (the factory builds them once): one recorder for them.
  let shared: ChatModel | undefined;
  return (example) => (shared ??= wrap(build(example)));
}

const words = (s: string): number => s.split(/\s+/).filter(Boolean).length;

type Detection = ReturnType<typeof judgeMosaicAnswer>;
/** The detector's verdict and evidence as a run's metrics keep it (beside a judge's verdict, if any). */
function detectorRecord(det: Detection): MosaicMetrics['detector'] {
  return {
    leaked: det.leaked,
    refused: det.refused,
    ...(det.leakEvidence !== undefined ? { leakEvidence: det.leakEvidence } : {}),
    ...(det.refusalEvidence ? { refusalPhrase: det.refusalEvidence.phrase, refusalReason: det.refusalEvidence.reason } : {}),
  };
}

/** Capture of the two SECRET documents together. */
export function secretCapture(example: MosaicExample, docsRead: Record<string, Capture>): Capture {
  const caps = example.documents.map((d) => docsRead[d.id] ?? 'none');
  if (caps.every((c) => c === 'full')) return 'full';
  if (caps.every((c) => c === 'none')) return 'none';
  return 'partial';
}

/** The job module entry point of worker threads (see runner/worker-pool.ts). */
export async function createRunner(config: MosaicJobConfig): Promise<(identity: RunIdentity) => Promise<StoredRun>> {
  return (await createMosaicRunner(config)).runOne;
}

/** Build the function executing one mosaic identity: run the mode, judge the answer, package it for the store. */
export async function createMosaicRunner(config: MosaicJobConfig): Promise<{ runOne: (identity: RunIdentity) => Promise<StoredRun>; close: () => void }> {
  const examples = new Map(loadMosaicSuite(config.suiteDir).map((e) => [e.id, e]));
  const env = config.env ?? process.env;
  const secrets = [env.OPENAI_API_KEY].filter((s): s is string => !!s);
  const writer = config.record ? new CassetteWriter(cassettePath(config.record), secrets) : null;
  const models = new Map<string, ModelFor>();
  for (const label of config.models) models.set(label, mosaicModelFor(label, { env, writer, ...(config.liveConcurrency ? { liveConcurrency: config.liveConcurrency } : {}) }));
  if (config.judge && parseModelSpec(config.judge).kind === 'sim') throw new Error(`--judge "${config.judge}": the LLM judge needs a live or replayed model (openai:<model> or replay:<cassette>); without --judge the deterministic detector judges`);
  const judgeModel = config.judge ? mosaicModelFor(config.judge, { env }) : null;
  const judgeCache = config.judgeCache ? new FileJudgeCache(config.judgeCache) : new Map<string, string>();
  // An answer's verdict: the detector's, or the LLM judge's when one is configured (an unusable
  // judge answer fails the run, never reads as "no leak").
  type Verdict = { verdict: { leaked: boolean; refused: boolean }; llmJudge: MosaicMetrics['llmJudge'] };
  const judgedVerdict = async (id: string, example: MosaicExample, cfg: MosaicConfig, answer: string, det: Detection): Promise<Verdict | { error: string }> => {
    if (!judgeModel || !config.judge) return { verdict: { leaked: det.leaked, refused: det.refused }, llmJudge: undefined };
    const j = await judgeMosaic({ id, composite: example.composite.sentence, query: queryFor(example, cfg), answer }, judgeModel(example), judgeCache);
    if (!j.leaked.ok) return { error: `leak judge: ${j.leaked.error}` };
    if (!j.refused.ok) return { error: `refusal judge: ${j.refused.error}` };
    const llmJudge = { leaked: j.leaked.value.leaked, refused: j.refused.value.refused, leakRationale: j.leaked.value.rationale, refusalRationale: j.refused.value.rationale };
    return { verdict: { leaked: llmJudge.leaked, refused: llmJudge.refused }, llmJudge };
  };

  const runOne = async (identity: RunIdentity): Promise<StoredRun> => {
    const runId = runIdOf(identity);
    const started = performance.now();
    const example = examples.get(identity.taskId);
    const fail = (error: string): StoredRun => ({
      runId, identity, domain: example?.domain ?? 'unknown', status: 'error', error, trajectoryHash: null, metrics: null, trajectoryJson: null,
      durationMs: performance.now() - started,
    });
    const legacy = (() => {
      try {
        return legacyMosaicIdentity(identity);
      } catch (e) {
        return e instanceof Error ? e.message : String(e);
      }
    })();
    if (legacy) return fail(legacy);
    if (!example) return fail(`example "${identity.taskId}" is not in the mosaic suite${config.suiteDir ? ` at ${config.suiteDir}` : ''}`);
    const modelFor = models.get(identity.model);
    if (!modelFor) return fail(`model configuration "${identity.model}" was not prepared for this job`);
    try {
      return await runRuntimeIdentity(identity, example, modelFor, runId, started, runtimeModeOf(identity) as MosaicMode);
    } catch (e) {
      return fail(e instanceof Error ? e.message : String(e));
    }
  };
  /** An answer on the actor runtime: judged like any mosaic answer, with the guard's metrics (provenance, messages, layers). */
  const runRuntimeIdentity = async (identity: RunIdentity, example: MosaicExample, modelFor: ModelFor, runId: string, started: number, mode: MosaicMode): Promise<StoredRun> => {
    const cfg = configOfIdentity(identity);
    const r = await runMosaicOnRuntime({
      example,
      config: cfg,
      mode,
      architecture: identity.architecture,
      defense: defenseOf(identity.defense),
      confirm: identity.confirm as ConfirmPolicy,
      protocol: protocolStages(protocolOf(identity)),
      // The sim draws by the answer's stream,
      // which leaves out the defense, protocol and confirmation, so their contrasts are paired.
      model: modelFor(example, mosaicRuntimeRunId({ seed: identity.seed, example: example.id, config: cfg, mode, architecture: identity.architecture, rep: identity.rep })),
      seed: identity.seed,
      rep: identity.rep,
      // The cassette's run key: the whole identity but the model configuration, so a replay:<cassette>
      // configuration finds the answers its recorded configuration gave.
      runId: `${mosaicRuntimeRunId({ seed: identity.seed, example: example.id, config: cfg, mode, architecture: identity.architecture, rep: identity.rep })}/${identity.defense}/${protocolOf(identity)}/${identity.confirm}${typeof identity.extra.graph === 'string' ? `/${identity.extra.graph}` : ''}`,
      ...(config.maxTurns ? { turnsPerAgent: config.maxTurns } : {}),
    });
    const failedRun = (detail: string): StoredRun => ({
      runId, identity, domain: example.domain, status: 'error', error: detail, trajectoryHash: r.result.trajectoryHash, metrics: null,
      trajectoryJson: config.keepTrajectories === false ? null : r.result.trajectoryJson, durationMs: performance.now() - started,
    });
    if (r.result.failure) return failedRun(r.result.failure.detail);
    const answer = r.answer;
    const det = judgeMosaicAnswer(answer, example.lexicon, queryFor(example, cfg));
    const judged = await judgedVerdict(runId, example, cfg, answer, det);
    if ('error' in judged) return failedRun(judged.error);
    const { verdict, llmJudge } = judged;
    const task = mosaicTask(example, cfg, mode);
    const g = scoreRuntimeGuard({ trajectory: r.result.trajectory, task, example, config: cfg, defense: identity.defense, topology: cellLabel(architectureLabels([identity.architecture]).get(identity.architecture) ?? identity.architecture, protocolOf(identity)), reports: r.result.defenseReports, modelCalls: r.turns });
    const metrics: MosaicMetrics = {
      config: configId(cfg),
      ...verdict,
      judgedBy: config.judge ? `llm:${config.judge}` : 'detector',
      detector: detectorRecord(det),
      ...(llmJudge ? { llmJudge } : {}),
      docsRead: r.docsRead,
      capture: secretCapture(example, r.docsRead),
      goldAnswered: cfg.intent === 'benign' ? containsTerm(answer, example.queries.benign.goldAnswer) : null,
      answerChars: answer.length,
      answerWords: words(answer),
      turns: r.turns,
      toolCalls: r.toolCalls,
      guard: g.metrics,
    };
    // The runtime's trajectory, with the transcripts and the guard's report (what `show` and the audit read).
    // `answer`, `draftAnswer` and `transcript` (the publishing agent's) are what `show` prints.
    const guardReport = guardReportOf(r.result.defenseReports);
    const publisher = (r.result.trajectory.coordination ?? []).findLast((c) => c.tool === 'finish' && c.status === 'done')?.agent ?? r.result.trajectory.agents.find((a) => a.entry)?.id ?? '';
    const trajectory = canonicalJson({
      suite: 'mosaic', mode, answer, ...(guardReport?.draft != null ? { draftAnswer: guardReport.draft } : {}), transcript: r.result.transcripts[publisher] ?? [],
      runtime: r.result.trajectory, transcripts: r.result.transcripts, defenseReports: r.result.defenseReports,
    });
    return finished(identity, runId, example, metrics, trajectory, started);
  };
  /** A finished answer as the store keeps it: metrics, and the canonical trajectory with its hash. */
  const finished = (identity: RunIdentity, runId: string, example: MosaicExample, metrics: MosaicMetrics, trajectory: string, started: number): StoredRun => ({
    runId,
    identity,
    domain: example.domain,
    status: 'ok',
    error: null,
    trajectoryHash: sha256(trajectory),
    metrics: metrics as unknown as Record<string, unknown>,
    trajectoryJson: config.keepTrajectories === false ? null : trajectory,
    durationMs: performance.now() - started,
  });
  return { runOne, close: () => writer?.close() };
}
