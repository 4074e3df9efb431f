import type { CarriageState } from '../../src/scoring/clause-match.js';

/**
 * How the development handoff sets from the thirteenth round on are written: per task, rows of a
 * message and the labels of the constraints it speaks to, by a short name of each constraint;
 * every constraint a row leaves out is `missing`.
 */
export type HandoffRow = [message: string, labels: Record<string, CarriageState>];

/** One labelled message, every constraint of its task labelled by its id. */
export interface LabelledHandoffRow<H extends string> {
  id: string;
  taskId: string;
  half: H;
  message: string;
  labels: Record<string, CarriageState>;
}

/** The rows of a table as labelled messages (ids `<task>/<half>/<n>`); a short name not in `names` is an error of the data. */
export function expandHandoffRows<H extends string>(half: H, names: Record<string, Record<string, string>>, table: Record<string, HandoffRow[]>): LabelledHandoffRow<H>[] {
  return Object.entries(table).flatMap(([taskId, list]) => {
    const short = names[taskId];
    if (!short) throw new Error(`handoff-${half}: no constraint names for ${taskId}`);
    return list.map(([message, given], i) => {
      for (const s of Object.keys(given)) if (!(s in short)) throw new Error(`handoff-${half}: unknown constraint "${s}" for ${taskId}`);
      const labels: Record<string, CarriageState> = {};
      for (const [s, id] of Object.entries(short)) labels[id] = given[s] ?? 'missing';
      return { id: `${taskId}/${half}/${i + 1}`, taskId, half, message, labels };
    });
  });
}

/** Pairs a table labels explicitly (intact or weakened; every other pair is missing by default). */
export function explicitLabelCounts(table: Record<string, HandoffRow[]>): Record<'intact' | 'weakened', number> {
  const all = Object.values(table).flat().flatMap(([, l]) => Object.values(l));
  return { intact: all.filter((x) => x === 'intact').length, weakened: all.filter((x) => x === 'weakened').length };
}
