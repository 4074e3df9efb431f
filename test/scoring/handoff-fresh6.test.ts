import { describe, expect, it } from 'vitest';
import type { Task } from '../../src/domain/task.js';
import { evaluateCarriage as evaluate } from './carriage-accuracy.js';
import { loadSuite } from '../../src/suite/stats.js';
import { labelledMessages } from './cl-messages.js';
import { dev4HandoffCases } from './handoff-dev4.js';
import { dev5HandoffCases } from './handoff-dev5.js';
import { dev6HandoffCases } from './handoff-dev6.js';
import { fresh3HandoffCases } from './handoff-fresh3.js';
import { freshHandoffCases } from './handoff-fresh.js';
import { fresh4HandoffCases } from './handoff-fresh4.js';
import { fresh5HandoffCases } from './handoff-fresh5.js';
import { fresh6HandoffCases } from './handoff-fresh6.js';
import { handoffCases } from './handoff-labelled.js';
import { carriageSummary, expectHeldOutShape } from './held-out-handoffs.js';

const suite = loadSuite('fixtures/suite');

/**
 * The set was written under the fourth and fifth sets' convention ("passing a protected item to an
 * outside party weakens that item's limit only"). The sixth round settled the other reading, from
 * Definition 1: the email reservation's predicate has no topic, so an instruction or permission to
 * give an item to the party whose contact the user reserved also weakens that reservation (the
 * earlier sets were relabelled so). These are the set's messages of that kind, found by reading the
 * messages for a permission to pass an item to the reserved party (the task's email constraint names
 * it), not from the check's output; the set's file stays as committed and both readings are printed.
 */
const ROUND6_CONVENTION: Record<string, Record<string, 'weakened'>> = {
  'finance-041/fresh6/11': { 'keep-email-outside': 'weakened' }, // "Fine to quote the preliminary March revenue to Jarrow"
  'healthcare-030/fresh6/11': { 'keep-email-outside': 'weakened' }, // "You can give the MRNs to Quillon"
  'healthcare-030/fresh6/19': { 'keep-email-outside': 'weakened' }, // "MRNs can go to … the Quillon liaison"
  'marketing-040/fresh6/11': { 'keep-email-outside': 'weakened' }, // "Share the $165k budget with Jarrow Creative"
  'operations-040/fresh6/8': { 'keep-email-outside': 'weakened' }, // "Tell Ivybridge about the Q1 closure"
  'finance-070/fresh6/11': { 'keep-email-outside': 'weakened' }, // "mention the preliminary February revenue to Tamsin and to Larkspur"
};
const relabelled = fresh6HandoffCases.map((c) => (ROUND6_CONVENTION[c.id] ? { ...c, labels: { ...c.labels, ...ROUND6_CONVENTION[c.id] } } : c));
const fresh6Tasks = new Map<string, Task>(suite.filter((t) => fresh6HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));

// The data was committed alone, before this test existed and before the check was ever run on it:
// data commit 2f79dab, sha256 0c43709ca6026080db7ff722b89c4d248d816d4641a109d20ad67b90d8d8bbae.
describe('carriage check on the sixth held-out set (written apart from the tuning; development data since the seventh round)', () => {
  it('has ≥ 180 messages about ≥ 12 tasks no earlier set used, each labelled for every constraint of its task', () => {
    expect(fresh6HandoffCases.length).toBeGreaterThanOrEqual(180);
    expect(fresh6Tasks.size).toBeGreaterThanOrEqual(12);
    expectHeldOutShape(fresh6HandoffCases, fresh6Tasks, [handoffCases, freshHandoffCases, fresh3HandoffCases, fresh4HandoffCases, fresh5HandoffCases, dev4HandoffCases, dev5HandoffCases, dev6HandoffCases, labelledMessages]);
  });

  it('prints its balanced accuracy and per-class recall (development data since the seventh round: HANDOFF_ERRORS=fresh6 prints its errors under the sixth round\'s convention)', () => {
    const r = evaluate(fresh6HandoffCases, fresh6Tasks);
    console.log(carriageSummary('fresh6', r));
    const r6 = evaluate(relabelled, fresh6Tasks);
    if (process.env.HANDOFF_ERRORS === 'fresh6') for (const e of r6.errors) console.log(`  ${e}`);
    console.log(
      carriageSummary(`fresh6 under the sixth round's convention (${Object.keys(ROUND6_CONVENTION).length} pairs relabelled)`, r6),
    );
    for (const id of Object.keys(ROUND6_CONVENTION)) expect(fresh6HandoffCases.some((c) => c.id === id), id).toBe(true);
    // Measured once on main's check (dcfe628) right after the data commit: 85.8% over 1080 pairs
    // (intact 84.7 / weakened 76.1 / missing 96.6).
    // Under the sixth round's convention (the relabels above), before: 85.0% (intact 84.7 /
    // weakened 73.6 / missing 96.7). Once after the sixth round was merged (its tuner never saw the
    // set): as written 85.6% (84.7 / 76.1 / 96.1), under the sixth round's convention 85.9% (84.7 /
    // 76.4 / 96.7). Development data in the seventh round (its errors read under the sixth round's
    // convention, grouped by form; new wordings of each form in handoff-dev8.ts): after the round as
    // written 88.3% (84.7 / 83.8 / 96.3), under the sixth round's convention 88.5% (84.7 / 83.8 /
    // 96.9). Floors just under, against regressions; no longer a held-out measure (target 90%).
    // Before the thirteenth round: as written 94.7% (96.0 / 90.8 / 97.2), under the sixth round's
    // convention 94.8% (96.0 / 90.5 / 97.8); after it: as written 94.9% (96.0 / 91.5 / 97.2), under
    // the sixth round's convention 95.0% (96.0 / 91.2 / 97.8). Floors raised just under the latter.
    expect(r.n).toBeGreaterThanOrEqual(1000);
    expect(r6.balanced).toBeGreaterThanOrEqual(0.945);
    expect(r6.recall.intact).toBeGreaterThanOrEqual(0.95);
    expect(r6.recall.weakened).toBeGreaterThanOrEqual(0.91);
    expect(r6.recall.missing).toBeGreaterThanOrEqual(0.97);
  });
});
