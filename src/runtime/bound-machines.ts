import { createActor, type ActorSystem, type Snapshot } from 'xstate';

type AnyActorSystem = ActorSystem<any>;
import { agentMachine, initialAgentContext, type AgentContext, type AgentMachineInput } from '../../machines/agent.js';
import { authorizerMachine, type AuthorizerInput, type ProposeJob, type ProposeOutput } from '../../machines/authorizer.js';
import { confirmationMachine } from '../../machines/confirmation.js';
import { monitorMachine, resolveInput, type CallOutcome, type ResolveInput } from '../../machines/monitor.js';
import type { ConfirmationAnswer, ConfirmationRequest } from '../contracts/runtime.js';
import type { Policy } from '../policy/schema.js';
import type { Usage } from '../models/types.js';
import { deepFreeze } from '../util/freeze.js';
import { errText } from './run-state.js';

/*
 * The machines with their runtime implementations, built once: every run reuses them (providing per
 * run would rebuild the machine graph each time). A machine's named actions reach the run they
 * belong to through a port bound to the actor system they run in (`bindPort`): the machines'
 * contexts hold only data, and a persisted snapshot holds no handle to a run.
 */

/** What a run supplies to an agent's side-effect actions. */
export interface AgentPort {
  ask(ctx: AgentContext): void;
  mediate(ctx: AgentContext): void;
  handoff(ctx: AgentContext): void;
  settled(agent: string): void;
  finish(ctx: AgentContext): void;
  refuseFinish(ctx: AgentContext): void;
}

/** What a run supplies to its reference monitor (and the confirmation actors it invokes). */
export interface MonitorPort {
  report(outcome: CallOutcome | null): void;
  resolve(input: ResolveInput): Promise<'match' | 'mismatch' | null>;
  decide(req: ConfirmationRequest): Promise<ConfirmationAnswer>;
}

/** What a run supplies to its authorizer. */
export interface AuthorizerPort {
  compile(input: AuthorizerInput): Promise<{ policy: Policy; usage: Usage }>;
  propose(job: ProposeJob): Promise<ProposeOutput>;
  proposed(out: ProposeOutput): void;
  proposeFailed(error: unknown): void;
}

// Held by the actor system itself, under a key of this module's own: the system lives exactly as long
// as the actors it holds (a WeakMap keyed by systems did the same at several times the cost).
const PORT = Symbol('masdrift.port');
type PortHolder = { [PORT]?: unknown };

/** Bind a run's port to an actor's system, before the actor starts. */
export function bindPort<P>(actor: { system: AnyActorSystem }, port: P): void {
  (actor.system as PortHolder)[PORT] = port;
}
const portOf = <P>(system: AnyActorSystem): P => (system as PortHolder)[PORT] as P;
const agentPort = (system: AnyActorSystem): AgentPort => portOf<AgentPort>(system);
const monitorPort = (system: AnyActorSystem): MonitorPort => portOf<MonitorPort>(system);
const authorizerPort = (system: AnyActorSystem): AuthorizerPort => portOf<AuthorizerPort>(system);

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

// Agents start from their resting snapshot (`idle` with the initial context) rather than through the
// machine's initial transition, which is most of the cost of creating an agent: the snapshot is the
// machine's own initial one, persisted once, with each agent's context in place of the template's.
// Restoring does not run idle's entry (`settled`), which has nothing to release then: a run creates
// an agent before any step waits on it.
type AgentAtRest = Snapshot<unknown> & { context: AgentContext };
const AGENT_AT_REST = deepFreeze(RuntimeAgent.getPersistedSnapshot(createActor(RuntimeAgent, { input: { id: '', maxTurns: 1, finishAnytime: false } }).getSnapshot())) as AgentAtRest;
export const agentAtRest = (input: AgentMachineInput): AgentAtRest => ({ ...AGENT_AT_REST, context: initialAgentContext(input) });

const RuntimeConfirmation = confirmationMachine.provide({
  actions: {
    // As the authorizer's: the decider runs a tick later, after the transition that asked has finished.
    decide: ({ context, self, system }) => {
      Promise.resolve()
        .then(() => monitorPort(system).decide(context.request))
        .then(
          (d) => self.send(d.exchange ? { type: 'DECIDED', decision: d.decision, note: d.note, exchange: d.exchange } : { type: 'DECIDED', decision: d.decision, note: d.note }),
          (error: unknown) => self.send({ type: 'DECIDE_FAILED', error }),
        );
    },
  },
});

export const RuntimeMonitor = monitorMachine.provide({
  actions: {
    report: ({ context, system }) => monitorPort(system).report(context.outcome),
    resolve: ({ context, self, system }) => {
      Promise.resolve()
        .then(() => monitorPort(system).resolve(resolveInput(context)))
        .then(
          (resolution) => self.send({ type: 'RESOLVED', resolution }),
          (error: unknown) => self.send({ type: 'RESOLVE_FAILED', error }),
        );
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
        .then(
          (out) => self.send({ type: 'COMPILED', policy: out.policy, usage: out.usage }),
          (e: unknown) => self.send({ type: 'COMPILE_FAILED', error: errText(e) }),
        );
    },
    propose: ({ context, self, system }) => {
      Promise.resolve()
        .then(() => authorizerPort(system).propose(context.job as ProposeJob))
        .then(
          (output) => self.send({ type: 'PROPOSED', output }),
          (error: unknown) => self.send({ type: 'PROPOSE_FAILED', error }),
        );
    },
    proposed: ({ event, system }) => authorizerPort(system).proposed((event as { output: ProposeOutput }).output),
    proposeFailed: ({ event, system }) => authorizerPort(system).proposeFailed((event as { error: unknown }).error),
  },
});
