import { and, assign, setup } from 'xstate';
import type { JsonObject } from '../src/domain/json.js';

/**
 * What an agent asked for in one assistant turn, parsed from its tool calls (in order). `invalid` is a
 * call naming a tool the agent does not hold or with malformed arguments: recorded as a failed call.
 */
export type AgentAction =
  | { kind: 'domain'; callId: string; tool: string; args: JsonObject }
  | { kind: 'invalid'; callId: string; tool: string; args: JsonObject; error: string }
  | { kind: 'handoff'; callId: string; to: string; message: string }
  | { kind: 'report'; callId: string; message: string }
  | { kind: 'finish'; callId: string; answer: string };

export interface AgentMachineInput {
  id: string;
  maxTurns: number;
  /** Single agent and Cent root may end the run at any time; peers only when eligible. */
  finishAnytime: boolean;
  /**
   * An opaque handle to the run that implements the side-effect actions. The actions read it from the
   * context, so the machine definition is built once and shared by every run.
   */
  port?: unknown;
}

export interface AgentContext extends AgentMachineInput {
  /** Turns taken (the next turn's 0-based index). */
  turn: number;
  /** Inputs not yet seen by the model: messages received, or own tool results to read. */
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
 * STEP starts a turn whose request already holds `seen` of the pending inputs (the rest stay pending).
 * REPLY, DONE, STOP and FAILED report the outcome of the side effect the current state asked for.
 */
export type AgentEvent =
  | { type: 'INPUT' }
  | { type: 'STEP'; seen: number }
  | { type: 'REPLY'; actions: AgentAction[] }
  | { type: 'DONE' }
  | { type: 'STOP' }
  | { type: 'FAILED'; error: string };

const head = (c: AgentContext): AgentAction | undefined => c.queue[0];

/**
 * One agent (single, supervisor, worker or peer — the role is in its input and its tools). It takes a
 * turn when stepped: `ask` its model, then work through the returned actions one at a time — domain
 * calls go to the monitor (`mediate`), handoffs and reports to the edge streams (`handoff`). Those three
 * side effects are named actions supplied from outside (the runtime answers with REPLY / DONE / STOP /
 * FAILED events), so the machine does no I/O and needs no child actor per turn.
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
    countInput: assign({ pending: ({ context }) => context.pending + 1 }),
    shift: assign({ queue: ({ context }) => context.queue.slice(1) }),
  },
  guards: {
    hasPending: ({ context }) => context.pending > 0,
    outOfTurns: ({ context }) => context.turn >= context.maxTurns,
    queueEmpty: ({ context }) => context.queue.length === 0,
    headIsFinish: ({ context }) => head(context)?.kind === 'finish',
    mayFinish: ({ context }) => context.finishAnytime || (context.domainCalls > 0 && context.pending === 0),
    headIsCoordination: ({ context }) => {
      const k = head(context)?.kind;
      return k === 'handoff' || k === 'report';
    },
  },
}).createMachine({
  id: 'agent',
  context: ({ input }) => ({ ...input, turn: 0, pending: 0, domainCalls: 0, queue: [], continues: false, yields: false }),
  initial: 'idle',
  states: {
    idle: {
      entry: 'settled',
      on: {
        INPUT: { actions: 'countInput' },
        STEP: [
          { guard: 'outOfTurns', target: 'exhausted' },
          { guard: 'hasPending', target: 'thinking' },
        ],
      },
    },
    thinking: {
      entry: [
        assign({
          pending: ({ context, event }) => Math.max(0, context.pending - (event.type === 'STEP' ? event.seen : 0)),
          continues: false,
          yields: false,
        }),
        'ask',
      ],
      on: {
        INPUT: { actions: 'countInput' },
        REPLY: { target: 'acting', actions: assign({ queue: ({ event }) => event.actions, turn: ({ context }) => context.turn + 1 }) },
        FAILED: 'failed',
      },
    },
    acting: {
      on: { INPUT: { actions: 'countInput' } },
      always: [
        {
          guard: 'queueEmpty',
          target: 'idle',
          // Own tool results are an input to read next turn, unless the work was handed on.
          actions: assign({ pending: ({ context }) => context.pending + (context.continues && !context.yields ? 1 : 0) }),
        },
        { guard: and(['headIsFinish', 'mayFinish']), target: 'finished', actions: 'finish' },
        { guard: 'headIsFinish', target: 'acting', reenter: true, actions: ['refuseFinish', 'shift', assign({ continues: true })] },
        { guard: 'headIsCoordination', target: 'coordinating' },
        { target: 'calling' },
      ],
    },
    calling: {
      entry: 'mediate',
      on: {
        INPUT: { actions: 'countInput' },
        DONE: {
          target: 'acting',
          actions: [
            assign({
              domainCalls: ({ context }) => context.domainCalls + (head(context)?.kind === 'domain' ? 1 : 0),
              continues: true,
            }),
            'shift',
          ],
        },
        FAILED: 'failed',
      },
    },
    coordinating: {
      entry: 'handoff',
      on: {
        INPUT: { actions: 'countInput' },
        DONE: { target: 'acting', actions: ['shift', assign({ yields: true })] },
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

export type AgentMachine = typeof agentMachine;
