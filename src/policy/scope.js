/**
 * Scopes: per-argument constraints with a subset order, a meet and a three-valued resolver.
 *
 * Text is compared one way throughout (verdict, ⊑, ∧ and pattern matching): by its key, NFC plus a
 * per-code-point case fold (textKey in text-key.ts). Two strings with one key are one value.
 *
 * Semantics of one argument value v against an ArgScope (all present constraints must hold):
 * - Absent argument (undefined or null, or a name the arguments do not own): `match` when the scope
 *   says nothing about it, otherwise `uncertain` — the call leaves the value to the tool's default,
 *   which the monitor cannot see, so it asks rather than guesses.
 * - List-valued argument (e.g. recipients): nested lists are flattened and EACH element must
 *   satisfy every decidable constraint; an empty list satisfies them vacuously (it names nobody).
 * - oneOf: the element equals a listed value (strings by key, finite numbers by value, others by
 *   deep equality); an empty oneOf admits nothing.
 * - range: the element is a finite number within [min, max]; a NaN bound admits nothing.
 * - patterns / domains: a string element is read as a recipient list — its key split on "," and
 *   ";" — and every part must match every pattern (RE2 semantics, case-insensitive, see pattern.ts)
 *   and, for domains, be an address whose domain (after the last "@") is listed, or equal a listed
 *   entry (a channel or party name). Non-string elements fail these constraints.
 * - about: free-text conditions no rule can decide; a present argument that passes the decidable
 *   constraints resolves to `uncertain`. A blank condition (empty or white space only) is no
 *   condition: resolution, normalisation, ⊑ and ∧ all ignore it.
 * A scope resolves to the worst over its arguments: mismatch ≻ uncertain ≻ match.
 *
 * Keyed data is prototype-safe: argument names are looked up as own properties only, and scopes
 * built here hold their arguments in null-prototype objects, so an argument named "__proto__" (as
 * JSON.parse produces it) is an argument like any other.
 */
import { canonicalJson } from '../util/canonical.js';
import { keyedRecord, ownValue } from '../util/keyed.js';
import { compiledPattern } from './pattern.js';
import { textKey } from '../text/text-key.js';
const RES_RANK = { match: 0, uncertain: 1, mismatch: 2 };
/** Strictness rank of a resolution: match 0 ≺ uncertain 1 ≺ mismatch 2. */
export function resolutionRank(r) {
    return RES_RANK[r];
}
/** The scope that constrains nothing. */
export const anyScope = () => ({ args: keyedRecord() });
function leaves(v) {
    return Array.isArray(v) ? v.flatMap(leaves) : [v];
}
/** Recipient-list reading of a string: its ","/";"-separated parts (at least one part). */
export function stringParts(s) {
    const parts = s.split(/[,;]/).map((p) => p.trim()).filter((p) => p.length > 0);
    return parts.length > 0 ? parts : [s.trim()];
}
/** The key of a domain entry: its text key, trimmed, without leading "@". */
function domainKey(d) {
    return textKey(d).trim().replace(/^@+/, '');
}
/** The key of a literal entry (a channel or party name): its text key, trimmed. */
function literalKey(d) {
    return textKey(d).trim();
}
/** The one equality of values: strings by text key, finite numbers by value, others by canonical JSON. */
export function valueKey(v) {
    if (typeof v === 'string')
        return `s${textKey(v)}`;
    if (typeof v === 'number')
        return Number.isFinite(v) ? `n${v === 0 ? 0 : v}` : `x${String(v)}`;
    return `j${canonicalJson(v)}`;
}
function valueEq(a, b) {
    if (typeof a === 'string' && typeof b === 'string')
        return a === b || textKey(a) === textKey(b);
    return valueKey(a) === valueKey(b);
}
/** A key part is in domains: an address whose domain is listed, or the literal entry itself. */
function keyPartInDomains(p, domains) {
    const at = p.lastIndexOf('@');
    const dom = at >= 0 ? p.slice(at + 1) : null;
    return domains.some((d) => {
        const nd = domainKey(d);
        return p === nd || p === literalKey(d) || (dom !== null && dom === nd);
    });
}
/** Does one leaf satisfy one decidable constraint of an ArgScope? */
function leafSatisfies(kind, a, leaf) {
    switch (kind) {
        case 'oneOf':
            return (a.oneOf ?? []).some((x) => !Array.isArray(x) && valueEq(leaf, x));
        case 'range': {
            if (typeof leaf !== 'number' || !Number.isFinite(leaf))
                return false;
            const r = a.range ?? {};
            return (r.min === undefined || leaf >= r.min) && (r.max === undefined || leaf <= r.max);
        }
        case 'patterns': {
            if (typeof leaf !== 'string')
                return false;
            const ps = a.patterns ?? [];
            return stringParts(textKey(leaf)).every((part) => ps.every((p) => {
                const t = compiledPattern(p);
                return t !== null && t(part);
            }));
        }
        case 'domains':
            if (typeof leaf !== 'string')
                return false;
            return stringParts(textKey(leaf)).every((part) => keyPartInDomains(part, a.domains ?? []));
    }
}
function present(a) {
    const out = [];
    if (a.oneOf !== undefined)
        out.push('oneOf');
    if (a.range !== undefined)
        out.push('range');
    if (a.patterns !== undefined && a.patterns.length > 0)
        out.push('patterns');
    if (a.domains !== undefined)
        out.push('domains');
    return out;
}
const blank = (t) => t.trim().length === 0;
/** The conditions of `about` that say something (blank ones are no condition). */
function aboutConditions(a) {
    return a.about === undefined ? [] : a.about.filter((t) => !blank(t));
}
function hasAbout(a) {
    return a.about !== undefined && a.about.some((t) => !blank(t));
}
function constrains(a) {
    return a !== undefined && (present(a).length > 0 || hasAbout(a));
}
/** Resolution of one argument value against one ArgScope; `failed` names the failing constraint. */
export function resolveArg(a, v) {
    if (!constrains(a))
        return { resolution: 'match', failed: null };
    if (v === undefined || v === null)
        return { resolution: 'uncertain', failed: 'absent' };
    const ls = leaves(v);
    for (const kind of present(a)) {
        if (!ls.every((l) => leafSatisfies(kind, a, l)))
            return { resolution: 'mismatch', failed: kind };
    }
    if (hasAbout(a))
        return { resolution: 'uncertain', failed: 'about' };
    return { resolution: 'match', failed: null };
}
/** Detailed resolution: the outcome and the argument (with constraint) that decided it. */
export function resolveDetailed(s, args) {
    let best = { resolution: 'match', arg: null, constraint: null };
    for (const name of Object.keys(s.args).sort()) {
        const r = resolveArg(ownValue(s.args, name), ownValue(args, name));
        if (RES_RANK[r.resolution] > RES_RANK[best.resolution]) {
            best = { resolution: r.resolution, arg: name, constraint: r.failed };
            if (r.resolution === 'mismatch')
                break;
        }
    }
    return best;
}
/** resolve(scope, args): mismatch when a decidable constraint fails, uncertain when only free-text (or absent) arguments remain undecided, match otherwise. */
export function resolve(s, args) {
    return resolveDetailed(s, args).resolution;
}
/** Sampled semantics for tests: could these arguments be inside the scope (not a mismatch)? */
export function matchesScope(s, args) {
    return resolve(s, args) !== 'mismatch';
}
/** xs without repeats under `key` (the least entry, by code units, stands for its class), sorted by key. */
function dedupeBy(xs, key, text) {
    const m = new Map();
    for (const x of xs) {
        const k = key(x);
        const had = m.get(k);
        if (had === undefined || text(x) < text(had))
            m.set(k, x);
    }
    return [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, x]) => x);
}
const same = (s) => s;
/** Canonical form of one ArgScope, or null when it constrains nothing. */
export function normalizeArgScope(a) {
    const out = {};
    if (a.oneOf !== undefined)
        out.oneOf = dedupeBy(a.oneOf, valueKey, canonicalJson);
    if (a.range !== undefined) {
        const r = {};
        if (a.range.min !== undefined)
            r.min = a.range.min;
        if (a.range.max !== undefined)
            r.max = a.range.max;
        out.range = r;
    }
    if (a.patterns !== undefined && a.patterns.length > 0)
        out.patterns = dedupeBy(a.patterns, same, same);
    if (a.domains !== undefined)
        out.domains = dedupeBy(a.domains.map(literalKey), same, same);
    const about = aboutConditions(a);
    if (about.length > 0)
        out.about = dedupeBy(about.map((t) => t.normalize('NFC').trim()), textKey, same);
    return Object.keys(out).length > 0 ? out : null;
}
/** Canonical form of a scope: arguments sorted, values deduplicated, trivial constraints dropped. */
export function normalizeScope(s) {
    const args = keyedRecord();
    for (const name of Object.keys(s.args).sort()) {
        const a = ownValue(s.args, name);
        const n = a === undefined ? null : normalizeArgScope(a);
        if (n !== null)
            args[name] = n;
    }
    return { args };
}
const nan = (x) => x !== undefined && Number.isNaN(x);
/** True when no non-empty list can satisfy a's decidable constraints (empty oneOf/domains, inverted or NaN range). */
function unsatisfiable(a) {
    if (a.oneOf !== undefined && a.oneOf.every((x) => Array.isArray(x)))
        return true;
    if (a.domains !== undefined && a.domains.length === 0)
        return true;
    if (a.range !== undefined) {
        const { min, max } = a.range;
        if (nan(min) || nan(max) || min === Infinity || max === -Infinity)
            return true;
        if (min !== undefined && max !== undefined && min > max)
            return true;
    }
    return false;
}
/** Does a's constraint set imply b's decidable constraint `kind` for every value? (sound, not complete) */
function implies(a, b, kind) {
    if (unsatisfiable(a))
        return true;
    // a oneOf set whose every member satisfies b's constraint implies it: every value a admits has the
    // key of a member, and each constraint decides by the key alone
    if (a.oneOf !== undefined) {
        const members = a.oneOf.filter((x) => !Array.isArray(x));
        if (members.every((m) => leafSatisfies(kind, b, m)))
            return true;
    }
    switch (kind) {
        case 'oneOf': {
            const bo = (b.oneOf ?? []).filter((y) => !Array.isArray(y));
            return a.oneOf !== undefined && a.oneOf.every((m) => Array.isArray(m) || bo.some((y) => valueEq(m, y)));
        }
        case 'range': {
            if (a.range === undefined)
                return false;
            const br = b.range ?? {};
            const ar = a.range;
            const minOk = br.min === undefined || (ar.min !== undefined && ar.min >= br.min);
            const maxOk = br.max === undefined || (ar.max !== undefined && ar.max <= br.max);
            return minOk && maxOk;
        }
        case 'patterns': {
            const ap = new Set(a.patterns ?? []);
            return (b.patterns ?? []).every((p) => ap.has(p));
        }
        case 'domains': {
            if (a.domains === undefined)
                return false;
            const bd = b.domains ?? [];
            const bn = new Set([...bd.map(literalKey), ...bd.map(domainKey)]);
            // an entry of a stands for "x@entry" addresses and the literal entry; both must be admitted by b
            return a.domains.every((d) => bn.has(domainKey(d)) && bn.has(literalKey(d)));
        }
    }
}
/** a ⊆ b for one argument (undefined = unconstrained). */
export function argScopeLeq(a, b) {
    if (!constrains(b))
        return true;
    if (!constrains(a))
        return false;
    for (const kind of present(b))
        if (!implies(a, b, kind))
            return false;
    const aboutA = new Set(aboutConditions(a).map((t) => textKey(t).trim()));
    return aboutConditions(b).every((t) => aboutA.has(textKey(t).trim()));
}
/** a ⊆ b: every argument tuple inside a is inside b (sound: true only when that holds). */
export function scopeLeq(a, b) {
    return Object.keys(b.args).every((name) => argScopeLeq(ownValue(a.args, name), ownValue(b.args, name)));
}
/** Semantic equality as far as the order can tell: a ⊆ b and b ⊆ a. */
export function scopeEquiv(a, b) {
    return scopeLeq(a, b) && scopeLeq(b, a);
}
function meetArg(a, b) {
    const out = {};
    if (a.oneOf !== undefined && b.oneOf !== undefined) {
        const bo = b.oneOf;
        out.oneOf = a.oneOf.filter((x) => !Array.isArray(x) && bo.some((y) => !Array.isArray(y) && valueEq(x, y)));
    }
    else if (a.oneOf !== undefined || b.oneOf !== undefined) {
        out.oneOf = a.oneOf ?? b.oneOf;
    }
    if (a.range !== undefined || b.range !== undefined) {
        const mins = [a.range?.min, b.range?.min].filter((x) => x !== undefined);
        const maxs = [a.range?.max, b.range?.max].filter((x) => x !== undefined);
        const r = {};
        // a NaN bound admits nothing; Math.max/min carry it into the meet, which then admits nothing too
        if (mins.length > 0)
            r.min = Math.max(...mins);
        if (maxs.length > 0)
            r.max = Math.min(...maxs);
        out.range = r;
    }
    const pats = [...(a.patterns ?? []), ...(b.patterns ?? [])];
    if (pats.length > 0)
        out.patterns = pats;
    if (a.domains !== undefined && b.domains !== undefined) {
        // keep entries both sides admit in full (as a domain and as a literal), so the result implies each
        const keep = (d, other) => {
            const o = new Set([...other.map(literalKey), ...other.map(domainKey)]);
            return o.has(domainKey(d)) && o.has(literalKey(d));
        };
        out.domains = [...a.domains.filter((d) => keep(d, b.domains ?? [])), ...b.domains.filter((d) => keep(d, a.domains ?? []))];
    }
    else if (a.domains !== undefined || b.domains !== undefined) {
        out.domains = a.domains ?? b.domains;
    }
    const about = [...aboutConditions(a), ...aboutConditions(b)];
    if (about.length > 0)
        out.about = about;
    return out;
}
/** a ∧ b: a scope inside both (the conjunction, with value sets intersected). */
export function meetScope(a, b) {
    const args = keyedRecord();
    for (const name of new Set([...Object.keys(a.args), ...Object.keys(b.args)])) {
        const x = ownValue(a.args, name);
        const y = ownValue(b.args, name);
        args[name] = x !== undefined && y !== undefined ? meetArg(x, y) : (x ?? y ?? {});
    }
    return normalizeScope({ args });
}
