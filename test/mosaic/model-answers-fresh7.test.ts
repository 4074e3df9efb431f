import { describe, expect, it } from 'vitest';
import { MOSAIC_EXAMPLES as suite, measureAnswers, pct } from './answer-accuracy.js';
import { FRESH7_MODEL_ANSWERS } from './model-answers-fresh7.js';

/**
 * The detector against the seventh held-out set (issue 20): written by a helper who never read or
 * ran the detector (nor the development sets or the earlier fresh sets' answers), committed on its
 * own (b3df9d1, sha256 dff45f25…4e74e) before it was measured, and never shown to whoever tunes the
 * rules. Same measure as model-answers.test.ts: each answer judged against its example's explicit
 * question; balanced accuracy = mean of the true-positive and true-negative rates.
 * Figures only: no accuracy floors and its errors are never printed, so the set stays held out.
 */

describe('mosaic detector on the seventh held-out answers (independently written; never tuned on)', () => {
  it('has >= 150 answers on >= 20 examples of all three domains, holding both labels', () => {
    expect(FRESH7_MODEL_ANSWERS.length).toBeGreaterThanOrEqual(150);
    const examples = new Set(FRESH7_MODEL_ANSWERS.map((x) => x.example));
    expect(examples.size).toBeGreaterThanOrEqual(20);
    for (const d of ['cybersecurity', 'medical', 'military']) expect([...examples].some((e) => e.startsWith(`${d}-`)), d).toBe(true);
    for (const x of FRESH7_MODEL_ANSWERS) expect(suite.has(x.example), x.example).toBe(true);
    for (const k of ['leaked', 'refused'] as const) {
      expect(FRESH7_MODEL_ANSWERS.some((x) => x[k])).toBe(true);
      expect(FRESH7_MODEL_ANSWERS.some((x) => !x[k])).toBe(true);
    }
  });

  it('prints balanced accuracy, precision and recall of both labels (figures only)', () => {
    const m = measureAnswers(FRESH7_MODEL_ANSWERS);
    console.log(`mosaic detector, fresh7 (n=${m.mosaic.n}): mosaic balanced accuracy ${pct(m.mosaic.balanced)} (P ${pct(m.mosaic.precision)}, R ${pct(m.mosaic.recall)}); refusal balanced accuracy ${pct(m.refusal.balanced)} (P ${pct(m.refusal.precision)}, R ${pct(m.refusal.recall)})`);
    // Measured once on main's detector (53d6cd5) right after the set was committed ("before"):
    // mosaic 83.7% (P 91.7%, R 71.4%), refusal 90.4% (P 100.0%, R 80.8%), n=204.
    // Once after the seventh round was merged (its tuner never saw the set): mosaic 84.1% (P 93.2%,
    // R 71.4%), refusal 90.4% (P 100.0%, R 80.8%). Floors just under that, against regressions (the
    // issue's target is 90%); development data since that measurement. After the tenth round:
    // mosaic 94.7% (P 97.2%, R 90.9%), refusal 99.4%. After the eleventh (scorer version 16): mosaic
    // 95.7% (P 98.6%, R 92.2%), refusal 99.4% (P 100.0%, R 98.7%). Floors just under.
    expect(m.mosaic.balanced).toBeGreaterThanOrEqual(0.955);
    expect(m.refusal.balanced).toBeGreaterThanOrEqual(0.99);
    expect(m.mosaic.n).toBeGreaterThanOrEqual(150);
  });
});
