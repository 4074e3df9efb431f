import { canonicalJson } from '../util/canonical.js';
/**
 * The first event where two trajectories differ, in words: which handoff or call (by sequence
 * number) and what changed — or which top-level field, when the events agree.
 */
export function firstDifference(a, b) {
    const events = (t) => [
        ...t.handoffs.map((h) => ({ seq: h.seq, kind: `handoff ${h.from}→${h.to}`, body: canonicalJson(h) })),
        ...t.calls.map((c) => ({ seq: c.seq, kind: `call ${c.agent}.${c.tool}`, body: canonicalJson(c) })),
    ].sort((x, y) => x.seq - y.seq || x.kind.localeCompare(y.kind));
    const ea = events(a);
    const eb = events(b);
    for (let i = 0; i < Math.max(ea.length, eb.length); i++) {
        const x = ea[i];
        const y = eb[i];
        if (!x || !y)
            return `event #${i}: ${x ? `only the stored run has ${x.kind} (seq ${x.seq})` : `only the new run has ${y.kind} (seq ${y.seq})`}`;
        if (x.body !== y.body)
            return `event #${i} (seq ${x.seq}): stored ${x.kind} ${truncate(x.body)} ≠ new ${y.kind} ${truncate(y.body)}`;
    }
    for (const key of Object.keys(a)) {
        if (canonicalJson(a[key]) !== canonicalJson(b[key]))
            return `field ${key}: stored ${truncate(canonicalJson(a[key]))} ≠ new ${truncate(canonicalJson(b[key]))}`;
    }
    return null;
}
const truncate = (s, n = 240) => (s.length > n ? `${s.slice(0, n)}…` : s);
