import type { Task } from '../src/domain/task.js';
import type { Problem } from '../src/domain/validate.js';
import { readJsonFile } from '../src/io/json-file.js';
import { inputError } from '../src/util/user-error.js';
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
  else if (arch.endsWith('.json')) g = loadGraphFile(arch); else g = namedGraph(arch, task); // throws "unknown architecture"
  const problems = graphTaskProblems(g, task);
  if (problems.length) throw inputError(`graph "${g.name}": ${problems[0]!.path}: ${problems[0]!.message}`);
  return g;
}

/** Read and check a graph JSON file, or throw a UserError naming the file, the JSON path and what was expected. */
export function loadGraphFile(file: string): GraphSpec {
  const read = readJsonFile(file);
  if (!read.ok) throw inputError(`${file}: ${read.problem.path}: ${read.problem.message}`);
  return parseGraph(read.value, file);
}

/** What a graph asks of a task that the task does not have: roles and tools, each with its JSON path. */
export function graphTaskProblems(g: GraphSpec, task: Task): Problem[] {
  const out: Problem[] = [];
  const roles = new Set(task.environment.agents.roles.map((r) => r.role));
  const tools = new Set(task.environment.tools.map((t) => t.name));
  g.agents.forEach((a, i) => {
    if (a.role !== null && !roles.has(a.role)) {
      out.push({ path: `$.agents[${i}].role`, message: `unknown role "${a.role}" for task "${task.id}" (roles: ${[...roles].join(', ') || 'none'})` });
    }
    if (Array.isArray(a.tools)) {
      a.tools.forEach((t, j) => {
        if (!tools.has(t)) out.push({ path: `$.agents[${i}].tools[${j}]`, message: `tool "${t}" is not in task "${task.id}"'s tool surface` });
      });
    }
  });
  return out;
}
