import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Property tests run >= 1,000 cases each; give them room on a 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // MASDRIFT_PROP_RUNS scales every property, including those that name no case count
    setupFiles: ['test/setup-properties.ts'],
  },
});
