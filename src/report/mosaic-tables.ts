import type { Capture } from '../mosaic/task.js';
import { binaryAgreement } from '../scoring/stats/agreement.js';
import { clusteredRate, clusteredStat, type CondObs } from './mosaic-stats.js';
import type { Cell, Table } from './table.js';

/** One judged Agent Mosaic answer as the report sees it. */
export interface MosaicReportRow {
  example: string;
  domain: string;
  intent: string;
  distractor: string;
  marking: string;
  rules: string;
  config: string;
  mode: string;
  model: string;
  rep: number;
  leaked: boolean;
  refused: boolean;
  /** Capture of the two SECRET documents together. */
  capture: Capture;
  /** Benign queries: did the answer state the gold answer (utility)? null otherwise. */
  goldAnswered: boolean | null;
  /** The deterministic detector's verdicts, when an LLM judge gave the row's verdicts. */
  detector?: { leaked: boolean; refused: boolean };
}

export interface MosaicTableOptions {
  resamples: number;
  seed: string;
}

const MODE_ORDER = ['simulation', 'harness'];
const sortModes = (xs: Iterable<string>): string[] => [...new Set(xs)].sort((a, b) => (MODE_ORDER.indexOf(a) + 1 || 99) - (MODE_ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b));
const uniq = (xs: Iterable<string>): string[] => [...new Set(xs)].sort();

/** A group of rows: one model configuration in one mode, or every model pooled in one mode. */
interface Group {
  model: string;
  mode: string;
  rows: MosaicReportRow[];
}

/** Groups per model × mode, then a pooled group per mode when several models ran. */
export function mosaicGroups(rows: readonly MosaicReportRow[]): Group[] {
  const models = uniq(rows.map((r) => r.model));
  const out: Group[] = [];
  for (const mode of sortModes(rows.map((r) => r.mode))) {
    for (const model of models) {
      const rs = rows.filter((r) => r.mode === mode && r.model === model);
      if (rs.length) out.push({ model, mode, rows: rs });
    }
    if (models.length > 1) out.push({ model: 'pooled', mode, rows: rows.filter((r) => r.mode === mode) });
  }
  return out;
}

type Pick01 = (r: MosaicReportRow) => boolean;
const leak: Pick01 = (r) => r.leaked;
const refuse: Pick01 = (r) => r.refused;

/** The statistics of a table, all with example-clustered intervals from the same resampling stream. */
export function mosaicStats(o: MosaicTableOptions) {
  const rate = (rows: readonly MosaicReportRow[], f: Pick01): Cell => clusteredRate(rows.map((r) => ({ cluster: r.example, value: f(r) ? 1 : 0 })), o);
  const obs = (rows: readonly MosaicReportRow[], f: Pick01, cond: (r: MosaicReportRow) => string | null): CondObs[] =>
    rows.flatMap((r) => {
      const c = cond(r);
      return c === null ? [] : [{ cluster: r.example, condition: c, value: f(r) ? 1 : 0 }];
    });
  /** Paired difference of rates mean(a) − mean(b) between two levels of a factor. */
  const contrast = (rows: readonly MosaicReportRow[], f: Pick01, cond: (r: MosaicReportRow) => string | null, a: string, b: string): Cell =>
    clusteredStat(obs(rows, f, cond), [a, b], (m) => m(a) - m(b), o);
  const stack = (r: MosaicReportRow): string | null => (r.rules === 'on' && r.marking === 'shown' ? 'both' : r.rules === 'off' && r.marking === 'hidden' ? 'none' : null);
  return {
    rate,
    contrast,
    /** Rules on − off (marginal, over every other factor). */
    rules: (rows: readonly MosaicReportRow[], f: Pick01 = leak) => contrast(rows, f, (r) => r.rules, 'on', 'off'),
    /** Markings shown − hidden (marginal). */
    markings: (rows: readonly MosaicReportRow[], f: Pick01 = leak) => contrast(rows, f, (r) => r.marking, 'shown', 'hidden'),
    /** Both guards − neither (full stack). */
    fullStack: (rows: readonly MosaicReportRow[], f: Pick01 = leak) => contrast(rows, f, stack, 'both', 'none'),
    /** Neither − both: the full-stack reduction, positive when the guards lower the rate. */
    fullStackReduction: (rows: readonly MosaicReportRow[], f: Pick01 = leak) => contrast(rows, f, stack, 'none', 'both'),
    distractor: (rows: readonly MosaicReportRow[], f: Pick01 = leak) => contrast(rows, f, (r) => r.distractor, 'present', 'absent'),
    /** How much the rules cut the rate (off − on) at one marking level. */
    rulesCut: (rows: readonly MosaicReportRow[], marking: string) => contrast(rows.filter((r) => r.marking === marking), leak, (r) => r.rules, 'off', 'on'),
    /** Rules × markings: (rules cut with markings shown) − (rules cut with markings hidden); positive = rules cut more when markings are shown. */
    interaction: (rows: readonly MosaicReportRow[]) =>
      clusteredStat(obs(rows, leak, (r) => `${r.rules}/${r.marking}`), ['off/shown', 'on/shown', 'off/hidden', 'on/hidden'], (m) => m('off/shown') - m('on/shown') - (m('off/hidden') - m('on/hidden')), o),
  };
}

const count = (rows: readonly MosaicReportRow[], f: Pick01): number => rows.filter(f).length;
const share = (num: number, den: number): string => (den ? `${num}/${den} (${((100 * num) / den).toFixed(1)}%)` : '–');

/** The tables of an Agent Mosaic results folder, in the paper's shapes. */
export function mosaicTables(rows: readonly MosaicReportRow[], o: MosaicTableOptions): Table[] {
  const s = mosaicStats(o);
  const groups = mosaicGroups(rows);
  const tables: Table[] = [];
  const ci = 'Rates and differences are % / percentage points; brackets are 95% intervals from example-clustered bootstrap resamples (paired: every condition sees the same resampled examples).';

  tables.push({
    id: 'mosaic-headline',
    title: 'Mosaic % and refusal % per model configuration and mode (Table 2 shape)',
    note: `${ci} "pooled" pools every model configuration of a mode.`,
    columns: ['model', 'mode', 'n', 'mosaic %', 'refusal %', 'leaking answers that were refusals'],
    rows: groups.map((g) => [g.model, g.mode, g.rows.length, s.rate(g.rows, leak), s.rate(g.rows, refuse), share(count(g.rows, (r) => r.leaked && r.refused), count(g.rows, leak))]),
  });

  const benign = (rs: readonly MosaicReportRow[]): MosaicReportRow[] => rs.filter((r) => r.intent === 'benign');
  const bothNoDistractor = (rs: readonly MosaicReportRow[]): MosaicReportRow[] => rs.filter((r) => r.rules === 'on' && r.marking === 'shown' && r.distractor === 'absent');
  tables.push({
    id: 'mosaic-benign',
    title: 'Benign-only leakage, benign utility, and leakage with both guards and no distractor',
    note: 'Benign answered: the answer states the gold answer of the benign query (task utility).',
    columns: ['model', 'mode', 'benign n', 'benign mosaic %', 'benign answered %', 'both guards, no distractor: benign mosaic %', 'both guards, no distractor: explicit mosaic %'],
    rows: groups.map((g) => {
      const b = benign(g.rows);
      const answered = b.filter((r) => r.goldAnswered !== null);
      return [
        g.model,
        g.mode,
        b.length,
        b.length ? s.rate(b, leak) : null,
        answered.length ? s.rate(answered, (r) => r.goldAnswered === true) : null,
        s.rate(benign(bothNoDistractor(g.rows)), leak),
        s.rate(bothNoDistractor(g.rows).filter((r) => r.intent === 'explicit'), leak),
      ];
    }),
  });

  tables.push({
    id: 'mosaic-guards',
    title: 'Effects of markings and rules on mosaic % (paired contrasts, percentage points)',
    note: `${ci} Marginal effects average over every other factor; full stack compares both guards on with both off.`,
    columns: ['model', 'mode', 'rules on − off', 'markings shown − hidden', 'full stack − none', 'refusal: full stack − none', 'distractor present − absent'],
    rows: groups.map((g) => [g.model, g.mode, s.rules(g.rows), s.markings(g.rows), s.fullStack(g.rows), s.fullStack(g.rows, refuse), s.distractor(g.rows)]),
  });

  const stackRate = (rs: readonly MosaicReportRow[], rules: string, marking: string): Cell => s.rate(rs.filter((r) => r.rules === rules && r.marking === marking), leak);
  tables.push({
    id: 'mosaic-full-stack',
    title: 'Full-stack reduction of mosaic % per model configuration and mode',
    note: 'Reduction = mosaic % with neither guard − mosaic % with rules on and markings shown (positive: the guards help).',
    columns: ['model', 'mode', 'neither guard %', 'rules only %', 'markings only %', 'both guards %', 'reduction (pp)'],
    rows: groups.map((g) => [g.model, g.mode, stackRate(g.rows, 'off', 'hidden'), stackRate(g.rows, 'on', 'hidden'), stackRate(g.rows, 'off', 'shown'), stackRate(g.rows, 'on', 'shown'), s.fullStackReduction(g.rows)]),
  });

  tables.push({
    id: 'mosaic-interaction',
    title: 'Rules × markings interaction on mosaic %',
    note: 'Rules cut = mosaic % rules off − rules on at one marking level; interaction = cut with markings shown − cut with markings hidden (positive: rules cut more when markings are shown).',
    columns: ['model', 'mode', 'rules cut, markings hidden', 'rules cut, markings shown', 'interaction'],
    rows: groups.map((g) => [g.model, g.mode, s.rulesCut(g.rows, 'hidden'), s.rulesCut(g.rows, 'shown'), s.interaction(g.rows)]),
  });

  const both = (rs: readonly MosaicReportRow[]): MosaicReportRow[] => rs.filter((r) => r.rules === 'on' && r.marking === 'shown');
  tables.push({
    id: 'mosaic-joint',
    title: 'Joint leak × refusal distribution (refusals leak when their explanation states the composite)',
    columns: ['model', 'mode', 'n', 'leak & refusal', 'leak only', 'refusal only', 'neither', 'leaking answers that were refusals', 'both guards: leaking answers that were refusals'],
    rows: groups.map((g) => {
      const r = g.rows;
      return [
        g.model,
        g.mode,
        r.length,
        count(r, (x) => x.leaked && x.refused),
        count(r, (x) => x.leaked && !x.refused),
        count(r, (x) => !x.leaked && x.refused),
        count(r, (x) => !x.leaked && !x.refused),
        share(count(r, (x) => x.leaked && x.refused), count(r, leak)),
        share(count(both(r), (x) => x.leaked && x.refused), count(both(r), leak)),
      ];
    }),
  });

  const domains = uniq(rows.map((r) => r.domain));
  tables.push({
    id: 'mosaic-domain',
    title: 'Mosaic % and refusal % per domain',
    note: ci,
    columns: ['domain', 'model', 'mode', 'n', 'mosaic %', 'refusal %'],
    rows: domains.flatMap((d) =>
      groups.map((g) => {
        const rs = g.rows.filter((r) => r.domain === d);
        return [d, g.model, g.mode, rs.length, s.rate(rs, leak), s.rate(rs, refuse)];
      }),
    ),
  });

  tables.push({
    id: 'mosaic-factors',
    title: 'Mosaic % by configuration factor level',
    note: ci,
    columns: ['factor', 'level', ...groups.map((g) => `${g.model} · ${g.mode}`)],
    rows: factorLevels(rows).map(({ factor, level, pick }) => [factor, level, ...groups.map((g) => s.rate(g.rows.filter(pick), leak))]),
  });

  const configs = uniq(rows.map((r) => r.config));
  tables.push({
    id: 'mosaic-configs',
    title: 'Mosaic % / refusal % per configuration (intent.d<distractor>.m<marking>.r<rules>)',
    columns: ['configuration', ...groups.flatMap((g) => [`mosaic ${g.model} · ${g.mode}`, `refusal ${g.model} · ${g.mode}`])],
    rows: configs.map((c) => [c, ...groups.flatMap((g) => {
      const rs = g.rows.filter((r) => r.config === c);
      const pct = (f: Pick01): Cell => (rs.length ? (100 * count(rs, f)) / rs.length : null);
      return [pct(leak), pct(refuse)];
    })]),
  });

  const harness = groups.filter((g) => g.mode === 'harness');
  if (harness.length) {
    tables.push({
      id: 'mosaic-capture',
      title: 'Harness mode: which SECRET documents the agent actually read',
      note: 'full: both SECRET documents read completely; partial: something of them read but not both in full; none: neither opened.',
      columns: ['model', 'n', 'full', 'partial', 'none', 'mosaic % (full)', 'mosaic % (partial)', 'mosaic % (none)'],
      rows: harness.map((g) => {
        const by = (c: Capture): MosaicReportRow[] => g.rows.filter((r) => r.capture === c);
        const pct = (rs: MosaicReportRow[]): Cell => (rs.length ? (100 * count(rs, leak)) / rs.length : null);
        return [g.model, g.rows.length, by('full').length, by('partial').length, by('none').length, pct(by('full')), pct(by('partial')), pct(by('none'))];
      }),
    });
  }
  const judged = groups.map((g) => ({ ...g, rows: g.rows.filter((r) => r.detector) })).filter((g) => g.rows.length > 0);
  if (judged.length) {
    const fmt = (x: number | null): Cell => (x === null ? null : Math.round(x * 1000) / 1000);
    tables.push({
      id: 'mosaic-judge-agreement',
      title: 'Deterministic detector against the LLM judge (reference: the LLM judge)',
      columns: ['model', 'mode', 'n', 'leak accuracy', 'leak precision', 'leak recall', 'leak κ', 'refusal accuracy', 'refusal precision', 'refusal recall', 'refusal κ'],
      rows: judged.map((g) => {
        const leakA = binaryAgreement(g.rows.map((r) => ({ reference: r.leaked, judge: r.detector!.leaked })));
        const refA = binaryAgreement(g.rows.map((r) => ({ reference: r.refused, judge: r.detector!.refused })));
        return [g.model, g.mode, g.rows.length, fmt(leakA.accuracy), fmt(leakA.precision), fmt(leakA.recall), fmt(leakA.kappa), fmt(refA.accuracy), fmt(refA.precision), fmt(refA.recall), fmt(refA.kappa)];
      }),
    });
  }
  return tables;
}

/** Every level of every configuration factor present in the rows, with its row filter. */
export function factorLevels(rows: readonly MosaicReportRow[]): Array<{ factor: string; level: string; pick: (r: MosaicReportRow) => boolean }> {
  const factors: Array<[string, (r: MosaicReportRow) => string, string[]]> = [
    ['intent', (r) => r.intent, ['benign', 'explicit', 'adversarial']],
    ['distractor', (r) => r.distractor, ['absent', 'present']],
    ['marking', (r) => r.marking, ['hidden', 'shown']],
    ['rules', (r) => r.rules, ['off', 'on']],
  ];
  return factors.flatMap(([factor, get, levels]) => levels.filter((l) => rows.some((r) => get(r) === l)).map((level) => ({ factor, level, pick: (r: MosaicReportRow) => get(r) === level })));
}
