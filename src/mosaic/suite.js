import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadAs } from '../io/validate-files.js';
import { fixturesPath } from '../util/paths.js';
import './kinds.js';
import { MosaicProfileSchema } from './profile.js';
import { inputError, usageError } from '../util/user-error.js';
/** The shipped simulated-model profiles folder (fixtures/mosaic/profiles). */
export function defaultMosaicProfileDir() {
    return fixturesPath('mosaic', 'profiles');
}
/** Load a profile by name from the profiles folder, or from a path to a JSON file. */
export function loadMosaicProfile(nameOrPath, dir = defaultMosaicProfileDir()) {
    const file = nameOrPath.endsWith('.json') ? nameOrPath : join(dir, `${nameOrPath}.json`);
    if (!existsSync(file)) {
        const known = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)) : [];
        throw usageError(`no mosaic profile "${nameOrPath}" (looked for ${file}; known: ${known.join(', ') || 'none'})`);
    }
    return MosaicProfileSchema.parse(loadAs(file, 'mosaic-profile'));
}
/** Every shipped profile, sorted by name. */
export function loadMosaicProfiles(dir = defaultMosaicProfileDir()) {
    return readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => loadMosaicProfile(join(dir, f)));
}
/** The shipped suite folder (fixtures/mosaic). */
export function defaultMosaicDir() {
    return fixturesPath('mosaic');
}
/** Load and validate every example (*.json directly in the folder), sorted by id. */
export function loadMosaicSuite(dir = defaultMosaicDir()) {
    if (!existsSync(dir))
        throw inputError(`suite folder not found: ${dir}`);
    const files = readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort();
    if (files.length === 0)
        throw inputError(`${dir}: no mosaic examples (*.json) found`);
    const out = files.map((f) => loadAs(join(dir, f), 'mosaic-example'));
    const seen = new Map();
    files.forEach((f, i) => {
        const id = out[i]?.id ?? '';
        const prev = seen.get(id);
        if (prev)
            throw inputError(`${join(dir, f)}: $.id: duplicate example id "${id}" (also in ${prev})`);
        seen.set(id, f);
    });
    return out.sort((x, y) => x.id.localeCompare(y.id));
}
const words = (s) => s.split(/\s+/).filter(Boolean).length;
const mean = (xs) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : 0);
/** Count examples per domain, document styles, where benign answers live and mean lengths. */
export function mosaicSuiteStats(examples = loadMosaicSuite()) {
    const byDomain = { cybersecurity: 0, medical: 0, military: 0 };
    const documentStyles = {};
    const benignAnswerDoc = { A: 0, B: 0 };
    for (const ex of examples) {
        byDomain[ex.domain]++;
        for (const d of [...ex.documents, ex.distractor])
            documentStyles[d.style] = (documentStyles[d.style] ?? 0) + 1;
        if (ex.queries.benign.answerDoc === ex.documents[0].id)
            benignAnswerDoc.A++;
        else
            benignAnswerDoc.B++;
    }
    return {
        examples: examples.length,
        byDomain,
        documentStyles,
        benignAnswerDoc,
        meanWords: {
            secretDocument: mean(examples.flatMap((e) => e.documents.map((d) => words(d.body)))),
            distractor: mean(examples.map((e) => words(e.distractor.body))),
            explicitQuery: mean(examples.map((e) => words(e.queries.explicit.text))),
            benignQuery: mean(examples.map((e) => words(e.queries.benign.text))),
        },
    };
}
/** The stats as printable lines. */
export function formatMosaicSuiteStats(s) {
    return [
        `mosaic suite: ${s.examples} examples`,
        `  by domain: ${Object.entries(s.byDomain).map(([k, v]) => `${k} ${v}`).join(', ')}`,
        `  document styles (SECRET + distractor): ${Object.entries(s.documentStyles).sort().map(([k, v]) => `${k} ${v}`).join(', ')}`,
        `  benign query answered by: document A ${s.benignAnswerDoc.A}, document B ${s.benignAnswerDoc.B}`,
        `  mean words: SECRET document ${s.meanWords.secretDocument}, distractor ${s.meanWords.distractor}, explicit query ${s.meanWords.explicitQuery}, benign query ${s.meanWords.benignQuery}`,
        '  configurations: 24 (intent 3 x distractor 2 x marking 2 x rules 2)',
    ].join('\n');
}
