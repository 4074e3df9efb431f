/**
 * The registry of grid axes: every value a grid cell can take, how it is written on the command line,
 * what it puts in the run identity and where its rows go in a report. The CLI's options and help,
 * the run identity (runner/identity.ts), grid expansion (runner/grid.ts) and the report read them
 * here. One concept per file.
 */
export * from './architectures.js';
export * from './defenses.js';
export * from './protocols.js';
export * from './confirmations.js';
export * from './models.js';
export * from './mosaic-factors.js';
export { registryOrder, splitAxisList } from './axis-list.js';
export * from './cell-label.js';
