import { fc, test } from '@fast-check/vitest';
import { expect, it } from 'vitest';
import { SeenText } from '../../src/models/sim/reading.js';
import { propRuns } from '../helpers.js';
// The definition: a value is seen when its squash (lower case, letters and digits only) occurs in the
// squash of everything seen so far, the system text first, however the searches interleave with growth.
const squash = (s) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const item = (content) => ({ id: 'x', label: 'X', content });
// Short pieces of few letters, so that values often span the joint of messages searched apart.
const piece = fc.stringMatching(/^[ab.]{0,3}$/);
const op = fc.oneof({ arbitrary: fc.record({ system: piece }), weight: 1 }, { arbitrary: fc.record({ message: piece }), weight: 5 }, { arbitrary: fc.record({ value: fc.stringMatching(/^[ab]{3,5}$/) }), weight: 4 });
test.prop([fc.array(op, { minLength: 10, maxLength: 60 })], { numRuns: propRuns(500) })('SeenText finds exactly the values in all it has seen, across joints', (ops) => {
    const seen = new SeenText();
    let system = '';
    let messages = '';
    for (const o of ops) {
        if ('system' in o) {
            system = o.system;
            seen.setSystem(o.system);
        }
        else if ('message' in o) {
            messages += o.message;
            seen.add(o.message);
        }
        else {
            const v = squash(o.value);
            expect(seen.containsValue(item(o.value))).toBe(v.length >= 4 && squash(system + messages).includes(v));
        }
    }
});
// Any characters, some lower-casing to ASCII letters (the Kelvin sign, a dotted capital I) or to none.
const unicodePiece = fc.oneof(fc.string({ unit: 'binary', maxLength: 4 }), fc.constantFrom('K', 'İ', 'Σ', '—', '\ud801', 'A', 'k', 'i'));
test.prop([fc.array(unicodePiece, { minLength: 1, maxLength: 20 }), fc.array(unicodePiece, { minLength: 1, maxLength: 6 })], { numRuns: propRuns(500) })('SeenText squashes any characters as lower-casing and dropping all but ASCII letters and digits does', (messages, value) => {
    const seen = new SeenText();
    for (const m of messages)
        seen.add(m);
    const v = squash(value.join(''));
    expect(seen.containsValue(item(value.join('')))).toBe(v.length >= 4 && squash(messages.join('')).includes(v));
});
it('finds a value written across two messages after a search between them', () => {
    const seen = new SeenText();
    seen.setSystem('You are x.');
    seen.add('key AB');
    expect(seen.containsValue(item('abab'))).toBe(false);
    seen.add('ab!');
    expect(seen.containsValue(item('AB-AB'))).toBe(true);
});
