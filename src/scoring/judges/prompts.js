import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
/** Versioned judge prompts; a new wording is a new file (e.g. od-judge.v2.md), never an edit of an old one. */
export const PROMPTS = {
    od: 'od-judge.v1',
    cl: 'cl-judge.v2',
    mosaicLeak: 'mosaic-leak-judge.v1',
    mosaicRefusal: 'mosaic-refusal-judge.v1',
};
// The prompts ship as Markdown under src/scoring/prompts; compiled code in dist/ reads the same files.
const DIRS = [new URL('../prompts/', import.meta.url), new URL('../../../../src/scoring/prompts/', import.meta.url)];
const loaded = new Map();
/** The text of a versioned prompt file. */
export function loadPrompt(id) {
    const hit = loaded.get(id);
    if (hit !== undefined)
        return hit;
    for (const dir of DIRS) {
        const path = fileURLToPath(new URL(`${id}.md`, dir));
        if (existsSync(path)) {
            const text = readFileSync(path, 'utf8').trim();
            loaded.set(id, text);
            return text;
        }
    }
    throw new Error(`judge prompt "${id}.md" not found in ${DIRS.map((d) => fileURLToPath(d)).join(' or ')}`);
}
