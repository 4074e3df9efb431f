import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { agentMachine, initialAgentContext } from '../../machines/agent.js';
// The agent routes straight from an outcome (REPLY / DONE) to the next state; these pin that every
// queued action gets its own side effect, also when two of a kind follow each other.
function agent(finishAnytime = false) {
    const log = [];
    const machine = agentMachine.provide({
        actions: {
            ask: () => log.push('ask'),
            mediate: ({ context }) => log.push(`mediate:${context.queue[0].tool}`),
            handoff: ({ context }) => log.push(`handoff:${context.queue[0]?.kind}`),
            finish: () => log.push('finish'),
            refuseFinish: () => log.push('refuse'),
            settled: () => { },
        },
    });
    const actor = createActor(machine, { input: { id: 'a', maxTurns: 5, finishAnytime } }).start();
    return { actor, log };
}
const domain = (tool) => ({ kind: 'domain', callId: tool, tool, args: {} });
describe('agent machine routing', () => {
    it('mediates each of several calls of one reply, in order, then reads the results next turn', () => {
        const { actor, log } = agent();
        actor.send({ type: 'STEP', received: 1, seen: 1 });
        actor.send({ type: 'REPLY', actions: [domain('a'), domain('b'), domain('c')] });
        actor.send({ type: 'DONE' });
        actor.send({ type: 'DONE' });
        actor.send({ type: 'DONE' });
        expect(log).toEqual(['ask', 'mediate:a', 'mediate:b', 'mediate:c']);
        const s = actor.getSnapshot();
        expect(s.value).toBe('idle');
        expect(s.context).toMatchObject({ domainCalls: 3, pending: 1, turn: 1, queue: [] });
    });
    it('delivers two handoffs of one reply one after the other; handing on means no own input to read', () => {
        const { actor, log } = agent();
        actor.send({ type: 'STEP', received: 1, seen: 1 });
        actor.send({ type: 'REPLY', actions: [{ kind: 'handoff', callId: 'h1', to: 'b', message: 'x' }, { kind: 'handoff', callId: 'h2', to: 'c', message: 'y' }] });
        actor.send({ type: 'DONE' });
        actor.send({ type: 'DONE' });
        expect(log).toEqual(['ask', 'handoff:handoff', 'handoff:handoff']);
        expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { pending: 0, yields: true } });
    });
    it('a peer refused a finish before any work goes on with the rest of the reply; after work it may finish', () => {
        const { actor, log } = agent(false);
        actor.send({ type: 'STEP', received: 1, seen: 1 });
        actor.send({ type: 'REPLY', actions: [{ kind: 'finish', callId: 'f', answer: 'done' }, domain('a'), { kind: 'finish', callId: 'g', answer: 'done' }] });
        actor.send({ type: 'DONE' });
        expect(log).toEqual(['ask', 'refuse', 'mediate:a', 'finish']);
        expect(actor.getSnapshot().value).toBe('finished');
    });
});
// The runtime starts agents from the persisted initial snapshot with each agent's own context in it
// (cheaper than the initial transition): such an agent must be the agent its input would make.
describe('agent started at rest', () => {
    it('has the initial state and context and routes as one created from its input', () => {
        const input = { id: 'a', maxTurns: 5, finishAnytime: false };
        const initial = createActor(agentMachine, { input }).getSnapshot();
        const rest = agentMachine.getPersistedSnapshot(initial);
        const snapshot = { ...rest, context: initialAgentContext(input) };
        const restored = createActor(agentMachine, { input, snapshot }).start();
        expect(restored.getSnapshot().value).toEqual(initial.value);
        expect(restored.getSnapshot().context).toEqual(initial.context);
        const { actor } = agent();
        for (const a of [restored, actor]) {
            a.send({ type: 'STEP', received: 1, seen: 1 });
            a.send({ type: 'REPLY', actions: [domain('a')] });
            a.send({ type: 'DONE' });
        }
        expect(restored.getSnapshot().value).toBe(actor.getSnapshot().value);
        expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
    });
});
