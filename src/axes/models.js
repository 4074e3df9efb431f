import { parseModelConfig } from '../models/model-spec.js';
/**
 * The model-configuration axis: each value a `--model` spec (the grammar: models/model-spec.ts),
 * named in results by its text. `run` and `run-one` share the default, so a cell of the default
 * grid and `run-one` without --model run the same models.
 */
export const DEFAULT_MODEL = 'sim:default';
export const MODEL_HELP = 'a model configuration (repeatable): sim:<profile>, openai:<model>, replay:<cassette|results>, lead=<spec>+executor=<spec>';
/** The model configurations of a grid (default: the simulated model's default profile). */
export function modelConfigs(specs) {
    return (specs?.length ? specs : [DEFAULT_MODEL]).map(parseModelConfig);
}
