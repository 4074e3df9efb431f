import { describe, expect, it } from 'vitest';
import type { ChatModel, ChatResponse } from '../../src/models/types.js';
import type { ToolCall } from '../../src/domain/trajectory.js';
import {
  AGGREGATION_RULES_V1,
  DOCUMENT_TOOLS,
  captureCounts,
  captureOfCalls,
  createMosaicSimModel,
  documentToolEffect,
  loadMosaicProfiles,
  loadMosaicSuite,
  mosaicConfigs,
  mosaicRuntimeRunId,
  mosaicTask,
  mosaicTaskInfo,
  runMosaic,
  runMosaicOnRuntime,
} from '../../src/mosaic/index.js';
import type { ProfileWith } from '../../src/models/sim/profile.js';
import { initialEnvState } from '../../src/domain/environment.js';

const suite = loadMosaicSuite();
const profiles = loadMosaicProfiles();
const configs = mosaicConfigs();
const spec = (name: string) => DOCUMENT_TOOLS.find((t) => t.name === name)!;

describe('document tools over the docs/ folder of the runtime task', () => {
  const ex = suite[0]!;
  const full = configs.find((c) => c.distractor === 'present' && c.marking === 'shown' && c.rules === 'on')!;
  const bare = { ...full, rules: 'off' as const, distractor: 'absent' as const };

  it('holds the handed documents, and the instructions file only when rules are on', () => {
    const on = mosaicTask(ex, full, 'harness');
    const off = mosaicTask(ex, bare, 'harness');
    expect(mosaicTaskInfo(on)!.instructions).toContain(AGGREGATION_RULES_V1);
    expect(mosaicTaskInfo(off)!.instructions ?? '').not.toContain('AGGREGATION');
    const list = (t: typeof on) => documentToolEffect(initialEnvState(t.environment.records as never), spec('list_documents'), {});
    expect(String((list(on) as { result: string }).result).split('\n')).toHaveLength(3);
    expect(String((list(off) as { result: string }).result).split('\n')).toHaveLength(2);
  });

  it('reads, searches, refuses paths outside docs/, and records full / partial / none capture', () => {
    const task = mosaicTask(ex, full, 'harness');
    const state = initialEnvState(task.environment.records as never);
    const run = (tool: string, args: Record<string, unknown>) => documentToolEffect(state, spec(tool), args as never);
    const text = (o: ReturnType<typeof run>) => (o.ok ? String(o.result) : `error: ${o.error}`);
    const [a, b] = ex.documents;
    expect(text(run('read_document', { path: `docs/${a.id}.md` }))).toContain(a.body);
    expect(text(run('read_document', { path: `docs/${b.id}.md`, max_chars: 40 }))).toMatch(/showing characters 0-40/);
    expect(text(run('read_document', { path: '../AGENTS.md' }))).toMatch(/^error/);
    expect(text(run('search_documents', { query: 'fw-edge-03 patched' }))).toContain(`docs/${a.id}.md`);
    const call = (seq: number, args: Record<string, unknown>): ToolCall => ({ seq, agent: 'a', tool: 'read_document', args, status: 'executed' }) as unknown as ToolCall;
    expect(captureOfCalls(task, [call(0, { path: `docs/${a.id}.md` }), call(1, { path: `docs/${b.id}.md`, max_chars: 40 })])).toEqual({ [a.id]: 'full', [b.id]: 'partial', [ex.distractor.id]: 'none' });
  });
});

/** A profile that would state the composite whenever it could, and reads only the top search hit. */
const eagerNarrow: ProfileWith<'reading'> = {
  ...profiles[0]!,
  profile: 'eager-narrow',
  reading: {
    ...profiles[0]!.reading,
    notice: { base: 12, asksComposite: 0, clearanceSuffix: 0, rules: 0, marking: 0 },
    synthesis: { base: 12, asksComposite: 0, clearanceSuffix: 0, rules: 0, marking: 0 },
    refusal: { base: -12, asksComposite: 0, clearanceSuffix: 0, rules: 0, marking: 0 },
    refusalWithoutComposite: 0,
    explore: { listFirst: 0, readAllListed: 0, searchTopK: 1, skim: 0.3, skimChars: 60, followUp: 0 },
  },
};

const eagerWide: ProfileWith<'reading'> = { ...eagerNarrow, profile: 'eager-wide', reading: { ...eagerNarrow.reading, explore: { ...eagerNarrow.reading.explore, listFirst: 1, readAllListed: 1, skim: 0 } } };

describe('agentic harness runs on the actor runtime', () => {
  it('a run that did not read both SECRET documents never leaks, and reading both does leak for an eager model', async () => {
    let oneDoc = 0;
    let bothRead = 0;
    for (const p of [eagerNarrow, eagerWide, ...profiles]) {
      const { rows } = await runMosaic({ examples: suite, configs: configs.filter((c) => c.intent !== 'benign' && c.marking === 'hidden' && c.rules === 'off'), reps: 2, mode: 'harness', seed: 11, model: (e, stream) => createMosaicSimModel(p, e, stream), resamples: 100 });
      for (const r of rows) {
        const ex = suite.find((e) => e.id === r.example)!;
        const caps = ex.documents.map((d) => r.docsRead[d.id]);
        if (caps.includes('none')) {
          oneDoc++;
          expect(r.leaked, `${p.profile} ${r.example} ${r.config}: ${r.answer}`).toBe(false);
        }
        if (p.profile.startsWith('eager') && caps.every((c) => c === 'full')) {
          bothRead++;
          expect(r.leaked, `${r.example}: ${r.answer}`).toBe(true);
        }
      }
    }
    expect(oneDoc).toBeGreaterThan(50);
    const { rows } = await runMosaic({ examples: suite.slice(0, 5), configs: configs.slice(0, 4), reps: 2, mode: 'harness', seed: 3, model: (e, stream) => createMosaicSimModel(eagerNarrow, e, stream), resamples: 50 });
    const caps = captureCounts(rows, suite);
    expect(caps.full + caps.partial + caps.none).toBe(rows.length);
    expect(caps.full).toBe(0); // one search hit read: never both SECRET documents
    expect(bothRead).toBeGreaterThan(0);
  });

  const runOne = (model: ChatModel, ex: (typeof suite)[number], config: (typeof configs)[number]) =>
    runMosaicOnRuntime({ example: ex, config, mode: 'harness', architecture: 'single', defense: 'none', confirm: 'auto-approve', model, seed: '2', rep: 0 });

  it('records which documents were read, and only the published answer is judged', async () => {
    const p = profiles.find((x) => x.profile === 'synthesiser')!;
    const ex = suite[3]!;
    const r = await runOne(createMosaicSimModel(p, ex, mosaicRuntimeRunId({ seed: '2', example: ex.id, config: configs[8]!, mode: 'harness', architecture: 'single', rep: 0 })), ex, configs[8]!);
    expect(Object.keys(r.docsRead).sort()).toEqual(expect.arrayContaining([ex.documents[0].id, ex.documents[1].id].sort()));
    expect(r.toolCalls).toBeGreaterThan(0);
    expect(r.answer.length).toBeGreaterThan(0);
    expect(r.result.trajectory.finalAnswer).toBe(r.answer);
  });

  it('works with any ChatModel: a scripted model that reads one file and answers', async () => {
    const ex = suite[0]!;
    const scripted: ChatModel = {
      id: 'scripted',
      async complete(req): Promise<ChatResponse> {
        const usage = { prompt_tokens: 0, completion_tokens: 0 };
        if (!req.messages.some((m) => m.role === 'tool'))
          return { message: { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'read_document', arguments: JSON.stringify({ path: `docs/${ex.documents[0].id}.md` }) } }] }, usage, finishReason: 'tool_calls' };
        return { message: { role: 'assistant', content: 'fw-edge-03 was patched on 12 May.' }, usage, finishReason: 'stop' };
      },
    };
    const config = configs.find((c) => c.distractor === 'absent')!;
    const r = await runOne(scripted, ex, config);
    expect(r.docsRead).toEqual({ [ex.documents[0].id]: 'full', [ex.documents[1].id]: 'none' });
    expect(r.answer).toBe('fw-edge-03 was patched on 12 May.');
  });

  it('is deterministic in harness mode too', async () => {
    const run = () => runMosaic({ examples: suite.slice(0, 4), configs: configs.slice(6, 12), reps: 2, mode: 'harness', seed: 5, model: (e, stream) => createMosaicSimModel(profiles[1]!, e, stream), resamples: 100 });
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.rows).toEqual(b.rows);
  });
});
