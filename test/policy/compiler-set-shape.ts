import { expect } from 'vitest';
import type { Stage } from '../../src/policy/schema.js';
import type { CompilerCase } from './compiler-requests.js';

/** The least a labelled request set was written to hold (counts of requests, domains, probes and labels). */
export interface CompilerSetShape {
  requests: number;
  /** distinct domains, the middle part of each id ("f9-<domain>-<n>") */
  domains: number;
  /** requests with at least one scope probe */
  probeRequests?: number;
  /** least number of tool labels per stage */
  labels?: Partial<Record<Stage, number>>;
}

/**
 * The shape every hand-written compiler set is held to: its counts as written, unique ids, and labels
 * and probes that name tools of the request's own surface (a typo in a tool name would otherwise
 * score as the effect-class default, silently).
 */
export function expectCompilerSetShape(cases: readonly CompilerCase[], shape: CompilerSetShape): void {
  expect(cases.length).toBeGreaterThanOrEqual(shape.requests);
  expect(new Set(cases.map((c) => c.id.split('-')[1])).size).toBeGreaterThanOrEqual(shape.domains);
  if (shape.probeRequests !== undefined) expect(cases.filter((c) => (c.probes?.length ?? 0) > 0).length).toBeGreaterThanOrEqual(shape.probeRequests);
  const labels = cases.flatMap((c) => Object.values(c.expect));
  for (const [stage, least] of Object.entries(shape.labels ?? {})) expect(labels.filter((s) => s === stage).length, `${stage} labels`).toBeGreaterThanOrEqual(least);
  expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  for (const c of cases) {
    const names = new Set(c.tools.map((t) => t.name));
    for (const t of Object.keys(c.expect)) expect(names.has(t), `${c.id} labels ${t}`).toBe(true);
    for (const p of c.probes ?? []) expect(names.has(p.tool), `${c.id} probes ${p.tool}`).toBe(true);
  }
}
