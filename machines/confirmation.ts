import { assign, fromPromise, setup } from 'xstate';
import type { ConfirmationRecord, ConfirmPolicy } from '../src/domain/trajectory.js';
import type { ConfirmationRequest } from '../src/runtime/contracts.js';

export interface ConfirmationMachineInput {
  policy: ConfirmPolicy;
  request: ConfirmationRequest;
  /** Opaque handle passed to the decide actor (the run's confirmation service). */
  port?: unknown;
}

export interface DecideInput {
  request: ConfirmationRequest;
  port: unknown;
}

export interface ConfirmationContext extends ConfirmationMachineInput {
  record: ConfirmationRecord | null;
}

type Decision = { decision: 'approved' | 'denied'; note: string | null };

/**
 * The user's proxy for one Require-Confirmation verdict. The decision itself comes from an invoked
 * `decide` actor (auto-approve, auto-deny, oracle, interactive, scripted), supplied from outside. A
 * failing decider counts as a refusal: an unanswered confirmation never lets a call through.
 */
export const confirmationMachine = setup({
  types: {} as { context: ConfirmationContext; input: ConfirmationMachineInput; output: ConfirmationRecord },
  actors: {
    decide: fromPromise<Decision, DecideInput>(async () => {
      throw new Error('confirmation machine: no decide actor provided');
    }),
  },
}).createMachine({
  id: 'confirmation',
  context: ({ input }) => ({ ...input, record: null }),
  initial: 'asking',
  states: {
    asking: {
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ request: context.request, port: context.port }),
        onDone: [
          {
            guard: ({ event }) => event.output.decision === 'approved',
            target: 'approved',
            actions: assign({ record: ({ context, event }) => ({ policy: context.policy, decision: 'approved' as const, note: event.output.note }) }),
          },
          {
            target: 'denied',
            actions: assign({ record: ({ context, event }) => ({ policy: context.policy, decision: 'denied' as const, note: event.output.note }) }),
          },
        ],
        onError: {
          target: 'denied',
          actions: assign({
            record: ({ context, event }) => ({
              policy: context.policy,
              decision: 'denied' as const,
              note: `no answer: ${event.error instanceof Error ? event.error.message : String(event.error)}`,
            }),
          }),
        },
      },
    },
    approved: { type: 'final' },
    denied: { type: 'final' },
  },
  output: ({ context }) => context.record as ConfirmationRecord,
});
