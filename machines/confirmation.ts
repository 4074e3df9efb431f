import { setup } from 'xstate';
import type { ConfirmationRecord, ConfirmPolicy } from '../src/domain/trajectory.js';
import type { ConfirmationRequest } from '../src/contracts/runtime.js';
import { update } from './update.js';

export interface ConfirmationMachineInput {
  policy: ConfirmPolicy;
  request: ConfirmationRequest;
}

export interface ConfirmationContext extends ConfirmationMachineInput {
  record: ConfirmationRecord | null;
}

/** DECIDED and DECIDE_FAILED answer the `decide` action. */
export type ConfirmationEvent =
  | { type: 'DECIDED'; decision: 'approved' | 'denied'; note: string | null }
  | { type: 'DECIDE_FAILED'; error: unknown };

/**
 * The user's proxy for one Require-Confirmation verdict. Asking for the decision is a named action
 * supplied from outside (auto-approve, auto-deny, oracle, interactive, scripted), answered by an event
 * — as the authorizer's are — so a decision costs no child actor. A failing decider counts as a
 * refusal: an unanswered confirmation never lets a call through.
 */
export const confirmationMachine = setup({
  types: {} as { context: ConfirmationContext; events: ConfirmationEvent; input: ConfirmationMachineInput; output: ConfirmationRecord },
  actions: {
    /** Ask for the decision on the request in context (answered by DECIDED or DECIDE_FAILED). */
    decide: () => {},
  },
}).createMachine({
  id: 'confirmation',
  // Fields listed, not spread (see the agent machine's context).
  context: ({ input }) => ({ policy: input.policy, request: input.request, record: null }),
  initial: 'asking',
  // Records are built with their keys in sorted order: canonical JSON of a trajectory then keeps them as they are.
  states: {
    asking: {
      entry: 'decide',
      on: {
        DECIDED: [
          {
            guard: ({ event }) => event.decision === 'approved',
            target: 'approved',
            actions: update(({ context, event }) => ({ record: { decision: 'approved' as const, note: event.note, policy: context.policy } })),
          },
          {
            target: 'denied',
            actions: update(({ context, event }) => ({ record: { decision: 'denied' as const, note: event.note, policy: context.policy } })),
          },
        ],
        DECIDE_FAILED: {
          target: 'denied',
          actions: update(({ context, event }) => ({
            record: {
              decision: 'denied' as const,
              note: `no answer: ${event.error instanceof Error ? event.error.message : String(event.error)}`,
              policy: context.policy,
            },
          })),
        },
      },
    },
    approved: { type: 'final' },
    denied: { type: 'final' },
  },
  output: ({ context }) => context.record as ConfirmationRecord,
});
