/**
 * Common random numbers: a defended run draws what its undefended twin draws (the simulated agents'
 * draws are keyed by the identity without the defense, src/runner/masdrift-job.ts drawStream), so a
 * none/Source pair differs only where the defense acted. Runs: MASDRIFT_PROP_RUNS (default 1,000).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadTaskSuite } from '../../src/io/load-suite.js';
import { NAMED as ALL_ARCHITECTURES } from '../../src/axes/architectures.js';
import { createRunner } from '../../src/runner/masdrift-job.js';
import { runIdOf } from '../../src/runner/identity.js';
import { fixturesPath } from '../../src/util/paths.js';
const RUNS = Math.max(1000, Number(process.env['MASDRIFT_PROP_RUNS'] ?? 1000) || 1000);
const suitePath = fixturesPath('suite');
const suite = loadTaskSuite(suitePath);
const taskIds = suite.tasks.map((t) => t.id);
/** What the agents did: the calls and handoffs without what the defense wrote on them (verdicts, policies). */
function behaviour(t) {
    return {
        calls: t.calls.map((c) => ({ seq: c.seq, agent: c.agent, hop: c.hop, path: c.path, tool: c.tool, args: c.args, status: c.status, result: c.result ?? null })),
        handoffs: t.handoffs.map((h) => ({ seq: h.seq, from: h.from, to: h.to, kind: h.kind, hop: h.hop, message: h.message })),
        coordination: t.coordination ?? [],
        finalAnswer: t.finalAnswer,
        endReason: t.endReason,
    };
}
/** The defense never stood in the way: no call denied or blocked, every confirmation approved. */
function defenseNeverActed(t) {
    return t.calls.every((c) => c.status !== 'denied' && c.status !== 'blocked' && (c.confirmation === null || c.confirmation.decision === 'approved'));
}
describe('common random numbers', () => {
    it(`a Source run the defense never stood in the way of does exactly what the undefended run does (${RUNS} cases)`, async () => {
        const run = await createRunner({ suitePath, models: ['sim:default', 'sim:lossy-lead'] });
        let met = 0;
        let cases = 0;
        await fc.assert(fc.asyncProperty(fc.constantFrom(...taskIds), fc.constantFrom(...ALL_ARCHITECTURES.filter((a) => a !== 'single')), fc.constantFrom('sim:default', 'sim:lossy-lead'), fc.constantFrom('auto-approve', 'auto-deny', 'oracle'), fc.nat(3), fc.string({ minLength: 1, maxLength: 4 }), async (taskId, architecture, model, confirm, rep, seed) => {
            cases++;
            const base = { suite: 'masdrift', taskId, architecture, defense: 'none', model, confirm: 'auto-approve', rep, seed, extra: {} };
            const none = await run(base);
            const source = await run({ ...base, defense: 'source', confirm });
            expect(none.status).toBe('ok');
            expect(source.status).toBe('ok');
            // They are different runs (the id names the defense) drawing the same numbers.
            expect(runIdOf({ ...base, defense: 'source', confirm })).not.toBe(runIdOf(base));
            const tn = JSON.parse(none.trajectoryJson);
            const ts = JSON.parse(source.trajectoryJson);
            if (!defenseNeverActed(ts))
                return;
            met++;
            expect(behaviour(ts)).toEqual(behaviour(tn));
        }), { numRuns: RUNS, seed: 20261201 });
        const share = met / cases;
        process.stdout.write(`common random numbers: ${met} of ${cases} cases (${(100 * share).toFixed(1)}%) had a Source run the defense never stood in the way of; all matched the undefended run\n`);
        // A floor on the share of informative cases, so the property cannot pass by never meeting its condition.
        expect(share).toBeGreaterThan(0.4);
    }, 600_000);
});
