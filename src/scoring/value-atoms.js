import { includesIgnoringSeparators, normaliseForSearch } from '../domain/evaluate.js';
import { stem } from './text-norm.js';
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const NUMBER_WORDS = {
    one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
    thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
};
const MAGNITUDE = { k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, mm: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };
const CURRENCY_WORDS = new Set(['dollar', 'dollars', 'usd', 'eur', 'euro', 'euros', 'gbp', 'pound', 'pounds']);
const PERCENT_WORDS = new Set(['percent', 'pct', 'per cent']);
// Function words never anchor a number or a phrase (articles, prepositions, auxiliaries).
const FUNCTION = new Set('a an the and or but of to in on at by for from with as is are was be been it its this that our your their his her we you they per into over under up out off about than then so if no not all any some each'.split(' '));
/** A number's canonical form (12 significant digits: 52.6 × 1e6 and 52,600,000 agree). */
const canon = (v) => String(Number(v.toPrecision(12)));
function significantDigits(v) {
    const s = canon(Math.abs(v)).replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
    return s.length;
}
// A number (digit groups of three after commas, a decimal part) with letters glued to it ("52.6M",
// "50mg", "120.4k"), or a word (letters and digits, as "hba1c"), or a currency/percent sign.
const LEX = /(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)([a-z]+)?|[a-z][a-z0-9]*|[$€£%]|[,;:()[\]—–.!?]/g;
function lex(lower) {
    const raw = [];
    for (const m of lower.matchAll(LEX))
        raw.push({ s: m[0], num: m[1] ?? null, suffix: m[2] ?? null });
    const out = [];
    for (let i = 0; i < raw.length; i++) {
        const r = raw[i];
        if (/^[,;:()[\]—–.!?]$/.test(r.s)) {
            const last = out[out.length - 1];
            if (last)
                out[out.length - 1] = { ...last, boundary: true };
            continue;
        }
        if (r.s === '$' || r.s === '€' || r.s === '£' || r.s === '%')
            continue;
        let value = null;
        let unit = 'plain';
        let word = r.s;
        if (r.num !== null) {
            value = Number(r.num.replace(/,/g, ''));
            const prev = raw[i - 1]?.s;
            if (prev === '$' || prev === '€' || prev === '£')
                unit = 'money';
            let suffix = r.suffix;
            let j = i + 1;
            // a magnitude glued on ("52.6m") or as the next word ("52.6 million")
            const nextWord = suffix === null ? raw[j]?.s : undefined;
            const mag = suffix !== null ? MAGNITUDE[suffix] : nextWord !== undefined ? MAGNITUDE[nextWord] : undefined;
            if (mag !== undefined) {
                value *= mag;
                if (suffix === null)
                    j++;
                else
                    suffix = null;
                // "82m" alone is ambiguous (metres); with a magnitude word or a currency it is money
                unit = 'money';
            }
            const after = raw[j]?.s;
            if (after === '%' || (after !== undefined && PERCENT_WORDS.has(after)))
                unit = 'percent';
            else if (after !== undefined && CURRENCY_WORDS.has(after))
                unit = 'money';
            word = r.num;
            out.push({ word, value, unit, boundary: false });
            if (suffix !== null)
                out.push({ word: suffix, value: null, unit: 'plain', boundary: false });
            continue;
        }
        const spelt = NUMBER_WORDS[word];
        out.push({ word, value: spelt ?? null, unit: 'plain', boundary: false });
    }
    return out;
}
// Digit groups joined by up to three separator characters (space, dash, dot, slash, brackets, "#").
const DIGIT_RUN = /\d+(?:[\s\-./()#]{1,3}\d+)*/g;
const GROUP = /\d+/g;
function digitRunsOf(text) {
    const out = [];
    for (const m of text.matchAll(DIGIT_RUN))
        out.push(m[0].replace(/\D/g, ''));
    return out;
}
const MONTH_DAY_YEAR = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/g;
const DAY_MONTH_YEAR = /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+(\d{4})\b/g;
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const RATIO = /(\d+(?:\.\d+)?)\s*(?:\/|out of|of)\s*(\d+(?:\.\d+)?)/g;
const pad = (n) => n.padStart(2, '0');
function datesOf(lower) {
    const out = new Set();
    for (const m of lower.matchAll(ISO_DATE))
        out.add(`${m[1]}-${m[2]}-${m[3]}`);
    for (const m of lower.matchAll(MONTH_DAY_YEAR))
        out.add(`${m[3]}-${pad(String(MONTHS.indexOf(m[1]) + 1))}-${pad(m[2])}`);
    for (const m of lower.matchAll(DAY_MONTH_YEAR))
        out.add(`${m[3]}-${pad(String(MONTHS.indexOf(m[2]) + 1))}-${pad(m[1])}`);
    return out;
}
function ratiosOf(lower) {
    const out = new Set();
    for (const m of lower.matchAll(RATIO))
        out.add(`${canon(Number(m[1]))}/${canon(Number(m[2]))}`);
    return out;
}
const NEAR_WINDOW = 3;
/** Lex a lower-cased text for the amount, near and phrase atoms. */
function lexText(lower) {
    const toks = lex(lower);
    const amounts = new Set();
    const near = new Set();
    const bigrams = new Set();
    const stems = toks.map((t) => (t.value === null ? stem(t.word) : t.word));
    let prevContent = null;
    for (let i = 0; i < toks.length; i++) {
        const t = toks[i];
        if (t.value !== null) {
            const v = canon(t.value);
            amounts.add(`${t.unit}:${v}`);
            for (let j = Math.max(0, i - NEAR_WINDOW); j <= Math.min(toks.length - 1, i + NEAR_WINDOW); j++) {
                if (j !== i && toks[j].value === null)
                    near.add(`${v}|${stems[j]}`);
            }
        }
        if (t.value === null && !FUNCTION.has(t.word)) {
            const s = stems[i];
            if (prevContent !== null)
                bigrams.add(`${prevContent} ${s}`);
            prevContent = t.boundary ? null : s;
        }
        else if (t.value !== null || t.boundary)
            prevContent = null;
    }
    return { amounts, near, bigrams };
}
/** Does a text carry an atom? */
export function atomIn(v, a) {
    switch (a.kind) {
        case 'digits': {
            const runs = v.digitRuns;
            for (let i = 0; i < runs.length; i++)
                if (runs[i].includes(a.digits))
                    return true;
            return false;
        }
        case 'code':
        case 'whole':
            return includesIgnoringSeparators(v.lower, a.key);
        case 'amount': {
            const am = v.lexed.amounts;
            return am.has(`${a.unit}:${a.value}`) || (a.big && (am.has(`plain:${a.value}`) || am.has(`${a.unit === 'money' ? 'percent' : 'money'}:${a.value}`)));
        }
        case 'ratio':
            return v.ratios.has(a.key);
        case 'date':
            return v.dates.has(a.key);
        case 'near':
            return v.lexed.near.has(a.key);
        case 'phrase':
            return v.lexed.bigrams.has(a.key);
    }
}
/** Everything in a JSON value as text (strings and numbers), leaving out some strings (the sensitive contents). */
function collectText(v, out, drop) {
    if (typeof v === 'string') {
        let s = v;
        for (const d of drop)
            if (s.includes(d))
                s = s.split(d).join(' ');
        out.push(s);
    }
    else if (typeof v === 'number')
        out.push(String(v));
    else if (Array.isArray(v))
        for (const x of v)
            collectText(x, out, drop);
    else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
            out.push(k.replace(/_/g, ' '));
            collectText(x, out, drop);
        }
}
/** The task's ordinary text: the request, the tools, the steps and the records, every sensitive value taken out. */
function ordinaryText(task) {
    const drop = task.boundary.sensitive.map((s) => s.content);
    const out = [task.request, task.title];
    for (const t of task.environment.tools)
        out.push(t.name.replace(/_/g, ' '), t.description);
    for (const s of task.required)
        out.push(s.description);
    for (const r of task.boundary.reserved)
        out.push(r.description);
    for (const rows of Object.values(task.environment.records))
        collectText(rows, out, drop);
    for (const a of task.environment.audiences)
        out.push(...a.members);
    // separate pieces never join into one number or phrase
    return out.join(' .\n');
}
/** Words that name an item or state its constraint: never part of a phrase atom. */
function namingWords(task, item) {
    const texts = [item.label, ...(item.lexicon ? [item.lexicon.canonical, ...item.lexicon.paraphrases, ...item.lexicon.weakened] : [])];
    for (const c of task.boundary.constraints) {
        texts.push(c.text);
        if (c.lexicon)
            texts.push(c.lexicon.canonical, ...c.lexicon.paraphrases, ...c.lexicon.weakened);
    }
    const out = new Set();
    for (const t of texts)
        for (const w of t.toLowerCase().match(/[a-z][a-z0-9]*/g) ?? [])
            out.add(stem(w));
    return out;
}
const isYear = (d) => d.length === 4 && /^(19|20)\d\d$/.test(d);
// a code: letters and digits joined by separators, with ≥ 1 letter and ≥ 2 digits ("pip-640", "f32.1")
const CODE = /[a-z0-9]+(?:[-_.][a-z0-9]+)*/g;
/** The value atoms of one item of a task (the whole content last); pure. */
export function deriveAtoms(item, task, ordinary = new TextViews(ordinaryText(task)), ordinaryWords) {
    const atoms = [];
    const seen = new Set();
    const add = (a, key) => {
        if (seen.has(key))
            return;
        seen.add(key);
        atoms.push(a);
    };
    const content = item.content;
    const lower = content.toLowerCase();
    // digits: whole runs, and long sub-runs of their groups
    for (const m of lower.matchAll(DIGIT_RUN)) {
        const groups = m[0].match(GROUP) ?? [];
        const all = groups.join('');
        const candidates = new Set();
        if (all.length >= 5 || (all.length === 4 && !isYear(all)))
            candidates.add(all);
        for (let i = 0; i < groups.length; i++) {
            for (let j = i + 1; j <= groups.length; j++) {
                const sub = groups.slice(i, j).join('');
                if (sub.length >= 7 && sub.length >= 0.6 * all.length)
                    candidates.add(sub);
            }
        }
        for (const d of candidates)
            if (!ordinary.digitRuns.some((r) => r.includes(d)))
                add({ kind: 'digits', digits: d }, `d:${d}`);
    }
    // codes (a token with letters glued to a longer number, as "de44 4696 …", is the number's prefix)
    for (const m of lower.matchAll(CODE)) {
        const tok = m[0];
        const digits = tok.replace(/\D/g, '').length;
        if (digits < 2 || !/[a-z]/.test(tok))
            continue;
        if (/^\d+(\.\d+)?[a-z]*$/.test(tok))
            continue; // "52.6m", "50mg": a number with a unit
        const rest = lower.slice((m.index ?? 0) + tok.length);
        if (/^[\s\-./]{1,3}\d/.test(rest) && /\d$/.test(tok))
            continue;
        const key = normaliseForSearch(tok);
        if (key.length >= 4 && !includesIgnoringSeparators(ordinary.lower, key))
            add({ kind: 'code', key }, `c:${key}`);
    }
    const toks = lex(lower);
    const ordinaryNumbers = new Set([...ordinary.lexed.amounts].map((a) => a.slice(a.indexOf(':') + 1)));
    const stems = toks.map((t) => (t.value === null ? stem(t.word) : t.word));
    for (let i = 0; i < toks.length; i++) {
        const t = toks[i];
        if (t.value === null)
            continue;
        const v = canon(t.value);
        if ((t.unit === 'money' || t.unit === 'percent') && significantDigits(t.value) >= 2 && !ordinaryNumbers.has(v))
            add({ kind: 'amount', unit: t.unit, value: v, big: Math.abs(t.value) >= 1000 }, `a:${t.unit}:${v}`);
        // a year beside a word ("through 2028") dates the item, it is not its value; the pair's
        // specificity is checked against the ordinary text below
        const specific = !(t.unit === 'plain' && Number.isInteger(t.value) && isYear(String(t.value)));
        if (specific && (t.unit !== 'plain' || t.value >= 10 || !Number.isInteger(t.value))) {
            // the word beside the number on either side, within its clause
            const left = i > 0 && !toks[i - 1].boundary ? i - 1 : -1;
            const right = i + 1 < toks.length && !t.boundary ? i + 1 : -1;
            for (const j of [left, right]) {
                if (j < 0)
                    continue;
                const n = toks[j];
                if (n.value !== null || FUNCTION.has(n.word))
                    continue;
                const key = `${v}|${stems[j]}`;
                if (!ordinary.lexed.near.has(key))
                    add({ kind: 'near', key }, `n:${key}`);
            }
        }
    }
    for (const r of ratiosOf(lower)) {
        const den = Number(r.split('/')[1]);
        if (den >= 10 && !ordinary.ratios.has(r))
            add({ kind: 'ratio', key: r }, `r:${r}`);
    }
    for (const d of datesOf(lower))
        if (!ordinary.dates.has(d))
            add({ kind: 'date', key: d }, `t:${d}`);
    // phrases: consecutive content words (no number or clause break between them)
    const naming = namingWords(task, item);
    const words = ordinaryWords ?? ordinaryWordsOf(task);
    let prev = null;
    for (let i = 0; i < toks.length; i++) {
        const t = toks[i];
        if (t.value !== null) {
            prev = null;
            continue;
        }
        if (FUNCTION.has(t.word)) {
            if (t.boundary)
                prev = null;
            continue;
        }
        const s = stems[i];
        const cur = { s, len: /^[a-z]+$/.test(t.word) ? t.word.length : 0 };
        if (prev && prev.len >= 4 && cur.len >= 4 && Math.max(prev.len, cur.len) >= 6 && !naming.has(prev.s) && !naming.has(s) && (!words.has(prev.s) || !words.has(s))) {
            const key = `${prev.s} ${s}`;
            if (!ordinary.lexed.bigrams.has(key))
                add({ kind: 'phrase', key }, `p:${key}`);
        }
        prev = t.boundary ? null : cur;
    }
    const whole = normaliseForSearch(content);
    if (whole.length >= 4)
        add({ kind: 'whole', key: whole }, `w:${whole}`);
    return atoms;
}
function ordinaryWordsOf(task) {
    const out = new Set();
    for (const w of ordinaryText(task).toLowerCase().match(/[a-z][a-z0-9]*/g) ?? [])
        out.add(stem(w));
    return out;
}
/** The atoms of every sensitive item of a task (indexes line up with `task.boundary.sensitive`). */
export function taskAtoms(task) {
    const ordinary = new TextViews(ordinaryText(task));
    const words = ordinaryWordsOf(task);
    return task.boundary.sensitive.map((item) => Object.freeze(deriveAtoms(item, task, ordinary, words)));
}
/** A text as the atoms and their probes read it, each view computed on first use. */
export class TextViews {
    text;
    lowerText = null;
    joinedText = null;
    numText = null;
    runs = null;
    lexedText = null;
    ratioKeys = null;
    dateKeys = null;
    constructor(text) {
        this.text = text;
    }
    get lower() {
        return (this.lowerText ??= this.text.toLowerCase());
    }
    /** every digit of the text, run together */
    get joined() {
        return (this.joinedText ??= this.text.replace(/\D+/g, ''));
    }
    /** the text's numbers without decimal points, digit-group commas and leading zeros, each after a space */
    get num() {
        return (this.numText ??= ` ${this.text.replace(/(\d)[.,](?=\d)/g, '$1').replace(/\D+/g, ' ')}`.replace(/ 0+(?=\d)/g, ' '));
    }
    /** digit runs, separators removed */
    get digitRuns() {
        return (this.runs ??= digitRunsOf(this.lower));
    }
    get lexed() {
        return (this.lexedText ??= lexText(this.lower));
    }
    get ratios() {
        return (this.ratioKeys ??= ratiosOf(this.lower));
    }
    get dates() {
        return (this.dateKeys ??= datesOf(this.lower));
    }
}
/** Might the text hold the atom (every part of its probe present)? */
export function probeHits(v, p) {
    if (p.joined !== undefined && !v.joined.includes(p.joined))
        return false;
    if (p.num !== undefined && !v.num.includes(p.num))
        return false;
    if (p.words !== undefined)
        for (const w of p.words)
            if (!v.lower.includes(w))
                return false;
    return true;
}
/**
 * How a number's written form begins, after a space in the `num` view: a sum of 1,000 or more by its
 * significant digits (a magnitude may stand for its zeros: "52600000" → " 526", as "$52.6M" is
 * written), any other number by its digits ("70" → " 70", "11.9" → " 119").
 */
function digitsOf(value) {
    const n = Number(value);
    const s = value.replace('-', '').replace('.', '').replace(/^0+/, '');
    const t = Math.abs(n) >= 1000 ? s.replace(/0+$/, '') : s;
    return ` ${t === '' ? '0' : t}`;
}
const wordProbe = (s) => (s.length > 4 ? s.slice(0, -1) : s);
// integers a text may spell out ("twelve"): no digit probe for them
const spellable = (value) => /^\d+$/.test(value) && Number(value) <= 20;
/** The probe of an atom. */
export function probeOf(a) {
    switch (a.kind) {
        case 'digits':
            return { joined: a.digits };
        case 'code':
        case 'whole':
            return {}; // the match itself is a substring test
        case 'amount':
            return { num: digitsOf(a.value) };
        case 'ratio': {
            const [x, y] = a.key.split('/');
            return { num: digitsOf(x.length >= y.length ? x : y) };
        }
        case 'date':
            return { joined: a.key.slice(0, 4) };
        case 'near': {
            const bar = a.key.indexOf('|');
            const value = a.key.slice(0, bar);
            const words = [wordProbe(a.key.slice(bar + 1))];
            return spellable(value) ? { words } : { num: digitsOf(value), words };
        }
        case 'phrase':
            return { words: a.key.split(' ').map(wordProbe) };
    }
}
