import { expect } from 'vitest';
import type { Task } from '../../src/domain/task.js';
import type { evaluateCarriage } from './carriage-accuracy.js';

/** The target for a held-out set of handoffs (balanced accuracy over the three states). */
export const HELD_OUT_TARGET = 0.9;

interface LabelledHandoff {
  id: string;
  taskId: string;
  labels: Record<string, unknown>;
}

/**
 * The shape every independently written handoff set is held to: about tasks no earlier set used
 * (so its wording cannot have been tuned on), one label per constraint of its task, unique ids.
 */
export function expectHeldOutShape(cases: readonly LabelledHandoff[], tasks: ReadonlyMap<string, Task>, earlierSets: readonly (readonly { taskId: string }[])[]): void {
  const earlier = new Set(earlierSets.flat().map((c) => c.taskId));
  for (const t of tasks.keys()) expect(earlier.has(t), t).toBe(false);
  for (const c of cases) {
    const task = tasks.get(c.taskId);
    expect(task, c.taskId).toBeDefined();
    expect(Object.keys(c.labels).sort()).toEqual(task!.boundary.constraints.map((k) => k.id).sort());
  }
  expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
}

/** One line of figures (never the errors: a held-out set's errors are not printed). */
export function carriageSummary(name: string, r: ReturnType<typeof evaluateCarriage>): string {
  const pct = (x: number) => (100 * x).toFixed(1);
  return `[handoff-carriage] ${name}: balanced accuracy ${pct(r.balanced)}% over ${r.n} (message, constraint) pairs (${r.counts.intact} intact / ${r.counts.weakened} weakened / ${r.counts.missing} missing) — recall intact ${pct(r.recall.intact)} / weakened ${pct(r.recall.weakened)} / missing ${pct(r.recall.missing)}; target ${pct(HELD_OUT_TARGET)}%: ${r.balanced >= HELD_OUT_TARGET ? 'met' : 'NOT met'}`;
}
