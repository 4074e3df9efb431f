/**
 * Repairs of the inputs behind issue 31's findings 1–4, so a test can show that a property (the
 * testing kit's, the Biscuit oracle's) finds one finding alone on the lattice before the issue
 * (test/fixtures/lattice-v0): the inputs of every other finding repaired away, only that one can show.
 * Finding i is a cause of a counterexample when repairing just its kind of input (blank abouts
 * dropped; text made ASCII; "__proto__" renamed; non-finite numbers and second rules for a tool
 * removed) makes the property hold on it.
 */
type Json = unknown;
const deep = (v: Json, f: (v: Json, key: string | null) => Json, key: string | null = null): Json => {
  const w = f(v, key);
  if (Array.isArray(w)) return w.map((x) => deep(x, f)).filter((x) => x !== DROP);
  if (w !== null && typeof w === 'object') {
    // plain objects, as the arbitraries make them (Object.fromEntries: "__proto__" an own key)
    const out: Array<[string, Json]> = [];
    for (const k of Object.keys(w)) {
      const x = deep((w as Record<string, Json>)[k], f, k);
      if (x !== DROP) out.push([k === '__proto__' && repairingProto ? 'proto_' : k, x]);
    }
    const copy = Object.fromEntries(out);
    // a prototype the old lattice set by assigning to "__proto__" (finding 3) stays, except in that repair
    if (!repairingProto) Object.setPrototypeOf(copy, Object.getPrototypeOf(w) as object | null);
    return copy;
  }
  return w;
};
const DROP = Symbol('drop');
let repairingProto = false;
const repairs: Record<number, (v: Json) => Json> = {
  1: (v) => deep(v, (x, k) => (k === 'about' && Array.isArray(x) ? x.filter((t) => typeof t !== 'string' || t.trim() !== '') : x)),
  2: (v) => deep(v, (x) => (typeof x === 'string' ? x.normalize('NFKD').replace(/[^\x00-\x7f]/g, '') : x)),
  3: (v) => {
    repairingProto = true;
    try {
      return deep(v, (x) => (x === '__proto__' ? 'proto_' : x));
    } finally {
      repairingProto = false;
    }
  },
  4: (v) => dropDuplicateRules(dropNonFinite(v)),
};

/** Finding 4's first half repaired: non-finite numbers removed. */
export function dropNonFinite(v: Json): Json {
  return deep(v, (x) => (typeof x === 'number' && !Number.isFinite(x) ? DROP : x));
}

/** Finding 4's second half repaired: second rules for a tool removed. */
export function dropDuplicateRules(v: Json): Json {
  return deep(v, (x, k) => (k === 'rules' && Array.isArray(x) ? x.filter((r, i) => x.findIndex((q) => (q as { tool: string }).tool === (r as { tool: string }).tool) === i) : x));
}

/** The findings the repairs know. */
export const FINDINGS = [1, 2, 3, 4] as const;

/** A copy of a value with the inputs of every finding but `only` repaired away, and then `also` applied. */
export function repairAllBut(only: number, also: (v: Json) => Json = (v) => v): <T>(v: T) => T {
  return <T>(v: T): T => also(FINDINGS.filter((i) => i !== only).reduce((x, i) => repairs[i]!(x), v as Json)) as T;
}
