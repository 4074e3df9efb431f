import { createActor, type AnyStateMachine, type EventObject } from 'xstate';

/** A multi-message protocol went past its declared round bound: the run fails, naming the protocol. */
export class ProtocolBoundError extends Error {
  override readonly name = 'ProtocolBoundError';
  constructor(
    readonly protocol: string,
    readonly bound: number,
    detail: string,
  ) {
    super(`protocol "${protocol}" exceeded its round bound of ${bound}: ${detail}`);
  }
}

/**
 * One exchange of a multi-message protocol on one handoff: the protocol's edge machine (an XState
 * machine with no side effects of its own, whose context holds the 1-based `round`) says whose turn
 * it is; `step` performs that turn — asks the receiver, the sender or the user through the run's
 * model call path — and answers with the event the machine takes next. The exchange ends when the
 * machine reaches a final state, whose output it returns.
 *
 * The driver, not the machine, holds the bound: a machine whose round passes `rounds`, or that takes
 * more than `maxSteps` turns, or that stops in a state that is not final, throws ProtocolBoundError
 * naming the protocol (the handoff fails, and with it the run — recorded as failed, never scored).
 */
export async function runExchange<TOut>(spec: {
  protocol: string;
  /** The declared round bound. */
  rounds: number;
  /** Turns an exchange may take in all (the bound's messages: a machine that loops is stopped here). */
  maxSteps: number;
  machine: AnyStateMachine;
  input: unknown;
  /** An explicit actor id (default ids come from a process-wide counter). */
  id: string;
  step: (state: string, round: number) => Promise<EventObject>;
}): Promise<TOut> {
  const actor = createActor(spec.machine, { id: spec.id, input: spec.input });
  actor.start();
  try {
    for (let steps = 0; ; steps++) {
      const snap = actor.getSnapshot();
      const round = (snap.context as { round?: unknown }).round;
      if (typeof round !== 'number' || round > spec.rounds) throw new ProtocolBoundError(spec.protocol, spec.rounds, `it reached round ${String(round)}`);
      if (snap.status === 'done') return snap.output as TOut;
      if (snap.status !== 'active') throw new ProtocolBoundError(spec.protocol, spec.rounds, `its machine stopped in state ${JSON.stringify(snap.value)} (${snap.status})`);
      if (steps >= spec.maxSteps) throw new ProtocolBoundError(spec.protocol, spec.rounds, `it took more than ${spec.maxSteps} turns without ending`);
      const state = typeof snap.value === 'string' ? snap.value : JSON.stringify(snap.value);
      const event = await spec.step(state, round);
      const before = actor.getSnapshot();
      actor.send(event);
      if (actor.getSnapshot() === before) throw new ProtocolBoundError(spec.protocol, spec.rounds, `its machine ignored ${event.type} in state ${state}`);
    }
  } finally {
    actor.stop();
  }
}
