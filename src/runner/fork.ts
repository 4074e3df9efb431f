import { canonicalDefenseId } from '../defenses/registry.js';
import type { Trajectory } from '../domain/trajectory.js';
import { DEFAULT_PROTOCOL } from '../axes/protocols.js';
import { usageError } from '../util/user-error.js';
import { protocolOf, runIdOf, type RunIdentity } from './identity.js';

/**
 * Counterfactual forks in the runner: where a fork parts from its original (`--at hop:K|event:N`),
 * and the fork's identity — the original's, with the changed condition and three identity extras:
 * the original's run id, the fork point as written, and the original's trajectory hash (so a fork of
 * an original that was re-run since is another run, and a grid of forks resumes correctly).
 */
export interface ForkPoint {
  kind: 'hop' | 'event';
  n: number;
}

/** The identity extras that make a run a fork. */
export const FORK_OF = 'fork_of';
export const FORK_AT = 'fork_at';
export const FORK_ORIGIN = 'fork_origin';

/** `hop:K` (K ≥ 1) or `event:N` (N ≥ 0). */
export function parseForkPoint(text: string): ForkPoint {
  const m = /^(hop|event):(\d+)$/.exec(text.trim());
  if (!m || (m[1] === 'hop' && Number(m[2]) < 1)) throw usageError(`--at: expected hop:K (K ≥ 1: the first delegation at hop K) or event:N (the call or handoff with seq N), got "${text}"`);
  return { kind: m[1] as 'hop' | 'event', n: Number(m[2]) };
}

export const forkPointText = (p: ForkPoint): string => `${p.kind}:${p.n}`;

/**
 * The seq of the event a fork switches before, in the original's trajectory: `hop:K` is its first
 * delegation at hop K; `event:N` must be one of its calls or handoffs (a finish ends the run: there
 * is nothing to continue). An Error naming what the run has when it has no such event.
 */
export function forkEvent(t: Trajectory, p: ForkPoint): number {
  if (p.kind === 'hop') {
    const h = t.handoffs.filter((x) => x.kind === 'delegate' && x.hop === p.n).sort((a, b) => a.seq - b.seq)[0];
    if (!h) {
      const hops = [...new Set(t.handoffs.filter((x) => x.kind === 'delegate').map((x) => x.hop))].sort((a, b) => a - b);
      throw new Error(`the run makes no delegation at hop ${p.n} (${t.architecture}: ${hops.length ? `delegations at hop ${hops.join(', ')}` : 'no delegation at all'})`);
    }
    return h.seq;
  }
  const ev = [...t.calls, ...t.handoffs].find((e) => e.seq === p.n);
  if (!ev) {
    const seqs = [...t.calls, ...t.handoffs].map((e) => e.seq).sort((a, b) => a - b);
    throw new Error(`the run has no call or handoff with seq ${p.n} (its calls and handoffs are events ${seqs.length ? `${seqs[0]}–${seqs[seqs.length - 1]}` : 'none'})`);
  }
  return p.n;
}

/** What a fork changes; at least one field. */
export interface ForkChange {
  protocol?: string;
  defense?: string;
  confirm?: string;
  model?: string;
}

/** Where a fork identity parts from which run (null for a run that is no fork). */
export function forkOrigin(identity: RunIdentity): { of: string; at: string; origin: string } | null {
  const of = identity.extra[FORK_OF];
  if (typeof of !== 'string') return null;
  return { of, at: String(identity.extra[FORK_AT]), origin: String(identity.extra[FORK_ORIGIN]) };
}

export const isFork = (identity: RunIdentity): boolean => typeof identity.extra[FORK_OF] === 'string';

/** The identity of a fork of `original` at `at` under `change` (its run id: runIdOf). */
export function forkIdentity(original: { runId: string; identity: RunIdentity; trajectoryHash: string }, at: ForkPoint, change: ForkChange): RunIdentity {
  if (isFork(original.identity)) throw usageError(`run ${original.runId} is itself a fork (of ${String(original.identity.extra[FORK_OF])}): fork the original instead`);
  const o = original.identity;
  const protocol = change.protocol ?? protocolOf(o);
  const { protocol: _p, ...rest } = o;
  return {
    ...rest,
    defense: change.defense !== undefined ? canonicalDefenseId(change.defense) : o.defense,
    confirm: change.confirm ?? o.confirm,
    model: change.model ?? o.model,
    ...(protocol !== DEFAULT_PROTOCOL ? { protocol } : {}),
    extra: { ...o.extra, [FORK_OF]: original.runId, [FORK_AT]: forkPointText(at), [FORK_ORIGIN]: original.trajectoryHash.slice(0, 16) },
  };
}

/** The fork's run id. */
export const forkRunId = (identity: RunIdentity): string => runIdOf(identity);

/** What a fork changed relative to its original, in words: "protocol verbatim → constraint-echo". */
export function forkChangeText(fork: RunIdentity, original: Pick<RunIdentity, 'defense' | 'confirm' | 'model' | 'protocol'>): string {
  const parts: string[] = [];
  if (protocolOf(fork) !== protocolOf(original)) parts.push(`protocol ${protocolOf(original)} → ${protocolOf(fork)}`);
  if (fork.defense !== original.defense) parts.push(`defense ${original.defense} → ${fork.defense}`);
  if (fork.confirm !== original.confirm) parts.push(`confirm ${original.confirm} → ${fork.confirm}`);
  if (fork.model !== original.model) parts.push(`model ${original.model} → ${fork.model}`);
  return parts.length ? parts.join(', ') : 'nothing changed';
}
