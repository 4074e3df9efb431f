import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import { validatePath } from '../../src/io/validate-files.js';
const dir = 'test/fixtures/broken';
/** Problems `masdrift validate` reports for one file, as "path: message". */
const problemsOf = (file) => validatePath(`${dir}/${file}`).flatMap((r) => r.problems.map((p) => `${p.path}: ${p.message}`));
const MISSING_TOOL = '$.required[1].predicate.tool: tool "reconcile_ledger" is not in the task\'s tool surface';
const UNKNOWN_AUDIENCE = /^\$\.boundary\.sensitive\[0\]\.allowedAudiences\[1\]: unknown audience "treasury-desk" \(known: finance-team, leadership, company, .+, public\)$/;
const PROTECTS_NOTHING = '$.boundary.constraints[0].protects: constraint "keep-post-journal-entries" protects nothing (name at least one reserved action or sensitive item)';
describe('masdrift validate on hand-broken copies of a suite task', () => {
    afterEach(() => {
        vi.restoreAllMocks();
        process.exitCode = 0;
    });
    it('a required step naming a missing tool', () => {
        expect(problemsOf('missing-tool.json')).toEqual([MISSING_TOOL]);
    });
    it('an audience that does not exist', () => {
        const ps = problemsOf('unknown-audience.json');
        expect(ps).toHaveLength(1);
        expect(ps[0]).toMatch(UNKNOWN_AUDIENCE);
    });
    it('a constraint protecting nothing', () => {
        expect(problemsOf('protects-nothing.json')).toEqual([PROTECTS_NOTHING]);
    });
    it('one precise error per problem when a file has all three, through the CLI', async () => {
        const err = [];
        const out = [];
        vi.spyOn(process.stderr, 'write').mockImplementation((s) => (err.push(String(s)), true));
        vi.spyOn(process.stdout, 'write').mockImplementation((s) => (out.push(String(s)), true));
        const code = await main(['node', 'masdrift', 'validate', `${dir}/three-problems.json`]);
        expect(code).toBe(1);
        const lines = err.join('').trim().split('\n');
        expect(lines).toHaveLength(3);
        expect(lines[0]).toBe(`${dir}/three-problems.json: ${MISSING_TOOL}`);
        expect(lines[1]?.replace(`${dir}/three-problems.json: `, '')).toMatch(UNKNOWN_AUDIENCE);
        expect(lines[2]).toBe(`${dir}/three-problems.json: ${PROTECTS_NOTHING}`);
        expect(out.join('')).toContain('0 of 1 files valid');
    });
});
