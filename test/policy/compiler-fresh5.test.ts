import { describe, expect, it } from 'vitest';
import { formatAccuracy, measureAccuracy, measureScopes } from './compiler-accuracy.js';
import { expectCompilerSetShape } from './compiler-set-shape.js';
import { FRESH5_CASES } from './compiler-requests-fresh5.js';

// The fifth fresh held-out set (issue 20, fifth round): written by a helper who had not read the
// compiler's rules or word lists nor the development request files, committed alone as 42b4257
// (file sha256 23736f5a45741b9e3a3cbfc58a5146645d9cf406d6d9f4e4a5266535c2df4128, blob 23466dd)
// before the compiler was first run on it. Held out in the fifth round; development data since
// (the sixth round's tuner read its errors and tuned on them, grouped into patterns, with requests
// of its own in dev11): its figures are printed, its per-request errors not.
describe('fifth fresh set of compiler requests (issue 20; held out in round 5, development data since)', () => {
  it('has the shape the set was written to (≥ 115 requests, ≥ 26 domains, ≥ 28 scope-probe requests, labels name real tools)', () => {
    expectCompilerSetShape(FRESH5_CASES, { requests: 115, domains: 26, probeRequests: 28 });
  });

  it('stage accuracy, per-stage recall and scope probes: figures printed, errors never', () => {
    const r = measureAccuracy(FRESH5_CASES);
    const s = measureScopes(FRESH5_CASES);
    const recall = (stage: string) => r.perStage.find((x) => x.stage === stage)?.recall ?? 0;
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    console.log(`fresh-5 (development data): ${formatAccuracy(r)}`);
    console.log(
      `fresh-5 recall: never ${pct(recall('never'))}, post_approval ${pct(recall('post_approval'))}, current_request ${pct(recall('current_request'))}`,
    );
    console.log(`fresh-5 scope probes: ${s.correct}/${s.probes} correct (${pct(s.correct / s.probes)})`);
    // Measured once on main's compiler (5d8c77b) before the fifth round: 80.1% balanced (94.7% plain)
    // over 957 pairs, recall never 47.2% / post_approval 97.2% / current_request 95.9%, probes 38/58.
    // Measured once after the fifth round was merged (its tuner never saw the set): 88.6% balanced
    // (95.8% plain), recall never 72.2% / post_approval 97.2% / current_request 96.3%, probes 38/58.
    // The set is development data since that measurement. After the sixth round, tuned on it
    // (patterns of ownership, prohibition and scope; no label changed): 96.8% balanced (97.8%
    // plain), recall never 94.4% / post_approval 97.8% / current_request 98.1%, probes 58/58.
    // Floors just under that, against regressions (figures on development data, not held-out ones).
    expect(r.requests).toBe(FRESH5_CASES.length);
    expect(r.balancedAccuracy).toBeGreaterThanOrEqual(0.96);
    expect(recall('never')).toBeGreaterThanOrEqual(0.94);
    expect(recall('post_approval')).toBeGreaterThanOrEqual(0.97);
    // After the held-back-party reading was made safe for the suite (no exclusion from the ask's own
    // sentence, none on read/prepare tools; test/policy/compiler-suite.test.ts): 96.7% balanced, current_request 97.8%, probes 52/58.
    expect(recall('current_request')).toBeGreaterThanOrEqual(0.975);
    expect(s.correct).toBeGreaterThanOrEqual(52);
  });
});
