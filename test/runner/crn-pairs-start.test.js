import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditSourcePairs } from '../../src/runner/pair-audit.js';
import { ResultsStore } from '../../src/runner/store.js';
import { runCli } from '../cli/run-cli.js';
const dir = mkdtempSync(join(tmpdir(), 'masdrift-crn-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// npm start's none/Source pairs (its 200 tasks, every architecture, sim:default, auto-approve): under
// common random numbers a pair can only part where Source acted, so no pair may have an executed
// unauthorized action only under Source unless the two runs first diverged at a call Source denied
// or held. The counts are printed.
describe("npm start's none/Source pairs", () => {
    it('have no executed UA only under Source that Source did not cause', { timeout: 600_000 }, async () => {
        const out = join(dir, 'start');
        const r = await runCli(['run', '--tasks', '25', '--defense', 'none,source', '--no-report', '--out', out]);
        expect(r.code, r.stderr).toBe(0);
        const store = ResultsStore.open(out, { readonly: true });
        const a = auditSourcePairs(store);
        store.close();
        console.log(`npm start's grid: ${a.pairs} none/Source pairs, ${a.identical} identical; ${a.uaOnlyUnderSource} with executed UA only under Source; ${a.unexplained} of them not first diverging at a call Source denied or held`);
        expect(a.pairs).toBe(1600);
        expect(a.unexplained).toBe(0);
    });
});
