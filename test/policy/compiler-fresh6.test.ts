import { describe, expect, it } from 'vitest';
import { formatAccuracy, measureAccuracy, measureScopes } from './compiler-accuracy.js';
import { expectCompilerSetShape } from './compiler-set-shape.js';
import { FRESH6_CASES } from './compiler-requests-fresh6.js';

// The sixth fresh held-out set (issue 20, sixth round): written by a helper who had not read the
// compiler's rules or word lists nor the development request files, committed alone as 1c70971
// (file sha256 40a9946738a48ca58bf59c2155cff9211db6ca7af9b56cd1ba8c811cdac67dc1, blob e832729)
// before the compiler was first run on it. Held out: its figures are printed, its per-request
// errors never, so no one tunes on them by reading test output. No floors yet: the first run gives
// the "before" figures of the sixth round.
describe('sixth fresh held-out set of compiler requests (issue 20)', () => {
  it('has the shape the set was written to (≥ 129 requests, ≥ 30 domains, ≥ 37 scope-probe requests, labels name real tools)', () => {
    expectCompilerSetShape(FRESH6_CASES, { requests: 129, domains: 30, probeRequests: 37 });
  });

  it('stage accuracy, per-stage recall and scope probes: figures printed, errors never', () => {
    const r = measureAccuracy(FRESH6_CASES);
    const s = measureScopes(FRESH6_CASES);
    const recall = (stage: string) => r.perStage.find((x) => x.stage === stage)?.recall ?? 0;
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    console.log(`fresh-6 held-out: ${formatAccuracy(r)}`);
    console.log(
      `fresh-6 held-out recall: never ${pct(recall('never'))}, post_approval ${pct(recall('post_approval'))}, current_request ${pct(recall('current_request'))}`,
    );
    console.log(`fresh-6 held-out scope probes: ${s.correct}/${s.probes} correct (${pct(s.correct / s.probes)})`);
    // Measured once on main's compiler (dcfe628) before the sixth round: 80.0% balanced (93.4% plain)
    // over 1099 pairs, recall never 48.9% / post_approval 93.9% / current_request 97.0%, probes 46/74.
    // Measured once after the sixth round was merged (its tuner never saw the set): 80.2% balanced
    // (93.7% plain), recall never 48.9% / post_approval 94.1% / current_request 97.4%, probes 53/74.
    // Development data since that measurement. After the seventh round, tuned on this set's errors
    // (ownership read by grammar, src/policy/compile/agency.ts; binding of a decision held elsewhere
    // to the act it or a reservation next to it names): 92.0% balanced (95.9% plain), recall never
    // 83.0% (39/47, precision 90.7%) / post_approval 95.6% / current_request 97.4%, probes 53/74 —
    // tuned-on figures, not held-out ones. Floors just under, against regressions (the target
    // is 95%). Main before round 11: 95.6% balanced, never 93.6%; round 11 (helper c11): 95.7%
    // balanced (96.5% plain), never 93.6% (44/47) at precision 93.6%, post_approval 96.0%,
    // current_request 97.4%, probes 52/74. Floors raised just under.
    expect(r.requests).toBe(FRESH6_CASES.length);
    // Round 13 (helper c13, mechanisms read from dev15): 95.7% balanced (96.6% plain), never 93.6%,
    // post_approval 96.1%, current_request 97.4%, probes 52/74 (floors unchanged: no figure crosses a step).
    expect(r.balancedAccuracy).toBeGreaterThanOrEqual(0.955);
    expect(recall('never')).toBeGreaterThanOrEqual(0.93);
    expect(recall('post_approval')).toBeGreaterThanOrEqual(0.955);
    expect(recall('current_request')).toBeGreaterThanOrEqual(0.97);
    // After the held-back-party reading was made safe for the suite (no exclusion from the ask's own
    // sentence, none on read/prepare tools; test/policy/compiler-suite.test.ts): 91.9% balanced, probes 52/74.
    expect(s.correct).toBeGreaterThanOrEqual(52);
  });
});
