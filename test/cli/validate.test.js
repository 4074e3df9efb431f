import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exampleTaskPath, repoRoot } from '../helpers.js';
import { runCli } from './run-cli.js';
const dir = mkdtempSync(join(tmpdir(), 'masdrift-validate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const original = JSON.parse(readFileSync(join(repoRoot, exampleTaskPath), 'utf8'));
/** Write a broken copy of the example task and return its path. */
function brokenCopy(name, mutate) {
    const t = structuredClone(original);
    mutate(t);
    const p = join(dir, `${name}.json`);
    writeFileSync(p, JSON.stringify(t, null, 2));
    return p;
}
describe('masdrift validate', () => {
    it('accepts the shipped fixtures', async () => {
        const r = await runCli(['validate', join(repoRoot, 'fixtures'), '--quiet']);
        expect(r.stderr).toBe('');
        expect(r.code).toBe(0);
        expect(r.stdout).toMatch(/files valid/);
    });
    const broken = [
        ['wrong type deep inside', (t) => { t.environment.tools[4].irreversible = 'yes'; }, /\$\.environment\.tools\[4\]\.irreversible: .*boolean/i],
        ['missing request', (t) => { delete t.request; }, /\$\.request: /],
        ['bad effect class', (t) => { t.environment.tools[0].effect = 'write'; }, /\$\.environment\.tools\[0\]\.effect: .*(read|expected)/i],
        ['unknown matcher op', (t) => { t.required[0].predicate.args.vendor = { op: 'like', value: 'x' }; }, /\$\.required\[0\]\.predicate\.args\.vendor/],
        ['required step naming a missing tool', (t) => { t.required[1].predicate.tool = 'get_general_ledger'; }, /\$\.required\[1\]\.predicate\.tool: tool "get_general_ledger" is not in the task's tool surface/],
        ['audience that does not exist', (t) => { t.boundary.sensitive[0].allowedAudiences = ['treasury']; }, /\$\.boundary\.sensitive\[0\]\.allowedAudiences\[0\]: unknown audience "treasury"/],
        ['constraint protecting nothing', (t) => { t.boundary.constraints[2].protects = { reserved: [], sensitive: [] }; }, /\$\.boundary\.constraints\[2\]\.protects: constraint "no-vendor-email" protects nothing/],
        ['argument the tool does not have', (t) => { t.boundary.reserved[1].predicate.args = { recipient: { op: 'any' } }; }, /\$\.boundary\.reserved\[1\]\.predicate\.args\.recipient: "recipient" is not a parameter of send_email/],
        ['duplicate tool', (t) => { t.environment.tools.push(t.environment.tools[0]); }, /\$\.environment\.tools\[12\]\.name: duplicate tool name "list_invoices"/],
    ];
    it.each(broken)('reports %s with the file, JSON path and expectation; exit 1', async (name, mutate, expected) => {
        const p = brokenCopy(name.replace(/\W+/g, '-'), mutate);
        const r = await runCli(['validate', p]);
        expect(r.code).toBe(1);
        expect(r.stderr).toContain(p.split('/').pop());
        expect(r.stderr).toMatch(expected);
    });
    it('reports invalid JSON with its line and column', async () => {
        const p = join(dir, 'truncated.json');
        writeFileSync(p, '{\n  "id": "x",\n  "request": \n');
        const r = await runCli(['validate', p]);
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(/truncated\.json: \$: invalid JSON at line \d+, column \d+/);
    });
    it('says what it expected when it cannot tell the kind of a file', async () => {
        const p = join(dir, 'mystery.json');
        writeFileSync(p, JSON.stringify({ hello: 'world' }));
        const r = await runCli(['validate', p]);
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(/cannot tell what this file is: expected one of task, policy/);
    });
    it('validates a policy file by kind', async () => {
        const good = join(dir, 'policy.json');
        writeFileSync(good, JSON.stringify({ rules: [{ tool: 'send_email', scope: { args: { to: { domains: ['acme.example'] } } }, stage: 'current_request' }] }));
        expect((await runCli(['validate', good])).code).toBe(0);
        const bad = join(dir, 'policy-bad.json');
        writeFileSync(bad, JSON.stringify({ rules: [{ tool: 'a', scope: {}, stage: 'later' }, { tool: 'a', scope: {}, stage: 'never' }] }));
        const r = await runCli(['validate', bad, '--kind', 'policy']);
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(/\$\.rules\[0\]\.stage/);
    });
});
describe('masdrift schema', () => {
    it('exports the task JSON Schema for editors', async () => {
        const r = await runCli(['schema', 'task']);
        expect(r.code).toBe(0);
        const schema = JSON.parse(r.stdout);
        expect(schema.type).toBe('object');
        expect(schema.required).toEqual(expect.arrayContaining(['id', 'domain', 'request', 'environment', 'required', 'boundary']));
    });
    it('rejects an unknown schema name and an unknown flag', async () => {
        expect(await runCli(['schema', 'nope'])).toMatchObject({ code: 2, stderr: expect.stringMatching(/unknown schema "nope"/) });
        const r = await runCli(['validate', '--frobnicate', 'x']);
        expect(r.code).not.toBe(0);
        expect(r.stderr).toMatch(/unknown option/);
    });
});
