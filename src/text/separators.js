/** Finding a sensitive value inside longer text whatever its spacing, case and separators. */
/** Characters the loose normalisation drops (spacing and separators). */
const SEPARATOR = /[\s\-_.,:;'"()]/;
const SEPARATORS = new RegExp(`${SEPARATOR.source}+`, 'g');
/** Loose normalisation for finding a sensitive value inside longer text (spacing, case, separators). */
export function normaliseForSearch(text) {
    return text.toLowerCase().replace(SEPARATORS, '');
}
// Whether SEPARATOR matches a UTF-16 code unit (it matches code units, not code points), learnt
// per code unit on first sight: 0 not yet seen, 1 separator, 2 not.
const separatorUnits = new Uint8Array(0x10000);
function isSeparator(u) {
    let v = separatorUnits[u];
    if (v === 0)
        separatorUnits[u] = v = SEPARATOR.test(String.fromCharCode(u)) ? 1 : 2;
    return v === 1;
}
/**
 * `normaliseForSearch(text).includes(key)` for a lower-cased text and a key without separators,
 * without building the normalised text: a match starts at a code unit equal to the key's first and
 * goes on over the next code units that are not separators.
 */
export function includesIgnoringSeparators(lower, key) {
    const first = key.charAt(0);
    for (let start = lower.indexOf(first); start >= 0; start = lower.indexOf(first, start + 1)) {
        let k = 1;
        for (let j = start + 1; k < key.length && j < lower.length; j++) {
            const u = lower.charCodeAt(j);
            if (isSeparator(u))
                continue;
            if (u !== key.charCodeAt(k))
                break;
            k++;
        }
        if (k === key.length)
            return true;
    }
    return false;
}
