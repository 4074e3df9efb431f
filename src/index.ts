/** masdrift — the typed library. */
export * from './domain/json.js';
export * from './domain/lexicon.js';
export * from './domain/tool.js';
export * from './domain/audience.js';
export * from './domain/matcher.js';
export * from './domain/task.js';
export * from './domain/trajectory.js';
export * from './domain/coordination.js';
export * from './domain/evaluate.js';
export * from './domain/environment.js';
export * from './domain/validate.js';
export * from './domain/registry.js';
export * from './io/validate-files.js';
export * from './policy/schema.js';
export * from './util/canonical.js';
export * from './util/rng.js';
