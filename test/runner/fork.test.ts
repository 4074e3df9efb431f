/**
 * Counterfactual forks on the simulated model: the prefix up to the fork point is the original's
 * (byte for byte: the prefix hash), the run then continues from the replayed actors under the changed
 * condition, and a fork that changes nothing is the original.
 */
import { describe, expect, it } from 'vitest';
import { TrajectorySchema, type Trajectory } from '../../src/domain/trajectory.js';
import { loadTaskSuite } from '../../src/io/load-suite.js';
import { createRunner } from '../../src/runner/masdrift-job.js';
import { forkIdentity, forkEvent, parseForkPoint, type ForkChange } from '../../src/runner/fork.js';
import { runIdOf, type RunIdentity } from '../../src/runner/identity.js';
import type { StoredRun } from '../../src/runner/store.js';
import { prefixEventsHash } from '../../src/runtime/fork.js';
import { canonicalJson } from '../../src/util/canonical.js';
import { fixturesPath } from '../../src/util/paths.js';

const suitePath = fixturesPath('suite');
const suite = loadTaskSuite(suitePath);
const taskIds = suite.tasks.slice(0, 6).map((t) => t.id);

const traj = (r: StoredRun): Trajectory => TrajectorySchema.parse(JSON.parse(r.trajectoryJson!));
const events = (t: Trajectory) => ({ calls: t.calls, handoffs: t.handoffs, coordination: t.coordination ?? [], finalAnswer: t.finalAnswer, endReason: t.endReason });

async function forker() {
  const stored = new Map<string, StoredRun>();
  const run = await createRunner({ suitePath, models: ['sim:default'] }, { original: (id) => stored.get(id) ?? null });
  const original = async (identity: RunIdentity): Promise<StoredRun> => {
    const r = await run(identity);
    expect(r.status, r.error ?? '').toBe('ok');
    stored.set(r.runId, r);
    return r;
  };
  const fork = async (o: StoredRun, at: string, change: ForkChange): Promise<{ fork: StoredRun; id: RunIdentity }> => {
    const id = forkIdentity({ runId: o.runId, identity: o.identity, trajectoryHash: o.trajectoryHash! }, parseForkPoint(at), change);
    return { fork: await run(id), id };
  };
  return { original, fork, stored };
}

const base = (taskId: string, architecture: string, defense = 'none'): RunIdentity => ({ suite: 'masdrift', taskId, architecture, defense, model: 'sim:default', confirm: 'auto-approve', rep: 0, seed: '1', extra: {} });

describe('counterfactual forks', () => {
  it('a fork that changes nothing reproduces its original event for event', async () => {
    const { original, fork } = await forker();
    for (const taskId of taskIds.slice(0, 3)) {
      for (const arch of ['l2', 'n4']) {
        const o = await original(base(taskId, arch, 'chain'));
        const { fork: f } = await fork(o, 'hop:1', {});
        expect(f.status, f.error ?? '').toBe('ok');
        const tf = traj(f);
        expect(canonicalJson(events(tf))).toBe(canonicalJson(events(traj(o))));
        expect(tf.fork?.of).toBe(o.runId);
      }
    }
  }, 120_000);

  it('a fork at hop 1 under another protocol keeps the prefix (its hash) and follows the protocol after it', async () => {
    const { original, fork } = await forker();
    let differs = 0;
    for (const taskId of taskIds) {
      const o = await original(base(taskId, 'l2'));
      const to = traj(o);
      const at = forkEvent(to, parseForkPoint('hop:1'));
      const { fork: f, id } = await fork(o, 'hop:1', { protocol: 'constraint-echo' });
      expect(f.status, f.error ?? '').toBe('ok');
      expect(f.runId).toBe(runIdOf(id));
      expect(f.runId).not.toBe(o.runId);
      const tf = traj(f);
      expect(tf.fork).toMatchObject({ at, of: o.runId, before: { protocol: ['verbatim'], defense: 'none' } });
      expect(tf.fork!.prefixHash).toBe(prefixEventsHash(to, at));
      expect(tf.protocol).toEqual(['constraint-echo']);
      // The first hop-1 delegation is read under the new protocol: the request's restrictive sentences are echoed.
      const first = tf.handoffs.find((h) => h.seq === at)!;
      const was = to.handoffs.find((h) => h.seq === at)!;
      expect(first.message.startsWith(was.message)).toBe(true);
      if (first.message !== was.message) differs++;
      // Forking at hop 1 parts before any protocol acted: the fork is the run under the new protocol
      // (the simulated agents draw by what the run is, never by the protocol).
      const plain = await original({ ...base(taskId, 'l2'), protocol: 'constraint-echo' });
      expect(canonicalJson(events(tf))).toBe(canonicalJson(events(traj(plain))));
    }
    expect(differs).toBeGreaterThan(0);
  }, 120_000);

  it('forking into Chain computes P_k along the prefix; forking into Source compiles P0 at the fork', async () => {
    const { original, fork } = await forker();
    const o = await original(base(taskIds[0]!, 'l3'));
    const to = traj(o);
    const at = forkEvent(to, parseForkPoint('hop:2'));
    const chain = traj((await fork(o, 'hop:2', { defense: 'chain' })).fork);
    expect(chain.defense).toBe('chain');
    expect(chain.rootPolicy).not.toBeNull();
    const prefixDelegations = to.handoffs.filter((h) => h.kind === 'delegate' && h.seq < at).map((h) => h.seq);
    expect(prefixDelegations.length).toBeGreaterThan(0);
    expect(chain.fork!.policies!.map((p) => p.seq)).toEqual(prefixDelegations);
    // Delegations after the fork carry a policy; the prefix's records are the original's (none).
    expect(chain.handoffs.filter((h) => h.seq < at).every((h) => h.policy === null)).toBe(true);
    expect(chain.handoffs.filter((h) => h.seq >= at && h.kind === 'delegate').every((h) => h.policy !== null)).toBe(true);
    // Calls after the fork are judged; those before are not.
    expect(chain.calls.filter((c) => c.seq < at).every((c) => c.verdict === null)).toBe(true);
    expect(chain.calls.filter((c) => c.seq > at).every((c) => c.verdict !== null)).toBe(true);
    // The compile is a defense call of the fork: its tokens are the entry agent's defense tokens.
    const source = traj((await fork(o, 'hop:2', { defense: 'source' })).fork);
    expect(source.rootPolicy).not.toBeNull();
    expect(source.fork!.policies).toBeUndefined();
    expect(Object.values(source.tokens).reduce((n, t) => n + t.defense.prompt, 0)).toBeGreaterThan(0);
    expect(Object.values(to.tokens).reduce((n, t) => n + t.defense.prompt, 0)).toBe(0);
  }, 120_000);

  it('event:N forks just before that event; a confirmation switch is recorded on the calls after it', async () => {
    const { original, fork } = await forker();
    let confirmed = 0;
    for (const taskId of taskIds) {
      const o = await original(base(taskId, 'l1', 'source'));
      const to = traj(o);
      const firstCall = to.calls[0]!;
      const { fork: f } = await fork(o, `event:${firstCall.seq}`, { confirm: 'auto-deny' });
      expect(f.status, f.error ?? '').toBe('ok');
      const tf = traj(f);
      expect(tf.fork!.at).toBe(firstCall.seq);
      expect(tf.fork!.before.confirm).toBe('auto-approve');
      expect(tf.confirm).toBe('auto-deny');
      for (const c of tf.calls.filter((x) => x.confirmation !== null)) {
        expect(c.confirmation!.policy).toBe(c.seq < firstCall.seq ? 'auto-approve' : 'auto-deny');
        if (c.seq >= firstCall.seq) confirmed++;
      }
    }
    expect(confirmed).toBeGreaterThan(0);
  }, 120_000);

  it('a fork point the run does not have is refused, naming what it has', async () => {
    const { original, fork } = await forker();
    const o = await original(base(taskIds[0]!, 'single'));
    const { fork: f } = await fork(o, 'hop:1', { protocol: 'constraint-echo' });
    expect(f.status).toBe('error');
    expect(f.error).toMatch(/no delegation at hop 1 \(single: no delegation at all\)/);
  }, 60_000);
});
