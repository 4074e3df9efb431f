import { describe, expect, it } from 'vitest';
import { formatAccuracy, measureAccuracy, measureScopes } from './compiler-accuracy.js';
import { expectCompilerSetShape } from './compiler-set-shape.js';
import { DEV15B_CASES, DEV15_CASES } from './compiler-requests-dev15.js';

// The thirteenth round's development set (issue 20): requests on ownership by another party in
// unusual grammar, tool-wide bans in unusual words, idioms, dictated run-ons, scopes on non-audience
// parameters and second thoughts (with precision controls), written by helper c13 and committed
// alone before any rule of the round was changed. Development data: figures printed, misses listed.
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
  });
});
