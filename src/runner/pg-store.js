import pg from 'pg';
import { ResultsStore } from './store.js';
import { inputError } from '../util/user-error.js';
import { redactConnectionUrl, scrubSecret } from '../util/connection-url.js';
const SCHEMA_VERSION = '1';
/** The PostgreSQL schema holding masdrift's tables (the job queue's tables live in their own, QUEUE_SCHEMA). */
export const STORE_SCHEMA = 'masdrift';
// The columns of `runs` in RunRow order, as in the SQLite store (store.ts); PostgreSQL's own types.
const RUN_COLUMNS = ['run_id', 'suite', 'task_id', 'domain', 'architecture', 'defense', 'model', 'confirm', 'rep', 'seed', 'extra', 'status', 'error', 'traj_hash', 'metrics', 'trajectory', 'duration_ms', 'protocol'];
const S = STORE_SCHEMA;
const DDL = `
  CREATE SCHEMA IF NOT EXISTS ${S};
  CREATE TABLE IF NOT EXISTS ${S}.meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS ${S}.runs (
    run_id TEXT PRIMARY KEY,
    suite TEXT NOT NULL, task_id TEXT NOT NULL, domain TEXT NOT NULL,
    architecture TEXT NOT NULL, defense TEXT NOT NULL, model TEXT NOT NULL, confirm TEXT NOT NULL,
    rep INTEGER NOT NULL, seed TEXT NOT NULL, extra TEXT NOT NULL,
    status TEXT NOT NULL, error TEXT, traj_hash TEXT, metrics TEXT, trajectory BYTEA,
    duration_ms DOUBLE PRECISION NOT NULL,
    committed_by TEXT, committed_at TIMESTAMPTZ NOT NULL DEFAULT now()
  );
  -- The run's handoff protocol, as the SQLite store keeps it (a store made before the axis: verbatim).
  ALTER TABLE ${S}.runs ADD COLUMN IF NOT EXISTS protocol TEXT NOT NULL DEFAULT 'verbatim';
  CREATE INDEX IF NOT EXISTS runs_cell ON ${S}.runs (suite, architecture, defense, model, confirm);
  -- The runs a queued grid holds (enqueue is idempotent on the run id).
  CREATE TABLE IF NOT EXISTS ${S}.grid (run_id TEXT PRIMARY KEY, enqueued_at TIMESTAMPTZ NOT NULL DEFAULT now());
  -- Every execution a worker started: a run executed twice (its first worker killed) has two rows.
  CREATE TABLE IF NOT EXISTS ${S}.attempts (
    id BIGSERIAL PRIMARY KEY, run_id TEXT NOT NULL, worker TEXT NOT NULL,
    started_at TIMESTAMPTZ NOT NULL DEFAULT now(), finished_at TIMESTAMPTZ,
    outcome TEXT CHECK (outcome IN ('committed', 'already-committed'))
  );
  CREATE INDEX IF NOT EXISTS attempts_run ON ${S}.attempts (run_id);
  -- The model exchanges workers recorded, one cassette line each, in recording order within a run.
  CREATE TABLE IF NOT EXISTS ${S}.cassette (run_id TEXT NOT NULL, seq INTEGER NOT NULL, line TEXT NOT NULL, PRIMARY KEY (run_id, seq));
`;
// Connection failures the user can act on: refused, no such socket/host, authentication, no such database.
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ENOENT', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', '28P01', '28000', '3D000', '57P03']);
/**
 * The results store on a PostgreSQL server: the SQLite store's schema and semantics (one row per run,
 * committed once — INSERT … ON CONFLICT on the run id, a failed run replaced by its retry, an ok run
 * never), shared by every worker of a grid. Readers (report, show, replay) copy it into an in-memory
 * SQLite store (`snapshot`) and read that as they read a folder.
 */
export class PgStore {
    url;
    pool;
    where;
    constructor(url, pool) {
        this.url = url;
        this.pool = pool;
        this.where = redactConnectionUrl(url);
    }
    /** Connect, creating the schema unless only reading (concurrent workers serialise on an advisory lock). */
    static async open(url, opts = {}) {
        const pool = new pg.Pool({ connectionString: url, max: 4, application_name: 'masdrift' });
        const store = new PgStore(url, pool);
        // An idle connection dropped by the server must not crash the process, nor print the URL.
        pool.on('error', (e) => process.stderr.write(`masdrift: ${store.where}: PostgreSQL connection lost: ${scrubSecret(e.message, url)}\n`));
        try {
            if (opts.readonly) {
                const r = await store.query(`SELECT to_regclass('${S}.runs') IS NOT NULL AS ok`);
                if (!r.rows[0]?.ok)
                    throw inputError(`${store.where}: no masdrift results here (no ${S}.runs table) — was a grid run into this store?`);
            }
            else {
                await store.transaction(async (c) => {
                    // Two workers creating the tables at once would collide in the catalog: one at a time.
                    await c.query(`SELECT pg_advisory_xact_lock(hashtext('masdrift schema'))`);
                    await c.query(DDL);
                    await c.query(`INSERT INTO ${S}.meta (key, value) VALUES ('schema_version', $1) ON CONFLICT DO NOTHING`, [SCHEMA_VERSION]);
                });
            }
        }
        catch (e) {
            await pool.end().catch(() => { });
            throw e;
        }
        return store;
    }
    /** An error of the driver as the user may see it: the store named without its password, the text scrubbed. */
    failure(e) {
        if (e instanceof Error && e.name === 'UserError')
            return e;
        const err = e;
        const text = scrubSecret(String(err.message ?? e), this.url);
        if (err.code && CONNECTION_CODES.has(err.code))
            return inputError(`${this.where}: cannot use the PostgreSQL store: ${text}`);
        // No `cause`: the driver's error object may hold the connection settings.
        return new Error(`${this.where}: PostgreSQL: ${text}${err.code ? ` (${err.code})` : ''}`);
    }
    async query(text, values) {
        try {
            return await this.pool.query(text, values);
        }
        catch (e) {
            throw this.failure(e);
        }
    }
    /** Run `body` in one transaction on one connection (rolled back if it throws). */
    async transaction(body) {
        let client;
        try {
            client = await this.pool.connect();
        }
        catch (e) {
            throw this.failure(e);
        }
        try {
            await client.query('BEGIN');
            const out = await body(client);
            await client.query('COMMIT');
            return out;
        }
        catch (e) {
            await client.query('ROLLBACK').catch(() => { });
            throw this.failure(e);
        }
        finally {
            client.release();
        }
    }
    async meta(key) {
        const r = await this.query(`SELECT value FROM ${S}.meta WHERE key = $1`, [key]);
        return r.rows[0]?.value ?? null;
    }
    async setMeta(key, value) {
        await this.query(`INSERT INTO ${S}.meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, [key, value]);
    }
    /** As ResultsStore.checkVersions: the suite version kept unless mixing is allowed, the scorer version never mixed. */
    async checkVersions(v, allowMixed) {
        const suite = await this.meta('suite_version');
        if (suite !== null && suite !== v.suiteVersion && !allowMixed) {
            throw inputError(`${this.where} holds results of suite version ${suite}, but the suite is now ${v.suiteVersion}. Use another store, or pass --allow-mixed to add runs of the new version beside the old ones.`);
        }
        if (v.scorerVersion !== undefined) {
            let scorer = await this.meta('scorer_version');
            if (scorer === null && (await this.query(`SELECT 1 FROM ${S}.runs WHERE suite = 'masdrift' LIMIT 1`)).rowCount)
                scorer = '1';
            if (scorer !== null && scorer !== v.scorerVersion) {
                throw inputError(`${this.where} holds runs scored by scorer version ${scorer}, but this build scores with version ${v.scorerVersion}: use another store (a PostgreSQL store is not re-scored in place yet).`);
            }
        }
        if (suite === null)
            await this.setMeta('suite_version', v.suiteVersion);
        if (v.scorerVersion !== undefined)
            await this.setMeta('scorer_version', v.scorerVersion);
        await this.setMeta('code_version', v.codeVersion);
    }
    async finishedRunIds(opts = {}) {
        const r = await this.query(opts.includeFailed ? `SELECT run_id FROM ${S}.runs` : `SELECT run_id FROM ${S}.runs WHERE status = 'ok'`);
        return new Set(r.rows.map((x) => x.run_id));
    }
    async commit(rows) {
        return this.transaction(async (c) => {
            let added = 0;
            for (const row of rows)
                added += await insertRun(c, row, null);
            return added;
        });
    }
    /**
     * Commit one run executed by a queue worker, with the cassette lines it recorded and the outcome
     * of its attempt, in one transaction. Returns whether the row was written (false: the run was
     * already committed ok by another execution, and stays as it was).
     */
    async commitAttempt(row, attempt, cassette) {
        return this.transaction(async (c) => {
            const added = (await insertRun(c, row, attempt.worker)) > 0;
            if (added && cassette.length) {
                // A failed run's retry replaces its cassette lines with its own.
                await c.query(`DELETE FROM ${S}.cassette WHERE run_id = $1`, [row[0]]);
                await c.query(`INSERT INTO ${S}.cassette (run_id, seq, line) SELECT $1, s.i, s.line FROM unnest($2::text[]) WITH ORDINALITY AS s(line, i)`, [row[0], cassette]);
            }
            await c.query(`UPDATE ${S}.attempts SET finished_at = now(), outcome = $2 WHERE id = $1`, [attempt.id, added ? 'committed' : 'already-committed']);
            return added;
        });
    }
    /** Record that a worker starts executing a run; returns the attempt's id. */
    async startAttempt(runId, worker) {
        const r = await this.query(`INSERT INTO ${S}.attempts (run_id, worker) VALUES ($1, $2) RETURNING id`, [runId, worker]);
        return String(r.rows[0].id);
    }
    async count() {
        return Number((await this.query(`SELECT count(*) AS n FROM ${S}.runs`)).rows[0].n);
    }
    /** The grid's progress: what `masdrift status` prints. */
    async progress() {
        const [g, runs, att, workers] = await Promise.all([
            this.query(`SELECT count(*) AS n FROM ${S}.grid`),
            this.query(`SELECT count(*) FILTER (WHERE status = 'ok') AS ok, count(*) FILTER (WHERE status <> 'ok') AS failed FROM ${S}.runs r WHERE EXISTS (SELECT 1 FROM ${S}.grid g WHERE g.run_id = r.run_id)`),
            this.query(`SELECT count(*) AS n, count(DISTINCT run_id) AS runs, count(*) FILTER (WHERE outcome = 'already-committed') AS dup FROM ${S}.attempts`),
            this.query(`SELECT worker, count(*) AS n, count(*) FILTER (WHERE outcome = 'committed') AS committed, max(started_at) AS last FROM ${S}.attempts GROUP BY worker ORDER BY worker`),
        ]);
        const attempts = Number(att.rows[0].n);
        return {
            total: Number(g.rows[0].n),
            ok: Number(runs.rows[0].ok),
            failed: Number(runs.rows[0].failed),
            attempts,
            reExecutions: attempts - Number(att.rows[0].runs),
            alreadyCommitted: Number(att.rows[0].dup),
            workers: workers.rows.map((w) => ({ worker: String(w.worker), attempts: Number(w.n), committed: Number(w.committed), lastStart: new Date(w.last).toISOString() })),
        };
    }
    /** The cassette lines workers recorded, run by run in run-id order (a replayable cassette, one line each). */
    async cassetteLines() {
        const r = await this.query(`SELECT line FROM ${S}.cassette ORDER BY run_id, seq`);
        return r.rows.map((x) => x.line);
    }
    /**
     * The whole store copied into an in-memory SQLite store (meta and runs, trajectories as stored):
     * what report, show and replay read. Memory grows with the stored (compressed) trajectories.
     */
    async snapshot() {
        const mem = ResultsStore.inMemory(this.where);
        try {
            for (const m of (await this.query(`SELECT key, value FROM ${S}.meta`)).rows)
                mem.setMeta(m.key, m.value);
            // Keyset pages: a bounded result in memory at a time, whatever the grid's size.
            let after = '';
            for (;;) {
                const page = await this.query(`SELECT ${RUN_COLUMNS.join(', ')} FROM ${S}.runs WHERE run_id > $1 ORDER BY run_id LIMIT 2000`, [after]);
                if (page.rows.length === 0)
                    break;
                mem.commit(page.rows.map(pgRowToRunRow));
                after = page.rows[page.rows.length - 1].run_id;
            }
            return mem;
        }
        catch (e) {
            mem.close();
            throw e;
        }
    }
    async close() {
        await this.pool.end();
    }
}
/** Insert (or replace a failed) run; returns 1 when the row was written. */
async function insertRun(c, row, worker) {
    const r = await c.query(`INSERT INTO ${S}.runs (${RUN_COLUMNS.join(', ')}, committed_by)
     VALUES (${RUN_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, $${RUN_COLUMNS.length + 1})
     ON CONFLICT (run_id) DO UPDATE SET status = excluded.status, error = excluded.error, traj_hash = excluded.traj_hash,
       metrics = excluded.metrics, trajectory = excluded.trajectory, duration_ms = excluded.duration_ms,
       committed_by = excluded.committed_by, committed_at = now()
     WHERE ${S}.runs.status <> 'ok'`, [...row.map((v) => (v instanceof Uint8Array && !Buffer.isBuffer(v) ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : v)), worker]);
    return r.rowCount ?? 0;
}
function pgRowToRunRow(r) {
    return RUN_COLUMNS.map((c) => {
        const v = r[c];
        return c === 'rep' || c === 'duration_ms' ? Number(v) : (v ?? null);
    });
}
