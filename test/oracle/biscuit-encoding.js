/**
 * The Biscuit encoding of masdrift's authority: a policy as the checks of a token's authority block,
 * a handoff proposal as the checks of an appended block, a pending call as the authorizer's facts.
 * Biscuit authorizes a call exactly when every check of every block holds, so the token
 * P; x1; …; xn authorizes what P, x1, …, xn all allow — attenuation by construction, decided by
 * Biscuit's own Datalog engine (biscuit-auth 6, Datalog 3.3: closures, maps, sets; Rust `regex`).
 *
 * What "authorize" stands for: masdrift's "allow without confirmation" (current_request and a
 * scope match). Any other verdict (confirmation or deny) is "not authorized".
 *
 * Call facts (the authorizer's):
 *   tool(t).  arg(name, [leaf, …]) for every own argument that is present (not undefined or null);
 *   a list is flattened, a single value is a one-leaf list. A leaf is a map:
 *     string s         {"e": "s:" + key(s), "p": parts}    parts: key(s) split on "," and ";", trimmed
 *     finite number n  {"e": "n:" + String(n), "n": ord(n)} ord: an i64 order-isomorphic to the doubles
 *     anything else    {"e": "x:NaN" | "x:Infinity" | …, or "j:" + canonical JSON}
 *   key(s) is the documented text identity (NFC + case fold, src/policy/text-key.ts) and `e` the one
 *   equality of values (strings by key, finite numbers by value, -0 = 0, the rest by canonical JSON).
 *
 * Policy checks (authority block) — one per rule, so two rules for one tool are their conjunction:
 *   check if tool($t), {tools}.contains($t)              a tool with no rule is never authorized
 *   check if tool($t), $t != "t"                          rule for t at post_approval or never, or
 *                                                         with a non-blank `about` (never decided by rule)
 *   check if tool($t), $t != "t" or tool("t"), arg("a", $v0), $v0.all($l -> C(a, $l)), …
 *                                                         current_request: each constrained argument
 *                                                         present and every leaf satisfying all its constraints
 * An argument is constrained when it has oneOf, range, domains, a non-empty patterns list or a
 * non-blank about; a blank about (empty or white space) is no condition. Per leaf, C conjoins:
 *   oneOf M     {e(m) | m in M, m not a list}.contains($l.get("e"))   (empty: false)
 *   range       $l.contains("n") && $l.get("n") >= ord(min) && $l.get("n") <= ord(max)   (NaN bound: false)
 *   patterns    $l.contains("p") && $l.get("p").all($q -> $q.matches("(?i)" + pattern) && …)
 *   domains D   $l.contains("p") && $l.get("p").all($q -> $q == lit(d) || $q == dom(d) || $q.ends_with("@" + dom(d)) || …)
 *               lit(d) = key(d) trimmed, dom(d) = lit(d) without leading "@" (the address form is left
 *               out when dom(d) holds an "@": a domain after the last "@" cannot)
 * A proposal's block is the same with its unspecified parts left open: every proposed tool is
 * admitted (left-out tools are not: `never`), a stage or scope it gives is checked as above.
 *
 * Where Biscuit cannot say it exactly, and how the encoding stays sound:
 * - Text identity. Biscuit has no Unicode normalisation or case folding, so key(s) is computed into
 *   the fact, and oneOf members and domain entries are keyed the same way. That is the definition of
 *   "same text", not lattice logic: which constraints apply, lists, absence, blank conditions,
 *   conjunction, stages, duplicates, meets and attenuation are all decided by Biscuit. A lattice that
 *   compares text two ways (finding 2) still disagrees with it: no single identity agrees with both.
 * - Patterns are decided by Biscuit's regex engine (Rust `regex`, linear time like RE2), on the key,
 *   with "(?i)" prepended — not by re2js. The engines agree on RE2's core syntax; Perl classes and
 *   Unicode classes (\d \w \s \b \p, which Rust reads as Unicode and RE2 as ASCII) are refused by the
 *   encoder rather than guessed. A pattern neither engine accepts matches nothing in both (a failed
 *   expression fails the check). The one lookahead masdrift understands, the exclusion `^(?!.*L).*$`
 *   (Rust has no lookaround), is encoded as what it means: !$q.contains(key(L)) && !$q.contains("\n").
 * - Numbers: Biscuit has 64-bit integers only, so a finite double is mapped to an i64 by its IEEE bits
 *   (negative ones reflected): an order isomorphism, so Biscuit's integer comparison decides ranges.
 * - Recipient lists: Biscuit cannot split strings, so the parts are computed into the leaf.
 */
import { canonicalJson } from '../../src/util/canonical.js';
import { textKey } from '../../src/text/text-key.js';
/** Parameter names handed out in order, so one block's source names each value once. */
class Params {
    values = {};
    n = 0;
    add(v) {
        const name = `p${this.n++}`;
        this.values[name] = v;
        return `{${name}}`;
    }
}
/** A finite double as an i64 with the same order: its IEEE-754 bits, negative numbers reflected (-0 is 0). */
export function ord(x) {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, x === 0 ? 0 : x);
    const bits = view.getBigInt64(0);
    return bits >= 0n ? bits : -1n - (bits & 0x7fffffffffffffffn);
}
/** The one equality of values, as a string: strings by key, finite numbers by value, the rest by canonical JSON. */
export function equalityTerm(v) {
    if (typeof v === 'string')
        return `s:${textKey(v)}`;
    if (typeof v === 'number')
        return Number.isFinite(v) ? `n:${String(v === 0 ? 0 : v)}` : `x:${String(v)}`;
    return `j:${canonicalJson(v)}`;
}
/** The recipient-list reading of a key: split on "," and ";", parts trimmed, empty ones dropped (at least one part). */
export function keyParts(key) {
    const parts = key
        .split(/[,;]/)
        .map((p) => p.trim())
        .filter((p) => p.length > 0);
    return parts.length > 0 ? parts : [key.trim()];
}
function flatten(v) {
    return Array.isArray(v) ? v.flatMap(flatten) : [v];
}
/** A leaf as a Biscuit map (see the module header). */
function leafTerm(v) {
    const m = new Map([['e', equalityTerm(v)]]);
    if (typeof v === 'string')
        m.set('p', keyParts(textKey(v)));
    if (typeof v === 'number' && Number.isFinite(v))
        m.set('n', ord(v));
    return m;
}
const own = (o, k) => (Object.hasOwn(o, k) ? o[k] : undefined);
/** The authorizer's facts for a call: its tool and each present argument as a list of leaves. */
export function callFacts(call) {
    const ps = new Params();
    const lines = [`tool(${ps.add(call.tool)});`];
    for (const name of Object.keys(call.args)) {
        const v = own(call.args, name);
        if (v === undefined || v === null)
            continue;
        lines.push(`arg(${ps.add(name)}, ${ps.add(flatten(v).map(leafTerm))});`);
    }
    return { code: lines.join('\n'), params: ps.values };
}
const blank = (t) => t.trim().length === 0;
// Perl and Unicode classes: Rust's regex reads them over Unicode, RE2 over ASCII
const UNENCODABLE = /\\[dDwWsSbBpP]/;
const EXCLUSION = /^\^\(\?!\.\*((?:[^.*+?^${}()|[\]\\]|\\[.*+?^${}()|[\]\\/#@ -])+)\)\.\*\$$/;
/** The condition a pattern puts on a part $q. */
function patternCondition(pattern, ps) {
    const ex = EXCLUSION.exec(pattern);
    if (ex !== null) {
        const literal = ex[1].replace(/\\(.)/g, '$1');
        return `!$q.contains(${ps.add(textKey(literal))}) && !$q.contains(${ps.add('\n')})`;
    }
    if (UNENCODABLE.test(pattern.replace(/\\\\/g, '')))
        throw new Error(`biscuit encoding: pattern ${JSON.stringify(pattern)} uses a Perl or Unicode class, which Rust's regex and RE2 read differently`);
    return `$q.matches(${ps.add(`(?i)${pattern}`)})`;
}
/** The condition one domain entry puts on a part $q. */
function domainCondition(entry, ps) {
    const lit = textKey(entry).trim();
    const dom = lit.replace(/^@+/, '');
    const alts = [`$q == ${ps.add(lit)}`, `$q == ${ps.add(dom)}`];
    if (!dom.includes('@'))
        alts.push(`$q.ends_with(${ps.add(`@${dom}`)})`);
    return `(${alts.join(' || ')})`;
}
/** The per-leaf condition of an argument scope, or null when it constrains nothing, or 'undecidable' for a non-blank about. */
function leafCondition(a, ps) {
    if (a.about !== undefined && a.about.some((t) => !blank(t)))
        return 'undecidable';
    const parts = [];
    if (a.oneOf !== undefined) {
        const members = [...new Set(a.oneOf.filter((m) => !Array.isArray(m)).map(equalityTerm))];
        parts.push(members.length === 0 ? 'false' : `${ps.add(new Set(members))}.contains($l.get("e"))`);
    }
    if (a.range !== undefined) {
        const { min, max } = a.range;
        if ((min !== undefined && Number.isNaN(min)) || (max !== undefined && Number.isNaN(max)))
            parts.push('false');
        else {
            const c = ['$l.contains("n")'];
            if (min !== undefined)
                c.push(`$l.get("n") >= ${ps.add(ord(min))}`);
            if (max !== undefined)
                c.push(`$l.get("n") <= ${ps.add(ord(max))}`);
            parts.push(`(${c.join(' && ')})`);
        }
    }
    if (a.patterns !== undefined && a.patterns.length > 0) {
        parts.push(`$l.contains("p") && $l.get("p").all($q -> ${a.patterns.map((p) => patternCondition(p, ps)).join(' && ')})`);
    }
    if (a.domains !== undefined) {
        parts.push(a.domains.length === 0 ? 'false' : `$l.contains("p") && $l.get("p").all($q -> ${a.domains.map((d) => domainCondition(d, ps)).join(' || ')})`);
    }
    return parts.length === 0 ? null : parts.map((p) => `(${p})`).join(' && ');
}
/** The check one rule puts on calls to its tool (null when it puts none). */
function ruleCheck(r, ps) {
    const t = ps.add(r.tool);
    const refuse = `check if tool($t), $t != ${t};`;
    if (r.stage === 'never' || r.stage === 'post_approval')
        return refuse;
    const body = [`tool(${t})`];
    const args = r.scope?.args ?? {};
    let i = 0;
    for (const name of Object.keys(args)) {
        const a = own(args, name);
        if (a === undefined)
            continue;
        const c = leafCondition(a, ps);
        if (c === 'undecidable')
            return refuse;
        if (c === null)
            continue;
        const v = `$v${i++}`;
        body.push(`arg(${ps.add(name)}, ${v}), ${v}.all($l -> ${c})`);
    }
    return body.length === 1 ? null : `check if tool($t), $t != ${t} or ${body.join(', ')};`;
}
/** A block's checks: the tools it admits, then each rule's check on its tool. */
function block(tools, rules) {
    const ps = new Params();
    const lines = [tools.length === 0 ? 'check if false;' : `check if tool($t), ${ps.add(new Set(tools))}.contains($t);`];
    for (const r of rules) {
        const c = ruleCheck(r, ps);
        if (c !== null)
            lines.push(c);
    }
    return { code: lines.join('\n'), params: ps.values };
}
/**
 * The checks of a set of rules: a policy's (the authority block: every rule's tool admitted, every
 * rule checked) or a proposal's (an appended block: the proposed tools admitted, so left-out ones are
 * `never`, and what each rule gives — a rule without stage or scope leaves them open — checked).
 */
export function rulesBlock(x) {
    return block(x.rules.map((r) => r.tool), x.rules);
}
