import { describe, expect, it } from 'vitest';
import { formatAccuracy, measureAccuracy, measureScopes } from './compiler-accuracy.js';
import { expectCompilerSetShape } from './compiler-set-shape.js';
import { FRESH4_CASES } from './compiler-requests-fresh4.js';

// The fourth fresh held-out set (issue 20, fourth round): written by a helper who had not read the
// compiler's rules or word lists, committed alone as 0d928c4 (file sha256
// d91f7ec10ca577ed1f24f1a1a44df2779a1cb68a6247d84b0781dcc3e7539a03, blob c1df572a) before the compiler
// was first run on it. Held out in round 4: its figures were printed, its per-request errors never.
// Development data in round 5 (its errors were read and tuned on; the test still prints figures only).
describe('fourth fresh set of compiler requests (issue 20; held out in round 4, development data in round 5)', () => {
  it('has the shape the set was written to (≥ 80 requests, ≥ 15 domains, ≥ 15 scope-probe requests, labels name real tools)', () => {
    expectCompilerSetShape(FRESH4_CASES, { requests: 80, domains: 15, probeRequests: 15 });
  });

  it('stage accuracy, per-stage recall and scope probes: figures printed, errors never', () => {
    const r = measureAccuracy(FRESH4_CASES);
    const s = measureScopes(FRESH4_CASES);
    const recall = (stage: string) => r.perStage.find((x) => x.stage === stage)?.recall ?? 0;
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    console.log(`fresh-4 held-out: ${formatAccuracy(r)}`);
    console.log(
      `fresh-4 held-out recall: never ${pct(recall('never'))}, post_approval ${pct(recall('post_approval'))}, current_request ${pct(recall('current_request'))}`,
    );
    console.log(`fresh-4 held-out scope probes: ${s.correct}/${s.probes} correct (${pct(s.correct / s.probes)})`);
    // Measured once on main's compiler (79cf2f3/79ff054 compile code) before the fourth round: 75.7%
    // balanced (94.6% plain), recall never 34.8% / post_approval 96.5% / current_request 95.7%,
    // scope probes 28/46. Measured once after the fourth round was merged (the tuner never saw the
    // set): 77.6% balanced (95.4% plain), recall never 39.1% / post_approval 97.6% / current_request
    // 96.2%, probes 29/46. Floors just under that, against regressions (the target is 95%).
    // The set has been development data since that measurement: round 5 tuned on its errors (as
    // patterns, each checked on the dev10 set's own wordings): 95.7% balanced (97.7% plain), recall
    // never 91.3% / post_approval 97.8% / current_request 97.9%, probes 43/46 — development figures,
    // not held-out ones. Floors just under, against regressions.
    // Round 13 (helper c13, mechanisms read from dev15): 95.9% balanced (98.1% plain), never 91.3%,
    // post_approval 98.0%, current_request 98.5%, probes 44/46; current_request floor raised.
    expect(r.balancedAccuracy).toBeGreaterThanOrEqual(0.955);
    expect(recall('never')).toBeGreaterThanOrEqual(0.91);
    expect(recall('post_approval')).toBeGreaterThanOrEqual(0.975);
    expect(recall('current_request')).toBeGreaterThanOrEqual(0.98);
    expect(s.correct).toBeGreaterThanOrEqual(43);
  });
});
