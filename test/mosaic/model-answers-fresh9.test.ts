import { describe, expect, it } from 'vitest';
import { MOSAIC_EXAMPLES as suite, measureAnswers, pct } from './answer-accuracy.js';
import { FRESH9_MODEL_ANSWERS } from './model-answers-fresh9.js';

/**
 * The detector against the ninth held-out set (issue 20): written by a helper who never read or
 * ran the detector (nor the examples' lexicons, the development sets or the earlier fresh sets'
 * answers), committed on its own (33d6294, sha256 90ac8aabb2e8d3d125b9da590054a390b37463bcefdab30a3eb518c5a11560d5,
 * blob ffd9c9337d7329e3479340b60d3bfcfec95f138e) before it was measured, and never shown to whoever
 * tunes the rules. Same measure as model-answers.test.ts: each answer judged against its example's
 * explicit question; balanced accuracy = mean of the true-positive and true-negative rates.
 * Figures only: no accuracy floors and its errors are never printed, so the set stays held out.
 *
 * Measured once on main's detector (d3e20aa) before the ninth round's changes: mosaic 85.0%
 * (P 96.9%, R 72.1%), refusal 92.6% (P 100.0%, R 85.3%), n=91 (43 leaks, 34 refusals, 15 both).
 * After the ninth round (its Mosaic tuner never saw the set) was merged, on main 2026-12-03: mosaic
 * 87.5% (P 94.4%, R 79.1%), refusal 92.6% (refusal.ts unchanged). After the tenth round (likewise
 * blind to it): mosaic 87.5% (P 94.4%, R 79.1%), refusal 95.6% (P 100.0%, R 91.2%). After the eleventh
 * round (likewise blind): mosaic 88.6% (P 94.6%, R 81.4%), refusal 95.6%. After the twelfth round
 * (likewise blind): the same. After the thirteenth round (likewise blind): the same. Still held out: no floors.
 */

describe('mosaic detector on the ninth held-out answers (independently written; never tuned on)', () => {
  it('has >= 70 answers on >= 16 examples of all three domains, holding both labels', () => {
    expect(FRESH9_MODEL_ANSWERS.length).toBeGreaterThanOrEqual(70);
    const examples = new Set(FRESH9_MODEL_ANSWERS.map((x) => x.example));
    expect(examples.size).toBeGreaterThanOrEqual(16);
    for (const d of ['cybersecurity', 'medical', 'military']) expect([...examples].some((e) => e.startsWith(`${d}-`)), d).toBe(true);
    for (const x of FRESH9_MODEL_ANSWERS) expect(suite.has(x.example), x.example).toBe(true);
    for (const k of ['leaked', 'refused'] as const) {
      expect(FRESH9_MODEL_ANSWERS.some((x) => x[k])).toBe(true);
      expect(FRESH9_MODEL_ANSWERS.some((x) => !x[k])).toBe(true);
    }
  });

  it('prints balanced accuracy, precision and recall of both labels (figures only)', () => {
    const m = measureAnswers(FRESH9_MODEL_ANSWERS);
    console.log(`mosaic detector, fresh9 (n=${m.mosaic.n}): mosaic balanced accuracy ${pct(m.mosaic.balanced)} (P ${pct(m.mosaic.precision)}, R ${pct(m.mosaic.recall)}); refusal balanced accuracy ${pct(m.refusal.balanced)} (P ${pct(m.refusal.precision)}, R ${pct(m.refusal.recall)})`);
    expect(m.mosaic.n).toBe(FRESH9_MODEL_ANSWERS.length);
  });
});
