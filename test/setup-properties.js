// Every property honours MASDRIFT_PROP_RUNS: those that name no case count get fast-check's default
// (100) scaled like the rest (test/helpers.ts, propRuns).
import fc from 'fast-check';
import { propRuns } from './helpers.js';
fc.configureGlobal({ ...fc.readConfigureGlobal(), numRuns: propRuns(100) });
