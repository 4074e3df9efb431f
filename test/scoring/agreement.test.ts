import { describe, expect, it } from 'vitest';
import {
  balancedAccuracy,
  binaryAgreement,
  cohenKappa,
  cohenKappaFromMatrix,
  fleissKappa,
  fleissKappaFromLabels,
  krippendorffAlphaNominal,
} from '../../src/scoring/stats/agreement.js';

describe("Cohen's κ", () => {
  // Textbook 2×2 tables (rows rater A yes/no, columns rater B yes/no) with their published κ.
  it.each([
    { m: [[20, 5], [10, 15]], kappa: 0.4 },
    { m: [[45, 15], [25, 15]], kappa: 0.1304 },
    { m: [[25, 35], [5, 35]], kappa: 0.2593 },
  ])('$m → κ $kappa', ({ m, kappa }) => {
    expect(cohenKappaFromMatrix(m)).toBeCloseTo(kappa, 4);
  });
  it('is 1 for perfect agreement and undefined for constant identical raters', () => {
    expect(cohenKappa(['a', 'b', 'c'], ['a', 'b', 'c'])).toBe(1);
    expect(cohenKappa(['a', 'a'], ['a', 'a'])).toBeNull();
  });
});

describe('binary agreement', () => {
  it('derives accuracy, precision, recall, F1 and κ from the confusion counts', () => {
    // 20 TP, 5 FN, 10 FP, 15 TN (the first Cohen table, judge = columns).
    const pairs = [
      ...Array.from({ length: 20 }, () => ({ reference: true, judge: true })),
      ...Array.from({ length: 5 }, () => ({ reference: true, judge: false })),
      ...Array.from({ length: 10 }, () => ({ reference: false, judge: true })),
      ...Array.from({ length: 15 }, () => ({ reference: false, judge: false })),
    ];
    const a = binaryAgreement(pairs);
    expect(a).toMatchObject({ n: 50, tp: 20, fn: 5, fp: 10, tn: 15 });
    expect(a.accuracy).toBeCloseTo(0.7, 10);
    expect(a.precision).toBeCloseTo(20 / 30, 10);
    expect(a.recall).toBeCloseTo(0.8, 10);
    expect(a.f1).toBeCloseTo((2 * (2 / 3) * 0.8) / (2 / 3 + 0.8), 10);
    expect(a.kappa).toBeCloseTo(0.4, 10);
  });
  it('balanced accuracy is the mean of the true-positive and true-negative rates (an always-no judge scores 50%)', () => {
    expect(balancedAccuracy({ tp: 20, fn: 5, fp: 10, tn: 15 })).toBeCloseTo((0.8 + 0.6) / 2, 10);
    expect(balancedAccuracy({ tp: 0, fn: 3, fp: 0, tn: 97 })).toBe(0.5);
    // a class the reference never has counts as fully recalled
    expect(balancedAccuracy({ tp: 0, fn: 0, fp: 1, tn: 3 })).toBeCloseTo((1 + 0.75) / 2, 10);
  });
  it('reports undefined precision when the judge never flags', () => {
    const a = binaryAgreement([{ reference: true, judge: false }, { reference: false, judge: false }]);
    expect(a.precision).toBeNull();
    expect(a.recall).toBe(0);
    expect(a.f1).toBeNull();
  });
});

describe("Fleiss' κ", () => {
  it("reproduces Fleiss' worked example (10 subjects, 14 raters, 5 categories) = 0.210", () => {
    const table = [
      [0, 0, 0, 0, 14],
      [0, 2, 6, 4, 2],
      [0, 0, 3, 5, 6],
      [0, 3, 9, 2, 0],
      [2, 2, 8, 1, 1],
      [7, 7, 0, 0, 0],
      [3, 2, 6, 3, 0],
      [2, 5, 3, 2, 2],
      [6, 5, 2, 1, 0],
      [0, 2, 2, 3, 7],
    ];
    expect(fleissKappa(table)).toBeCloseTo(0.21, 3);
  });
  it('agrees with the label-list form and rejects ragged rows', () => {
    expect(fleissKappaFromLabels([['a', 'a', 'b'], ['b', 'b', 'b'], ['a', 'b', 'a']])).toBeCloseTo(
      fleissKappa([[2, 1], [0, 3], [2, 1]])!,
      12,
    );
    expect(() => fleissKappa([[1, 1], [3, 0]])).toThrow(/subject 1/);
  });
});

describe("Krippendorff's α (nominal)", () => {
  it("reproduces Krippendorff's worked example with missing data = 0.743", () => {
    const A = ['1', '2', '3', '3', '2', '1', '4', '1', '2', null, null, null];
    const B = ['1', '2', '3', '3', '2', '2', '4', '1', '2', '5', null, '3'];
    const C = [null, '3', '3', '3', '2', '3', '4', '2', '2', '5', '1', null];
    const D = ['1', '2', '3', '3', '2', '4', '4', '1', '2', '5', '1', null];
    const units = A.map((_, u) => [A[u]!, B[u]!, C[u]!, D[u]!].map((v) => v ?? null));
    expect(krippendorffAlphaNominal(units)).toBeCloseTo(0.743, 3);
  });
  it("reproduces Krippendorff's two-coder binary example = 0.095", () => {
    const a = [0, 1, 0, 0, 0, 0, 0, 0, 1, 0];
    const b = [1, 1, 1, 0, 0, 1, 0, 0, 0, 0];
    expect(krippendorffAlphaNominal(a.map((x, i) => [String(x), String(b[i])]))).toBeCloseTo(0.095, 3);
  });
  it('is 1 for perfect agreement', () => {
    expect(krippendorffAlphaNominal([['a', 'a'], ['b', 'b', 'b'], ['a', 'a']])).toBe(1);
  });
});
