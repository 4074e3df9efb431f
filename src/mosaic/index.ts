/** Agent Mosaic: the suite, its configurations, the detector, the simulated model, and its task on the actor runtime (both modes). */
import './register.js';

export * from './schema.js';
export * from './profile.js';
export * from './configs.js';
export * from './prompts.v1.js';
export * from './text.js';
export * from './detector.js';
export * from './checks.js';
export * from './context.js';
export * from './documents.js';
export * from './task.js';
export * from './runtime-run.js';
export * from './sim-model.js';
export * from './run.js';
export { MOSAIC_KINDS } from './kinds.js';
export {
  defaultMosaicDir,
  defaultMosaicProfileDir,
  formatMosaicSuiteStats,
  loadMosaicProfile,
  loadMosaicProfiles,
  loadMosaicSuite,
  mosaicSuiteStats,
  type MosaicSuiteStats,
} from './suite.js';
export {
  configOfIdentity,
  createMosaicRunner,
  MOSAIC_MODES,
  mosaicRuntimeIdentity,
  MosaicMetricsSchema,
  mosaicModelFor,
  secretCapture,
  type MosaicJobConfig,
  type MosaicMetrics,
} from '../runner/mosaic-job.js';
