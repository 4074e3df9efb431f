// Mutation testing of the authority lattice: `npm run mutate` (not part of CI; see README).
// Mutates the lattice's five files and asks whether the test/policy suite notices each change.

// Every mutant reruns the property tests that reach it, so they run 250 cases each (MASDRIFT_PROP_RUNS,
// which the test runners inherit) instead of the suite's 1,000. The lattice properties have a fixed
// seed, so their 250 cases are the first 250 of the 1,000: whatever they kill the default suite kills
// too, and the score is a lower bound on the default suite's. Set MASDRIFT_PROP_RUNS to change it.
process.env['MASDRIFT_PROP_RUNS'] ??= '250';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['src/policy/{scope,attenuate,verdict,stage,policy}.ts'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  // every test that reaches a mutant runs against it, and only those
  coverageAnalysis: 'perTest',
  // the machine this was measured on has 2 cores shared with others; raise it with --concurrency
  concurrency: 2,
  // a mutant that loops (i++ → i--) is a timeout, counted detected: net time × 1.5 + 10 s, so a
  // slow (loaded) machine does not turn slow survivors into timeouts
  timeoutMS: 10_000,
  timeoutFactor: 1.5,
  // the official figure is a full run; `npm run mutate -- --incremental` reuses the git-ignored
  // reports/stryker-incremental.json while iterating (it does not see changes outside the mutated
  // files and the tests, e.g. in pattern.ts, so never quote its score)
  incrementalFile: 'reports/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  // the sandbox copies the project: leave out run outputs and builds the suite does not read
  ignorePatterns: ['results', 'dist', '.masdrift-tmp'],
  cleanTempDir: 'always',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
};
