import { describe, expect, it } from 'vitest';
import type { Task } from '../../src/domain/task.js';
import { evaluateCarriage as evaluate } from './carriage-accuracy.js';
import { loadSuite } from '../../src/suite/stats.js';
import { fresh3HandoffCases } from './handoff-fresh3.js';
import { freshHandoffCases } from './handoff-fresh.js';
import { fresh4HandoffCases } from './handoff-fresh4.js';
import { handoffCases } from './handoff-labelled.js';

const suite = loadSuite('fixtures/suite');
const fresh4Tasks = new Map<string, Task>(suite.filter((t) => fresh4HandoffCases.some((c) => c.taskId === t.id)).map((t) => [t.id, t]));
// The target for a held-out set.
const TARGET = 0.9;

describe('carriage check on the fourth held-out set (written apart from the tuning; development data since the fifth round)', () => {
  it('has ≥ 160 messages about ≥ 10 tasks no earlier set used, each labelled for every constraint of its task', () => {
    expect(fresh4HandoffCases.length).toBeGreaterThanOrEqual(160);
    expect(fresh4Tasks.size).toBeGreaterThanOrEqual(10);
    const earlier = new Set([...handoffCases, ...freshHandoffCases, ...fresh3HandoffCases].map((c) => c.taskId));
    for (const t of fresh4Tasks.keys()) expect(earlier.has(t), t).toBe(false);
    for (const c of fresh4HandoffCases) {
      const task = fresh4Tasks.get(c.taskId);
      expect(task, c.taskId).toBeDefined();
      expect(Object.keys(c.labels).sort()).toEqual(task!.boundary.constraints.map((k) => k.id).sort());
    }
    expect(new Set(fresh4HandoffCases.map((c) => c.id)).size).toBe(fresh4HandoffCases.length);
  });

  it('prints its balanced accuracy and per-class recall (development data since the fifth round: HANDOFF_ERRORS=fresh4 prints its errors)', () => {
    const r = evaluate(fresh4HandoffCases, fresh4Tasks);
    if (process.env.HANDOFF_ERRORS === 'fresh4') for (const e of r.errors) console.log(`  ${e}`);
    const pct = (x: number) => (100 * x).toFixed(1);
    console.log(
      `[handoff-carriage] fresh4: balanced accuracy ${pct(r.balanced)}% over ${r.n} (message, constraint) pairs (${r.counts.intact} intact / ${r.counts.weakened} weakened / ${r.counts.missing} missing) — recall intact ${pct(r.recall.intact)} / weakened ${pct(r.recall.weakened)} / missing ${pct(r.recall.missing)}; target ${pct(TARGET)}%: ${r.balanced >= TARGET ? 'met' : 'NOT met'}`,
    );
    expect(r.n).toBeGreaterThanOrEqual(800);
    // Measured once on main's check when the set was committed (data commit 497d331, sha256
    // 1aac6d28…5c72db): 84.2% (intact 78.7 / weakened 77.3 / missing 96.5); once after the fourth
    // round was merged (its tuner never saw the set): 88.0% (intact 87.0 / weakened 79.5 / missing
    // 97.3). Development data in the fifth round: its errors were read, grouped into patterns and
    // fixed as patterns (with new wordings of each in handoff-dev6.ts): 99.3% after it (intact
    // 98.1 / weakened 100.0 / missing 99.7). The floors are just under that, against regressions;
    // it is no longer a held-out measure (the next writer's set is). Sixth round: five labels
    // relabelled to the one convention for an item passed to the excluded party (file header): 97.8%
    // with the rule unchanged (98.1 / 95.7 / 99.7), 99.3% after the round (98.1 / 100.0 / 99.7).
    expect(r.balanced).toBeGreaterThanOrEqual(0.99);
    expect(r.recall.intact).toBeGreaterThanOrEqual(0.98);
    expect(r.recall.weakened).toBeGreaterThanOrEqual(0.99);
    expect(r.recall.missing).toBeGreaterThanOrEqual(0.99);
  });
});
