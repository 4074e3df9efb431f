/** The deterministic anti-mosaic guard: protected relations, provenance labels, the guard, its layers as runtime defenses, scoring and measurement. */
export * from './relations.js';
export * from './labels.js';
export * from './principal.js';
export * from './relevance.js';
export * from './guard.js';
export * from './prompts.js';
export * from './defenses.js';
export * from './metrics.js';
export * from './runtime-score.js';
export * from './measure.js';
export { registerGuard } from '../cli/commands/guard.js';
export { guardTable } from '../report/guard-layers-table.js';
