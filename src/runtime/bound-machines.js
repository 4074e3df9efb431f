import { createActor } from 'xstate';
import { agentMachine, initialAgentContext } from '../../machines/agent.js';
import { authorizerMachine } from '../../machines/authorizer.js';
import { confirmationMachine } from '../../machines/confirmation.js';
import { monitorMachine, resolveInput } from '../../machines/monitor.js';
import { deepFreeze } from '../util/freeze.js';
import { errText } from './run-state.js';
// Held by the actor system itself, under a key of this module's own: the system lives exactly as long
// as the actors it holds (a WeakMap keyed by systems did the same at several times the cost).
const PORT = Symbol('masdrift.port');
/** Bind a run's port to an actor's system, before the actor starts. */
export function bindPort(actor, port) {
    actor.system[PORT] = port;
}
const portOf = (system) => system[PORT];
const agentPort = (system) => portOf(system);
const monitorPort = (system) => portOf(system);
const authorizerPort = (system) => portOf(system);
export const RuntimeAgent = agentMachine.provide({
    actions: {
        ask: ({ context, system }) => agentPort(system).ask(context),
        mediate: ({ context, system }) => agentPort(system).mediate(context),
        handoff: ({ context, system }) => agentPort(system).handoff(context),
        settled: ({ context, system }) => agentPort(system).settled(context.id),
        finish: ({ context, system }) => agentPort(system).finish(context),
        refuseFinish: ({ context, system }) => agentPort(system).refuseFinish(context),
    },
});
const AGENT_AT_REST = deepFreeze(RuntimeAgent.getPersistedSnapshot(createActor(RuntimeAgent, { input: { id: '', maxTurns: 1, finishAnytime: false } }).getSnapshot()));
export const agentAtRest = (input) => ({ ...AGENT_AT_REST, context: initialAgentContext(input) });
const RuntimeConfirmation = confirmationMachine.provide({
    actions: {
        // As the authorizer's: the decider runs a tick later, after the transition that asked has finished.
        decide: ({ context, self, system }) => {
            Promise.resolve()
                .then(() => monitorPort(system).decide(context.request))
                .then((d) => self.send({ type: 'DECIDED', decision: d.decision, note: d.note }), (error) => self.send({ type: 'DECIDE_FAILED', error }));
        },
    },
});
export const RuntimeMonitor = monitorMachine.provide({
    actions: {
        report: ({ context, system }) => monitorPort(system).report(context.outcome),
        resolve: ({ context, self, system }) => {
            Promise.resolve()
                .then(() => monitorPort(system).resolve(resolveInput(context)))
                .then((resolution) => self.send({ type: 'RESOLVED', resolution }), (error) => self.send({ type: 'RESOLVE_FAILED', error }));
        },
    },
    actors: { confirmation: RuntimeConfirmation },
});
export const RuntimeAuthorizer = authorizerMachine.provide({
    actions: {
        // The service runs a tick later, after the transition that asked has finished (a service that
        // throws synchronously fails the same way as one that rejects).
        compile: ({ context, self, system }) => {
            Promise.resolve()
                .then(() => authorizerPort(system).compile(context))
                .then((out) => self.send({ type: 'COMPILED', policy: out.policy, usage: out.usage }), (e) => self.send({ type: 'COMPILE_FAILED', error: errText(e) }));
        },
        propose: ({ context, self, system }) => {
            Promise.resolve()
                .then(() => authorizerPort(system).propose(context.job))
                .then((output) => self.send({ type: 'PROPOSED', output }), (error) => self.send({ type: 'PROPOSE_FAILED', error }));
        },
        proposed: ({ event, system }) => authorizerPort(system).proposed(event.output),
        proposeFailed: ({ event, system }) => authorizerPort(system).proposeFailed(event.error),
    },
});
