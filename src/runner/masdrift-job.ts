import { parseModelConfig } from '../models/model-spec.js';
import type { ConfirmPolicy } from '../domain/trajectory.js';
import { loadTaskSuite, type LoadedSuite } from '../io/load-suite.js';
import { liveResources, modelSet, type LiveCallSettings, type ModelSet } from '../models/config.js';
import { runTaskDetailed, type RunLimits, type RunResult } from '../runtime/run.js';
import type { AuthorizerService, ConfirmationService } from '../contracts/runtime.js';
import type { Task } from '../domain/task.js';
import type { ChatModel, ChatRequest, RunModels } from '../models/types.js';
// The runtime's deterministic models (plan:, script:), nameable in --model like the model layer's.
import '../runtime/model-spec.js';
import { loadProtocolModules } from '../runtime/protocol-module.js';
import { scoreRun } from '../scoring/score-run.js';
import { compressTrajectory } from './compress.js';
import { protocolOf, runIdOf, type RunIdentity } from './identity.js';
import { defenseOf } from '../axes/defenses.js';
import { protocolStages } from '../axes/protocols.js';
import { recentTaskCopies } from './recent-tasks.js';
import { classifyFailure, failureText, type RunFailure } from './run-outcome.js';
import type { StoredRun } from './store.js';
import { TrajectorySchema, type Trajectory } from '../domain/trajectory.js';
import { prefixEvents, prefixEventsHash } from '../runtime/fork.js';
import { firstDifference } from './trajectory-diff.js';
import { forkEvent, forkOrigin, parseForkPoint } from './fork.js';

/** Everything a worker needs to execute MasDrift runs (plain data: it crosses thread boundaries). */
export interface MasdriftJobConfig {
  suitePath: string;
  /** Model configuration labels (the `--model` specs) that identities may name. */
  models: string[];
  limits?: Partial<RunLimits>;
  /** Record every model exchange to this cassette file. */
  record?: string | null;
  /** Keep the full trajectory in the store (default true). */
  keepTrajectories?: boolean;
  /** Timeouts, retries and the grid's retry budget for live models. */
  live?: LiveCallSettings;
  /**
   * Identity labels answered by another prepared configuration: a replayed grid's runs keep the label
   * they were recorded under (their run ids key the cassette) and answer from the replay.
   */
  answeredBy?: Record<string, string>;

  /**
   * Protocol specs the job's runs may name; module files among them are imported (and registered)
   * in every thread that builds a runner, worker threads included.
   */
  protocols?: string[];
  /** Where to import a protocol module from instead of its spec's path (a results folder's copy; replay). */
  protocolFiles?: Record<string, string>;
  /**
   * Forks: the configuration that answers an original's prefix, by the original's model label (a live
   * original from the folder's cassette: replayLabel). Default: the label itself (simulated: re-executed).
   */
  forkPrefixBy?: Record<string, string>;
}

/** What a runner reads besides its configuration: a fork's original (from the results store). */
export interface RunnerSources {
  original?: (runId: string) => StoredRun | null;
}

/** The seed a run's randomness derives from: the grid seed and the repetition. */
export function runSeed(identity: RunIdentity): string {
  return `${identity.seed}/${identity.rep}`;
}

/**
 * What a run's simulated agents key their draws by besides the seed (RunModelContext.stream): the
 * identity without the intervention — suite, task, architecture, model configuration — never the
 * defense, the handoff protocol or the confirmation policy, so a task's none, Source and Chain runs draw the same numbers
 * (common random numbers) and differ only where the defense acted. The run id, store key and
 * cassette key still name the whole identity.
 */
export function drawStream(identity: RunIdentity): string {
  return `${identity.suite}/${identity.taskId}/${identity.architecture}/${identity.model}`;
}

/** What `run-one` may set beyond the identity (a grid always uses the defaults). */
export interface CellOptions {
  /** The identity's run id when already computed (runIdOf). */
  runId?: string;
  limits?: Partial<RunLimits>;
  /** A confirmation service for the policies a grid cannot run unattended (interactive, scripted). */
  confirmation?: ConfirmationService;
  /** Another authorizer (run-one --authorizer deterministic); default: the grid's, an LLM authorizer over the configuration's model. */
  authorizer?: AuthorizerService;
}

/**
 * One cell of the grid: the run an identity names, with a prepared model configuration. The grid's
 * runner and `run-one` both run this, so `run-one` with a cell's options reproduces its trajectory.
 */
export function runCell(identity: RunIdentity, task: Task, set: ModelSet, opts: CellOptions = {}): Promise<RunResult> {
  const runId = opts.runId ?? runIdOf(identity);
  const seed = runSeed(identity);
  const models = set.forRun({ runId, seed, task, stream: drawStream(identity) });
  const defense = defenseOf(identity.defense);
  return runTaskDetailed({
    task,
    architecture: identity.architecture,
    defense,
    confirm: identity.confirm as ConfirmPolicy,
    ...(opts.confirmation ? { confirmation: opts.confirmation } : {}),
    protocol: protocolStages(protocolOf(identity)),
    models,
    authorizer: defense === 'none' ? undefined : (opts.authorizer ?? set.authorizerFor(models)),
    seed,
    runId,
    limits: opts.limits,
  });
}

/** A run's models whose every call says which run it is made for (CallContext.scope): a fork's prefix models. */
function scopedModels(models: RunModels, scope: string): RunModels {
  const wrap = (m: ChatModel): ChatModel => ({
    id: m.id,
    complete: (request, ctx) => m.complete(request, { ...ctx, scope }),
    ...(m.settingsFor ? { settingsFor: (request: ChatRequest) => m.settingsFor!(request) } : {}),
  });
  const lead = wrap(models.lead);
  return { lead, executor: models.executor === models.lead ? lead : wrap(models.executor), authorizer: wrap(models.authorizer), ...(models.tally ? { tally: models.tally } : {}) };
}

/**
 * A counterfactual fork of a recorded run (src/runtime/fork.ts): the original's prefix, up to the
 * event its fork point names, answered by `prefixSet` under the original's run id and seeds (a live
 * original from its cassette, a simulated one re-executed), then the fork's condition with `set`
 * under the fork's run id. The simulated agents' draws come from what the run is (drawStream: the
 * fork's model configuration, never its protocol, defense or confirmation), so a fork is paired with
 * its original. A prefix that differs from the original's fails the run, naming the first difference.
 */
export async function runForkCell(identity: RunIdentity, task: Task, set: ModelSet, prefixSet: ModelSet, original: { runId: string; identity: RunIdentity; trajectory: Trajectory }, opts: CellOptions = {}): Promise<RunResult> {
  const origin = forkOrigin(identity);
  if (!origin) throw new Error(`run ${opts.runId ?? runIdOf(identity)} is not a fork`);
  const at = forkEvent(original.trajectory, parseForkPoint(origin.at));
  const runId = opts.runId ?? runIdOf(identity);
  const o = original.identity;
  const prefixModels = scopedModels(prefixSet.forRun({ runId: original.runId, seed: runSeed(o), task, stream: drawStream(o) }), runId);
  const models = set.forRun({ runId, seed: runSeed(identity), task, stream: drawStream(identity) });
  const defense = defenseOf(identity.defense);
  const before = defenseOf(o.defense);
  const result = await runTaskDetailed({
    task,
    architecture: identity.architecture,
    defense,
    confirm: identity.confirm as ConfirmPolicy,
    protocol: protocolStages(protocolOf(identity)),
    models,
    authorizer: defense === 'none' ? undefined : (opts.authorizer ?? set.authorizerFor(models)),
    seed: runSeed(identity),
    runId,
    limits: opts.limits,
    fork: {
      at,
      of: original.runId,
      before: { defense: before, protocol: protocolStages(protocolOf(o)), confirm: o.confirm as ConfirmPolicy, models: prefixModels, authorizer: before === 'none' ? undefined : prefixSet.authorizerFor(prefixModels) },
    },
  });
  if (result.failure) return result;
  const want = prefixEventsHash(original.trajectory, at);
  if (result.trajectory.fork?.prefixHash !== want) {
    const cut = (t: Trajectory): Trajectory => ({ ...t, ...prefixEvents(t, at) }) as Trajectory;
    const diff = firstDifference(cut(original.trajectory), cut(result.trajectory)) ?? 'the prefix events hash differently';
    return { ...result, failure: { detail: `fork prefix: the replayed prefix (events before #${at}) differs from run ${original.runId}'s: ${diff}`, cause: new Error('fork prefix differs') } };
  }
  return result;
}

/** Build the function executing one MasDrift run: simulate, score, package for the store. */
export async function createRunner(config: MasdriftJobConfig, sources: RunnerSources = {}): Promise<(identity: RunIdentity, opts?: { modelLabel?: string; runId?: string; prefixLabel?: string }) => Promise<StoredRun>> {
  const suite: LoadedSuite = loadTaskSuite(config.suitePath);
  await loadProtocolModules(config.protocols ?? [], config.protocolFiles ?? {});
  // Runs get a copy of their task per task, not the loaded object (see recent-tasks.ts): what the
  // runs derive from a task is then released once the runner has moved on to other tasks.
  const taskFor = recentTaskCopies(suite.byId);
  const sets = new Map<string, ModelSet>();
  // One set of live-client options for the whole job: the retry budget is the grid's.
  const openai = liveResources(config.live);
  for (const label of config.models) sets.set(label, modelSet(parseModelConfig(label), { record: config.record ?? undefined, openai }));
  // A fork's prefix is answered without recording (its exchanges are the original's, already recorded).
  const prefixSets = new Map<string, ModelSet>();
  const prefixSet = (label: string): ModelSet => {
    let s = prefixSets.get(label);
    if (!s) prefixSets.set(label, (s = modelSet(parseModelConfig(label), { openai })));
    return s;
  };
  // `modelLabel` runs the identity with another prepared configuration (a replay of a live one)
  // while keeping its run id, which keys its cassette entries. `runId`, when given, is the identity's
  // (runIdOf), which a grid has already computed to skip finished runs: it is not hashed again.
  return async (identity, opts = {}) => {
    const runId = opts.runId ?? runIdOf(identity);
    const task = taskFor(identity.taskId);
    const started = performance.now();
    // A failed run is stored failed with its reason and event (run-outcome.ts), never scored; its
    // trajectory, when it got that far, is kept so `show` can tell its story.
    const fail = (f: RunFailure, result?: { trajectoryHash: string; trajectoryJson: string; trajectoryBytes: Uint8Array }): StoredRun => ({
      runId, identity, domain: task?.domain ?? 'unknown', status: 'error', error: failureText(f), trajectoryHash: result?.trajectoryHash ?? null, metrics: null,
      trajectoryJson: result && config.keepTrajectories !== false ? result.trajectoryJson : null,
      trajectoryCompressed: result && config.keepTrajectories !== false ? compressTrajectory(result.trajectoryBytes) : null,
      durationMs: performance.now() - started,
    });
    if (!task) return fail({ reason: 'runtime', event: 'setup', message: `task "${identity.taskId}" is not in the suite at ${config.suitePath}` });
    const label = opts.modelLabel ?? config.answeredBy?.[identity.model] ?? identity.model;
    const set = sets.get(label);
    if (!set) return fail({ reason: 'runtime', event: 'setup', message: `model configuration "${label}" was not prepared for this job` });
    const origin = forkOrigin(identity);
    let original: { runId: string; identity: RunIdentity; trajectory: Trajectory } | null = null;
    if (origin) {
      const o = sources.original?.(origin.of) ?? null;
      const why =
        o === null ? `its original run ${origin.of} is not in the results store`
        : o.status !== 'ok' || o.trajectoryJson === null ? `its original run ${origin.of} is stored ${o.status === 'ok' ? 'without its trajectory' : 'failed'}`
        : o.trajectoryHash?.slice(0, 16) !== origin.origin ? `its original run ${origin.of} has another trajectory (${o.trajectoryHash?.slice(0, 16)}) than the one it was forked from (${origin.origin}): fork it again`
        : null;
      if (why !== null) return fail({ reason: 'runtime', event: 'fork setup', message: `fork ${runId}: ${why}` });
      original = { runId: origin.of, identity: o!.identity, trajectory: TrajectorySchema.parse(JSON.parse(o!.trajectoryJson!)) };
    }
    try {
      const result = original
        ? await runForkCell(identity, task, set, prefixSet(opts.prefixLabel ?? config.forkPrefixBy?.[original.identity.model] ?? original.identity.model), original, { runId, limits: config.limits })
        : await runCell(identity, task, set, { runId, limits: config.limits });
      if (result.failure) return fail(classifyFailure(result.failure.cause, result.failure.detail.split(':')[0] ?? null, result.failure.detail), result);
      const metrics = scoreRun(result.trajectory, task);
      const trajectoryJson = config.keepTrajectories === false ? null : result.trajectoryJson;
      return {
        runId,
        identity,
        domain: task.domain,
        status: 'ok',
        error: null,
        trajectoryHash: result.trajectoryHash,
        metrics: metrics as unknown as Record<string, unknown>,
        trajectoryJson,
        // Compressed here, in the thread that ran it, so the committing thread only writes bytes.
        trajectoryCompressed: trajectoryJson === null ? null : compressTrajectory(result.trajectoryBytes),
        durationMs: performance.now() - started,
      };
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      return fail(classifyFailure(e, /could not compile P0/.test(message) ? 'authorizer compile' : original ? 'fork' : null, message));
    }
  };
}
