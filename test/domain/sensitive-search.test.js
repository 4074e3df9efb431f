import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { mentionsSensitive, normaliseForSearch } from '../../src/domain/evaluate.js';
import { RUNS } from '../policy/arbitraries.js';
/**
 * mentionsSensitive scans the lower-cased text past separators instead of building its normalised
 * copy: it must agree with the documented rule, "the item's normalised value (at least 4 characters)
 * occurs in the normalised text", on any text — separators of every kind, Unicode spaces, and
 * characters whose lower case is longer than they are (İ) or differs by context (Σ).
 */
const alphabet = fc.constantFrom(...'abAB19', ...' \t\n-_.,:;\'"()', '\u00a0', '\u2003', '\u3000', '\u2028', '\ufeff', 'İ', 'Σ', 'ς', 'ß', 'É', 'é', 'K', 'ǅ');
const text = fc.array(alphabet, { maxLength: 24 }).map((cs) => cs.join(''));
const item = (content) => ({ id: 'item', label: 'the item', content, allowedAudiences: ['a'] });
const rule = (t, content) => {
    const key = normaliseForSearch(content);
    return key.length >= 4 && normaliseForSearch(t).includes(key);
};
describe('sensitive-value search', () => {
    test.prop([text, text], { numRuns: RUNS })('agrees with the normalised-substring rule on any text', (t, content) => {
        fc.pre(content.length > 0);
        expect(mentionsSensitive(t, item(content))).toBe(rule(t, content));
    });
    test.prop([text, text, text], { numRuns: RUNS })('finds a value embedded in any text, whatever surrounds it', (before, content, after) => {
        fc.pre(normaliseForSearch(content).length >= 4);
        expect(mentionsSensitive(`${before}${content}${after}`, item(content))).toBe(rule(`${before}${content}${after}`, content));
    });
    it('pins separator-insensitive, case-insensitive matches and the 4-character floor', () => {
        expect(mentionsSensitive('Account: DE89-3704 0044', item('de8937040044'))).toBe(true);
        expect(mentionsSensitive('the code is a-b-c', item('abc'))).toBe(false);
        expect(mentionsSensitive('İSTANBUL office', item('i̇stanbul'))).toBe(true);
    });
});
