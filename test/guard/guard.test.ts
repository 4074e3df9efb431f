import { describe, expect, it } from 'vitest';
import { AntiMosaicGuard, anchoredExclusions, guardName, guardRefusal, parseGuardLayers, redactSentences } from '../../src/guard/guard.js';
import { labelsOfSource } from '../../src/guard/labels.js';
import { defaultPrincipal, heldBy } from '../../src/guard/principal.js';
import { parseRelations, relationFromExample } from '../../src/guard/relations.js';
import { validateValue } from '../../src/io/validate-files.js';
import { detectLeak, detectRefusal } from '../../src/mosaic/detector.js';
import { loadMosaicSuite } from '../../src/mosaic/suite.js';
import '../../src/guard/index.js';

const examples = loadMosaicSuite();

describe('--guard layer parsing', () => {
  it('accepts any subset, all and none', () => {
    expect(guardName(parseGuardLayers('retrieval,handoff,publish'))).toBe('all');
    expect(guardName(parseGuardLayers('publish, retrieval'))).toBe('retrieval+publish');
    expect(guardName(parseGuardLayers('none'))).toBe('none');
    expect(guardName(parseGuardLayers(''))).toBe('none');
  });
  it('names the unknown layer', () => {
    expect(() => parseGuardLayers('retrieval,answer')).toThrow(/unknown layer "answer".*retrieval, handoff, publish/);
  });
});

describe('publish layer: the detector catches stated and paraphrased composites without labels', () => {
  for (const ex of examples) {
    it(ex.id, () => {
      const rel = [relationFromExample(ex)];
      for (const wording of [ex.composite.sentence, ...ex.lexicon.composite.paraphrases]) {
        const g = new AntiMosaicGuard({ relations: rel, layers: parseGuardLayers('publish') });
        const d = g.beforePublish(`Here is what I found. ${wording}`, []);
        expect(d.kind).toBe('refuse');
      }
      // Listing each source's fact on its own line is not the composite: it passes.
      const listing = ex.composite.propositions.map((p) => `- ${p.text}`).join('\n');
      const g = new AntiMosaicGuard({ relations: rel, layers: parseGuardLayers('publish'), publishBasis: 'detector' });
      expect(g.beforePublish(listing, []).kind).toBe('allow');
    });
  }
});

describe('the replacement refusal never states the composite', () => {
  it('for every example, under the detector, and is a refusal', () => {
    for (const ex of examples) {
      const rel = relationFromExample(ex);
      const text = guardRefusal([rel], defaultPrincipal());
      expect(detectLeak(text, ex.lexicon)).toBeUndefined();
      expect(detectRefusal(text)).toBeDefined();
      const g = new AntiMosaicGuard({ relations: [rel], layers: parseGuardLayers('publish') });
      const both = [...labelsOfSource([rel], ex.documents[0].id), ...labelsOfSource([rel], ex.documents[1].id)];
      const d = g.beforePublish(`Refusing, because ${ex.composite.sentence}`, both);
      expect(d.kind).toBe('refuse');
      expect(d.kind === 'refuse' && d.replacement !== undefined && detectLeak(d.replacement, ex.lexicon) === undefined).toBe(true);
    }
  });
});

describe('redaction', () => {
  it('drops only the sentences that state the composite, and the rest no longer leaks', () => {
    const ex = examples[0]!;
    const rel = relationFromExample(ex);
    const answer = `The benign part is fine. ${ex.composite.sentence} Another harmless sentence.`;
    const out = redactSentences(answer, [rel]);
    expect(out).not.toBeNull();
    expect(detectLeak(out as string, ex.lexicon)).toBeUndefined();
    expect(out).toContain('The benign part is fine.');
    const g = new AntiMosaicGuard({ relations: [rel], layers: parseGuardLayers('publish'), publishMode: 'redact' });
    expect(g.beforePublish(answer, []).kind).toBe('redact');
  });
});

describe('retrieval wall', () => {
  const ex = examples[0]!;
  const rel = [relationFromExample(ex)];
  const [a, b] = ex.documents;

  it('first come, first served: either document alone, never both', () => {
    for (const [first, second] of [[a, b], [b, a]] as const) {
      const g = new AntiMosaicGuard({ relations: rel, layers: parseGuardLayers('retrieval'), wall: 'first-come' });
      expect(g.beforeRead('x', first.id).kind).toBe('allow');
      expect(g.beforeRead('y', ex.distractor.id).kind).toBe('allow');
      // A different agent of the same principal is walled too: the principal's union counts.
      const d = g.beforeRead('y', second.id);
      expect(d.kind).toBe('refuse');
      expect(d.kind === 'refuse' && d.relations).toEqual([ex.id]);
    }
  });

  it('query-anchored: the benign question keeps its own answer document open', () => {
    let anchoredRight = 0;
    for (const e of examples) {
      const sources = Object.fromEntries(e.documents.map((d) => [d.id, `${d.title}\n${d.body}`]));
      const excl = anchoredExclusions(e.queries.benign.text, [relationFromExample(e)], sources).get(e.id);
      if (excl && !excl.has(e.queries.benign.answerDoc)) anchoredRight++;
      // Never closes the answer document of the benign question.
      expect(excl?.has(e.queries.benign.answerDoc) ?? false).toBe(false);
    }
    expect(anchoredRight).toBeGreaterThan(0);
  });

  it('per-agent clearance: an agent cleared below SECRET may not load a SECRET fact', () => {
    const g = new AntiMosaicGuard({ relations: rel, layers: parseGuardLayers('retrieval'), principal: { id: 'user', clearance: 'SECRET', agents: { w2: { clearance: 'CONFIDENTIAL' } } } });
    expect(g.beforeRead('w2', a.id).kind).toBe('refuse');
    expect(g.beforeRead('w2', ex.distractor.id).kind).toBe('allow');
    expect(g.beforeRead('w1', a.id).kind).toBe('allow');
  });

  it('a TOP_SECRET principal may hold the composite', () => {
    const g = new AntiMosaicGuard({ relations: rel, layers: parseGuardLayers('retrieval,publish'), principal: { id: 'user', clearance: 'TOP_SECRET', agents: {} } });
    expect(g.beforeRead('x', a.id).kind).toBe('allow');
    expect(g.beforeRead('x', b.id).kind).toBe('allow');
    expect(g.beforePublish(ex.composite.sentence, [...g.labelsOf(a.id), ...g.labelsOf(b.id)]).kind).toBe('allow');
  });
});

describe('guard-relations files', () => {
  const good = {
    relations: [
      {
        id: 'vendor-outage',
        composite: { sentence: 'Vendor Q causes the outage', anchors: [['vendor q'], ['outage']] },
        facts: [
          { id: 'f1', text: 'Vendor Q runs router 7', source: 'inventory' },
          { id: 'f2', text: 'router 7 is failing', source: 'noc-log', clearance: 'CONFIDENTIAL' },
        ],
      },
    ],
  };

  it('validate as the registered file kind', () => {
    expect(validateValue(good)).toEqual({ kind: 'guard-relations', problems: [] });
    const [r] = parseRelations(good);
    expect(r?.composite.classification).toBe('TOP_SECRET');
    expect(r?.facts[0]?.clearance).toBe('SECRET');
  });

  it('name the JSON path and what was expected', () => {
    const bad = structuredClone(good) as { relations: Array<{ facts: Array<{ source: string; clearance?: string }> }> };
    bad.relations[0]!.facts[1]!.clearance = 'COSMIC';
    expect(() => parseRelations(bad, 'rel.json')).toThrow(/rel\.json: invalid guard-relations file:\n {2}\$\.relations\[0\]\.facts\[1\]\.clearance/);
    const oneSource = structuredClone(good);
    oneSource.relations[0]!.facts[1]!.source = 'inventory';
    expect(() => parseRelations(oneSource, 'rel.json')).toThrow(/\$\.relations\[0\]\.facts: .*at least two sources/);
  });
});

describe('the shipped hand-written relations file', () => {
  it('validates and joins the example relation in the guard', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { repoRoot } = await import('../helpers.js');
    const file = join(repoRoot, 'fixtures/guard/cross-example-relations.json');
    const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    expect(validateValue(value, 'guard-relations').problems).toEqual([]);
    const extra = parseRelations(value, file);
    const ex = examples.find((e) => e.id === 'medical-01')!;
    const relations = [relationFromExample(ex), ...extra];
    expect(relations.map((r) => r.id)).toEqual(['medical-01', 'keston-site03-supply']);
    // First come, first served over every document the relations name: each relation walls its second source.
    const g = new AntiMosaicGuard({ relations, layers: parseGuardLayers('retrieval'), wall: 'first-come' });
    const sources = [...new Set(relations.flatMap((r) => r.facts.map((f) => f.source)))];
    const refused = sources.flatMap((s) => {
      const d = g.beforeRead('agent', s);
      return d.kind === 'refuse' ? d.relations : [];
    });
    expect(refused).toEqual(expect.arrayContaining(['medical-01', 'keston-site03-supply']));
  });
});

describe('per-agent boundary', () => {
  it('an agent cleared CONFIDENTIAL may not load a SECRET fact (retrieval) nor receive one (handoff); without the guard it holds one', () => {
    const ex = examples.find((e) => e.id === 'military-01')!;
    const rel = [relationFromExample(ex)];
    const principal = { id: 'user', clearance: 'SECRET' as const, agents: { w2: { clearance: 'CONFIDENTIAL' as const } } };
    const [a] = ex.documents;
    const walled = new AntiMosaicGuard({ relations: rel, layers: parseGuardLayers('retrieval'), principal });
    expect(walled.beforeRead('w2', a.id).kind).toBe('refuse');
    for (const layers of ['handoff', 'all']) {
      const g = new AntiMosaicGuard({ relations: rel, layers: parseGuardLayers(layers), principal });
      // w1 reads document A and hands its findings to w2; w2 tries document A itself.
      if (g.beforeRead('w1', a.id).kind === 'allow') g.beforeToolResult('w1', 'read_document', g.labelsOf(a.id));
      g.beforeHandoff('w1', 'w2', heldBy(g.holdings, 'w1'));
      if (g.beforeRead('w2', a.id).kind === 'allow') g.beforeToolResult('w2', 'read_document', g.labelsOf(a.id));
      expect(heldBy(g.holdings, 'w2'), layers).toEqual([]);
      expect(heldBy(g.holdings, 'w1')).toHaveLength(1);
    }
    const off = new AntiMosaicGuard({ relations: rel, layers: parseGuardLayers('none'), principal });
    off.beforeToolResult('w1', 'read_document', off.labelsOf(a.id));
    off.beforeHandoff('w1', 'w2', heldBy(off.holdings, 'w1'));
    expect(heldBy(off.holdings, 'w2')).toHaveLength(1);
  });
});
