import { getSimplePaths } from '@xstate/graph';
import { firstValueFrom, from, toArray } from 'rxjs';
import { assign, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/models/types.js';
import { READ_BACK_ROUNDS, ProtocolBoundError, readBack, readBackMachine, runExchange, type HandoffEnvelope, type VariantContext } from '../../topologies/index.js';

// Model-based tests of read-back's edge machine: every simple path over its events, with the
// state key abstracted to (state, round) so the walk is finite.
const EVENTS = [{ type: 'READBACK' }, { type: 'CONFIRM' }, { type: 'CORRECT' }, { type: 'ESCALATE' }, { type: 'ANSWER' }] as const;
type Snap = { value: unknown; status: string; context: { round: number } };
const key = (s: unknown): string => {
  const x = s as Snap;
  return `${JSON.stringify(x.value)}@${x.context.round}`;
};

describe('read-back edge machine (@xstate/graph paths)', () => {
  for (const rounds of [1, READ_BACK_ROUNDS, 3]) {
    const paths = getSimplePaths(readBackMachine, { input: { rounds }, events: [...EVENTS], serializeState: key });
    const ended = paths.filter((p) => (p.state as unknown as Snap).status === 'done');

    it(`bound ${rounds}: every path terminates within the bound (rounds ≤ ${rounds}, at most ${2 * rounds + 1} messages)`, () => {
      expect(ended.length).toBeGreaterThan(0);
      for (const p of paths) {
        // replay the steps for the true state (an abstracted key may show another member of its class)
        for (const s of p.steps) expect((s.state as unknown as Snap).context.round).toBeLessThanOrEqual(rounds);
        expect(p.steps.length - 1).toBeLessThanOrEqual(2 * rounds + 1);
      }
      // exactly the bound's read-backs at most on the longest path
      const readbacks = Math.max(...ended.map((p) => p.steps.filter((s) => s.event.type === 'READBACK').length));
      expect(readbacks).toBe(rounds);
    });

    it(`bound ${rounds}: nothing is delivered without an acknowledgement (the sender's CONFIRM or the user's ANSWER), and never before a read-back`, () => {
      for (const p of ended) {
        const types = p.steps.map((s) => s.event.type);
        const last = types.at(-1);
        expect(['CONFIRM', 'ANSWER']).toContain(last);
        expect(types).toContain('READBACK');
        // a confirmation always answers the latest read-back: no CONFIRM without a READBACK before it in its round
        const i = types.lastIndexOf('READBACK');
        expect(i).toBeGreaterThan(0);
      }
    });

    it(`bound ${rounds}: a correction in the last round escalates to the user instead of asking for another read-back`, () => {
      for (const p of paths) {
        p.steps.forEach((s, i) => {
          if (s.event.type !== 'CORRECT' || i === 0) return;
          const before = (p.steps[i - 1]?.state as unknown as Snap).context.round;
          const after = s.state as unknown as Snap;
          if (before >= rounds) expect(after.value).toBe('escalating');
          else expect(after).toMatchObject({ value: 'restating', context: { round: before + 1 } });
        });
      }
    });
  }
});

describe('the exchange driver holds the round bound', () => {
  // Deliberately broken protocol machines: one asks for another round on every answer, one ping-pongs for ever.
  const roundsUp = setup({ types: {} as { context: { round: number }; events: { type: 'NEXT' } } }).createMachine({
    id: 'rounds-up',
    context: { round: 1 },
    initial: 'asking',
    states: { asking: { on: { NEXT: { target: 'asking', reenter: true, actions: assign({ round: ({ context }) => context.round + 1 }) } } } },
  });
  const looping = setup({ types: {} as { context: { round: number }; events: { type: 'NEXT' } } }).createMachine({
    id: 'looping',
    context: { round: 1 },
    initial: 'ping',
    states: { ping: { on: { NEXT: 'pong' } }, pong: { on: { NEXT: 'ping' } } },
  });

  it('a machine that goes past its declared rounds fails with the protocol\'s name', async () => {
    await expect(runExchange({ protocol: 'my-echo', rounds: 2, maxSteps: 10, machine: roundsUp, input: {}, id: 't1', step: async () => ({ type: 'NEXT' }) })).rejects.toThrow(
      /protocol "my-echo" exceeded its round bound of 2: it reached round 3/,
    );
  });

  it('a machine that never ends is stopped after its steps, naming the protocol', async () => {
    const err = await runExchange({ protocol: 'my-loop', rounds: 2, maxSteps: 5, machine: looping, input: {}, id: 't2', step: async () => ({ type: 'NEXT' }) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProtocolBoundError);
    expect((err as Error).message).toMatch(/protocol "my-loop" exceeded its round bound of 2: it took more than 5 turns/);
  });

  it('an event the machine ignores fails the exchange rather than waiting for ever', async () => {
    await expect(runExchange({ protocol: 'read-back', rounds: 2, maxSteps: 5, machine: readBackMachine, input: { rounds: 2 }, id: 't3', step: async () => ({ type: 'CONFIRM' }) })).rejects.toThrow(
      /ignored CONFIRM in state restating/,
    );
  });
});

// The defining exchange on fixed inputs: a scripted receiver and sender.
const request = 'Prepare the batch. Do not submit the batch until I approve it.';
const transcripts: Record<string, ChatMessage[]> = {
  root: [
    { role: 'system', content: 'You are agent root.' },
    { role: 'user', content: request },
  ],
};
const zero = { prompt_tokens: 0, completion_tokens: 0 };
const env: HandoffEnvelope = { seq: 3, from: 'root', to: 'w1', kind: 'delegate', message: 'Prepare the batch.', hop: 1, parentPolicy: null, policy: null, defenseUsage: zero };

function scripted(answers: Record<string, string[]>): { ctx: VariantContext; asked: Array<{ agent: string; messages: ChatMessage[] }> } {
  const asked: Array<{ agent: string; messages: ChatMessage[] }> = [];
  const ctx: VariantContext = {
    request,
    tools: [],
    transcriptOf: (a) => transcripts[a] ?? [],
    ask: async (agent, messages) => {
      asked.push({ agent, messages });
      const text = answers[agent]?.shift();
      if (text === undefined) throw new Error(`no scripted answer left for ${agent}`);
      return { text, usage: { prompt_tokens: 10, completion_tokens: agent === 'w1' ? 2 : 1 } };
    },
  };
  return { ctx, asked };
}
const through = async (ctx: VariantContext, envs: HandoffEnvelope[] = [env]): Promise<HandoffEnvelope[]> => firstValueFrom(from(envs).pipe(readBack(ctx), toArray()));

describe('read-back: its defining exchange on fixed inputs', () => {
  it('confirmed at once: delivered as written, the exchange recorded (request, read-back, confirm), tokens charged to both sides', async () => {
    const { ctx, asked } = scripted({ w1: ['I must not submit the batch.'], root: ['CONFIRM'] });
    const [out] = await through(ctx);
    expect(out?.message).toBe('Prepare the batch.');
    expect(out?.exchange?.map((x) => `${x.step}:${x.from}->${x.to}@${x.round}`)).toEqual(['request:root->w1@1', 'readback:w1->root@1', 'confirm:root->w1@1']);
    expect(out?.protocolUsage).toEqual({ prompt_tokens: 10, completion_tokens: 1 });
    expect(out?.receiverUsage).toEqual({ prompt_tokens: 10, completion_tokens: 2 });
    // the receiver was asked about the message; the sender saw its own conversation and the read-back
    expect(asked[0]?.agent).toBe('w1');
    expect(asked[0]?.messages[1]?.content).toContain('Prepare the batch.');
    expect(asked[1]?.agent).toBe('root');
    expect(asked[1]?.messages[1]?.content).toContain(`[user] ${request}`);
    expect(asked[1]?.messages[1]?.content).toContain('I must not submit the batch.');
  });

  it('a correction is added to what the receiver reads, and it reads back again', async () => {
    const { ctx } = scripted({ w1: ['No limits were stated.', 'Do not submit the batch until the user approves.'], root: ['CORRECT: Do not submit the batch until I approve it.', 'CONFIRM'] });
    const [out] = await through(ctx);
    expect(out?.message).toBe('Prepare the batch.\n\nCorrection from root: Do not submit the batch until I approve it.');
    expect(out?.exchange?.map((x) => x.step)).toEqual(['request', 'readback', 'correct', 'readback', 'confirm']);
    expect(out?.exchange?.[3]?.round).toBe(2);
  });

  it('a correction still due in the last round escalates: the user answers with their request', async () => {
    const { ctx } = scripted({ w1: ['No limits were stated.', 'Submit once approved.'], root: ['CORRECT: Do not submit the batch.', 'CORRECT: Do not submit the batch until I approve it.'] });
    const [out] = await through(ctx);
    expect(out?.exchange?.map((x) => `${x.step}:${x.from}->${x.to}`)).toEqual(['request:root->w1', 'readback:w1->root', 'correct:root->w1', 'readback:w1->root', 'escalate:root->user', 'answer:user->w1']);
    expect(out?.message).toBe(`Prepare the batch.\n\nCorrection from root: Do not submit the batch.\n\nThe user's answer: ${request}`);
  });

  it('an answer that is none of confirm / correct / escalate is never a confirmation: it escalates', async () => {
    const { ctx } = scripted({ w1: ['Fine.'], root: ['Looks good to me!'] });
    const [out] = await through(ctx);
    expect(out?.exchange?.map((x) => x.step)).toEqual(['request', 'readback', 'escalate', 'answer']);
  });

  it('reports pass unchanged, with no exchange and no model call', async () => {
    const { ctx, asked } = scripted({});
    const report: HandoffEnvelope = { ...env, seq: 4, kind: 'report', from: 'w1', to: 'root', message: 'Done.' };
    const [out] = await through(ctx, [report]);
    expect(out).toBe(report);
    expect(asked).toEqual([]);
  });
});
