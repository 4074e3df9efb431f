import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatModel, ChatResponse } from '../../src/models/types.js';
import {
  AGGREGATION_RULES_V1,
  DocumentTools,
  INSTRUCTIONS_FILE_V1,
  captureCounts,
  createMosaicSimModel,
  harnessSystemPrompt,
  loadMosaicProfiles,
  loadMosaicSuite,
  mosaicConfigs,
  runHarnessOnce,
  runMosaic,
  writeWorkspace,
} from '../../src/mosaic/index.js';
import type { ProfileWith } from '../../src/models/sim/profile.js';

const suite = loadMosaicSuite();
const profiles = loadMosaicProfiles();
const configs = mosaicConfigs();
const roots: string[] = [];
const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'mosaic-test-'));
  roots.push(d);
  return d;
};
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

describe('harness tools over a documents folder', () => {
  const ex = suite[0]!;
  const full = configs.find((c) => c.distractor === 'present' && c.marking === 'shown' && c.rules === 'on')!;

  it('writes the documents as files and the instructions file only when rules are on', () => {
    const on = writeWorkspace(tmp(), ex, full);
    const off = writeWorkspace(tmp(), ex, { ...full, rules: 'off', distractor: 'absent' });
    expect(existsSync(join(on, INSTRUCTIONS_FILE_V1))).toBe(true);
    expect(existsSync(join(off, INSTRUCTIONS_FILE_V1))).toBe(false);
    expect(harnessSystemPrompt(on)).toContain(AGGREGATION_RULES_V1);
    expect(harnessSystemPrompt(off)).not.toContain('AGGREGATION');
    expect(new DocumentTools(on).list().split('\n')).toHaveLength(3);
    expect(new DocumentTools(off).list().split('\n')).toHaveLength(2);
  });

  it('reads, searches, refuses paths outside docs/, and records full / partial / none capture', () => {
    const t = new DocumentTools(writeWorkspace(tmp(), ex, full));
    const [a, b] = ex.documents;
    expect(t.execute('read_document', JSON.stringify({ path: `docs/${a.id}.md` }))).toContain(a.body);
    expect(t.execute('read_document', JSON.stringify({ path: `docs/${b.id}.md`, max_chars: 40 }))).toMatch(/showing characters 0-40/);
    expect(t.execute('read_document', JSON.stringify({ path: '../AGENTS.md' }))).toMatch(/^error/);
    expect(t.execute('search_documents', JSON.stringify({ query: 'fw-edge-03 patched' }))).toContain(`docs/${a.id}.md`);
    expect(t.execute('delete_everything', '{}')).toMatch(/unknown tool/);
    expect(t.capture([a.id, b.id, ex.distractor.id])).toEqual({ [a.id]: 'full', [b.id]: 'partial', [ex.distractor.id]: 'none' });
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

describe('agentic harness runs', () => {
  it('a run that did not read both SECRET documents never leaks, and reading both does leak for an eager model', async () => {
    let oneDoc = 0;
    let bothRead = 0;
    for (const p of [eagerNarrow, eagerWide, ...profiles]) {
      const { rows } = await runMosaic({ examples: suite, configs: configs.filter((c) => c.intent !== 'benign' && c.marking === 'hidden' && c.rules === 'off'), reps: 2, mode: 'harness', seed: 11, model: (e) => createMosaicSimModel(p, e), resamples: 100 });
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
    const { rows } = await runMosaic({ examples: suite.slice(0, 5), configs: configs.slice(0, 4), reps: 2, mode: 'harness', seed: 3, model: (e) => createMosaicSimModel(eagerNarrow, e), resamples: 50 });
    const caps = captureCounts(rows, suite);
    expect(caps.full + caps.partial + caps.none).toBe(rows.length);
    expect(caps.full).toBe(0); // one search hit read: never both SECRET documents
    expect(bothRead).toBeGreaterThan(0);
  });

  it('records which documents were read, and only the final answer is judged', async () => {
    const p = profiles.find((x) => x.profile === 'synthesiser')!;
    const ex = suite[3]!;
    const r = await runHarnessOnce(createMosaicSimModel(p, ex), ex, configs[8]!, { seed: 2, rep: 0 });
    expect(Object.keys(r.docsRead).sort()).toEqual([ex.documents[0].id, ex.documents[1].id].sort());
    expect(r.toolCalls).toBeGreaterThan(0);
    expect(r.answer.length).toBeGreaterThan(0);
    expect(r.transcript.at(-1)).toMatchObject({ role: 'assistant', content: r.answer });
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
    const r = await runHarnessOnce(scripted, ex, configs[0]!, { seed: 0, rep: 0 });
    expect(r.docsRead).toEqual({ [ex.documents[0].id]: 'full', [ex.documents[1].id]: 'none' });
    expect(r.answer).toBe('fw-edge-03 was patched on 12 May.');
  });

  it('is deterministic in harness mode too', async () => {
    const run = () => runMosaic({ examples: suite.slice(0, 4), configs: configs.slice(6, 12), reps: 2, mode: 'harness', seed: 5, model: (e) => createMosaicSimModel(profiles[1]!, e), resamples: 100 });
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.rows).toEqual(b.rows);
  });
});
