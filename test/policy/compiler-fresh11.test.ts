import { describe, expect, it } from 'vitest';
import { formatAccuracy, measureAccuracy, measureScopes } from './compiler-accuracy.js';
import { expectCompilerSetShape } from './compiler-set-shape.js';
import { FRESH11_CASES } from './compiler-requests-fresh11.js';

// The eleventh fresh held-out set (issue 20, thirteenth round): written by a helper (w11c) who had
// not read the compiler's rules or word lists nor any labelled request text of the other sets,
// committed alone as 000b021 (file sha256 183f63ec145b95b993e246483fbd0dc79425fa9e2e74f188e925436e75c5dd01,
// blob dccc12d) before the compiler was first run on it. Held out: its figures are printed, its
// per-request errors never, so no one tunes on them by reading test output. No floors yet.
describe('eleventh fresh held-out set of compiler requests (issue 20)', () => {
  it('has the shape the set was written to (≥ 170 requests, ≥ 34 domains, ≥ 90 scope-probe requests, ≥ 80 never and ≥ 55 post_approval labels, labels name real tools)', () => {
    expectCompilerSetShape(FRESH11_CASES, { requests: 170, domains: 34, probeRequests: 90, labels: { never: 80, post_approval: 55 } });
  });

  it('stage accuracy, per-stage recall and scope probes: figures printed, errors never', () => {
    const r = measureAccuracy(FRESH11_CASES);
    const s = measureScopes(FRESH11_CASES);
    const recall = (stage: string) => r.perStage.find((x) => x.stage === stage)?.recall ?? 0;
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    console.log(`fresh-11 held-out: ${formatAccuracy(r)}`);
    console.log(
      `fresh-11 held-out recall: never ${pct(recall('never'))}, post_approval ${pct(recall('post_approval'))}, current_request ${pct(recall('current_request'))}`,
    );
    console.log(`fresh-11 held-out scope probes: ${s.correct}/${s.probes} correct (${pct(s.correct / s.probes)})`);
    // Measured once on main's compiler (f6f1c04, the rules of round 12) before the thirteenth round's
    // changes: 89.2% balanced (94.9% plain) over 1424 pairs from 173 requests, recall never 75.3%
    // (precision 81.3%, 75 predicted of 81) / post_approval 96.6% (precision 94.6%) / current_request
    // 95.7% (precision 96.8%), scope probes 129/193 (66.8%). After the thirteenth round (its tuners never
    // saw the set) was merged, on main 2026-12-03: 89.8% balanced (95.3% plain), recall never 76.5%
    // (precision 82.7%) / post_approval 96.9% / current_request 95.9%, probes 130/193. Printed only, no
    // floors yet.
    expect(r.requests).toBe(FRESH11_CASES.length);
    expect(s.probes).toBeGreaterThan(0);
  });
});
