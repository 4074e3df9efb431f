/** One cell of a results table: an architecture under a model configuration. */
export interface MacroRow {
  arch: string;
  /** Coordination family: single, peer, cent. */
  family: string;
  /** Model configuration label. */
  model: string;
  /** false for a heterogeneous configuration (e.g. frontier lead, cheap executor). */
  homogeneous: boolean;
  /** Role-typed architecture (N4-t, L2-t); defaults to an arch name ending in "-t". */
  roleTyped?: boolean;
  value: number;
}

export interface MacroSummary {
  /** Per family: mean over its generic architectures for each homogeneous model, then over those models. */
  families: Record<string, { macro: number; perModel: Record<string, number> }>;
  /** Role-typed architectures, each averaged over homogeneous models, reported on their own. */
  roleTyped: Record<string, { macro: number; perModel: Record<string, number> }>;
  /** Heterogeneous configurations, per model and family (mean over generic architectures), never pooled. */
  heterogeneous: Record<string, Record<string, number>>;
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

function groupMean<T>(rows: readonly T[], key: (r: T) => string, val: (r: T) => number): Record<string, number> {
  const g = new Map<string, number[]>();
  for (const r of rows) g.set(key(r), [...(g.get(key(r)) ?? []), val(r)]);
  return Object.fromEntries([...g.keys()].sort().map((k) => [k, mean(g.get(k) as number[])]));
}

/** Macro averages as the MasDrift paper reports them. */
export function macroAverages(rows: readonly MacroRow[]): MacroSummary {
  const isRoleTyped = (r: MacroRow): boolean => r.roleTyped ?? r.arch.endsWith('-t');
  const homo = rows.filter((r) => r.homogeneous);
  const families: MacroSummary['families'] = {};
  for (const fam of [...new Set(homo.filter((r) => !isRoleTyped(r)).map((r) => r.family))].sort()) {
    const perModel = groupMean(homo.filter((r) => r.family === fam && !isRoleTyped(r)), (r) => r.model, (r) => r.value);
    families[fam] = { macro: mean(Object.values(perModel)), perModel };
  }
  const roleTyped: MacroSummary['roleTyped'] = {};
  for (const arch of [...new Set(homo.filter(isRoleTyped).map((r) => r.arch))].sort()) {
    const perModel = groupMean(homo.filter((r) => r.arch === arch), (r) => r.model, (r) => r.value);
    roleTyped[arch] = { macro: mean(Object.values(perModel)), perModel };
  }
  const heterogeneous: MacroSummary['heterogeneous'] = {};
  for (const model of [...new Set(rows.filter((r) => !r.homogeneous).map((r) => r.model))].sort()) {
    heterogeneous[model] = groupMean(rows.filter((r) => !r.homogeneous && r.model === model && !isRoleTyped(r)), (r) => r.family, (r) => r.value);
  }
  return { families, roleTyped, heterogeneous };
}
