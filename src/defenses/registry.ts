import type { Defense } from '../contracts/defense.js';
import { usageError } from '../util/user-error.js';
import { chain } from './chain.js';
import { source } from './source.js';

/**
 * The defenses, in their fixed order: a combination always composes (and is written) in this order,
 * whatever order it was given in, so `chain+source` and `source+chain` are one cell with one run id.
 * Adding a defense: its module in src/defenses/ and one line here.
 */
const SHIPPED: readonly Defense[] = [
  source,
  chain,
];

const registered: Defense[] = [...SHIPPED];
const byName = new Map<string, Defense>(registered.map((d) => [d.name, d]));

/** How a combination is written on the command line and in the run identity: names joined by this. */
export const DEFENSE_JOINER = '+';
/** The identity of the undefended run (no defense). */
export const NO_DEFENSE = 'none';
const NAME = /^[a-z][a-z0-9-]*$/;

/**
 * Add a defense after the shipped ones (a plug-in, a test fixture). It must be registered in every
 * thread that runs it: a worker thread loads the registry afresh.
 */
export function registerDefense(d: Defense): void {
  if (!NAME.test(d.name) || d.name === NO_DEFENSE) throw new Error(`a defense name is lower case letters, digits and '-', not "${NO_DEFENSE}": got "${d.name}"`);
  const known = byName.get(d.name);
  if (known === d) return;
  if (known) throw new Error(`defense "${d.name}" is already registered`);
  registered.push(d);
  byName.set(d.name, d);
}

/**
 * Aliases: one name for a combination that acts as one (the guard's three layers are `guard`). An
 * alias expands where it is written, and a combination holding all of an alias's members is
 * written with the alias (at its first member's place), so `guard` and its spelled-out layers are
 * one cell with one run id.
 */
const aliases = new Map<string, readonly string[]>();

/** Add an alias for registered defenses (idempotent for the same members). */
export function registerDefenseAlias(name: string, members: readonly string[]): void {
  if (!NAME.test(name) || name === NO_DEFENSE || byName.has(name)) throw new Error(`defense alias "${name}": a free lower-case name other than "${NO_DEFENSE}" and the defenses'`);
  const missing = members.filter((m) => !byName.has(m));
  if (missing.length || members.length < 2) throw new Error(`defense alias "${name}": needs two or more registered defenses (unknown: ${missing.join(', ') || 'none'})`);
  const known = aliases.get(name);
  if (known && known.join() !== members.join()) throw new Error(`defense alias "${name}" is already registered for ${known.join(DEFENSE_JOINER)}`);
  aliases.set(name, [...members]);
}

/** The registered aliases and their members. */
export function defenseAliases(): ReadonlyMap<string, readonly string[]> {
  return aliases;
}

/** The registered defense names, in their fixed order (`all`: those that join every grid, see Defense.inAll). */
export function defenseNames(opts: { all?: boolean } = {}): string[] {
  return registered.filter((d) => !opts.all || d.inAll !== false).map((d) => d.name);
}

/** The registered defenses, in their fixed order. */
export function registeredDefenses(): readonly Defense[] {
  return registered;
}

/** The identity string of a combination (`none` for no defense): the names in the fixed order, joined. */
export function defenseId(defenses: readonly Defense[]): string {
  if (defenses.length === 0) return NO_DEFENSE;
  let names = [...defenses].sort((a, b) => rank(a) - rank(b)).map((d) => d.name);
  for (const [alias, members] of aliases) {
    if (!members.every((m) => names.includes(m))) continue;
    const at = names.indexOf(members[0] as string);
    names = names.flatMap((n, i) => (i === at ? [alias] : members.includes(n) ? [] : [n]));
  }
  return names.join(DEFENSE_JOINER);
}

const rank = (d: Defense): number => registered.indexOf(d);

/**
 * The defenses a spec names (`none`, `source`, `source+chain`, …), in the fixed order; each at most
 * once. Unknown names, `none` combined with others, and repeats are usage errors naming the spec.
 */
export function parseDefenses(spec: string): readonly Defense[] {
  const cached = parsed.get(spec);
  if (cached) return cached;
  const names = spec.split(DEFENSE_JOINER).map((s) => s.trim()).flatMap((n) => aliases.get(n) ?? [n]);
  if (names.length === 1 && names[0] === NO_DEFENSE) return remember(spec, []);
  const out: Defense[] = [];
  for (const name of names) {
    if (name === NO_DEFENSE) throw usageError(`defense "${spec}": "${NO_DEFENSE}" cannot be combined with other defenses`);
    const d = byName.get(name);
    if (!d) throw usageError(`defense "${spec}": unknown defense "${name}" (known: ${[NO_DEFENSE, ...defenseNames(), ...aliases.keys()].join(', ')}; combine with "${DEFENSE_JOINER}", e.g. source${DEFENSE_JOINER}chain)`);
    if (out.includes(d)) throw usageError(`defense "${spec}": "${name}" is named twice`);
    out.push(d);
  }
  return remember(spec, out.sort((a, b) => rank(a) - rank(b)));
}

// A grid parses the same few specs for every run.
const parsed = new Map<string, readonly Defense[]>();
function remember(spec: string, ds: readonly Defense[]): readonly Defense[] {
  const frozen = Object.freeze(ds.slice());
  parsed.set(spec, frozen);
  return frozen;
}

/** The canonical identity string of a spec (`chain+source` → `source+chain`; `none` stays `none`). */
export function canonicalDefenseId(spec: string): string {
  return defenseId(parseDefenses(spec));
}
