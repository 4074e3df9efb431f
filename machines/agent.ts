import { setup } from 'xstate';
import type { JsonObject } from '../src/domain/json.js';
import { update } from './update.js';

/**
 * What an agent asked for in one assistant turn, parsed from its tool calls (in order). `invalid` is a
 * call naming a tool the agent does not hold or with malformed arguments: recorded as a failed call.
 */
export type AgentAction =
  | { kind: 'domain'; callId: string; tool: string; args: JsonObject }
  | { kind: 'invalid'; callId: string; tool: string; args: JsonObject; error: string }
  /** `written`: what the sender's call held when it was not the message itself (a typed handoff's fields, as JSON). */
  | { kind: 'handoff'; callId: string; to: string; message: string; written?: string }
  | { kind: 'report'; callId: string; message: string }
  | { kind: 'finish'; callId: string; answer: string };

export interface AgentMachineInput {
  id: string;
  maxTurns: number;
  /** Single agent and Cent root may end the run at any time; peers only when eligible. */
  finishAnytime: boolean;
}

export interface AgentContext extends AgentMachineInput {
  /** Turns taken (the next turn's 0-based index). */
  turn: number;
  /** Inputs not yet seen by the model: messages received (counted at STEP), or own tool results to read. */
  pending: number;
  /** Domain calls issued so far (a peer must have done work before it may finish). */
  domainCalls: number;
  queue: AgentAction[];
  /** This turn produced results the agent should read in another turn. */
  continues: boolean;
  /** This turn handed work on (or reported): the agent waits for new input. */
  yields: boolean;
}

/**
 * STEP brings the count of messages `received` since the previous STEP (the runtime holds the messages
 * themselves; an event per message would only bump a counter) and starts a turn whose request already
 * holds `seen` of the pending inputs, received ones included (the rest stay pending).
 * REPLY, DONE, STOP and FAILED report the outcome of the side effect the current state asked for.
 */
export type AgentEvent =
  | { type: 'STEP'; received: number; seen: number }
  | { type: 'REPLY'; actions: AgentAction[] }
  | { type: 'DONE' }
  | { type: 'STOP' }
  | { type: 'FAILED'; error: string };

const head = (c: AgentContext): AgentAction | undefined => c.queue[0];

/**
 * What the transition leaving `thinking` (REPLY) or a finished side effect (DONE) changes, as a
 * pure function: the routing guards read the context as it will be, so the machine goes straight to
 * the next state instead of through a transient one (one microstep per event instead of two).
 */
function advance(c: AgentContext, e: AgentEvent): Pick<AgentContext, 'queue' | 'turn' | 'domainCalls' | 'continues' | 'yields'> {
  if (e.type === 'REPLY') return { queue: e.actions, turn: c.turn + 1, domainCalls: c.domainCalls, continues: c.continues, yields: c.yields };
  const done = head(c);
  // DONE from `calling` (a mediated call) or `coordinating` (a delivered handoff or report).
  if (done?.kind === 'handoff' || done?.kind === 'report') return { queue: c.queue.slice(1), turn: c.turn, domainCalls: c.domainCalls, continues: c.continues, yields: true };
  return { queue: c.queue.slice(1), turn: c.turn, domainCalls: c.domainCalls + (done?.kind === 'domain' ? 1 : 0), continues: true, yields: c.yields };
}

// The action at the head of the queue once `advance` has applied (without building the new context).
const nextHead = (c: AgentContext, e: AgentEvent): AgentAction | undefined => (e.type === 'REPLY' ? e.actions[0] : c.queue[1]);
const nextLength = (c: AgentContext, e: AgentEvent): number => (e.type === 'REPLY' ? e.actions.length : c.queue.length - 1);

/** May the agent finish now: a Single agent or Cent root always; a peer once it worked and read everything. */
const mayFinish = (finishAnytime: boolean, domainCalls: number, pending: number): boolean => finishAnytime || (domainCalls > 0 && pending === 0);

type Ctx = { context: AgentContext; event: AgentEvent };

/** The context an agent starts with (exported for runtimes that start agents from a persisted snapshot). */
export function initialAgentContext(input: AgentMachineInput): AgentContext {
  return { ...input, turn: 0, pending: 0, domainCalls: 0, queue: [], continues: false, yields: false };
}
const isCoordination = (a: AgentAction | undefined): boolean => a?.kind === 'handoff' || a?.kind === 'report';

/**
 * One agent (single, supervisor, worker or peer — the role is in its input and its tools). It takes a
 * turn when stepped: `ask` its model, then work through the returned actions one at a time — domain
 * calls go to the monitor (`mediate`), handoffs and reports to the edge streams (`handoff`). Those three
 * side effects are named actions supplied from outside (the runtime answers with REPLY / DONE / STOP /
 * FAILED events), so the machine does no I/O and needs no child actor per turn.
 *
 * After a REPLY or a DONE the head of the queue decides the next state: empty → `idle` (own tool
 * results are an input to read next turn, unless the work was handed on); an allowed finish →
 * `finished`; a finish the protocol refuses → `acting`, which refuses it and routes the rest;
 * a handoff or report → `coordinating`; any other call → `calling`.
 */
export const agentMachine = setup({
  types: {} as { context: AgentContext; events: AgentEvent; input: AgentMachineInput },
  actions: {
    /** Ask the model for this turn (the runtime sends REPLY or FAILED). */
    ask: () => {},
    /** Mediate the head action, a domain or invalid call (the runtime sends DONE or FAILED). */
    mediate: () => {},
    /** Deliver the head action, a handoff or report (the runtime sends DONE, STOP or FAILED). */
    handoff: () => {},
    /** The agent is waiting (or final): the scheduler may go on. */
    settled: () => {},
    /** The head action is an honoured finish. */
    finish: () => {},
    /** The head action is a finish the protocol refuses (peer not eligible). */
    refuseFinish: () => {},
    advance: update(({ context, event }) => advance(context, event)),
    /** Advance, then count the agent's own results as an input to read next turn. */
    advanceToIdle: update(({ context, event }) => {
      const n = advance(context, event);
      return { queue: n.queue, turn: n.turn, domainCalls: n.domainCalls, continues: n.continues, yields: n.yields, pending: context.pending + (n.continues && !n.yields ? 1 : 0) };
    }),
  },
  guards: {
    hasPending: ({ context, event }: Ctx) => context.pending + (event.type === 'STEP' ? event.received : 0) > 0,
    outOfTurns: ({ context }) => context.turn >= context.maxTurns,
    // Routing after REPLY / DONE, on the context `advance` produces.
    nextEmpty: ({ context, event }: Ctx) => nextLength(context, event) === 0,
    nextIsAllowedFinish: ({ context, event }: Ctx) =>
      nextHead(context, event)?.kind === 'finish' && mayFinish(context.finishAnytime, advance(context, event).domainCalls, context.pending),
    nextIsFinish: ({ context, event }: Ctx) => nextHead(context, event)?.kind === 'finish',
    nextIsCoordination: ({ context, event }: Ctx) => isCoordination(nextHead(context, event)),
    // Routing inside `acting`, on the context as it is.
    queueEmpty: ({ context }) => context.queue.length === 0,
    headIsAllowedFinish: ({ context }) => head(context)?.kind === 'finish' && mayFinish(context.finishAnytime, context.domainCalls, context.pending),
    headIsFinish: ({ context }) => head(context)?.kind === 'finish',
    headIsCoordination: ({ context }) => isCoordination(head(context)),
  },
}).createMachine({
  id: 'agent',
  context: ({ input }) => initialAgentContext(input),
  initial: 'idle',
  states: {
    idle: {
      entry: 'settled',
      on: {
        STEP: [
          { guard: 'outOfTurns', target: 'exhausted' },
          { guard: 'hasPending', target: 'thinking' },
        ],
      },
    },
    thinking: {
      entry: [
        update(({ context, event }) => ({
          pending: event.type === 'STEP' ? Math.max(0, context.pending + event.received - event.seen) : context.pending,
          continues: false,
          yields: false,
        })),
        'ask',
      ],
      on: {
        REPLY: route(),
        FAILED: 'failed',
      },
    },
    // Only a refused finish comes here: refuse it, drop it, and route what follows.
    acting: {
      always: [
        {
          guard: 'queueEmpty',
          target: 'idle',
          actions: update(({ context }) => ({ pending: context.pending + (context.continues && !context.yields ? 1 : 0) })),
        },
        { guard: 'headIsAllowedFinish', target: 'finished', actions: 'finish' },
        { guard: 'headIsFinish', target: 'acting', reenter: true, actions: ['refuseFinish', update(({ context }) => ({ queue: context.queue.slice(1), continues: true }))] },
        { guard: 'headIsCoordination', target: 'coordinating' },
        { target: 'calling' },
      ],
    },
    calling: {
      entry: 'mediate',
      on: {
        DONE: route(),
        FAILED: 'failed',
      },
    },
    coordinating: {
      entry: 'handoff',
      on: {
        DONE: route(),
        STOP: 'halted',
        FAILED: 'failed',
      },
    },
    finished: { type: 'final', entry: 'settled' },
    exhausted: { type: 'final', entry: 'settled' },
    halted: { type: 'final', entry: 'settled' },
    failed: { type: 'final', entry: 'settled' },
  },
});

/**
 * The transitions out of a side effect's outcome (REPLY or DONE), routed on the advanced context.
 * `reenter` makes calling → calling (and coordinating → coordinating) run the entry action again for
 * the next queued action.
 */
function route() {
  return [
    { guard: 'nextEmpty', target: 'idle', actions: 'advanceToIdle' },
    { guard: 'nextIsAllowedFinish', target: 'finished', actions: ['advance', 'finish'] },
    { guard: 'nextIsFinish', target: 'acting', actions: 'advance' },
    { guard: 'nextIsCoordination', target: 'coordinating', reenter: true, actions: 'advance' },
    { target: 'calling', reenter: true, actions: 'advance' },
  ] as const;
}

export type AgentMachine = typeof agentMachine;
