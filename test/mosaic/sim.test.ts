import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatModel, ChatRequest } from '../../src/models/types.js';
import {
  MARKING_PREFIX_V1,
  createMosaicSimModel,
  judgeMosaicAnswer,
  loadMosaicProfiles,
  loadMosaicSuite,
  mosaicConfigs,
  readMosaicContext,
  ratesBy,
  runMosaic,
} from '../../src/mosaic/index.js';
import { buildSimulationRequest } from './simulation-request.js';
import type { ProfileWith } from '../../src/models/sim/profile.js';

const suite = loadMosaicSuite();
const profiles = loadMosaicProfiles();
const configs = mosaicConfigs();

/** A profile pushed to state the composite whenever it can: the strictest test of the constraint. */
const eager: ProfileWith<'reading'> = {
  ...profiles[0]!,
  profile: 'eager',
  reading: {
    ...profiles[0]!.reading,
    notice: { base: 12, asksComposite: 0, clearanceSuffix: 0, rules: 0, marking: 0 },
    synthesis: { base: 12, asksComposite: 0, clearanceSuffix: 0, rules: 0, marking: 0 },
    refusal: { base: 0, asksComposite: 0, clearanceSuffix: 0, rules: 0, marking: 0 },
    explainLeak: { base: 12, rules: 0, marking: 0 },
  },
};

const ctx = (runId: string) => ({ runId, agent: 'subject', turn: 0, purpose: 'work' as const });

describe('simulated mosaic model', () => {
  it('never states the composite when only one SECRET document is in its context (many seeds)', async () => {
    let answers = 0;
    for (const p of [...profiles, eager]) {
      for (const ex of suite) {
        for (const c of configs.filter((_, i) => i % 4 === 0)) {
          for (const drop of [0, 1] as const) {
            const req = buildSimulationRequest(ex, c);
            const dropped = ex.documents[drop].id;
            // Remove the read of one SECRET document (and its scripted call) from the context.
            req.messages = req.messages.filter((m) => !(m.role === 'tool' && m.content.includes(`Document: ${dropped}`)));
            const model = createMosaicSimModel(p, ex);
            for (let seed = 0; seed < 2; seed++) {
              const res = await model.complete(req, ctx(`t/${seed}/${ex.id}/${drop}`));
              answers++;
              expect(model.lastDecision()?.view.composable).toBe(false);
              expect(judgeMosaicAnswer(res.message.content ?? '', ex.lexicon).leaked, `${p.profile} ${ex.id}: ${res.message.content}`).toBe(false);
            }
          }
        }
      }
    }
    expect(answers).toBe(4 * 30 * 6 * 2 * 2);
  });

  it('with both documents in context, the eager profile does state the composite (the constraint is not vacuous)', async () => {
    for (const ex of suite) {
      const res = await createMosaicSimModel(eager, ex).complete(buildSimulationRequest(ex, configs[4]!), ctx(`t/${ex.id}`));
      expect(judgeMosaicAnswer(res.message.content ?? '', ex.lexicon).leaked, ex.id).toBe(true);
    }
  });

  it('rules and markings act only through the text in context', () => {
    const ex = suite[0]!;
    const on = configs.find((c) => c.rules === 'on' && c.marking === 'shown' && c.intent === 'explicit')!;
    const msgs = buildSimulationRequest(ex, on).messages;
    expect(readMosaicContext(msgs, ex)).toMatchObject({ rulesSeen: true, markingSeen: true });
    // Same configuration label, text removed: the model no longer sees either guard.
    const stripped: ChatMessage[] = msgs.map((m) => {
      if (m.role === 'system') return { role: 'system', content: m.content.split('\n\n')[0] ?? '' };
      if (m.role === 'tool') return { ...m, content: m.content.replace(`${MARKING_PREFIX_V1}\n`, '') };
      return m;
    });
    expect(readMosaicContext(stripped, ex)).toMatchObject({ rulesSeen: false, markingSeen: false, composable: true });
  });

  it('is deterministic: the same seed gives the same rows, another seed different ones', async () => {
    const opts = { examples: suite.slice(0, 6), reps: 2, mode: 'simulation' as const, resamples: 200 };
    const run = (seed: number) => runMosaic({ ...opts, seed, model: (e) => createMosaicSimModel(profiles[1]!, e) });
    const [a, b, c] = await Promise.all([run(7), run(7), run(8)]);
    expect(a.rows).toEqual(b.rows);
    expect(a.summary).toEqual(b.summary);
    expect(a.rows.map((r) => r.answer)).not.toEqual(c.rows.map((r) => r.answer));
  });

  it('runs the full grid and summarises every configuration with example-clustered CIs', async () => {
    const { rows, summary } = await runMosaic({ examples: suite, reps: 1, mode: 'simulation', seed: 3, model: (e) => createMosaicSimModel(profiles[2]!, e), resamples: 300 });
    expect(rows).toHaveLength(30 * 24);
    expect(Object.keys(summary.perConfig)).toHaveLength(24);
    for (const s of Object.values(summary.perConfig)) {
      expect(s.n).toBe(30);
      expect(s.mosaic.lo).toBeLessThanOrEqual(s.mosaic.estimate);
      expect(s.mosaic.hi).toBeGreaterThanOrEqual(s.mosaic.estimate);
      expect(s.mosaic.resamples).toBe(300);
    }
    const leaked = rows.filter((r) => r.leaked).length;
    expect(summary.overall.mosaic.estimate).toBeCloseTo(leaked / rows.length, 10);
    expect(summary.overall.leakingRefusals).toBe(rows.filter((r) => r.leaked && r.refused).length);
    expect(rows.every((r) => Object.values(r.docsRead).every((c) => c === 'full'))).toBe(true);
    for (const c of Object.values(summary.contrasts)) {
      expect(c).not.toBeNull();
      expect(c!.lo).toBeLessThanOrEqual(c!.hi);
      expect(Math.abs(c!.estimate)).toBeLessThanOrEqual(1);
    }
    const byDomain = ratesBy(rows, (r) => r.domain, { resamples: 100 });
    expect(Object.keys(byDomain)).toEqual(['cybersecurity', 'medical', 'military']);
    expect(Object.values(byDomain).reduce((a, s) => a + s.n, 0)).toBe(rows.length);
  });

  it('sends the configured model name and sampling settings to any ChatModel', async () => {
    const seen: ChatRequest[] = [];
    const live: ChatModel = {
      id: 'stub-live',
      async complete(req) {
        seen.push(req);
        return { message: { role: 'assistant', content: 'I could not find that.' }, usage: { prompt_tokens: 1, completion_tokens: 1 }, finishReason: 'stop' };
      },
    };
    const sampling = { temperature: 1, top_p: 0.95, top_k: 20, presence_penalty: 1.5 };
    const { rows } = await runMosaic({ examples: suite.slice(0, 1), configs: configs.slice(0, 2), reps: 1, mode: 'simulation', seed: 1, model: () => live, modelName: 'qwen-like', sampling, resamples: 50 });
    expect(seen).toHaveLength(2);
    expect(seen.every((r) => r.model === 'qwen-like' && r.sampling === sampling)).toBe(true);
    expect(rows.map((r) => [r.model, r.leaked, r.refused])).toEqual([['stub-live', false, false], ['stub-live', false, false]]);
  });
});
