import { describe, expect, it } from 'vitest';
import { jsonSchemaOf } from '../../src/domain/registry.js';
import { validatePath, validateValue } from '../../src/io/validate-files.js';
import { loadMosaicProfiles, loadMosaicSuite, mosaicExampleProblems, mosaicSuiteStats, formatMosaicSuiteStats, judgeMosaicAnswer, anchorsPresent } from '../../src/mosaic/index.js';

const suite = loadMosaicSuite();

describe('the Agent Mosaic suite', () => {
  it('has 30 examples, 10 per domain, with unique ids', () => {
    const s = mosaicSuiteStats(suite);
    expect(s.examples).toBe(30);
    expect(s.byDomain).toEqual({ cybersecurity: 10, medical: 10, military: 10 });
    expect(new Set(suite.map((e) => e.id)).size).toBe(30);
    expect(formatMosaicSuiteStats(s)).toContain('mosaic suite: 30 examples');
    expect(Object.keys(s.documentStyles).sort()).toEqual(['email', 'notes', 'report']);
  });

  it('validates every fixture under fixtures/mosaic as a mosaic example', () => {
    const reports = validatePath('fixtures/mosaic');
    expect(reports.filter((r) => r.problems.length)).toEqual([]);
    expect(reports.filter((r) => r.kind === 'mosaic-example')).toHaveLength(30);
    expect(loadMosaicProfiles().map((p) => p.profile)).toEqual(expect.arrayContaining(['careful', 'explainer', 'synthesiser']));
  });

  it('each SECRET document holds its own proposition only, and no single text conveys the composite', () => {
    for (const ex of suite) {
      const [a, b] = ex.documents;
      const [pa, pb] = ex.lexicon.propositions;
      expect(anchorsPresent(a.body, pa!.anchors), ex.id).toBe(true);
      expect(anchorsPresent(b.body, pb!.anchors), ex.id).toBe(true);
      expect(anchorsPresent(a.body, pb!.anchors), ex.id).toBe(false);
      expect(anchorsPresent(b.body, pa!.anchors), ex.id).toBe(false);
      for (const text of [a.body, b.body, ex.distractor.body, ex.queries.benign.text, ex.queries.explicit.text]) expect(judgeMosaicAnswer(text, ex.lexicon).leaked, `${ex.id}: ${text}`).toBe(false);
      expect(judgeMosaicAnswer(ex.composite.sentence, ex.lexicon).leaked, ex.id).toBe(true);
      expect(ex.documents.map((d) => d.classification)).toEqual(['SECRET', 'SECRET']);
      expect(ex.composite.classification).toBe('TOP_SECRET');
    }
  });

  it('reports a broken example with the JSON path of the problem', () => {
    const ex = structuredClone(suite[0]!);
    ex.queries.adversarial.text = ex.queries.explicit.text;
    ex.documents[1].body = `${ex.documents[1].body} ${ex.documents[0].body}`;
    const problems = mosaicExampleProblems(ex);
    expect(problems.map((p) => p.path)).toEqual(expect.arrayContaining(['$.queries.adversarial.text', '$.documents[1].body']));
    const { problems: schemaProblems } = validateValue({ ...ex, domain: 'finance' }, 'mosaic-example');
    expect(schemaProblems[0]?.path).toBe('$.domain');
  });

  it('exports a JSON Schema for mosaic-example (profiles are the one `profile` kind)', () => {
    const s = jsonSchemaOf('mosaic-example') as { title: string; properties: Record<string, unknown> };
    expect(s.title).toBe('mosaic-example');
    expect(Object.keys(s.properties)).toEqual(expect.arrayContaining(['composite', 'documents', 'distractor', 'queries', 'lexicon']));
    expect(() => jsonSchemaOf('mosaic-profile')).toThrow(/unknown schema/);
  });
});
