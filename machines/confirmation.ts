import { setup } from 'xstate';
import type { ConfirmationRecord, ConfirmPolicy, ConsentExchange } from '../src/domain/trajectory.js';
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
  | { type: 'DECIDED'; decision: 'approved' | 'denied'; note: string | null; exchange?: ConsentExchange }
  | { type: 'DECIDE_FAILED'; error: unknown };

/** The record of a decision: keys in sorted order (exchange only when there was one). */
function decided(policy: ConfirmPolicy, decision: 'approved' | 'denied', note: string | null, exchange: ConsentExchange | undefined): ConfirmationRecord {
  return exchange ? { decision, exchange, note, policy } : { decision, note, policy };
}

/**
 * The user's proxy for one Require-Confirmation verdict. Asking for the decision is a named action
 * supplied from outside (auto-approve, auto-deny, oracle, consent-by-delegator, interactive, scripted),
 * answered by an event — as the authorizer's are — so a decision costs no child actor. A failing
 * decider counts as a refusal: an unanswered confirmation never lets a call through. When the
 * decider asked someone other than the user's stand-in (the delegating agent's model), the answer
 * carries that exchange and the record keeps it: who asked, who answered, what.
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
            actions: update(({ context, event }) => ({ record: decided(context.policy, 'approved', event.note, event.exchange) })),
          },
          {
            target: 'denied',
            actions: update(({ context, event }) => ({ record: decided(context.policy, 'denied', event.note, event.exchange) })),
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
