import { NO_DEFENSE, canonicalDefenseId, defenseAliases, defenseNames } from '../defenses/registry.js';
import { registryOrder, splitAxisList } from './axis-list.js';

/**
 * The defense axis. Its values come from the defenses registry (src/defenses/registry.ts): the
 * undefended condition, every registered defense, and combinations written `a+b`, each put in the
 * registry's fixed order (`chain+source` is `source+chain`) — so the check, the identity string and
 * the report's order are the registry's. A defense registered later (a plug-in) joins the axis.
 */
const known = (): string[] => [NO_DEFENSE, ...defenseNames({ all: true })];

export { NO_DEFENSE };
/** The shipped values (what `all` meant before plug-ins: the grid's default). */
export const DEFENSES: readonly string[] = known();
export const DEFAULT_DEFENSES: readonly string[] = DEFENSES;
export const DEFENSE_HELP = `defenses: ${DEFENSES.join(',')}, combinations joined by + (source+chain), or all`;

/**
 * The help line at the time a command is built, when every plug-in module has registered: the
 * default grid's defenses, then those only named on purpose (the anti-mosaic guard's layers, which
 * `all` leaves out) and the aliases.
 */
export function defenseHelp(): string {
  const extra = [...defenseNames().filter((n) => !DEFENSES.includes(n)), ...defenseAliases().keys()];
  return extra.length ? `${DEFENSE_HELP}; also ${extra.join(', ')} (not in all)` : DEFENSE_HELP;
}

/** `--defense`: a list of defense specs, each canonical. */
export function parseDefenses(text: string): string[] {
  const check = (v: string): string | null => {
    try {
      canonicalDefenseId(v);
      return null;
    } catch {
      return `known: ${known().join(', ')}; combine with +, e.g. source+chain`;
    }
  };
  return [...new Set(splitAxisList('defense', text, known(), check).map(canonicalDefenseId))];
}

/** The runtime's value for a defense spec (checked, canonical). */
export function defenseOf(spec: string): string {
  return canonicalDefenseId(spec);
}

/** What a defense spec puts in the run identity: its canonical string (`none`, `source`, `chain` as every run id so far). */
export function defenseIdentity(spec: string): string {
  return canonicalDefenseId(spec);
}

/** The report's order of defenses: "none" first, then the registry's; combinations and unknown ones after, sorted. */
export function orderDefenses(values: Iterable<string>): string[] {
  return registryOrder(known(), values);
}
