import { edgeKey } from '../../topologies/handoff.js';
import { toolMessage } from './mediation.js';
import { RESULT } from './prompts.js';
import { addUsage, errText } from './run-state.js';
/**
 * An agent's handoff or report: checked against the graph and the run's handoff limit, sent as an
 * envelope along its edge (delivery), recorded as the envelope arrives, and put in the receiver's
 * inbox — a delegation with the hop, path and policy it carries. The event that answers the agent.
 */
export async function handOff(state, delivery, handoffsPerRun, rt, a) {
    if (a.kind !== 'handoff' && a.kind !== 'report')
        throw new Error(`handoff: unexpected ${a.kind}`);
    // The run has ended under this agent (a stage broke the handoff contract): nothing more goes out.
    if (state.end)
        return { type: 'STOP' };
    const kind = a.kind === 'handoff' ? 'delegate' : 'report';
    const to = a.kind === 'handoff' ? a.to : rt.delegator;
    if (to === null || !state.agents.has(to)) {
        state.coordination.push({ agent: rt.plan.id, detail: 'nobody delegated to this agent', seq: state.nextSeq(), status: 'refused', tool: 'report_back' });
        toolMessage(rt, a.callId, RESULT.notDelivered('nobody delegated work to you'));
        return { type: 'DONE' };
    }
    if (state.handoffCount >= handoffsPerRun) {
        state.coordination.push({ agent: rt.plan.id, detail: `handoff limit ${handoffsPerRun} reached`, seq: state.nextSeq(), status: 'refused', tool: a.kind === 'handoff' ? `handoff_to_${to}` : 'report_back' });
        toolMessage(rt, a.callId, RESULT.notDelivered('handoff limit reached'));
        state.endWith('handoff_limit', `${rt.plan.id} tried handoff #${state.handoffCount + 1} to ${to}; the limit is ${handoffsPerRun}`);
        return { type: 'STOP' };
    }
    const key = edgeKey(rt.plan.id, to, kind);
    if (!delivery.edge(key))
        throw new Error(`no ${kind} edge ${rt.plan.id} -> ${to}`);
    state.handoffCount++;
    const receiver = state.agent(to);
    const env = {
        seq: state.nextSeq(),
        from: rt.plan.id,
        to,
        kind,
        message: a.message,
        hop: kind === 'delegate' ? rt.hop + 1 : receiver.hop,
        // A delegation offers the sender's policy to the defenses that carry one (Chain narrows it).
        parentPolicy: kind === 'delegate' ? rt.policy : null,
        policy: null,
        defenseUsage: { prompt_tokens: 0, completion_tokens: 0 },
    };
    let got;
    try {
        got = await delivery.deliver(key, env);
    }
    catch (e) {
        state.fail(`handoff #${env.seq} ${rt.plan.id} -> ${to} failed: ${errText(e)}`, e);
        throw e;
    }
    const policy = kind === 'delegate' ? got.policy : null;
    // Keys in sorted order, as every record of the trajectory (see callRecord).
    state.handoffs.push({ authority: rt.authority, from: got.from, hop: got.hop, kind: got.kind, message: got.message, policy, seq: got.seq, to: got.to });
    addUsage(receiver.defense, got.defenseUsage);
    if (got.protocolUsage)
        addUsage(rt.work, got.protocolUsage);
    receiver.inbox.push({
        kind,
        from: rt.plan.id,
        text: got.message,
        delegation: kind === 'delegate' ? { hop: got.hop, path: [...rt.path, to], policy, from: rt.plan.id, via: got.seq } : null,
    });
    receiver.received++;
    toolMessage(rt, a.callId, kind === 'delegate' ? RESULT.handedOff(to) : RESULT.reported(to));
    return { type: 'DONE' };
}
