/** Agent Mosaic: the suite, its configurations, the detector, the simulated model, and its task on the actor runtime (both modes). */
import './register.js';

export * from '../domain/mosaic-example.js';
export * from './configs.js';
export * from '../models/prompts/mosaic.v1.js';
export * from '../text/mosaic-terms.js';
export * from './detector.js';
export * from './checks.js';
export * from '../models/sim/document-context.js';
export * from './documents.js';
export * from './task.js';
export * from './runtime-run.js';
// The simulated model of the suite: its behaviour modules live with the simulated model (src/models/sim), profiles in the one format.
export * from '../models/sim/mosaic-model.js';
export * from '../models/sim/composite-answer.js';
export * from '../models/sim/document-reading.js';
export * from './run.js';
export { MOSAIC_KINDS } from './kinds.js';
export {
  defaultMosaicDir,
  formatMosaicSuiteStats,
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
