import { z } from 'zod';
import { AgentRoleKindSchema } from '../src/domain/trajectory.js';
import type { Problem } from '../src/domain/validate.js';
import { inputError } from '../src/util/user-error.js';

/**
 * A coordination graph as data. Every named architecture is an instance of it, and a researcher can
 * describe a custom one in JSON (`masdrift schema graph`).
 */
export const GraphAgentSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'agent id: a letter, then letters, digits or _'),
    kind: AgentRoleKindSchema,
    /** A role of task.environment.agents.roles (role-typed identity), or null for a generic agent. */
    role: z.string().nullable().default(null),
    entry: z.boolean().default(false),
    /** Domain tools the agent holds: all of the task's, none, or the named ones. */
    tools: z.union([z.literal('all'), z.literal('none'), z.array(z.string())]).default('all'),
  })
  .strict();
export type GraphAgent = z.infer<typeof GraphAgentSchema>;

export const GraphEdgeSchema = z.object({ from: z.string(), to: z.string() }).strict();
export type GraphEdge = z.infer<typeof GraphEdgeSchema>;

export const GraphFamilySchema = z.enum(['single', 'peer', 'cent', 'custom']);
export type GraphFamily = z.infer<typeof GraphFamilySchema>;

export const GraphSpecSchema = z
  .object({
    name: z.string().min(1),
    family: GraphFamilySchema,
    agents: z.array(GraphAgentSchema).min(1),
    /** Delegation edges: `from` may hand work to `to`. Reports travel back along them. */
    edges: z.array(GraphEdgeSchema).default([]),
    /** Peer graphs may loop; supervisor trees and custom graphs must not unless this is set. */
    allowCycles: z.boolean().optional(),
  })
  .strict();
export type GraphSpec = z.infer<typeof GraphSpecSchema>;
export type GraphSpecInput = z.input<typeof GraphSpecSchema>;

/** Who may end the run: the entry agent and every peer. */
export function canFinish(a: GraphAgent): boolean {
  return a.entry || a.kind === 'peer' || a.kind === 'single';
}

/** Who reports back to the agent that delegated to it: non-entry supervisors and workers. */
export function canReport(a: GraphAgent): boolean {
  return !a.entry && (a.kind === 'supervisor' || a.kind === 'worker');
}

/** Structural problems of a graph (beyond its schema), each with a JSON path. */
export function graphProblems(g: GraphSpec): Problem[] {
  const out: Problem[] = [];
  const ids = new Map<string, number>();
  g.agents.forEach((a, i) => {
    if (ids.has(a.id)) out.push({ path: `$.agents[${i}].id`, message: `duplicate agent id "${a.id}"` });
    else ids.set(a.id, i);
    if (a.kind === 'supervisor' && a.tools !== 'none' && !(Array.isArray(a.tools) && a.tools.length === 0)) {
      out.push({ path: `$.agents[${i}].tools`, message: `supervisor "${a.id}" must hold only coordination tools (expected "none")` });
    }
    if (a.kind === 'single' && g.agents.length > 1) out.push({ path: `$.agents[${i}].kind`, message: `a "single" agent must be the only agent of its graph` });
  });
  const entries = g.agents.filter((a) => a.entry);
  if (entries.length !== 1) {
    out.push({ path: '$.agents', message: `expected exactly one entry agent (entry: true), found ${entries.length}${entries.length ? `: ${entries.map((a) => a.id).join(', ')}` : ''}` });
  }
  const seenEdges = new Set<string>();
  g.edges.forEach((e, i) => {
    if (!ids.has(e.from)) out.push({ path: `$.edges[${i}].from`, message: `dangling edge: no agent "${e.from}" (agents: ${[...ids.keys()].join(', ')})` });
    if (!ids.has(e.to)) out.push({ path: `$.edges[${i}].to`, message: `dangling edge: no agent "${e.to}" (agents: ${[...ids.keys()].join(', ')})` });
    if (e.from === e.to) out.push({ path: `$.edges[${i}]`, message: `self-loop on "${e.from}"` });
    const key = `${e.from}->${e.to}`;
    if (seenEdges.has(key)) out.push({ path: `$.edges[${i}]`, message: `duplicate edge ${key}` });
    seenEdges.add(key);
    const to = g.agents[ids.get(e.to) ?? -1];
    if (to?.entry && !(g.allowCycles ?? g.family === 'peer')) out.push({ path: `$.edges[${i}].to`, message: `edge into the entry agent "${e.to}": only the user delegates to it` });
  });
  if (out.length) return out;
  // `edges` defaults to none, which only a one-agent graph can live with: name the missing field
  // rather than every agent the entry then cannot reach.
  if (g.edges.length === 0 && g.agents.length > 1) {
    const entry = entries[0]!.id;
    return [{ path: '$.edges', message: `missing: a graph of ${g.agents.length} agents needs delegation edges (e.g. { "from": "${entry}", "to": "${g.agents.find((a) => a.id !== entry)!.id}" })` }];
  }

  const succ = new Map<string, string[]>(g.agents.map((a) => [a.id, []]));
  for (const e of g.edges) succ.get(e.from)?.push(e.to);

  const cyclesAllowed = g.allowCycles ?? g.family === 'peer';
  if (!cyclesAllowed) {
    const cycle = findCycle(g.agents.map((a) => a.id), succ);
    if (cycle) out.push({ path: '$.edges', message: `cycle ${cycle.join(' -> ')} in a ${g.family} graph (only peer graphs, or allowCycles: true, may loop)` });
  }

  // Reachability from the entry.
  const entry = entries[0];
  if (entry) {
    const seen = new Set([entry.id]);
    const stack = [entry.id];
    while (stack.length) for (const n of succ.get(stack.pop() as string) ?? []) if (!seen.has(n)) (seen.add(n), stack.push(n));
    g.agents.forEach((a, i) => {
      if (!seen.has(a.id)) out.push({ path: `$.agents[${i}]`, message: `agent "${a.id}" is unreachable from the entry agent "${entry.id}"` });
    });
  }

  // Every agent needs a way to end its part: finish, report back, or hand off towards someone who can.
  const pred = new Map<string, string[]>(g.agents.map((a) => [a.id, []]));
  for (const e of g.edges) pred.get(e.to)?.push(e.from);
  const byId = new Map(g.agents.map((a) => [a.id, a]));
  const ok = new Set(g.agents.filter(canFinish).map((a) => a.id));
  let changed = true;
  while (changed) {
    changed = false;
    for (const a of g.agents) {
      if (ok.has(a.id)) continue;
      const viaEdge = (succ.get(a.id) ?? []).some((n) => ok.has(n));
      const viaReport = canReport(a) && (pred.get(a.id) ?? []).some((n) => ok.has(n));
      if (viaEdge || viaReport) {
        ok.add(a.id);
        changed = true;
      }
    }
  }
  g.agents.forEach((a, i) => {
    const noTools = a.tools === 'none' || (Array.isArray(a.tools) && a.tools.length === 0);
    if (noTools && (succ.get(a.id) ?? []).length === 0 && g.agents.length > 1) {
      out.push({ path: `$.agents[${i}]`, message: `agent "${a.id}" (${a.kind}) has no way to finish its work: it holds no domain tools and no handoff targets` });
      return;
    }
    if (!ok.has(a.id)) {
      const kind = byId.get(a.id)?.kind;
      out.push({ path: `$.agents[${i}]`, message: `agent "${a.id}" (${kind}) has no way to finish: it cannot finish, report back or hand off towards an agent that can` });
    }
  });
  return out;
}

function findCycle(nodes: string[], succ: Map<string, string[]>): string[] | null {
  const state = new Map<string, 1 | 2>();
  const stack: string[] = [];
  const visit = (n: string): string[] | null => {
    state.set(n, 1);
    stack.push(n);
    for (const m of succ.get(n) ?? []) {
      const s = state.get(m);
      if (s === 1) return [...stack.slice(stack.indexOf(m)), m];
      if (s === undefined) {
        const c = visit(m);
        if (c) return c;
      }
    }
    stack.pop();
    state.set(n, 2);
    return null;
  };
  for (const n of nodes) {
    if (!state.has(n)) {
      const c = visit(n);
      if (c) return c;
    }
  }
  return null;
}

/** Parse and check a graph, or throw one error listing every problem with its JSON path. */
export function parseGraph(value: unknown, source = 'graph'): GraphSpec {
  const r = GraphSpecSchema.safeParse(value);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  $${i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}: ${i.message}`);
    throw inputError(`${source}: invalid graph:\n${lines.join('\n')}`);
  }
  const problems = graphProblems(r.data);
  if (problems.length) throw inputError(`${source}: invalid graph:\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`);
  return r.data;
}
