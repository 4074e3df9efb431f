import { describe, expect, it } from 'vitest';
import { formatAccuracy, measureAccuracy } from './compiler-accuracy.js';
import { expectCompilerSetShape } from './compiler-set-shape.js';
import { DEV13_CASES } from './compiler-requests-dev13.js';

// The ninth round's development set (issue 20): batch A written and committed alone (130cecb) before
// its author read the compiler, so its first reading is the round's "before" figure; batch B
// (263aa8f) written after the round's first changes and committed before any further one. Development data:
// its misses are printed, and the round tuned on them (as mechanisms, each checked on other sets).
describe('ninth-round development set of compiler requests (dev13)', () => {
  it('has the shape it was written to (≥ 50 requests, ≥ 15 domains, ≥ 30 never pairs, labels name real tools)', () => {
    expectCompilerSetShape(DEV13_CASES, { requests: 50, domains: 15, labels: { never: 30 } });
  });

  it('stage accuracy and per-stage recall: printed, with misses', () => {
    const r = measureAccuracy(DEV13_CASES);
    const recall = (stage: string) => r.perStage.find((x) => x.stage === stage)?.recall ?? 0;
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    console.log(`dev-13: ${formatAccuracy(r)}`);
    console.log(`dev-13 recall: never ${pct(recall('never'))}, post_approval ${pct(recall('post_approval'))}, current_request ${pct(recall('current_request'))}`);
    for (const e of r.errors) console.log(`  miss ${e.id} ${e.tool}: expected ${e.expected}, got ${e.got}`);
    // Batch A (78 requests), first reading before the round's changes: 90.2% balanced, never recall
    // 71.7% (33/46) at precision 100%; after the first changes 98.9% (45/46). Batch B (28 requests),
    // written after those changes, first reading: 81.5% balanced, never 11/22 at precision 78.6%
    // (post_approval 96.3%, current_request 98.1%) — the round's generalisation figure. At the
    // round's end, the whole set: 97.8% balanced, never 95.6% (65/68) at precision 97.0%, batch A
    // 99.6%, batch B 93.9% (never 19/22). Floors just under, against regressions (development data).
    // Main before round 11: 98.3% balanced, never 97.1% (66/68). Round 11 (helper c11): 98.8%
    // balanced, never 98.5% (67/68) at precision 98.5%. Floors raised just under.
    expect(r.requests).toBe(DEV13_CASES.length);
    expect(r.balancedAccuracy).toBeGreaterThanOrEqual(0.985);
    expect(recall('never')).toBeGreaterThanOrEqual(0.98);
  });
});
