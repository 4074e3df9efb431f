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
import type { JsonValue } from '../domain/json.js';
import type { Task } from '../domain/task.js';
import type { ToolSpec } from '../domain/tool.js';
import type { ConfirmPolicy, DefenseId, ForkRecord, Trajectory } from '../domain/trajectory.js';
import type { Policy } from '../policy/schema.js';
import { canonicalJson } from '../util/canonical.js';
import type { ChatMessage, RunModels, Usage } from '../models/types.js';
import { planAgents, withTypedHandoff, type AgentPlan } from './agent-plan.js';
import { AuthorizerBridge } from './authorizer-bridge.js';
import { confirmationFor } from './confirm/index.js';
import { Delivery, type DeliveryStage } from './delivery.js';
import { adoptPolicies, carriedPolicies, mergeModelCalls, prefixEventsHash, type ForkOptions } from './fork.js';
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
  /** Replace the environment's tool effects (tests, fault injection, a document store's tools). */
  toolEffect?: ToolEffect;
  /**
   * A counterfactual fork (src/runtime/fork.ts): the run starts under another run's condition and
   * models and switches to these options' defense, protocol, confirmation and models at `fork.at`.
   */
  fork?: ForkOptions;
  /**
   * Workspace instructions every agent reads after its system prompt (an AGENTS.md a harness loads):
   * the Mosaic suite's aggregation rules. None by default.
   */
  instructions?: string;
}

/** A fork's condition before its fork point (unknown defenses and protocols fail before anything runs). */
function forkStart(f: ForkOptions, confirmationOf: (policy: ConfirmPolicy) => ConfirmationService): { defense: DefenseId; stack: ReturnType<typeof defenseStack>; protocol: string[]; variants: ReturnType<typeof handoffVariant>[]; confirm: ConfirmPolicy; confirmation: ConfirmationService; authorizer: AuthorizerService | undefined } {
  const defenses = parseDefenses(f.before.defense);
  const protocol = [...f.before.protocol];
  return {
    defense: defenseId(defenses),
    stack: defenseStack(defenses),
    protocol,
    variants: protocol.map(handoffVariant),
    confirm: f.before.confirm,
    confirmation: f.before.confirmation ?? confirmationOf(f.before.confirm),
    authorizer: f.before.authorizer,
  };
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
  const limits = runLimits(opts.limits);
  const seed = String(opts.seed);
  const fork = opts.fork ?? null;
  // Unknown defenses and protocol variants fail before anything runs. A fork starts under its
  // original's condition (`fork.before`) and switches to the options' own at its fork point.
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
  // Workspace instructions follow each agent's system prompt (a per-run copy of the cached plans).
  const instructed = opts.instructions ? resolved.plans.map((p) => ({ ...p, system: `${p.system}\n\n${opts.instructions}` })) : resolved.plans;
  const plans = typedHandoff ? withTypedHandoff(instructed, typedHandoff) : instructed;
  // The agents' handoff tools are fixed when they start, so a fork cannot change whether they are typed.
  if (fork && fork.before.protocol.map(handoffVariant).some((v) => v.typedHandoff) !== Boolean(typedHandoff)) {
    throw new Error(`fork: the protocol before the fork point (${fork.before.protocol.join('+')}) and after it (${protocol.join('+')}) differ in whether the handoff tool is typed; a fork cannot switch the agents' tools`);
  }
  const tools = task.environment.tools;
  const entryPlan = plans.find((p) => p.entry) as AgentPlan;

  const state = new RunState(runId);
  // The models and the run id model calls are keyed by: a fork switches both at its fork point
  // (\`live\` is set below, before any agent runs).
  const modelOf = (agent: string) => (state.agent(agent).plan.entry ? live.models.lead : live.models.executor);
  const turnOf = (agent: string) => state.agent(agent).actor?.getSnapshot().context.turn ?? 0;
  const confirmationOf = (policy: ConfirmPolicy): ConfirmationService =>
    confirmationFor(policy, {
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
                const res = await model.complete(consentRequest(model.id, question), { runId: live.callRunId, agent: delegator, turn: turnOf(delegator), purpose: 'work' });
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
  const confirmation = opts.confirmation ?? confirmationOf(opts.confirm);
  const start = fork ? forkStart(fork, confirmationOf) : { defense, stack, protocol, variants, confirm: opts.confirm, confirmation, authorizer: authorizerService };
  if (start.stack.compilesRootPolicy && !start.authorizer) throw new Error(`defense "${start.defense}" needs an authorizer (RunOptions.fork.before.authorizer)`);
  // What the run's components read of the condition: a fork switches it at its fork point.
  const live = { models: fork ? fork.before.models : opts.models, callRunId: fork ? fork.of : runId, stack: start.stack };
  let authorizer = new AuthorizerBridge(state, start.authorizer, task, live.callRunId);
  let rootPolicy = start.stack.compilesRootPolicy ? await authorizer.compile() : null;
  // What the defenses' hooks see of the run: P0 stays here, outside the coordination graph.
  let defenseRun: DefenseRun = { runId, task, tools, rootPolicy, defenses: start.stack.defenses.map((d) => d.name), propose: (job) => authorizer.propose(job) };
  const mediation = new Mediation(state, start.stack, defenseRun, { task, tools: toolsByName, confirm: start.confirm, confirmation: start.confirmation, authorizer: start.authorizer, toolEffect: opts.toolEffect, callRunId: live.callRunId });
  // A protocol's own model calls (a summary, a read-back's turns): the agent's own model at its
  // current turn, through the run's model call path (recorded, replayed, counted), and tracked as
  // work in flight so delivery knows a held envelope is waiting on them.
  const protocolCalls = new Set<Promise<unknown>>();
  const askAgent = (agent: string, messages: ChatMessage[]): Promise<{ text: string; usage: Usage }> => {
    const rt = state.agents.get(agent);
    if (!rt) return Promise.reject(new Error(`a protocol asked agent "${agent}", which this run does not have`));
    const model = modelOf(agent);
    const turn = turnOf(agent);
    const call = model.complete({ model: model.id, messages }, { runId: live.callRunId, agent, turn, purpose: 'work' }).then((res) => ({ text: res.message.content ?? '', usage: res.usage }));
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
  const stagesOf = (names: readonly string[], vs: ReturnType<typeof handoffVariant>[], st: typeof stack, run: DefenseRun): DeliveryStage[] => [
    ...vs.map((v, i): DeliveryStage => ({ who: `protocol "${names[i]}"`, kind: 'protocol', operator: v(variantCtx) })),
    ...st.onHandoff(run).map((operator, i): DeliveryStage => ({ who: `defense "${st.defenses.filter((d) => d.onHandoff)[i]?.name}"`, kind: 'defense', operator })),
  ];
  const delivery = new Delivery(edges, stagesOf(start.protocol, start.variants, start.stack, defenseRun), {
    inFlight: () => (protocolCalls.size === 0 ? authorizer.inFlight : new Set([...authorizer.inFlight, ...protocolCalls])),
    onViolation: (e) => {
      state.fail(`handoff contract broken: ${e.message}`, e);
      state.endWith('error', state.failure);
    },
  });
  // The fork point: just before the effect that makes event `fork.at`, every later call, handoff and
  // model call runs under the options' own condition. A policy defense the prefix did not run gets
  // what it needs at the fork: P0 compiled from the request (a defense call of the fork), and for a
  // policy-carrying one (Chain) each prefix delegation's P_k attenuated along the prefix's handoffs.
  let forkRecord: ForkRecord | null = null;
  const switchCondition = async (f: ForkOptions): Promise<void> => {
    const sameAuthorizer = authorizerService === start.authorizer;
    if (stack.compilesRootPolicy) {
      if (!sameAuthorizer || !rootPolicy) {
        const bridge = new AuthorizerBridge(state, authorizerService, task, runId);
        const held = rootPolicy;
        rootPolicy = held ? await bridge.compile(held) : await bridge.compile();
        if (!held && bridge.compileUsage) addUsage(state.agent(entryPlan.id).defense, bridge.compileUsage);
        authorizer = bridge;
      }
    }
    defenseRun = { runId, task, tools, rootPolicy, defenses: stack.defenses.map((d) => d.name), propose: (job) => authorizer.propose(job) };
    let policies: Map<number, Policy | null> | null = null;
    if (rootPolicy && stack.defenses.some((d) => d.onHandoff) && !start.stack.defenses.some((d) => d.onHandoff)) {
      policies = await carriedPolicies(state, stack, defenseRun, rootPolicy);
      adoptPolicies(state, policies, rootPolicy);
    } else if (rootPolicy && !start.stack.compilesRootPolicy) adoptPolicies(state, new Map(), rootPolicy);
    mediation.switchTo({ stack, defenseRun, confirm: opts.confirm, confirmation, authorizer: authorizerService, callRunId: runId });
    if (canonicalJson(protocol) !== canonicalJson(start.protocol) || defense !== start.defense) delivery.switchStages(stagesOf(protocol, variants, stack, defenseRun));
    live.models = opts.models;
    live.callRunId = runId;
    live.stack = stack;
    forkRecord = {
      at: f.at,
      before: { confirm: f.before.confirm, defense: start.defense, protocol: [...start.protocol] },
      of: f.of,
      ...(policies ? { policies: [...policies].flatMap(([seq, policy]) => (policy ? [{ policy, seq }] : [])) } : {}),
      prefixHash: '',
    };
  };
  const due = (): Promise<void> | null => (fork && !forkRecord && state.seq >= fork.at ? switchCondition(fork) : null);
  const scheduler = new Scheduler(state, plans, {
    get models() {
      return live.models;
    },
    get callRunId() {
      return live.callRunId;
    },
    turnsPerAgent: limits.turnsPerAgent,
    domainNames,
    effects: fork
      ? {
          mediate: async (rt, a) => (await due(), mediation.mediate(rt, a)),
          handoff: async (rt, a) => (await due(), handOff(state, delivery, limits.handoffsPerRun, rt, a)),
        }
      : {
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
    if (fork && !forkRecord && !state.failure) {
      state.fail(`fork point not reached: the run ended (${state.end?.reason ?? 'unknown'}) before event #${fork.at}, where it was to fork from run ${fork.of}`, undefined);
      state.end = { reason: 'error', detail: state.failure };
    }
    // Before the answer is published: the defenses may rewrite (or withhold) it.
    if (state.finalAnswer !== null && state.end?.reason === 'finished') {
      try {
        const publisher = state.coordination.findLast((c) => c.tool === 'finish' && c.status === 'done')?.agent ?? entryPlan.id;
        state.finalAnswer = await live.stack.beforePublish(state.finalAnswer, defenseRun, publisher);
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

  const modelCalls = fork ? mergeModelCalls(fork.before.models.tally?.summary(), opts.models.tally?.summary()) : (opts.models.tally?.summary() ?? null);
  const record = forkRecord as ForkRecord | null;
  if (record) record.prefixHash = prefixEventsHash(state, record.at);
  const built = buildTrajectory(
    state,
    { agents: plans.map((p) => p.info), architecture: graph.name, confirm: opts.confirm, defense, protocol, rootPolicy, seed, taskId: task.id, modelCalls, ...(record ? { fork: record } : {}) },
    sortedIds,
  );
  const transcripts: Record<string, ChatMessage[]> = {};
  for (const rt of state.order) transcripts[rt.plan.id] = rt.transcript;
  const { trajectory } = built;
  const failed = trajectory.endReason === 'error' ? { detail: trajectory.endDetail ?? state.failure ?? 'unknown error', cause: state.failureCause } : null;
  return { trajectory, trajectoryHash: built.hash, trajectoryJson: built.json, trajectoryBytes: built.bytes, env: finalEnv, transcripts, failure: failed, defenseReports: stack.reports(defenseRun) };
}
