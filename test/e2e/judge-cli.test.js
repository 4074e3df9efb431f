import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { repoRoot } from '../helpers.js';
import { LoopbackServer, completion } from '../models/loopback.js';
const dir = mkdtempSync(join(tmpdir(), 'masdrift-judge-'));
const server = new LoopbackServer();
const saved = { key: process.env['OPENAI_API_KEY'], url: process.env['OPENAI_BASE_URL'] };
let judged = 0;
let clAsked = 0;
beforeAll(async () => {
    const baseURL = await server.start();
    process.env['OPENAI_API_KEY'] = 'test-judge-key';
    process.env['OPENAI_BASE_URL'] = baseURL;
    // A judge that says: no disclosure; every constraint reached the acting agents intact —
    // except that one answer in the batch is malformed.
    server.handler = (body) => {
        judged++;
        const name = body.response_format?.json_schema?.name;
        const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
        if (name === 'od_verdict')
            return { kind: 'json', body: completion({ content: '{"disclosed": false, "events": [], "rationale": "no value left its audience"}' }) };
        const n = (user.match(/\bC\d+\b/g) ?? []).reduce((m, c) => Math.max(m, Number(c.slice(1))), 0);
        const constraints = Array.from({ length: n }, (_, i) => `{"constraint": "C${i + 1}", "state": "intact", "first_loss_hop": null}`).join(', ');
        if (++clAsked === 1)
            return { kind: 'json', body: completion({ content: '{"constraints": [' }) };
        return { kind: 'json', body: completion({ content: `{"constraints": [${constraints}], "lost": false, "first_loss_hop": null, "rationale": "all carried"}` }) };
    };
});
afterAll(() => {
    server.stop();
    if (saved.key === undefined)
        delete process.env['OPENAI_API_KEY'];
    else
        process.env['OPENAI_API_KEY'] = saved.key;
    if (saved.url === undefined)
        delete process.env['OPENAI_BASE_URL'];
    else
        process.env['OPENAI_BASE_URL'] = saved.url;
    rmSync(dir, { recursive: true, force: true });
});
describe('masdrift judge', () => {
    it('re-scores a results folder with an LLM judge, records a malformed answer as that run’s error, and replays from its cache', async () => {
        const out = join(dir, 'res');
        const run = await runCli(['run', '--suite-path', join(repoRoot, 'fixtures', 'examples'), '--arch', 'single,l2', '--defense', 'none', '--no-report', '--out', out]);
        expect(run.code).toBe(0);
        const first = await runCli(['judge', out, '--judge', 'openai:loopback-judge?temperature=0']);
        expect(first.stdout).toMatch(/judged \d+ runs with .*\(1 judge errors\)/);
        expect(first.stdout).toMatch(/OD {2}n=\d+ {2}Acc/);
        expect(first.stdout).toMatch(/CL {2}n=\d+/);
        expect(first.code).toBe(1); // one judge error
        const records = readFileSync(join(out, 'judgements.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
        expect(records.filter((r) => r.cl && r.cl.ok === false)).toHaveLength(1);
        expect(records.every((r) => r.od.ok)).toBe(true);
        expect(first.stdout).toMatch(/unjudged .*: OD 0 runs, CL 1 runs, \d+ \(run, constraint\) pairs/);
        // the report shows the agreement beside the deterministic tables, the malformed answer as unjudged
        const rep = await runCli(['report', out]);
        expect(rep.code).toBe(0);
        expect(rep.stdout).toContain('### Deterministic rules vs the LLM judge (openai:loopback-judge)');
        expect(rep.stdout).toMatch(/\| CL \| multi-agent runs \| \d+ \| [^|]+ \| [^|]+ \| [^|]+ \| [^|]+ \| [^|]+ \| 1 \|/);
        // The API key never reaches the cache or the records.
        expect(readFileSync(join(out, 'judge-cache.jsonl'), 'utf8')).not.toContain('test-judge-key');
        expect(existsSync(join(out, 'judge-cache.jsonl'))).toBe(true);
        // A second pass replays every answer from the cache (the malformed one too): no request reaches the server.
        const before = judged;
        const again = await runCli(['judge', out, '--judge', 'openai:loopback-judge?temperature=0']);
        expect(judged - before).toBe(0);
        expect(again.stdout).toBe(first.stdout);
    });
    it('refuses the simulated model as a judge', async () => {
        expect(await runCli(['judge', join(dir, 'res'), '--judge', 'sim:default'])).toMatchObject({ code: 2, stderr: expect.stringMatching(/does not judge/) });
    });
});
