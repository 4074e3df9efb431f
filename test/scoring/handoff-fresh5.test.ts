import { describe, expect, it } from 'vitest';
import type { Task } from '../../src/domain/task.js';
import { evaluateCarriage as evaluate } from './carriage-accuracy.js';
import { loadSuite } from '../../src/suite/stats.js';
import { labelledMessages } from './cl-messages.js';
import { dev4HandoffCases } from './handoff-dev4.js';
import { dev5HandoffCases } from './handoff-dev5.js';
import { fresh3HandoffCases } from './handoff-fresh3.js';
import { freshHandoffCases } from './handoff-fresh.js';
import { fresh4HandoffCases } from './handoff-fresh4.js';
import { fresh5HandoffCases } from './handoff-fresh5.js';
import { handoffCases } from './handoff-labelled.js';
import { carriageSummary, expectHeldOutShape } from './held-out-handoffs.js';

const suite = loadSuite('fixtures/suite');
const fresh5Tasks = new Map<string, Task>(suite.filter((t) => fresh5HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));

// The data was committed alone, before this test existed and before the check was ever run on it:
// data commit 8b5f2ec, sha256 a5d7f81b40a5fd0556ec8343a9f9d8cb60570aeec9c9ccfe555c0270b2cbea76.
describe('carriage check on the fifth held-out set (written apart from the tuning; development data since the sixth round)', () => {
  it('has ≥ 170 messages about ≥ 10 tasks no earlier set used, each labelled for every constraint of its task', () => {
    expect(fresh5HandoffCases.length).toBeGreaterThanOrEqual(170);
    expect(fresh5Tasks.size).toBeGreaterThanOrEqual(10);
    expectHeldOutShape(fresh5HandoffCases, fresh5Tasks, [handoffCases, freshHandoffCases, fresh3HandoffCases, fresh4HandoffCases, dev4HandoffCases, dev5HandoffCases, labelledMessages]);
  });

  it('prints its balanced accuracy and per-class recall (development data since the sixth round: HANDOFF_ERRORS=fresh5 prints its errors)', () => {
    const r = evaluate(fresh5HandoffCases, fresh5Tasks);
    if (process.env.HANDOFF_ERRORS === 'fresh5') for (const e of r.errors) console.log(`  ${e}`);
    console.log(carriageSummary('fresh5', r));
    // Measured once on main's check (5d8c77b) right after the data commit: 91.4% over 856 pairs
    // (intact 93.3 / weakened 83.9 / missing 97.0); once after the fifth round was merged (its tuner
    // never saw the set): 93.6% (intact 95.2 / weakened 88.2 / missing 97.6). Development data in the
    // sixth round: five labels were relabelled to the round's one convention for an item passed to
    // the excluded party (listed in the file's header; 92.5%, 95.2 / 84.7 / 97.7 with the rule
    // unchanged), its errors were read, grouped into patterns and fixed as patterns (new wordings of
    // each in handoff-dev7.ts): 98.2% after it (intact 98.1 / weakened 98.0 / missing 98.5). The floors
    // are just under that, against regressions; it is no longer a held-out measure.
    expect(r.n).toBeGreaterThanOrEqual(800);
    expect(r.balanced).toBeGreaterThanOrEqual(0.98);
    expect(r.recall.intact).toBeGreaterThanOrEqual(0.98);
    expect(r.recall.weakened).toBeGreaterThanOrEqual(0.97);
    expect(r.recall.missing).toBeGreaterThanOrEqual(0.98);
  });
});
