import { readFileSync } from 'node:fs';
import type { Task } from '../src/domain/task.js';
import { parseJsonText } from '../src/io/validate-files.js';
import { deepFreeze } from '../src/util/freeze.js';
import { parseGraph, type GraphSpec } from './graph.js';
import { isNamedArchitecture, isRoleTyped, namedGraph, type NamedArchitecture } from './named.js';

// A named graph depends only on the architecture and, for role-typed ones, the task's role names: it
// is validated once and shared, frozen, by every task that yields the same graph (the bench would
// otherwise validate the same nine graphs again for each of its tasks). Bounded: role names vary by task.
const NAMED_LIMIT = 256;
const namedGraphs = new Map<string, GraphSpec>();
function sharedNamedGraph(arch: NamedArchitecture, task: Task): GraphSpec {
  const key = isRoleTyped(arch) ? `${arch}:${JSON.stringify(task.environment.agents.roles.map((r) => r.role))}` : arch;
  let g = namedGraphs.get(key);
  if (!g) {
    g = deepFreeze(parseGraph(namedGraph(arch, task), arch));
    if (namedGraphs.size >= NAMED_LIMIT) namedGraphs.clear();
    namedGraphs.set(key, g);
  }
  return g;
}

/**
 * The graph of a run: a named architecture, a GraphSpec value, or a path to a graph JSON file.
 * Role names are checked against the task here, since a graph file is task-independent.
 */
export function resolveArchitecture(arch: string | GraphSpec, task: Task): GraphSpec {
  let g: GraphSpec;
  if (typeof arch !== 'string') g = parseGraph(arch, `graph "${(arch as { name?: string }).name ?? '?'}"`);
  else if (isNamedArchitecture(arch)) g = sharedNamedGraph(arch, task);
  else if (arch.endsWith('.json')) {
    let text: string;
    try {
      text = readFileSync(arch, 'utf8');
    } catch (e) {
      throw new Error(`${arch}: cannot read graph file (${e instanceof Error ? e.message : String(e)})`);
    }
    const parsed = parseJsonText(text);
    if (!parsed.ok) throw new Error(`${arch}: ${parsed.problem.path}: ${parsed.problem.message}`);
    g = parseGraph(parsed.value, arch);
  } else g = namedGraph(arch, task); // throws "unknown architecture"
  const roles = new Set(task.environment.agents.roles.map((r) => r.role));
  const tools = new Set(task.environment.tools.map((t) => t.name));
  g.agents.forEach((a, i) => {
    if (a.role !== null && !roles.has(a.role)) {
      throw new Error(`graph "${g.name}": $.agents[${i}].role: unknown role "${a.role}" for task "${task.id}" (roles: ${[...roles].join(', ') || 'none'})`);
    }
    if (Array.isArray(a.tools)) {
      a.tools.forEach((t, j) => {
        if (!tools.has(t)) throw new Error(`graph "${g.name}": $.agents[${i}].tools[${j}]: tool "${t}" is not in task "${task.id}"'s tool surface`);
      });
    }
  });
  return g;
}
