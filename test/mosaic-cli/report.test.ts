import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mosaicConfigs, configId } from '../../src/mosaic/configs.js';
import { buildMosaicReport, hasMosaicRuns, mosaicReportOf } from '../../src/report/mosaic-report.js';
import type { MosaicReportRow } from '../../src/report/mosaic-tables.js';
import { showMosaicRun } from '../../src/report/mosaic-show.js';
import { renderReport } from '../../src/report/write-report.js';
import type { Cell, Table } from '../../src/report/table.js';
import { ResultsStore } from '../../src/runner/store.js';
import { runMosaicCli } from './cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'masdrift-mosaic-report-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * Hand-made answers with a known structure: examples 0–5 leak whenever the rules are off,
 * examples 0–2 also leak inside their refusal when rules are on and markings shown, and every
 * answer with rules on is a refusal.
 */
function knownRows(): MosaicReportRow[] {
  const rows: MosaicReportRow[] = [];
  for (let e = 0; e < 10; e++)
    for (const c of mosaicConfigs())
      for (let rep = 0; rep < 2; rep++)
        rows.push({
          example: `ex-${e}`,
          domain: e < 5 ? 'medical' : 'military',
          ...c,
          config: configId(c),
          mode: 'simulation',
          model: 'sim:m',
          rep,
          leaked: (c.rules === 'off' && e < 6) || (c.rules === 'on' && c.marking === 'shown' && e < 3),
          refused: c.rules === 'on',
          capture: 'full',
          goldAnswered: c.intent === 'benign' ? e % 2 === 0 : null,
        });
  return rows;
}

const table = (ts: Table[], id: string): Table => ts.find((t) => t.id === id)!;
const est = (c: Cell | undefined): number => {
  if (c === null || c === undefined || typeof c !== 'object') throw new Error(`not an estimate: ${JSON.stringify(c)}`);
  return c.est!;
};
const withCi = (c: Cell | undefined): { est: number; lo: number; hi: number } => {
  if (c === null || c === undefined || typeof c !== 'object' || c.lo === null || c.hi === null || c.est === null) throw new Error(`no interval: ${JSON.stringify(c)}`);
  expect(c.lo).toBeLessThanOrEqual(c.est + 1e-9);
  expect(c.hi).toBeGreaterThanOrEqual(c.est - 1e-9);
  return c as { est: number; lo: number; hi: number };
};

describe('mosaic report tables on known rows', async () => {
  const rows = knownRows();
  const report = await mosaicReportOf(rows, { resamples: 2000 });
  const tables = report.sections[0]!.tables;

  it('headline: mosaic and refusal rates with example-clustered 95% intervals', () => {
    const row = table(tables, 'mosaic-headline').rows[0]!;
    expect(row.slice(0, 3)).toEqual(['sim:m', 'simulation', 480]);
    const leak = withCi(row[3]);
    // Per configuration: rules off 60%, rules on + shown 30%, rules on + hidden 0% → (12·60 + 6·30)/24.
    expect(leak.est).toBeCloseTo(37.5, 9);
    expect(leak.hi - leak.lo).toBeGreaterThan(0);
    expect(est(row[4])).toBeCloseTo(50, 9);
    expect(row[5]).toBe('36/180 (20.0%)');
  });

  it('paired contrasts carry the sign of the mechanism, with intervals', () => {
    const g = table(tables, 'mosaic-guards').rows[0]!;
    const rules = withCi(g[2]);
    expect(rules.est).toBeCloseTo(15 - 60, 9);
    expect(rules.hi).toBeLessThan(0);
    expect(withCi(g[3]).est).toBeCloseTo(45 - 30, 9);
    expect(withCi(g[4]).est).toBeCloseTo(30 - 60, 9);
    expect(est(g[5])).toBeCloseTo(100, 9);
    expect(est(g[6])).toBeCloseTo(0, 9);
    const fs = table(tables, 'mosaic-full-stack').rows[0]!;
    expect(withCi(fs[6]).est).toBeCloseTo(30, 9);
    const ix = table(tables, 'mosaic-interaction').rows[0]!;
    expect([est(ix[2]), est(ix[3]), est(ix[4])].map((x) => Math.round(x * 1e6) / 1e6)).toEqual([60, 30, -30]);
  });

  it('joint distribution, benign leakage and utility, domains', () => {
    const j = table(tables, 'mosaic-joint').rows[0]!;
    expect(j.slice(2, 7)).toEqual([480, 36, 144, 240 - 36, 480 - 144 - 240]);
    expect(j[8]).toBe('36/36 (100.0%)');
    const b = table(tables, 'mosaic-benign').rows[0]!;
    expect(b[2]).toBe(160);
    expect(est(b[3])).toBeCloseTo(37.5, 9);
    expect(est(b[4])).toBeCloseTo(50, 9);
    expect(est(b[5])).toBeCloseTo(30, 9);
    const d = table(tables, 'mosaic-domain').rows;
    expect(d.map((r) => [r[0], Math.round(est(r[4]) * 1e6) / 1e6])).toEqual([['medical', 65], ['military', 10]]);
  });

  it('draws the factor and full-stack figures from the same numbers, and renders md, csv, json and html', () => {
    const figs = report.sections[0]!.figures;
    expect(figs.map((f) => f.id)).toEqual(['fig-mosaic-factors', 'fig-mosaic-full-stack']);
    expect(figs[0]!.svg).toContain('<svg');
    expect(figs[0]!.rows.find((r) => r.level === 'rules: on')?.value).toBe(15);
    expect(figs[1]!.rows[0]).toMatchObject({ model: 'sim:m', mode: 'simulation', value: 30 });
    expect(renderReport(report, 'md', tmp)).toContain('### Mosaic % and refusal % per model configuration and mode (Table 2 shape)');
    expect(JSON.parse(renderReport(report, 'json', tmp)).tables.length).toBe(tables.length);
    renderReport(report, 'csv', tmp);
    expect(readFileSync(join(tmp, 'report-csv', 'mosaic-headline.csv'), 'utf8').split('\n')[0]).toBe('model,mode,n,mosaic %,mosaic % lo,mosaic % hi,refusal %,refusal % lo,refusal % hi,leaking answers that were refusals');
    renderReport(report, 'html', tmp);
    expect(readFileSync(join(tmp, 'report.html'), 'utf8')).toContain('id="fig-mosaic-full-stack"');
  });
});

describe('buildMosaicReport on a results folder', () => {
  it('reads the stored rows of `masdrift run --suite mosaic`, including the harness capture table', async () => {
    const out = join(tmp, 'run');
    const r = await runMosaicCli(['--suite', 'mosaic', '--example-ids', 'military-01,medical-03,cybersecurity-04', '--intent', 'explicit', '--reps', '1', '--profile', 'careful', '--out', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Mosaic % and refusal % per model configuration and mode');
    expect(existsSync(join(out, 'report.html'))).toBe(true);
    const store = ResultsStore.open(out, { readonly: true });
    try {
      expect(hasMosaicRuns(store)).toBe(true);
      const rep = await buildMosaicReport(store, { resamples: 200 });
      const ts = rep.sections[0]!.tables;
      expect(table(ts, 'mosaic-headline').rows.map((x) => [x[1], x[2]])).toEqual([['simulation', 24], ['harness', 24]]);
      const cap = table(ts, 'mosaic-capture').rows[0]!;
      expect((cap[2] as number) + (cap[3] as number) + (cap[4] as number)).toBe(24);
    } finally {
      store.close();
    }
  });
});

describe('showMosaicRun', () => {
  it('prints a stored answer with its verdicts, documents read and transcript', async () => {
    const out = join(tmp, 'run');
    const store = ResultsStore.open(out, { readonly: true });
    try {
      const run = [...store.runs({ suite: 'mosaic', withTrajectory: true })].find((r) => r.identity.extra.mode === 'harness')!;
      const text = showMosaicRun(run);
      const answer = (JSON.parse(run.trajectoryJson!) as { answer: string }).answer;
      expect(text).toContain(`mosaic run ${run.runId}: ${run.identity.taskId}`);
      expect(text).toMatch(/verdicts \(detector\): (LEAKED|no leak), (REFUSED|no refusal)/);
      expect(text).toContain('[system]');
      expect(text.endsWith(answer)).toBe(true);
    } finally {
      store.close();
    }
  });
});
