/** Coordination graphs: named architectures, the JSON graph builder, and handoff edge streams. */
import { registerFileKind } from '../src/domain/registry.js';
import { GraphSpecSchema, graphProblems } from './graph.js';

export * from './graph.js';
export * from './named.js';
export * from './handoff.js';
export * from './resolve.js';

registerFileKind({
  name: 'graph',
  description: 'A coordination graph: agents (kind, role, entry, tools) and delegation edges',
  schema: GraphSpecSchema,
  looksLike: (v) => 'agents' in v && 'edges' in v && 'family' in v,
  check: graphProblems,
});
export * from './protocols/index.js';
