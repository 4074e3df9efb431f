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
import { handoffCases } from './handoff-labelled.js';
import { carriageSummary, expectHeldOutShape } from './held-out-handoffs.js';

const suite = loadSuite('fixtures/suite');

const fresh10Tasks = new Map<string, Task>(suite.filter((t) => fresh10HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));

// The data was committed alone, before this test existed and before the check was ever run on it:
// data commit b586dd1, sha256 2ca856d19dc8bf95c66d655314cae97566035d226d9d6cb1aaeba8cafceb2b8d,
// blob 60ce4d272bb30f85b0c86368d8abbedc54bf00c2. Written under the seventh set's convention (an
// item passed to the reserved party also weakens the email reservation), so no relabelling overlay.
describe('carriage check on the tenth held-out set (written apart from the tuning; never tuned on)', () => {
  it('has ≥ 170 messages about ≥ 10 tasks no earlier set used, each labelled for every constraint of its task', () => {
    expect(fresh10HandoffCases.length).toBeGreaterThanOrEqual(170);
    expect(fresh10Tasks.size).toBeGreaterThanOrEqual(10);
    expectHeldOutShape(fresh10HandoffCases, fresh10Tasks, [handoffCases, freshHandoffCases, fresh3HandoffCases, fresh4HandoffCases, fresh5HandoffCases, fresh6HandoffCases, fresh7HandoffCases, fresh8HandoffCases, fresh9HandoffCases, dev4HandoffCases, dev5HandoffCases, dev6HandoffCases, dev7HandoffCases, dev8HandoffCases, dev9HandoffCases, dev10HandoffCases, labelledMessages]);
  });

  it('prints its balanced accuracy and per-class recall (figures only: its errors are never printed, so nobody tunes on them)', () => {
    const r = evaluate(fresh10HandoffCases, fresh10Tasks);
    console.log(carriageSummary('fresh10', r));
    // Measured once on main's check (d94456b) before the eleventh round's changes: 88.8% over 734 pairs
    // (196 intact / 93 weakened / 445 missing; recall intact 89.3 / weakened 80.6 / missing 96.4).
    // After the eleventh round (its tuners never saw the set) was merged, on main 2026-12-03: 89.5%
    // (recall intact 89.3 / weakened 82.8 / missing 96.4). After the twelfth round (likewise
    // blind): 89.5% (intact 89.8 / weakened 82.8 / missing 96.0). After the thirteenth round (likewise
    // blind): 89.7% (intact 90.3 / weakened 82.8 / missing 96.0); after the fourteenth (likewise): 89.7%
    // (intact 89.3 / weakened 83.9 / missing 96.0). Held out: no floors yet.
    expect(r.n).toBeGreaterThanOrEqual(700);
  });
});
