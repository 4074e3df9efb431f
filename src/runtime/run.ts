import type { ToolEffect } from '../../machines/tool.js';
import type { GraphSpec } from '../../topologies/graph.js';
import { edgeSpecs, handoffVariant, type EdgeSpec, type VariantContext } from '../../topologies/handoff.js';
import { SUMMARY_SYSTEM, summaryUser } from '../models/prompts/summary.v1.js';
import { consentRequest } from '../models/prompts/consent.v1.js';
import { transcriptLines } from '../../topologies/protocols/transcript-text.js';
import { resolveArchitecture } from '../../topologies/resolve.js';
import type { DefenseRun } from '../contracts/defense.js';
import type { AuthorizerService, ConfirmationService } from '../contracts/runtime.js';
import { defenseStack } from '../defenses/compose.js';
import { defenseId, parseDefenses } from '../defenses/registry.js';
import type { EnvState } from '../domain/environment.js';
import type { Task } from '../domain/task.js';
import type { ToolSpec } from '../domain/tool.js';
import type { ConfirmPolicy, DefenseId, Trajectory } from '../domain/trajectory.js';
import type { ChatMessage, RunModels, Usage } from '../models/types.js';
import { planAgents, withTypedHandoff, type AgentPlan } from './agent-plan.js';
import { AuthorizerBridge } from './authorizer-bridge.js';
import { confirmationFor } from './confirm/index.js';
import { Delivery, type DeliveryStage } from './delivery.js';
import { handOff } from './handoffs.js';
import { Mediation } from './mediation.js';
import { RunState, addUsage, errText } from './run-state.js';
import { Scheduler } from './scheduler.js';
import { buildTrajectory } from './trajectory-builder.js';

export { trajectoryHash } from './trajectory-builder.js';

export interface RunLimits {
  /** Model turns per agent. */
  turnsPerAgent: number;
  /** Handoffs (delegations and reports) per run. */
  handoffsPerRun: number;
}

export const DEFAULT_LIMITS: RunLimits = { turnsPerAgent: 12, handoffsPerRun: 64 };

export interface RunOptions {
  task: Task;
  /** A named architecture, a graph JSON file path, or a GraphSpec. */
  architecture: string | GraphSpec;
  /** The defenses: `none`, a name or names joined by `+` (src/defenses/registry.ts), e.g. `source+chain`. */
  defense: DefenseId;
  confirm: ConfirmPolicy;
  /** Required for `interactive` and `scripted`; built from the policy otherwise (consent-by-delegator always is: it asks this run's agents). */
  confirmation?: ConfirmationService;
  models: RunModels;
  /** Required when a defense compiles P0 (Source, Chain). */
  authorizer?: AuthorizerService;
  seed: string | number;
  /** Defaults to task:architecture:defense:confirm:seed. */
  runId?: string;
  limits?: Partial<RunLimits>;
  /** Handoff protocol variants, applied in order on every edge (default: verbatim). */
  protocol?: readonly string[];
  /** Replace the environment's tool effects (tests, fault injection). */
  toolEffect?: ToolEffect;
}

export interface RunResult {
  trajectory: Trajectory;
  trajectoryHash: string;
  /** The trajectory's canonical JSON (the bytes its hash is taken over). */
  trajectoryJson: string;
  /** The same JSON encoded as UTF-8, once, for whoever hashes or compresses it next. */
  trajectoryBytes: Uint8Array;
  /** The world after the run. */
  env: EnvState;
  /** Each agent's chat transcript (its whole model input and its replies). */
  transcripts: Record<string, ChatMessage[]>;
  /**
   * Why the run ended in `error`, and the error that caused it (a model call that failed after its
   * retries, a replay miss, a failed proposal, a protocol that broke the handoff contract …): the
   * runner classifies it (src/runner/run-outcome.ts).
   */
  failure: { detail: string; cause: unknown } | null;
}

/** The run's limits: the defaults, overridden by the given ones (each a positive integer). */
function runLimits(given: Partial<RunLimits> | undefined): RunLimits {
  if (!given) return DEFAULT_LIMITS;
  const limits: RunLimits = { ...DEFAULT_LIMITS, ...given };
  for (const [k, v] of Object.entries(limits)) if (!Number.isInteger(v) || v < 1) throw new Error(`limits.${k} must be a positive integer, got ${String(v)}`);
  return limits;
}

// Graphs, agent plans and edges depend only on (task, architecture), the tool index only on the task:
// resolve them once. None is ever mutated, and plans' tool arrays keep one identity across runs (token
// counts cache on it).
interface TaskResolved {
  toolsByName: ReadonlyMap<string, ToolSpec>;
  domainNames: ReadonlySet<string>;
  byArch: Map<string | GraphSpec, Resolved>;
}
interface Resolved {
  graph: GraphSpec;
  plans: AgentPlan[];
  /** The agent ids in code-unit order (the order canonical JSON writes the trajectory's tokens in). */
  sortedIds: readonly string[];
  edges: ReadonlyMap<string, EdgeSpec>;
}
const taskCache = new WeakMap<Task, TaskResolved>();
function resolvedTask(task: Task): TaskResolved {
  let hit = taskCache.get(task);
  if (!hit) {
    const toolsByName = new Map<string, ToolSpec>(task.environment.tools.map((t) => [t.name, t]));
    hit = { toolsByName, domainNames: new Set(toolsByName.keys()), byArch: new Map() };
    taskCache.set(task, hit);
  }
  return hit;
}
function graphAndPlans(byArch: Map<string | GraphSpec, Resolved>, arch: string | GraphSpec, task: Task): Resolved {
  let hit = byArch.get(arch);
  if (!hit) {
    const graph = resolveArchitecture(arch, task);
    const plans = planAgents(graph, task);
    hit = { graph, plans, sortedIds: plans.map((p) => p.id).sort(), edges: edgeSpecs(graph, (id) => plans.find((p) => p.id === id)?.canReport ?? false) };
    byArch.set(arch, hit);
  }
  return hit;
}

/** Run one task under one architecture, defense and confirmation policy; the trajectory. */
export async function runTask(opts: RunOptions): Promise<Trajectory> {
  return (await runTaskDetailed(opts)).trajectory;
}

/**
 * Run one task: the trajectory (with its hash), the final world and the transcripts. The result is a
 * pure function of the options and the models' answers: agents are scheduled in rounds (every agent
 * with unseen input calls its model concurrently) and the answers are applied in graph order, one
 * agent at a time, whatever order they arrive in.
 */
export async function runTaskDetailed(opts: RunOptions): Promise<RunResult> {
  const { task } = opts;
  const { toolsByName, domainNames, byArch } = resolvedTask(task);
  const resolved = graphAndPlans(byArch, opts.architecture, task);
  const { graph, sortedIds, edges } = resolved;
  const limits = runLimits(opts.limits);
  const seed = String(opts.seed);
  // Unknown defenses and protocol variants fail before anything runs.
  const defenses = parseDefenses(opts.defense);
  const defense = defenseId(defenses);
  const stack = defenseStack(defenses);
  const runId = opts.runId ?? `${task.id}:${graph.name}:${defense}:${opts.confirm}:${seed}`;
  const authorizerService = opts.authorizer;
  if (stack.compilesRootPolicy && !authorizerService) throw new Error(`defense "${defense}" needs an authorizer (RunOptions.authorizer)`);
  const protocol = [...(opts.protocol ?? ['verbatim'])];
  const variants = protocol.map(handoffVariant);
  // A protocol with a typed handoff (structured-boundary) gives the delegation tools its fields.
  const typed = variants.filter((v) => v.typedHandoff);
  if (typed.length > 1) throw new Error(`protocol ${protocol.join('+')}: more than one stage types the handoff tool`);
  const typedHandoff = typed[0]?.typedHandoff;
  const plans = typedHandoff ? withTypedHandoff(resolved.plans, typedHandoff) : resolved.plans;
  const tools = task.environment.tools;
  const entryPlan = plans.find((p) => p.entry) as AgentPlan;

  const state = new RunState(runId);
  const modelOf = (agent: string) => (state.agent(agent).plan.entry ? opts.models.lead : opts.models.executor);
  const turnOf = (agent: string) => state.agent(agent).actor?.getSnapshot().context.turn ?? 0;
  const confirmation =
    opts.confirmation ??
    confirmationFor(opts.confirm, {
          // consent-by-delegator: the delegating agent's own model answers, through the run's model
          // path (recorded, replayed), at that agent's current turn; its tokens are that agent's work.
          consent: {
            delegatorOf: (agent) => state.agent(agent).delegator,
            contextOf: (agent) => {
              const t = state.agent(agent).transcript;
              const sys = t[0];
              return { instructions: sys?.role === 'system' ? sys.content : '', conversation: transcriptLines(t) };
            },
            ask: async (delegator, question) => {
              const model = modelOf(delegator);
              try {
                const res = await model.complete(consentRequest(model.id, question), { runId, agent: delegator, turn: turnOf(delegator), purpose: 'work' });
                addUsage(state.agent(delegator).work, res.usage);
                return res.message.content ?? '';
              } catch (e) {
                // No answer is a refusal for the call (the confirmation machine's rule), and a failed run.
                state.fail(`consent: ${delegator}'s model call for ${question.asker}'s ${question.call.tool} failed: ${errText(e)}`, e);
                state.endWith('error', state.failure);
                throw e;
              }
            },
          },
        });
  const authorizer = new AuthorizerBridge(state, authorizerService, task);
  const rootPolicy = stack.compilesRootPolicy ? await authorizer.compile() : null;
  // What the defenses' hooks see of the run: P0 stays here, outside the coordination graph.
  const defenseRun: DefenseRun = { runId, task, tools, rootPolicy, propose: (job) => authorizer.propose(job) };
  const mediation = new Mediation(state, stack, defenseRun, { task, tools: toolsByName, confirm: opts.confirm, confirmation, authorizer: authorizerService, toolEffect: opts.toolEffect });
  // A protocol's own model calls (a summary, a read-back's turns): the agent's own model at its
  // current turn, through the run's model call path (recorded, replayed, counted), and tracked as
  // work in flight so delivery knows a held envelope is waiting on them.
  const protocolCalls = new Set<Promise<unknown>>();
  const askAgent = (agent: string, messages: ChatMessage[]): Promise<{ text: string; usage: Usage }> => {
    const rt = state.agents.get(agent);
    if (!rt) return Promise.reject(new Error(`a protocol asked agent "${agent}", which this run does not have`));
    const model = modelOf(agent);
    const turn = turnOf(agent);
    const call = model.complete({ model: model.id, messages }, { runId, agent, turn, purpose: 'work' }).then((res) => ({ text: res.message.content ?? '', usage: res.usage }));
    protocolCalls.add(call);
    const untrack = (): void => void protocolCalls.delete(call);
    call.then(untrack, untrack);
    return call;
  };
  const variantCtx: VariantContext = {
    request: task.request,
    tools,
    transcriptOf: (agent) => state.agent(agent).transcript.slice(),
    // nest-summary: the agent's own model condenses a conversation, at the agent's current turn.
    summarize: (agent, conversation) => askAgent(agent, [{ role: 'system', content: SUMMARY_SYSTEM }, { role: 'user', content: summaryUser(conversation) }]),
    ask: askAgent,
  };
  const stages: DeliveryStage[] = [
    ...variants.map((v, i): DeliveryStage => ({ who: `protocol "${protocol[i]}"`, kind: 'protocol', operator: v(variantCtx) })),
    ...stack.onHandoff(defenseRun).map((operator, i): DeliveryStage => ({ who: `defense "${stack.defenses.filter((d) => d.onHandoff)[i]?.name}"`, kind: 'defense', operator })),
  ];
  const delivery = new Delivery(edges, stages, {
    inFlight: () => (protocolCalls.size === 0 ? authorizer.inFlight : new Set([...authorizer.inFlight, ...protocolCalls])),
    onViolation: (e) => {
      state.fail(`handoff contract broken: ${e.message}`, e);
      state.endWith('error', state.failure);
    },
  });
  const scheduler = new Scheduler(state, plans, {
    models: opts.models,
    turnsPerAgent: limits.turnsPerAgent,
    domainNames,
    effects: {
      mediate: (rt, a) => mediation.mediate(rt, a),
      handoff: (rt, a) => handOff(state, delivery, limits.handoffsPerRun, rt, a),
    },
  });

  // The user's request goes verbatim to the entry agent only.
  const entry = state.agent(entryPlan.id);
  entry.inbox.push({ kind: 'user', from: 'user', text: task.request, delegation: { hop: 0, path: ['user', entryPlan.id], policy: rootPolicy, from: null, via: null } });
  entry.received = 1;
  if (authorizer.compileUsage && rootPolicy) addUsage(entry.defense, authorizer.compileUsage);

  let finalEnv: EnvState = mediation.env();
  try {
    await scheduler.run();
    // Before the answer is published: the defenses may rewrite (or withhold) it.
    if (state.finalAnswer !== null && state.end?.reason === 'finished') {
      try {
        state.finalAnswer = await stack.beforePublish(state.finalAnswer, defenseRun);
      } catch (e) {
        state.fail(`publishing the answer failed: ${errText(e)}`, e);
        state.end = { reason: 'error', detail: state.failure };
      }
    }
  } finally {
    finalEnv = mediation.env();
    delivery.close();
    state.stopAll();
  }

  const built = buildTrajectory(
    state,
    { agents: plans.map((p) => p.info), architecture: graph.name, confirm: opts.confirm, defense, protocol, rootPolicy, seed, taskId: task.id, modelCalls: opts.models.tally?.summary() ?? null },
    sortedIds,
  );
  const transcripts: Record<string, ChatMessage[]> = {};
  for (const rt of state.order) transcripts[rt.plan.id] = rt.transcript;
  const { trajectory } = built;
  const failed = trajectory.endReason === 'error' ? { detail: trajectory.endDetail ?? state.failure ?? 'unknown error', cause: state.failureCause } : null;
  return { trajectory, trajectoryHash: built.hash, trajectoryJson: built.json, trajectoryBytes: built.bytes, env: finalEnv, transcripts, failure: failed };
}
