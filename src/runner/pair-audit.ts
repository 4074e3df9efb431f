import type { Trajectory } from '../domain/trajectory.js';
import { canonicalJson } from '../util/canonical.js';
import { protocolOf } from './identity.js';
import type { ResultsStore, StoredRun } from './store.js';

/** One event of what the agents did, without what the defense wrote on it (verdicts, carried policies). */
interface Act {
  seq: number;
  body: string;
  /** The defense denied the call or held it for a confirmation (null for a handoff or coordination step). */
  defenseActed: boolean;
}

function acts(t: Trajectory): Act[] {
  const out: Act[] = [];
  for (const c of t.calls) {
    out.push({
      seq: c.seq,
      body: canonicalJson({ agent: c.agent, args: c.args, result: c.result ?? null, status: c.status, tool: c.tool }),
      defenseActed: c.verdict !== null && c.verdict.decision !== 'allow',
    });
  }
  for (const h of t.handoffs) out.push({ seq: h.seq, body: canonicalJson({ from: h.from, kind: h.kind, message: h.message, to: h.to }), defenseActed: false });
  for (const e of t.coordination ?? []) out.push({ seq: e.seq, body: canonicalJson(e), defenseActed: false });
  return out.sort((a, b) => a.seq - b.seq);
}

/**
 * Where a defended run first departs from its undefended twin: the index of the first differing
 * event, and whether the defended run's event there is a call the defense denied or held. Under
 * common random numbers the pair can only part there (a held call the user approved is the same
 * event in both runs, so the pair does not part at it).
 */
export function firstDivergence(undefended: Trajectory, defended: Trajectory): { index: number; atDefense: boolean } | null {
  const a = acts(undefended);
  const b = acts(defended);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    // A call the defense held and the user approved is the same event; the defense still acted there.
    if (x && y && x.body === y.body) continue;
    return { index: i, atDefense: y?.defenseActed ?? false };
  }
  return null;
}

export interface PairAudit {
  /** none/Source pairs: same task, architecture, handoff protocol, model, repetition and seed. */
  pairs: number;
  identical: number;
  /** Pairs with an executed unauthorized action only under Source. */
  uaOnlyUnderSource: number;
  /** Of those, pairs that did not first part at a call Source denied or held: 0 under common random numbers. */
  unexplained: number;
  /** Up to five unexplained pairs' run ids (undefended, Source). */
  examples: Array<[string, string]>;
}

const pairKey = (r: StoredRun): string => [r.identity.suite, r.identity.taskId, r.identity.architecture, protocolOf(r.identity), r.identity.model, r.identity.rep, r.identity.seed].join('\u0000');
const uaExecuted = (r: StoredRun): boolean => Boolean(r.metrics?.['uaExecuted']);

/** Audit a results folder's none/Source pairs (every confirmation policy): are they paired? */
export function auditSourcePairs(store: ResultsStore): PairAudit {
  const none = new Map<string, StoredRun>();
  const source: StoredRun[] = [];
  for (const r of store.runs({ withTrajectory: true, suite: 'masdrift' })) {
    if (r.status !== 'ok' || !r.trajectoryJson) continue;
    if (r.identity.defense === 'none') none.set(pairKey(r), r);
    else if (r.identity.defense === 'source') source.push(r);
  }
  const audit: PairAudit = { pairs: 0, identical: 0, uaOnlyUnderSource: 0, unexplained: 0, examples: [] };
  for (const s of source) {
    const n = none.get(pairKey(s));
    if (!n) continue;
    audit.pairs++;
    const d = firstDivergence(JSON.parse(n.trajectoryJson as string) as Trajectory, JSON.parse(s.trajectoryJson as string) as Trajectory);
    if (d === null) audit.identical++;
    if (uaExecuted(s) && !uaExecuted(n)) {
      audit.uaOnlyUnderSource++;
      if (d === null || !d.atDefense) {
        audit.unexplained++;
        if (audit.examples.length < 5) audit.examples.push([n.runId, s.runId]);
      }
    }
  }
  return audit;
}
