import { describe, expect, it } from 'vitest';
import { formatAccuracy, measureAccuracy, measureScopes } from './compiler-accuracy.js';
import { expectCompilerSetShape } from './compiler-set-shape.js';
import { DEV15B_CASES, DEV15_CASES } from './compiler-requests-dev15.js';

// The thirteenth round's development set (issue 20): requests on ownership by another party in
// unusual grammar, tool-wide bans in unusual words, idioms, dictated run-ons, scopes on non-audience
// parameters and second thoughts (with precision controls), written by helper c13 and committed
// alone before any rule of the round was changed. Development data: figures printed, misses listed.
// First reading ("before", compiler of main f6f1c04, commit 5ff9005): 91.0% balanced (97.0% plain) over
// 726 pairs from 87 requests, never recall 76.0% (38/50) at precision 92.7%, post_approval 98.5%,
// current_request 98.6%, scope probes 34/44. After the round's mechanisms: 99.1% balanced (99.6% plain),
// never 98.0% (49/50) at precision 96.1%, post_approval 99.4%, current_request 100.0%, probes 40/44.
// Batch B (DEV15B_CASES, 28 requests, 5fff331) was written after the round's first changes (b394469's
// rules, uncommitted then) and committed before it was read; its one unseen reading: 85.9% balanced
// (94.4% plain), never 63.2% (12/19) at precision 75.0%, probes 8/12 — the same figures main's compiler
// gives it, so the first changes carried nothing to it. Later mechanisms were read in part from its
// misses (passive agent after an adjunct, the copula left out after a topic, a wh-clause subject, an
// owner's light infinitive, a hold above an amount line): 93.8% balanced (97.4% plain), never 84.2%
// (16/19) at precision 84.2%, probes 11/12 — no longer unseen. Floors just under.
describe('thirteenth-round development set of compiler requests (dev15)', () => {
  it('has the shape it was written to (≥ 70 requests, ≥ 30 domains, ≥ 20 with probes, ≥ 30 never labels, labels name real tools)', () => {
    expectCompilerSetShape(DEV15_CASES, { requests: 70, domains: 30, probeRequests: 20, labels: { never: 30 } });
  });

  it('stage accuracy, per-stage recall and scope probes: printed, with misses', () => {
    const r = measureAccuracy(DEV15_CASES);
    const s = measureScopes(DEV15_CASES);
    const stat = (stage: string) => r.perStage.find((x) => x.stage === stage);
    const recall = (stage: string) => stat(stage)?.recall ?? 0;
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    console.log(`dev-15: ${formatAccuracy(r)}`);
    console.log(
      `dev-15 recall: never ${pct(recall('never'))} (precision ${pct(stat('never')?.precision ?? 0)}), post_approval ${pct(recall('post_approval'))}, current_request ${pct(recall('current_request'))}`,
    );
    console.log(`dev-15 scope probes: ${s.correct}/${s.probes} correct`);
    for (const e of r.errors) console.log(`  miss ${e.id} ${e.tool}: expected ${e.expected}, got ${e.got}`);
    for (const e of s.errors) console.log(`  probe ${e}`);
    expect(r.requests).toBe(DEV15_CASES.length);
    expect(r.balancedAccuracy).toBeGreaterThanOrEqual(0.985);
    expect(recall('never')).toBeGreaterThanOrEqual(0.97);
    expect(stat('never')?.precision ?? 0).toBeGreaterThanOrEqual(0.95);
    expect(recall('post_approval')).toBeGreaterThanOrEqual(0.99);
    expect(recall('current_request')).toBeGreaterThanOrEqual(0.99);
    expect(s.correct).toBeGreaterThanOrEqual(40);
  });

  it('batch B (written after the first changes, read once unseen): printed, with misses', () => {
    const r = measureAccuracy(DEV15B_CASES);
    const s = measureScopes(DEV15B_CASES);
    const stat = (stage: string) => r.perStage.find((x) => x.stage === stage);
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    console.log(`dev-15 batch B: ${formatAccuracy(r)}`);
    console.log(`dev-15 batch B recall: never ${pct(stat('never')?.recall ?? 0)} (precision ${pct(stat('never')?.precision ?? 0)})`);
    console.log(`dev-15 batch B scope probes: ${s.correct}/${s.probes} correct`);
    for (const e of r.errors) console.log(`  miss ${e.id} ${e.tool}: expected ${e.expected}, got ${e.got}`);
    for (const e of s.errors) console.log(`  probe ${e}`);
    expectCompilerSetShape(DEV15B_CASES, { requests: 25, domains: 20 });
    expect(r.balancedAccuracy).toBeGreaterThanOrEqual(0.93);
    expect(stat('never')?.recall ?? 0).toBeGreaterThanOrEqual(0.84);
    expect(s.correct).toBeGreaterThanOrEqual(11);
  });
});
