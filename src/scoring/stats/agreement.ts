/** Binary agreement of a judge against reference labels (positive = the event happened). */
export interface BinaryAgreement {
  n: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  accuracy: number;
  /** null when the judge never said positive. */
  precision: number | null;
  /** null when the reference has no positive. */
  recall: number | null;
  f1: number | null;
  /** Cohen's κ; null when chance agreement is 1 (both raters constant and equal). */
  kappa: number | null;
}

/** Accuracy, precision, recall, F1 and Cohen's κ of judge labels against reference labels. */
export function binaryAgreement(pairs: ReadonlyArray<{ reference: boolean; judge: boolean }>): BinaryAgreement {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const p of pairs) {
    if (p.reference && p.judge) tp++;
    else if (!p.reference && p.judge) fp++;
    else if (p.reference && !p.judge) fn++;
    else tn++;
  }
  const n = pairs.length;
  if (n === 0) throw new Error('binaryAgreement: no labelled pairs');
  const precision = tp + fp === 0 ? null : tp / (tp + fp);
  const recall = tp + fn === 0 ? null : tp / (tp + fn);
  const f1 = precision === null || recall === null || precision + recall === 0 ? null : (2 * precision * recall) / (precision + recall);
  return {
    n,
    tp,
    fp,
    fn,
    tn,
    accuracy: (tp + tn) / n,
    precision,
    recall,
    f1,
    kappa: cohenKappa(
      pairs.map((p) => String(p.reference)),
      pairs.map((p) => String(p.judge)),
    ),
  };
}

/**
 * Balanced accuracy: the mean of the true-positive and true-negative rates (a class the reference
 * never has counts as fully recalled), so a judge that always says "no" scores 50% whatever the
 * base rate — the measure the labelled sets of the detectors are read with.
 */
export function balancedAccuracy(a: Pick<BinaryAgreement, 'tp' | 'fp' | 'fn' | 'tn'>): number {
  const tpr = a.tp + a.fn === 0 ? 1 : a.tp / (a.tp + a.fn);
  const tnr = a.tn + a.fp === 0 ? 1 : a.tn / (a.tn + a.fp);
  return (tpr + tnr) / 2;
}

/** Cohen's κ of two raters over the same items, any number of categories; null when p_e = 1. */
export function cohenKappa(a: readonly string[], b: readonly string[]): number | null {
  if (a.length !== b.length) throw new Error(`cohenKappa: ${a.length} labels vs ${b.length}`);
  const n = a.length;
  if (n === 0) throw new Error('cohenKappa: no items');
  const ca = new Map<string, number>();
  const cb = new Map<string, number>();
  let agree = 0;
  a.forEach((x, i) => {
    const y = b[i] as string;
    if (x === y) agree++;
    ca.set(x, (ca.get(x) ?? 0) + 1);
    cb.set(y, (cb.get(y) ?? 0) + 1);
  });
  const po = agree / n;
  let pe = 0;
  for (const [k, v] of ca) pe += (v / n) * ((cb.get(k) ?? 0) / n);
  return pe >= 1 ? null : (po - pe) / (1 - pe);
}

/** Cohen's κ from a square confusion matrix (rows: rater A, columns: rater B). */
export function cohenKappaFromMatrix(m: readonly (readonly number[])[]): number | null {
  const a: string[] = [];
  const b: string[] = [];
  m.forEach((row, i) => row.forEach((count, j) => {
    for (let k = 0; k < count; k++) {
      a.push(String(i));
      b.push(String(j));
    }
  }));
  return cohenKappa(a, b);
}

/**
 * Fleiss' κ from a subjects × categories count matrix (each row: how many raters chose each
 * category; every row sums to the same number of raters).
 */
export function fleissKappa(counts: readonly (readonly number[])[]): number | null {
  const N = counts.length;
  if (N === 0) throw new Error('fleissKappa: no subjects');
  const n = (counts[0] ?? []).reduce((s, x) => s + x, 0);
  if (n < 2) throw new Error('fleissKappa: need at least 2 raters per subject');
  const k = (counts[0] ?? []).length;
  const pj = new Array<number>(k).fill(0);
  let pBar = 0;
  counts.forEach((row, i) => {
    const sum = row.reduce((s, x) => s + x, 0);
    if (sum !== n || row.length !== k) throw new Error(`fleissKappa: subject ${i} has ${sum} ratings in ${row.length} categories, expected ${n} in ${k}`);
    row.forEach((x, j) => (pj[j] = (pj[j] ?? 0) + x));
    pBar += (row.reduce((s, x) => s + x * x, 0) - n) / (n * (n - 1));
  });
  pBar /= N;
  const pe = pj.reduce((s, x) => s + (x / (N * n)) ** 2, 0);
  return pe >= 1 ? null : (pBar - pe) / (1 - pe);
}

/** Fleiss' κ from per-item label lists (every item rated by the same number of raters). */
export function fleissKappaFromLabels(items: readonly (readonly string[])[]): number | null {
  const cats = [...new Set(items.flat())].sort();
  return fleissKappa(items.map((labels) => cats.map((c) => labels.filter((l) => l === c).length)));
}

/**
 * Krippendorff's α for nominal data. `units[u][c]` is coder c's value for unit u, or null when
 * missing; units with fewer than two values are not pairable and are dropped.
 */
export function krippendorffAlphaNominal(units: readonly (readonly (string | null)[])[]): number | null {
  // Coincidence matrix o_ck built from all ordered pairs of values within each unit, weighted 1/(m_u − 1).
  const o = new Map<string, Map<string, number>>();
  const add = (c: string, k: string, w: number): void => {
    const row = o.get(c) ?? new Map<string, number>();
    row.set(k, (row.get(k) ?? 0) + w);
    o.set(c, row);
  };
  for (const unit of units) {
    const vals = unit.filter((v): v is string => v !== null);
    const m = vals.length;
    if (m < 2) continue;
    for (let i = 0; i < m; i++) for (let j = 0; j < m; j++) if (i !== j) add(vals[i] as string, vals[j] as string, 1 / (m - 1));
  }
  const nc = new Map<string, number>();
  let n = 0;
  for (const [c, row] of o) {
    const s = [...row.values()].reduce((a, b) => a + b, 0);
    nc.set(c, s);
    n += s;
  }
  if (n <= 1) return null;
  let observed = 0;
  for (const [c, row] of o) for (const [k, v] of row) if (c !== k) observed += v;
  let expected = 0;
  for (const [c, a] of nc) for (const [k, b] of nc) if (c !== k) expected += a * b;
  expected /= n - 1;
  if (expected === 0) return null;
  return 1 - observed / expected;
}
