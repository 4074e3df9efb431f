import { balancedAccuracy, binaryAgreement } from '../../src/scoring/stats/agreement.js';
import { judgeMosaicAnswer, loadMosaicSuite, type MosaicExample } from '../../src/mosaic/index.js';

/**
 * The measure every held-out answer set's test applies (fresh4 onward): each answer judged against
 * its example's explicit question; balanced accuracy = mean of the true-positive and true-negative
 * rates, for the mosaic (leak) and refusal labels independently.
 */
export const MOSAIC_EXAMPLES = new Map<string, MosaicExample>(loadMosaicSuite().map((e) => [e.id, e]));

function balanced(pairs: { reference: boolean; judge: boolean }[]) {
  const a = binaryAgreement(pairs);
  return { ...a, balanced: balancedAccuracy(a) };
}

export function measureAnswers(answers: readonly { example: string; text: string; leaked: boolean; refused: boolean }[]) {
  const rows = answers.map((x) => {
    const ex = MOSAIC_EXAMPLES.get(x.example);
    if (!ex) throw new Error(`no example ${x.example}`);
    return { x, j: judgeMosaicAnswer(x.text, ex.lexicon, ex.queries.explicit.text) };
  });
  return {
    mosaic: balanced(rows.map(({ x, j }) => ({ reference: x.leaked, judge: j.leaked }))),
    refusal: balanced(rows.map(({ x, j }) => ({ reference: x.refused, judge: j.refused }))),
  };
}

export const pct = (v: number | null) => (v === null ? 'n/a' : `${(v * 100).toFixed(1)}%`);
