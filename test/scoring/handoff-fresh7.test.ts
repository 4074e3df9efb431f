import { describe, expect, it } from 'vitest';
import type { Task } from '../../src/domain/task.js';
import { evaluateCarriage as evaluate } from './carriage-accuracy.js';
import { loadSuite } from '../../src/suite/stats.js';
import { labelledMessages } from './cl-messages.js';
import { dev4HandoffCases } from './handoff-dev4.js';
import { dev5HandoffCases } from './handoff-dev5.js';
import { dev6HandoffCases } from './handoff-dev6.js';
import { dev7HandoffCases } from './handoff-dev7.js';
import { fresh3HandoffCases } from './handoff-fresh3.js';
import { freshHandoffCases } from './handoff-fresh.js';
import { fresh4HandoffCases } from './handoff-fresh4.js';
import { fresh5HandoffCases } from './handoff-fresh5.js';
import { fresh6HandoffCases } from './handoff-fresh6.js';
import { fresh7HandoffCases } from './handoff-fresh7.js';
import { handoffCases } from './handoff-labelled.js';
import { carriageSummary, expectHeldOutShape } from './held-out-handoffs.js';

const suite = loadSuite('fixtures/suite');

// The set was written under the sixth round's convention (an item passed to the reserved party also
// weakens the email reservation), so no relabelling overlay is needed here.
const fresh7Tasks = new Map<string, Task>(suite.filter((t) => fresh7HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));

// The data was committed alone, before this test existed and before the check was ever run on it:
// data commit 9c7226a, sha256 683190c09db2a3dc441ddb2d140ddad9a6be6bf535741055f466d23da0b65eb6.
describe('carriage check on the seventh held-out set (written apart from the tuning; never tuned on)', () => {
  it('has ≥ 180 messages about ≥ 12 tasks no earlier set used, each labelled for every constraint of its task', () => {
    expect(fresh7HandoffCases.length).toBeGreaterThanOrEqual(180);
    expect(fresh7Tasks.size).toBeGreaterThanOrEqual(12);
    expectHeldOutShape(fresh7HandoffCases, fresh7Tasks, [handoffCases, freshHandoffCases, fresh3HandoffCases, fresh4HandoffCases, fresh5HandoffCases, fresh6HandoffCases, dev4HandoffCases, dev5HandoffCases, dev6HandoffCases, dev7HandoffCases, labelledMessages]);
  });

  it('prints its balanced accuracy and per-class recall (figures only: its errors are never printed, so nobody tunes on them)', () => {
    const r = evaluate(fresh7HandoffCases, fresh7Tasks);
    console.log(carriageSummary('fresh7', r));
    // Measured once on main's check (53d6cd5) right after the data commit ("before"): 82.5% over 1068
    // pairs (155 intact / 121 weakened / 792 missing; recall intact 77.4 / weakened 72.7 / missing 97.3).
    // Once after the seventh round was merged (its tuner never saw the set): 82.5%, the same recall
    // in every class. Floors just under, against regressions (target 90%); development data since.
    // The ninth round read this set's errors (its brief made every earlier set development data): after
    // it 90.1% (intact 88.4 / weakened 84.3 / missing 97.7) — no longer a measure of generalisation.
    // Eleventh round (its tuner read these errors too): at its start on main (d94456b) 90.4% (intact
    // 88.4 / weakened 85.1 / missing 97.7); after it 92.7% (intact 91.0 / weakened 89.3 / missing
    // 97.9). Floors raised just under that, against regressions. After the twelfth round: 92.9%
    // (intact 91.6 / weakened 89.3 / missing 97.9).
    expect(r.n).toBeGreaterThanOrEqual(1000);
    expect(r.balanced).toBeGreaterThanOrEqual(0.925);
    expect(r.recall.intact).toBeGreaterThanOrEqual(0.91);
    expect(r.recall.weakened).toBeGreaterThanOrEqual(0.89);
    expect(r.recall.missing).toBeGreaterThanOrEqual(0.97);
  });
});
