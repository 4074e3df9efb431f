/**
 * Indexed walks over lists that may be frozen. The task's lists, the plans' agent infos and the
 * readings are deep-frozen, and on Node 20 the array builtins take a slow path on frozen arrays
 * (`some`/`filter` ~40× slower on a handful of items, `includes` and for…of several times): the
 * simulated agents walk such lists at every turn.
 */

/** Where the list holds the item, or -1 (as `indexOf`). */
export function indexIn<T>(items: readonly T[], item: T): number {
  for (let i = 0; i < items.length; i++) if (items[i] === item) return i;
  return -1;
}

/** Whether the list holds the item (===, as `includes` but for NaN, which no list here holds). */
export function hasItem<T>(items: readonly T[], item: T): boolean {
  return indexIn(items, item) >= 0;
}

/** Whether some item passes the test (as `some`). */
export function anyItem<T>(items: readonly T[], test: (item: T) => boolean): boolean {
  for (let i = 0; i < items.length; i++) if (test(items[i] as T)) return true;
  return false;
}
