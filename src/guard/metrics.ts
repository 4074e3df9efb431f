import { z } from 'zod';
import { GUARD_DEFENSE_LAYERS, GUARD_ALIAS } from './defenses.js';
import { GUARD_LAYERS, parseGuardLayers, type GuardLayer } from './guard.js';

/**
 * What a Mosaic answer's metrics keep of the guard (the `guard` field of a mosaic row), and the
 * names of guard conditions: a condition is a set of guard layers, each layer one defense of the
 * runtime (guard-retrieval, guard-handoff, guard-publish; `guard` is all three).
 */

/** The report's condition label: the guard layers, or the paper's in-context guards when no layer is on. */
export function conditionLabel(guard: string, marking: string, rules: string): string {
  const inContext = [marking === 'shown' ? 'markings' : '', rules === 'on' ? 'rules' : ''].filter(Boolean).join('+');
  if (guard === 'none') return inContext || 'none';
  return `guard:${guard}${inContext ? `+${inContext}` : ''}`;
}

const DEFENSE_OF_LAYER = Object.fromEntries(Object.entries(GUARD_DEFENSE_LAYERS).map(([d, l]) => [l, d])) as Record<GuardLayer, string>;

/**
 * The runtime defense of a guard-layer spec ("retrieval,publish", "all", "none"): none,
 * guard-<layer>, their '+' combination, or the `guard` alias for all three.
 */
export function defenseOfGuardLayers(spec: string): string {
  const layers = parseGuardLayers(spec);
  const on = GUARD_LAYERS.filter((l) => layers[l]);
  if (on.length === 0) return 'none';
  if (on.length === GUARD_LAYERS.length) return GUARD_ALIAS;
  return on.map((l) => DEFENSE_OF_LAYER[l]).join('+');
}

/** `--guard compare`: no guard, each layer alone, all together (as runtime defenses). */
export const GUARD_COMPARISON: readonly string[] = ['none', ...GUARD_LAYERS.map((l) => DEFENSE_OF_LAYER[l]), GUARD_ALIAS];

/** The runtime defenses of repeated `--guard` values (each value is one condition; "compare" expands). */
export function guardDefenses(values: readonly string[]): string[] {
  const out: string[] = [];
  for (const v of values) for (const d of v.trim().toLowerCase() === 'compare' ? GUARD_COMPARISON : [defenseOfGuardLayers(v)]) if (!out.includes(d)) out.push(d);
  return out;
}

const LayerCounts = z.object({ retrieval: z.number().int().nonnegative(), handoff: z.number().int().nonnegative(), publish: z.number().int().nonnegative() }).strict();

/** The guard part of a mosaic row's metrics (src/guard/runtime-score.ts scores it). */
export const GuardRunMetricsSchema = z
  .object({
    guard: z.string(),
    topology: z.string(),
    condition: z.string(),
    /** Some delivered inter-agent message conveys the composite. */
    leakedMessages: z.boolean(),
    /** Some agent's context ended holding a complete protected set (provenance). */
    contextBreach: z.boolean(),
    /** The publish layer replaced the answer. */
    blocked: z.boolean(),
    publish: z.enum(['allow', 'refuse', 'redact']),
    /** Interventions (refusals and redactions) per layer. */
    interventions: LayerCounts,
    /** Benign query refused or blocked; null for other intents. */
    falsePositive: z.boolean().nullable(),
    /** The guard replaced an answer whose draft did not convey the composite. */
    needlessBlock: z.boolean(),
    draftLeaked: z.boolean(),
    checks: z.number().int().nonnegative(),
    refusedReads: z.number().int().nonnegative(),
    withheld: z.number().int().nonnegative(),
    messages: z.number().int().nonnegative(),
    modelCalls: z.number().int().nonnegative(),
  })
  .strict();
export type GuardRunMetrics = z.infer<typeof GuardRunMetricsSchema>;
