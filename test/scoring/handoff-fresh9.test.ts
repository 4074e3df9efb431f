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
import { dev9HandoffCases } from './handoff-dev9.js';
import { fresh3HandoffCases } from './handoff-fresh3.js';
import { freshHandoffCases } from './handoff-fresh.js';
import { fresh4HandoffCases } from './handoff-fresh4.js';
import { fresh5HandoffCases } from './handoff-fresh5.js';
import { fresh6HandoffCases } from './handoff-fresh6.js';
import { fresh7HandoffCases } from './handoff-fresh7.js';
import { fresh9HandoffCases } from './handoff-fresh9.js';
import { handoffCases } from './handoff-labelled.js';
import { carriageSummary, expectHeldOutShape } from './held-out-handoffs.js';

const suite = loadSuite('fixtures/suite');

const fresh9Tasks = new Map<string, Task>(suite.filter((t) => fresh9HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));

// The eighth held-out set is not imported here (it was still held out when this set was written), so
// its tasks, as its writer's brief named them, are listed to keep this set off them.
const fresh8TaskIds = ['support-007', 'finance-008', 'healthcare-010', 'hr-011', 'legal-010', 'marketing-008', 'operations-007', 'sales-008'].map((taskId) => ({ taskId }));

// The data was committed alone, before this test existed and before the check was ever run on it:
// data commit b24730c, sha256 687a446594fb1f2c3f5588964963b3ece13f4eb600c7dd9da4de57052ca90e70,
// blob ef193df835497ebe6c76663443f8485326c4285f. Written under the sixth round's convention (an item
// passed to the reserved party also weakens the email reservation), so no relabelling overlay.
describe('carriage check on the ninth held-out set (written apart from the tuning; never tuned on)', () => {
  it('has ≥ 130 messages about ≥ 8 tasks no earlier set used, each labelled for every constraint of its task', () => {
    expect(fresh9HandoffCases.length).toBeGreaterThanOrEqual(130);
    expect(fresh9Tasks.size).toBeGreaterThanOrEqual(8);
    expectHeldOutShape(fresh9HandoffCases, fresh9Tasks, [handoffCases, freshHandoffCases, fresh3HandoffCases, fresh4HandoffCases, fresh5HandoffCases, fresh6HandoffCases, fresh7HandoffCases, fresh8TaskIds, dev4HandoffCases, dev5HandoffCases, dev6HandoffCases, dev7HandoffCases, dev8HandoffCases, dev9HandoffCases, labelledMessages]);
  });

  it('prints its balanced accuracy and per-class recall (figures only: its errors are never printed, so nobody tunes on them)', () => {
    const r = evaluate(fresh9HandoffCases, fresh9Tasks);
    console.log(carriageSummary('fresh9', r));
    // Measured once on main's check (d3e20aa) before the ninth round's changes: 87.0% over 726 pairs
    // (159 intact / 184 weakened / 383 missing; recall intact 87.4 / weakened 77.7 / missing 95.8).
    // After the ninth round (its carriage tuner never saw the set) was merged, on main 2026-12-03:
    // 88.4% (recall intact 89.3 / weakened 80.4 / missing 95.6). After the tenth round (likewise blind
    // to it): 88.4%, the same per class. After the eleventh round (likewise blind): 88.6% (recall intact
    // 89.3 / weakened 81.0 / missing 95.6). After the twelfth round (likewise blind): 89.8% (intact
    // 90.6 / weakened 83.2 / missing 95.6). After the thirteenth round (likewise blind): 89.9% (intact
    // 90.6 / weakened 83.7 / missing 95.6); after the fourteenth (likewise): 90.1% (intact 90.6 /
    // weakened 84.2 / missing 95.6). Still held out: no floors.
    expect(r.n).toBeGreaterThanOrEqual(700);
  });
});
