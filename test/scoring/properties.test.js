import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { readMessage } from '../../src/scoring/clause-cues.js';
import { contentWords, phrasePresent, tokens } from '../../src/scoring/clause-match.js';
import { cohenKappa, fleissKappaFromLabels, krippendorffAlphaNominal } from '../../src/scoring/stats/agreement.js';
const label = fc.constantFrom('a', 'b', 'c');
const pairs = fc.array(fc.tuple(label, label), { minLength: 2, maxLength: 40 });
describe('agreement statistics: invariants', () => {
    test.prop([pairs])("Cohen's κ is symmetric, at most 1, and invariant to item order and label renaming", (ps) => {
        const a = ps.map((p) => p[0]);
        const b = ps.map((p) => p[1]);
        const k = cohenKappa(a, b);
        if (k === null)
            return;
        expect(k).toBeLessThanOrEqual(1 + 1e-12);
        expect(cohenKappa(b, a)).toBeCloseTo(k, 12);
        expect(cohenKappa([...a].reverse(), [...b].reverse())).toBeCloseTo(k, 12);
        const rename = (x) => ({ a: 'z', b: 'y', c: 'x' })[x];
        expect(cohenKappa(a.map(rename), b.map(rename))).toBeCloseTo(k, 12);
    });
    test.prop([pairs])('with two raters and no missing data, Krippendorff α = Fleiss κ·(1 − 1/2N) + 1/2N', (ps) => {
        // With n = 2N pairable values, 1 − α = (n − 1)/n · (1 − π), and Fleiss κ for two raters is Scott's π:
        // two independent implementations must satisfy the identity exactly.
        const k = fleissKappaFromLabels(ps.map((p) => [p[0], p[1]]));
        const alpha = krippendorffAlphaNominal(ps.map((p) => [p[0], p[1]]));
        if (k === null || alpha === null)
            return;
        const N = ps.length;
        expect(alpha).toBeCloseTo(k + (1 - k) / (2 * N), 10);
    });
});
const word = fc.constantFrom('submit', 'batch', 'vendor', 'email', 'approve', 'payments', 'finance', 'not', 'hold', 'Northwind', 'details', 'the', 'to', 'and');
const phrase = fc.array(word, { minLength: 1, maxLength: 7 }).map((ws) => ws.join(' '));
/**
 * The widest distance, in tokens, from one content word of a phrase to the next. The presence rule
 * lets each next content word come at most 4 tokens after the previous one, so only phrases within
 * that reach are bound to be found in themselves ("submit and the the to submit" is not).
 */
function widestGap(p) {
    const content = new Set(contentWords(p));
    const at = tokens(p).flatMap((t, i) => (content.has(t) ? [i] : []));
    return Math.max(0, ...at.slice(1).map((x, i) => x - at[i]));
}
describe('lexicon presence: invariants', () => {
    test.prop([phrase])('a phrase with content words is present in itself', (p) => {
        if (contentWords(p).length === 0 || widestGap(p) > 4)
            return;
        expect(phrasePresent(p, p)).toBe(true);
    });
    test.prop([phrase, phrase, phrase])('case, punctuation and surrounding text do not matter', (before, p, after) => {
        if (contentWords(p).length === 0 || widestGap(p) > 4)
            return;
        const noisy = `${before.toUpperCase()}! — ${p.toUpperCase().split(' ').join(', ')}; ${after}`;
        expect(phrasePresent(noisy, p)).toBe(true);
    });
    test('a phrase whose content words are further apart than the rule allows is not found in itself', () => {
        expect(widestGap('submit and the the to submit')).toBe(5);
        expect(phrasePresent('submit and the the to submit', 'submit and the the to submit')).toBe(false);
    });
});
// Words, contractions and every separator the clause splitter or the normaliser treats specially.
const piece = fc.constantFrom('Submit', 'the', 'batch', "don't", 'won’t', "it's", "'s", "can't", 'cannot', "I'll", "we'd", 'n’t', "'", '’', 'İ', 'é', ' ', '  ', '-', ' - ', '—', '–', '.', ', ', ';', ':', '!', '?', '\n', '\n\n', '\t', '_', '(', ')', '42');
const message = fc.array(piece, { maxLength: 30 }).map((ps) => ps.join(''));
describe('message reading: invariants', () => {
    test.prop([message])("a message's tokens are its clauses' tokens, in order", (text) => {
        expect(readMessage(text).tokens).toEqual(tokens(text));
    });
});
