/** The deterministic anti-mosaic guard: protected relations, provenance labels, enforcement layers, guarded runs and measurement. */
export * from './relations.js';
export * from './labels.js';
export * from './principal.js';
export * from './relevance.js';
export * from './guard.js';
export * from './workspace.js';
export * from './prompts.js';
export * from './harness.js';
export * from './sim-agent.js';
export * from './multi-agent.js';
export * from './measure.js';
export * from './mosaic-harness.js';
export * from './handoff-operator.js';
export * from './grid-run.js';
export { registerGuard } from '../cli/commands/guard.js';
export { guardTable } from '../report/guard-layers-table.js';
