import { assign, fromPromise, setup } from 'xstate';
import type { EnvState } from '../src/domain/environment.js';
import type { JsonObject, JsonValue } from '../src/domain/json.js';
import type { ToolSpec } from '../src/domain/tool.js';
import type { Task } from '../src/domain/task.js';
import type { CallStatus, ConfirmationRecord, ConfirmPolicy, Defense } from '../src/domain/trajectory.js';
import type { Policy, Rule, Verdict } from '../src/policy/schema.js';
import { confirmationMachine, type ConfirmationMachineInput } from './confirmation.js';
import { toolMachine, type ToolEffect, type ToolMachineInput, type ToolOutput } from './tool.js';

/** A domain call awaiting mediation. */
export interface MediatedCall {
  seq: number;
  agent: string;
  hop: number;
  path: string[];
  tool: string;
  args: JsonObject;
  /** Chain evidence: the policy the caller's handoff carried (ignored under Source and none). */
  policy: Policy | null;
}

/** How the mediation of one call ended. */
export interface CallOutcome {
  call: MediatedCall;
  status: CallStatus;
  verdict: Verdict | null;
  confirmation: ConfirmationRecord | null;
  result?: JsonValue;
  error?: string;
}

export type Judge = (call: { tool: string; args: JsonObject }, policy: Policy) => Verdict;

export interface MonitorInput {
  defense: Defense;
  /** Source's P0: held here, outside the coordination graph; no agent can reach it. */
  rootPolicy: Policy | null;
  env: EnvState;
  tools: ReadonlyMap<string, ToolSpec>;
  judge: Judge;
  /** The confirmation policy (recorded with every decision) and the task the user stated. */
  confirmPolicy: ConfirmPolicy;
  task: Task;
  /** A replacement for the environment's tool effects (tests, fault injection). */
  effect?: ToolEffect;
  /** Opaque handle to the run: supplies the report action and the resolve / decide actors. */
  port?: unknown;
  /** Is there a scope resolver for `uncertain` resolutions (AuthorizerService.resolveUncertain)? */
  canResolve: boolean;
}

export interface MonitorContext extends MonitorInput {
  call: MediatedCall | null;
  verdict: Verdict | null;
  resolved: boolean;
  confirmation: ConfirmationRecord | null;
  outcome: CallOutcome | null;
}

export type MonitorEvent = { type: 'CALL'; call: MediatedCall };

export interface ResolveInput {
  call: MediatedCall;
  rule: Rule | null;
  port: unknown;
}

/** Combine a scope resolution with a stage by taking the stricter of the two. */
export function verdictAfterResolution(v: Verdict, resolution: 'match' | 'mismatch' | null): Verdict {
  if (resolution === null) return v;
  if (resolution === 'mismatch') return { ...v, decision: 'deny', resolution, reason: `${v.reason}; scope resolved to mismatch` };
  const decision = v.stage === 'never' ? 'deny' : v.stage === 'post_approval' ? 'require_confirmation' : 'allow';
  return { ...v, decision, resolution, reason: `${v.reason}; scope resolved to match` };
}

const evidence = (c: MonitorContext): Policy | null => (c.defense === 'source' ? c.rootPolicy : c.defense === 'chain' ? (c.call?.policy ?? null) : null);

/**
 * The reference monitor: mediates every domain call. Undefended, it passes calls straight to the tool.
 * Under Source it judges against P0 (its own context), under Chain against the policy the caller's
 * handoff carried: Allow → execute; Deny → denied; Require-Confirmation → (scope resolver, if
 * uncertain) → the confirmation actor → execute or blocked. Only `executing` can change the world.
 */
export const monitorMachine = setup({
  types: {} as { context: MonitorContext; events: MonitorEvent; input: MonitorInput },
  actors: {
    tool: toolMachine,
    confirmation: confirmationMachine,
    resolve: fromPromise<'match' | 'mismatch' | null, ResolveInput>(async () => null),
  },
  actions: {
    /** Hand the outcome of the current call to whoever sent it. */
    report: () => {},
  },
  guards: {
    undefended: ({ context }) => context.defense === 'none',
    allowed: ({ context }) => context.verdict?.decision === 'allow',
    denied: ({ context }) => context.verdict === null || context.verdict.decision === 'deny',
    uncertain: ({ context }) => context.canResolve && !context.resolved && context.verdict?.resolution === 'uncertain',
  },
}).createMachine({
  id: 'monitor',
  context: ({ input }) => ({ ...input, call: null, verdict: null, resolved: false, confirmation: null, outcome: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CALL: { target: 'judging', actions: assign({ call: ({ event }: { event: MonitorEvent }) => event.call, verdict: null, resolved: false, confirmation: null, outcome: null }) },
      },
    },
    judging: {
      always: [
        { guard: 'undefended', target: 'executing' },
        {
          target: 'deciding',
          actions: assign({
            verdict: ({ context }) => {
              const p = evidence(context);
              const call = context.call as MediatedCall;
              if (!p) return { decision: 'deny' as const, reason: `no policy reached agent ${call.agent} (fail closed)`, resolution: null, stage: null };
              return context.judge({ tool: call.tool, args: call.args }, p);
            },
          }),
        },
      ],
    },
    deciding: {
      always: [
        { guard: 'allowed', target: 'executing' },
        { guard: 'denied', target: 'denied' },
        { guard: 'uncertain', target: 'resolving' },
        { target: 'confirming' },
      ],
    },
    resolving: {
      invoke: {
        id: 'resolve',
        src: 'resolve',
        input: ({ context }) => ({ call: context.call as MediatedCall, rule: evidence(context)?.rules.find((r) => r.tool === context.call?.tool) ?? null, port: context.port }),
        onDone: {
          target: 'deciding',
          actions: assign({ resolved: true, verdict: ({ context, event }) => verdictAfterResolution(context.verdict as Verdict, event.output) }),
        },
        onError: { target: 'deciding', actions: assign({ resolved: true }) },
      },
    },
    confirming: {
      invoke: {
        id: 'confirmation',
        src: 'confirmation',
        input: ({ context }): ConfirmationMachineInput => {
          const c = context.call as MediatedCall;
          return {
            port: context.port,
            policy: context.confirmPolicy,
            request: { task: context.task, call: { agent: c.agent, tool: c.tool, args: c.args, path: c.path, seq: c.seq }, verdict: context.verdict as Verdict },
          };
        },
        onDone: [
          { guard: ({ event }) => event.output.decision === 'approved', target: 'executing', actions: assign({ confirmation: ({ event }) => event.output }) },
          { target: 'blocked', actions: assign({ confirmation: ({ event }) => event.output }) },
        ],
        onError: { target: 'blocked' },
      },
    },
    executing: {
      invoke: {
        id: 'tool',
        src: 'tool',
        input: ({ context }): ToolMachineInput => {
          const c = context.call as MediatedCall;
          return { spec: context.tools.get(c.tool) as ToolSpec, args: c.args, state: context.env, ...(context.effect ? { effect: context.effect } : {}) };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'executed',
            actions: assign({
              env: ({ event }) => event.output.state,
              outcome: ({ context, event }) => ({ call: context.call as MediatedCall, status: 'executed' as const, verdict: context.verdict, confirmation: context.confirmation, result: (event.output as ToolOutput & { ok: true }).result }),
            }),
          },
          {
            target: 'failed',
            actions: assign({
              outcome: ({ context, event }) => ({ call: context.call as MediatedCall, status: 'failed' as const, verdict: context.verdict, confirmation: context.confirmation, error: (event.output as ToolOutput & { ok: false }).error }),
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            outcome: ({ context, event }) => ({ call: context.call as MediatedCall, status: 'failed' as const, verdict: context.verdict, confirmation: context.confirmation, error: String(event.error) }),
          }),
        },
      },
    },
    executed: { entry: 'report', always: 'idle' },
    failed: { entry: 'report', always: 'idle' },
    denied: {
      entry: [assign({ outcome: ({ context }) => ({ call: context.call as MediatedCall, status: 'denied' as const, verdict: context.verdict, confirmation: null }) }), 'report'],
      always: 'idle',
    },
    blocked: {
      entry: [
        assign({
          outcome: ({ context }) => ({
            call: context.call as MediatedCall,
            status: 'blocked' as const,
            verdict: context.verdict,
            confirmation: context.confirmation ?? { policy: context.confirmPolicy, decision: 'denied' as const, note: 'confirmation failed' },
          }),
        }),
        'report',
      ],
      always: 'idle',
    },
  },
});

export type MonitorMachine = typeof monitorMachine;
