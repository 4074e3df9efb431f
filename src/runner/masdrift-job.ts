import { parseModelConfig } from '../cli/model-spec.js';
import type { ConfirmPolicy } from '../domain/trajectory.js';
import { loadTaskSuite, type LoadedSuite } from '../io/load-suite.js';
import { liveResources, modelSet, type LiveCallSettings, type ModelSet } from '../models/config.js';
import { runTaskDetailed, type RunLimits } from '../runtime/run.js';
import { scoreRun } from '../scoring/score-run.js';
import { compressTrajectory } from './compress.js';
import { runIdOf, type RunIdentity } from './identity.js';
import { recentTaskCopies } from './recent-tasks.js';
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
}

/** The seed a run's randomness derives from: the grid seed and the repetition. */
export function runSeed(identity: RunIdentity): string {
  return `${identity.seed}/${identity.rep}`;
}

/** Build the function executing one MasDrift run: simulate, score, package for the store. */
export async function createRunner(config: MasdriftJobConfig): Promise<(identity: RunIdentity, opts?: { modelLabel?: string; runId?: string }) => Promise<StoredRun>> {
  const suite: LoadedSuite = loadTaskSuite(config.suitePath);
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
    const fail = (error: string): StoredRun => ({
      runId, identity, domain: task?.domain ?? 'unknown', status: 'error', error, trajectoryHash: null, metrics: null, trajectoryJson: null,
      durationMs: performance.now() - started,
    });
    if (!task) return fail(`task "${identity.taskId}" is not in the suite at ${config.suitePath}`);
    const label = opts.modelLabel ?? identity.model;
    const set = sets.get(label);
    if (!set) return fail(`model configuration "${label}" was not prepared for this job`);
    try {
      const seed = runSeed(identity);
      const models = set.forRun({ runId, seed, task });
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
      });
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
      return fail(e instanceof Error ? e.message : String(e));
    }
  };
}
