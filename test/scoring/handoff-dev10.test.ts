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
import { handoffCases } from './handoff-labelled.js';
import { carriageSummary, expectHeldOutShape } from './held-out-handoffs.js';

const suite = loadSuite('fixtures/suite');
const dev10Tasks = new Map<string, Task>(suite.filter((t) => dev10HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));

// The data was committed alone, before this test existed and before its tuner read the rule:
// data commit 37cb7d1, sha256 59bf85ba1374cf9399b8e93ae7c29d1f54d3dfd1ad2f279fb9fb0b0b6c781a31.
describe('carriage check on the tenth set (the ninth round\'s own check, committed before its rule changes)', () => {
  it('has ≥ 120 messages about ≥ 8 tasks no earlier set used, each labelled for every constraint of its task', () => {
    expect(dev10HandoffCases.length).toBeGreaterThanOrEqual(120);
    expect(dev10Tasks.size).toBeGreaterThanOrEqual(8);
    expectHeldOutShape(dev10HandoffCases, dev10Tasks, [handoffCases, freshHandoffCases, fresh3HandoffCases, fresh4HandoffCases, fresh5HandoffCases, fresh6HandoffCases, fresh7HandoffCases, dev4HandoffCases, dev5HandoffCases, dev6HandoffCases, dev7HandoffCases, dev8HandoffCases, dev9HandoffCases, labelledMessages]);
  });

  it('prints its balanced accuracy and per-class recall (HANDOFF_ERRORS=dev10 prints its errors: development data)', () => {
    const r = evaluate(dev10HandoffCases, dev10Tasks);
    if (process.env.HANDOFF_ERRORS === 'dev10') for (const e of r.errors) console.log(`  ${e}`);
    console.log(carriageSummary('dev10', r));
    // Measured once on main's check (d3e20aa) right after the data commit ("before"): 90.9% over 664
    // pairs (87 intact / 84 weakened / 493 missing; recall intact 92.0 / weakened 83.3 / missing 97.4).
    // After the ninth round's rule changes (its tuner tuned on these errors: a floor against
    // regressions, no measure of generalisation): 98.9% over 664 pairs (88 intact / 84 weakened / 492
    // missing: one label, healthcare-027/9's email, fixed on re-reading after the data commit; recall
    // intact 98.9 / weakened 98.8 / missing 99.0).
    expect(r.n).toBeGreaterThanOrEqual(600);
    expect(r.balanced).toBeGreaterThanOrEqual(0.97);
    expect(r.recall.intact).toBeGreaterThanOrEqual(0.97);
    expect(r.recall.weakened).toBeGreaterThanOrEqual(0.97);
    expect(r.recall.missing).toBeGreaterThanOrEqual(0.98);
  });
});
