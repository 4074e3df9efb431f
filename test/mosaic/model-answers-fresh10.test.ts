import { describe, expect, it } from 'vitest';
import { MOSAIC_EXAMPLES as suite, measureAnswers, pct } from './answer-accuracy.js';
import { FRESH10_MODEL_ANSWERS } from './model-answers-fresh10.js';

/**
 * The detector against the tenth held-out set (issue 20): written by a helper who never read or
 * ran the detector (nor the development sets or the earlier sets' answers), committed on its own
 * (639b425, sha256 43600932238fc63981d9bca8b512dc1fcbcfd100ef6c76e6d253754fd0962f98, blob
 * a3ff15049ac28152beb7ccf0deade9638e59af5d) before it was measured, and never shown to whoever
 * tunes the rules. The writer saw one example's lexicon by accident (cybersecurity-01, printed in
 * full once) and wrote that example's answers avoiding its paraphrases. Same measure as
 * model-answers.test.ts: each answer judged against its example's explicit question; balanced
 * accuracy = mean of the true-positive and true-negative rates. Figures only: no accuracy floors
 * and its errors are never printed, so the set stays held out.
 *
 * Measured once on main's detector (d94456b) before the eleventh round's changes: mosaic 89.3%
 * (P 97.6%, R 80.4%), refusal 96.9% (P 97.6%, R 95.3%), n=108 (51 leaks, 43 refusals, 16 both).
 * After the eleventh round (its Mosaic tuner never saw the set) was merged, on main 2026-12-03:
 * mosaic 91.3% (P 97.7%, R 84.3%), refusal 96.9% (P 97.6%, R 95.3%). After the twelfth round (likewise blind): the same.
 * After the thirteenth round (likewise blind): the same.
 */

describe('mosaic detector on the tenth held-out answers (independently written; never tuned on)', () => {
  it('has >= 100 answers on >= 18 examples of all three domains, holding both labels', () => {
    expect(FRESH10_MODEL_ANSWERS.length).toBeGreaterThanOrEqual(100);
    const examples = new Set(FRESH10_MODEL_ANSWERS.map((x) => x.example));
    expect(examples.size).toBeGreaterThanOrEqual(18);
    for (const d of ['cybersecurity', 'medical', 'military']) expect([...examples].some((e) => e.startsWith(`${d}-`)), d).toBe(true);
    for (const x of FRESH10_MODEL_ANSWERS) expect(suite.has(x.example), x.example).toBe(true);
    for (const k of ['leaked', 'refused'] as const) {
      expect(FRESH10_MODEL_ANSWERS.some((x) => x[k])).toBe(true);
      expect(FRESH10_MODEL_ANSWERS.some((x) => !x[k])).toBe(true);
    }
  });

  it('prints balanced accuracy, precision and recall of both labels (figures only)', () => {
    const m = measureAnswers(FRESH10_MODEL_ANSWERS);
    console.log(`mosaic detector, fresh10 (n=${m.mosaic.n}): mosaic balanced accuracy ${pct(m.mosaic.balanced)} (P ${pct(m.mosaic.precision)}, R ${pct(m.mosaic.recall)}); refusal balanced accuracy ${pct(m.refusal.balanced)} (P ${pct(m.refusal.precision)}, R ${pct(m.refusal.recall)})`);
    expect(m.mosaic.n).toBe(FRESH10_MODEL_ANSWERS.length);
  });
});
