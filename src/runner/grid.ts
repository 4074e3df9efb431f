import { canonicalDefenseId } from '../defenses/registry.js';
import type { RunIdentity } from './identity.js';

export const ALL_ARCHITECTURES = ['single', 'n2', 'n4', 'n8', 'n4-t', 'l1', 'l2', 'l3', 'l2-t'] as const;
export const DEFENSES = ['none', 'source', 'chain'] as const;

/** The axes of a benchmark grid. */
export interface GridSpec {
  suite: string;
  taskIds: readonly string[];
  architectures: readonly string[];
  /** Defense identity strings (src/defenses/registry.ts). */
  defenses: readonly string[];
  models: readonly string[];
  confirms: readonly string[];
  reps: number;
  seed: string;
  /** Single runs undefended unless asked for (the paper's run count implies it). */
  defendSingle: boolean;
}

/**
 * Expand a grid into run identities, in a stable order (task-major so a partial run covers
 * whole tasks). Confirmation policies only differ for defended runs: an undefended run never
 * asks, so it is expanded once with the first policy.
 */
export function expandGrid(g: GridSpec): RunIdentity[] {
  const out: RunIdentity[] = [];
  // Each combination as its identity writes it (`chain+source` is `source+chain`), once.
  const defenses = [...new Set(g.defenses.map(canonicalDefenseId))];
  for (const taskId of g.taskIds) {
    for (const model of g.models) {
      for (const architecture of g.architectures) {
        for (const defense of defenses) {
          if (architecture === 'single' && defense !== 'none' && !g.defendSingle) continue;
          const confirms = defense === 'none' ? g.confirms.slice(0, 1) : g.confirms;
          for (const confirm of confirms) {
            for (let rep = 0; rep < g.reps; rep++) {
              out.push({ suite: g.suite, taskId, architecture, defense, model, confirm, rep, seed: g.seed, extra: {} });
            }
          }
        }
      }
    }
  }
  return out;
}

/**
 * Pick n tasks per domain, spread evenly over each domain's sorted ids (deterministic,
 * stratified by domain).
 */
export function stratifiedSample<T extends { id: string; domain: string }>(tasks: readonly T[], perDomain: number): T[] {
  const byDomain = new Map<string, T[]>();
  for (const t of tasks) byDomain.set(t.domain, [...(byDomain.get(t.domain) ?? []), t]);
  const out: T[] = [];
  for (const domain of [...byDomain.keys()].sort()) {
    const list = [...(byDomain.get(domain) ?? [])].sort((a, b) => a.id.localeCompare(b.id));
    const n = Math.min(perDomain, list.length);
    for (let i = 0; i < n; i++) out.push(list[Math.floor((i * list.length) / n)] as T);
  }
  return out;
}
