/**
 * How every grid axis is written on the command line: a comma-separated list of values, each once, in
 * the order given; "all" (alone) stands for every known value. Each axis checks its own values; the
 * error names the axis and what was expected, and the CLI turns it into a usage error.
 */
export function splitAxisList(axis: string, text: string, known: readonly string[], check: (value: string) => string | null): string[] {
  // "all" stands for every known value where it is written, so it combines with others ("all,my-graph.json")
  const items = text.split(',').map((s) => s.trim()).filter(Boolean).flatMap((i) => (i === 'all' ? [...known] : [i]));
  if (items.length === 0) throw new Error(`empty ${axis} list`);
  for (const i of items) {
    const problem = check(i);
    if (problem) throw new Error(`unknown ${axis} "${i}" (${problem})`);
  }
  return [...new Set(items)];
}

/** The check of an axis whose values are a closed list. */
export function oneOf(known: readonly string[]): (value: string) => string | null {
  return (v) => (known.includes(v) ? null : `expected one of: ${known.join(', ')}, or all`);
}

/** Order values the way the registry lists them; values it does not know follow, sorted. */
export function registryOrder(known: readonly string[], values: Iterable<string>): string[] {
  const rank = (v: string): number => {
    const i = known.indexOf(v);
    return i < 0 ? known.length : i;
  };
  return [...new Set(values)].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}
