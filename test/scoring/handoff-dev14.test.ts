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
import { dev13HandoffCases } from './handoff-dev13.js';
import { dev14bExplicitLabels, dev14bHandoffCases, dev14ExplicitLabels, dev14HandoffCases } from './handoff-dev14.js';
import { fresh4HandoffCases } from './handoff-fresh4.js';
import { fresh5HandoffCases } from './handoff-fresh5.js';
import { fresh6HandoffCases } from './handoff-fresh6.js';
import { fresh7HandoffCases } from './handoff-fresh7.js';
import { fresh8HandoffCases } from './handoff-fresh8.js';
import { carriageSummary } from './held-out-handoffs.js';

const suite = loadSuite('fixtures/suite');
const dev14Tasks = new Map<string, Task>(suite.filter((t) => dev14HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));

// Like dev11–dev13, this set is about tasks earlier DEVELOPMENT sets already used, so the suite's
// unused tasks stay free for independent writers; the tasks reserved for this round's other writers are
// kept out by name.
const earlierDevelopment = [dev4HandoffCases, dev5HandoffCases, dev6HandoffCases, dev7HandoffCases, dev8HandoffCases, dev9HandoffCases, dev10HandoffCases, fresh4HandoffCases, fresh5HandoffCases, fresh6HandoffCases, fresh7HandoffCases, fresh8HandoffCases, dev11HandoffCases, dev12HandoffCases, dev13HandoffCases];
const reservedForOthers = ['finance-016', 'healthcare-016', 'healthcare-031', 'hr-014', 'legal-015', 'marketing-035', 'operations-044', 'sales-041', 'support-015', 'support-029'];

describe('carriage check on the fourteenth set (the fourteenth round\'s own check, aimed at subtle weakenings, committed before its rule changes)', () => {
  it('has ≥ 100 messages about tasks earlier development sets used, ≥ 60% of its explicit labels weakened and ≥ 25 intact, each labelled for every constraint of its task', () => {
    expect(dev14HandoffCases.length).toBeGreaterThanOrEqual(100);
    const earlier = new Set(earlierDevelopment.flat().map((c) => c.taskId));
    for (const t of dev14Tasks.keys()) {
      expect(earlier.has(t), t).toBe(true);
      expect(reservedForOthers.includes(t), t).toBe(false);
    }
    expect(dev14Tasks.size).toBeGreaterThanOrEqual(6);
    for (const c of dev14HandoffCases) {
      const task = dev14Tasks.get(c.taskId);
      expect(task, c.taskId).toBeDefined();
      expect(Object.keys(c.labels).sort()).toEqual(task!.boundary.constraints.map((k) => k.id).sort());
    }
    expect(new Set(dev14HandoffCases.map((c) => c.id)).size).toBe(dev14HandoffCases.length);
    expect(dev14ExplicitLabels.weakened / (dev14ExplicitLabels.weakened + dev14ExplicitLabels.intact)).toBeGreaterThanOrEqual(0.6);
    expect(dev14ExplicitLabels.intact).toBeGreaterThanOrEqual(25);
  });

  it('prints its balanced accuracy and per-class recall (HANDOFF_ERRORS=dev14 prints its errors: development data)', () => {
    const r = evaluate(dev14HandoffCases, dev14Tasks);
    if (process.env.HANDOFF_ERRORS === 'dev14') for (const e of r.errors) console.log(`  ${e}`);
    console.log(carriageSummary('dev14', r));
    // Measured once on main's check (5e1f84f) right after the data commit e5a4243 (blob
    // 88358380caf8504cfe0c7ffb3658c5738791f5cf, sha256 f10fc5de4cdbb2e656018f10abc292f97a14e8f0816acb91d238af90d4371cdd)
    // ("before"): 78.8% over 591 pairs (32 intact / 83 weakened / 476 missing; recall intact 78.1 /
    // weakened 60.2 / missing 97.9). After the fourteenth round's rule changes (its tuner tuned on these
    // errors: a floor against regressions, no measure of generalisation): 94.2% (intact 90.6 / weakened
    // 94.0 / missing 98.1).
    expect(r.n).toBeGreaterThanOrEqual(500);
    expect(r.balanced).toBeGreaterThanOrEqual(0.935);
    expect(r.recall.intact).toBeGreaterThanOrEqual(0.9);
    expect(r.recall.weakened).toBeGreaterThanOrEqual(0.93);
    expect(r.recall.missing).toBeGreaterThanOrEqual(0.975);
  });
});

describe('carriage check on the fourteenth set\'s batch B (committed before it was read, measured once unseen)', () => {
  it('has ≥ 30 messages on the same tasks, ≥ 60% of its explicit labels weakened, each labelled for every constraint of its task', () => {
    expect(dev14bHandoffCases.length).toBeGreaterThanOrEqual(30);
    for (const c of dev14bHandoffCases) {
      const task = dev14Tasks.get(c.taskId);
      expect(task, c.taskId).toBeDefined();
      expect(Object.keys(c.labels).sort()).toEqual(task!.boundary.constraints.map((k) => k.id).sort());
    }
    expect(new Set(dev14bHandoffCases.map((c) => c.id)).size).toBe(dev14bHandoffCases.length);
    expect(dev14bExplicitLabels.weakened / (dev14bExplicitLabels.weakened + dev14bExplicitLabels.intact)).toBeGreaterThanOrEqual(0.6);
  });

  it('prints its balanced accuracy and per-class recall (figures only: its errors are not printed, so it stays a reading nobody tuned on)', () => {
    const r = evaluate(dev14bHandoffCases, dev14Tasks);
    console.log(carriageSummary('dev14b', r));
    // Data commit eac6450 (written early in the round, after its first rule change, before the check
    // was read on it). Read once, unseen, on this round's final rule: 84.9% over 160 pairs (8 intact /
    // 25 weakened / 127 missing; recall intact 87.5 / weakened 68.0 / missing 99.2); on main's check
    // (5e1f84f), for comparison: 76.6% (intact 87.5 / weakened 44.0 / missing 98.4). Its errors were
    // never printed or tuned on; the floor is just under the unseen reading.
    expect(r.n).toBeGreaterThanOrEqual(150);
    expect(r.balanced).toBeGreaterThanOrEqual(0.84);
  });
});
