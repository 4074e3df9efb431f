import { DefenseSchema, type Defense } from '../domain/trajectory.js';
import { oneOf, registryOrder, splitAxisList } from './axis-list.js';

/**
 * The defense axis. Its known values come from ONE line, below: today the trajectory schema's list;
 * the defenses registry (src/defenses/registry.ts: names, parseDefenses, identity strings) replaces
 * it, and with it the check, the identity string and the order of a combination.
 */
const KNOWN: readonly string[] = DefenseSchema.options;

export const DEFENSES: readonly string[] = KNOWN;
/** The undefended condition every contrast is paired against. */
export const NO_DEFENSE = 'none';
export const DEFAULT_DEFENSES: readonly string[] = KNOWN;
export const DEFENSE_HELP = `defenses: ${KNOWN.join(',')} or all`;

/** `--defense`: a list of defense specs. */
export function parseDefenses(text: string): string[] {
  return splitAxisList('defense', text, KNOWN, oneOf(KNOWN));
}

/** The runtime's value for a defense spec (checked). */
export function defenseOf(spec: string): Defense {
  const d = DefenseSchema.safeParse(spec);
  if (!d.success) throw new Error(`unknown defense "${spec}" (known: ${KNOWN.join(', ')})`);
  return d.data;
}

/** What a defense spec puts in the run identity (today: its name, as every run id so far was made). */
export function defenseIdentity(spec: string): string {
  return spec;
}

/** The report's order of defenses: the registry's, "none" first; unknown ones (a newer build's) after, sorted. */
export function orderDefenses(values: Iterable<string>): string[] {
  return registryOrder(KNOWN, values);
}
