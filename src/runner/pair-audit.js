import { canonicalJson } from '../util/canonical.js';
import { protocolOf } from './identity.js';
function acts(t) {
    const out = [];
    for (const c of t.calls) {
        out.push({
            seq: c.seq,
            body: canonicalJson({ agent: c.agent, args: c.args, result: c.result ?? null, status: c.status, tool: c.tool }),
            defenseActed: c.verdict !== null && c.verdict.decision !== 'allow',
        });
    }
    for (const h of t.handoffs)
        out.push({ seq: h.seq, body: canonicalJson({ from: h.from, kind: h.kind, message: h.message, to: h.to }), defenseActed: false });
    for (const e of t.coordination ?? [])
        out.push({ seq: e.seq, body: canonicalJson(e), defenseActed: false });
    return out.sort((a, b) => a.seq - b.seq);
}
/**
 * Where a defended run first departs from its undefended twin: the index of the first differing
 * event, and whether the defended run's event there is a call the defense denied or held. Under
 * common random numbers the pair can only part there (a held call the user approved is the same
 * event in both runs, so the pair does not part at it).
 */
export function firstDivergence(undefended, defended) {
    const a = acts(undefended);
    const b = acts(defended);
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
        const x = a[i];
        const y = b[i];
        // A call the defense held and the user approved is the same event; the defense still acted there.
        if (x && y && x.body === y.body)
            continue;
        return { index: i, atDefense: y?.defenseActed ?? false };
    }
    return null;
}
const pairKey = (r) => [r.identity.suite, r.identity.taskId, r.identity.architecture, protocolOf(r.identity), r.identity.model, r.identity.rep, r.identity.seed].join('\u0000');
const uaExecuted = (r) => Boolean(r.metrics?.['uaExecuted']);
/** Audit a results folder's none/Source pairs (every confirmation policy): are they paired? */
export function auditSourcePairs(store) {
    const none = new Map();
    const source = [];
    for (const r of store.runs({ withTrajectory: true, suite: 'masdrift' })) {
        if (r.status !== 'ok' || !r.trajectoryJson)
            continue;
        if (r.identity.defense === 'none')
            none.set(pairKey(r), r);
        else if (r.identity.defense === 'source')
            source.push(r);
    }
    const audit = { pairs: 0, identical: 0, uaOnlyUnderSource: 0, unexplained: 0, examples: [] };
    for (const s of source) {
        const n = none.get(pairKey(s));
        if (!n)
            continue;
        audit.pairs++;
        const d = firstDivergence(JSON.parse(n.trajectoryJson), JSON.parse(s.trajectoryJson));
        if (d === null)
            audit.identical++;
        if (uaExecuted(s) && !uaExecuted(n)) {
            audit.uaOnlyUnderSource++;
            if (d === null || !d.atDefense) {
                audit.unexplained++;
                if (audit.examples.length < 5)
                    audit.examples.push([n.runId, s.runId]);
            }
        }
    }
    return audit;
}
