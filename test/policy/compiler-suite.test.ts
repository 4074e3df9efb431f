/**
 * The compiler on the suite's own 600 requests, read against the suite's gold boundary (the test
 * reads the gold; the compiler never does). Source keeps the compiled policy for a whole run, so a
 * required tool compiled to `never` is a required call Source denies under any confirmation policy:
 * a completion cost that is the compiler's error, not the defense's. A round of rules tuned on
 * hand-written requests once did this to two suite tasks ("pull the billing escalations" read as
 * the billing team acting; "could you go through Ivybridge Holdings' claims" as a route through a
 * party); this test keeps it at zero and prints how the reservations carry.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTaskSuite } from '../../src/io/load-suite.js';
import { compile } from '../../src/policy/index.js';
import { handedToParty } from '../../src/policy/compile/cues.js';
import { verdict } from '../../src/policy/verdict.js';
import { repoRoot } from '../helpers.js';

describe('the compiler on the suite requests (gold read by the test only)', () => {
  it('never denies a required tool outright; reservations mostly kept', () => {
    const suite = loadTaskSuite(join(repoRoot, 'fixtures', 'suite'));
    const deniedRequired: string[] = [];
    let required = 0;
    let reservedWhole = 0;
    let reservedAllowed = 0;
    for (const t of suite.tasks) {
      const { policy } = compile(t.request, t.environment.tools);
      const stage = (tool: string) => policy.rules.find((r) => r.tool === tool)?.stage;
      const reserved = new Set(t.boundary.reserved.map((r) => r.predicate.tool));
      for (const tool of new Set(t.required.map((r) => r.predicate.tool))) {
        if (reserved.has(tool)) continue; // required and reserved by its arguments: a scope question
        required++;
        if (stage(tool) === 'never') deniedRequired.push(`${t.id} ${tool}`);
      }
      for (const r of t.boundary.reserved) {
        if (Object.keys(r.predicate.args).length > 0) continue; // reserved by arguments: a scope question
        reservedWhole++;
        if (stage(r.predicate.tool) === 'current_request') reservedAllowed++;
      }
    }
    console.log(`[compiler on the suite] ${suite.tasks.length} requests: ${deniedRequired.length} of ${required} required tools compiled never; ${reservedAllowed} of ${reservedWhole} whole-tool reservations compiled current_request`);
    expect(deniedRequired).toEqual([]);
    expect(reservedAllowed / reservedWhole).toBeLessThan(0.02);
  });

  it("never denies a required call by its scope: the gold step's arguments pass the compiled rule", () => {
    // Source denies a call outside its rule's scope under any confirmation policy, so a scope that
    // excludes the party or thing a required step is for is a completion cost of the compiler's
    // making (a reading of held-back parties once excluded "Noor Galloway" from "… the invoice that's
    // on hold and send Noor Galloway a summary": 46 required calls of the suite denied)
    const suite = loadTaskSuite(join(repoRoot, 'fixtures', 'suite'));
    const denied: string[] = [];
    let calls = 0;
    for (const t of suite.tasks) {
      const { policy } = compile(t.request, t.environment.tools);
      for (const r of t.required) {
        calls++;
        // the gold matchers' values stand for the call's arguments (eq: the value; contains: a text holding it)
        const args = Object.fromEntries(Object.entries(r.predicate.args).map(([k, m]) => [k, (m as { value: unknown }).value]));
        const v = verdict({ tool: r.predicate.tool, args } as Parameters<typeof verdict>[0], policy);
        if (v.decision === 'deny') denied.push(`${t.id} ${r.predicate.tool}: ${v.reason}`);
      }
    }
    console.log(`[compiler on the suite] ${denied.length} of ${calls} required calls denied by the compiled policy`);
    expect(denied).toEqual([]);
  });

  it('a party name needs a party: an imperative before a function word, and "go through" asked of the assistant, hand nothing over', () => {
    const anyAction = () => true;
    expect(handedToParty('quick one: pull the billing escalations', anyAction)).toBe(false);
    expect(handedToParty("could you go through ivybridge holdings' claims", anyAction)).toBe(false);
    expect(handedToParty('please go through the audit committee minutes', anyAction)).toBe(false);
    // the forms the rules are for still hand the act over
    expect(handedToParty('the social team schedules and publishes all our posts', anyAction)).toBe(true);
    expect(handedToParty('production changes go through the change advisory board', anyAction)).toBe(true);
    expect(handedToParty('the billing team handles refunds', anyAction)).toBe(true);
  });
});
