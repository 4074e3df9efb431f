import { lastValueFrom, of, type Observable } from 'rxjs';
import type { HandoffEnvelope } from '../contracts/handoff.js';
import type { DefenseRun } from '../contracts/defense.js';
import type { AuthorizerService, ConfirmationService } from '../contracts/runtime.js';
import type { DefenseStack } from '../defenses/compose.js';
import type { ConfirmPolicy, DefenseId, ModelCalls, Trajectory } from '../domain/trajectory.js';
import type { RunModels } from '../models/types.js';
import type { Policy } from '../policy/schema.js';
import { sha256, canonicalJson } from '../util/canonical.js';
import { addUsage, type RunState } from './run-state.js';

/**
 * A counterfactual fork of a recorded run (RunOptions.fork): the run starts under the original's
 * condition (`before`), answered by the original's models under the original's run id (a live
 * original from its cassette, a simulated one re-executed), and switches to the run's own condition
 * (RunOptions' defense, protocol, confirmation, models) just before the event numbered `at` — the
 * replayed actors, transcripts, inboxes and world carry on. Model calls started before the switch are
 * the prefix's; every later one is the fork's (keyed by the fork's run id, recorded if recording).
 */
export interface ForkOptions {
  /** The seq of the event the condition switches before (a call or a handoff of the original). */
  at: number;
  /** The original's run id: the prefix's model calls are keyed (and replayed) by it. */
  of: string;
  before: {
    defense: DefenseId;
    protocol: readonly string[];
    confirm: ConfirmPolicy;
    confirmation?: ConfirmationService;
    models: RunModels;
    authorizer?: AuthorizerService;
  };
}

/** The events of a trajectory before seq `at`, in one canonical form: what a fork must reproduce. */
export function prefixEvents(t: Pick<Trajectory, 'calls' | 'handoffs' | 'coordination'>, at: number): { calls: unknown[]; coordination: unknown[]; handoffs: unknown[] } {
  return {
    calls: t.calls.filter((c) => c.seq < at),
    coordination: (t.coordination ?? []).filter((c) => c.seq < at),
    handoffs: t.handoffs.filter((h) => h.seq < at),
  };
}

/** The hash of a trajectory's events before seq `at` (canonical JSON, SHA-256). */
export function prefixEventsHash(t: Pick<Trajectory, 'calls' | 'handoffs' | 'coordination'>, at: number): string {
  return sha256(canonicalJson(prefixEvents(t, at)));
}

/** The model-boundary counts of the prefix's and the fork's models together. */
export function mergeModelCalls(a: ModelCalls | null | undefined, b: ModelCalls | null | undefined): ModelCalls | null {
  if (!a) return b ?? null;
  if (!b) return a;
  const add = (x: Record<string, number>, y: Record<string, number>): Record<string, number> => {
    const out: Record<string, number> = {};
    for (const k of [...new Set([...Object.keys(x), ...Object.keys(y)])].sort()) out[k] = (x[k] ?? 0) + (y[k] ?? 0);
    return out;
  };
  return { calls: a.calls + b.calls, estimatedUsage: a.estimatedUsage + b.estimatedUsage, finishReasons: add(a.finishReasons, b.finishReasons), flags: add(a.flags, b.flags) };
}

/**
 * The policies a policy-carrying defense (Chain) that the prefix did not run gives the prefix's
 * delegations at the fork: its onHandoff operators applied to each delegation of the prefix in seq
 * order — the message the receiver read, the sender's policy (P0 for the entry agent) — so P_k is
 * attenuated along the prefix's handoffs by the fork's authorizer. The tokens are the receivers'
 * defense tokens, as a delivered delegation's are.
 */
export async function carriedPolicies(state: RunState, stack: DefenseStack, run: DefenseRun, root: Policy): Promise<Map<number, Policy | null>> {
  const ops = stack.onHandoff(run);
  const bySeq = new Map<number, Policy | null>();
  for (const h of state.handoffs) {
    if (h.kind !== 'delegate') continue;
    const parent = h.authority == null ? root : (bySeq.get(h.authority) ?? null);
    const env: HandoffEnvelope = { seq: h.seq, from: h.from, to: h.to, kind: 'delegate', message: h.message, hop: h.hop, parentPolicy: parent, policy: null, defenseUsage: { prompt_tokens: 0, completion_tokens: 0 } };
    const out = await lastValueFrom(ops.reduce<Observable<HandoffEnvelope>>((s, op) => s.pipe(op), of(env)));
    bySeq.set(h.seq, out.policy);
    addUsage(state.agent(h.to).defense, out.defenseUsage);
  }
  return bySeq;
}

/** Give every agent (and every delegation still in an inbox) the policy computed for its delegation; the entry agent P0. */
export function adoptPolicies(state: RunState, bySeq: ReadonlyMap<number, Policy | null>, root: Policy): void {
  for (const rt of state.order) {
    if (rt.plan.entry && rt.authority === null) rt.policy = root;
    else if (rt.authority !== null && bySeq.has(rt.authority)) rt.policy = bySeq.get(rt.authority) ?? null;
    for (const item of rt.inbox) {
      const d = item.delegation;
      if (!d) continue;
      if (d.via === null) d.policy = root;
      else if (bySeq.has(d.via)) d.policy = bySeq.get(d.via) ?? null;
    }
  }
}
