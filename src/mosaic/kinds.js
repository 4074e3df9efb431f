import { registerFileKind } from '../domain/registry.js';
import { mosaicExampleProblems } from './checks.js';
import { MosaicProfileSchema } from './profile.js';
import { MosaicExampleSchema } from './schema.js';
/** Importing this module makes `masdrift validate` and `masdrift schema` know the mosaic file kinds. */
registerFileKind({
    name: 'mosaic-example',
    description: 'An Agent Mosaic example: two SECRET documents implying a TOP_SECRET composite, a distractor, three queries, a lexicon',
    schema: MosaicExampleSchema,
    looksLike: (v) => 'composite' in v && 'documents' in v && 'queries' in v,
    check: mosaicExampleProblems,
});
registerFileKind({
    name: 'mosaic-profile',
    description: 'Behaviour parameters of a simulated model on the Agent Mosaic suite',
    schema: MosaicProfileSchema,
    looksLike: (v) => 'synthesis' in v && 'refusal' in v && 'explainLeak' in v,
});
export const MOSAIC_KINDS = ['mosaic-example', 'mosaic-profile'];
