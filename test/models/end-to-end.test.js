import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseModelConfig } from '../../src/models/model-spec.js';
import { modelSet } from '../../src/models/config.js';
import { readCassette } from '../../src/models/cassette.js';
import { ReplayMissError } from '../../src/models/replay.js';
import { SimModel } from '../../src/models/sim/model.js';
import { loadProfile } from '../../src/models/sim/profile.js';
import { runTaskDetailed } from '../../src/runtime/run.js';
import { sha256 } from '../../src/util/canonical.js';
import { loadTask } from './support.js';
import { LoopbackServer, completion } from './loopback.js';
const task = loadTask();
const KEY = 'sk-loopback-0123456789abcdef';
describe('sim runs end to end through the runtime', () => {
    for (const spec of ['sim:default', 'sim:careful', 'sim:lossy-lead', 'sim:eager-executor', 'lead=sim:lossy-lead+executor=sim:eager-executor']) {
        it(`${spec}: finishes, and its authorizer calls cost measured tokens`, async () => {
            const set = modelSet(parseModelConfig(spec));
            for (const [arch, defense] of [['single', 'none'], ['l2', 'source'], ['n4', 'chain']]) {
                const runId = `${spec}:${arch}:${defense}`;
                const models = set.forRun({ runId, seed: '7', task });
                const r = await runTaskDetailed({ task, architecture: arch, defense, confirm: 'auto-approve', models, authorizer: set.authorizerFor(models), seed: 7, runId });
                expect(r.trajectory.endReason).toBe('finished');
                expect(r.trajectory.calls.length).toBeGreaterThan(0);
                const work = Object.values(r.trajectory.tokens).reduce((n, t) => n + t.work.prompt + t.work.completion, 0);
                const def = Object.values(r.trajectory.tokens).reduce((n, t) => n + t.defense.prompt + t.defense.completion, 0);
                expect(work).toBeGreaterThan(0);
                if (defense === 'none')
                    expect(def).toBe(0);
                else
                    expect(def).toBeGreaterThan(0);
            }
        });
    }
});
describe('sim determinism', () => {
    it('the same runs give the same trajectories whether run one by one or interleaved', async () => {
        const set = modelSet(parseModelConfig('lead=sim:lossy-lead+executor=sim:eager-executor'));
        const one = async (seed) => {
            const runId = `det:${seed}`;
            const models = set.forRun({ runId, seed: String(seed), task });
            return (await runTaskDetailed({ task, architecture: 'l2', defense: 'chain', confirm: 'auto-approve', models, authorizer: set.authorizerFor(models), seed, runId })).trajectoryHash;
        };
        const sequential = [];
        for (const s of [1, 2, 3, 4])
            sequential.push(await one(s));
        const interleaved = await Promise.all([4, 3, 2, 1].map(one));
        expect(interleaved.reverse()).toEqual(sequential);
    });
});
/**
 * A live endpoint on the loopback interface: an OpenAI-compatible server whose answers come from the
 * simulated model reading the request body (seeded by the request's own text).
 */
function simBackedServer() {
    const server = new LoopbackServer();
    const sim = new SimModel(loadProfile('eager-executor'), { runId: 'loopback', seed: 'live', task });
    server.handler = (body) => {
        const req = { model: String(body.model), messages: body.messages, tools: body.tools };
        const who = sha256(JSON.stringify(req.messages.slice(0, 2))).slice(0, 12);
        const turn = req.messages.filter((m) => m.role === 'assistant').length;
        const res = sim.answer(req, { runId: 'loopback', agent: who, turn, purpose: 'work' });
        const calls = res.message.tool_calls?.map((c, i) => ({ id: `call_${who}_${turn}_${i}_live`, name: c.function.name, arguments: c.function.arguments }));
        return { kind: 'json', body: completion({ content: res.message.content, ...(calls ? { tool_calls: calls } : {}) }, res.usage) };
    };
    return server;
}
describe('a live run against a loopback endpoint, recorded and replayed', () => {
    let server;
    let baseURL;
    beforeAll(async () => {
        server = simBackedServer();
        baseURL = await server.start();
    });
    afterAll(async () => server.stop());
    const seeds = [1, 2, 3];
    const runAll = async (spec, order, concurrent, record) => {
        const set = modelSet(parseModelConfig(spec), { record, env: {}, openai: { apiKey: KEY, baseURL, concurrency: 2 } });
        const one = async (seed) => {
            const runId = `live:${seed}`;
            const models = set.forRun({ runId, seed: String(seed), task });
            const r = await runTaskDetailed({ task, architecture: 'l2', defense: 'source', confirm: 'auto-approve', models, authorizer: set.authorizerFor(models), seed, runId });
            return [seed, r.trajectoryHash];
        };
        const out = concurrent ? await Promise.all(order.map(one)) : await (async () => { const a = []; for (const s of order)
            a.push(await one(s)); return a; })();
        set.close();
        return Object.fromEntries(out);
    };
    it('a malformed tool-call argument from the endpoint becomes a failed call, not a crash', async () => {
        server.script.push({ kind: 'json', body: completion({ tool_calls: [{ id: 'call_bad', name: 'list_invoices', arguments: '{"vendor": "Northw' }] }) });
        const set = modelSet(parseModelConfig('openai:loopback-model'), { env: {}, openai: { apiKey: KEY, baseURL } });
        const models = set.forRun({ runId: 'live:bad', seed: '0', task });
        const r = await runTaskDetailed({ task, architecture: 'single', defense: 'none', confirm: 'auto-approve', models, seed: 0, runId: 'live:bad' });
        expect(r.trajectory.calls[0]).toMatchObject({ tool: 'list_invoices', status: 'failed' });
        expect(r.trajectory.endReason).toBe('finished');
    });
    it('replays to byte-identical trajectory hashes under different concurrency, without a key in the cassette', async () => {
        const dir = mkdtempSync(join(tmpdir(), 'masdrift-live-'));
        const recorded = await runAll('openai:loopback-model', seeds, true, dir);
        const lines = readCassette(dir);
        expect(lines.length).toBeGreaterThan(10);
        expect(lines.some((l) => l.agent.startsWith('authorizer'))).toBe(true);
        expect(JSON.stringify(lines)).not.toContain(KEY);
        const served = server.seen.length;
        expect(await runAll(`replay:${dir}`, [...seeds].reverse(), false)).toEqual(recorded);
        expect(await runAll(`replay:${dir}`, seeds, true)).toEqual(recorded);
        // Replays never reach the endpoint.
        expect(server.seen.length).toBe(served);
        // A run that was never recorded fails closed with the run and agent named.
        const set = modelSet(parseModelConfig(`replay:${dir}`));
        const models = set.forRun({ runId: 'live:99', seed: '99', task });
        const miss = await models.lead.complete({ model: 'x', messages: [{ role: 'user', content: 'hello' }] }, { runId: 'live:99', agent: 'root', turn: 0, purpose: 'work' }).catch((e) => e);
        expect(miss).toBeInstanceOf(ReplayMissError);
        expect(miss.message).toMatch(/run live:99, agent root/);
    });
});
