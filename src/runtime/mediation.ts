import { createActor, type Actor } from 'xstate';
import type { AgentAction, AgentEvent } from '../../machines/agent.js';
import type { ToolEffect } from '../../machines/tool.js';
import type { CallOutcome, MediatedCall } from '../contracts/call.js';
import type { DefenseRun } from '../contracts/defense.js';
import type { AuthorizerService, ConfirmationService } from '../contracts/runtime.js';
import type { DefenseStack } from '../defenses/compose.js';
import { initialEnvState, resultText, type EnvState } from '../domain/environment.js';
import type { Task } from '../domain/task.js';
import type { ToolSpec } from '../domain/tool.js';
import type { ConfirmPolicy } from '../domain/trajectory.js';
import { RuntimeMonitor, bindPort, type MonitorPort } from './bound-machines.js';
import { RESULT } from './prompts.js';
import { addUsage, type AgentRt, type RunState } from './run-state.js';
import { callRecord } from './trajectory-builder.js';

/** Append a tool message answering a call (calls without an id, from scripted replies, get none). */
export function toolMessage(rt: AgentRt, callId: string, content: string): void {
  if (callId) rt.transcript.push({ role: 'tool', tool_call_id: callId, content });
}

/**
 * Mediation of the run's domain calls: the reference monitor (one per run) and what the runtime does
 * around it. Before a call, the run's defenses judge it (their beforeCall, composed); the monitor
 * routes the verdict (execute, deny, resolve its scope, ask for confirmation) and alone may run the
 * tool; the outcome is recorded, and what the agent reads of it passes the defenses' onToolResult.
 */
export class Mediation {
  private readonly monitor: Actor<typeof RuntimeMonitor>;
  private outcomeWaiter: ((o: CallOutcome) => void) | null = null;
  private resolvingAgent: string | null = null;
  private confirmation: ConfirmationService;
  private resolveUncertain: AuthorizerService['resolveUncertain'];
  /** The run id the scope resolver's model calls are keyed by (a fork's prefix: the original's). */
  private callRunId: string;

  constructor(
    private readonly state: RunState,
    private stack: DefenseStack,
    private defenseRun: DefenseRun,
    opts: { task: Task; tools: ReadonlyMap<string, ToolSpec>; confirm: ConfirmPolicy; confirmation: ConfirmationService; authorizer: AuthorizerService | undefined; toolEffect: ToolEffect | undefined; callRunId?: string },
  ) {
    this.confirmation = opts.confirmation;
    this.resolveUncertain = opts.authorizer?.resolveUncertain?.bind(opts.authorizer);
    this.callRunId = opts.callRunId ?? state.runId;
    const runId = state.runId;
    const port: MonitorPort = {
      report: (outcome) => {
        const w = this.outcomeWaiter;
        this.outcomeWaiter = null;
        if (w && outcome) w(outcome);
      },
      decide: (req) => this.confirmation.decide(req),
      resolve: async (input) => {
        const resolveUncertain = this.resolveUncertain;
        if (!resolveUncertain || !input.rule) return null;
        const r = await resolveUncertain({ tool: input.call.tool, args: input.call.args }, input.rule, { runId: this.callRunId, callSeq: input.call.seq });
        state.degraded('resolve', input.call.seq, r.unusable);
        const rt = this.resolvingAgent ? state.agents.get(this.resolvingAgent) : undefined;
        if (rt) addUsage(rt.defense, r.usage);
        return r.resolution;
      },
    };
    this.monitor = createActor(RuntimeMonitor, {
      id: `${runId}/monitor`,
      input: {
        env: initialEnvState(opts.task.environment.records),
        tools: opts.tools,
        confirmPolicy: opts.confirm,
        task: opts.task,
        canResolve: Boolean(this.resolveUncertain),
        ...(opts.toolEffect ? { effect: opts.toolEffect } : {}),
      },
    });
    bindPort(this.monitor, port);
    state.toStop.push(this.monitor);
    this.monitor.start();
  }

  /**
   * A counterfactual fork switched the run's condition (between calls): later calls are judged by
   * these defenses and confirmed under this policy; the monitor records the new policy.
   */
  switchTo(c: { stack: DefenseStack; defenseRun: DefenseRun; confirm: ConfirmPolicy; confirmation: ConfirmationService; authorizer: AuthorizerService | undefined; callRunId: string }): void {
    this.stack = c.stack;
    this.defenseRun = c.defenseRun;
    this.confirmation = c.confirmation;
    this.resolveUncertain = c.authorizer?.resolveUncertain?.bind(c.authorizer);
    this.callRunId = c.callRunId;
    this.monitor.send({ type: 'CONDITION', confirmPolicy: c.confirm, canResolve: Boolean(this.resolveUncertain) });
  }

  /** The world as the monitor's tool has left it. */
  env(): EnvState {
    return this.monitor.getSnapshot().context.env;
  }

  /** Mediate an agent's domain (or invalid) call; the event that answers the agent. */
  async mediate(rt: AgentRt, a: AgentAction): Promise<AgentEvent> {
    if (a.kind !== 'domain' && a.kind !== 'invalid') throw new Error(`mediate: unexpected ${a.kind}`);
    const { state } = this;
    const callSeq = state.nextSeq();
    const path = rt.path.slice();
    // Written out in sorted key order, as every record of the trajectory (see callRecord): canonical
    // JSON then keeps it as it is.
    if (a.kind === 'invalid') {
      state.calls.push({ agent: rt.plan.id, args: a.args, authority: rt.authority, confirmation: null, error: a.error, hop: rt.hop, path, seq: callSeq, status: 'failed', tool: a.tool, verdict: null });
      toolMessage(rt, a.callId, RESULT.failed(a.error));
      return { type: 'DONE' };
    }
    const call: MediatedCall = { seq: callSeq, agent: rt.plan.id, hop: rt.hop, path, tool: a.tool, args: a.args, policy: rt.policy };
    const judgement = this.stack.judgesCalls ? this.stack.beforeCall(call, this.defenseRun) : null;
    this.resolvingAgent = rt.plan.id;
    const outcome = await new Promise<CallOutcome>((res) => {
      this.outcomeWaiter = res;
      this.monitor.send({ type: 'CALL', call, judgement });
    });
    this.resolvingAgent = null;
    state.calls.push(callRecord(call, rt.authority, outcome));
    let content =
      outcome.status === 'executed'
        ? resultText(outcome.result ?? null)
        : outcome.status === 'denied'
          ? RESULT.denied(outcome.verdict?.reason ?? 'no rule')
          : outcome.status === 'blocked'
            ? RESULT.declined()
            : RESULT.failed(outcome.error ?? 'failed');
    if (outcome.status === 'executed') content = this.stack.onToolResult(call, outcome, content, this.defenseRun);
    toolMessage(rt, a.callId, content);
    return { type: 'DONE' };
  }
}
