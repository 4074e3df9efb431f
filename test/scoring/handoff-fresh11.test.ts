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
import { dev10HandoffCases } from './handoff-dev10.js';
import { fresh3HandoffCases } from './handoff-fresh3.js';
import { freshHandoffCases } from './handoff-fresh.js';
import { fresh4HandoffCases } from './handoff-fresh4.js';
import { fresh5HandoffCases } from './handoff-fresh5.js';
import { fresh6HandoffCases } from './handoff-fresh6.js';
import { fresh7HandoffCases } from './handoff-fresh7.js';
import { fresh8HandoffCases } from './handoff-fresh8.js';
import { fresh9HandoffCases } from './handoff-fresh9.js';
import { fresh10HandoffCases } from './handoff-fresh10.js';
import { fresh11HandoffCases } from './handoff-fresh11.js';
import { dev11HandoffCases } from './handoff-dev11.js';
import { dev12HandoffCases } from './handoff-dev12.js';
import { handoffCases } from './handoff-labelled.js';
import { carriageSummary, expectHeldOutShape } from './held-out-handoffs.js';

const suite = loadSuite('fixtures/suite');

const fresh11Tasks = new Map<string, Task>(suite.filter((t) => fresh11HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));

// The eleventh held-out set (issue 20, thirteenth round), written by a helper (w11h) blind to the
// check's rules and every other labelled message. The data was committed alone, before this test
// existed and before the check was ever run on it: data commit a1aa2b8, sha256
// dde44c77e6a79bab01e7dab54bca7f7914103158294ceb0f2f75bbd1dbff9bfa, blob 009a79e. Written under the
// seventh set's convention (an item passed to the reserved party also weakens the email
// reservation), so no relabelling overlay.
describe('carriage check on the eleventh held-out set (written apart from the tuning; never tuned on)', () => {
  it('has ≥ 170 messages about ≥ 10 tasks no earlier set used, each labelled for every constraint of its task', () => {
    expect(fresh11HandoffCases.length).toBeGreaterThanOrEqual(170);
    expect(fresh11Tasks.size).toBeGreaterThanOrEqual(10);
    expectHeldOutShape(fresh11HandoffCases, fresh11Tasks, [handoffCases, freshHandoffCases, fresh3HandoffCases, fresh4HandoffCases, fresh5HandoffCases, fresh6HandoffCases, fresh7HandoffCases, fresh8HandoffCases, fresh9HandoffCases, fresh10HandoffCases, dev4HandoffCases, dev5HandoffCases, dev6HandoffCases, dev7HandoffCases, dev8HandoffCases, dev9HandoffCases, dev10HandoffCases, dev11HandoffCases, dev12HandoffCases, labelledMessages]);
  });

  it('prints its balanced accuracy and per-class recall (figures only: its errors are never printed, so nobody tunes on them)', () => {
    const r = evaluate(fresh11HandoffCases, fresh11Tasks);
    console.log(carriageSummary('fresh11', r));
    // Measured once on main's check (f6f1c04, the rules of round 12) before the thirteenth round's
    // changes: 90.9% over 789 pairs (117 intact / 103 weakened / 569 missing; recall intact 88.0 /
    // weakened 89.3 / missing 95.3). After the thirteenth round (its tuner never saw the set) was merged,
    // on main 2026-12-03: 90.9% (the same recalls); after the fourteenth round (a second carriage tuner,
    // likewise blind): 90.3% (intact 86.3 / weakened 89.3 / missing 95.3). Held out: no floors yet.
    expect(r.n).toBeGreaterThanOrEqual(780);
  });
});
