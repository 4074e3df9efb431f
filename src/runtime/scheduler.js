import { createActor } from 'xstate';
import { parseActions } from './agent-plan.js';
import { RuntimeAgent, agentAtRest, bindPort } from './bound-machines.js';
import { toolMessage } from './mediation.js';
import { RESULT, laterInput } from './prompts.js';
import { addUsage, errText, zeroTokens } from './run-state.js';
/**
 * The scheduler: the run's agents and the rounds that step them. In a round, every agent with
 * unseen input calls its model at once, each on its transcript as of the round's start; the answers
 * are then applied in graph order, one agent at a time, whatever order they arrive in — so the
 * trajectory is a pure function of the options and the models' answers. The agents' machines ask for
 * their side effects by named actions (the port); calls and handoffs go to `effects`.
 */
export class Scheduler {
    state;
    opts;
    round = new Map();
    port;
    constructor(state, plans, opts) {
        this.state = state;
        this.opts = opts;
        for (const plan of plans) {
            const rt = {
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
                work: zeroTokens(),
                defense: zeroTokens(),
                settle: null,
            };
            state.agents.set(plan.id, rt);
            state.order.push(rt);
        }
        const agent = (id) => state.agent(id);
        this.port = {
            ask: (context) => {
                const rt = agent(context.id);
                const pending = this.round.get(context.id);
                this.answer(rt, async () => {
                    if (!pending)
                        throw new Error('no model call was started');
                    const res = await pending;
                    addUsage(rt.work, res.usage);
                    rt.transcript.push(res.message);
                    const actions = parseActions(rt.plan, res.message, opts.domainNames);
                    // A reply cut off at the token limit: its broken calls say so instead of only "invalid JSON".
                    if (res.finishReason === 'length')
                        for (const a of actions)
                            if (a.kind === 'invalid')
                                a.error += ' (the reply was cut off at the token limit: finish_reason length)';
                    return { type: 'REPLY', actions };
                }, () => `model call failed for agent ${context.id}, turn ${context.turn}`);
            },
            mediate: (context) => {
                const rt = agent(context.id);
                const a = context.queue[0];
                this.answer(rt, () => opts.effects.mediate(rt, a), () => `call by ${context.id} failed`);
            },
            handoff: (context) => {
                const rt = agent(context.id);
                const a = context.queue[0];
                this.answer(rt, () => opts.effects.handoff(rt, a), () => `handoff by ${context.id} failed`);
            },
            settled: (id) => {
                const rt = state.agents.get(id);
                const done = rt?.settle;
                if (rt && done) {
                    rt.settle = null;
                    done();
                }
            },
            finish: (context) => {
                const rt = agent(context.id);
                const a = context.queue[0];
                if (a?.kind !== 'finish')
                    return;
                state.finalAnswer = a.answer;
                state.coordination.push({ agent: context.id, detail: null, seq: state.nextSeq(), status: 'done', tool: 'finish' });
                toolMessage(rt, a.callId, RESULT.finished());
                state.endWith('finished', `${context.id} finished`);
            },
            refuseFinish: (context) => {
                const rt = agent(context.id);
                const a = context.queue[0];
                if (a?.kind !== 'finish')
                    return;
                const reason = context.domainCalls === 0 ? 'you have not done any work with your tools yet' : 'a new message arrived for you that you have not handled yet';
                state.coordination.push({ agent: context.id, detail: reason, seq: state.nextSeq(), status: 'refused', tool: 'finish' });
                toolMessage(rt, a.callId, RESULT.finishRefused(reason));
            },
        };
    }
    /**
     * A side effect starts after the transition that asked for it has finished (a microtask later, so
     * no other actor is driven from inside an action) and answers with an event. What failed is told
     * only if it does (the contexts it reads are snapshots, never changed).
     */
    answer(rt, work, what) {
        Promise.resolve()
            .then(work)
            .then((ev) => this.live(rt).send(ev), (e) => {
            this.state.fail(`${what()}: ${errText(e)}`, e);
            this.live(rt).send({ type: 'FAILED', error: errText(e) });
        });
    }
    /** The agent's actor, created (from its resting snapshot) when first needed. */
    live(rt) {
        if (!rt.actor) {
            const plan = rt.plan;
            const input = { id: plan.id, maxTurns: this.opts.turnsPerAgent, finishAnytime: plan.canFinish && plan.kind !== 'peer' };
            const actor = createActor(RuntimeAgent, { id: `${this.state.runId}/${plan.id}`, input, snapshot: agentAtRest(input) });
            bindPort(actor, this.port);
            rt.actor = actor;
            this.state.toStop.push(actor);
            actor.start();
        }
        return rt.actor;
    }
    step(rt, seen) {
        return new Promise((res) => {
            rt.settle = res;
            const received = rt.received;
            rt.received = 0;
            this.live(rt).send({ type: 'STEP', received, seen });
        });
    }
    // Inputs the agent has not seen: its machine's pending ones and the messages delivered since its
    // last STEP. An agent nobody has stepped yet is idle (its actor is created when first stepped).
    unseen(rt) {
        return (rt.actor ? rt.actor.getSnapshot().context.pending : 0) + rt.received;
    }
    isIdle(rt) {
        return !rt.actor || rt.actor.getSnapshot().value === 'idle';
    }
    /** Step rounds until the run ends (finished, stalled, out of turns or handoffs, failed). */
    async run() {
        const { state, opts } = this;
        const runId = state.runId;
        while (!state.end) {
            const ready = state.order.filter((rt) => this.isIdle(rt) && this.unseen(rt) > 0);
            if (ready.length === 0) {
                state.endWith('stalled', 'no agent has unseen input and nobody finished');
                break;
            }
            const spent = ready.find((rt) => this.live(rt).getSnapshot().context.turn >= opts.turnsPerAgent);
            if (spent) {
                state.endWith('turn_limit', `${spent.plan.id} used all ${opts.turnsPerAgent} turns with input still waiting`);
                break;
            }
            // Start every ready agent's model call at once, each on the transcript as of the round start.
            this.round = new Map();
            const seenBy = new Map();
            for (const rt of ready) {
                seenBy.set(rt.plan.id, this.unseen(rt));
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
                const turn = this.live(rt).getSnapshot().context.turn;
                const p = model.complete({ model: model.id, messages: rt.transcript.slice(), tools: rt.plan.chatTools }, { runId, agent: rt.plan.id, turn, purpose: 'work' });
                p.catch(() => undefined); // observed when applied; avoid an unhandled rejection meanwhile
                this.round.set(rt.plan.id, p);
            }
            // Apply the answers in graph order, one agent at a time.
            for (const rt of ready) {
                if (state.end)
                    break;
                await this.step(rt, seenBy.get(rt.plan.id) ?? 0);
                const v = this.live(rt).getSnapshot().value;
                if (v === 'failed')
                    state.endWith('error', state.failure ?? `agent ${rt.plan.id} failed`);
            }
        }
    }
}
