import { createActor, waitFor, type Actor, type Snapshot } from 'xstate';
import type { MonoTypeOperatorFunction, Subscription } from 'rxjs';
import { agentMachine, initialAgentContext, type AgentAction, type AgentContext, type AgentEvent, type AgentMachineInput } from '../../machines/agent.js';
import { authorizerMachine, type AuthorizerInput, type ProposeJob, type ProposeOutput } from '../../machines/authorizer.js';
import { confirmationMachine } from '../../machines/confirmation.js';
import { monitorMachine, resolveInput, type CallOutcome, type MediatedCall, type ResolveInput } from '../../machines/monitor.js';
import type { ToolEffect } from '../../machines/tool.js';
import type { GraphSpec } from '../../topologies/graph.js';
import { chainAttenuation, edgeKey, edgeSpecs, handoffVariant, openEdge, type EdgeSpec, type EdgeStream, type HandoffEnvelope, type VariantContext } from '../../topologies/handoff.js';
import { resolveArchitecture } from '../../topologies/resolve.js';
import { initialEnvState, resultText, type EnvState } from '../domain/environment.js';
import type { Task } from '../domain/task.js';
import type { ToolSpec } from '../domain/tool.js';
import type { ConfirmPolicy, CoordinationEvent, Defense, Degradation, EndReason, Handoff, TokenCount, ToolCall, Trajectory } from '../domain/trajectory.js';
import type { ChatMessage, ChatResponse, RunModels, Usage } from '../models/types.js';
import { attenuate, verdict } from '../policy/index.js';
import type { Policy } from '../policy/schema.js';
import { SUMMARY_SYSTEM, summaryUser } from '../models/prompts/summary.v1.js';
import { canonicalJson, sha256, stableHash } from '../util/canonical.js';
import { deepFreeze } from '../util/freeze.js';
import { parseActions, planAgents, type AgentPlan } from './agent-plan.js';
import { confirmationFor } from './confirm/index.js';
import type { AuthorizerService, ConfirmationRequest, ConfirmationService } from './contracts.js';
import { RESULT, laterInput } from './prompts.js';

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
  defense: Defense;
  confirm: ConfirmPolicy;
  /** Required for `interactive` and `scripted`; built from the policy otherwise. */
  confirmation?: ConfirmationService;
  models: RunModels;
  /** Required unless the defense is none. */
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
   * retries, a replay miss, a failed proposal …): the runner classifies it (src/runner/run-outcome.ts).
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

/** The stable hash of a trajectory (canonical JSON, SHA-256). */
export function trajectoryHash(t: Trajectory): string {
  return stableHash(t);
}

/** What a run supplies to its actors; reached through the opaque `port` of each machine's input. */
interface RunPort {
  ask(ctx: AgentContext): void;
  mediate(ctx: AgentContext): void;
  handoff(ctx: AgentContext): void;
  settled(agent: string): void;
  finish(ctx: AgentContext): void;
  refuseFinish(ctx: AgentContext): void;
  report(outcome: CallOutcome | null): void;
  decide(req: ConfirmationRequest): Promise<{ decision: 'approved' | 'denied'; note: string | null }>;
  resolve(input: ResolveInput): Promise<'match' | 'mismatch' | null>;
  compile(input: AuthorizerInput): Promise<{ policy: Policy; usage: Usage }>;
  propose(job: ProposeJob): Promise<ProposeOutput>;
  proposed(out: ProposeOutput): void;
  proposeFailed(error: unknown): void;
}
const portOf = (x: unknown): RunPort => x as RunPort;

// The machines with their runtime implementations, built once: every run reuses them and passes its
// own port in the actors' input (providing per run would rebuild the machine graph each time).
const RuntimeAgent = agentMachine.provide({
  actions: {
    ask: ({ context }) => portOf(context.port).ask(context),
    mediate: ({ context }) => portOf(context.port).mediate(context),
    handoff: ({ context }) => portOf(context.port).handoff(context),
    settled: ({ context }) => portOf(context.port).settled(context.id),
    finish: ({ context }) => portOf(context.port).finish(context),
    refuseFinish: ({ context }) => portOf(context.port).refuseFinish(context),
  },
});
// Agents start from their resting snapshot (`idle` with the initial context) rather than through the
// machine's initial transition, which is most of the cost of creating an agent: the snapshot is the
// machine's own initial one, persisted once, with each agent's context in place of the template's.
// Restoring does not run idle's entry (`settled`), which has nothing to release then: a run creates
// an agent before any step waits on it.
type AgentAtRest = Snapshot<unknown> & { context: AgentContext };
const AGENT_AT_REST = deepFreeze(RuntimeAgent.getPersistedSnapshot(createActor(RuntimeAgent, { input: { id: '', maxTurns: 1, finishAnytime: false } }).getSnapshot())) as AgentAtRest;
const agentAtRest = (input: AgentMachineInput): AgentAtRest => ({ ...AGENT_AT_REST, context: initialAgentContext(input) });
const RuntimeConfirmation = confirmationMachine.provide({
  actions: {
    // As the authorizer's: the decider runs a tick later, after the transition that asked has finished.
    decide: ({ context, self }) => {
      Promise.resolve()
        .then(() => portOf(context.port).decide(context.request))
        .then(
          (d) => self.send({ type: 'DECIDED', decision: d.decision, note: d.note }),
          (error: unknown) => self.send({ type: 'DECIDE_FAILED', error }),
        );
    },
  },
});
const RuntimeMonitor = monitorMachine.provide({
  actions: {
    report: ({ context }) => portOf(context.port).report(context.outcome),
    resolve: ({ context, self }) => {
      Promise.resolve()
        .then(() => portOf(context.port).resolve(resolveInput(context)))
        .then(
          (resolution) => self.send({ type: 'RESOLVED', resolution }),
          (error: unknown) => self.send({ type: 'RESOLVE_FAILED', error }),
        );
    },
  },
  actors: { confirmation: RuntimeConfirmation },
});
const RuntimeAuthorizer = authorizerMachine.provide({
  actions: {
    // The service runs a tick later, after the transition that asked has finished (a service that
    // throws synchronously fails the same way as one that rejects).
    compile: ({ context, self }) => {
      Promise.resolve()
        .then(() => portOf(context.port).compile(context))
        .then(
          (out) => self.send({ type: 'COMPILED', policy: out.policy, usage: out.usage }),
          (e: unknown) => self.send({ type: 'COMPILE_FAILED', error: errText(e) }),
        );
    },
    propose: ({ context, self }) => {
      Promise.resolve()
        .then(() => portOf(context.port).propose(context.job as ProposeJob))
        .then(
          (output) => self.send({ type: 'PROPOSED', output }),
          (error: unknown) => self.send({ type: 'PROPOSE_FAILED', error }),
        );
    },
    proposed: ({ context, event }) => portOf(context.port).proposed((event as { output: ProposeOutput }).output),
    proposeFailed: ({ context, event }) => portOf(context.port).proposeFailed((event as { error: unknown }).error),
  },
});

interface InboxItem {
  kind: 'delegate' | 'report' | 'user';
  from: string;
  text: string;
  /** A delegation sets the receiver's hop, path, policy and who it reports to. */
  delegation: { hop: number; path: string[]; policy: Policy | null; from: string | null; via: number | null } | null;
}

interface AgentRt {
  plan: AgentPlan;
  /** Created when the agent is first stepped: agents nobody delegates to cost nothing. */
  actor: Actor<typeof RuntimeAgent> | null;
  transcript: ChatMessage[];
  inbox: InboxItem[];
  /** Messages delivered since the agent's last STEP, which brings their count to the machine. */
  received: number;
  hop: number;
  path: string[];
  policy: Policy | null;
  delegator: string | null;
  /** seq of the delegate handoff whose subtask (and, under Chain, policy) the agent works under. */
  authority: number | null;
  work: TokenCount;
  defense: TokenCount;
  settle: (() => void) | null;
}

const zero = (): TokenCount => ({ completion: 0, prompt: 0 });
const addUsage = (t: TokenCount, u: Usage): void => {
  // A count that is not a number would be stored as null and make the run unreadable: refuse it here.
  if (!Number.isInteger(u.prompt_tokens) || !Number.isInteger(u.completion_tokens) || u.prompt_tokens < 0 || u.completion_tokens < 0) {
    throw new Error(`a model returned unusable token counts (prompt ${String(u.prompt_tokens)}, completion ${String(u.completion_tokens)})`);
  }
  t.prompt += u.prompt_tokens;
  t.completion += u.completion_tokens;
};
const errText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

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

/**
 * The trajectory's record of a mediated call, its keys in sorted order (canonical JSON then keeps it
 * as it is); `result` only for an executed call, `error` only when the outcome has one.
 */
function callRecord(call: MediatedCall, authority: number | null, outcome: CallOutcome): ToolCall {
  const { agent, args, hop, path, seq, tool } = call;
  const { confirmation, error, status, verdict } = outcome;
  if (status === 'executed') {
    const result = outcome.result ?? null;
    return error === undefined
      ? { agent, args, authority, confirmation, hop, path, result, seq, status, tool, verdict }
      : { agent, args, authority, confirmation, error, hop, path, result, seq, status, tool, verdict };
  }
  return error === undefined
    ? { agent, args, authority, confirmation, hop, path, seq, status, tool, verdict }
    : { agent, args, authority, confirmation, error, hop, path, seq, status, tool, verdict };
}

// A trajectory's JSON holds characters beyond Latin-1 ('—', '→'), so V8 keeps it as a two-byte
// string, and Buffer.from(json, 'utf8') measures its UTF-8 length in a pass of its own before
// encoding. Encoding into a reused scratch array (large enough for any string: at most 3 bytes per
// UTF-16 unit) and copying out the bytes written takes half the time; the bytes are the same
// (lone surrogates become U+FFFD either way).
const encoder = new TextEncoder();
// One per thread, as large as the longest trajectory has needed.
let scratch = new Uint8Array(1 << 16);

/** A string's UTF-8 bytes, in an array of their own. */
function utf8Bytes(text: string): Uint8Array {
  if (scratch.length < text.length * 3) scratch = new Uint8Array(text.length * 3);
  const { written } = encoder.encodeInto(text, scratch);
  return scratch.slice(0, written);
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
  const { task, defense } = opts;
  const { toolsByName, domainNames, byArch } = resolvedTask(task);
  const { graph, plans, sortedIds, edges: edgeSpecsByKey } = graphAndPlans(byArch, opts.architecture, task);
  const limits = runLimits(opts.limits);
  const seed = String(opts.seed);
  const runId = opts.runId ?? `${task.id}:${graph.name}:${defense}:${opts.confirm}:${seed}`;
  const authorizer = opts.authorizer;
  if (defense !== 'none' && !authorizer) throw new Error(`defense "${defense}" needs an authorizer (RunOptions.authorizer)`);
  const confirmation = opts.confirmation ?? confirmationFor(opts.confirm);
  const protocol = [...(opts.protocol ?? ['verbatim'])];
  const variants = protocol.map(handoffVariant); // unknown names fail before anything runs

  const tools = task.environment.tools;
  const entryPlan = plans.find((p) => p.entry) as AgentPlan;

  let seq = 0;
  const calls: ToolCall[] = [];
  const handoffs: Handoff[] = [];
  const coordination: CoordinationEvent[] = [];
  let handoffCount = 0;
  let finalAnswer: string | null = null;
  let end: { reason: EndReason; detail: string | null } | null = null;
  const endWith = (reason: EndReason, detail: string | null): void => {
    if (!end) end = { reason, detail };
  };
  let failure: string | null = null;
  let failureCause: unknown = undefined;
  // Authorizer answers that could not be used, with what replaced them (the service says so).
  const degradations: Degradation[] = [];
  const degraded = (what: Degradation['what'], seqOf: number | null, u: { reason: string; replacement: string } | undefined): void => {
    if (u) degradations.push({ reason: u.reason, replacement: u.replacement, seq: seqOf, what });
  };

  const agents = new Map<string, AgentRt>();
  const order: AgentRt[] = [];
  const actorsToStop: Array<{ stop: () => unknown }> = [];
  const subscriptions: Subscription[] = [];

  // --- the authorizer (Source and Chain) ---
  let rootPolicy: Policy | null = null;
  let proposeWaiter: { res: (o: ProposeOutput) => void; rej: (e: unknown) => void } | null = null;
  let authActor: Actor<typeof RuntimeAuthorizer> | null = null;
  const port = {} as RunPort;
  if (defense !== 'none' && authorizer) {
    let compileCause: unknown = undefined;
    port.compile = (input) =>
      authorizer.compile(input.request, input.tools, { runId }).then(
        (out) => {
          degraded('compile', null, out.unusable);
          return out;
        },
        (e: unknown) => {
          compileCause = e;
          throw e;
        },
      );
    port.propose = (job) =>
      authorizer.propose(job.message, tools, job.parent, { runId, handoffSeq: job.handoffSeq }).then((out) => {
        degraded('propose', job.handoffSeq, out.unusable);
        return out;
      });
    port.proposed = (o) => proposeWaiter?.res(o);
    port.proposeFailed = (e) => proposeWaiter?.rej(e);
    authActor = createActor(RuntimeAuthorizer, { id: `${runId}/authorizer`, input: { request: task.request, tools, port } });
    actorsToStop.push(authActor);
    authActor.start();
    authActor.send({ type: 'COMPILE' });
    const snap = await waitFor(authActor, (s) => s.value === 'ready' || s.status === 'done');
    if (snap.value !== 'ready') {
      for (const a of actorsToStop) a.stop();
      throw new Error(`authorizer could not compile P0 for task ${task.id}: ${snap.context.error ?? 'unknown error'}`, { cause: compileCause });
    }
    rootPolicy = snap.context.policy;
  }
  const propose = (job: ProposeJob): Promise<ProposeOutput> =>
    new Promise((res, rej) => {
      if (!authActor) return rej(new Error('no authorizer'));
      if (proposeWaiter) return rej(new Error('authorizer is busy: proposals must be sequential'));
      proposeWaiter = {
        res: (o) => {
          proposeWaiter = null;
          res(o);
        },
        rej: (e) => {
          proposeWaiter = null;
          rej(e);
        },
      };
      authActor.send({ type: 'PROPOSE', job });
    });

  // --- the reference monitor (one per run; it alone holds P0 under Source) ---
  let outcomeWaiter: ((o: CallOutcome) => void) | null = null;
  let resolvingAgent: string | null = null;
  const resolveUncertain = authorizer?.resolveUncertain?.bind(authorizer);
  port.report = (outcome) => {
    const w = outcomeWaiter;
    outcomeWaiter = null;
    if (w && outcome) w(outcome);
  };
  port.decide = (req) => confirmation.decide(req);
  port.resolve = async (input) => {
    if (!resolveUncertain || !input.rule) return null;
    const r = await resolveUncertain({ tool: input.call.tool, args: input.call.args }, input.rule, { runId, callSeq: input.call.seq });
    degraded('resolve', input.call.seq, r.unusable);
    const rt = resolvingAgent ? agents.get(resolvingAgent) : undefined;
    if (rt) addUsage(rt.defense, r.usage);
    return r.resolution;
  };
  const monitor = createActor(RuntimeMonitor, {
    id: `${runId}/monitor`,
    input: {
      defense,
      rootPolicy: defense === 'source' ? rootPolicy : null,
      env: initialEnvState(task.environment.records),
      tools: toolsByName,
      judge: (call, p) => verdict(call, p),
      confirmPolicy: opts.confirm,
      task,
      canResolve: Boolean(resolveUncertain),
      port,
      ...(opts.toolEffect ? { effect: opts.toolEffect } : {}),
    },
  });
  actorsToStop.push(monitor);
  monitor.start();

  // --- handoff edges: one RxJS stream per edge, through the protocol's operators ---
  const variantCtx: VariantContext = {
    request: task.request,
    tools,
    transcriptOf: (agent) => agents.get(agent)?.transcript.slice() ?? [],
    // nest-summary: the agent's own model condenses a conversation, at the agent's current turn.
    summarize: async (agent, conversation) => {
      const rt = agents.get(agent);
      if (!rt) throw new Error(`no agent ${agent} to summarise for`);
      const model = rt.plan.entry ? opts.models.lead : opts.models.executor;
      const turn = live(rt).getSnapshot().context.turn;
      const messages: ChatMessage[] = [{ role: 'system', content: SUMMARY_SYSTEM }, { role: 'user', content: summaryUser(conversation) }];
      const res = await model.complete({ model: model.id, messages }, { runId, agent, turn, purpose: 'work' });
      return { text: res.message.content ?? '', usage: res.usage };
    },
    ...(defense === 'chain'
      ? {
          attenuate: async (env: HandoffEnvelope) => {
            const out = await propose({ handoffSeq: env.seq, message: env.message, parent: env.parentPolicy as Policy });
            return { policy: attenuate(env.parentPolicy as Policy, out.proposal).policy, usage: out.usage };
          },
        }
      : {}),
  };
  const operators: Array<MonoTypeOperatorFunction<HandoffEnvelope>> = variants.map((v) => v(variantCtx));
  if (defense === 'chain') operators.push(chainAttenuation(variantCtx));
  const deliveries = new Map<number, { res: (e: HandoffEnvelope) => void; rej: (e: unknown) => void }>();
  const delivered = {
    next: (e: HandoffEnvelope) => {
      const d = deliveries.get(e.seq);
      deliveries.delete(e.seq);
      d?.res(e);
    },
    error: (err: unknown) => {
      for (const d of deliveries.values()) d.rej(err);
      deliveries.clear();
    },
  };
  // An edge's stream is opened when its first handoff goes: most runs use few of their graph's edges.
  const edges = new Map<string, EdgeStream>();
  const edgeOf = (key: string): EdgeStream | undefined => {
    const opened = edges.get(key);
    if (opened) return opened;
    const spec = edgeSpecsByKey.get(key);
    if (!spec) return undefined;
    const edge = openEdge(spec, operators);
    edges.set(key, edge);
    subscriptions.push(edge.output.subscribe(delivered));
    return edge;
  };
  const deliver = (edge: EdgeStream, env: HandoffEnvelope): Promise<HandoffEnvelope> =>
    new Promise((res, rej) => {
      deliveries.set(env.seq, { res, rej });
      edge.input.next(env);
    });

  const toolMessage = (rt: AgentRt, callId: string, content: string): void => {
    if (callId) rt.transcript.push({ role: 'tool', tool_call_id: callId, content });
  };

  // --- the agents' side effects (named actions of the agent machine): model, mediate, handoff ---
  let round = new Map<string, Promise<ChatResponse>>();

  // The agents' side effects start after the transition that asked for them has finished (a microtask
  // later, so no other actor is driven from inside an action) and answer with an event. What failed is
  // told only if it does (the contexts it reads are snapshots, never changed).
  const answer = (rt: AgentRt, work: () => Promise<AgentEvent>, what: () => string): void => {
    Promise.resolve()
      .then(work)
      .then(
        (ev) => live(rt).send(ev),
        (e: unknown) => {
          if (failure === null) {
            failure = `${what()}: ${errText(e)}`;
            failureCause = e;
          }
          live(rt).send({ type: 'FAILED', error: errText(e) });
        },
      );
  };
  port.ask = (context) => {
    const rt = agents.get(context.id) as AgentRt;
    const pending = round.get(context.id);
    answer(
      rt,
      async () => {
        if (!pending) throw new Error('no model call was started');
        const res = await pending;
        addUsage(rt.work, res.usage);
        rt.transcript.push(res.message);
        const actions = parseActions(rt.plan, res.message, domainNames);
        // A reply cut off at the token limit: its broken calls say so instead of only "invalid JSON".
        if (res.finishReason === 'length') for (const a of actions) if (a.kind === 'invalid') a.error += ' (the reply was cut off at the token limit: finish_reason length)';
        return { type: 'REPLY' as const, actions };
      },
      () => `model call failed for agent ${context.id}, turn ${context.turn}`,
    );
  };
  port.mediate = (context) => {
    const rt = agents.get(context.id) as AgentRt;
    const a = context.queue[0] as AgentAction;
    answer(rt, () => mediate(rt, a), () => `call by ${context.id} failed`);
  };
  port.handoff = (context) => {
    const rt = agents.get(context.id) as AgentRt;
    const a = context.queue[0] as AgentAction;
    answer(rt, () => handoff(rt, a), () => `handoff by ${context.id} failed`);
  };

  // A mediated call and a handoff each resolve to the event that answers the agent.
  async function mediate(rt: AgentRt, a: AgentAction): Promise<AgentEvent> {
    if (a.kind !== 'domain' && a.kind !== 'invalid') throw new Error(`mediate: unexpected ${a.kind}`);
    const callSeq = seq++;
    const path = rt.path.slice();
    // Written out in sorted key order, as every record of the trajectory (see callRecord): canonical
    // JSON then keeps it as it is.
    if (a.kind === 'invalid') {
      calls.push({ agent: rt.plan.id, args: a.args, authority: rt.authority, confirmation: null, error: a.error, hop: rt.hop, path, seq: callSeq, status: 'failed', tool: a.tool, verdict: null });
      toolMessage(rt, a.callId, RESULT.failed(a.error));
      return { type: 'DONE' };
    }
    const pending: MediatedCall = { seq: callSeq, agent: rt.plan.id, hop: rt.hop, path, tool: a.tool, args: a.args, policy: rt.policy };
    resolvingAgent = rt.plan.id;
    const outcome = await new Promise<CallOutcome>((res) => {
      outcomeWaiter = res;
      monitor.send({ type: 'CALL', call: pending });
    });
    resolvingAgent = null;
    calls.push(callRecord(pending, rt.authority, outcome));
    const content =
      outcome.status === 'executed'
        ? resultText(outcome.result ?? null)
        : outcome.status === 'denied'
          ? RESULT.denied(outcome.verdict?.reason ?? 'no rule')
          : outcome.status === 'blocked'
            ? RESULT.declined()
            : RESULT.failed(outcome.error ?? 'failed');
    toolMessage(rt, a.callId, content);
    return { type: 'DONE' };
  }

  async function handoff(rt: AgentRt, a: AgentAction): Promise<AgentEvent> {
    if (a.kind !== 'handoff' && a.kind !== 'report') throw new Error(`handoff: unexpected ${a.kind}`);
    const kind = a.kind === 'handoff' ? ('delegate' as const) : ('report' as const);
    const to = a.kind === 'handoff' ? a.to : rt.delegator;
    if (to === null || !agents.has(to)) {
      coordination.push({ agent: rt.plan.id, detail: 'nobody delegated to this agent', seq: seq++, status: 'refused', tool: 'report_back' });
      toolMessage(rt, a.callId, RESULT.notDelivered('nobody delegated work to you'));
      return { type: 'DONE' };
    }
    if (handoffCount >= limits.handoffsPerRun) {
      coordination.push({ agent: rt.plan.id, detail: `handoff limit ${limits.handoffsPerRun} reached`, seq: seq++, status: 'refused', tool: a.kind === 'handoff' ? `handoff_to_${to}` : 'report_back' });
      toolMessage(rt, a.callId, RESULT.notDelivered('handoff limit reached'));
      endWith('handoff_limit', `${rt.plan.id} tried handoff #${handoffCount + 1} to ${to}; the limit is ${limits.handoffsPerRun}`);
      return { type: 'STOP' };
    }
    const edge = edgeOf(edgeKey(rt.plan.id, to, kind));
    if (!edge) throw new Error(`no ${kind} edge ${rt.plan.id} -> ${to}`);
    handoffCount++;
    const receiver = agents.get(to) as AgentRt;
    const env: HandoffEnvelope = {
      seq: seq++,
      from: rt.plan.id,
      to,
      kind,
      message: a.message,
      hop: kind === 'delegate' ? rt.hop + 1 : receiver.hop,
      parentPolicy: defense === 'chain' && kind === 'delegate' ? rt.policy : null,
      policy: null,
      defenseUsage: { prompt_tokens: 0, completion_tokens: 0 },
    };
    let got: HandoffEnvelope;
    try {
      got = await deliver(edge, env);
    } catch (e) {
      if (failure === null) {
        failure = `handoff #${env.seq} ${rt.plan.id} -> ${to} failed: ${errText(e)}`;
        failureCause = e;
      }
      throw e;
    }
    // Keys in sorted order, as every record of the trajectory built here (see callRecord).
    handoffs.push({ authority: rt.authority, from: got.from, hop: got.hop, kind: got.kind, message: got.message, policy: kind === 'delegate' && defense === 'chain' ? got.policy : null, seq: got.seq, to: got.to });
    addUsage(receiver.defense, got.defenseUsage);
    if (got.protocolUsage) addUsage(rt.work, got.protocolUsage);
    receiver.inbox.push({
      kind,
      from: rt.plan.id,
      text: got.message,
      delegation: kind === 'delegate' ? { hop: got.hop, path: [...rt.path, to], policy: defense === 'chain' ? got.policy : null, from: rt.plan.id, via: got.seq } : null,
    });
    receiver.received++;
    toolMessage(rt, a.callId, kind === 'delegate' ? RESULT.handedOff(to) : RESULT.reported(to));
    return { type: 'DONE' };
  }

  // --- the agents ---
  port.settled = (id) => {
    const rt = agents.get(id);
    const done = rt?.settle;
    if (rt && done) {
      rt.settle = null;
      done();
    }
  };
  port.finish = (context) => {
    const rt = agents.get(context.id) as AgentRt;
    const a = context.queue[0];
    if (a?.kind !== 'finish') return;
    finalAnswer = a.answer;
    coordination.push({ agent: context.id, detail: null, seq: seq++, status: 'done', tool: 'finish' });
    toolMessage(rt, a.callId, RESULT.finished());
    endWith('finished', `${context.id} finished`);
  };
  port.refuseFinish = (context) => {
    const rt = agents.get(context.id) as AgentRt;
    const a = context.queue[0];
    if (a?.kind !== 'finish') return;
    const reason = context.domainCalls === 0 ? 'you have not done any work with your tools yet' : 'a new message arrived for you that you have not handled yet';
    coordination.push({ agent: context.id, detail: reason, seq: seq++, status: 'refused', tool: 'finish' });
    toolMessage(rt, a.callId, RESULT.finishRefused(reason));
  };
  const live = (rt: AgentRt): Actor<typeof RuntimeAgent> => {
    if (!rt.actor) {
      const plan = rt.plan;
      const input: AgentMachineInput = { id: plan.id, maxTurns: limits.turnsPerAgent, finishAnytime: plan.canFinish && plan.kind !== 'peer', port };
      rt.actor = createActor(RuntimeAgent, { id: `${runId}/${plan.id}`, input, snapshot: agentAtRest(input) });
      actorsToStop.push(rt.actor);
      rt.actor.start();
    }
    return rt.actor;
  };
  for (const plan of plans) {
    const rt: AgentRt = {
      plan,
      actor: null,
      transcript: [{ role: 'system', content: plan.system }],
      inbox: [],
      received: 0,
      hop: 0,
      path: ['user', plan.id],
      policy: null,
      delegator: null,
      authority: null,
      work: zero(),
      defense: zero(),
      settle: null,
    };
    agents.set(plan.id, rt);
    order.push(rt);
  }

  // The user's request goes verbatim to the entry agent only.
  const entry = agents.get(entryPlan.id) as AgentRt;
  entry.inbox.push({ kind: 'user', from: 'user', text: task.request, delegation: { hop: 0, path: ['user', entryPlan.id], policy: rootPolicy, from: null, via: null } });
  entry.received = 1;
  if (authActor && rootPolicy) {
    const u = authActor.getSnapshot().context.usage;
    addUsage(entry.defense, u);
  }

  let finalEnv: EnvState = monitor.getSnapshot().context.env;
  const step = (rt: AgentRt, seen: number): Promise<void> =>
    new Promise((res) => {
      rt.settle = res;
      const received = rt.received;
      rt.received = 0;
      live(rt).send({ type: 'STEP', received, seen });
    });
  // Inputs the agent has not seen: its machine's pending ones and the messages delivered since its
  // last STEP. An agent nobody has stepped yet is idle (its actor is created when first stepped).
  const unseen = (rt: AgentRt): number => (rt.actor ? rt.actor.getSnapshot().context.pending : 0) + rt.received;
  const isIdle = (rt: AgentRt): boolean => !rt.actor || rt.actor.getSnapshot().value === 'idle';

  try {
    while (!end) {
      const ready = order.filter((rt) => isIdle(rt) && unseen(rt) > 0);
      if (ready.length === 0) {
        endWith('stalled', 'no agent has unseen input and nobody finished');
        break;
      }
      const spent = ready.find((rt) => live(rt).getSnapshot().context.turn >= limits.turnsPerAgent);
      if (spent) {
        endWith('turn_limit', `${spent.plan.id} used all ${limits.turnsPerAgent} turns with input still waiting`);
        break;
      }
      // Start every ready agent's model call at once, each on the transcript as of the round start.
      round = new Map();
      const seenBy = new Map<string, number>();
      for (const rt of ready) {
        seenBy.set(rt.plan.id, unseen(rt));
        for (const item of rt.inbox) {
          const first = rt.transcript.length === 1;
          rt.transcript.push({ role: 'user', content: first || item.kind === 'user' ? item.text : laterInput(item.kind, item.from, item.text) });
          if (item.delegation) {
            rt.hop = item.delegation.hop;
            rt.path = item.delegation.path;
            rt.policy = item.delegation.policy;
            rt.delegator = item.delegation.from;
            rt.authority = item.delegation.via;
          }
        }
        rt.inbox = [];
        const model = rt.plan.entry ? opts.models.lead : opts.models.executor;
        const turn = live(rt).getSnapshot().context.turn;
        const p = model.complete({ model: model.id, messages: rt.transcript.slice(), tools: rt.plan.chatTools }, { runId, agent: rt.plan.id, turn, purpose: 'work' });
        p.catch(() => undefined); // observed when applied; avoid an unhandled rejection meanwhile
        round.set(rt.plan.id, p);
      }
      // Apply the answers in graph order, one agent at a time.
      for (const rt of ready) {
        if (end) break;
        await step(rt, seenBy.get(rt.plan.id) ?? 0);
        const v = live(rt).getSnapshot().value;
        if (v === 'failed') endWith('error', failure ?? `agent ${rt.plan.id} failed`);
      }
    }
  } finally {
    finalEnv = monitor.getSnapshot().context.env;
    for (const s of subscriptions) s.unsubscribe();
    for (const e of edges.values()) e.input.complete();
    for (const a of actorsToStop) a.stop();
  }

  const finalEnd = end as { reason: EndReason; detail: string | null } | null;
  // The trajectory and its records are built with their keys in sorted (code-unit) order, the order
  // canonical JSON writes them in: it then serialises them as they are instead of copying each one.
  const tokens: Trajectory['tokens'] = {};
  for (const id of sortedIds) {
    const rt = agents.get(id) as AgentRt;
    tokens[id] = { defense: rt.defense, work: rt.work };
  }
  const modelCalls = opts.models.tally?.summary() ?? null;
  const trajectory: Trajectory = {
    agents: plans.map((p) => p.info),
    architecture: graph.name,
    calls,
    confirm: opts.confirm,
    coordination,
    defense,
    endDetail: finalEnd?.detail ?? null,
    endReason: finalEnd?.reason ?? 'error',
    finalAnswer,
    handoffs,
    ...(modelCalls ? { modelCalls } : {}),
    protocol,
    rootPolicy,
    seed,
    taskId: task.id,
    tokens,
  };
  // Only when there were any: a run whose defense worked keeps the trajectory (and hash) it had. Set
  // after the literal (canonical JSON puts the key in its place), so the common case builds as before.
  if (degradations.length > 0) trajectory.degradations = degradations.sort((a, b) => (a.seq ?? -1) - (b.seq ?? -1));
  const transcripts: Record<string, ChatMessage[]> = {};
  for (const rt of order) transcripts[rt.plan.id] = rt.transcript;
  // Canonical JSON once: it is both what the hash is taken over and what a store keeps; encoded
  // once too, as both the hash and the stored (compressed) form read its UTF-8 bytes.
  const trajectoryJson = canonicalJson(trajectory);
  const trajectoryBytes = utf8Bytes(trajectoryJson);
  const failed = trajectory.endReason === 'error' ? { detail: trajectory.endDetail ?? failure ?? 'unknown error', cause: failureCause } : null;
  return { trajectory, trajectoryHash: sha256(trajectoryBytes), trajectoryJson, trajectoryBytes, env: finalEnv, transcripts, failure: failed };
}
