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
