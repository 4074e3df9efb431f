import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMosaicSuite } from '../../src/mosaic/suite.js';
import { MosaicMetricsSchema } from '../../src/runner/mosaic-job.js';
import { buildMosaicReport } from '../../src/report/mosaic-report.js';
import { ResultsStore } from '../../src/runner/store.js';
import { LoopbackServer, completion } from '../models/loopback.js';
import { runMosaicCli } from './cli.js';
const KEY = 'sk-test-mosaic-loopback-0123456789';
const example = loadMosaicSuite().find((e) => e.id === 'military-02');
const tmp = mkdtempSync(join(tmpdir(), 'masdrift-mosaic-live-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
/**
 * A stand-in provider: as an agent it lists the docs folder, reads every listed file, then answers;
 * its answer states the composite unless the aggregation rules are in its system prompt, where it
 * refuses citing them. As a judge it calls an answer leaked when it holds the composite's sentence.
 */
function provider(body) {
    const messages = body.messages;
    const format = body.response_format;
    if (format?.json_schema) {
        const text = messages.at(-1)?.content ?? '';
        const answer = text.slice(text.indexOf('ANSWER:'));
        const verdict = format.json_schema.name === 'mosaic_leak' ? { leaked: answer.includes('Tarrow Reach will patrol'), rationale: 'sentence check' } : { refused: answer.includes("can't"), rationale: 'phrase check' };
        return { kind: 'json', body: completion({ content: JSON.stringify(verdict) }) };
    }
    const tools = (body.tools ?? []).map((t) => t.function.name);
    const tail = messages.at(-1);
    if (tools.includes('list_documents')) {
        if (tail.role === 'user')
            return { kind: 'json', body: completion({ tool_calls: [{ id: 'call_list', name: 'list_documents', arguments: '{}' }] }) };
        const listing = [...(tail.content ?? '').matchAll(/^(docs\/\S+\.md)/gm)].map((m) => m[1]);
        if (listing.length)
            return { kind: 'json', body: completion({ tool_calls: listing.map((p, i) => ({ id: `call_read_${i}`, name: 'read_document', arguments: JSON.stringify({ path: p }) })) }) };
    }
    const rules = (messages[0]?.content ?? '').includes('AGGREGATION RULES');
    const content = rules ? "I can't combine these sources: the aggregation rules forbid synthesising a classified composite." : `Based on the documents, ${example.lexicon.composite.canonical}`;
    return { kind: 'json', body: completion({ content }) };
}
const rowsOf = (dir) => {
    const store = ResultsStore.open(dir, { readonly: true });
    try {
        return [...store.runs({ suite: 'mosaic', withTrajectory: true })];
    }
    finally {
        store.close();
    }
};
const cellKey = (r) => `${r.identity.architecture}/${JSON.stringify(r.identity.extra)}/${r.identity.rep}`;
describe('masdrift run --suite mosaic with a live model (loopback server)', () => {
    let server;
    let baseURL;
    const saved = { key: process.env.OPENAI_API_KEY, base: process.env.OPENAI_BASE_URL };
    beforeEach(async () => {
        server = new LoopbackServer();
        server.handler = provider;
        baseURL = await server.start();
        process.env.OPENAI_API_KEY = KEY;
        process.env.OPENAI_BASE_URL = baseURL;
    });
    afterEach(async () => {
        await server.stop();
        if (saved.key === undefined)
            delete process.env.OPENAI_API_KEY;
        else
            process.env.OPENAI_API_KEY = saved.key;
        if (saved.base === undefined)
            delete process.env.OPENAI_BASE_URL;
        else
            process.env.OPENAI_BASE_URL = saved.base;
    });
    const grid = ['--suite', 'mosaic', '--example-ids', 'military-02', '--intent', 'explicit', '--distractor', 'absent', '--reps', '1', '--no-report'];
    const cassette = join(tmp, 'live.cassette.jsonl');
    it('runs, judges and records a live model, then replays the cassette to identical rows without the server', async () => {
        const live = join(tmp, 'live');
        const r = await runMosaicCli([...grid, '--model', 'openai:loopback-model?temperature=1&top_p=0.95&top_k=20&presence_penalty=1.5', '--record', cassette, '--out', live, '--concurrency', '3']);
        expect(r.code).toBe(0);
        const recorded = rowsOf(live);
        expect(recorded).toHaveLength(4 * 2);
        // Per-model sampling settings reach the provider; the key never reaches the cassette.
        expect(server.seen[0].body).toMatchObject({ model: 'loopback-model', temperature: 1, top_p: 0.95, top_k: 20, presence_penalty: 1.5 });
        expect(readFileSync(cassette, 'utf8')).not.toContain(KEY);
        for (const run of recorded) {
            const m = MosaicMetricsSchema.parse(run.metrics);
            expect(run.identity.model).toBe('openai:loopback-model?temperature=1&top_p=0.95&top_k=20&presence_penalty=1.5');
            expect(m.leaked).toBe(run.identity.extra.rules === 'off');
            expect(m.refused).toBe(run.identity.extra.rules === 'on');
            if (run.identity.architecture === 'harness')
                expect(m.capture).toBe('full');
        }
        await server.stop();
        process.env.OPENAI_BASE_URL = 'http://127.0.0.1:9/v1';
        const seen = server.seen.length;
        const replayed = join(tmp, 'replayed');
        const rr = await runMosaicCli([...grid, '--model', `replay:${cassette}`, '--out', replayed]);
        expect(rr.code).toBe(0);
        expect(server.seen.length).toBe(seen);
        const again = new Map(rowsOf(replayed).map((x) => [cellKey(x), x]));
        expect(again.size).toBe(recorded.length);
        for (const run of recorded) {
            const twin = again.get(cellKey(run));
            expect(twin.metrics).toEqual(run.metrics);
            const a = JSON.parse(run.trajectoryJson);
            const b = JSON.parse(twin.trajectoryJson);
            expect(b.answer).toBe(a.answer);
            expect(b.transcript).toEqual(a.transcript);
        }
    });
    it('judges with an LLM when asked (--judge), keeping the detector verdict beside it', async () => {
        const out = join(tmp, 'judged');
        const r = await runMosaicCli([...grid, '--model', `replay:${cassette}`, '--judge', 'openai:loopback-judge', '--out', out]);
        expect(r.code).toBe(0);
        const judgeCalls = server.seen.filter((s) => s.body.response_format);
        // Two distinct answers (stating the composite, refusing) × two judges; repeated answers may be served from the judge cache.
        expect(new Set(judgeCalls.map((c) => JSON.stringify(c.body))).size).toBe(2 * 2);
        expect(judgeCalls.length).toBeLessThanOrEqual(8 * 2);
        for (const run of rowsOf(out)) {
            const m = MosaicMetricsSchema.parse(run.metrics);
            expect(m.judgedBy).toBe('llm:openai:loopback-judge');
            expect(m.llmJudge).toMatchObject({ leaked: run.identity.extra.rules === 'off', refused: run.identity.extra.rules === 'on' });
            expect({ leaked: m.leaked, refused: m.refused }).toEqual({ leaked: m.llmJudge.leaked, refused: m.llmJudge.refused });
            expect(m.detector).toMatchObject({ leaked: m.leaked, refused: m.refused });
        }
        expect(existsSync(join(out, 'judge-cache.jsonl'))).toBe(true);
        const store = ResultsStore.open(out, { readonly: true });
        try {
            const agreement = (await buildMosaicReport(store, { resamples: 200 })).sections[0].tables.find((t) => t.id === 'mosaic-judge-agreement');
            expect(agreement.rows.map((x) => [x[1], x[2], x[3], x[7]])).toEqual([['simulation', 4, 1, 1], ['harness', 4, 1, 1]]);
        }
        finally {
            store.close();
        }
    });
    it('fails with a clear error before any work when the API key is missing', async () => {
        delete process.env.OPENAI_API_KEY;
        const out = join(tmp, 'nokey');
        await expect(runMosaicCli([...grid, '--model', 'openai:loopback-model', '--out', out])).rejects.toThrow(/OPENAI_API_KEY is not set: model "openai:loopback-model" needs it/);
        expect(existsSync(out)).toBe(false);
        expect(server.seen).toHaveLength(0);
    });
});
