// The Mosaic term matching lives in src/text/mosaic-terms.ts (the simulated model, a lower layer,
// reads with it). This re-export remains only because src/mosaic/detector.ts (owned by issue 20's
// work) still imports it here; delete it once the detector imports the text module.
export * from '../text/mosaic-terms.js';
