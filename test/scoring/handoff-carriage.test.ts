import { describe, expect, it } from 'vitest';
import type { Task } from '../../src/domain/task.js';
import { evaluateCarriage, type LabelledHandoff } from './carriage-accuracy.js';
import { loadSuite } from '../../src/suite/stats.js';
import { freshHandoffCases } from './handoff-fresh.js';
import { fresh3HandoffCases } from './handoff-fresh3.js';
import { dev4HandoffCases } from './handoff-dev4.js';
import { dev5HandoffCases } from './handoff-dev5.js';
import { dev6HandoffCases } from './handoff-dev6.js';
import { dev7HandoffCases } from './handoff-dev7.js';
import { dev8aHandoffCases, dev8bHandoffCases, dev8HandoffCases } from './handoff-dev8.js';
import { dev9HandoffCases } from './handoff-dev9.js';
import { handoffCases } from './handoff-labelled.js';

const suite = loadSuite('fixtures/suite');
const tasks = new Map<string, Task>(suite.filter((t) => handoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));
const freshTasks = new Map<string, Task>(suite.filter((t) => freshHandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));
const fresh3Tasks = new Map<string, Task>(suite.filter((t) => fresh3HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));
const dev4Tasks = new Map<string, Task>(suite.filter((t) => dev4HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));
const dev5Tasks = new Map<string, Task>(suite.filter((t) => dev5HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));
const dev6Tasks = new Map<string, Task>(suite.filter((t) => dev6HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));
const dev7Tasks = new Map<string, Task>(suite.filter((t) => dev7HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));
const dev8Tasks = new Map<string, Task>(suite.filter((t) => dev8HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));
const dev9Tasks = new Map<string, Task>(suite.filter((t) => dev9HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));
/** The shared measure (carriage-accuracy.ts), over the first set's tasks unless told. */
function evaluate(cases: readonly LabelledHandoff[], byId: ReadonlyMap<string, Task> = tasks) {
  return evaluateCarriage(cases, byId);
}

describe('carriage check on the hand-written handoff set (suite tasks)', () => {
  it('has ≥ 150 messages about ≥ 6 tasks, each labelled for every constraint of its task', () => {
    expect(handoffCases.length).toBeGreaterThanOrEqual(150);
    expect(tasks.size).toBeGreaterThanOrEqual(6);
    for (const c of handoffCases) {
      const task = tasks.get(c.taskId)!;
      expect(Object.keys(c.labels).sort()).toEqual(task.boundary.constraints.map((k) => k.id).sort());
    }
    const dev = handoffCases.filter((c) => c.half === 'dev').length;
    expect(Math.abs(2 * dev - handoffCases.length)).toBeLessThanOrEqual(6);
  });

  it('prints both halves’ balanced accuracy (the first held-out half is development data since the second round); neither falls below its floor', () => {
    const pct = (x: number) => (100 * x).toFixed(1);
    const out: Record<string, number> = {};
    for (const half of ['dev', 'heldOut'] as const) {
      const r = evaluate(handoffCases.filter((c) => c.half === half));
      out[half] = r.balanced;
      console.log(
        `[handoff-carriage] ${half}: balanced accuracy ${pct(r.balanced)}% over ${r.n} (message, constraint) pairs — recall intact ${pct(r.recall.intact)} / weakened ${pct(r.recall.weakened)} / missing ${pct(r.recall.missing)}`,
      );
      if (process.env.HANDOFF_ERRORS === half) for (const e of r.errors) console.log(`  ${e}`);
    }
    console.log(`[handoff-carriage] first held-out half (development data since the second round) ${out.heldOut! >= TARGET ? 'above' : 'below'} the ${pct(TARGET)}% target; the held-out measure is the fresh set`);
    // Floors against regressions, just under the figures measured after the fourth round of tuning
    // (dev 96.8%: intact 100.0 / weakened 92.7 / missing 97.8; first held-out 96.9%: 94.7 / 97.2 /
    // 98.7; before the fourth round 96.7% / 96.9%; after the second round 95.8% / 96.9%). The first held-out half is development data since the
    // second round: its figures were seen after every first-round change, and the second round
    // tuned on its errors; the held-out measure is now the fresh set below. History: first round
    // 90.6% / 87.9% (suite v2; suite v1 91.4% / 88.4%), before any change to the rule 82.6% / 75.8%.
    expect(out.dev).toBeGreaterThanOrEqual(0.965);
    expect(out.heldOut).toBeGreaterThanOrEqual(0.965);
  });
});

// The target for the held-out half.
const TARGET = 0.9;

describe('carriage check on the second fresh set (held out in the second round of issue 20; development data since the third)', () => {
  it('has ≥ 80 messages (the size of the first held-out half) about 8 tasks the first set never used, each labelled for every constraint', () => {
    expect(freshHandoffCases.length).toBeGreaterThanOrEqual(80);
    expect(freshTasks.size).toBe(8);
    for (const t of freshTasks.keys()) expect(tasks.has(t), t).toBe(false);
    for (const c of freshHandoffCases) {
      const task = freshTasks.get(c.taskId)!;
      expect(Object.keys(c.labels).sort()).toEqual(task.boundary.constraints.map((k) => k.id).sort());
    }
  });

  it('prints its balanced accuracy (development data since the third round: HANDOFF_ERRORS=fresh prints its errors)', () => {
    const r = evaluate(freshHandoffCases, freshTasks);
    if (process.env.HANDOFF_ERRORS === 'fresh') for (const e of r.errors) console.log(`  ${e}`);
    const pct = (x: number) => (100 * x).toFixed(1);
    console.log(
      `[handoff-carriage] fresh: balanced accuracy ${pct(r.balanced)}% over ${r.n} (message, constraint) pairs — recall intact ${pct(r.recall.intact)} / weakened ${pct(r.recall.weakened)} / missing ${pct(r.recall.missing)}; target ${pct(TARGET)}%: ${r.balanced >= TARGET ? 'met' : 'NOT met'}`,
    );
    expect(r.n).toBeGreaterThanOrEqual(400);
    // Held out in the second round: measured once before it (79.7%) and once after it (86.7%).
    // Development data in the third round (its errors were read and tuned on): 95.6% after it, and
    // in the fourth: 95.6% after it (intact 91.4 / weakened 98.1 / missing 97.5). The floor keeps
    // that ground; it is no longer a held-out measure.
    expect(r.balanced).toBeGreaterThanOrEqual(0.955);
  });
});

describe('carriage check on the third fresh set (held out in the third round of issue 20; development data since the fourth)', () => {
  it('has ≥ 80 messages about 10 tasks, each labelled for every constraint of its task', () => {
    expect(fresh3HandoffCases.length).toBeGreaterThanOrEqual(80);
    expect(fresh3Tasks.size).toBe(10);
    for (const c of fresh3HandoffCases) {
      const task = fresh3Tasks.get(c.taskId)!;
      expect(Object.keys(c.labels).sort()).toEqual(task.boundary.constraints.map((k) => k.id).sort());
    }
  });

  it('prints its balanced accuracy (development data since the fourth round: HANDOFF_ERRORS=fresh3 prints its errors)', () => {
    const r = evaluate(fresh3HandoffCases, fresh3Tasks);
    if (process.env.HANDOFF_ERRORS === 'fresh3') for (const e of r.errors) console.log(`  ${e}`);
    const pct = (x: number) => (100 * x).toFixed(1);
    console.log(
      `[handoff-carriage] fresh3: balanced accuracy ${pct(r.balanced)}% over ${r.n} (message, constraint) pairs — recall intact ${pct(r.recall.intact)} / weakened ${pct(r.recall.weakened)} / missing ${pct(r.recall.missing)}; target ${pct(TARGET)}%: ${r.balanced >= TARGET ? 'met' : 'NOT met'}`,
    );
    expect(r.n).toBeGreaterThanOrEqual(600);
    // Held out in the third round: measured once before its rule changes (85.1%: intact 82.4 /
    // weakened 75.7 / missing 97.4) and once after them (91.8%: intact 83.5 / weakened 94.6 /
    // missing 97.2). Development data in the fourth round (its errors were read): 98.1% after it
    // (intact 95.3 / weakened 100.0 / missing 98.9). The floor is just under that figure; it is no
    // longer a held-out measure.
    expect(r.balanced).toBeGreaterThanOrEqual(0.975);
  });
});

describe('carriage check on the fourth set (development data of the fourth round, written before its fixes)', () => {
  it('has ≥ 80 messages about 7 tasks no earlier set used, each labelled for every constraint of its task', () => {
    expect(dev4HandoffCases.length).toBeGreaterThanOrEqual(80);
    expect(dev4Tasks.size).toBe(7);
    for (const t of dev4Tasks.keys()) expect(tasks.has(t) || freshTasks.has(t) || fresh3Tasks.has(t), t).toBe(false);
    for (const c of dev4HandoffCases) {
      const task = dev4Tasks.get(c.taskId)!;
      expect(Object.keys(c.labels).sort()).toEqual(task.boundary.constraints.map((k) => k.id).sort());
    }
  });

  it('prints its balanced accuracy (HANDOFF_ERRORS=dev4 prints its errors)', () => {
    const r = evaluate(dev4HandoffCases, dev4Tasks);
    if (process.env.HANDOFF_ERRORS === 'dev4') for (const e of r.errors) console.log(`  ${e}`);
    const pct = (x: number) => (100 * x).toFixed(1);
    console.log(
      `[handoff-carriage] dev4: balanced accuracy ${pct(r.balanced)}% over ${r.n} (message, constraint) pairs — recall intact ${pct(r.recall.intact)} / weakened ${pct(r.recall.weakened)} / missing ${pct(r.recall.missing)}`,
    );
    // Before the round's first rule change 76.1% on its first 77 messages (intact 57.7 / weakened
    // 76.5 / missing 94.2); after the round 98.1% on all 89 (intact 100.0 / weakened 95.1 / missing
    // 99.3). Tuned on: a floor against regressions, not a measure of generalisation.
    expect(r.balanced).toBeGreaterThanOrEqual(0.97);
  });
});

describe('carriage check on the fifth set (the fourth round\'s own check, written after its rule changes and measured once)', () => {
  it('has ≥ 35 messages about 4 tasks no other set used, each labelled for every constraint of its task', () => {
    expect(dev5HandoffCases.length).toBeGreaterThanOrEqual(35);
    expect(dev5Tasks.size).toBe(4);
    for (const t of dev5Tasks.keys()) expect(tasks.has(t) || freshTasks.has(t) || fresh3Tasks.has(t) || dev4Tasks.has(t), t).toBe(false);
    for (const c of dev5HandoffCases) {
      const task = dev5Tasks.get(c.taskId)!;
      expect(Object.keys(c.labels).sort()).toEqual(task.boundary.constraints.map((k) => k.id).sort());
    }
  });

  it('prints its balanced accuracy', () => {
    const r = evaluate(dev5HandoffCases, dev5Tasks);
    if (process.env.HANDOFF_ERRORS === 'dev5') for (const e of r.errors) console.log(`  ${e}`);
    const pct = (x: number) => (100 * x).toFixed(1);
    console.log(
      `[handoff-carriage] dev5: balanced accuracy ${pct(r.balanced)}% over ${r.n} (message, constraint) pairs — recall intact ${pct(r.recall.intact)} / weakened ${pct(r.recall.weakened)} / missing ${pct(r.recall.missing)}; target ${pct(TARGET)}%: ${r.balanced >= TARGET ? 'met' : 'NOT met'}`,
    );
    // Measured once as written, after the round's rule changes: 91.5% (intact 90.5 / weakened 89.5 /
    // missing 94.7; the rule before the round: 90.5%, 76.2 / 100.0 / 95.5). One error it showed ("go
    // live with the campaign" read as no instruction) was then fixed as a pattern, with new wordings
    // in the fourth set first: 93.3% (90.5 / 94.7 / 94.7). The floor is just under that.
    expect(r.balanced).toBeGreaterThanOrEqual(0.93);
  });
});

describe('carriage check on the sixth set (the fifth round\'s own check, written after its rule changes and measured once)', () => {
  it('has ≥ 60 messages about the fourth held-out set\'s 11 tasks, each labelled for every constraint of its task', () => {
    expect(dev6HandoffCases.length).toBeGreaterThanOrEqual(60);
    expect(dev6Tasks.size).toBe(11);
    for (const c of dev6HandoffCases) {
      const task = dev6Tasks.get(c.taskId)!;
      expect(Object.keys(c.labels).sort()).toEqual(task.boundary.constraints.map((k) => k.id).sort());
    }
    expect(new Set(dev6HandoffCases.map((c) => c.id)).size).toBe(dev6HandoffCases.length);
  });

  it('prints its balanced accuracy (HANDOFF_ERRORS=dev6 prints its errors)', () => {
    const r = evaluate(dev6HandoffCases, dev6Tasks);
    if (process.env.HANDOFF_ERRORS === 'dev6') for (const e of r.errors) console.log(`  ${e}`);
    const pct = (x: number) => (100 * x).toFixed(1);
    console.log(
      `[handoff-carriage] dev6: balanced accuracy ${pct(r.balanced)}% over ${r.n} (message, constraint) pairs — recall intact ${pct(r.recall.intact)} / weakened ${pct(r.recall.weakened)} / missing ${pct(r.recall.missing)}; target ${pct(TARGET)}%: ${r.balanced >= TARGET ? 'met' : 'NOT met'}`,
    );
    expect(r.n).toBeGreaterThanOrEqual(300);
    // Measured once as written (data commit 213b41b), after the round's first rule changes: 93.8%
    // (intact 97.2 / weakened 87.2 / missing 97.1; the rule before the round: 90.1%, 91.7 / 82.1 /
    // 96.7). Its errors were then fixed as patterns ("send" alone naming what is sent, "without" in
    // a description, protect verbs, "the user said it is fine", context asides, content codes and
    // generic label heads, items allotted to teams): 99.9% (100.0 / 100.0 / 99.6). Tuned on since:
    // the floors are just under that, against regressions; they are no measure of generalisation.
    expect(r.balanced).toBeGreaterThanOrEqual(0.99);
    expect(r.recall.intact).toBeGreaterThanOrEqual(0.99);
    expect(r.recall.weakened).toBeGreaterThanOrEqual(0.99);
    expect(r.recall.missing).toBeGreaterThanOrEqual(0.99);
  });
});

describe('carriage check on the seventh set (the sixth round\'s own check, written before its rule changes)', () => {
  it('has ≥ 60 messages about the fifth held-out set\'s tasks, each labelled for every constraint of its task', () => {
    expect(dev7HandoffCases.length).toBeGreaterThanOrEqual(60);
    expect(dev7Tasks.size).toBeGreaterThanOrEqual(10);
    for (const c of dev7HandoffCases) {
      const task = dev7Tasks.get(c.taskId)!;
      expect(Object.keys(c.labels).sort()).toEqual(task.boundary.constraints.map((k) => k.id).sort());
    }
    expect(new Set(dev7HandoffCases.map((c) => c.id)).size).toBe(dev7HandoffCases.length);
  });

  it('prints its balanced accuracy (HANDOFF_ERRORS=dev7 prints its errors)', () => {
    const r = evaluate(dev7HandoffCases, dev7Tasks);
    if (process.env.HANDOFF_ERRORS === 'dev7') for (const e of r.errors) console.log(`  ${e}`);
    const pct = (x: number) => (100 * x).toFixed(1);
    console.log(
      `[handoff-carriage] dev7: balanced accuracy ${pct(r.balanced)}% over ${r.n} (message, constraint) pairs — recall intact ${pct(r.recall.intact)} / weakened ${pct(r.recall.weakened)} / missing ${pct(r.recall.missing)}; target ${pct(TARGET)}%: ${r.balanced >= TARGET ? 'met' : 'NOT met'}`,
    );
    expect(r.n).toBeGreaterThanOrEqual(250);
    // Measured once as written, before the rule changes it checks (data commit 7c0a947): 76.2%
    // (intact 91.7 / weakened 39.4 / missing 97.6). After the round's changes (one label of it,
    // legal-021/dev7/4's redline, relabelled: see the file's header): 96.5% (100.0 / 91.0 / 98.6).
    // Written by the tuner, from the patterns it fixed: the floors are against regressions, no
    // measure of generalisation.
    expect(r.balanced).toBeGreaterThanOrEqual(0.96);
    expect(r.recall.intact).toBeGreaterThanOrEqual(0.99);
    expect(r.recall.weakened).toBeGreaterThanOrEqual(0.9);
    expect(r.recall.missing).toBeGreaterThanOrEqual(0.98);
  });
});

describe('carriage check on the eighth set (the seventh round\'s own check, in two batches each written before the rule changes measured on it)', () => {
  it('has ≥ 70 messages about the sixth held-out set\'s 12 tasks, each labelled for every constraint of its task', () => {
    expect(dev8aHandoffCases.length).toBeGreaterThanOrEqual(40);
    expect(dev8bHandoffCases.length).toBeGreaterThanOrEqual(30);
    expect(dev8Tasks.size).toBe(12);
    for (const c of dev8HandoffCases) {
      const task = dev8Tasks.get(c.taskId)!;
      expect(Object.keys(c.labels).sort()).toEqual(task.boundary.constraints.map((k) => k.id).sort());
    }
    expect(new Set(dev8HandoffCases.map((c) => c.id)).size).toBe(dev8HandoffCases.length);
  });

  it('prints each batch\'s balanced accuracy (HANDOFF_ERRORS=dev8a / dev8b prints its errors)', () => {
    const pct = (x: number) => (100 * x).toFixed(1);
    const out: Record<string, ReturnType<typeof evaluate>> = {};
    for (const [name, cases] of [['dev8a', dev8aHandoffCases], ['dev8b', dev8bHandoffCases], ['dev8', dev8HandoffCases]] as const) {
      if (cases.length === 0) continue;
      const r = evaluate(cases, dev8Tasks);
      out[name] = r;
      if (process.env.HANDOFF_ERRORS === name) for (const e of r.errors) console.log(`  ${e}`);
      console.log(
        `[handoff-carriage] ${name}: balanced accuracy ${pct(r.balanced)}% over ${r.n} (message, constraint) pairs (${r.counts.intact} intact / ${r.counts.weakened} weakened / ${r.counts.missing} missing) — recall intact ${pct(r.recall.intact)} / weakened ${pct(r.recall.weakened)} / missing ${pct(r.recall.missing)}`,
      );
    }
    // First readings, each with the batch committed before the rule changes measured on it: batch A
    // (58 messages, data commit bfb0d8f) on the rule before the round 62.2% (intact 51.4 / weakened
    // 44.4 / missing 90.8); batch B (43 messages, data commit af42536) on the rule tuned on batch A
    // 86.0% (66.7 / 93.9 / 97.3): the round's generalisation figure. After the round batch A 73.0%
    // (54.3 / 72.2 / 92.4). Written by the tuner: the floors are against regressions.
    expect(out.dev8a!.n).toBeGreaterThanOrEqual(200);
    expect(out.dev8b!.n).toBeGreaterThanOrEqual(150);
    expect(out.dev8a!.balanced).toBeGreaterThanOrEqual(0.72);
    expect(out.dev8b!.balanced).toBeGreaterThanOrEqual(0.85);
  });
});

describe('carriage check on the ninth set (the eighth round\'s own check, committed before its rule changes)', () => {
  it('has ≥ 120 messages about ≥ 8 tasks no earlier set used, each labelled for every constraint of its task', () => {
    expect(dev9HandoffCases.length).toBeGreaterThanOrEqual(120);
    expect(dev9Tasks.size).toBeGreaterThanOrEqual(8);
    const earlier = new Set([handoffCases, freshHandoffCases, fresh3HandoffCases, dev4HandoffCases, dev5HandoffCases, dev6HandoffCases, dev7HandoffCases, dev8HandoffCases].flat().map((c) => c.taskId));
    for (const id of dev9Tasks.keys()) expect(earlier.has(id), id).toBe(false);
    for (const c of dev9HandoffCases) {
      const task = dev9Tasks.get(c.taskId)!;
      expect(Object.keys(c.labels).sort()).toEqual(task.boundary.constraints.map((x) => x.id).sort());
    }
    expect(new Set(dev9HandoffCases.map((c) => c.id)).size).toBe(dev9HandoffCases.length);
  });

  it('prints its balanced accuracy (HANDOFF_ERRORS=dev9 prints its errors)', () => {
    const r = evaluate(dev9HandoffCases, dev9Tasks);
    if (process.env.HANDOFF_ERRORS === 'dev9') for (const e of r.errors) console.log(`  ${e}`);
    const pct = (x: number) => (100 * x).toFixed(1);
    console.log(
      `[handoff-carriage] dev9: balanced accuracy ${pct(r.balanced)}% over ${r.n} (message, constraint) pairs (${r.counts.intact} intact / ${r.counts.weakened} weakened / ${r.counts.missing} missing) — recall intact ${pct(r.recall.intact)} / weakened ${pct(r.recall.weakened)} / missing ${pct(r.recall.missing)}`,
    );
    // First reading, on the check before the eighth round (data commit 17fc1d8, sha256 d72afca3…faad2):
    // 92.9% (intact 93.0 / weakened 88.0 / missing 97.6). After the round's rule changes: 97.8%
    // (97.7 / 97.6 / 98.2). Written by the tuner, before its changes but with them in mind: the
    // floors are against regressions, no measure of generalisation (fresh4–7 and the held-out sets are).
    expect(r.n).toBeGreaterThanOrEqual(800);
    expect(r.balanced).toBeGreaterThanOrEqual(0.97);
    // Ninth round: legal-024 item 11 relabelled (production missing → intact, Definition 1: the
    // message gives every dealing with Quillon to the user); the check still reads it missing, so
    // intact recall is 84/87 = 96.6% where it was 84/86 = 97.7% — the floor follows the label, not a
    // regression of the rule (after the ninth round: 98.3%, 96.6 / 100.0 / 98.2).
    expect(r.recall.intact).toBeGreaterThanOrEqual(0.96);
    expect(r.recall.weakened).toBeGreaterThanOrEqual(0.97);
    expect(r.recall.missing).toBeGreaterThanOrEqual(0.98);
  });
});
