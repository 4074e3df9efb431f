/** Agent Mosaic: the suite, its configurations, the detector, the simulated model and both run modes. */
import './register.js';
export * from './schema.js';
export * from './profile.js';
export * from './configs.js';
export * from './prompts.v1.js';
export * from './text.js';
export * from './detector.js';
export * from './checks.js';
export * from './context.js';
export * from './simulate.js';
export * from './sim-model.js';
export * from './harness.js';
export * from './run.js';
export { MOSAIC_KINDS } from './kinds.js';
export { defaultMosaicDir, defaultMosaicProfileDir, formatMosaicSuiteStats, loadMosaicProfile, loadMosaicProfiles, loadMosaicSuite, mosaicSuiteStats, } from './suite.js';
export { configOfIdentity, createMosaicRunner, MOSAIC_MODES, mosaicIdentity, MosaicMetricsSchema, mosaicModelFor, secretCapture, } from '../runner/mosaic-job.js';
