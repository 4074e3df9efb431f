import type { ToolEffect } from '../../machines/tool.js';
import type { GraphSpec } from '../../topologies/graph.js';
import { edgeSpecs, handoffVariant, type EdgeSpec, type VariantContext } from '../../topologies/handoff.js';
import { SUMMARY_SYSTEM, summaryUser } from '../models/prompts/summary.v1.js';
import { resolveArchitecture } from '../../topologies/resolve.js';
import type { DefenseRun } from '../contracts/defense.js';
import type { AuthorizerService, ConfirmationService } from '../contracts/runtime.js';
import { defenseStack } from '../defenses/compose.js';
import { defenseId, parseDefenses } from '../defenses/registry.js';
import type { EnvState } from '../domain/environment.js';
import type { JsonValue } from '../domain/json.js';
import type { Task } from '../domain/task.js';
import type { ToolSpec } from '../domain/tool.js';
import type { ConfirmPolicy, DefenseId, Trajectory } from '../domain/trajectory.js';
import type { ChatMessage, RunModels } from '../models/types.js';
import { planAgents, type AgentPlan } from './agent-plan.js';
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
  /** Required for `interactive` and `scripted`; built from the policy otherwise. */
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
  /** Replace the environment's tool effects (tests, fault injection, a document store's tools). */
  toolEffect?: ToolEffect;
  /**
   * Workspace instructions every agent reads after its system prompt (an AGENTS.md a harness loads):
   * the Mosaic suite's aggregation rules. None by default.
   */
  instructions?: string;
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
  /** What the run's defenses kept of it (their `report` hooks), by defense name; empty when none reports. */
  defenseReports: Record<string, JsonValue>;
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
  // Workspace instructions follow each agent's system prompt (a per-run copy of the cached plans).
  const plans = opts.instructions ? resolved.plans.map((p) => ({ ...p, system: `${p.system}\n\n${opts.instructions}` })) : resolved.plans;
  const limits = runLimits(opts.limits);
  const seed = String(opts.seed);
  // Unknown defenses and protocol variants fail before anything runs.
  const defenses = parseDefenses(opts.defense);
  const defense = defenseId(defenses);
  const stack = defenseStack(defenses);
  const runId = opts.runId ?? `${task.id}:${graph.name}:${defense}:${opts.confirm}:${seed}`;
  const authorizerService = opts.authorizer;
  if (stack.compilesRootPolicy && !authorizerService) throw new Error(`defense "${defense}" needs an authorizer (RunOptions.authorizer)`);
  const confirmation = opts.confirmation ?? confirmationFor(opts.confirm);
  const protocol = [...(opts.protocol ?? ['verbatim'])];
  const variants = protocol.map(handoffVariant);
  const tools = task.environment.tools;
  const entryPlan = plans.find((p) => p.entry) as AgentPlan;

  const state = new RunState(runId);
  const authorizer = new AuthorizerBridge(state, authorizerService, task);
  const rootPolicy = stack.compilesRootPolicy ? await authorizer.compile() : null;
  // What the defenses' hooks see of the run: P0 stays here, outside the coordination graph.
  const defenseRun: DefenseRun = { runId, task, tools, rootPolicy, defenses: defenses.map((d) => d.name), propose: (job) => authorizer.propose(job) };
  const mediation = new Mediation(state, stack, defenseRun, { task, tools: toolsByName, confirm: opts.confirm, confirmation, authorizer: authorizerService, toolEffect: opts.toolEffect });
  const variantCtx: VariantContext = {
    request: task.request,
    tools,
    transcriptOf: (agent) => state.agent(agent).transcript.slice(),
    // nest-summary: the agent's own model condenses a conversation, at the agent's current turn.
    summarize: async (agent, conversation) => {
      const rt = state.agent(agent);
      const model = rt.plan.entry ? opts.models.lead : opts.models.executor;
      const turn = rt.actor?.getSnapshot().context.turn ?? 0;
      const messages: ChatMessage[] = [{ role: 'system', content: SUMMARY_SYSTEM }, { role: 'user', content: summaryUser(conversation) }];
      const res = await model.complete({ model: model.id, messages }, { runId, agent, turn, purpose: 'work' });
      return { text: res.message.content ?? '', usage: res.usage };
    },
  };
  const stages: DeliveryStage[] = [
    ...variants.map((v, i): DeliveryStage => ({ who: `protocol "${protocol[i]}"`, kind: 'protocol', operator: v(variantCtx) })),
    ...stack.onHandoff(defenseRun).map((operator, i): DeliveryStage => ({ who: `defense "${stack.defenses.filter((d) => d.onHandoff)[i]?.name}"`, kind: 'defense', operator })),
  ];
  const delivery = new Delivery(edges, stages, {
    inFlight: () => authorizer.inFlight,
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
        const publisher = state.coordination.findLast((c) => c.tool === 'finish' && c.status === 'done')?.agent ?? entryPlan.id;
        state.finalAnswer = await stack.beforePublish(state.finalAnswer, defenseRun, publisher);
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
  return { trajectory, trajectoryHash: built.hash, trajectoryJson: built.json, trajectoryBytes: built.bytes, env: finalEnv, transcripts, failure: failed, defenseReports: stack.reports(defenseRun) };
}
