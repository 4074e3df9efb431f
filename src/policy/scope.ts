/**
 * Scopes: per-argument constraints with a subset order, a meet and a three-valued resolver.
 *
 * Semantics of one argument value v against an ArgScope (all present constraints must hold):
 * - Absent argument (undefined or null): `match` when the scope says nothing about it, otherwise
 *   `uncertain` — the call leaves the value to the tool's default, which the monitor cannot see,
 *   so it asks rather than guesses.
 * - List-valued argument (e.g. recipients): nested lists are flattened and EACH element must
 *   satisfy every decidable constraint; an empty list satisfies them vacuously (it names nobody).
 * - oneOf: the element equals a listed value (strings compared case-insensitively, others by
 *   deep equality).
 * - range: the element is a finite number within [min, max].
 * - patterns / domains: a string element is read as a recipient list — split on "," and ";" —
 *   and every part must match every pattern (case-insensitive regular expressions) and, for
 *   domains, be an address whose domain (after the last "@") is listed, or equal a listed entry
 *   (a channel or party name). Non-string elements fail these constraints.
 * - about: free-text conditions no rule can decide; a present argument that passes the decidable
 *   constraints resolves to `uncertain`.
 * A scope resolves to the worst over its arguments: mismatch ≻ uncertain ≻ match.
 */
import { canonicalJson } from '../util/canonical.js';
import type { JsonObject, JsonValue } from '../domain/json.js';
import type { ArgScope, Resolution, Scope } from './schema.js';

const RES_RANK: Record<Resolution, number> = { match: 0, uncertain: 1, mismatch: 2 };

/** Strictness rank of a resolution: match 0 ≺ uncertain 1 ≺ mismatch 2. */
export function resolutionRank(r: Resolution): number {
  return RES_RANK[r];
}

/** The scope that constrains nothing. */
export const anyScope = (): Scope => ({ args: {} });

const regexCache = new Map<string, RegExp | null>();
function compiled(pattern: string): RegExp | null {
  let re = regexCache.get(pattern);
  if (re === undefined) {
    try {
      re = new RegExp(pattern, 'i');
    } catch {
      re = null; // an invalid pattern matches nothing: fail closed
    }
    regexCache.set(pattern, re);
  }
  return re;
}

function leaves(v: JsonValue): JsonValue[] {
  return Array.isArray(v) ? v.flatMap(leaves) : [v];
}

/** Recipient-list reading of a string: its ","/";"-separated parts (at least one part). */
export function stringParts(s: string): string[] {
  const parts = s.split(/[,;]/).map((p) => p.trim()).filter((p) => p.length > 0);
  return parts.length > 0 ? parts : [s.trim()];
}

function normDomain(d: string): string {
  return d.trim().toLowerCase().replace(/^@+/, '');
}

function valueEq(a: JsonValue, b: JsonValue): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  return canonicalJson(a) === canonicalJson(b);
}

function partInDomains(part: string, domains: readonly string[]): boolean {
  const p = part.toLowerCase();
  const at = p.lastIndexOf('@');
  const dom = at >= 0 ? p.slice(at + 1) : null;
  return domains.some((d) => {
    const nd = normDomain(d);
    return p === nd || p === d.trim().toLowerCase() || (dom !== null && dom === nd);
  });
}

type Decidable = 'oneOf' | 'range' | 'patterns' | 'domains';

/** Does one leaf satisfy one decidable constraint of an ArgScope? */
function leafSatisfies(kind: Decidable, a: ArgScope, leaf: JsonValue): boolean {
  switch (kind) {
    case 'oneOf':
      return (a.oneOf ?? []).some((x) => !Array.isArray(x) && valueEq(leaf, x));
    case 'range': {
      if (typeof leaf !== 'number' || !Number.isFinite(leaf)) return false;
      const r = a.range ?? {};
      return (r.min === undefined || leaf >= r.min) && (r.max === undefined || leaf <= r.max);
    }
    case 'patterns':
      if (typeof leaf !== 'string') return false;
      return stringParts(leaf).every((part) =>
        (a.patterns ?? []).every((p) => {
          const re = compiled(p);
          return re !== null && re.test(part);
        }),
      );
    case 'domains':
      if (typeof leaf !== 'string') return false;
      return stringParts(leaf).every((part) => partInDomains(part, a.domains ?? []));
  }
}

function present(a: ArgScope): Decidable[] {
  const out: Decidable[] = [];
  if (a.oneOf !== undefined) out.push('oneOf');
  if (a.range !== undefined) out.push('range');
  if (a.patterns !== undefined && a.patterns.length > 0) out.push('patterns');
  if (a.domains !== undefined) out.push('domains');
  return out;
}

function constrains(a: ArgScope | undefined): a is ArgScope {
  return a !== undefined && (present(a).length > 0 || (a.about !== undefined && a.about.length > 0));
}

/** Resolution of one argument value against one ArgScope; `failed` names the failing constraint. */
export function resolveArg(a: ArgScope | undefined, v: JsonValue | undefined): { resolution: Resolution; failed: string | null } {
  if (!constrains(a)) return { resolution: 'match', failed: null };
  if (v === undefined || v === null) return { resolution: 'uncertain', failed: 'absent' };
  const ls = leaves(v);
  for (const kind of present(a)) {
    if (!ls.every((l) => leafSatisfies(kind, a, l))) return { resolution: 'mismatch', failed: kind };
  }
  if (a.about !== undefined && a.about.length > 0) return { resolution: 'uncertain', failed: 'about' };
  return { resolution: 'match', failed: null };
}

/** Detailed resolution: the outcome and the argument (with constraint) that decided it. */
export function resolveDetailed(s: Scope, args: JsonObject): { resolution: Resolution; arg: string | null; constraint: string | null } {
  let best: { resolution: Resolution; arg: string | null; constraint: string | null } = { resolution: 'match', arg: null, constraint: null };
  for (const name of Object.keys(s.args).sort()) {
    const r = resolveArg(s.args[name], args[name]);
    if (RES_RANK[r.resolution] > RES_RANK[best.resolution]) {
      best = { resolution: r.resolution, arg: name, constraint: r.failed };
      if (r.resolution === 'mismatch') break;
    }
  }
  return best;
}

/** resolve(scope, args): mismatch when a decidable constraint fails, uncertain when only free-text (or absent) arguments remain undecided, match otherwise. */
export function resolve(s: Scope, args: JsonObject): Resolution {
  return resolveDetailed(s, args).resolution;
}

/** Sampled semantics for tests: could these arguments be inside the scope (not a mismatch)? */
export function matchesScope(s: Scope, args: JsonObject): boolean {
  return resolve(s, args) !== 'mismatch';
}

function dedupeSorted<T extends JsonValue>(xs: readonly T[]): T[] {
  const m = new Map<string, T>();
  for (const x of xs) m.set(canonicalJson(x), x);
  return [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, x]) => x);
}

/** Canonical form of one ArgScope, or null when it constrains nothing. */
export function normalizeArgScope(a: ArgScope): ArgScope | null {
  const out: ArgScope = {};
  if (a.oneOf !== undefined) out.oneOf = dedupeSorted(a.oneOf);
  if (a.range !== undefined) {
    const r: { min?: number; max?: number } = {};
    if (a.range.min !== undefined) r.min = a.range.min;
    if (a.range.max !== undefined) r.max = a.range.max;
    out.range = r;
  }
  if (a.patterns !== undefined && a.patterns.length > 0) out.patterns = dedupeSorted(a.patterns);
  if (a.domains !== undefined) out.domains = dedupeSorted(a.domains.map((d) => d.trim().toLowerCase()));
  if (a.about !== undefined) {
    const ab = dedupeSorted(a.about.map((t) => t.trim()).filter((t) => t.length > 0));
    if (ab.length > 0) out.about = ab;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** Canonical form of a scope: arguments sorted, values deduplicated, trivial constraints dropped. */
export function normalizeScope(s: Scope): Scope {
  const args: Record<string, ArgScope> = {};
  for (const name of Object.keys(s.args).sort()) {
    const a = s.args[name];
    const n = a === undefined ? null : normalizeArgScope(a);
    if (n !== null) args[name] = n;
  }
  return { args };
}

/** True when no non-empty list can satisfy a's decidable constraints (empty oneOf/domains, inverted range). */
function unsatisfiable(a: ArgScope): boolean {
  if (a.oneOf !== undefined && a.oneOf.every((x) => Array.isArray(x))) return true;
  if (a.domains !== undefined && a.domains.length === 0) return true;
  if (a.range !== undefined && a.range.min !== undefined && a.range.max !== undefined && a.range.min > a.range.max) return true;
  return false;
}

const ascii = (s: string): boolean => /^[\x20-\x7e]*$/.test(s);

/** Does a's constraint set imply b's decidable constraint `kind` for every value? (sound, not complete) */
function implies(a: ArgScope, b: ArgScope, kind: Decidable): boolean {
  if (unsatisfiable(a)) return true;
  // a oneOf set whose every member satisfies b's constraint implies it (ASCII strings only, so that
  // every case variant the case-insensitive comparison admits satisfies it too)
  if (a.oneOf !== undefined) {
    const members = a.oneOf.filter((x) => !Array.isArray(x));
    if (members.every((m) => (typeof m !== 'string' || ascii(m)) && leafSatisfies(kind, b, m))) return true;
  }
  switch (kind) {
    case 'oneOf': {
      const bo = (b.oneOf ?? []).filter((y) => !Array.isArray(y));
      return a.oneOf !== undefined && a.oneOf.every((m) => Array.isArray(m) || bo.some((y) => valueEq(m, y)));
    }
    case 'range': {
      if (a.range === undefined) return false;
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
      if (a.domains === undefined) return false;
      const bd = (b.domains ?? []).map((d) => d.trim().toLowerCase());
      const bn = new Set([...bd, ...bd.map(normDomain)]);
      // an entry of a stands for "x@entry" addresses and the literal entry; both must be admitted by b
      return a.domains.every((d) => bn.has(normDomain(d)) && bn.has(d.trim().toLowerCase()));
    }
  }
}

/** a ⊆ b for one argument (undefined = unconstrained). */
export function argScopeLeq(a: ArgScope | undefined, b: ArgScope | undefined): boolean {
  if (!constrains(b)) return true;
  if (!constrains(a)) return false;
  for (const kind of present(b)) if (!implies(a, b, kind)) return false;
  const aboutA = new Set((a.about ?? []).map((t) => t.trim()));
  return (b.about ?? []).map((t) => t.trim()).filter((t) => t.length > 0).every((t) => aboutA.has(t));
}

/** a ⊆ b: every argument tuple inside a is inside b (sound: true only when that holds). */
export function scopeLeq(a: Scope, b: Scope): boolean {
  return Object.keys(b.args).every((name) => argScopeLeq(a.args[name], b.args[name]));
}

/** Semantic equality as far as the order can tell: a ⊆ b and b ⊆ a. */
export function scopeEquiv(a: Scope, b: Scope): boolean {
  return scopeLeq(a, b) && scopeLeq(b, a);
}

function meetArg(a: ArgScope, b: ArgScope): ArgScope {
  const out: ArgScope = {};
  if (a.oneOf !== undefined && b.oneOf !== undefined) {
    const bo = b.oneOf;
    out.oneOf = a.oneOf.filter((x) => !Array.isArray(x) && bo.some((y) => !Array.isArray(y) && valueEq(x, y)));
  } else if (a.oneOf !== undefined || b.oneOf !== undefined) {
    out.oneOf = a.oneOf ?? b.oneOf;
  }
  if (a.range !== undefined || b.range !== undefined) {
    const mins = [a.range?.min, b.range?.min].filter((x): x is number => x !== undefined);
    const maxs = [a.range?.max, b.range?.max].filter((x): x is number => x !== undefined);
    const r: { min?: number; max?: number } = {};
    if (mins.length > 0) r.min = Math.max(...mins);
    if (maxs.length > 0) r.max = Math.min(...maxs);
    out.range = r;
  }
  const pats = [...(a.patterns ?? []), ...(b.patterns ?? [])];
  if (pats.length > 0) out.patterns = pats;
  if (a.domains !== undefined && b.domains !== undefined) {
    // keep entries both sides admit in full (as a domain and as a literal), so the result implies each
    const keep = (d: string, other: readonly string[]) => {
      const o = new Set([...other.map((x) => x.trim().toLowerCase()), ...other.map(normDomain)]);
      return o.has(normDomain(d)) && o.has(d.trim().toLowerCase());
    };
    out.domains = [...a.domains.filter((d) => keep(d, b.domains ?? [])), ...b.domains.filter((d) => keep(d, a.domains ?? []))];
  } else if (a.domains !== undefined || b.domains !== undefined) {
    out.domains = a.domains ?? b.domains;
  }
  const about = [...(a.about ?? []), ...(b.about ?? [])];
  if (about.length > 0) out.about = about;
  return out;
}

/** a ∧ b: a scope inside both (the conjunction, with value sets intersected). */
export function meetScope(a: Scope, b: Scope): Scope {
  const args: Record<string, ArgScope> = {};
  for (const name of new Set([...Object.keys(a.args), ...Object.keys(b.args)])) {
    const x = a.args[name];
    const y = b.args[name];
    args[name] = x !== undefined && y !== undefined ? meetArg(x, y) : (x ?? y ?? {});
  }
  return normalizeScope({ args });
}
