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
import { dev11HandoffCases } from './handoff-dev11.js';
import { dev12HandoffCases } from './handoff-dev12.js';
import { dev13bExplicitLabels, dev13bHandoffCases, dev13ExplicitLabels, dev13HandoffCases } from './handoff-dev13.js';
import { fresh4HandoffCases } from './handoff-fresh4.js';
import { fresh5HandoffCases } from './handoff-fresh5.js';
import { fresh6HandoffCases } from './handoff-fresh6.js';
import { fresh7HandoffCases } from './handoff-fresh7.js';
import { fresh8HandoffCases } from './handoff-fresh8.js';
import { carriageSummary } from './held-out-handoffs.js';

const suite = loadSuite('fixtures/suite');
const dev13Tasks = new Map<string, Task>(suite.filter((t) => dev13HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));

// Like dev11 and dev12, this set is about tasks earlier DEVELOPMENT sets already used, so the suite's
// unused tasks stay free for independent writers; the tasks reserved for this round's other writers are
// kept out by name.
const earlierDevelopment = [dev4HandoffCases, dev5HandoffCases, dev6HandoffCases, dev7HandoffCases, dev8HandoffCases, dev9HandoffCases, dev10HandoffCases, fresh4HandoffCases, fresh5HandoffCases, fresh6HandoffCases, fresh7HandoffCases, fresh8HandoffCases, dev11HandoffCases, dev12HandoffCases];
const reservedForOthers = ['finance-016', 'healthcare-016', 'healthcare-031', 'hr-014', 'legal-015', 'marketing-035', 'operations-044', 'sales-041', 'support-015', 'support-029'];

describe('carriage check on the thirteenth set (the thirteenth round\'s own check, aimed at the held-out miss families, committed before its rule changes)', () => {
  it('has ≥ 120 messages about tasks earlier development sets used, ≥ 30% of its explicit labels weakened, each labelled for every constraint of its task', () => {
    expect(dev13HandoffCases.length).toBeGreaterThanOrEqual(120);
    const earlier = new Set(earlierDevelopment.flat().map((c) => c.taskId));
    for (const t of dev13Tasks.keys()) {
      expect(earlier.has(t), t).toBe(true);
      expect(reservedForOthers.includes(t), t).toBe(false);
    }
    expect(dev13Tasks.size).toBeGreaterThanOrEqual(6);
    for (const c of dev13HandoffCases) {
      const task = dev13Tasks.get(c.taskId);
      expect(task, c.taskId).toBeDefined();
      expect(Object.keys(c.labels).sort()).toEqual(task!.boundary.constraints.map((k) => k.id).sort());
    }
    expect(new Set(dev13HandoffCases.map((c) => c.id)).size).toBe(dev13HandoffCases.length);
    expect(dev13ExplicitLabels.weakened / (dev13ExplicitLabels.weakened + dev13ExplicitLabels.intact)).toBeGreaterThanOrEqual(0.3);
  });

  it('prints its balanced accuracy and per-class recall (HANDOFF_ERRORS=dev13 prints its errors: development data)', () => {
    const r = evaluate(dev13HandoffCases, dev13Tasks);
    if (process.env.HANDOFF_ERRORS === 'dev13') for (const e of r.errors) console.log(`  ${e}`);
    console.log(carriageSummary('dev13', r));
    // Measured once on main's check (f6f1c04) right after the data commit 706ddc7 (blob
    // c5096d10d22029ce3f6e97907d9e84b5f7bf4d98, sha256 ee90fa51e4ed1e7601223bfb29bcc1601724f0c84f3fffd3e085902daa2f3f57)
    // ("before"): 92.2% over 624 pairs (75 intact / 65 weakened / 484 missing; recall intact 86.7 /
    // weakened 92.3 / missing 97.5). After the thirteenth round's rule changes (its tuner tuned on these
    // errors: a floor against regressions, no measure of generalisation): 97.0% (intact 97.3 / weakened
    // 95.4 / missing 98.1).
    expect(r.n).toBeGreaterThanOrEqual(500);
    expect(r.balanced).toBeGreaterThanOrEqual(0.965);
    expect(r.recall.intact).toBeGreaterThanOrEqual(0.97);
    expect(r.recall.weakened).toBeGreaterThanOrEqual(0.95);
    expect(r.recall.missing).toBeGreaterThanOrEqual(0.98);
  });
});

describe('carriage check on the thirteenth set\'s batch B (written halfway through the round, committed before it was read, measured once unseen)', () => {
  it('has ≥ 30 messages on the same tasks, ≥ 30% of its explicit labels weakened, each labelled for every constraint of its task', () => {
    expect(dev13bHandoffCases.length).toBeGreaterThanOrEqual(30);
    for (const c of dev13bHandoffCases) {
      const task = dev13Tasks.get(c.taskId);
      expect(task, c.taskId).toBeDefined();
      expect(Object.keys(c.labels).sort()).toEqual(task!.boundary.constraints.map((k) => k.id).sort());
    }
    expect(new Set(dev13bHandoffCases.map((c) => c.id)).size).toBe(dev13bHandoffCases.length);
    expect(dev13bExplicitLabels.weakened / (dev13bExplicitLabels.weakened + dev13bExplicitLabels.intact)).toBeGreaterThanOrEqual(0.3);
  });

  it('prints its balanced accuracy and per-class recall (figures only: its errors are not printed, so it stays a reading nobody tuned on)', () => {
    const r = evaluate(dev13bHandoffCases, dev13Tasks);
    console.log(carriageSummary('dev13b', r));
    // Data commit 32910db (written after the round's first eight rule changes, before the check was
    // read on it). Read once, unseen, on this round's rule at that commit: 93.8% over 195 pairs (32
    // intact / 18 weakened / 145 missing; recall intact 87.5 / weakened 94.4 / missing 99.3); on main's
    // check (f6f1c04), for comparison: 92.7% (intact 84.4 / weakened 94.4 / missing 99.3). Its errors
    // were never printed or tuned on; the floor is just under the unseen reading.
    expect(r.n).toBeGreaterThanOrEqual(180);
    expect(r.balanced).toBeGreaterThanOrEqual(0.93);
  });
});
