/**
 * The one measure every labelled handoff set is read with: balanced accuracy (mean per-class recall
 * over intact / weakened / missing) of the deterministic carriage check over (message, constraint)
 * pairs, with the per-class counts and the errors (which the held-out sets' tests never print).
 */
import type { Task } from '../../src/domain/task.js';
import { deterministicCarriage } from '../../src/scoring/cl-agreement.js';
import type { CarriageState } from '../../src/scoring/clause-match.js';

export const CARRIAGE_STATES: readonly CarriageState[] = ['intact', 'weakened', 'missing'];

export interface LabelledHandoff {
  id: string;
  taskId: string;
  message: string;
  labels: Record<string, CarriageState>;
}

export interface CarriageAccuracy {
  balanced: number;
  recall: Record<CarriageState, number>;
  /** (message, constraint) pairs. */
  n: number;
  counts: Record<CarriageState, number>;
  errors: string[];
}

export function evaluateCarriage(cases: readonly LabelledHandoff[], byId: ReadonlyMap<string, Task>): CarriageAccuracy {
  const hit: Record<CarriageState, number> = { intact: 0, weakened: 0, missing: 0 };
  const all: Record<CarriageState, number> = { intact: 0, weakened: 0, missing: 0 };
  const errors: string[] = [];
  for (const c of cases) {
    const task = byId.get(c.taskId);
    if (!task) throw new Error(`${c.id}: no task ${c.taskId}`);
    const got = deterministicCarriage(c.message, task);
    for (const [id, label] of Object.entries(c.labels)) {
      all[label]++;
      if (got[id] === label) hit[label]++;
      else errors.push(`${c.id} ${id}: ${label} read as ${got[id]} — ${c.message}`);
    }
  }
  const recall = Object.fromEntries(CARRIAGE_STATES.map((s) => [s, all[s] === 0 ? 1 : hit[s] / all[s]])) as Record<CarriageState, number>;
  return { balanced: CARRIAGE_STATES.reduce((a, s) => a + recall[s], 0) / CARRIAGE_STATES.length, recall, n: CARRIAGE_STATES.reduce((a, s) => a + all[s], 0), counts: all, errors };
}
