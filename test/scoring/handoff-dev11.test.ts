import { describe, expect, it } from 'vitest';
import type { Task } from '../../src/domain/task.js';
import { evaluateCarriage as evaluate } from './carriage-accuracy.js';
import { loadSuite } from '../../src/suite/stats.js';
import { dev4HandoffCases } from './handoff-dev4.js';
import { dev5HandoffCases } from './handoff-dev5.js';
import { dev6HandoffCases } from './handoff-dev6.js';
import { dev7HandoffCases } from './handoff-dev7.js';
import { dev8HandoffCases } from './handoff-dev8.js';
import { dev9HandoffCases } from './handoff-dev9.js';
import { dev10HandoffCases } from './handoff-dev10.js';
import { dev11ExplicitLabels, dev11HandoffCases } from './handoff-dev11.js';
import { fresh4HandoffCases } from './handoff-fresh4.js';
import { fresh5HandoffCases } from './handoff-fresh5.js';
import { fresh6HandoffCases } from './handoff-fresh6.js';
import { fresh7HandoffCases } from './handoff-fresh7.js';
import { fresh8HandoffCases } from './handoff-fresh8.js';
import { carriageSummary } from './held-out-handoffs.js';

const suite = loadSuite('fixtures/suite');
const dev11Tasks = new Map<string, Task>(suite.filter((t) => dev11HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));

// Unlike the held-out sets, this one is deliberately about tasks earlier DEVELOPMENT sets already used,
// so the suite's unused tasks stay free for independent writers.
const earlierDevelopment = [dev4HandoffCases, dev5HandoffCases, dev6HandoffCases, dev7HandoffCases, dev8HandoffCases, dev9HandoffCases, dev10HandoffCases, fresh4HandoffCases, fresh5HandoffCases, fresh6HandoffCases, fresh7HandoffCases, fresh8HandoffCases];

// The data was committed alone, before this test existed and before its tuner read the rule:
// data commit 96db742 (blob 523fe296206cad1d89d2ed2bacb7fa50c365e2e7),
// sha256 e193a9492913bc8d413282c7b8986c5256ee4b6d0f1c242e611bf6ed54db5e8a.
describe('carriage check on the eleventh set (the eleventh round\'s own check, aimed at the weakened class, committed before its rule changes)', () => {
  it('has ≥ 110 messages about tasks earlier development sets used, ≥ 30% of its labelled pairs weakened, each labelled for every constraint of its task', () => {
    expect(dev11HandoffCases.length).toBeGreaterThanOrEqual(110);
    const earlier = new Set(earlierDevelopment.flat().map((c) => c.taskId));
    for (const t of dev11Tasks.keys()) expect(earlier.has(t), t).toBe(true);
    expect(dev11Tasks.size).toBeGreaterThanOrEqual(8);
    for (const c of dev11HandoffCases) {
      const task = dev11Tasks.get(c.taskId);
      expect(task, c.taskId).toBeDefined();
      expect(Object.keys(c.labels).sort()).toEqual(task!.boundary.constraints.map((k) => k.id).sort());
    }
    expect(new Set(dev11HandoffCases.map((c) => c.id)).size).toBe(dev11HandoffCases.length);
    expect(dev11ExplicitLabels.weakened / (dev11ExplicitLabels.weakened + dev11ExplicitLabels.intact)).toBeGreaterThanOrEqual(0.3);
  });

  it('prints its balanced accuracy and per-class recall (HANDOFF_ERRORS=dev11 prints its errors: development data)', () => {
    const r = evaluate(dev11HandoffCases, dev11Tasks);
    if (process.env.HANDOFF_ERRORS === 'dev11') for (const e of r.errors) console.log(`  ${e}`);
    console.log(carriageSummary('dev11', r));
    // Measured once on main's check (d94456b) right after the data commit ("before"): 90.6% over 615
    // pairs (64 intact / 88 weakened / 463 missing; recall intact 89.1 / weakened 85.2 / missing 97.6).
    // After the eleventh round's rule changes (its tuner tuned on these errors: a floor against
    // regressions, no measure of generalisation): 94.7% over 615 pairs (recall intact 95.3 / weakened
    // 90.9 / missing 97.8). After the twelfth round: 95.1% (intact 95.3 / weakened 92.0 / missing 97.8).
    // After the thirteenth round: 95.6% (intact 96.9 / weakened 92.0 / missing 97.8).
    expect(r.n).toBeGreaterThanOrEqual(600);
    expect(r.balanced).toBeGreaterThanOrEqual(0.955);
    expect(r.recall.intact).toBeGreaterThanOrEqual(0.96);
    expect(r.recall.weakened).toBeGreaterThanOrEqual(0.91);
    expect(r.recall.missing).toBeGreaterThanOrEqual(0.97);
  });
});
