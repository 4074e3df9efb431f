/**
 * Indexed walks over lists that may be frozen. The task's lists, the plans' agent infos and the
 * readings are deep-frozen, and on Node 20 the array builtins that take a callback take a slow path
 * on frozen arrays (`some`/`filter` take 1–2 µs on a handful of items where an indexed loop takes tens
 * of ns; `includes` and `indexOf` stay fast): the simulated agents walk such lists at every turn.
 */

/** Whether some item passes the test (as `some`). */
export function anyItem<T>(items: readonly T[], test: (item: T) => boolean): boolean {
  for (let i = 0; i < items.length; i++) if (test(items[i] as T)) return true;
  return false;
}
