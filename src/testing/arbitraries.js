/**
 * fast-check arbitraries for the authority lattice, for users testing their own attenuation
 * functions and protocol variants. Every kind of scope occurs (any, oneOf, range, patterns, domains,
 * about, and conjunctions), and so do the hostile inputs a sound lattice must survive: blank and
 * non-ASCII text (case-fold and normalisation twins such as "k"/"K"/"\u212A" and "é"/"e\u0301"),
 * argument and tool names such as "__proto__", huge and non-finite numbers, regular-expression
 * metacharacters, two rules for one tool. Calls are drawn from the values the scopes talk about and
 * their twins, so that matches, uncertainties and mismatches all happen.
 */
import fc from 'fast-check';
export const TOOL_NAMES = ['send_email', 'submit_payment', 'post_message', '__proto__', 'constructor', 'exporter_ü'];
export const ARG_NAMES = ['to', 'amount', 'note', '__proto__', 'constructor', 'größe'];
/** A tool no generated policy has a rule for. */
export const UNKNOWN_TOOL = 'delete_everything';
/** Text whose comparison is easy to get wrong: case and normalisation twins, blanks, metacharacters. */
export const HOSTILE_TEXT = ['', '   ', 'k', 'K', '\u212A', 's', 'ſ', 'ß', 'ẞ', 'σ', 'ς', 'Σ', 'é', 'e\u0301', 'İ', 'i', '__proto__', 'a.c', 'abc', '(a+)+$', '[x]', '\\', '*'];
const ADDRESSES = ['ann@acme.example', 'Bob@Acme.example', 'eve@evil.example', 'dana@finance.acme.example', 'zoë@acme.example', 'ann@acme.example, eve@evil.example', 'ann@acme.example; bob@acme.example'];
const CHANNELS = ['#finance', '#general', 'Northwind', 'finance'];
const WORDS = ['invoice summary', 'bank details attached', 'Zoë Müller'];
export const STRINGS = [...HOSTILE_TEXT, ...ADDRESSES, ...CHANNELS, ...WORDS];
export const NUMBERS = [-5, 0, -0, 10, 99.5, 250, 1000, 1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.NaN, Infinity, -Infinity];
export const PATTERNS = ['^ann', 'acme', '^(?!.*evil).*$', '^#', 'example$', 'finance', '^k$', 'K', '^s', 'é', '\\.', 'a.c', '(a+)+$', '^$', '[', 'ß'];
export const DOMAINS = ['acme.example', 'evil.example', '@acme.example', 'ACME.example', '#finance', 'northwind', ' @Acme.Example ', 'k'];
export const ABOUTS = ['internal recipients only', 'no bank details', '', '   ', 'Über die Rechnung'];
/** Case and normalisation twins of a string: what one comparison might lump together and another not. */
export function twins(s) {
    const swaps = [
        [/k/gi, ['K', 'k', '\u212A']],
        [/s/gi, ['S', 's', 'ſ']],
        [/é/g, ['e\u0301', 'É']],
        [/ß/g, ['ẞ', 'ss']],
        [/σ/g, ['Σ', 'ς']],
        [/i/gi, ['İ', 'ı', 'I']],
    ];
    const out = new Set([s.toUpperCase(), s.toLowerCase(), ` ${s} `, s.normalize('NFD')]);
    for (const [re, alts] of swaps)
        for (const a of alts)
            out.add(s.replace(re, a));
    out.delete(s);
    return [...out];
}
const leafValue = fc.oneof(fc.constantFrom(...STRINGS), fc.constantFrom(...NUMBERS), fc.constant(true), fc.constant(null));
const some = (xs, min = 0, max = 3) => fc.shuffledSubarray([...xs], { minLength: min, maxLength: Math.max(min, max) });
export const SCOPE_KINDS = ['oneOf', 'range', 'patterns', 'domains', 'about'];
/** One constraint of the given kind. */
export function constraintArb(kind) {
    switch (kind) {
        case 'oneOf':
            return fc.array(fc.oneof({ weight: 8, arbitrary: leafValue }, { weight: 1, arbitrary: fc.constant([]) }), { maxLength: 4 }).map((oneOf) => ({ oneOf }));
        case 'range':
            return fc
                .record({ min: fc.option(fc.constantFrom(...NUMBERS), { nil: undefined }), max: fc.option(fc.constantFrom(...NUMBERS), { nil: undefined }) })
                .map(({ min, max }) => ({ range: { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) } }));
        case 'patterns':
            return some(PATTERNS, 1, 2).map((patterns) => ({ patterns }));
        case 'domains':
            return some(DOMAINS, 0, 3).map((domains) => ({ domains }));
        case 'about':
            return some(ABOUTS, 1, 2).map((about) => ({ about }));
    }
}
/** An ArgScope: one kind, sometimes conjoined with a second. */
export const argScopeArb = fc
    .tuple(fc.constantFrom(...SCOPE_KINDS), fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...SCOPE_KINDS) }))
    .chain(([a, b]) => fc.tuple(constraintArb(a), b === null ? fc.constant({}) : constraintArb(b)))
    .map(([x, y]) => ({ ...y, ...x }));
/** Own-property record from entries: "__proto__" becomes a key, as JSON.parse makes it. */
function record(entries) {
    return Object.fromEntries(entries);
}
/** A scope over the given argument names: each unconstrained ("any") or constrained. */
export function scopeArb(argNames = ARG_NAMES) {
    return fc
        .tuple(...argNames.map((n) => fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: argScopeArb }).map((a) => [n, a])))
        .map((xs) => ({ args: record(xs.filter((x) => x[1] !== null)) }));
}
export const stageArb = fc.oneof({ weight: 5, arbitrary: fc.constant('current_request') }, { weight: 3, arbitrary: fc.constant('post_approval') }, { weight: 2, arbitrary: fc.constant('never') });
/** A tool surface: 2–4 tools (hostile names included), each with 1–3 arguments. */
export const toolSurfaceArb = fc
    .uniqueArray(fc.constantFrom(...TOOL_NAMES), { minLength: 2, maxLength: 4 })
    .chain((names) => fc.tuple(...names.map((name) => fc.subarray([...ARG_NAMES], { minLength: 1, maxLength: 3 }).map((args) => ({ name, args })))));
/** A rule for one tool of a surface. */
export function ruleArb(tool) {
    return fc.record({ tool: fc.constant(tool.name), scope: scopeArb(tool.args), stage: stageArb });
}
/**
 * A policy over a surface: one rule per tool, and now and then a second rule for a tool (which a
 * parser refuses, but a policy built in code may hold: read as the conjunction).
 */
export function policyArb(surface, opts = {}) {
    const base = fc.tuple(...surface.map((t) => ruleArb(t)));
    if (opts.duplicates === false)
        return base.map((rules) => ({ rules }));
    return fc
        .tuple(base, fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...surface).chain((t) => ruleArb(t)) }))
        .map(([rules, extra]) => ({ rules: extra === null ? rules : [...rules, extra] }));
}
/** A surface with a policy over it. */
export const surfacePolicyArb = toolSurfaceArb.chain((surface) => policyArb(surface).map((policy) => ({ surface, policy })));
/** A policy over a generated surface. */
export const anyPolicyArb = surfacePolicyArb.map((x) => x.policy);
function argNamesOf(p, tool) {
    return [...new Set(p.rules.filter((r) => r.tool === tool).flatMap((r) => Object.keys(r.scope.args)))];
}
/** A proposal for a policy: narrowing, widening, silent, repeated and unknown-tool rules all occur. */
export function proposalArb(p) {
    const tools = [...new Set(p.rules.map((r) => r.tool))];
    const rule = fc
        .oneof({ weight: 8, arbitrary: fc.constantFrom(...tools) }, { weight: 1, arbitrary: fc.constant(UNKNOWN_TOOL) })
        .chain((tool) => fc.record({
        tool: fc.constant(tool),
        scope: fc.option(scopeArb(argNamesOf(p, tool).length > 0 ? argNamesOf(p, tool) : ARG_NAMES.slice(0, 2)), { nil: undefined }),
        stage: fc.option(stageArb, { nil: undefined }),
    }))
        .map((r) => {
        const out = { tool: r.tool };
        if (r.scope !== undefined)
            out.scope = r.scope;
        if (r.stage !== undefined)
            out.stage = r.stage;
        return out;
    });
    return fc.array(rule, { maxLength: tools.length + 2 }).map((rules) => ({ rules }));
}
/** Values worth trying against scopes: their own constraint values and twins, range edges, addresses in their domains. */
export function interestingValues(scopes, arg) {
    const out = [];
    for (const s of scopes) {
        const a = Object.hasOwn(s.args, arg) ? s.args[arg] : undefined;
        if (a === undefined)
            continue;
        for (const v of a.oneOf ?? []) {
            out.push(v);
            if (typeof v === 'string')
                out.push(...twins(v));
        }
        for (const b of [a.range?.min, a.range?.max])
            if (b !== undefined && Number.isFinite(b))
                out.push(b, b - 1, b + 0.5);
        for (const p of a.patterns ?? []) {
            const lit = p.replace(/[\^$\\]/g, '');
            out.push(lit, ...twins(lit));
        }
        for (const d of a.domains ?? [])
            out.push(d, `x@${d.trim().replace(/^@/, '')}`, ...twins(d));
    }
    return out;
}
/** Argument objects for calls, biased towards the values the given scopes talk about. */
export function argsArb(scopes, argNames) {
    const valueFor = (arg) => {
        const own = interestingValues(scopes, arg);
        const single = own.length > 0 ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: leafValue }) : leafValue;
        return fc.oneof({ weight: 6, arbitrary: single }, { weight: 1, arbitrary: fc.array(single, { maxLength: 3 }) }, { weight: 1, arbitrary: fc.constant(undefined) });
    };
    return fc.tuple(...argNames.map((n) => valueFor(n).map((v) => [n, v]))).map((vs) => record(vs.filter((x) => x[1] !== undefined)));
}
/** A call against one or more policies: mostly to their tools, sometimes to one none has a rule for. */
export function callArb(...ps) {
    const rules = ps.flatMap((p) => p.rules);
    const tools = [...new Set(rules.map((r) => r.tool))];
    const tool = tools.length > 0 ? fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...tools) }, { weight: 1, arbitrary: fc.constant(UNKNOWN_TOOL) }) : fc.constant(UNKNOWN_TOOL);
    return tool.chain((t) => {
        const mine = rules.filter((r) => r.tool === t);
        const names = [...new Set([...mine.flatMap((r) => Object.keys(r.scope.args)), 'to'])];
        return argsArb(mine.map((r) => r.scope), names).map((args) => ({ tool: t, args }));
    });
}
/** Handoff messages: task sentences, with hostile text mixed in. */
export const handoffMessageArb = fc
    .array(fc.oneof(fc.constantFrom('Email the invoice summary to ann@acme.example.', 'Do not contact eve@evil.example.', 'Pay up to 250 EUR to Northwind.', 'Post the update in #finance.', 'Only internal recipients.'), fc.constantFrom(...STRINGS), fc.string({ unit: 'grapheme', maxLength: 30 })), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join(' '));
export const graphArb = fc
    .integer({ min: 1, max: 5 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => fc.tuple(fc.nat(i), handoffMessageArb))))
    .map((links) => ({
    agents: ['a0', ...links.map((_, i) => `a${i + 1}`)],
    edges: links.map(([parent, message], i) => ({ from: `a${parent}`, to: `a${i + 1}`, message })),
}));
