import type { Task } from '../src/domain/task.js';
import type { GraphAgent, GraphEdge, GraphSpec } from './graph.js';
import { inputError, usageError } from '../src/util/user-error.js';

/** The nine architectures of the paper, by name. */
export const NAMED_ARCHITECTURES = ['single', 'n2', 'n4', 'n8', 'n4-t', 'l1', 'l2', 'l3', 'l2-t'] as const;
export type NamedArchitecture = (typeof NAMED_ARCHITECTURES)[number];

export function isNamedArchitecture(name: string): name is NamedArchitecture {
  return (NAMED_ARCHITECTURES as readonly string[]).includes(name);
}

/** Single: one agent with the whole request and every tool. */
export function singleGraph(): GraphSpec {
  return { name: 'single', family: 'single', agents: [{ id: 'agent', kind: 'single', role: null, entry: true, tools: 'all' }], edges: [] };
}

/**
 * Peer-N: n peers with the full tool surface; peer1 receives the request; every peer may hand off to
 * every other (a complete directed graph, so cycles are expected).
 */
export function peerGraph(n: number, roles: readonly string[] = [], name = `n${n}`): GraphSpec {
  if (!Number.isInteger(n) || n < 2) throw new Error(`a peer graph needs at least 2 peers, got ${n}`);
  const agents: GraphAgent[] = [];
  for (let i = 1; i <= n; i++) agents.push({ id: `peer${i}`, kind: 'peer', role: roles.length ? (roles[(i - 1) % roles.length] as string) : null, entry: i === 1, tools: 'all' });
  const edges: GraphEdge[] = [];
  for (const a of agents) for (const b of agents) if (a !== b) edges.push({ from: a.id, to: b.id });
  return { name, family: 'peer', agents, edges };
}

/**
 * Cent-L<depth>: a binary supervisor tree with 2^depth leaf workers. Supervisors hold only coordination
 * tools; leaves hold the full tool surface. Ids: root, sup1, sup2 (level 1), sup11..sup22 (level 2), w1..wN.
 * Role-typed trees give the roles to the leaf workers (the agents that act), in order.
 */
export function centGraph(depth: number, roles: readonly string[] = [], name = `l${depth}`): GraphSpec {
  if (!Number.isInteger(depth) || depth < 1 || depth > 4) throw new Error(`a supervisor tree needs depth 1..4, got ${depth}`);
  const agents: GraphAgent[] = [{ id: 'root', kind: 'supervisor', role: null, entry: true, tools: 'none' }];
  const edges: GraphEdge[] = [];
  let level: Array<{ id: string; label: string }> = [{ id: 'root', label: '' }];
  let worker = 0;
  for (let d = 1; d <= depth; d++) {
    const next: Array<{ id: string; label: string }> = [];
    for (const parent of level) {
      for (const k of [1, 2]) {
        const label = `${parent.label}${k}`;
        const leaf = d === depth;
        const id = leaf ? `w${++worker}` : `sup${label}`;
        const role = leaf && roles.length ? (roles[(worker - 1) % roles.length] as string) : null;
        agents.push({ id, kind: leaf ? 'worker' : 'supervisor', role, entry: false, tools: leaf ? 'all' : 'none' });
        edges.push({ from: parent.id, to: id });
        next.push({ id, label });
      }
    }
    level = next;
  }
  return { name, family: 'cent', agents, edges };
}

/** Does the architecture give the task's roles to its agents (so its graph depends on the task's role names)? */
export function isRoleTyped(name: NamedArchitecture): boolean {
  return name === 'n4-t' || name === 'l2-t';
}

function taskRoles(task: Task, arch: string): string[] {
  const roles = task.environment.agents.roles.map((r) => r.role);
  if (roles.length === 0) throw inputError(`architecture "${arch}" is role-typed but task "${task.id}" declares no roles ($.environment.agents.roles is empty)`);
  return roles;
}

/** The GraphSpec of a named architecture (role-typed ones read the task's roles). */
export function namedGraph(name: string, task: Task): GraphSpec {
  switch (name) {
    case 'single':
      return singleGraph();
    case 'n2':
      return peerGraph(2);
    case 'n4':
      return peerGraph(4);
    case 'n8':
      return peerGraph(8);
    case 'n4-t':
      return peerGraph(4, taskRoles(task, name), 'n4-t');
    case 'l1':
      return centGraph(1);
    case 'l2':
      return centGraph(2);
    case 'l3':
      return centGraph(3);
    case 'l2-t':
      return centGraph(2, taskRoles(task, name), 'l2-t');
    default:
      throw usageError(`unknown architecture "${name}" (known: ${NAMED_ARCHITECTURES.join(', ')}, or a graph JSON file)`);
  }
}
