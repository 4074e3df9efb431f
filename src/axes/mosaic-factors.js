import { DISTRACTORS, INTENTS, MARKINGS, RULES } from '../mosaic/configs.js';
import { MOSAIC_MODES } from '../runner/mosaic-job.js';
/**
 * The Agent Mosaic factors (the paper's 3 × 2 × 2 × 2 configurations, mosaic/configs.ts) and run
 * modes, with the text of their `run --suite mosaic` options.
 */
export const MOSAIC_FACTORS = {
    intent: { values: INTENTS, option: '--intent <list>', help: `mosaic: intents ${INTENTS.join(',')} or all` },
    distractor: { values: DISTRACTORS, option: '--distractor <list>', help: `mosaic: ${DISTRACTORS.join(',')} or all` },
    marking: { values: MARKINGS, option: '--marking <list>', help: `mosaic: ${MARKINGS.join(',')} or all` },
    rules: { values: RULES, option: '--rules <list>', help: `mosaic: ${RULES.join(',')} or all` },
    mode: { values: MOSAIC_MODES, option: '--mode <list>', help: `mosaic: run modes ${MOSAIC_MODES.join(',')} or all` },
};
