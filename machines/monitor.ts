import { sendTo, setup } from 'xstate';
import type { EnvState } from '../src/domain/environment.js';
import type { ToolSpec } from '../src/domain/tool.js';
import type { Task } from '../src/domain/task.js';
import type { ConfirmationRecord, ConfirmPolicy } from '../src/domain/trajectory.js';
import type { Rule, Verdict } from '../src/policy/schema.js';
import type { CallOutcome, MediatedCall } from '../src/contracts/call.js';
import type { CallJudgement } from '../src/contracts/defense.js';
import { confirmationMachine, type ConfirmationMachineInput } from './confirmation.js';
import { toolActor, type ToolEffect, type ToolEvent, type ToolOutput, type ToolResultEvent } from './tool.js';
import { update } from './update.js';

export type { CallOutcome, MediatedCall } from '../src/contracts/call.js';

export interface MonitorInput {
  env: EnvState;
  tools: ReadonlyMap<string, ToolSpec>;
  /** The confirmation policy (recorded with every decision) and the task the user stated. */
  confirmPolicy: ConfirmPolicy;
  task: Task;
  /** A replacement for the environment's tool effects (tests, fault injection). */
  effect?: ToolEffect;
  /** Is there a scope resolver for `uncertain` resolutions (AuthorizerService.resolveUncertain)? */
  canResolve: boolean;
}

export interface MonitorContext extends MonitorInput {
  call: MediatedCall | null;
  verdict: Verdict | null;
  /** The rule the verdict was judged under (what the scope resolver refines). */
  rule: Rule | null;
  resolved: boolean;
  confirmation: ConfirmationRecord | null;
  outcome: CallOutcome | null;
}

/**
 * CALL asks for the mediation of one call, with the run's defenses' judgement on it (null: no defense
 * judges calls, and the call goes straight to its tool). RESOLVED / RESOLVE_FAILED answer the `resolve` action and
 * TOOL_RESULT answers an EXECUTE sent to the tool actor; a confirmation answers as its actor's output.
 */
export type MonitorEvent =
  | { type: 'CALL'; call: MediatedCall; judgement: CallJudgement | null }
  /** A counterfactual fork switched the run's condition (between calls): the policy recorded, whether scopes can be resolved. */
  | { type: 'CONDITION'; confirmPolicy: ConfirmPolicy; canResolve: boolean }
  | { type: 'RESOLVED'; resolution: 'match' | 'mismatch' | null }
  | { type: 'RESOLVE_FAILED'; error: unknown }
  | ToolResultEvent;

/** What the `resolve` action asks the scope resolver: the call and the rule it was judged under. */
export interface ResolveInput {
  call: MediatedCall;
  rule: Rule | null;
}

/** Combine a scope resolution with a stage by taking the stricter of the two. */
export function verdictAfterResolution(v: Verdict, resolution: 'match' | 'mismatch' | null): Verdict {
  if (resolution === null) return v;
  if (resolution === 'mismatch') return { ...v, decision: 'deny', resolution, reason: `${v.reason}; scope resolved to mismatch` };
  const decision = v.stage === 'never' ? 'deny' : v.stage === 'post_approval' ? 'require_confirmation' : 'allow';
  return { ...v, decision, resolution, reason: `${v.reason}; scope resolved to match` };
}

/** The scope resolver's question for the call in context. */
export const resolveInput = (c: MonitorContext): ResolveInput => ({ call: c.call as MediatedCall, rule: c.rule });

type Ctx = { context: MonitorContext; event: MonitorEvent };

/** The call, verdict and rule a deciding event (CALL, RESOLVED, RESOLVE_FAILED) leaves in context. */
interface Decision {
  call: MediatedCall;
  verdict: Verdict | null;
  rule: Rule | null;
  resolved: boolean;
}

/**
 * The verdict a deciding event brings: a CALL arrives judged, a resolution refines the verdict in
 * context. A pure function of the context and event, read by the guards that route the event (a
 * CALL's is a field read; a resolution's, rare, one spread).
 */
function verdictOf(context: MonitorContext, event: MonitorEvent): Verdict | null {
  if (event.type === 'CALL') return event.judgement?.verdict ?? null;
  return event.type === 'RESOLVED' ? verdictAfterResolution(context.verdict as Verdict, event.resolution) : context.verdict;
}

/** The decision a deciding event brings, for the assign that records it. */
function decisionOf(context: MonitorContext, event: MonitorEvent): Decision {
  if (event.type === 'CALL') return { call: event.call, verdict: event.judgement?.verdict ?? null, rule: event.judgement?.rule ?? null, resolved: false };
  return { call: context.call as MediatedCall, verdict: verdictOf(context, event), rule: context.rule, resolved: true };
}

/**
 * Route a deciding event straight to where its decision leads (no transient state): undefended or
 * Allow → execute; Deny (or no verdict) → denied; uncertain and not yet resolved → the scope resolver;
 * otherwise → the confirmation actor.
 */
function decide() {
  return [
    { guard: 'executes', target: 'executing', actions: 'takeDecision' },
    { guard: 'denied', target: 'idle', actions: ['deny', 'report'] },
    { guard: 'uncertain', target: 'resolving', actions: 'takeDecision' },
    { target: 'confirming', actions: 'takeDecision' },
  ] as const;
}

/**
 * The reference monitor: mediates every domain call. Undefended (no verdict), it passes calls
 * straight to the tool. A call arrives with the run's defenses' verdict (src/defenses: Source judges
 * against P0, which the run holds outside the graph; Chain against the policy the caller's handoff
 * carried): Allow → execute; Deny → denied; Require-Confirmation → (scope resolver, if
 * uncertain) → the confirmation actor → execute or blocked. Only `executing` can change the world: it
 * sends the call to the tool actor (one per monitor) and adopts the world state it answers with.
 * Every call ends back in `idle` with its outcome in context, reported to the caller.
 */
export const monitorMachine = setup({
  types: {} as { context: MonitorContext; events: MonitorEvent; input: MonitorInput },
  actors: {
    tool: toolActor,
    confirmation: confirmationMachine,
  },
  actions: {
    /** Hand the outcome of the current call to whoever sent it. */
    report: () => {},
    /** Ask the scope resolver about the call in context (answered by RESOLVED or RESOLVE_FAILED). */
    resolve: () => {},
    takeDecision: update(({ context, event }: Ctx) => {
      const d = decisionOf(context, event);
      return { call: d.call, verdict: d.verdict, rule: d.rule, resolved: d.resolved, confirmation: null, outcome: null };
    }),
    deny: update(({ context, event }: Ctx) => {
      const d = decisionOf(context, event);
      return { call: d.call, verdict: d.verdict, rule: d.rule, resolved: d.resolved, confirmation: null, outcome: { call: d.call, status: 'denied' as const, verdict: d.verdict, confirmation: null } };
    }),
    execute: sendTo('tool', ({ context }: { context: MonitorContext }): ToolEvent => {
      const c = context.call as MediatedCall;
      return { type: 'EXECUTE', spec: context.tools.get(c.tool) as ToolSpec, args: c.args, state: context.env, ...(context.effect ? { effect: context.effect } : {}) };
    }),
  },
  guards: {
    // No verdict: no defense judges calls (undefended), and the call goes to its tool.
    executes: ({ context, event }: Ctx) => {
      const v = verdictOf(context, event);
      return v === null || v.decision === 'allow';
    },
    denied: ({ context, event }: Ctx) => verdictOf(context, event)?.decision === 'deny',
    // Only an arriving call is resolved (a resolution's verdict goes on to confirmation).
    uncertain: ({ context, event }: Ctx) => context.canResolve && event.type === 'CALL' && event.judgement?.verdict.resolution === 'uncertain',
  },
}).createMachine({
  id: 'monitor',
  // Fields listed, not spread (see the agent machine's context).
  context: ({ input }) => ({
    env: input.env,
    tools: input.tools,
    confirmPolicy: input.confirmPolicy,
    task: input.task,
    effect: input.effect,
    canResolve: input.canResolve,
    call: null,
    verdict: null,
    rule: null,
    resolved: false,
    confirmation: null,
    outcome: null,
  }),
  // The tool actor lives as long as the monitor.
  invoke: { id: 'tool', src: 'tool' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        CALL: decide(),
        CONDITION: { actions: update(({ event }) => (event.type === 'CONDITION' ? { confirmPolicy: event.confirmPolicy, canResolve: event.canResolve } : {})) },
      },
    },
    resolving: {
      entry: 'resolve',
      on: {
        RESOLVED: decide(),
        RESOLVE_FAILED: decide(),
      },
    },
    confirming: {
      invoke: {
        id: 'confirmation',
        src: 'confirmation',
        input: ({ context }): ConfirmationMachineInput => {
          const c = context.call as MediatedCall;
          return {
            policy: context.confirmPolicy,
            request: { task: context.task, call: { agent: c.agent, tool: c.tool, args: c.args, path: c.path, seq: c.seq }, verdict: context.verdict as Verdict },
          };
        },
        onDone: [
          { guard: ({ event }) => event.output.decision === 'approved', target: 'executing', actions: update(({ event }) => ({ confirmation: event.output })) },
          { target: 'idle', actions: [update(({ context, event }) => blockedWith(context, event.output)), 'report'] },
        ],
        onError: { target: 'idle', actions: [update(({ context }) => blockedWith(context, null)), 'report'] },
      },
    },
    // The only state that can change the world: reached on an Allow or an approved confirmation.
    executing: {
      entry: 'execute',
      on: {
        TOOL_RESULT: {
          target: 'idle',
          actions: [update(({ context, event }) => executed(context, event.output)), 'report'],
        },
      },
    },
  },
});

/** The outcome of a call the tool ran: the world it leaves (unchanged unless it succeeded) and what it reported. */
function executed(c: MonitorContext, out: ToolOutput): Pick<MonitorContext, 'env' | 'outcome'> {
  const call = c.call as MediatedCall;
  if (out.ok) return { env: out.state, outcome: { call, status: 'executed', verdict: c.verdict, confirmation: c.confirmation, result: out.result } };
  return { env: c.env, outcome: { call, status: 'failed', verdict: c.verdict, confirmation: c.confirmation, error: out.error } };
}

/** A call the user (or a failed confirmation) did not let through: its confirmation record and outcome. */
function blockedWith(c: MonitorContext, record: ConfirmationRecord | null): Pick<MonitorContext, 'confirmation' | 'outcome'> {
  // Keys in sorted order, as the confirmation machine's records.
  const confirmation = record ?? { decision: 'denied' as const, note: 'confirmation failed', policy: c.confirmPolicy };
  return { confirmation: record, outcome: { call: c.call as MediatedCall, status: 'blocked', verdict: c.verdict, confirmation } };
}

export type MonitorMachine = typeof monitorMachine;
