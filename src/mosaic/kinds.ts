import { registerFileKind } from '../domain/registry.js';
import { mosaicExampleProblems } from './checks.js';
import { MosaicExampleSchema } from '../domain/mosaic-example.js';

/** Importing this module makes `masdrift validate` and `masdrift schema` know the mosaic file kinds. */
registerFileKind({
  name: 'mosaic-example',
  description: 'An Agent Mosaic example: two SECRET documents implying a TOP_SECRET composite, a distractor, three queries, a lexicon',
  schema: MosaicExampleSchema,
  looksLike: (v) => 'composite' in v && 'documents' in v && 'queries' in v,
  check: mosaicExampleProblems,
});

// Simulated-model profiles are of the one `profile` kind (src/models/sim/profile.ts), for both suites.
export const MOSAIC_KINDS = ['mosaic-example'] as const;
