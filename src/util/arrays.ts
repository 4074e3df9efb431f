/** The same items (by identity) in the same order. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** How many items of a list a set holds. */
export function countIn(items: readonly string[], set: ReadonlySet<string>): number {
  let n = 0;
  for (const item of items) if (set.has(item)) n++;
  return n;
}
