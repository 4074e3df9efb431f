// The suite `npm run mutate` runs against each mutant of the lattice (stryker.config.mjs): the main
// config narrowed to test/policy, less testing-kit.test.ts. The mutation run reduces every property to
// 250 cases, and half of that file asserts the kit *finds* the old lattice's bugs within the default
// case count, which cannot hold at 250; its other half runs the kit's properties on the lattice,
// which lattice.properties.test.ts runs with the suite's own arbitraries.
import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config.js';

export default defineConfig({
  ...base,
  test: { ...base.test, include: ['test/policy/**/*.test.ts'], exclude: [...configDefaults.exclude, 'test/policy/testing-kit.test.ts'] },
});
