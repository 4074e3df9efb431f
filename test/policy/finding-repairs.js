const deep = (v, f, key = null) => {
    const w = f(v, key);
    if (Array.isArray(w))
        return w.map((x) => deep(x, f)).filter((x) => x !== DROP);
    if (w !== null && typeof w === 'object') {
        // plain objects, as the arbitraries make them (Object.fromEntries: "__proto__" an own key)
        const out = [];
        for (const k of Object.keys(w)) {
            const x = deep(w[k], f, k);
            if (x !== DROP)
                out.push([k === '__proto__' && repairingProto ? 'proto_' : k, x]);
        }
        const copy = Object.fromEntries(out);
        // a prototype the old lattice set by assigning to "__proto__" (finding 3) stays, except in that repair
        if (!repairingProto)
            Object.setPrototypeOf(copy, Object.getPrototypeOf(w));
        return copy;
    }
    return w;
};
const DROP = Symbol('drop');
let repairingProto = false;
const repairs = {
    1: (v) => deep(v, (x, k) => (k === 'about' && Array.isArray(x) ? x.filter((t) => typeof t !== 'string' || t.trim() !== '') : x)),
    2: (v) => deep(v, (x) => (typeof x === 'string' ? x.normalize('NFKD').replace(/[^\x00-\x7f]/g, '') : x)),
    3: (v) => {
        repairingProto = true;
        try {
            return deep(v, (x) => (x === '__proto__' ? 'proto_' : x));
        }
        finally {
            repairingProto = false;
        }
    },
    4: (v) => dropDuplicateRules(dropNonFinite(v)),
};
/** Finding 4's first half repaired: non-finite numbers removed. */
export function dropNonFinite(v) {
    return deep(v, (x) => (typeof x === 'number' && !Number.isFinite(x) ? DROP : x));
}
/** Finding 4's second half repaired: second rules for a tool removed. */
export function dropDuplicateRules(v) {
    return deep(v, (x, k) => (k === 'rules' && Array.isArray(x) ? x.filter((r, i) => x.findIndex((q) => q.tool === r.tool) === i) : x));
}
/** The findings the repairs know. */
export const FINDINGS = [1, 2, 3, 4];
/** A copy of a value with the inputs of every finding but `only` repaired away, and then `also` applied. */
export function repairAllBut(only, also = (v) => v) {
    return (v) => also(FINDINGS.filter((i) => i !== only).reduce((x, i) => repairs[i](x), v));
}
