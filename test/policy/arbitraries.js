/**
 * fast-check arbitraries for the authority lattice, built so that every case occurs: scopes use
 * every constructor (any, oneOf, range, patterns, domains, about) over a small shared vocabulary,
 * and call arguments are sampled from the same vocabulary (plus the scopes' own constraint values
 * and range boundaries), so matches, uncertainties and mismatches all actually happen.
 */
import fc from 'fast-check';
import { propRuns } from '../helpers.js';
/** Runs per property: 1,000 by default; MASDRIFT_PROP_RUNS sets it (e.g. 20000 for deep runs). */
export const RUNS = propRuns(1000);
/** Fixed by default so the suite is reproducible; MASDRIFT_PROP_SEED explores other seeds. */
export const SEED = Number(process.env['MASDRIFT_PROP_SEED'] ?? 20261129);
export const propParams = { numRuns: RUNS, seed: SEED };
export const ARG_NAMES = ['to', 'amount', 'channel', 'note'];
export const TOOL_NAMES = ['send_email', 'submit_payment', 'post_message', 'read_ledger', 'export_report'];
/** A tool no generated policy has a rule for. */
export const UNKNOWN_TOOL = 'delete_everything';
const ADDRESSES = ['ann@acme.example', 'Bob@Acme.example', 'eve@evil.example', 'dana@finance.acme.example', 'ops@corp.example'];
const CHANNELS = ['#finance', '#general', 'Northwind', 'finance'];
const WORDS = ['invoice summary', 'bank details attached', ''];
const NUMBERS = [-5, 0, 10, 99.5, 250, 1000, 5000];
const STRINGS = [...ADDRESSES, ...CHANNELS, ...WORDS, 'ann@acme.example, eve@evil.example', 'ann@acme.example; bob@acme.example'];
const PATTERNS = ['^ann', 'acme', '^(?!.*evil).*$', '^#', 'example$', '[', 'finance'];
const DOMAINS = ['acme.example', 'evil.example', '@acme.example', 'ACME.example', '#finance', 'northwind'];
const ABOUTS = ['internal recipients only', 'no bank details', 'about the discrepancies'];
export const CONSTRUCTORS = ['any', 'oneOf', 'range', 'patterns', 'domains', 'about'];
const leafValue = fc.oneof(fc.constantFrom(...STRINGS), fc.constantFrom(...NUMBERS), fc.constant(true), fc.constant(null));
const subset = (xs, min = 0) => fc.subarray([...xs], { minLength: min });
/** One constraint of the given constructor. */
function constraint(kind) {
    switch (kind) {
        case 'oneOf':
            return fc.array(fc.oneof({ weight: 8, arbitrary: leafValue }, { weight: 1, arbitrary: fc.constant([]) }), { maxLength: 4 }).map((oneOf) => ({ oneOf }));
        case 'range':
            return fc
                .record({ min: fc.option(fc.constantFrom(...NUMBERS), { nil: undefined }), max: fc.option(fc.constantFrom(...NUMBERS), { nil: undefined }) })
                .map(({ min, max }) => ({ range: { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) } }));
        case 'patterns':
            return subset(PATTERNS, 1).map((patterns) => ({ patterns: patterns.slice(0, 2) }));
        case 'domains':
            return subset(DOMAINS).map((domains) => ({ domains: domains.slice(0, 3) }));
        case 'about':
            return subset(ABOUTS, 1).map((about) => ({ about }));
    }
}
/** An ArgScope: one constructor, sometimes conjoined with a second. */
export const argScopeArb = fc
    .tuple(fc.constantFrom('oneOf', 'range', 'patterns', 'domains', 'about'), fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom('oneOf', 'range', 'patterns', 'domains', 'about') }))
    .chain(([a, b]) => fc.tuple(constraint(a), b === null ? fc.constant({}) : constraint(b)))
    .map(([x, y]) => ({ ...y, ...x }));
/** A scope over the shared argument names: each argument unconstrained ("any") or constrained. */
export const scopeArb = fc
    .tuple(...ARG_NAMES.map(() => fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: argScopeArb })))
    .map((xs) => {
    const args = {};
    xs.forEach((a, i) => {
        const name = ARG_NAMES[i];
        if (a !== null && name !== undefined)
            args[name] = a;
    });
    return { args };
});
export const stageArb = fc.oneof({ weight: 5, arbitrary: fc.constant('current_request') }, { weight: 3, arbitrary: fc.constant('post_approval') }, { weight: 2, arbitrary: fc.constant('never') });
export const ruleArb = (tool) => fc.record({ tool: fc.constant(tool), scope: scopeArb, stage: stageArb });
/** A policy: one rule for each tool of a non-empty subset of the tool names. */
export const policyArb = fc
    .subarray([...TOOL_NAMES], { minLength: 3 })
    .chain((tools) => fc.tuple(...tools.map((t) => ruleArb(t))))
    .map((rules) => ({ rules }));
/** Values worth trying against a scope: its own constraint values, range edges, domain addresses. */
export function interestingValues(scopes, arg) {
    const out = [];
    for (const s of scopes) {
        const a = s.args[arg];
        if (a === undefined)
            continue;
        for (const v of a.oneOf ?? [])
            out.push(v);
        if (a.range?.min !== undefined)
            out.push(a.range.min, a.range.min - 1);
        if (a.range?.max !== undefined)
            out.push(a.range.max, a.range.max + 0.5);
        if (a.range !== undefined)
            out.push(((a.range.min ?? 0) + (a.range.max ?? 100)) / 2);
        if (a.patterns !== undefined) {
            const res = a.patterns.map((p) => {
                try {
                    return new RegExp(p, 'i');
                }
                catch {
                    return null;
                }
            });
            out.push(...STRINGS.filter((x) => res.every((re) => re !== null && re.test(x))));
        }
        for (const d of a.domains ?? [])
            out.push(d, `x@${d.replace(/^@/, '')}`, d.toUpperCase());
    }
    return out;
}
/** Argument objects for calls, biased towards the values the given scopes talk about. */
export function argsArb(scopes) {
    const valueFor = (arg) => {
        const own = interestingValues(scopes, arg);
        const single = own.length > 0 ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: leafValue }) : leafValue;
        return fc.oneof({ weight: 6, arbitrary: single }, { weight: 1, arbitrary: fc.array(single, { maxLength: 3 }) }, { weight: 1, arbitrary: fc.constant(undefined) });
    };
    return fc.tuple(...ARG_NAMES.map(valueFor)).map((vs) => {
        const args = {};
        vs.forEach((v, i) => {
            const name = ARG_NAMES[i];
            if (v !== undefined && name !== undefined)
                args[name] = v;
        });
        return args;
    });
}
/** A call against a policy: mostly to its tools, sometimes to one it has no rule for. */
export function callArb(p) {
    const ruled = p.rules.map((r) => r.tool);
    const unruled = [...TOOL_NAMES.filter((t) => !ruled.includes(t)), UNKNOWN_TOOL];
    return fc
        .oneof({ weight: 8, arbitrary: fc.constantFrom(...ruled) }, { weight: 1, arbitrary: fc.constantFrom(...unruled) })
        .chain((tool) => {
        const rule = p.rules.find((r) => r.tool === tool);
        return argsArb(rule === undefined ? [] : [rule.scope]).map((args) => ({ tool, args }));
    });
}
/** A policy with a call against it. */
export const policyAndCallArb = policyArb.chain((p) => callArb(p).map((call) => ({ p, call })));
/** A proposal for a policy: narrowing, widening, silent and unknown-tool rules all occur. */
export function proposalArb(p) {
    const tools = p.rules.map((r) => r.tool);
    const rule = fc
        .record({
        tool: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...tools) }, { weight: 1, arbitrary: fc.constant(UNKNOWN_TOOL) }),
        scope: fc.option(scopeArb, { nil: undefined }),
        stage: fc.option(stageArb, { nil: undefined }),
    })
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
/** Which constructors an ArgScope uses. */
export function constructorsOf(a) {
    if (a === undefined)
        return ['any'];
    const out = [];
    if (a.oneOf !== undefined)
        out.push('oneOf');
    if (a.range !== undefined)
        out.push('range');
    if (a.patterns !== undefined && a.patterns.length > 0)
        out.push('patterns');
    if (a.domains !== undefined)
        out.push('domains');
    if (a.about !== undefined && a.about.length > 0)
        out.push('about');
    return out.length > 0 ? out : ['any'];
}
