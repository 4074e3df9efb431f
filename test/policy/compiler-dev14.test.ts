import { describe, expect, it } from 'vitest';
import { formatAccuracy, measureAccuracy, measureScopes } from './compiler-accuracy.js';
import { expectCompilerSetShape } from './compiler-set-shape.js';
import { DEV14B_CASES, DEV14_CASES } from './compiler-requests-dev14.js';

// The eleventh round's development set (issue 20): 75 requests on ownership by another party and
// lasting bans (and their distractors), written by helper c11 and committed alone (9467fe9)
// before any rule of the round was changed. Development data: figures printed, misses listed.
// First reading ("before", compiler of main d94456b): 86.8% balanced (94.1% plain) over 629 pairs,
// never recall 66.1% (41/62) at precision 83.7% (49 predicted), post_approval 97.4%, current_request
// 97.0%, scope probes 2/4. After the round's mechanisms: 97.4% balanced (98.7% plain), never 93.5%
// (58/62) at precision 98.3%, post_approval 99.3%, current_request 99.3%, probes 3/4.
// Batch B (DEV14B_CASES, 24 requests, b52ef20) was written after the round's first changes and
// committed before any further one; first reading 95.0% balanced, never 90.9% (20/22) at precision
// 90.9% — the same figures and the same seven errors the main compiler (d94456b) gives it, so the
// round's mechanisms neither helped nor hurt it (its misses were not tuned on). Floors just under.
// Round 13 (mechanisms read from dev15, helper c13): 97.9% balanced (98.9% plain), never 95.2% (59/62)
// at precision 98.3%, post_approval 99.3%, current_request 99.3%, probes 3/4; batch B unchanged. Floors raised.
describe('eleventh-round development set of compiler requests (dev14)', () => {
  it('has the shape it was written to (≥ 60 requests, ≥ 30 domains, ≥ 25 never pairs, labels name real tools)', () => {
    expectCompilerSetShape(DEV14_CASES, { requests: 60, domains: 30, labels: { never: 25 } });
  });

  it('stage accuracy, per-stage recall and scope probes: printed, with misses', () => {
    const r = measureAccuracy(DEV14_CASES);
    const s = measureScopes(DEV14_CASES);
    const stat = (stage: string) => r.perStage.find((x) => x.stage === stage);
    const recall = (stage: string) => stat(stage)?.recall ?? 0;
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    console.log(`dev-14: ${formatAccuracy(r)}`);
    console.log(
      `dev-14 recall: never ${pct(recall('never'))} (precision ${pct(stat('never')?.precision ?? 0)}), post_approval ${pct(recall('post_approval'))}, current_request ${pct(recall('current_request'))}`,
    );
    console.log(`dev-14 scope probes: ${s.correct}/${s.probes} correct`);
    for (const e of r.errors) console.log(`  miss ${e.id} ${e.tool}: expected ${e.expected}, got ${e.got}`);
    for (const e of s.errors) console.log(`  probe ${e}`);
    expect(r.requests).toBe(DEV14_CASES.length);
    expect(r.balancedAccuracy).toBeGreaterThanOrEqual(0.975);
    expect(recall('never')).toBeGreaterThanOrEqual(0.95);
    expect(stat('never')?.precision ?? 0).toBeGreaterThanOrEqual(0.98);
    expect(recall('post_approval')).toBeGreaterThanOrEqual(0.99);
    expect(recall('current_request')).toBeGreaterThanOrEqual(0.99);
    expect(s.correct).toBeGreaterThanOrEqual(3);
  });

  it('batch B (written after the first changes): printed, with misses', () => {
    const r = measureAccuracy(DEV14B_CASES);
    const stat = (stage: string) => r.perStage.find((x) => x.stage === stage);
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    console.log(`dev-14 batch B: ${formatAccuracy(r)}`);
    console.log(`dev-14 batch B recall: never ${pct(stat('never')?.recall ?? 0)} (precision ${pct(stat('never')?.precision ?? 0)})`);
    for (const e of r.errors) console.log(`  miss ${e.id} ${e.tool}: expected ${e.expected}, got ${e.got}`);
    expect(DEV14B_CASES.length).toBeGreaterThanOrEqual(20);
    expect(r.balancedAccuracy).toBeGreaterThanOrEqual(0.945);
    expect(stat('never')?.recall ?? 0).toBeGreaterThanOrEqual(0.9);
  });
});
