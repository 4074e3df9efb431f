/**
 * Scope patterns: regular expressions with RE2 semantics, run by re2js (a pure-JavaScript port of
 * RE2), so a verdict takes time linear in the argument whatever the pattern (no backtracking engine
 * ever sees an untrusted pattern: `(a+)+$` is as cheap as `a`). The native `re2` addon needs a
 * compiler toolchain at install time; re2js needs nothing and runs wherever Node does.
 *
 * A pattern is matched, case-insensitively, against the key of the text (textKey: NFC + case fold),
 * never the raw text, and is unanchored unless it says ^ or $ (RE2: ^ and $ mean the start and end of
 * the text unless the (?m) flag is set). Syntax RE2 lacks (lookaround, backreferences) and unknown
 * inline flags (e.g. "(?zz)") are errors: the schema rejects them with the pattern's JSON path
 * (patternProblem), and a pattern that reaches the monitor unchecked matches nothing (fail closed).
 *
 * One lookahead shape is understood, because exclusions need it and RE2 cannot say it: the exclusion
 * `^(?!.*L).*$` with L a literal (metacharacters escaped with "\"), "a text without L". It means what
 * it means under RE2's other rules: the text has no newline ("." stops at one, "$" is the end) and its
 * key does not contain the key of L. It runs as a string search.
 */
import { RE2JS } from 're2js';
import { textKey } from '../text/text-key.js';
// Literal patterns (letters, digits and punctuation that is no metacharacter, optionally anchored)
// are tested with string search: the same answer on a key — whose ASCII letters are lower case and
// which holds no character that folds to one — as RE2's case-insensitive match, without a program.
const LITERAL = /^(\^?)([A-Za-z0-9 @#_,;:'"!%&=<>~`/-]+)(\$?)$/;
function literalTest(pattern) {
    const m = LITERAL.exec(pattern);
    if (m === null)
        return null;
    const lit = m[2].toLowerCase();
    const start = m[1] === '^';
    const end = m[3] === '$';
    if (start && end)
        return (k) => k === lit;
    if (start)
        return (k) => k.startsWith(lit);
    if (end)
        return (k) => k.endsWith(lit);
    return (k) => k.includes(lit);
}
const EXCLUSION = /^\^\(\?!\.\*((?:[^.*+?^${}()|[\]\\]|\\[.*+?^${}()|[\]\\/#@ -])+)\)\.\*\$$/;
/** The literal an exclusion `^(?!.*L).*$` excludes (unescaped), or null for any other pattern. */
export function excludedLiteral(pattern) {
    const m = EXCLUSION.exec(pattern);
    return m === null ? null : m[1].replace(/\\(.)/g, '$1');
}
function exclusionTest(pattern) {
    const lit = excludedLiteral(pattern);
    if (lit === null)
        return null;
    const k = textKey(lit);
    return (key) => !key.includes('\n') && !key.includes(k);
}
const compiledMemo = new Map();
/** Why a pattern cannot be used (RE2 syntax error or unsupported construct), or null when it can. */
export function patternProblem(pattern) {
    if (excludedLiteral(pattern) !== null)
        return null;
    try {
        RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
        return null;
    }
    catch (e) {
        return e instanceof Error ? e.message : String(e);
    }
}
/** The compiled pattern, or null when it is unusable (an unusable pattern matches nothing). */
export function compiledPattern(pattern) {
    let t = compiledMemo.get(pattern);
    if (t === undefined) {
        t = literalTest(pattern) ?? exclusionTest(pattern);
        if (t === null) {
            try {
                const re = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
                t = (k) => re.test(k);
            }
            catch {
                t = null;
            }
        }
        compiledMemo.set(pattern, t);
    }
    return t;
}
