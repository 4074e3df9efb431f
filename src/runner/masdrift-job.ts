import { parseModelConfig } from '../cli/model-spec.js';
import type { ConfirmPolicy } from '../domain/trajectory.js';
import { loadTaskSuite, type LoadedSuite } from '../io/load-suite.js';
import { liveResources, modelSet, type LiveCallSettings, type ModelSet } from '../models/config.js';
import { runTaskDetailed, type RunLimits } from '../runtime/run.js';
import { loadProtocolModules } from '../runtime/protocol-module.js';
import { scoreRun } from '../scoring/score-run.js';
import { compressTrajectory } from './compress.js';
import { runIdOf, type RunIdentity } from './identity.js';
import { recentTaskCopies } from './recent-tasks.js';
import { classifyFailure, failureText, type RunFailure } from './run-outcome.js';
import type { StoredRun } from './store.js';

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
   * Protocol specs the job's runs may name; module files among them are imported (and registered)
   * in every thread that builds a runner, worker threads included.
   */
  protocols?: string[];
  /**
   * The handoff protocols every run of this job applies (default: verbatim). Interim, for library
   * use until the protocol is an axis of RunIdentity: it is not part of the run id, so one results
   * folder must hold one protocol.
   */
  protocol?: string[];
}

/** The seed a run's randomness derives from: the grid seed and the repetition. */
export function runSeed(identity: RunIdentity): string {
  return `${identity.seed}/${identity.rep}`;
}

/**
 * What a run's simulated agents key their draws by besides the seed (RunModelContext.stream): the
 * identity without the intervention — suite, task, architecture, model configuration — never the
 * defense or the confirmation policy, so a task's none, Source and Chain runs draw the same numbers
 * (common random numbers) and differ only where the defense acted. The run id, store key and
 * cassette key still name the whole identity.
 */
export function drawStream(identity: RunIdentity): string {
  return `${identity.suite}/${identity.taskId}/${identity.architecture}/${identity.model}`;
}

/** Build the function executing one MasDrift run: simulate, score, package for the store. */
export async function createRunner(config: MasdriftJobConfig): Promise<(identity: RunIdentity, opts?: { modelLabel?: string; runId?: string }) => Promise<StoredRun>> {
  const suite: LoadedSuite = loadTaskSuite(config.suitePath);
  await loadProtocolModules([...(config.protocols ?? []), ...(config.protocol ?? [])]);
  // Runs get a copy of their task per task, not the loaded object (see recent-tasks.ts): what the
  // runs derive from a task is then released once the runner has moved on to other tasks.
  const taskFor = recentTaskCopies(suite.byId);
  const sets = new Map<string, ModelSet>();
  // One set of live-client options for the whole job: the retry budget is the grid's.
  const openai = liveResources(config.live);
  for (const label of config.models) sets.set(label, modelSet(parseModelConfig(label), { record: config.record ?? undefined, openai }));
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
    const label = opts.modelLabel ?? identity.model;
    const set = sets.get(label);
    if (!set) return fail({ reason: 'runtime', event: 'setup', message: `model configuration "${label}" was not prepared for this job` });
    try {
      const seed = runSeed(identity);
      const models = set.forRun({ runId, seed, task, stream: drawStream(identity) });
      const result = await runTaskDetailed({
        task,
        architecture: identity.architecture,
        defense: identity.defense,
        confirm: identity.confirm as ConfirmPolicy,
        models,
        authorizer: identity.defense === 'none' ? undefined : set.authorizerFor(models),
        seed,
        runId,
        limits: config.limits,
        ...(config.protocol ? { protocol: config.protocol } : {}),
      });
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
      return fail(classifyFailure(e, /could not compile P0/.test(message) ? 'authorizer compile' : null, message));
    }
  };
}
