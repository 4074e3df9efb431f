/**
 * Counterfactual forks of a live run: a grid recorded against a loopback OpenAI-compatible endpoint
 * (the real `openai` client) is forked at hop 1 under another protocol. The prefix is served from the
 * folder's cassette — the endpoint receives no request of it — and is byte for byte the original's
 * (its prefix hash); after the fork the endpoint answers and the exchanges are recorded under the
 * fork's run id; the report pairs the fork with its original; replay reproduces both offline.
 *
 * It also checks the recorded example that ships with the fixtures (fixtures/forks/), on the
 * commands the README shows. `MASDRIFT_WRITE_FORK_EXAMPLE=1` re-records that example.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalRequest, readCassette } from '../../src/models/cassette.js';
import { SimModel } from '../../src/models/sim/model.js';
import { loadProfile } from '../../src/models/sim/profile.js';
import type { ChatRequest } from '../../src/models/types.js';
import { TrajectorySchema, type Trajectory } from '../../src/domain/trajectory.js';
import { forkEvent, parseForkPoint } from '../../src/runner/fork.js';
import { ResultsStore, type StoredRun } from '../../src/runner/store.js';
import { prefixEventsHash } from '../../src/runtime/fork.js';
import { canonicalJson, sha256 } from '../../src/util/canonical.js';
import { runCli } from '../cli/run-cli.js';
import { LoopbackServer, completion } from '../models/loopback.js';
import { loadTask } from '../models/support.js';

const task = loadTask();
const KEY = 'sk-loopback-fork-0123456789';
const profile = loadProfile('default');
const EXAMPLE = 'fixtures/forks/northwind-l2.cassette.jsonl';

/** An endpoint answering as the simulated model reading the request (a pure function of the request). */
function endpoint(): LoopbackServer {
  const server = new LoopbackServer();
  server.handler = (body) => {
    const req = { model: String(body['model']), messages: body['messages'], tools: body['tools'] } as ChatRequest;
    const who = sha256(JSON.stringify(req.messages.slice(0, 2))).slice(0, 12);
    const turn = req.messages.filter((m) => m.role === 'assistant').length;
    const res = new SimModel(profile, { runId: 'loopback', seed: 'live', task }).answer(req, { runId: 'loopback', agent: who, turn, purpose: 'work' });
    const calls = res.message.tool_calls?.map((c, i) => ({ id: `call_${who}_${turn}_${i}`, name: c.function.name, arguments: c.function.arguments }));
    return { kind: 'json', body: completion({ content: res.message.content, ...(calls ? { tool_calls: calls } : {}) }, res.usage) };
  };
  return server;
}

const GRID = ['--suite-path', 'fixtures/examples', '--task-ids', task.id, '--defense', 'none', '--retries', '0', '--no-report'];

async function withEnv<T>(baseURL: string, f: () => Promise<T>): Promise<T> {
  const env = { OPENAI_API_KEY: process.env['OPENAI_API_KEY'], OPENAI_BASE_URL: process.env['OPENAI_BASE_URL'] };
  process.env['OPENAI_API_KEY'] = KEY;
  process.env['OPENAI_BASE_URL'] = baseURL;
  try {
    return await f();
  } finally {
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
}

function stored(out: string): StoredRun[] {
  const store = ResultsStore.open(out, { readonly: true });
  try {
    return [...store.runs()].map((r) => store.get(r.runId)!);
  } finally {
    store.close();
  }
}
const traj = (r: StoredRun): Trajectory => TrajectorySchema.parse(JSON.parse(r.trajectoryJson!));
/** A request as the cassette keys it (tool-call ids renumbered, no transport fields). */
const key = (body: Record<string, unknown>): string =>
  canonicalJson(canonicalRequest({ model: String(body['model']), messages: body['messages'], tools: body['tools'] } as ChatRequest)['messages']);

describe('counterfactual forks of a recorded live run', () => {
  let server: LoopbackServer;
  let url: string;
  const root = mkdtempSync(join(tmpdir(), 'masdrift-fork-'));
  const recorded = join(root, 'recorded');

  beforeAll(async () => {
    server = endpoint();
    url = await server.start();
    const r = await withEnv(url, () => runCli(['run', ...GRID, '--arch', 'l1,l2', '--model', 'openai:loopback-model', '--record', '--out', recorded]));
    expect(r.code, r.stderr).toBe(0);
    expect(server.seen.length).toBeGreaterThan(0);
  }, 300_000);
  afterAll(async () => server.stop());

  it('fork at hop 1 under another protocol: the prefix is the original (hash) and never reaches the endpoint; the rest does, recorded', async () => {
    const originals = stored(recorded);
    const l2 = originals.find((r) => r.identity.architecture === 'l2')!;
    const at = forkEvent(traj(l2), parseForkPoint('hop:1'));
    const prefixRequests = new Set(readCassette(join(recorded, 'cassette.jsonl')).filter((l) => l.run === l2.runId).map((l) => canonicalJson(l.request['messages'])));
    const before = server.seen.length;
    const r = await withEnv(url, () => runCli(['fork', recorded, l2.runId, '--at', 'hop:1', '--protocol', 'constraint-echo', '--retries', '0']));
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`of ${l2.runId} .* at hop:1 = event #${at}, protocol verbatim → constraint-echo`));
    const fork = stored(recorded).find((x) => x.identity.extra['fork_of'] === l2.runId)!;
    expect(fork.status).toBe('ok');
    const tf = traj(fork);
    expect(tf.fork!.prefixHash).toBe(prefixEventsHash(traj(l2), at));
    expect(r.stdout).toContain(`sha256 ${tf.fork!.prefixHash.slice(0, 16)}`);
    // The endpoint was asked only after the fork point: none of its new requests is one of the
    // original's prefix requests (the entry agent's first turn, which made the hop-1 delegation).
    const asked = server.seen.slice(before).map((s) => key(s.body));
    expect(asked.length).toBeGreaterThan(0);
    const entryFirst = readCassette(join(recorded, 'cassette.jsonl')).find((l) => l.run === l2.runId && l.turn === 0 && l.agent === tf.agents.find((a) => a.entry)?.id);
    expect(entryFirst).toBeDefined();
    expect(asked).not.toContain(canonicalJson(entryFirst!.request['messages']));
    // What was asked after the fork is recorded under the fork's run id, and nothing more.
    const lines = readCassette(join(recorded, 'cassette.jsonl'));
    expect(lines.filter((l) => l.run === fork.runId).length).toBe(asked.length);
    expect(asked.some((a) => prefixRequests.has(a) && a === canonicalJson(entryFirst!.request['messages']))).toBe(false);

    // The report pairs the fork with its original and keeps it out of the cells.
    const rep = await runCli(['report', recorded, '--format', 'json', '--resamples', '100']);
    expect(rep.code).toBe(0);
    const report = JSON.parse(rep.stdout) as { tables: Array<{ id: string; rows: unknown[][] }> };
    const pairs = report.tables.find((t) => t.id === 'fork-pairs')!;
    expect(pairs.rows).toHaveLength(1);
    expect(pairs.rows[0]!.slice(0, 4)).toEqual(['l2', 'hop:1', 'protocol verbatim → constraint-echo', 1]);
    const uaCmp = report.tables.find((t) => t.id === 'ua-cmp')!;
    expect(uaCmp.rows.map((row) => row[0])).toEqual(['l1', 'l2']);

    // Resuming stores nothing twice; replay reproduces originals and fork offline.
    const again = await withEnv(url, () => runCli(['fork', recorded, l2.runId, '--at', 'hop:1', '--protocol', 'constraint-echo']));
    expect(again.stderr).toMatch(/0 new forks \(1 already in/);
    const seen = server.seen.length;
    const rp = await runCli(['replay', recorded, '--check']);
    expect(rp.stdout).toMatch(/^3 of 3 replayed runs reproduce their trajectory hash\n3 of 3 recomputed scores match/);
    expect(rp.code).toBe(0);
    expect(server.seen.length).toBe(seen);
  }, 300_000);

  it('a grid of forks: run --fork-from forks every run at hop 2 into Chain with the simulated model after the fork; an original without the fork point is named', async () => {
    const before = server.seen.length;
    const r = await withEnv(url, () => runCli(['run', '--fork-from', recorded, '--at', 'hop:2', '--defense', 'chain', '--model', 'sim:default', '--no-report']));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/1 run\(s\) have no fork point hop:2 .*l1: delegations at hop 1/);
    expect(server.seen.length).toBe(before);
    const forks = stored(recorded).filter((x) => x.identity.extra['fork_at'] === 'hop:2');
    expect(forks).toHaveLength(1);
    expect(forks[0]!.identity).toMatchObject({ defense: 'chain', model: 'sim:default' });
    expect(traj(forks[0]!).fork!.policies!.length).toBeGreaterThan(0);
  }, 300_000);

  it('the recorded example that ships with the fixtures forks as the README shows, offline', async () => {
    if (process.env['MASDRIFT_WRITE_FORK_EXAMPLE'] === '1') {
      const out = join(root, 'example');
      const r = await withEnv(url, () => runCli(['run', ...GRID, '--arch', 'l2', '--model', 'openai:loopback-model', '--record', '--out', out]));
      expect(r.code).toBe(0);
      mkdirSync('fixtures/forks', { recursive: true });
      copyFileSync(join(out, 'cassette.jsonl'), EXAMPLE);
    }
    expect(existsSync(EXAMPLE)).toBe(true);
    expect(readFileSync(EXAMPLE, 'utf8')).not.toContain(KEY);
    const before = server.seen.length;
    const out = join(root, 'demo');
    const rep = await runCli(['run', ...GRID, '--arch', 'l2', '--model', `replay:${EXAMPLE}`, '--out', out]);
    expect(rep.code, rep.stderr).toBe(0);
    const [original] = stored(out);
    // Two forks of one original in one process: each replays the prefix from the cassette afresh.
    const f = await runCli(['fork', out, original!.runId, '--at', 'hop:1', '--protocol', 'constraint-echo,forward-request', '--model', 'sim:default']);
    expect(f.code, f.stderr + f.stdout).toBe(0);
    expect(f.stdout).not.toContain('FAILED');
    // The hop-1 delegation is the run's first event: the prefix is the entry agent's first reply,
    // answered from the shipped cassette.
    expect(f.stdout).toMatch(/at hop:1 = event #0, protocol verbatim → constraint-echo, model openai:loopback-model → sim:default\n  prefix: the 0 events before #0 identical to the original's/);
    const report = await runCli(['report', out, '--resamples', '100']);
    expect(report.stdout).toContain('Counterfactual forks against their originals');
    expect(report.stdout).toMatch(/\| l2 \| hop:1 \| protocol verbatim → constraint-echo, model openai:loopback-model → sim:default \| 1 \|/);
    expect(report.stdout).toMatch(/\| l2 \| hop:1 \| protocol verbatim → forward-request, model openai:loopback-model → sim:default \| 1 \|/);
    const rp = await runCli(['replay', out, '--check']);
    expect(rp.stdout).toMatch(/^3 of 3 replayed runs reproduce their trajectory hash/);
    expect(server.seen.length).toBe(before);
  }, 300_000);
});
