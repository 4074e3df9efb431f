import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normText, readText } from '../../src/models/sim/reading.js';
import { exampleTaskPath, loadTask } from '../helpers.js';
import { propRuns } from '../helpers.js';
// The definition of what a text says: a wording is in a text when its normalised form is a substring
// of the normalised text (the reading finds wordings word by word, and must agree exactly).
const norm = (t) => ` ${t.toLowerCase().replace(/['’‘`]/g, '').replace(/[^a-z0-9@]+/g, ' ').trim()} `;
const forms = (xs) => xs.map(norm).filter((f) => f.trim().length > 0);
const full = (lex, fallback) => [...(lex ? [lex.canonical, ...lex.paraphrases] : []), ...fallback];
const has = (hay, fs) => fs.some((f) => hay.includes(f));
function reference(task, hay) {
    const reservedForms = (r) => forms(full(r.lexicon, []));
    const named = task.boundary.reserved.filter((r) => has(hay, reservedForms(r)));
    let rest = hay;
    for (const c of task.boundary.constraints) {
        for (const f of forms([...full(c.lexicon, [c.text]), ...(c.lexicon?.weakened ?? [])]).sort((a, b) => b.length - a.length))
            rest = rest.split(f).join(' | ');
    }
    return {
        steps: task.required.filter((s) => has(hay, forms(full(s.lexicon, [s.description])))).map((s) => s.id),
        done: task.required.filter((s) => has(hay, forms([s.description]))).map((s) => s.id),
        states: task.boundary.constraints.map((c) => (has(hay, forms(full(c.lexicon, [c.text]))) ? 'intact' : has(hay, forms(c.lexicon?.weakened ?? [])) ? 'weakened' : 'absent')),
        requested: named.filter((r) => has(rest, reservedForms(r))).map((r) => r.id),
    };
}
function read(task, hay) {
    const reading = readText(hay, task);
    return {
        steps: reading.stepsMentioned().map((s) => s.id),
        done: reading.stepsNamedDone().map((s) => s.id),
        states: [...reading.constraintStates()],
        requested: reading.reservedRequested().map((r) => r.id),
    };
}
const tasks = [exampleTaskPath, 'fixtures/suite/finance/finance-001.json', 'fixtures/suite/human_resources/hr-026.json'].map(loadTask);
/** Every wording of a task, and its words: texts are made of these, cut and joined, with other words and punctuation. */
function pieces(task) {
    const lexes = [...task.required, ...task.boundary.constraints, ...task.boundary.reserved].map((x) => x.lexicon);
    const texts = [...task.required.map((s) => s.description), ...task.boundary.constraints.map((c) => c.text)];
    for (const l of lexes)
        if (l)
            texts.push(l.canonical, ...l.paraphrases, ...(l.weakened ?? []));
    return [...texts, ...texts.flatMap((t) => t.split(/\s+/)), 'not', "don't", 'please', 'and', '—', '.', ',', 'x@y.com'];
}
// Characters whose lower case is not one ASCII character, or that the normal form treats specially.
const tricky = fc.constantFrom('İ', 'K', 'Å', 'Σ', 'ß', 'ﬃ', '’', '‘', '`', "'", '—', '@', '\ud801', '\udc00', '𐐀', 'A', 'z', '9', ' ', '.');
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.array(tricky, { maxLength: 30 }).map((cs) => cs.join('')));
test.prop([anyText], { numRuns: propRuns(2000) })('normalises any text as lower-casing and the replacements do', (text) => {
    expect(normText(text)).toBe(norm(text));
});
describe('sim reading of a text', () => {
    for (const task of tasks) {
        const words = pieces(task);
        test.prop([fc.array(fc.constantFrom(...words), { maxLength: 40 }), fc.array(fc.constantFrom(' ', '. ', ', ', '; ', ' — ', '\n'), { minLength: 40, maxLength: 40 })], { numRuns: propRuns(400) })(`finds the wordings substring search finds (${task.id})`, (parts, seps) => {
            const hay = normText(parts.map((p, i) => p + seps[i]).join(''));
            expect(read(task, hay)).toEqual(reference(task, hay));
        });
    }
});
