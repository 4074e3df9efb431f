import { describe, expect, it } from 'vitest';
import type { Task } from '../../src/domain/task.js';
import { evaluateCarriage as evaluate } from './carriage-accuracy.js';
import { loadSuite } from '../../src/suite/stats.js';
import { labelledMessages } from './cl-messages.js';
import { dev4HandoffCases } from './handoff-dev4.js';
import { dev5HandoffCases } from './handoff-dev5.js';
import { dev6HandoffCases } from './handoff-dev6.js';
import { dev7HandoffCases } from './handoff-dev7.js';
import { dev8HandoffCases } from './handoff-dev8.js';
import { fresh3HandoffCases } from './handoff-fresh3.js';
import { freshHandoffCases } from './handoff-fresh.js';
import { fresh4HandoffCases } from './handoff-fresh4.js';
import { fresh5HandoffCases } from './handoff-fresh5.js';
import { fresh6HandoffCases } from './handoff-fresh6.js';
import { fresh7HandoffCases } from './handoff-fresh7.js';
import { fresh8HandoffCases } from './handoff-fresh8.js';
import { handoffCases } from './handoff-labelled.js';
import { carriageSummary, expectHeldOutShape } from './held-out-handoffs.js';

const suite = loadSuite('fixtures/suite');

// Written under the seventh set's convention (an item passed to the reserved party also weakens the
// email reservation), so no relabelling overlay is needed.
const fresh8Tasks = new Map<string, Task>(suite.filter((t) => fresh8HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));

// The data was committed alone, before this test existed and before the check was ever run on it:
// data commit ee03973 (blob abea06e7810429096a31941eb96868e4800485ab),
// sha256 c5d870591a1caf5337a1a56eaf1817ae2ce47f5e7ca15224011f68b77c1f7a13.
describe('carriage check on the eighth held-out set (written apart from the tuning; never tuned on)', () => {
  it('has ≥ 120 messages about ≥ 8 tasks no earlier set used, each labelled for every constraint of its task', () => {
    expect(fresh8HandoffCases.length).toBeGreaterThanOrEqual(120);
    expect(fresh8Tasks.size).toBeGreaterThanOrEqual(8);
    expectHeldOutShape(fresh8HandoffCases, fresh8Tasks, [handoffCases, freshHandoffCases, fresh3HandoffCases, fresh4HandoffCases, fresh5HandoffCases, fresh6HandoffCases, fresh7HandoffCases, dev4HandoffCases, dev5HandoffCases, dev6HandoffCases, dev7HandoffCases, dev8HandoffCases, labelledMessages]);
  });

  it('prints its balanced accuracy and per-class recall (figures only: its errors are never printed, so nobody tunes on them)', () => {
    const r = evaluate(fresh8HandoffCases, fresh8Tasks);
    console.log(carriageSummary('fresh8', r));
    // Measured once on main's check (5bd7711) right after the data commit ("before"): 96.1% over 510
    // pairs (78 intact / 59 weakened / 373 missing; recall intact 94.9 / weakened 94.9 / missing 98.7).
    // Once after the eighth and ninth rounds' carriage tuners (who never saw the set) were merged, on
    // main 2026-12-03: 96.2% (recall intact 94.9 / weakened 94.9 / missing 98.9). Floors just under
    // that, against regressions; development data since that measurement.
    // At the eleventh round's start on main (d94456b): 98.1% (intact 98.7 / weakened 96.6 / missing
    // 98.9); after it 98.7% (intact 98.7 / weakened 98.3 / missing 98.9). Floors raised just under.
    // After the twelfth round: 99.1% (intact 100 / weakened 98.3 / missing 98.9).
    expect(r.n).toBeGreaterThanOrEqual(500);
    expect(r.balanced).toBeGreaterThanOrEqual(0.99);
    expect(r.recall.intact).toBeGreaterThanOrEqual(0.99);
    expect(r.recall.weakened).toBeGreaterThanOrEqual(0.98);
    expect(r.recall.missing).toBeGreaterThanOrEqual(0.98);
  });
});
