/** Agent Mosaic: the suite, its configurations, the detector, the simulated model and both run modes. */
import './register.js';

export * from '../domain/mosaic-example.js';
export * from './configs.js';
export * from '../models/prompts/mosaic.v1.js';
export * from '../text/mosaic-terms.js';
export * from './detector.js';
export * from './checks.js';
export * from '../models/sim/document-context.js';
export * from './simulate.js';
// The simulated model of the suite: its behaviour modules live with the simulated model (src/models/sim), profiles in the one format.
export * from '../models/sim/mosaic-model.js';
export * from '../models/sim/composite-answer.js';
export * from '../models/sim/document-reading.js';
export * from './harness.js';
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
  mosaicIdentity,
  MosaicMetricsSchema,
  mosaicModelFor,
  secretCapture,
  type MosaicJobConfig,
  type MosaicMetrics,
} from '../runner/mosaic-job.js';
