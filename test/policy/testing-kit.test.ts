/**
 * The testing kit (masdrift/testing) on masdrift's lattice, and on the frozen copy of the lattice
 * before issue 31 (test/fixtures/lattice-v0): with its own arbitraries and the default case count,
 * its properties must pass on the first and find findings 1–4 on the second.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attenuationIsMonotone, checkInvariant, completeMediation, leqIsPartialOrder, masdriftLattice, propRuns, recognisedShare, verdictIsMonotone, type Lattice, type MediationScenario, type MediationTrace } from '../../src/testing/index.js';
import * as v0 from '../fixtures/lattice-v0/index.js';
import { repairAllBut } from './finding-repairs.js';
import { attenuate, leq, verdict } from '../../src/policy/index.js';
import type { Policy } from '../../src/policy/schema.js';

const old: Lattice = { attenuate: v0.attenuate as Lattice['attenuate'], leq: v0.leq as Lattice['leq'], verdict: v0.verdict as Lattice['verdict'] };

describe('the kit on masdrift', () => {
  it('attenuationIsMonotone', async () => {
    const r = await checkInvariant(attenuationIsMonotone());
    expect(r.failed, r.counterexample ? String(r.errorInstance) : '').toBe(false);
    expect(r.numRuns).toBe(propRuns());
  });
  it('verdictIsMonotone', async () => {
    const r = await checkInvariant(verdictIsMonotone());
    expect(r.failed, String(r.errorInstance)).toBe(false);
  });
  it('leqIsPartialOrder', async () => {
    const r = await checkInvariant(leqIsPartialOrder());
    expect(r.failed, String(r.errorInstance)).toBe(false);
  });
  it('precision: most related pairs are recognised as ⊑', () => {
    const { share, related } = recognisedShare(masdriftLattice);
    expect(related).toBe(propRuns());
    expect(share).toBeGreaterThan(0.8);
  });
});

/** The old lattice with the inputs of every finding but `only` repaired away: only that finding can show. */
function onlyFinding(only: number): Lattice {
  const r = repairAllBut(only);
  return { attenuate: (p, x) => old.attenuate(r(p), r(x)), leq: (a, b) => old.leq(r(a), r(b)), verdict: (c, p) => old.verdict(r(c), r(p)) };
}

describe('the kit on the lattice before issue 31', () => {
  // These tests claim "within the default case count", so they run exactly that many cases whatever
  // MASDRIFT_PROP_RUNS says (a smaller setting would make them fail for want of cases, not of the kit).
  const defaultRuns = propRuns({});
  it('fails on it with its own arbitraries, within the default case count', async () => {
    for (const prop of [attenuationIsMonotone(old.attenuate, old), verdictIsMonotone(old)]) {
      const r = await checkInvariant(prop as fc.IProperty<unknown>, { numRuns: defaultRuns });
      expect(r.failed).toBe(true);
    }
  });

  for (const finding of [1, 2, 3, 4]) {
    it(`finds finding ${finding} alone (the inputs of the others repaired away), within the default case count`, async () => {
      const l = onlyFinding(finding);
      const results = [];
      for (const prop of [attenuationIsMonotone(l.attenuate, l), verdictIsMonotone(l)]) {
        const r = await checkInvariant(prop as fc.IProperty<unknown>, { numRuns: defaultRuns });
        expect(r.numRuns).toBeLessThanOrEqual(defaultRuns);
        results.push(r.failed);
      }
      expect(results).toContain(true);
    });
  }

  it('precision of the old order, for comparison', () => {
    expect(recognisedShare(old).share).toBeGreaterThan(0.5);
  });
});

/** A toy Chain protocol over masdrift's lattice: each agent holds the policy its delegation carried. */
function toyChain(checks: boolean) {
  return (s: MediationScenario): MediationTrace => {
    const held = new Map<string, { policy: Policy; seq: number | null }>([['a0', { policy: s.policy, seq: null }]]);
    const handoffs: MediationTrace['handoffs'] = [];
    let seq = 0;
    for (const e of s.graph.edges) {
      const from = held.get(e.from) ?? { policy: s.policy, seq: null };
      const child = attenuate(from.policy, { rules: from.policy.rules.slice(0, 1).map((r) => ({ tool: r.tool })) }).policy;
      handoffs.push({ seq, from: e.from, to: e.to, hop: 1, kind: 'delegate', message: e.message, authority: from.seq, policy: child });
      held.set(e.to, { policy: child, seq });
      seq++;
    }
    const calls: MediationTrace['calls'] = s.attempts.map((a) => {
      const h = held.get(a.agent) ?? { policy: s.policy, seq: null };
      const v = verdict(a.call, h.policy);
      const executed = !checks || v.decision !== 'deny';
      return { seq: seq++, agent: a.agent, hop: 0, path: ['user', a.agent], authority: h.seq, tool: a.call.tool, args: a.call.args, verdict: v, confirmation: v.decision === 'require_confirmation' ? { policy: 'auto-approve', decision: 'approved', note: null } : null, status: executed ? 'executed' : 'denied' };
    });
    return { calls, handoffs, rootPolicy: s.policy };
  };
}

describe('completeMediation', () => {
  it('holds for a protocol that checks every call', async () => {
    const r = await checkInvariant(completeMediation(toyChain(true)));
    expect(r.failed, String(r.errorInstance)).toBe(false);
  });
  it('finds a protocol that executes denied calls', async () => {
    const r = await checkInvariant(completeMediation(toyChain(false)));
    expect(r.failed).toBe(true);
    expect(String(r.errorInstance)).toMatch(/denies it/);
  });
  it('judges by the given order', () => {
    expect(leq).toBe(masdriftLattice.leq);
  });
});
