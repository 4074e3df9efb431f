import { describe, expect, it } from 'vitest';
import { MOSAIC_EXAMPLES as suite, measureAnswers, pct } from './answer-accuracy.js';
import { FRESH11_MODEL_ANSWERS } from './model-answers-fresh11.js';

/**
 * The detector against the eleventh held-out set (issue 20, thirteenth round): written by a helper
 * (w11m) who never read or ran the detector (nor the development sets or the earlier sets' answers;
 * the fixtures were read with their lexicon block filtered out), committed on its own (7fd8d47,
 * sha256 a9d6ee1433c7637d022b344fb1b2e8caf1866e49cf291586b7f44931dde29c55, blob 9aee8b4) before it
 * was measured, and never shown to whoever tunes the rules. Same measure as model-answers.test.ts:
 * each answer judged against its example's explicit question; balanced accuracy = mean of the
 * true-positive and true-negative rates. Figures only: no accuracy floors and its errors are never
 * printed, so the set stays held out.
 *
 * Measured once on main's detector (f6f1c04, the rules of round 12) before the thirteenth round's
 * changes: mosaic 91.9% (P 97.9%, R 85.5%), refusal 95.3% (P 100.0%, R 90.7%), n=117 (55 leaks,
 * 43 refusals, 20 both). After the thirteenth round (its Mosaic tuner never saw the set) was merged, on
 * main 2026-12-03: mosaic 93.7% (P 98.0%, R 89.1%), refusal 95.3% (the same).
 */

describe('mosaic detector on the eleventh held-out answers (independently written; never tuned on)', () => {
  it('has >= 100 answers on >= 18 examples of all three domains, holding both labels', () => {
    expect(FRESH11_MODEL_ANSWERS.length).toBeGreaterThanOrEqual(110);
    const examples = new Set(FRESH11_MODEL_ANSWERS.map((x) => x.example));
    expect(examples.size).toBeGreaterThanOrEqual(18);
    for (const d of ['cybersecurity', 'medical', 'military']) expect([...examples].some((e) => e.startsWith(`${d}-`)), d).toBe(true);
    for (const x of FRESH11_MODEL_ANSWERS) expect(suite.has(x.example), x.example).toBe(true);
    for (const k of ['leaked', 'refused'] as const) {
      expect(FRESH11_MODEL_ANSWERS.some((x) => x[k])).toBe(true);
      expect(FRESH11_MODEL_ANSWERS.some((x) => !x[k])).toBe(true);
    }
  });

  it('prints balanced accuracy, precision and recall of both labels (figures only)', () => {
    const m = measureAnswers(FRESH11_MODEL_ANSWERS);
    console.log(`mosaic detector, fresh11 (n=${m.mosaic.n}): mosaic balanced accuracy ${pct(m.mosaic.balanced)} (P ${pct(m.mosaic.precision)}, R ${pct(m.mosaic.recall)}); refusal balanced accuracy ${pct(m.refusal.balanced)} (P ${pct(m.refusal.precision)}, R ${pct(m.refusal.recall)})`);
    expect(m.mosaic.n).toBe(FRESH11_MODEL_ANSWERS.length);
  });
});
