/** The same items (by identity) in the same order. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/*
 * Indexed walks over lists that may be frozen. Values shared across runs are deep-frozen (task
 * records, plans' agent infos, readings, policies), and on Node 20 the array builtins that take a
 * callback (`some`, `filter`, `find`) and for-of take a slow path on frozen arrays: about 40× for
 * `some`/`filter` on a handful of items (`includes` and `indexOf` stay fast).
 */

/** Whether some item passes the test (as `some`). */
export function anyItem<T>(items: readonly T[], test: (item: T) => boolean): boolean {
  for (let i = 0; i < items.length; i++) if (test(items[i] as T)) return true;
  return false;
}

/** How many items of a list a set holds. */
export function countIn(items: readonly string[], set: ReadonlySet<string>): number {
  let n = 0;
  for (let i = 0; i < items.length; i++) if (set.has(items[i] as string)) n++;
  return n;
}
