import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAMED_ARCHITECTURES } from '../../topologies/named.js';
import type { GraphAgent, GraphSpec } from '../../topologies/graph.js';
import { AntiMosaicGuard, FULL_GUARD, GUARD_LAYERS, type GuardLayers } from '../../src/guard/guard.js';
import '../../src/guard/defenses.js';
import { joinLabels, labelsOfSource, type LabelSet } from '../../src/guard/labels.js';
import { conveysComposite } from '../../src/guard/measure.js';
import { completedRelations, heldBy, principalLabels } from '../../src/guard/principal.js';
import { withheldMessage } from '../../src/guard/prompts.js';
import { relationFromExample, type ProtectedRelation } from '../../src/guard/relations.js';
import { guardReportOf, provenanceOf, scoreRuntimeGuard } from '../../src/guard/runtime-score.js';
import type { MosaicConfig } from '../../src/mosaic/configs.js';
import { mosaicRuntimeRunId, runMosaicOnRuntime } from '../../src/mosaic/runtime-run.js';
import type { MosaicExample } from '../../src/domain/mosaic-example.js';
import { createMosaicSimModel } from '../../src/models/sim/mosaic-model.js';
import { loadMosaicProfiles, loadMosaicSuite } from '../../src/mosaic/suite.js';
import { mosaicTask, type MosaicMode } from '../../src/mosaic/task.js';
import { propRuns } from '../helpers.js';

/**
 * The guard's invariant: with the guard on, no agent's context and no published answer ever holds a
 * complete protected set — for random relation sets over random documents, random reading orders,
 * random handoff patterns and random topologies — while any single document stays readable.
 */
const SOURCES = ['s0', 's1', 's2', 's3', 's4', 's5'];
const AGENTS = ['a0', 'a1', 'a2', 'a3'];

const relationArb = (i: number): fc.Arbitrary<ProtectedRelation> =>
  fc.uniqueArray(fc.constantFrom(...SOURCES), { minLength: 2, maxLength: 3 }).chain((srcs) =>
    fc.array(fc.constantFrom('SECRET', 'CONFIDENTIAL') as fc.Arbitrary<'SECRET' | 'CONFIDENTIAL'>, { minLength: srcs.length, maxLength: srcs.length }).map((cls) => ({
      id: `r${i}`,
      composite: { sentence: `composite ${i}`, classification: 'TOP_SECRET' as const, paraphrases: [], anchors: [[`zzanchor${i}a`], [`zzanchor${i}b`]] },
      facts: srcs.map((s, j) => ({ id: `f${j}`, text: `fact ${j}`, source: s, clearance: cls[j] as 'SECRET' | 'CONFIDENTIAL' })),
    })),
  );
const relationsArb = fc.integer({ min: 1, max: 4 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => relationArb(i))));

type Op = { op: 'read'; agent: string; source: string } | { op: 'handoff'; from: string; to: string } | { op: 'publish'; agent: string };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('read' as const), agent: fc.constantFrom(...AGENTS), source: fc.constantFrom(...SOURCES) }),
  fc.record({ op: fc.constant('handoff' as const), from: fc.constantFrom(...AGENTS), to: fc.constantFrom(...AGENTS) }),
  fc.record({ op: fc.constant('publish' as const), agent: fc.constantFrom(...AGENTS) }),
);
const layersArb: fc.Arbitrary<GuardLayers> = fc.record({ retrieval: fc.boolean(), handoff: fc.boolean(), publish: fc.boolean() });

const complete = (labels: LabelSet, rels: readonly ProtectedRelation[]): boolean => completedRelations(labels, rels, 'SECRET').length > 0;

function play(rels: ProtectedRelation[], layers: GuardLayers, wall: 'first-come' | 'query-anchored', ops: Op[], check: (g: AntiMosaicGuard) => void): AntiMosaicGuard {
  const sources = Object.fromEntries(SOURCES.map((s) => [s, `document ${s}`]));
  const g = new AntiMosaicGuard({ relations: rels, layers, wall, sources });
  g.anchor('document s0');
  for (const o of ops) {
    if (o.op === 'read') {
      if (g.beforeRead(o.agent, o.source).kind === 'allow') g.beforeToolResult(o.agent, 'read_document', g.labelsOf(o.source));
    } else if (o.op === 'handoff') {
      if (o.from !== o.to) g.beforeHandoff(o.from, o.to, heldBy(g.holdings, o.from));
    } else g.beforePublish('an answer with no composite words', heldBy(g.holdings, o.agent), o.agent);
    check(g);
  }
  return g;
}

describe('guard invariant over random relations, reading orders and handoff patterns', () => {
  it('full guard: no context, no publication, no principal union ever holds a complete protected set', () => {
    fc.assert(
      fc.property(relationsArb, fc.array(opArb, { maxLength: 40 }), fc.constantFrom('first-come', 'query-anchored'), (rels, ops, wall) => {
        play(rels, FULL_GUARD, wall as 'first-come' | 'query-anchored', ops, (g) => {
          for (const a of AGENTS) expect(complete(heldBy(g.holdings, a), rels)).toBe(false);
          expect(complete(g.holdings.published, rels)).toBe(false);
          expect(complete(principalLabels(g.holdings), rels)).toBe(false);
        });
      }),
      { numRuns: propRuns(1000) },
    );
  });

  it('each layer alone keeps its own part of the invariant', () => {
    fc.assert(
      fc.property(relationsArb, fc.array(opArb, { maxLength: 40 }), layersArb, (rels, ops, layers) => {
        play(rels, layers, 'first-come', ops, (g) => {
          if (layers.retrieval) expect(complete(principalLabels(g.holdings), rels)).toBe(false);
          if (layers.retrieval || layers.handoff) for (const a of AGENTS) expect(complete(heldBy(g.holdings, a), rels)).toBe(false);
          // The user accumulates every answer: only the retrieval wall (over the principal) and the
          // publish layer (over everything already published) account for that; the handoff layer
          // keeps each single answer clean because no one agent's context completes.
          if (layers.retrieval || layers.publish) expect(complete(g.holdings.published, rels)).toBe(false);
        });
      }),
      { numRuns: propRuns(1000) },
    );
  });

  it('any single document stays readable, and the first-come wall refuses only what would complete a set', () => {
    fc.assert(
      fc.property(relationsArb, fc.array(opArb, { maxLength: 30 }), (rels, ops) => {
        for (const s of SOURCES) {
          const fresh = new AntiMosaicGuard({ relations: rels, layers: FULL_GUARD, wall: 'first-come' });
          expect(fresh.beforeRead('a0', s).kind).toBe('allow');
          // Under the query-anchored wall, a request about that document keeps it open.
          const anchored = new AntiMosaicGuard({ relations: rels, layers: FULL_GUARD, sources: Object.fromEntries(SOURCES.map((x) => [x, `document ${x} ${x === s ? 'needle' : ''}`])) });
          anchored.anchor('needle');
          expect(anchored.beforeRead('a0', s).kind).toBe('allow');
        }
        const g = new AntiMosaicGuard({ relations: rels, layers: { retrieval: true, handoff: false, publish: false }, wall: 'first-come' });
        let union: LabelSet = [];
        for (const o of ops) {
          if (o.op !== 'read') continue;
          const d = g.beforeRead(o.agent, o.source);
          const labels = labelsOfSource(rels, o.source);
          if (d.kind === 'allow') union = joinLabels(union, labels);
          else expect(complete(joinLabels(union, labels), rels)).toBe(true);
        }
      }),
      { numRuns: propRuns(500) },
    );
  });
});

/**
 * End to end on the actor runtime: a Mosaic example as a task, the guard's layers as defenses, any
 * architecture (the nine named ones, random custom graphs), either mode, every shipped profile.
 */
const examples = loadMosaicSuite();
const profiles = loadMosaicProfiles();

interface Case {
  example: MosaicExample;
  config: MosaicConfig;
  mode: MosaicMode;
  arch: string | GraphSpec;
  profile: number;
  rep: number;
}

async function runCase(c: Case, defense: string) {
  const archName = typeof c.arch === 'string' ? c.arch : c.arch.name;
  const stream = mosaicRuntimeRunId({ seed: 'prop', example: c.example.id, config: c.config, mode: c.mode, architecture: archName, rep: c.rep });
  const r = await runMosaicOnRuntime({ example: c.example, config: c.config, mode: c.mode, architecture: c.arch, defense, confirm: 'auto-approve', model: createMosaicSimModel(profiles[c.profile]!, c.example, stream), seed: 'prop', rep: c.rep });
  expect(r.result.failure, `${archName} ${defense}`).toBeNull();
  const task = mosaicTask(c.example, c.config, c.mode);
  const scored = scoreRuntimeGuard({ trajectory: r.result.trajectory, task, example: c.example, config: c.config, defense, topology: archName, reports: r.result.defenseReports, modelCalls: r.turns });
  return { r, task, scored, report: guardReportOf(r.result.defenseReports) };
}

/** What an agent received (everything in its context but its own messages). */
const received = (transcript: readonly { role: string; content?: unknown }[]): string[] => transcript.filter((m) => m.role !== 'assistant').map((m) => (typeof m.content === 'string' ? m.content : ''));

/** The full invariant of the guard with all layers on, checked from the guard's report and, independently, from the trajectory and transcripts. */
async function fullGuardHolds(c: Case): Promise<void> {
  const { r, scored, report } = await runCase(c, 'guard');
  const rel = [relationFromExample(c.example)];
  const what = `${typeof c.arch === 'string' ? c.arch : c.arch.name} ${c.example.id} ${c.config.intent} ${c.mode} ${profiles[c.profile]!.profile}`;
  expect(report, what).not.toBeNull();
  // Every agent's context, by the guard's provenance bookkeeping.
  for (const [agent, labels] of Object.entries(report!.contexts)) expect(complete(labels as LabelSet, rel), `${what}: ${agent}`).toBe(false);
  // Every agent of the trajectory, by what it received: never both SECRET documents, never the composite.
  const [a, b] = c.example.documents;
  for (const agent of r.result.trajectory.agents.map((x) => x.id)) {
    const texts = received(r.result.transcripts[agent] ?? []);
    const hasA = texts.some((t) => t.includes(a.body));
    const hasB = texts.some((t) => t.includes(b.body));
    expect(hasA && hasB, `${what}: ${agent} received both SECRET documents`).toBe(false);
    for (const t of texts) expect(conveysComposite(t, c.example), `${what}: ${agent} received the composite`).toBe(false);
  }
  // Every delivered message, and the published answer.
  for (const h of r.result.trajectory.handoffs) expect(conveysComposite(h.message, c.example), `${what}: message ${h.from} → ${h.to}`).toBe(false);
  expect(conveysComposite(r.answer, c.example), `${what}: answer`).toBe(false);
  expect(scored.metrics.leakedMessages || scored.metrics.contextBreach || scored.observation.leak, what).toBe(false);
}

const intents = ['benign', 'explicit', 'adversarial'] as const;
const kinds = ['supervisor', 'worker', 'peer'] as const;
// Random custom graphs: supervisor trees (one or two levels) over workers holding the folder or a
// tool list, chains of peers, complete peer graphs.
const graphArb: fc.Arbitrary<GraphSpec> = fc.oneof(
  fc.record({ workers: fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }), mid: fc.boolean() }).map(({ workers, mid }) => {
    const agents: GraphAgent[] = [{ id: 'lead', kind: kinds[0], role: null, entry: true, tools: 'none' }];
    const edges: GraphSpec['edges'] = [];
    if (mid) {
      agents.push({ id: 'mid', kind: 'supervisor', role: null, entry: false, tools: 'none' });
      edges.push({ from: 'lead', to: 'mid' });
    }
    workers.forEach((all, i) => {
      agents.push({ id: `w${i + 1}`, kind: kinds[1], role: null, entry: false, tools: all ? 'all' : ['read_document'] });
      edges.push({ from: mid && i % 2 === 0 ? 'mid' : 'lead', to: `w${i + 1}` });
    });
    return { name: 'random-tree', family: 'custom' as const, agents, edges };
  }),
  fc.record({ n: fc.integer({ min: 2, max: 5 }), chain: fc.boolean() }).map(({ n, chain }) => {
    const agents: GraphAgent[] = Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, kind: kinds[2], role: null, entry: i === 0, tools: 'all' as const }));
    const edges = chain ? agents.slice(1).map((x, i) => ({ from: agents[i]!.id, to: x.id })) : agents.flatMap((x) => agents.filter((y) => y !== x && !y.entry).map((y) => ({ from: x.id, to: y.id })));
    return { name: chain ? 'random-chain' : 'random-peers', family: 'custom' as const, agents, edges, ...(chain ? {} : { allowCycles: true }) };
  }),
);
const configArb: fc.Arbitrary<MosaicConfig> = fc.record({
  intent: fc.constantFrom(...intents),
  distractor: fc.constantFrom('present', 'absent') as fc.Arbitrary<'present' | 'absent'>,
  marking: fc.constantFrom('shown', 'hidden') as fc.Arbitrary<'shown' | 'hidden'>,
  rules: fc.constantFrom('on', 'off') as fc.Arbitrary<'on' | 'off'>,
});
const caseArb = (arch: fc.Arbitrary<string | GraphSpec>): fc.Arbitrary<Case> =>
  fc.record({
    example: fc.constantFrom(...examples),
    config: configArb,
    mode: fc.constantFrom('harness', 'simulation') as fc.Arbitrary<MosaicMode>,
    arch,
    profile: fc.integer({ min: 0, max: profiles.length - 1 }),
    rep: fc.nat(20),
  });

describe('guard invariant end to end on the actor runtime', () => {
  it('all layers: 0 leakage in answers, messages and every agent\'s context over the nine architectures, every intent, both modes, every profile', async () => {
    for (const arch of NAMED_ARCHITECTURES)
      for (const intent of intents)
        for (const mode of ['harness', 'simulation'] as const)
          await fullGuardHolds({ example: examples[(arch.length + intent.length) % examples.length]!, config: { intent, distractor: 'present', marking: 'hidden', rules: 'off' }, mode, arch, profile: profiles.findIndex((p) => p.profile === 'synthesiser'), rep: 0 });
  });

  it('all layers, property: random examples, configurations, modes, profiles over the nine architectures and random custom graphs', async () => {
    await fc.assert(fc.asyncProperty(caseArb(fc.oneof(fc.constantFrom(...NAMED_ARCHITECTURES), graphArb)), fullGuardHolds), { numRuns: propRuns(80) });
  });

  it('the invariant is not vacuous: without the guard the same runs complete the set and leak', async () => {
    let breaches = 0;
    let leaks = 0;
    for (const arch of NAMED_ARCHITECTURES)
      for (const example of examples.slice(0, 3)) {
        const c: Case = { example, config: { intent: 'explicit', distractor: 'present', marking: 'hidden', rules: 'off' }, mode: 'harness', arch, profile: profiles.findIndex((p) => p.profile === 'synthesiser'), rep: 0 };
        const { r, task, scored, report } = await runCase(c, 'none');
        expect(report).toBeNull();
        if (Object.values(provenanceOf(r.result.trajectory, task, example)).some((l) => complete(l, [relationFromExample(example)]))) breaches++;
        if (scored.observation.leak) leaks++;
      }
    expect(breaches).toBeGreaterThan(0);
    expect(leaks).toBeGreaterThan(0);
  });

  it('each layer alone keeps its own part of the invariant, and only that layer intervenes', async () => {
    const layers = { 'guard-retrieval': 'retrieval', 'guard-handoff': 'handoff', 'guard-publish': 'publish' } as const;
    await fc.assert(
      fc.asyncProperty(caseArb(fc.oneof(fc.constantFrom(...NAMED_ARCHITECTURES), graphArb)), fc.constantFrom(...(Object.keys(layers) as Array<keyof typeof layers>)), async (c, defense) => {
        const { r, scored, report } = await runCase(c, defense);
        const rel = [relationFromExample(c.example)];
        for (const e of report!.events) if (e.decision !== 'allow') expect(e.layer).toBe(layers[defense]);
        // Retrieval and handoff keep every context below a complete set; publish keeps the answer clean.
        if (defense !== 'guard-publish') for (const labels of Object.values(report!.contexts)) expect(complete(labels as LabelSet, rel)).toBe(false);
        if (defense === 'guard-publish') expect(conveysComposite(r.answer, c.example)).toBe(false);
        // Not claimed for the handoff layer alone: a message that repeats the user's question beside one
        // document's fact can read as the composite to the detector (and to the simulated model) though
        // no agent holds both facts by provenance; the full guard's retrieval wall closes that side.
        expect(scored.metrics.guard).toBe(layers[defense]);
      }),
      { numRuns: propRuns(60) },
    );
  });

  it('the handoff layer withholds findings whose delivery would complete a set, in the message the receiver reads', async () => {
    let withheld = 0;
    for (const example of examples.slice(0, 10)) {
      const { r } = await runCase({ example, config: { intent: 'explicit', distractor: 'present', marking: 'hidden', rules: 'off' }, mode: 'harness', arch: 'l1', profile: profiles.findIndex((p) => p.profile === 'synthesiser'), rep: 0 }, 'guard-handoff');
      for (const h of r.result.trajectory.handoffs)
        if (h.message === withheldMessage(h.from)) {
          withheld++;
          expect(received(r.result.transcripts[h.to] ?? []).some((t) => t.includes(withheldMessage(h.from)))).toBe(true);
        }
    }
    expect(withheld).toBeGreaterThan(0);
  });

  it('the layers are each switchable: with no layer on nothing is checked and the flows stay as they are', async () => {
    const c: Case = { example: examples[0]!, config: { intent: 'explicit', distractor: 'present', marking: 'hidden', rules: 'off' }, mode: 'harness', arch: 'single', profile: 0, rep: 0 };
    const off = await runCase(c, 'none');
    expect(off.report).toBeNull();
    expect(off.scored.metrics.checks).toBe(0);
    expect(off.scored.metrics.interventions).toEqual({ retrieval: 0, handoff: 0, publish: 0 });
    expect(GUARD_LAYERS).toEqual(['retrieval', 'handoff', 'publish']);
  });
});

describe('determinism', () => {
  it('the same guarded run twice gives the same trajectory, transcripts and guard report', async () => {
    const c: Case = { example: examples.find((e) => e.id === 'military-03')!, config: { intent: 'adversarial', distractor: 'present', marking: 'shown', rules: 'on' }, mode: 'harness', arch: 'l2', profile: 2, rep: 3 };
    const a = await runCase(c, 'guard');
    const b = await runCase(c, 'guard');
    expect(b.r.result.trajectoryJson).toBe(a.r.result.trajectoryJson);
    expect(JSON.stringify(b.r.result.transcripts)).toBe(JSON.stringify(a.r.result.transcripts));
    expect(JSON.stringify(b.report)).toBe(JSON.stringify(a.report));
  });
});
