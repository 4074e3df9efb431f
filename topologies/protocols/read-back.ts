import { concatMap } from 'rxjs';
import { assign, setup } from 'xstate';
import type { ProtocolMessage } from '../../src/domain/trajectory.js';
import { COMPARE_SYSTEM, RESTATE_SYSTEM, compareUser, readVerdict, restateUser } from '../../src/models/prompts/read-back.v1.js';
import type { Usage } from '../../src/models/types.js';
import type { HandoffEnvelope, HandoffVariant } from '../handoff.js';
import { runExchange } from './exchange.js';
import { transcriptText } from './transcript-text.js';

/** Read-backs per delegation at most: the first, and one more after a correction; then the user is asked. */
export const READ_BACK_ROUNDS = 2;

/** The events of read-back's edge machine, one per message of the exchange. */
export type ReadBackEvent =
  | { type: 'READBACK' }
  | { type: 'CONFIRM' }
  | { type: 'CORRECT' }
  | { type: 'ESCALATE' }
  | { type: 'ANSWER' };

/**
 * read-back's edge machine: one exchange per delegation. The receiver restates the limits it
 * understood (`restating`), the sender compares them with its own (`comparing`) and confirms, corrects
 * (the receiver reads back again, next round) or escalates to the user (`escalating`), whose answer
 * ends it. A correction in the last round escalates instead. The message is delivered only on an
 * acknowledgement: the sender's CONFIRM or the user's ANSWER. No side effects: the protocol's driver
 * asks whoever's turn the state names.
 */
export const readBackMachine = setup({
  types: {} as { context: { round: number; rounds: number; how: 'confirmed' | 'answered' | null }; events: ReadBackEvent; input: { rounds: number }; output: { how: 'confirmed' | 'answered'; rounds: number } },
  guards: { roundsLeft: ({ context }) => context.round < context.rounds },
}).createMachine({
  id: 'read-back',
  context: ({ input }) => ({ round: 1, rounds: input.rounds, how: null }),
  initial: 'restating',
  states: {
    restating: { on: { READBACK: 'comparing' } },
    comparing: {
      on: {
        CONFIRM: { target: 'delivered', actions: assign({ how: 'confirmed' as const }) },
        CORRECT: [{ guard: 'roundsLeft', target: 'restating', actions: assign({ round: ({ context }) => context.round + 1 }) }, { target: 'escalating' }],
        ESCALATE: 'escalating',
      },
    },
    escalating: { on: { ANSWER: { target: 'delivered', actions: assign({ how: 'answered' as const }) } } },
    delivered: { type: 'final' },
  },
  output: ({ context }) => ({ how: context.how ?? 'confirmed', rounds: context.round }),
});

/** What the receiver reads after a correction. */
export function correctedMessage(message: string, from: string, correction: string): string {
  return `${message}\n\nCorrection from ${from}: ${correction}`;
}

/** What the receiver reads after the user answered an escalation: the user restates their request. */
export function answeredMessage(message: string, request: string): string {
  return `${message}\n\nThe user's answer: ${request}`;
}

const add = (a: Usage, b: Usage): Usage => ({ prompt_tokens: a.prompt_tokens + b.prompt_tokens, completion_tokens: a.completion_tokens + b.completion_tokens });
const ZERO: Usage = { prompt_tokens: 0, completion_tokens: 0 };

/**
 * read-back — before a delegation is delivered, the receiver restates the limits it understood and
 * the sender compares them with its own: it confirms (delivered as it is), corrects (the correction
 * is added to the message and the receiver reads back again) or escalates to the user, who answers
 * with their request. At most READ_BACK_ROUNDS read-backs; a correction in the last round escalates.
 * Stands for read-back/hear-back in human hand-offs (aviation, clinical handover) and the "confirm
 * your understanding" step some orchestration prompts add; not one framework's default. Costs two
 * model calls per round per delegation (the receiver's restatement, charged to the receiver's work;
 * the sender's comparison, to the sender's), and the corrections in the receiver's context. Reports
 * pass unchanged. Chain (a defense, after the protocol) narrows on the message the receiver finally
 * reads.
 */
export const readBack: HandoffVariant = (ctx) => {
  const { transcriptOf, ask } = ctx;
  if (!transcriptOf || !ask) throw new Error("read-back needs the agents' transcripts and models (VariantContext.transcriptOf, ask)");
  return concatMap(async (env: HandoffEnvelope) => {
    if (env.kind !== 'delegate') return env;
    const exchange: ProtocolMessage[] = [];
    let message = env.message;
    let senderUsage = ZERO;
    let receiverUsage = ZERO;
    let readback = '';
    const conversation = transcriptText(transcriptOf(env.from));
    await runExchange<{ how: string }>({
      protocol: 'read-back',
      rounds: READ_BACK_ROUNDS,
      maxSteps: 2 * READ_BACK_ROUNDS + 1,
      machine: readBackMachine,
      input: { rounds: READ_BACK_ROUNDS },
      id: `read-back#${env.seq}`,
      step: async (state, round) => {
        if (state === 'restating') {
          // The request to read back: the message itself in the first round; later rounds follow a correction.
          if (round === 1) exchange.push({ step: 'request', from: env.from, to: env.to, round, text: message });
          const res = await ask(env.to, [{ role: 'system', content: RESTATE_SYSTEM }, { role: 'user', content: restateUser(env.from, message) }]);
          receiverUsage = add(receiverUsage, res.usage);
          readback = res.text.trim();
          exchange.push({ step: 'readback', from: env.to, to: env.from, round, text: readback });
          return { type: 'READBACK' };
        }
        if (state === 'comparing') {
          const res = await ask(env.from, [{ role: 'system', content: COMPARE_SYSTEM }, { role: 'user', content: compareUser(conversation, message, readback, round >= READ_BACK_ROUNDS) }]);
          senderUsage = add(senderUsage, res.usage);
          const { verdict, text } = readVerdict(res.text);
          if (verdict === 'confirm') {
            exchange.push({ step: 'confirm', from: env.from, to: env.to, round, text: res.text.trim() });
            return { type: 'CONFIRM' };
          }
          if (verdict === 'correct' && round < READ_BACK_ROUNDS) {
            exchange.push({ step: 'correct', from: env.from, to: env.to, round, text });
            message = correctedMessage(message, env.from, text);
            return { type: 'CORRECT' };
          }
          exchange.push({ step: 'escalate', from: env.from, to: 'user', round, text });
          return { type: 'ESCALATE' };
        }
        if (state === 'escalating') {
          exchange.push({ step: 'answer', from: 'user', to: env.to, round, text: ctx.request });
          message = answeredMessage(message, ctx.request);
          return { type: 'ANSWER' };
        }
        throw new Error(`read-back: no turn for state ${state}`);
      },
    });
    return {
      ...env,
      message,
      exchange: [...(env.exchange ?? []), ...exchange],
      protocolUsage: add(env.protocolUsage ?? ZERO, senderUsage),
      receiverUsage: add(env.receiverUsage ?? ZERO, receiverUsage),
    };
  });
};
