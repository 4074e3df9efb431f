import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandGrid } from '../../src/runner/grid.js';
import { runIdOf } from '../../src/runner/identity.js';
import { PgStore } from '../../src/runner/pg-store.js';
import { ResultsStore, runRow } from '../../src/runner/store.js';
import { connectionSecrets, isPostgresUrl, printableStore, redactConnectionUrl, scrubSecret } from '../../src/util/connection-url.js';
import { gridFingerprintDifferences, gridFingerprint } from '../../src/runner/grid-fingerprint.js';
import { postgresBin, startPostgres } from '../postgres-server.js';
const identities = expandGrid({ suite: 'masdrift', taskIds: ['t1', 't2'], architectures: ['single', 'n4'], defenses: ['none', 'chain'], models: ['sim:default'], confirms: ['auto-approve'], reps: 1, seed: '1', defendSingle: false });
const run = (identity, status, hash = `h-${identity.taskId}`) => ({
    runId: runIdOf(identity), identity, domain: 'finance', status, error: status === 'error' ? 'runtime|run|boom' : null, trajectoryHash: status === 'ok' ? hash : null,
    metrics: status === 'ok' ? { cmp: 1 } : null, trajectoryJson: status === 'ok' ? JSON.stringify({ task: identity.taskId, hash }) : null, durationMs: 2.5,
});
describe('connection URLs in messages', () => {
    it('hides the password (in the userinfo and in parameters) and keeps what tells stores apart', () => {
        const url = 'postgres://ann:s%40cret-pw@db.lab:5433/grid?host=/run/pg&password=other-pw';
        expect(isPostgresUrl(url)).toBe(true);
        expect(isPostgresUrl('results/masdrift')).toBe(false);
        const shown = redactConnectionUrl(url);
        expect(shown).toContain('ann:***@db.lab:5433/grid');
        expect(shown).toContain('host=%2Frun%2Fpg');
        expect(shown).not.toMatch(/s%40cret|s@cret|other-pw/);
        expect(connectionSecrets(url).sort()).toEqual(['other-pw', 's%40cret-pw', 's@cret-pw'].sort());
        expect(scrubSecret('auth failed for s@cret-pw and s%40cret-pw; other-pw', url)).toBe('auth failed for *** and ***; ***');
        expect(printableStore('results/x')).toBe('results/x');
        expect(redactConnectionUrl('postgres://u:p4ss@[bad')).toBe('postgres://u:***@[bad');
    });
});
describe('grid fingerprints', () => {
    it('names each fact that differs', () => {
        const a = gridFingerprint({ codeVersion: '0.1.0', suiteVersion: 'aaa', scorerVersion: '4', models: ['sim:default'], limits: {} });
        const b = gridFingerprint({ codeVersion: '0.1.0', suiteVersion: 'bbb', scorerVersion: '5', models: ['sim:default'], limits: {} });
        expect(gridFingerprintDifferences(a, a)).toEqual([]);
        expect(gridFingerprintDifferences(a, b)).toEqual(["suite version: the grid's aaa, this worker's bbb", "scorer version: the grid's 4, this worker's 5"]);
    });
});
describe.runIf(postgresBin() !== null || process.env['CI'])('the PostgreSQL store', () => {
    let server;
    beforeAll(async () => {
        server = startPostgres();
        await server.createDb('store');
    }, 120_000);
    afterAll(() => server?.stop());
    it('has the SQLite store semantics: committed once, idempotent on the run id, a failed run replaced by its retry, an ok run never', async () => {
        const store = await PgStore.open(server.url('store'));
        const sqlite = ResultsStore.inMemory('reference');
        try {
            const [a, b, c] = identities;
            for (const s of [store, sqlite]) {
                expect(await s.commit([runRow(run(a, 'ok')), runRow(run(b, 'error'))])).toBe(2);
                // The same runs again: the ok run stays, the failed one is replaced (by a failure again here).
                expect(await s.commit([runRow(run(a, 'ok', 'other-hash'))])).toBe(0);
                expect(await s.commit([runRow(run(b, 'ok')), runRow(run(c, 'ok'))])).toBe(2);
                expect(await s.commit([runRow(run(b, 'error'))])).toBe(0);
                expect([...(await s.finishedRunIds())].sort()).toEqual([a, b, c].map(runIdOf).sort());
                expect(await s.count()).toBe(3);
            }
            // Its copy in memory holds what the SQLite store holds (what report and show read).
            const mem = await store.snapshot();
            try {
                expect([...mem.runs({ withTrajectory: true })]).toEqual([...sqlite.runs({ withTrajectory: true })]);
                expect(mem.where).toBe(store.where);
            }
            finally {
                mem.close();
            }
        }
        finally {
            sqlite.close();
            await store.close();
        }
    });
    it('records versions as the SQLite store does, and refuses runs of another suite or scorer version', async () => {
        await server.createDb('versions');
        const store = await PgStore.open(server.url('versions'));
        try {
            await store.checkVersions({ suiteVersion: 's1', codeVersion: '0.1.0', scorerVersion: '4' }, false);
            expect(await store.meta('suite_version')).toBe('s1');
            await expect(store.checkVersions({ suiteVersion: 's2', codeVersion: '0.1.0', scorerVersion: '4' }, false)).rejects.toThrow(/holds results of suite version s1, but the suite is now s2/);
            await store.checkVersions({ suiteVersion: 's2', codeVersion: '0.1.0', scorerVersion: '4' }, true);
            await expect(store.checkVersions({ suiteVersion: 's1', codeVersion: '0.1.0', scorerVersion: '5' }, false)).rejects.toThrow(/scored by scorer version 4, but this build scores with version 5/);
            expect(store.where).not.toContain(server.password);
        }
        finally {
            await store.close();
        }
    });
    it('opening an empty database read-only says no results are there', async () => {
        await server.createDb('empty');
        await expect(PgStore.open(server.url('empty'), { readonly: true })).rejects.toThrow(/no masdrift results here/);
    });
});
