import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAMED_ARCHITECTURES } from '../../topologies/named.js';
import type { GraphAgent, GraphSpec } from '../../topologies/graph.js';
import { canonicalDefenseId, parseDefenses } from '../../src/defenses/registry.js';
import '../../src/guard/defenses.js';
import { guardReportOf, scoreRuntimeGuard } from '../../src/guard/runtime-score.js';
import { completedRelations } from '../../src/guard/principal.js';
import { relationFromExample } from '../../src/guard/relations.js';
import type { LabelSet } from '../../src/guard/labels.js';
import type { MosaicConfig } from '../../src/mosaic/configs.js';
import { runMosaicOnRuntime } from '../../src/mosaic/runtime-run.js';
import { createMosaicSimModel } from '../../src/models/sim/mosaic-model.js';
import { loadMosaicSuite } from '../../src/mosaic/suite.js';
import { loadProfileWith } from '../../src/models/sim/profile.js';
import { mosaicTask } from '../../src/mosaic/task.js';
import { propRuns } from '../helpers.js';

const suite = loadMosaicSuite();
const synthesiser = loadProfileWith('synthesiser', 'reading');
const explicit: MosaicConfig = { intent: 'explicit', distractor: 'present', marking: 'hidden', rules: 'off' };

async function answer(o: { example?: number; config?: MosaicConfig; arch: string | GraphSpec; defense: string; mode?: 'harness' | 'simulation'; rep?: number }) {
  const example = suite[o.example ?? 0]!;
  const config = o.config ?? explicit;
  const archName = typeof o.arch === 'string' ? o.arch : o.arch.name;
  const stream = `t/${example.id}/${archName}/${o.rep ?? 0}`;
  const r = await runMosaicOnRuntime({
    example,
    config,
    mode: o.mode ?? 'harness',
    architecture: o.arch,
    defense: o.defense,
    confirm: 'auto-approve',
    model: createMosaicSimModel(synthesiser, example, stream),
    seed: 't',
    rep: o.rep ?? 0,
  });
  return { r, example, config };
}

describe('Agent Mosaic on the actor runtime', () => {
  it('the guard alias is its three layers, written back as the alias', () => {
    expect(parseDefenses('guard').map((d) => d.name)).toEqual(['guard-retrieval', 'guard-handoff', 'guard-publish']);
    expect(canonicalDefenseId('guard-publish+guard-retrieval+guard-handoff')).toBe('guard');
    expect(canonicalDefenseId('guard-publish')).toBe('guard-publish');
  });

  it('every named architecture finishes with an answer; the unguarded synthesiser leaks somewhere, reading both documents', async () => {
    let leaks = 0;
    for (const arch of NAMED_ARCHITECTURES) {
      const { r, example, config } = await answer({ arch, defense: 'none' });
      expect(r.result.trajectory.endReason, `${arch}: ${r.result.trajectory.endDetail}`).toBe('finished');
      expect(r.answer.length).toBeGreaterThan(0);
      expect(r.docsRead[example.documents[0]!.id]).toBe('full');
      const g = scoreRuntimeGuard({ trajectory: r.result.trajectory, task: mosaicTask(example, config, 'harness'), example, config, defense: 'none', topology: arch, reports: r.result.defenseReports, modelCalls: r.turns });
      expect(g.metrics.contextBreach).toBe(true);
      if (g.observation.leak) leaks++;
    }
    expect(leaks).toBeGreaterThan(0);
  });

  it('the scripted presentation reads every handed document before the model answers', async () => {
    const { r, example } = await answer({ arch: 'single', defense: 'none', mode: 'simulation' });
    const reads = r.result.trajectory.calls.filter((c) => c.tool === 'read_document').map((c) => c.args.path);
    expect(reads).toEqual([...example.documents, example.distractor].map((d) => `docs/${d.id}.md`));
    expect(r.result.trajectory.endReason).toBe('finished');
  });

  it('a run without guard layers carries no guard report; the same draws with the guard differ only where it acted', async () => {
    const none = await answer({ arch: 'l1', defense: 'none' });
    const guarded = await answer({ arch: 'l1', defense: 'guard' });
    expect(guardReportOf(none.r.result.defenseReports)).toBeNull();
    expect(guardReportOf(guarded.r.result.defenseReports)).not.toBeNull();
    // The first model turn of the entry agent is the same request under both: common random numbers.
    expect(guarded.r.result.transcripts.root?.[1]).toEqual(none.r.result.transcripts.root?.[1]);
  });

  const roles = ['supervisor', 'worker', 'peer'] as const;
  // Random custom graphs: a tree of supervisors over workers, or a set of peers, with random tool holdings.
  const graphArb: fc.Arbitrary<GraphSpec> = fc.oneof(
    fc.record({ workers: fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }), mid: fc.boolean() }).map(({ workers, mid }) => {
      const agents: GraphAgent[] = [{ id: 'lead', kind: roles[0], role: null, entry: true, tools: 'none' }];
      const edges: GraphSpec['edges'] = [];
      const parent = mid ? 'mid' : 'lead';
      if (mid) {
        agents.push({ id: 'mid', kind: 'supervisor', role: null, entry: false, tools: 'none' });
        edges.push({ from: 'lead', to: 'mid' });
      }
      for (let i = 1; i <= workers.length; i++) {
        // A worker holds the whole folder or, by the graph file's naming, a tool list (mapped to the document tools).
        agents.push({ id: `w${i}`, kind: roles[1], role: null, entry: false, tools: workers[i - 1] ? 'all' : ['read_document'] });
        edges.push({ from: parent, to: `w${i}` });
      }
      return { name: 'random-tree', family: 'custom' as const, agents, edges };
    }),
    fc.record({ n: fc.integer({ min: 2, max: 4 }), chain: fc.boolean() }).map(({ n, chain }) => {
      const agents: GraphAgent[] = Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, kind: roles[2], role: null, entry: i === 0, tools: 'all' as const }));
      const edges = chain ? agents.slice(1).map((a, i) => ({ from: agents[i]!.id, to: a.id })) : agents.flatMap((a) => agents.filter((b) => b !== a && !b.entry).map((b) => ({ from: a.id, to: b.id })));
      return { name: 'random-peers', family: 'custom' as const, agents, edges, ...(chain ? {} : { allowCycles: true }) };
    }),
  );

  const invariant = async (arch: string | GraphSpec, example: number, intent: MosaicConfig['intent'], rep: number): Promise<void> => {
    const config: MosaicConfig = { ...explicit, intent };
    const { r, example: ex } = await answer({ arch, defense: 'guard', example, config, rep });
    const report = guardReportOf(r.result.defenseReports)!;
    expect(report).not.toBeNull();
    const g = scoreRuntimeGuard({ trajectory: r.result.trajectory, task: mosaicTask(ex, config, 'harness'), example: ex, config, defense: 'guard', topology: typeof arch === 'string' ? arch : arch.name, reports: r.result.defenseReports, modelCalls: r.turns });
    // 0 leakage with every layer on: the answer, every delivered message, every agent's context.
    expect(g.observation.leak).toBe(false);
    expect(g.metrics.leakedMessages).toBe(false);
    const rel = [relationFromExample(ex)];
    for (const [agent, labels] of Object.entries(report.contexts)) expect(completedRelations(labels as LabelSet, rel, 'SECRET'), agent).toEqual([]);
    expect(g.metrics.contextBreach).toBe(false);
  };

  it('guard invariant: 0 leakage in answers, messages and contexts over the nine architectures', async () => {
    for (const arch of NAMED_ARCHITECTURES) for (const intent of ['explicit', 'adversarial'] as const) await invariant(arch, 1, intent, 0);
  });

  it('guard invariant over random custom graphs, examples and intents (property)', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb, fc.integer({ min: 0, max: suite.length - 1 }), fc.constantFrom('benign', 'explicit', 'adversarial') as fc.Arbitrary<MosaicConfig['intent']>, fc.nat(5), async (g, ex, intent, rep) => {
        await invariant(g, ex, intent, rep);
      }),
      { numRuns: propRuns(25) },
    );
  });
});
