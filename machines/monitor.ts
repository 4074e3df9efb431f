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
 * Every call ends back in `idle` with its outcome in context, reported to the caller.
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
        // The verdict is taken as the call arrives (against P0 under Source, the carried policy under
        // Chain, none undefended), so `deciding` acts on it at once.
        CALL: {
          target: 'deciding',
          actions: assign(({ context, event }: { context: MonitorContext; event: MonitorEvent }) => ({
            call: event.call,
            verdict: judgeCall({ ...context, call: event.call }),
            resolved: false,
            confirmation: null,
            outcome: null,
          })),
        },
      },
    },
    deciding: {
      always: [
        { guard: 'undefended', target: 'executing' },
        { guard: 'allowed', target: 'executing' },
        { guard: 'denied', target: 'idle', actions: [assign({ outcome: ({ context }) => ({ call: context.call as MediatedCall, status: 'denied' as const, verdict: context.verdict, confirmation: null }) }), 'report'] },
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
          { target: 'idle', actions: [assign(({ context, event }) => blockedWith(context, event.output)), 'report'] },
        ],
        onError: { target: 'idle', actions: [assign(({ context }) => blockedWith(context, null)), 'report'] },
      },
    },
    // The only state that can change the world: reached on an Allow or an approved confirmation.
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
            target: 'idle',
            actions: [
              assign({
                env: ({ event }) => event.output.state,
                outcome: ({ context, event }) => ({ call: context.call as MediatedCall, status: 'executed' as const, verdict: context.verdict, confirmation: context.confirmation, result: (event.output as ToolOutput & { ok: true }).result }),
              }),
              'report',
            ],
          },
          {
            target: 'idle',
            actions: [
              assign({
                outcome: ({ context, event }) => ({ call: context.call as MediatedCall, status: 'failed' as const, verdict: context.verdict, confirmation: context.confirmation, error: (event.output as ToolOutput & { ok: false }).error }),
              }),
              'report',
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            assign({
              outcome: ({ context, event }) => ({ call: context.call as MediatedCall, status: 'failed' as const, verdict: context.verdict, confirmation: context.confirmation, error: String(event.error) }),
            }),
            'report',
          ],
        },
      },
    },
  },
});

/** The verdict on the call in context: none undefended; fail closed when no policy reached the caller. */
function judgeCall(c: MonitorContext): Verdict | null {
  if (c.defense === 'none') return null;
  const p = evidence(c);
  const call = c.call as MediatedCall;
  if (!p) return { decision: 'deny', reason: `no policy reached agent ${call.agent} (fail closed)`, resolution: null, stage: null };
  return c.judge({ tool: call.tool, args: call.args }, p);
}

/** A call the user (or a failed confirmation) did not let through: its confirmation record and outcome. */
function blockedWith(c: MonitorContext, record: ConfirmationRecord | null): Pick<MonitorContext, 'confirmation' | 'outcome'> {
  const confirmation = record ?? { policy: c.confirmPolicy, decision: 'denied' as const, note: 'confirmation failed' };
  return { confirmation: record, outcome: { call: c.call as MediatedCall, status: 'blocked', verdict: c.verdict, confirmation } };
}

export type MonitorMachine = typeof monitorMachine;
