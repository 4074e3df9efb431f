/**
 * A bounded memo of a pure function of a string (cleared when full, so a long grid never grows it
 * past `limit` entries). The values are shared by every caller: they must never be mutated.
 */
export function boundedMemo<T>(limit: number, f: (key: string) => T): (key: string) => T {
  const map = new Map<string, T>();
  return (key) => {
    let v = map.get(key);
    if (v === undefined) {
      v = f(key);
      if (map.size >= limit) map.clear();
      map.set(key, v);
    }
    return v;
  };
}

/**
 * A memo of a pure function of two objects, held weakly by both: an entry goes when either key does,
 * so it needs no bound. The values are shared by every caller: they must never be mutated.
 */
export function weakPairMemo<A extends object, B extends object, V>(make: (a: A, b: B) => V): (a: A, b: B) => V {
  const byFirst = new WeakMap<A, WeakMap<B, V>>();
  return (a, b) => {
    let bySecond = byFirst.get(a);
    if (bySecond === undefined) {
      bySecond = new WeakMap();
      byFirst.set(a, bySecond);
    }
    let v = bySecond.get(b);
    if (v === undefined) {
      v = make(a, b);
      bySecond.set(b, v);
    }
    return v;
  };
}
