import { createActor } from 'xstate';
import { initialEnvState, resultText } from '../domain/environment.js';
import { RuntimeMonitor, bindPort } from './bound-machines.js';
import { RESULT } from './prompts.js';
import { addUsage } from './run-state.js';
import { callRecord } from './trajectory-builder.js';
/** Append a tool message answering a call (calls without an id, from scripted replies, get none). */
export function toolMessage(rt, callId, content) {
    if (callId)
        rt.transcript.push({ role: 'tool', tool_call_id: callId, content });
}
/**
 * Mediation of the run's domain calls: the reference monitor (one per run) and what the runtime does
 * around it. Before a call, the run's defenses judge it (their beforeCall, composed); the monitor
 * routes the verdict (execute, deny, resolve its scope, ask for confirmation) and alone may run the
 * tool; the outcome is recorded, and what the agent reads of it passes the defenses' onToolResult.
 */
export class Mediation {
    state;
    stack;
    defenseRun;
    monitor;
    outcomeWaiter = null;
    resolvingAgent = null;
    constructor(state, stack, defenseRun, opts) {
        this.state = state;
        this.stack = stack;
        this.defenseRun = defenseRun;
        const resolveUncertain = opts.authorizer?.resolveUncertain?.bind(opts.authorizer);
        const runId = state.runId;
        const port = {
            report: (outcome) => {
                const w = this.outcomeWaiter;
                this.outcomeWaiter = null;
                if (w && outcome)
                    w(outcome);
            },
            decide: (req) => opts.confirmation.decide(req),
            resolve: async (input) => {
                if (!resolveUncertain || !input.rule)
                    return null;
                const r = await resolveUncertain({ tool: input.call.tool, args: input.call.args }, input.rule, { runId, callSeq: input.call.seq });
                state.degraded('resolve', input.call.seq, r.unusable);
                const rt = this.resolvingAgent ? state.agents.get(this.resolvingAgent) : undefined;
                if (rt)
                    addUsage(rt.defense, r.usage);
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
                canResolve: Boolean(resolveUncertain),
                ...(opts.toolEffect ? { effect: opts.toolEffect } : {}),
            },
        });
        bindPort(this.monitor, port);
        state.toStop.push(this.monitor);
        this.monitor.start();
    }
    /** The world as the monitor's tool has left it. */
    env() {
        return this.monitor.getSnapshot().context.env;
    }
    /** Mediate an agent's domain (or invalid) call; the event that answers the agent. */
    async mediate(rt, a) {
        if (a.kind !== 'domain' && a.kind !== 'invalid')
            throw new Error(`mediate: unexpected ${a.kind}`);
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
        const call = { seq: callSeq, agent: rt.plan.id, hop: rt.hop, path, tool: a.tool, args: a.args, policy: rt.policy };
        const judgement = this.stack.judgesCalls ? this.stack.beforeCall(call, this.defenseRun) : null;
        this.resolvingAgent = rt.plan.id;
        const outcome = await new Promise((res) => {
            this.outcomeWaiter = res;
            this.monitor.send({ type: 'CALL', call, judgement });
        });
        this.resolvingAgent = null;
        state.calls.push(callRecord(call, rt.authority, outcome));
        let content = outcome.status === 'executed'
            ? resultText(outcome.result ?? null)
            : outcome.status === 'denied'
                ? RESULT.denied(outcome.verdict?.reason ?? 'no rule')
                : outcome.status === 'blocked'
                    ? RESULT.declined()
                    : RESULT.failed(outcome.error ?? 'failed');
        if (outcome.status === 'executed')
            content = this.stack.onToolResult(call, outcome, content, this.defenseRun);
        toolMessage(rt, a.callId, content);
        return { type: 'DONE' };
    }
}
