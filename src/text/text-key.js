/**
 * The one comparison of text the authority lattice uses: two strings are the same value when their
 * keys are equal. The key of a string is its NFC form with every code point case-folded, then NFC
 * again (a fold can make a pair composable):
 *
 *   key(s) = NFC(fold(NFC(s))),  fold(c) = lower(upper(c)) when both are one code point,
 *                                          else lower(c) when that is one code point, else c.
 *
 * So "K", "k" and "\u212A" (KELVIN SIGN) share the key "k"; "ſ" (long s) folds to "s"; "Σ", "σ" and "ς"
 * to "σ"; "ß" and "ẞ" to "ß"; "İ", whose lower case is two code points, stays itself. The fold is one
 * code point to one, so a key has as many code points as the NFC text (and ASCII is lower-cased).
 *
 * Everything that compares text in a verdict, in ⊑ and in ∧ reads keys: oneOf members, domains,
 * `about` conditions, and the text scope patterns are matched against (a pattern sees the key of each
 * recipient-list part, never the raw text). That is what makes ⊑ sound across scripts: whatever is
 * decided about a value is decided about its key alone, so two values with one key are never told
 * apart by one constraint and lumped together by another.
 */
const ASCII = /^[\x00-\x7f]*$/;
function one(s) {
    const n = s.length;
    return n === 1 || (n === 2 && (s.codePointAt(0) ?? 0) > 0xffff);
}
const foldMemo = new Map();
function foldPoint(c) {
    let f = foldMemo.get(c);
    if (f === undefined) {
        const u = c.toUpperCase();
        const l = one(u) ? u.toLowerCase() : '';
        f = one(l) ? l : one(c.toLowerCase()) ? c.toLowerCase() : c;
        foldMemo.set(c, f);
    }
    return f;
}
/** key(s): NFC, case-folded code point by code point, NFC again (see the module header). */
export function textKey(s) {
    if (ASCII.test(s))
        return s.toLowerCase();
    let out = '';
    for (const c of s.normalize('NFC'))
        out += foldPoint(c);
    return out.normalize('NFC');
}
