import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centGraph, peerGraph, singleGraph } from '../../topologies/named.js';
import { AntiMosaicGuard, FULL_GUARD, GUARD_LAYERS } from '../../src/guard/guard.js';
import { joinLabels, labelsOfSource } from '../../src/guard/labels.js';
import { conveysComposite } from '../../src/guard/measure.js';
import { runGuarded } from '../../src/guard/multi-agent.js';
import { completedRelations, heldBy, principalLabels } from '../../src/guard/principal.js';
import { loadMosaicSuite } from '../../src/mosaic/suite.js';
import { propRuns } from '../helpers.js';
/**
 * The guard's invariant: with the guard on, no agent's context and no published answer ever holds a
 * complete protected set — for random relation sets over random documents, random reading orders,
 * random handoff patterns and random topologies — while any single document stays readable.
 */
const SOURCES = ['s0', 's1', 's2', 's3', 's4', 's5'];
const AGENTS = ['a0', 'a1', 'a2', 'a3'];
const relationArb = (i) => fc.uniqueArray(fc.constantFrom(...SOURCES), { minLength: 2, maxLength: 3 }).chain((srcs) => fc.array(fc.constantFrom('SECRET', 'CONFIDENTIAL'), { minLength: srcs.length, maxLength: srcs.length }).map((cls) => ({
    id: `r${i}`,
    composite: { sentence: `composite ${i}`, classification: 'TOP_SECRET', paraphrases: [], anchors: [[`zzanchor${i}a`], [`zzanchor${i}b`]] },
    facts: srcs.map((s, j) => ({ id: `f${j}`, text: `fact ${j}`, source: s, clearance: cls[j] })),
})));
const relationsArb = fc.integer({ min: 1, max: 4 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => relationArb(i))));
const opArb = fc.oneof(fc.record({ op: fc.constant('read'), agent: fc.constantFrom(...AGENTS), source: fc.constantFrom(...SOURCES) }), fc.record({ op: fc.constant('handoff'), from: fc.constantFrom(...AGENTS), to: fc.constantFrom(...AGENTS) }), fc.record({ op: fc.constant('publish'), agent: fc.constantFrom(...AGENTS) }));
const layersArb = fc.record({ retrieval: fc.boolean(), handoff: fc.boolean(), publish: fc.boolean() });
const complete = (labels, rels) => completedRelations(labels, rels, 'SECRET').length > 0;
function play(rels, layers, wall, ops, check) {
    const sources = Object.fromEntries(SOURCES.map((s) => [s, `document ${s}`]));
    const g = new AntiMosaicGuard({ relations: rels, layers, wall, sources });
    g.anchor('document s0');
    for (const o of ops) {
        if (o.op === 'read') {
            if (g.beforeRead(o.agent, o.source).kind === 'allow')
                g.beforeToolResult(o.agent, 'read_document', g.labelsOf(o.source));
        }
        else if (o.op === 'handoff') {
            if (o.from !== o.to)
                g.beforeHandoff(o.from, o.to, heldBy(g.holdings, o.from));
        }
        else
            g.beforePublish('an answer with no composite words', heldBy(g.holdings, o.agent), o.agent);
        check(g);
    }
    return g;
}
describe('guard invariant over random relations, reading orders and handoff patterns', () => {
    it('full guard: no context, no publication, no principal union ever holds a complete protected set', () => {
        fc.assert(fc.property(relationsArb, fc.array(opArb, { maxLength: 40 }), fc.constantFrom('first-come', 'query-anchored'), (rels, ops, wall) => {
            play(rels, FULL_GUARD, wall, ops, (g) => {
                for (const a of AGENTS)
                    expect(complete(heldBy(g.holdings, a), rels)).toBe(false);
                expect(complete(g.holdings.published, rels)).toBe(false);
                expect(complete(principalLabels(g.holdings), rels)).toBe(false);
            });
        }), { numRuns: propRuns(1000) });
    });
    it('each layer alone keeps its own part of the invariant', () => {
        fc.assert(fc.property(relationsArb, fc.array(opArb, { maxLength: 40 }), layersArb, (rels, ops, layers) => {
            play(rels, layers, 'first-come', ops, (g) => {
                if (layers.retrieval)
                    expect(complete(principalLabels(g.holdings), rels)).toBe(false);
                if (layers.retrieval || layers.handoff)
                    for (const a of AGENTS)
                        expect(complete(heldBy(g.holdings, a), rels)).toBe(false);
                // The user accumulates every answer: only the retrieval wall (over the principal) and the
                // publish layer (over everything already published) account for that; the handoff layer
                // keeps each single answer clean because no one agent's context completes.
                if (layers.retrieval || layers.publish)
                    expect(complete(g.holdings.published, rels)).toBe(false);
            });
        }), { numRuns: propRuns(1000) });
    });
    it('any single document stays readable, and the first-come wall refuses only what would complete a set', () => {
        fc.assert(fc.property(relationsArb, fc.array(opArb, { maxLength: 30 }), (rels, ops) => {
            for (const s of SOURCES) {
                const fresh = new AntiMosaicGuard({ relations: rels, layers: FULL_GUARD, wall: 'first-come' });
                expect(fresh.beforeRead('a0', s).kind).toBe('allow');
                // Under the query-anchored wall, a request about that document keeps it open.
                const anchored = new AntiMosaicGuard({ relations: rels, layers: FULL_GUARD, sources: Object.fromEntries(SOURCES.map((x) => [x, `document ${x} ${x === s ? 'needle' : ''}`])) });
                anchored.anchor('needle');
                expect(anchored.beforeRead('a0', s).kind).toBe('allow');
            }
            const g = new AntiMosaicGuard({ relations: rels, layers: { retrieval: true, handoff: false, publish: false }, wall: 'first-come' });
            let union = [];
            for (const o of ops) {
                if (o.op !== 'read')
                    continue;
                const d = g.beforeRead(o.agent, o.source);
                const labels = labelsOfSource(rels, o.source);
                if (d.kind === 'allow')
                    union = joinLabels(union, labels);
                else
                    expect(complete(joinLabels(union, labels), rels)).toBe(true);
            }
        }), { numRuns: propRuns(500) });
    });
});
describe('guard invariant end to end over Mosaic examples and random topologies', () => {
    const examples = loadMosaicSuite();
    const graphArb = fc.oneof(fc.constant({ name: 'single', graph: singleGraph() }), fc.integer({ min: 1, max: 2 }).map((d) => ({ name: `l${d}`, graph: centGraph(d) })), fc.integer({ min: 2, max: 5 }).map((n) => ({ name: `n${n}`, graph: peerGraph(n) })));
    it('full guard: contexts, delivered messages and the published answer never hold or convey the composite', async () => {
        await fc.assert(fc.asyncProperty(fc.constantFrom(...examples), fc.constantFrom('benign', 'explicit', 'adversarial'), graphArb, fc.record({ marking: fc.boolean(), rules: fc.boolean(), distractor: fc.boolean(), wall: fc.constantFrom('first-come', 'query-anchored') }), fc.integer({ min: 0, max: 1000 }), async (ex, intent, scen, cfg, rep) => {
            const run = await runGuarded({ example: ex, intent: intent, scenario: scen, layers: FULL_GUARD, wall: cfg.wall, marking: cfg.marking, rules: cfg.rules, distractor: cfg.distractor, seed: 'prop', rep });
            for (const labels of Object.values(run.contexts))
                expect(complete(labels, run.relations)).toBe(false);
            for (const m of run.messages.filter((x) => x.delivered)) {
                expect(complete(m.labels, run.relations)).toBe(false);
                expect(conveysComposite(m.text, ex)).toBe(false);
            }
            expect(conveysComposite(run.finalAnswer, ex)).toBe(false);
        }), { numRuns: propRuns(150) });
    });
    it('the layers are each switchable: a guard that is off leaves the flows alone (and the set completes)', async () => {
        const ex = examples[0];
        const off = await runGuarded({ example: ex, intent: 'explicit', scenario: { name: 'single', graph: singleGraph() }, layers: { retrieval: false, handoff: false, publish: false }, marking: false, rules: false, distractor: true, seed: 'prop', rep: 0 });
        expect(off.stats.checks).toBe(0);
        expect(off.events.every((e) => e.decision === 'allow')).toBe(true);
        expect(complete(off.contexts.agent ?? [], off.relations)).toBe(true);
        expect(GUARD_LAYERS).toEqual(['retrieval', 'handoff', 'publish']);
    });
});
describe('determinism', () => {
    it('the same run twice gives the same answer, messages, events and labels', async () => {
        const ex = loadMosaicSuite().find((e) => e.id === 'military-03');
        const spec = { example: ex, intent: 'adversarial', scenario: { name: 'l2', graph: centGraph(2) }, layers: FULL_GUARD, marking: true, rules: true, distractor: true, seed: 'det', rep: 3 };
        const a = await runGuarded(spec);
        const b = await runGuarded(spec);
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    });
});
describe('the handoff layer as an edge-stream operator', () => {
    it('rewrites a delivery that would complete a set, one envelope out per envelope in', async () => {
        const { from, lastValueFrom, toArray } = await import('rxjs');
        const { guardedHandoff } = await import('../../src/guard/handoff-operator.js');
        const { relationFromExample } = await import('../../src/guard/relations.js');
        const ex = loadMosaicSuite()[0];
        const g = new AntiMosaicGuard({ relations: [relationFromExample(ex)], layers: { retrieval: false, handoff: true, publish: false } });
        g.observe('w1', g.labelsOf(ex.documents[0].id));
        g.observe('w2', g.labelsOf(ex.documents[1].id));
        const env = (seq, f, to) => ({ seq, from: f, to, kind: 'report', message: `findings of ${f}`, hop: 1, parentPolicy: null, policy: null, defenseUsage: { prompt_tokens: 0, completion_tokens: 0 } });
        const out = await lastValueFrom(from([env(0, 'w1', 'root'), env(1, 'w2', 'root')]).pipe(guardedHandoff(g)({ request: '', tools: [] }), toArray()));
        expect(out.map((e) => e.message)).toEqual(['findings of w1', 'Findings from w2: [withheld by the aggregation guard]']);
    });
});
