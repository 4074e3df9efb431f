// The Mosaic example schema lives in src/domain/mosaic-example.ts (the simulated model, a lower layer,
// reads it). This re-export remains only because src/mosaic/detector.ts (owned by issue 20's work)
// still imports it here; delete it once the detector imports the domain module.
export * from '../domain/mosaic-example.js';
