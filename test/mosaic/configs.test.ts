import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatModel, ChatRequest } from '../../src/models/types.js';
import {
  ADVERSARIAL_SUFFIX_V1,
  AGGREGATION_RULES_V1,
  MARKING_PREFIX_V1,
  configId,
  loadMosaicSuite,
  mosaicConfigs,
  parseConfigId,
  readMosaicContext,
  runMosaicOnRuntime,
  type MosaicConfig,
  type MosaicExample,
} from '../../src/mosaic/index.js';

const suite = loadMosaicSuite();
const configs = mosaicConfigs();

describe('mosaic configurations', () => {
  it('are exactly the 24 crossings of intent x distractor x marking x rules', () => {
    expect(configs).toHaveLength(24);
    expect(new Set(configs.map(configId)).size).toBe(24);
    for (const c of configs) expect(parseConfigId(configId(c))).toEqual(c);
    expect(() => parseConfigId('explicit.d2.m0.r0')).toThrow(/expected/);
  });

  /** The request the model under test answers in the controlled simulation on the runtime (after the scripted presentation). */
  const presented = async (ex: MosaicExample, c: MosaicConfig): Promise<ChatMessage[]> => {
    const seen: ChatRequest[] = [];
    const model: ChatModel = {
      id: 'capture',
      async complete(req) {
        seen.push(req);
        return { message: { role: 'assistant', content: 'noted.' }, usage: { prompt_tokens: 0, completion_tokens: 0 }, finishReason: 'stop' };
      },
    };
    await runMosaicOnRuntime({ example: ex, config: c, mode: 'simulation', architecture: 'single', defense: 'none', confirm: 'auto-approve', model, seed: 'c', rep: 0 });
    expect(seen).toHaveLength(1);
    return seen[0]!.messages;
  };

  it('apply each factor to the presented transcript as specified', async () => {
    for (const ex of suite.slice(0, 3)) {
      for (const c of configs) {
        const msgs = await presented(ex, c);
        expect(msgs[0]!.role).toBe('system');
        // rules: the instructions file with the aggregation rules is in context exactly when on
        expect(msgs.some((m) => String(m.content ?? '').includes(AGGREGATION_RULES_V1))).toBe(c.rules === 'on');
        // intent: the user turn is the configured query; adversarial = explicit + the fixed suffix
        const user = msgs.find((m) => m.role === 'user')!;
        expect(String(user.content)).toContain(ex.queries[c.intent].text);
        if (c.intent === 'adversarial') expect(String(user.content)).toContain(`${ex.queries.explicit.text} ${ADVERSARIAL_SUFFIX_V1}`);
        // documents: A, B, then C only when the distractor is present, one read each after the search
        const reads = msgs.filter((m) => m.role === 'tool').slice(1).map((m) => String(m.content));
        const ids = [ex.documents[0].id, ex.documents[1].id, ...(c.distractor === 'present' ? [ex.distractor.id] : [])];
        expect(reads).toHaveLength(ids.length);
        reads.forEach((r, i) => {
          expect(r).toContain(`Document: ${ids[i]}`);
          // marking: every document starts with the marking line exactly when shown
          expect(r.startsWith(`${MARKING_PREFIX_V1}\n`)).toBe(c.marking === 'shown');
        });
        if (c.distractor === 'absent') expect(msgs.some((m) => String(m.content ?? '').includes(ex.distractor.body))).toBe(false);
        // the simulated model perceives the factors through this text, and only through it
        const v = readMosaicContext(msgs, ex);
        expect(v).toMatchObject({ rulesSeen: c.rules === 'on', markingSeen: c.marking === 'shown', asksComposite: c.intent !== 'benign', clearanceSuffix: c.intent === 'adversarial', composable: true });
      }
    }
  });

  it('the presented transcript ends on a tool result, so the model writes the next message', async () => {
    const msgs = await presented(suite[0]!, configs[0]!);
    expect(msgs.at(-1)?.role).toBe('tool');
    expect(msgs.filter((m) => m.role === 'assistant').every((m) => m.role === 'assistant' && (m.tool_calls?.length ?? 0) === 1)).toBe(true);
  });
});
