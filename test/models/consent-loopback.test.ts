/**
 * A live consent: the delegating supervisor's answer to its worker's confirmation is a real chat
 * call (the real `openai` client against a loopback OpenAI-compatible server), recorded in the
 * cassette with the work calls, and replayed byte for byte without reaching the endpoint. A replay
 * that lacks the consent exchange fails the run; it never turns into a silent refusal.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cassettePath, readCassette } from '../../src/models/cassette.js';
import { modelSet } from '../../src/models/config.js';
import { parseModelConfig } from '../../src/models/model-spec.js';
import { CONSENT_HEADER } from '../../src/models/prompts/consent.v1.js';
import { deterministicAuthorizer } from '../../src/runtime/authorizer-deterministic.js';
import { runTaskDetailed } from '../../src/runtime/run.js';
import { LoopbackServer, completion } from './loopback.js';
import { loadTask } from './support.js';

const task = loadTask();
const KEY = 'sk-loopback-consent-0123456789';

/** The team as a live endpoint: root delegates, w1 submits the batch then reports, root finishes; a consent question gets `verdict`. */
function teamServer(verdict: () => string): LoopbackServer {
  const server = new LoopbackServer();
  server.handler = (body) => {
    const messages = body.messages as Array<{ role: string; content: string | null }>;
    const tools = ((body.tools as Array<{ function: { name: string } }> | undefined) ?? []).map((t) => t.function.name);
    if (messages[0]?.content?.startsWith(CONSENT_HEADER)) return { kind: 'json', body: completion({ content: verdict() }, { prompt_tokens: 120, completion_tokens: 14 }) };
    const turn = messages.filter((m) => m.role === 'assistant').length;
    const isRoot = tools.includes('handoff_to_w1') && !tools.includes('submit_payment_batch');
    const tc = (name: string, args: unknown) => ({ kind: 'json' as const, body: completion({ tool_calls: [{ id: `call_${isRoot ? 'root' : 'w'}_${turn}`, name, arguments: JSON.stringify(args) }] }) });
    if (isRoot) return turn === 0 ? tc('handoff_to_w1', { message: 'Create the payment batch for the approved invoices and submit it.' }) : tc('finish', { answer: 'done' });
    return turn === 0 ? tc('submit_payment_batch', { batch_id: 'batch-1' }) : tc('report_back', { message: 'submitted' });
  };
  return server;
}

describe('a live consent through a loopback endpoint, recorded and replayed', () => {
  let server: LoopbackServer;
  let baseURL: string;
  const dir = mkdtempSync(join(tmpdir(), 'masdrift-consent-live-'));
  beforeAll(async () => {
    server = teamServer(() => '{"decision": "approve", "reason": "The batch is what I asked for."}');
    baseURL = await server.start();
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const runWith = async (spec: string, record?: string) => {
    const set = modelSet(parseModelConfig(spec), { ...(record ? { record } : {}), env: {}, openai: { apiKey: KEY, baseURL } });
    try {
      const runId = 'consent:live:1';
      const models = set.forRun({ runId, seed: '1', task });
      return await runTaskDetailed({ task, architecture: 'l1', defense: 'source', confirm: 'consent-by-delegator', models, authorizer: deterministicAuthorizer(), seed: 1, runId });
    } finally {
      set.close();
    }
  };

  it('the delegator answers through the live model path; the exchange is recorded and replays byte for byte', async () => {
    const rec = join(dir, 'rec');
    const live = await runWith('openai:loopback-model', rec);
    expect(live.failure).toBeNull();
    const submit = live.trajectory.calls.find((c) => c.tool === 'submit_payment_batch');
    expect(submit).toMatchObject({ agent: 'w1', status: 'executed', confirmation: { decision: 'approved', exchange: { answeredBy: 'root', asker: 'w1' } } });
    // The request the endpoint got: the consent prompt, no tools, the delegator's conversation inside.
    const asked = server.seen.filter((s) => (s.body.messages as Array<{ content: string }>)[0]?.content.startsWith(CONSENT_HEADER));
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body.tools).toBeUndefined();
    expect(JSON.stringify(asked[0]?.body.messages)).toContain("Don't submit the batch");
    // Recorded under the delegator's name, with the work calls; no key in the cassette.
    const lines = readCassette(rec);
    const consentLines = lines.filter((l) => JSON.stringify(l.request).includes(CONSENT_HEADER));
    expect(consentLines.map((l) => l.agent)).toEqual(['root']);
    expect(JSON.stringify(lines)).not.toContain(KEY);
    expect(live.trajectory.tokens.root?.work.prompt).toBeGreaterThanOrEqual(120);

    const served = server.seen.length;
    const replayed = await runWith(`replay:${rec}`);
    expect(replayed.trajectoryHash).toBe(live.trajectoryHash);
    expect(server.seen.length).toBe(served);

    // Without the consent exchange the replay misses: the run fails naming the consent, the call stays blocked.
    const cut = join(dir, 'cut');
    mkdirSync(cut, { recursive: true });
    const kept = readFileSync(cassettePath(rec), 'utf8').split('\n').filter((l) => l !== '' && !l.includes(CONSENT_HEADER.replace(/[[\]]/g, '')));
    writeFileSync(join(cut, 'cassette.jsonl'), `${kept.join('\n')}\n`);
    const missed = await runWith(`replay:${cut}`);
    expect(missed.trajectory.endReason).toBe('error');
    expect(missed.failure?.detail).toMatch(/consent: root's model call for w1's submit_payment_batch failed: replay miss/);
    expect(missed.trajectory.calls.find((c) => c.tool === 'submit_payment_batch')?.status).toBe('blocked');
  });
});
