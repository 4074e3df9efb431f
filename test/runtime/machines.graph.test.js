import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { agentMachine } from '../../machines/agent.js';
import { confirmationMachine } from '../../machines/confirmation.js';
import { monitorMachine } from '../../machines/monitor.js';
import { appendTool as spec, loadTask } from './helpers.js';
// Model-based tests: walk every (abstracted) path of the machines with @xstate/graph, supplying the
// answers of their side effects (tool actor, scope resolver, decider) and the invoked confirmation's
// result as events, and check the safety and liveness properties on each path.
const ENV0 = { records: { a: [] }, counters: {} };
const ENV1 = { records: { a: [{ id: 'x' }] }, counters: {} };
const POLICY = { rules: [] };
const VERDICTS = {
    t_allow: { decision: 'allow', reason: 'ok', resolution: 'match', stage: 'current_request' },
    t_confirm: { decision: 'require_confirmation', reason: 'post approval', resolution: 'match', stage: 'post_approval' },
    t_uncertain: { decision: 'require_confirmation', reason: 'uncertain', resolution: 'uncertain', stage: 'current_request' },
    t_deny: { decision: 'deny', reason: 'never', resolution: 'match', stage: 'never' },
};
function monitorInput() {
    return {
        env: ENV0,
        tools: new Map(Object.keys(VERDICTS).map((n) => [n, spec(n)])),
        confirmPolicy: 'oracle',
        task: loadTask(),
        canResolve: true,
    };
}
// A call arrives judged by the run's defenses (src/defenses), or unjudged (undefended: null).
const callEvent = (tool) => ({
    type: 'CALL',
    call: { seq: 0, agent: 'w1', hop: 1, path: ['user', 'root', 'w1'], tool, args: {}, policy: POLICY },
    judgement: { verdict: VERDICTS[tool], rule: null },
});
const monitorEventTable = {
    idle: Object.keys(VERDICTS).map(callEvent),
    executing: [
        { type: 'TOOL_RESULT', output: { ok: true, result: 'done', state: ENV1, changed: true } },
        // A failed call (an effect that throws comes back the same way: see runTool).
        { type: 'TOOL_RESULT', output: { ok: false, error: 'boom', state: ENV0, changed: false } },
    ],
    confirming: [
        { type: 'xstate.done.actor.confirmation', output: { policy: 'oracle', decision: 'approved', note: null } },
        { type: 'xstate.done.actor.confirmation', output: { policy: 'oracle', decision: 'denied', note: null } },
        { type: 'xstate.error.actor.confirmation', error: new Error('no tty') },
    ],
    resolving: [
        { type: 'RESOLVED', resolution: 'match' },
        { type: 'RESOLVED', resolution: 'mismatch' },
        { type: 'RESOLVED', resolution: null },
        { type: 'RESOLVE_FAILED', error: new Error('resolver down') },
    ],
};
// Offer each state only the events it can receive (its side effect's answers, or a new call when idle).
const monitorEvents = ((s) => monitorEventTable[String(s.value)] ?? []);
const serializeMonitor = (s) => {
    const m = s;
    return JSON.stringify([m.value, m.context.env === ENV0 ? 0 : 1, m.context.call?.tool ?? null, m.context.verdict?.decision ?? null, m.context.verdict?.resolution ?? null, m.context.confirmation?.decision ?? null, m.context.outcome?.status ?? null]);
};
describe('monitor machine (model-based)', () => {
    for (const defense of ['judged calls']) {
        const machine = monitorMachine.provide({});
        const paths = getShortestPaths(machine, { input: monitorInput(), events: monitorEvents, serializeState: serializeMonitor, limit: 20_000 });
        it(`${defense}: explores every branch of the mediation`, () => {
            const seen = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.context.outcome?.status ?? ''))));
            for (const st of ['executed', 'failed', 'denied', 'blocked'])
                expect(seen).toContain(st);
            const states = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
            for (const v of ['idle', 'resolving', 'confirming', 'executing'])
                expect(states).toContain(v);
            expect(paths.length).toBeGreaterThan(20);
        });
        it(`${defense}: no tool reaches execution without an Allow or an approved confirmation`, () => {
            let executions = 0;
            for (const p of paths) {
                for (const step of p.steps) {
                    const m = step.state;
                    if (m.value === 'executing') {
                        executions++;
                        const ok = m.context.verdict?.decision === 'allow' || m.context.confirmation?.decision === 'approved';
                        expect(ok, `executing after ${p.steps.map((s) => s.event.type).join(' > ')}`).toBe(true);
                    }
                    if (m.context.outcome?.status === 'executed') {
                        expect(m.context.verdict?.decision === 'allow' || m.context.confirmation?.decision === 'approved').toBe(true);
                    }
                }
            }
            expect(executions).toBeGreaterThan(0);
        });
        it(`${defense}: denied, blocked and failed calls never change the environment`, () => {
            for (const p of paths) {
                let before = ENV0;
                for (const step of p.steps) {
                    const m = step.state;
                    if (step.event.type === 'CALL')
                        before = m.context.env;
                    const st = m.context.outcome?.status;
                    if (st === 'denied' || st === 'blocked' || st === 'failed')
                        expect(m.context.env).toBe(before);
                    if (m.context.env !== before)
                        expect(st).toBe('executed');
                }
            }
        });
        it(`${defense}: every reachable state can finish its call (back to idle)`, () => {
            for (const p of paths) {
                const from = p.state;
                if (from.value === 'idle')
                    continue;
                const back = getShortestPaths(machine, { input: monitorInput(), fromState: from, events: monitorEvents, serializeState: serializeMonitor, toState: (s) => s.value === 'idle', limit: 20_000 });
                expect(back.length, `stuck in ${serializeMonitor(from)}`).toBeGreaterThan(0);
            }
        });
    }
});
const A = {
    domain: { kind: 'domain', callId: 'c', tool: 't', args: {} },
    invalid: { kind: 'invalid', callId: 'c', tool: 'nope', args: {}, error: 'unknown tool' },
    handoff: { kind: 'handoff', callId: 'c', to: 'b', message: 'm' },
    report: { kind: 'report', callId: 'c', message: 'm' },
    finish: { kind: 'finish', callId: 'c', answer: 'done' },
};
// STEP brings the messages received since the last one: none (own results to read, or nothing at all),
// one the turn reads, or two of which the turn reads one (a message that arrived after the round's
// requests were built stays pending through the turn, so a peer's finish may meet unread input).
const agentEventTable = {
    idle: [
        { type: 'STEP', received: 0, seen: 1 },
        { type: 'STEP', received: 1, seen: 1 },
        { type: 'STEP', received: 2, seen: 1 },
    ],
    thinking: [
        { type: 'FAILED', error: 'model down' },
        ...[[], [A.domain], [A.finish], [A.domain, A.finish], [A.handoff], [A.report], [A.invalid, A.finish], [A.handoff, A.finish]].map((actions) => ({ type: 'REPLY', actions })),
    ],
    calling: [{ type: 'DONE' }, { type: 'FAILED', error: 'monitor down' }],
    coordinating: [{ type: 'DONE' }, { type: 'STOP' }],
};
const agentEvents = ((s) => agentEventTable[String(s.value)] ?? []);
const serializeAgent = (s) => {
    const a = s;
    return JSON.stringify([a.value, a.context.turn, Math.min(a.context.pending, 2), a.context.domainCalls > 0, a.context.queue.map((q) => q.kind)]);
};
describe('agent machine (model-based)', () => {
    for (const finishAnytime of [false, true]) {
        const input = { id: 'a', maxTurns: 3, finishAnytime };
        const reachable = getShortestPaths(agentMachine, { input, events: agentEvents, serializeState: serializeAgent, limit: 50_000 });
        it(`finishAnytime=${finishAnytime}: a finish is honoured only when allowed`, () => {
            let finishes = 0;
            for (const p of reachable) {
                const a = p.state;
                if (a.value === 'finished') {
                    finishes++;
                    if (!finishAnytime) {
                        expect(a.context.domainCalls).toBeGreaterThan(0);
                        expect(a.context.pending).toBe(0);
                    }
                }
                expect(a.context.turn).toBeLessThanOrEqual(a.context.maxTurns);
            }
            expect(finishes).toBeGreaterThan(0);
        });
        it(`finishAnytime=${finishAnytime}: every reachable state can settle (idle) or end (final)`, () => {
            const states = new Set(reachable.map((p) => p.state.value));
            for (const v of ['idle', 'thinking', 'acting', 'calling', 'coordinating', 'finished', 'exhausted', 'halted', 'failed']) {
                if (v === 'acting')
                    continue; // transient: always resolved within the same step
                expect(states, `state ${v} unreachable`).toContain(v);
            }
            for (const p of reachable) {
                const from = p.state;
                if (from.value === 'idle' || from.status === 'done')
                    continue;
                const out = getShortestPaths(agentMachine, {
                    input,
                    fromState: p.state,
                    events: agentEvents,
                    serializeState: serializeAgent,
                    toState: (s) => s.value === 'idle' || s.status === 'done',
                    limit: 50_000,
                });
                expect(out.length, `stuck in ${serializeAgent(from)}`).toBeGreaterThan(0);
            }
        });
    }
});
describe('confirmation machine (model-based)', () => {
    const input = { policy: 'scripted', request: { task: loadTask(), call: { agent: 'w1', tool: 'submit_payment_batch', args: {}, path: ['user', 'w1'], seq: 0 }, verdict: VERDICTS.t_confirm } };
    const events = [
        { type: 'DECIDED', decision: 'approved', note: null },
        { type: 'DECIDED', decision: 'denied', note: 'no' },
        { type: 'DECIDE_FAILED', error: new Error('stdin closed') },
    ];
    const paths = getSimplePaths(confirmationMachine, { input, events });
    it('approves only on an explicit approval; every other path ends denied', () => {
        expect(paths.length).toBeGreaterThanOrEqual(3);
        for (const p of paths) {
            const s = p.state;
            const last = p.steps[p.steps.length - 1];
            if (!last || last.event.type.startsWith('xstate.init'))
                continue;
            expect(s.status).toBe('done');
            const approvedEvent = last.event.type === 'DECIDED' && last.event.decision === 'approved';
            expect(s.value).toBe(approvedEvent ? 'approved' : 'denied');
            expect(s.output?.policy).toBe('scripted');
        }
    });
});
