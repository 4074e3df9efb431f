/**
 * Text normalisers: the scorer's word normalisation (normaliseWords: lower case, contractions
 * expanded, punctuation to spaces) and Agent Mosaic's prose normalisation (normaliseProse: also
 * accents, markdown, quotes and dashes, keeping punctuation for clause splitting). The lattice's
 * value key is text-key.ts; the separator-blind search of sensitive values is separators.ts.
 */
const CANNOT = /\bcannot\b/g;
const CONTRACTIONS = [
    [/\bwon['’]t\b/g, 'will not'],
    [/\bcan['’]t\b/g, 'can not'],
    [/\bshan['’]t\b/g, 'shall not'],
    [/n['’]t\b/g, ' not'],
    [/['’]ll\b/g, ' will'],
    [/['’]re\b/g, ' are'],
    [/['’]ve\b/g, ' have'],
    [/['’]d\b/g, ' would'],
    [/['’]m\b/g, ' am'],
    [/['’]s\b/g, ''],
    [CANNOT, 'can not'],
];
/** Lower case, contractions expanded, punctuation to spaces, whitespace collapsed. */
export function normaliseWords(text) {
    let t = text.toLowerCase();
    // Every contraction but "cannot" needs an apostrophe, and no expansion adds one: most texts skip them all.
    if (t.includes("'") || t.includes('’'))
        for (const [re, rep] of CONTRACTIONS)
            t = t.replace(re, rep);
    else if (t.includes('cannot'))
        t = t.replace(CANNOT, 'can not');
    // One pass turns each run of non-alphanumerics (spaces included) into a single space: nothing left to collapse.
    return t.replace(/[^a-z0-9]+/g, ' ').trim();
}
/** Lower-case, strip accents and markdown, unify quotes and dashes, expand contractions ("n't" to " not", "i'm" to "i am"). */
export function normaliseProse(text) {
    // Unicode decomposition is only needed (and only paid for) when the text is not plain ASCII.
    const folded = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    return folded
        .toLowerCase()
        .replace(/[\u2018\u2019\u201b\u2032`]/g, "'")
        .replace(/[\u201c\u201d\u201f\u2033]/g, '"')
        .replace(/[\u2010-\u2015\u2212]/g, '-')
        .replace(/[*_#>|~]/g, ' ')
        .replace(/\bwon't\b/g, 'will not')
        .replace(/\bcan't\b/g, 'can not')
        .replace(/\bcannot\b/g, 'can not')
        .replace(/\bshan't\b/g, 'shall not')
        .replace(/n't\b/g, ' not')
        .replace(/\b(i|we|you|they)'m\b/g, '$1 am')
        .replace(/\b(i|we|you|they)'re\b/g, '$1 are')
        .replace(/\b(i|we|you|they|it)'ll\b/g, '$1 will')
        .replace(/\b(i|we|you|they)'ve\b/g, '$1 have')
        .replace(/\b(i|we|you|they)'d\b/g, '$1 would')
        .replace(/\s+/g, ' ')
        .trim();
}
