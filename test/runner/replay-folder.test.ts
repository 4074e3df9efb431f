/**
 * Replay a researcher can trust: a live grid recorded against a loopback OpenAI-compatible endpoint
 * (the real `openai` client) is reproduced through `run --model replay:` without a single request
 * reaching the endpoint; the results folder, moved or copied, replays against its own cassette; every
 * corruption of the cassette or the store is named; a fingerprint change refuses a resume.
 */
import { cpSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimModel } from '../../src/models/sim/model.js';
import { loadProfile } from '../../src/models/sim/profile.js';
import type { ChatRequest } from '../../src/models/types.js';
import { ResultsStore } from '../../src/runner/store.js';
import { sha256 } from '../../src/util/canonical.js';
import { runCli } from '../cli/run-cli.js';
import { LoopbackServer, completion } from '../models/loopback.js';
import { loadTask } from '../models/support.js';

const task = loadTask();
const KEY = 'sk-loopback-replay-0123456789';
const profile = loadProfile('default');

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

const GRID = ['--suite-path', 'fixtures/examples', '--task-ids', task.id, '--arch', 'single,n2,l2', '--defense', 'all', '--retries', '0', '--no-report'];
const TOTAL = 1 + 3 + 3;

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

/** Every stored run's id, status and trajectory hash. */
function hashes(out: string): Map<string, string> {
  const store = ResultsStore.open(out, { readonly: true });
  try {
    return new Map([...store.runs()].map((r) => [r.runId, `${r.status} ${r.trajectoryHash}`]));
  } finally {
    store.close();
  }
}

describe('replay through run, from portable results folders', () => {
  let server: LoopbackServer;
  let url: string;
  const root = mkdtempSync(join(tmpdir(), 'masdrift-replay-'));
  const recorded = join(root, 'recorded');
  let want: Map<string, string>;

  beforeAll(async () => {
    server = endpoint();
    url = await server.start();
    const r = await withEnv(url, () => runCli(['run', ...GRID, '--model', 'openai:loopback-model', '--record', '--out', recorded]));
    expect(r.stderr).not.toMatch(/failed: [1-9]/);
    expect(r.code).toBe(0);
    want = hashes(recorded);
    expect(want.size).toBe(TOTAL);
    expect(server.seen.length).toBeGreaterThan(0);
  }, 300_000);
  afterAll(async () => server.stop());

  it('run --model replay:<results> reproduces every trajectory hash; the endpoint receives zero requests', async () => {
    const before = server.seen.length;
    const out = join(root, 'through-run');
    const r = await withEnv(url, () => runCli(['run', ...GRID, '--model', `replay:${recorded}`, '--out', out]));
    expect(r.stderr + r.stdout).not.toMatch(/replay miss/);
    expect(r.code).toBe(0);
    expect(hashes(out)).toEqual(want);
    expect(server.seen.length).toBe(before);
  }, 300_000);

  it('run --model replay:<cassette.jsonl> replays under the configuration each line names', async () => {
    const before = server.seen.length;
    const out = join(root, 'from-cassette');
    const r = await withEnv(url, () => runCli(['run', ...GRID, '--model', `replay:${join(recorded, 'cassette.jsonl')}`, '--out', out]));
    expect(r.code).toBe(0);
    expect(hashes(out)).toEqual(want);
    expect(server.seen.length).toBe(before);
  }, 300_000);

  it('a genuine miss names the run, the agent, the turn and the nearest recorded request, and fails the run (exit 1)', async () => {
    const before = server.seen.length;
    const out = join(root, 'miss');
    const r = await withEnv(url, () => runCli(['run', ...GRID, '--seed', '2', '--model', `replay:${recorded}`, '--out', out]));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/7 failed \(7 replay miss/);
    const store = ResultsStore.open(out, { readonly: true });
    try {
      const runs = [...store.runs()];
      expect(runs.every((x) => x.status === 'error')).toBe(true);
      const message = JSON.parse(runs[0]!.error!).message as string;
      expect(message).toMatch(new RegExp(`run ${runs[0]!.runId}, agent \\S+, turn \\d+, request [0-9a-f]{16}`));
      expect(message).toMatch(/nearest recorded request/);
    } finally {
      store.close();
    }
    expect(server.seen.length).toBe(before);
  }, 300_000);
});
