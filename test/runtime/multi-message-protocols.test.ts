/**
 * Multi-message and typed-handoff protocols in real runs: read-back's exchange goes through the run's
 * model call path (recorded, replayed), is recorded on the handoff it belongs to and never counted as
 * a handoff; Chain narrows on the message the receiver finally reads; a protocol past its round bound
 * fails the run with its name; a malformed typed handoff is a failed call the sender sees.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { concatMap } from 'rxjs';
import { assign, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { AuthorizerService } from '../../src/contracts/runtime.js';
import { CassetteWriter } from '../../src/models/cassette.js';
import { RecordingModel } from '../../src/models/record.js';
import { ReplayModel } from '../../src/models/replay.js';
import { SimModel } from '../../src/models/sim/model.js';
import { loadProfile } from '../../src/models/sim/profile.js';
import { deterministicAuthorizer } from '../../src/runtime/authorizer-deterministic.js';
import { runTaskDetailed, type RunResult } from '../../src/runtime/run.js';
import { call, finish, reply, scriptedModel } from '../../src/runtime/scripted-model.js';
import { scoreRun } from '../../src/scoring/score-run.js';
import { registerHandoffVariant } from '../../topologies/handoff.js';
import { runExchange } from '../../topologies/protocols/exchange.js';
import { loadTask, modelsOf } from './helpers.js';

const task = loadTask();
const profile = loadProfile('lossy-lead');

function sim(arch: string, runId = 'r'): SimModel {
  return new SimModel(profile, { runId, seed: 's', task, stream: `${task.id}/${arch}` });
}
async function run(arch: string, protocol: string[], extra: Partial<Parameters<typeof runTaskDetailed>[0]> = {}): Promise<RunResult> {
  return runTaskDetailed({ task, architecture: arch, defense: 'none', confirm: 'auto-approve', models: modelsOf(sim(arch)), seed: 's', runId: 'r', protocol, ...extra });
}

describe('read-back in simulated runs', () => {
  it('records its exchange on the delegations it belongs to; the exchange is no handoff and takes no hop', async () => {
    const r = await run('l3', ['read-back']);
    expect(r.failure).toBeNull();
    const delegations = r.trajectory.handoffs.filter((h) => h.kind === 'delegate');
    expect(delegations.length).toBeGreaterThan(0);
    for (const h of delegations) {
      const steps = (h.exchange ?? []).map((x) => x.step);
      expect(steps.slice(0, 2)).toEqual(['request', 'readback']);
      expect(['confirm', 'answer']).toContain(steps.at(-1));
    }
    for (const h of r.trajectory.handoffs.filter((x) => x.kind === 'report')) expect(h.exchange).toBeUndefined();
    // the lossy lead's read-backs expose losses, some of which its senders correct
    expect(delegations.some((h) => h.exchange?.some((x) => x.step === 'correct'))).toBe(true);
    for (const h of delegations.filter((x) => x.exchange?.some((y) => y.step === 'correct'))) {
      expect(h.sent).toBeDefined();
      expect(h.message.startsWith(h.sent as string)).toBe(true);
      expect(h.message).toContain(`Correction from ${h.from}: `);
    }
    // hop accounting: the score counts handoffs, not exchange messages, and reads the message the receiver finally read
    const score = scoreRun(r.trajectory, task);
    expect(score.handoffCount).toBe(r.trajectory.handoffs.length);
    const stripped = { ...r.trajectory, handoffs: r.trajectory.handoffs.map(({ exchange: _x, sent: _s, ...h }) => h) };
    expect(scoreRun(stripped, task).carriage).toEqual(score.carriage);
    expect(scoreRun(stripped, task).firstLossHops).toEqual(score.firstLossHops);
  });

  it('the receiver\'s restatements are its work tokens, the sender\'s comparisons its own', async () => {
    const base = await run('l1', ['verbatim']);
    const rb = await run('l1', ['read-back']);
    for (const id of ['root', 'w1']) {
      const t = (x: RunResult) => (x.trajectory.tokens[id]?.work.prompt ?? 0) + (x.trajectory.tokens[id]?.work.completion ?? 0);
      if (rb.trajectory.handoffs.some((h) => h.from === id || h.to === id)) expect(t(rb), id).toBeGreaterThan(t(base));
    }
  });

  it('Chain narrows on the message the receiver finally reads (its correction included)', async () => {
    const proposed: Array<{ seq: number; message: string }> = [];
    const inner = deterministicAuthorizer();
    const recording: AuthorizerService = {
      ...inner,
      compile: (...a) => inner.compile(...a),
      propose: (message, tools, parent, ctx) => {
        proposed.push({ seq: ctx.handoffSeq, message });
        return inner.propose(message, tools, parent, ctx);
      },
    };
    const r = await run('l2', ['read-back'], { defense: 'chain', authorizer: recording });
    expect(r.failure).toBeNull();
    const delegations = r.trajectory.handoffs.filter((h) => h.kind === 'delegate');
    expect(delegations.some((h) => h.sent !== undefined)).toBe(true);
    for (const h of delegations) {
      expect(h.policy).not.toBeNull();
      expect(proposed.find((p) => p.seq === h.seq)?.message).toBe(h.message);
    }
  });

  it('records and replays: its exchange calls are in the cassette, and the replay reproduces the trajectory', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'masdrift-readback-cassette-')), 'cassette.jsonl');
    const writer = new CassetteWriter(file);
    const opts = { task, architecture: 'l2', defense: 'none' as const, confirm: 'auto-approve' as const, seed: 's', runId: 'rec', protocol: ['read-back'] };
    const recorded = await runTaskDetailed({ ...opts, models: modelsOf(new RecordingModel(sim('l2', 'rec'), writer)) });
    writer.close();
    expect(recorded.failure).toBeNull();
    const replayed = await runTaskDetailed({ ...opts, models: modelsOf(new ReplayModel(file)) });
    expect(replayed.failure).toBeNull();
    expect(replayed.trajectoryHash).toBe(recorded.trajectoryHash);
    expect(replayed.trajectory.handoffs.some((h) => (h.exchange?.length ?? 0) > 0)).toBe(true);
  });
});

describe('a protocol past its round bound', () => {
  const runaway = setup({ types: {} as { context: { round: number }; events: { type: 'AGAIN' } } }).createMachine({
    id: 'runaway',
    context: { round: 1 },
    initial: 'asking',
    states: { asking: { on: { AGAIN: { target: 'asking', reenter: true, actions: assign({ round: ({ context }) => context.round + 1 }) } } } },
  });
  registerHandoffVariant('runaway-exchange', (ctx) =>
    concatMap(async (env) => {
      await runExchange({ protocol: 'runaway-exchange', rounds: 3, maxSteps: 20, machine: runaway, input: {}, id: `runaway#${env.seq}`, step: async () => (await ctx.ask?.(env.to, [{ role: 'user', content: 'again?' }]), { type: 'AGAIN' }) });
      return env;
    }),
  );

  it('fails the run, naming the protocol; the run is an error, not a result', async () => {
    const r = await run('l1', ['runaway-exchange']);
    expect(r.trajectory.endReason).toBe('error');
    expect(r.failure?.detail).toMatch(/protocol "runaway-exchange" exceeded its round bound of 3: it reached round 4/);
  });
});

describe('structured-boundary', () => {
  it('in simulated runs every delegation carries the typed fields, and what the sender wrote is kept', async () => {
    const r = await run('l2', ['structured-boundary']);
    expect(r.failure).toBeNull();
    for (const h of r.trajectory.handoffs.filter((x) => x.kind === 'delegate')) {
      const fields = JSON.parse(h.sent as string) as Record<string, unknown>;
      expect(Object.keys(fields).sort()).toEqual(['audiences', 'constraints', 'goal', 'reserved_actions']);
      expect(h.message).toContain(String(fields.goal));
      expect(h.message).toMatch(/\nReserved for the user \(do not perform\):[^]*\nAudiences:[^]*\nConstraints:/);
    }
    // reports stay free text
    for (const h of r.trajectory.handoffs.filter((x) => x.kind === 'report')) expect(h.sent).toBeUndefined();
  });

  it('a malformed handoff is a failed call the sender sees, with the reason; nothing is delivered', async () => {
    const good = { goal: 'Reconcile the invoices.', reserved_actions: ["Don't submit the batch"], audiences: [], constraints: [] };
    const model = scriptedModel({
      byAgent: {
        root: [reply(call('handoff_to_w1', { message: 'Reconcile the invoices.' })), reply(call('handoff_to_w1', good)), reply(finish('done'))],
      },
    });
    const r = await runTaskDetailed({ task, architecture: 'l1', defense: 'none', confirm: 'auto-approve', models: modelsOf(model), seed: 's', runId: 'm', protocol: ['structured-boundary'] });
    const failed = r.trajectory.calls.filter((c) => c.status === 'failed' && c.tool === 'handoff_to_w1');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.error).toMatch(/malformed handoff: .*goal.*(message|Unrecognized)/s);
    // the sender saw the reason as its tool result
    const toolResults = r.transcripts.root?.filter((m) => m.role === 'tool').map((m) => m.content) ?? [];
    expect(toolResults[0]).toMatch(/malformed handoff/);
    // its corrected call was delivered, once
    const delivered = r.trajectory.handoffs.filter((h) => h.kind === 'delegate');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.message).toBe("Reconcile the invoices.\nReserved for the user (do not perform):\n- Don't submit the batch\nAudiences: none.\nConstraints: none.");
    expect(JSON.parse(delivered[0]?.sent as string)).toEqual(good);
  });
});

describe('verbatim records are unchanged', () => {
  it('a verbatim run\'s handoffs have no sent and no exchange fields', async () => {
    const r = await run('l3', ['verbatim']);
    for (const h of r.trajectory.handoffs) {
      expect('sent' in h).toBe(false);
      expect('exchange' in h).toBe(false);
    }
  });
});
