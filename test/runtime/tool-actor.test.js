import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { monitorMachine } from '../../machines/monitor.js';
import { runTool } from '../../machines/tool.js';
import { appendTool as spec, loadTask } from './helpers.js';
// The monitor's tool actor is long-lived: one per monitor, answering every EXECUTE with a TOOL_RESULT.
const ENV0 = { records: { a: [] }, counters: {} };
const appendOrThrow = (state, s) => {
    if (s.name === 'boom')
        throw new Error('exploded');
    return { ok: true, result: s.name, state: { ...state, records: { a: [...(state.records.a ?? []), { id: s.name }] } } };
};
describe('tool actor', () => {
    it('turns an effect that throws into a failed call that leaves the world as it was', () => {
        const out = runTool({ spec: spec('boom'), args: {}, state: ENV0, effect: appendOrThrow });
        expect(out).toEqual({ ok: false, error: 'boom: exploded', state: ENV0, changed: false });
        expect(runTool({ spec: spec('t'), args: {}, state: ENV0, effect: appendOrThrow })).toMatchObject({ ok: true, result: 't', changed: true });
    });
    it('executes successive calls through the same actor, each against the world the previous one left', () => {
        const outcomes = [];
        const machine = monitorMachine.provide({ actions: { report: ({ context }) => void outcomes.push(context.outcome) } });
        const tools = new Map(['t', 'u', 'boom'].map((n) => [n, spec(n)]));
        // Undefended: calls arrive unjudged (no verdict) and go straight to the tool.
        const input = { env: ENV0, tools, confirmPolicy: 'auto-approve', task: loadTask(), effect: appendOrThrow, canResolve: false };
        const monitor = createActor(machine, { input }).start();
        const tool = monitor.getSnapshot().children.tool;
        const call = (seq, t) => ({ seq, agent: 'a', hop: 0, path: ['user', 'a'], tool: t, args: {}, policy: null });
        for (const [i, t] of ['t', 'boom', 'u'].entries())
            monitor.send({ type: 'CALL', call: call(i, t), judgement: null });
        expect(outcomes.map((o) => o.status)).toEqual(['executed', 'failed', 'executed']);
        expect(outcomes[1]?.error).toBe('boom: exploded');
        expect(monitor.getSnapshot().context.env.records.a).toEqual([{ id: 't' }, { id: 'u' }]);
        expect(monitor.getSnapshot().value).toBe('idle');
        expect(monitor.getSnapshot().children.tool).toBe(tool);
        monitor.stop();
    });
});
