import { parseModelConfig } from '../models/model-spec.js';
import { loadTaskSuite } from '../io/load-suite.js';
import { liveResources, modelSet } from '../models/config.js';
import { runTaskDetailed } from '../runtime/run.js';
// The runtime's deterministic models (plan:, script:), nameable in --model like the model layer's.
import '../runtime/model-spec.js';
import { loadProtocolModules } from '../runtime/protocol-module.js';
import { scoreRun } from '../scoring/score-run.js';
import { compressTrajectory } from './compress.js';
import { protocolOf, runIdOf } from './identity.js';
import { defenseOf } from '../axes/defenses.js';
import { protocolStages } from '../axes/protocols.js';
import { recentTaskCopies } from './recent-tasks.js';
import { classifyFailure, failureText } from './run-outcome.js';
/** The seed a run's randomness derives from: the grid seed and the repetition. */
export function runSeed(identity) {
    return `${identity.seed}/${identity.rep}`;
}
/**
 * What a run's simulated agents key their draws by besides the seed (RunModelContext.stream): the
 * identity without the intervention — suite, task, architecture, model configuration — never the
 * defense, the handoff protocol or the confirmation policy, so a task's none, Source and Chain runs draw the same numbers
 * (common random numbers) and differ only where the defense acted. The run id, store key and
 * cassette key still name the whole identity.
 */
export function drawStream(identity) {
    return `${identity.suite}/${identity.taskId}/${identity.architecture}/${identity.model}`;
}
/**
 * One cell of the grid: the run an identity names, with a prepared model configuration. The grid's
 * runner and `run-one` both run this, so `run-one` with a cell's options reproduces its trajectory.
 */
export function runCell(identity, task, set, opts = {}) {
    const runId = opts.runId ?? runIdOf(identity);
    const seed = runSeed(identity);
    const models = set.forRun({ runId, seed, task, stream: drawStream(identity) });
    const defense = defenseOf(identity.defense);
    return runTaskDetailed({
        task,
        architecture: identity.architecture,
        defense,
        confirm: identity.confirm,
        ...(opts.confirmation ? { confirmation: opts.confirmation } : {}),
        protocol: protocolStages(protocolOf(identity)),
        models,
        authorizer: defense === 'none' ? undefined : (opts.authorizer ?? set.authorizerFor(models)),
        seed,
        runId,
        limits: opts.limits,
    });
}
/** Build the function executing one MasDrift run: simulate, score, package for the store. */
export async function createRunner(config) {
    const suite = loadTaskSuite(config.suitePath);
    await loadProtocolModules(config.protocols ?? [], config.protocolFiles ?? {});
    // Runs get a copy of their task per task, not the loaded object (see recent-tasks.ts): what the
    // runs derive from a task is then released once the runner has moved on to other tasks.
    const taskFor = recentTaskCopies(suite.byId);
    const sets = new Map();
    // One set of live-client options for the whole job: the retry budget is the grid's.
    const openai = liveResources(config.live);
    for (const label of config.models)
        sets.set(label, modelSet(parseModelConfig(label), { record: config.record ?? undefined, openai }));
    // `modelLabel` runs the identity with another prepared configuration (a replay of a live one)
    // while keeping its run id, which keys its cassette entries. `runId`, when given, is the identity's
    // (runIdOf), which a grid has already computed to skip finished runs: it is not hashed again.
    return async (identity, opts = {}) => {
        const runId = opts.runId ?? runIdOf(identity);
        const task = taskFor(identity.taskId);
        const started = performance.now();
        // A failed run is stored failed with its reason and event (run-outcome.ts), never scored; its
        // trajectory, when it got that far, is kept so `show` can tell its story.
        const fail = (f, result) => ({
            runId, identity, domain: task?.domain ?? 'unknown', status: 'error', error: failureText(f), trajectoryHash: result?.trajectoryHash ?? null, metrics: null,
            trajectoryJson: result && config.keepTrajectories !== false ? result.trajectoryJson : null,
            trajectoryCompressed: result && config.keepTrajectories !== false ? compressTrajectory(result.trajectoryBytes) : null,
            durationMs: performance.now() - started,
        });
        if (!task)
            return fail({ reason: 'runtime', event: 'setup', message: `task "${identity.taskId}" is not in the suite at ${config.suitePath}` });
        const label = opts.modelLabel ?? config.answeredBy?.[identity.model] ?? identity.model;
        const set = sets.get(label);
        if (!set)
            return fail({ reason: 'runtime', event: 'setup', message: `model configuration "${label}" was not prepared for this job` });
        try {
            const result = await runCell(identity, task, set, { runId, limits: config.limits });
            if (result.failure)
                return fail(classifyFailure(result.failure.cause, result.failure.detail.split(':')[0] ?? null, result.failure.detail), result);
            const metrics = scoreRun(result.trajectory, task);
            const trajectoryJson = config.keepTrajectories === false ? null : result.trajectoryJson;
            return {
                runId,
                identity,
                domain: task.domain,
                status: 'ok',
                error: null,
                trajectoryHash: result.trajectoryHash,
                metrics: metrics,
                trajectoryJson,
                // Compressed here, in the thread that ran it, so the committing thread only writes bytes.
                trajectoryCompressed: trajectoryJson === null ? null : compressTrajectory(result.trajectoryBytes),
                durationMs: performance.now() - started,
            };
        }
        catch (e) {
            const message = e instanceof Error ? e.message : String(e);
            return fail(classifyFailure(e, /could not compile P0/.test(message) ? 'authorizer compile' : null, message));
        }
    };
}
