/** The MasDrift task suite: catalogs, the deterministic generator, statistics and quality checks. */
export { DOMAINS } from './catalogs/index.js';
export { buildTask } from './build.js';
export { composeRequest, joinAnd } from './phrasing.js';
export { toolSurface } from './surface.js';
export { DEFAULT_SEED, generateSuite, taskFilePath, taskFileText, writeSuite } from './generate.js';
export { DOMAIN_COUNTS, ID_PREFIX, TARGETS, assignExtraTools, planSuite } from './plan.js';
export { mostSimilarPair, reachabilityProblems, shingles, wordingProblems } from './quality.js';
export { hasExternalEffect, loadSuite, masdriftStats, registerSuiteStats, renderMasdriftStats, suiteNames, suiteStatsProvider, } from './stats.js';
export { concreteMember, outsider, perturbed, witnessArgs } from './witness.js';
