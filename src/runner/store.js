import { DatabaseSync } from 'node:sqlite';
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressTrajectory, decompressTrajectory } from './compress.js';
import { protocolOf } from './identity.js';
import { DEFAULT_PROTOCOL } from '../axes/protocols.js';
import { inputError } from '../util/user-error.js';
export const STORE_FILE = 'results.sqlite';
// SQLite's primary result codes for what a user can act on (node:sqlite reports them as `errcode`).
const SQLITE_READONLY = 8;
const SQLITE_CORRUPT = 11;
const SQLITE_FULL = 13;
const SQLITE_NOTADB = 26;
/** The primary SQLite result code of an error thrown by node:sqlite, or null. */
export function sqliteCode(e) {
    const code = e?.errcode;
    return typeof code === 'number' ? code & 0xff : null;
}
/** Is the path writable (false on a read-only mount even for root)? */
function writable(path) {
    try {
        accessSync(path, constants.W_OK);
        return true;
    }
    catch {
        return false;
    }
}
/** A file: URL opening a database as immutable (no locks, no -shm: nobody writes it). */
function immutableUrl(file) {
    const url = pathToFileURL(resolve(file));
    url.searchParams.set('immutable', '1');
    return url;
}
/** The read-only folder's message: what `run` needs, and what still works. */
function readOnlyError(dir, cause) {
    return inputError(`${dir}: the results folder is read-only, and \`run\` writes its runs there. Use another --out folder or make it writable; report, show and replay read it as it is.`, cause);
}
/**
 * A SQLite error of a results folder as the user can act on it: the disk full (with what was kept), the
 * database damaged (the file named, and what to do), the folder read-only. Anything else is returned
 * as it is.
 */
export function storeError(e, dir, kept) {
    const file = join(dir, STORE_FILE);
    switch (sqliteCode(e)) {
        case SQLITE_FULL: {
            let n = null;
            try {
                n = kept ? kept() : null;
            }
            catch {
                // The count is a courtesy: the error stands without it.
            }
            return inputError(`disk full while writing ${dir}: ${n === null ? 'the runs committed so far are' : `${n} runs`} kept, resume when there is space (run the same command again)`, e);
        }
        case SQLITE_CORRUPT:
        case SQLITE_NOTADB:
            return inputError(`${file} is damaged (SQLite: ${e.errstr ?? e.message}): its runs cannot be read. ` +
                `Restore it from a backup, or recover what is readable with \`sqlite3 ${file} .recover | sqlite3 recovered.sqlite\`, or run the grid again into a new --out folder.`, e);
        case SQLITE_READONLY:
            return readOnlyError(dir, e);
        default:
            return e;
    }
}
const SCHEMA_VERSION = '1';
/** The row of a run (the trajectory compressed here unless the producer already did). */
export function runRow(r) {
    const id = r.identity;
    const trajectory = r.trajectoryCompressed ?? (r.trajectoryJson ? compressTrajectory(r.trajectoryJson) : null);
    return [r.runId, id.suite, id.taskId, r.domain, id.architecture, id.defense, id.model, id.confirm, id.rep, id.seed, JSON.stringify(id.extra),
        r.status, r.error, r.trajectoryHash, r.metrics ? JSON.stringify(r.metrics) : null, trajectory, r.durationMs, protocolOf(id)];
}
/** Did the run of a row fail? */
export function rowFailed(row) {
    return row[11] === 'error';
}
/** Did the defense of a row's run degrade (RunScore.degradations > 0)? Read off the metrics text, not parsed. */
export function rowDegraded(row) {
    const m = row[14];
    return m !== null && /"degradations":[1-9]/.test(m);
}
/** The scorer version a folder's MasDrift runs were scored with ('1' when runs predate the record), or null when it holds none. */
export function storedScorerVersion(store) {
    const v = store.meta('scorer_version');
    if (v !== null)
        return v;
    return store.hasSuite('masdrift') ? '1' : null;
}
/**
 * The results store: one SQLite database per results folder, one row per run. Every run is
 * written in its own transaction (or a batch of whole runs), so a crash or `kill -9` loses
 * nothing already committed and never leaves half a run; re-running skips finished runs.
 */
export class ResultsStore {
    dir;
    db;
    insertStatement = null;
    constructor(dir, db) {
        this.dir = dir;
        this.db = db;
    }
    /** Prepared at the first commit (a folder from before the protocol axis, opened read-only, could not prepare it). */
    get insert() {
        // Positional parameters in RunRow order: a row binds as it is.
        // A run stored failed is replaced by its retry; a run stored ok is never replaced.
        // The fingerprint (what produced the run: fingerprint.ts) is bound after the row, from the hook
        // the grid set (stampFingerprints); a folder of an older build opened read-only has no such column.
        const fp = this.withFingerprint;
        return (this.insertStatement ??= this.db.prepare(`INSERT INTO runs (run_id, suite, task_id, domain, architecture, defense, model, confirm, rep, seed, extra,
        status, error, traj_hash, metrics, trajectory, duration_ms, protocol${fp ? ', fingerprint' : ''})
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?${fp ? ', ?' : ''})
       ON CONFLICT(run_id) DO UPDATE SET status = excluded.status, error = excluded.error, traj_hash = excluded.traj_hash,
         metrics = excluded.metrics, trajectory = excluded.trajectory, duration_ms = excluded.duration_ms${fp ? ', fingerprint = excluded.fingerprint' : ''}
       WHERE runs.status <> 'ok'`));
    }
    /** Where the store is, fit to print: its folder. */
    get where() {
        return this.dir;
    }
    /**
     * An empty store in memory, named `label` in messages: what a reader of another store (PostgreSQL,
     * pg-store.ts) copies its runs into, so report, show and replay read it as they read a folder.
     */
    static inMemory(label) {
        return ResultsStore.openStore(label, { memory: true });
    }
    fingerprintColumn = null;
    get withFingerprint() {
        return (this.fingerprintColumn ??= hasColumn(this.db, 'runs', 'fingerprint'));
    }
    fingerprintOf = () => null;
    /** The fingerprint each committed run is stored with (by its row: the grid knows each configuration's). */
    stampFingerprints(of) {
        this.fingerprintOf = of;
    }
    /** Record what a fingerprint is made of (its parts, JSON): kept for every fingerprint a run was stored with. */
    recordFingerprint(fingerprint, parts) {
        this.db.prepare('INSERT OR IGNORE INTO fingerprints (fingerprint, parts) VALUES (?, ?)').run(fingerprint, JSON.stringify(parts));
    }
    /** The handoff protocol specs the runs of a suite used (a folder from before the protocol axis: verbatim). */
    protocols(suite = 'masdrift') {
        if (!hasColumn(this.db, 'runs', 'protocol'))
            return ['verbatim'];
        return this.db.prepare('SELECT DISTINCT protocol FROM runs WHERE suite = ? ORDER BY protocol').all(suite).map((r) => r.protocol);
    }
    /** Every recorded fingerprint's parts. */
    fingerprints() {
        if (!hasTable(this.db, 'fingerprints'))
            return new Map();
        const rows = this.db.prepare('SELECT fingerprint, parts FROM fingerprints').all();
        return new Map(rows.map((r) => [r.fingerprint, JSON.parse(r.parts)]));
    }
    /** How many runs of a suite each fingerprint holds (null: runs stored before fingerprints were recorded). */
    fingerprintCounts(suite = 'masdrift') {
        const col = hasColumn(this.db, 'runs', 'fingerprint') ? 'fingerprint' : 'NULL';
        return this.db.prepare(`SELECT ${col} AS fingerprint, COUNT(*) AS runs FROM runs WHERE suite = ? GROUP BY ${col} ORDER BY runs DESC, fingerprint`).all(suite);
    }
    /** A run's fingerprint (null when it was stored before fingerprints were recorded, or is unknown). */
    runFingerprint(runId) {
        if (!hasColumn(this.db, 'runs', 'fingerprint'))
            return null;
        return this.db.prepare('SELECT fingerprint FROM runs WHERE run_id = ?').get(runId)?.fingerprint ?? null;
    }
    /** Move every run of one fingerprint to another (a re-score's new scorer fingerprint). */
    refingerprint(from, to) {
        return Number(this.db.prepare('UPDATE runs SET fingerprint = ? WHERE fingerprint = ?').run(to, from).changes);
    }
    /** Record the content hash of every task a grid runs (the folder's record of the tasks its runs used). */
    recordTaskHashes(entries) {
        const put = this.db.prepare('INSERT OR IGNORE INTO task_hashes (task_id, hash) VALUES (?, ?)');
        this.db.exec('BEGIN IMMEDIATE');
        try {
            for (const [id, hash] of entries)
                put.run(id, hash);
            this.db.exec('COMMIT');
        }
        catch (e) {
            if (this.db.isTransaction)
                this.db.exec('ROLLBACK');
            throw e;
        }
    }
    /** The content hash of every task the folder's runs used (empty for folders written before they were kept). */
    taskHashes() {
        if (!hasTable(this.db, 'task_hashes'))
            return new Map();
        return new Map(this.db.prepare('SELECT task_id, hash FROM task_hashes').all().map((r) => [r.task_id, r.hash]));
    }
    /** Each stored run's id, task, model configuration, status and fingerprint, in run-id order: what a replay walks, nothing parsed. */
    runKeys(suite) {
        const fp = hasColumn(this.db, 'runs', 'fingerprint') ? 'fingerprint' : 'NULL AS fingerprint';
        return this.db.prepare(`SELECT run_id AS runId, task_id AS taskId, model, status, ${fp} FROM runs WHERE suite = ? ORDER BY run_id`).all(suite);
    }
    /** Open (creating if needed) the store in a results folder. */
    static open(dir, opts = {}) {
        try {
            return ResultsStore.openStore(dir, opts);
        }
        catch (e) {
            throw storeError(e, dir);
        }
    }
    static openStore(dir, opts) {
        const file = join(dir, STORE_FILE);
        if (!opts.readonly && !opts.memory) {
            // Said before any work: a read-only folder would otherwise fail at the first write.
            if (existsSync(dir) && (!writable(dir) || (existsSync(file) && !writable(file))))
                throw readOnlyError(dir);
            mkdirSync(dir, { recursive: true });
        }
        // A reader waits up to 5 s for a writer's lock instead of failing at once. A folder the reader
        // cannot write holds no -shm file for WAL readers to share: the database is then opened as
        // immutable (nobody can be writing it there).
        const db = opts.memory
            ? new DatabaseSync(':memory:')
            : opts.readonly && !writable(dir)
                ? new DatabaseSync(immutableUrl(file), { readOnly: true })
                : new DatabaseSync(file, { readOnly: opts.readonly ?? false, timeout: 5000 });
        // A file that is no database at all fails here, at open, rather than in the middle of a report.
        db.prepare('SELECT count(*) FROM sqlite_master').get();
        if (!opts.readonly) {
            // WAL + NORMAL: a committed transaction survives a process crash (kill -9); only power loss could undo the last ones.
            db.exec('PRAGMA journal_mode = WAL');
            db.exec('PRAGMA synchronous = NORMAL');
            // Checkpoint the WAL every ~80 MB instead of every ~4 MB: a grid rewrites the same index pages
            // commit after commit, and a checkpoint copies each page once however often it changed.
            db.exec('PRAGMA wal_autocheckpoint = 20000');
            db.exec(`
        CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS runs (
          run_id TEXT PRIMARY KEY,
          suite TEXT NOT NULL, task_id TEXT NOT NULL, domain TEXT NOT NULL,
          architecture TEXT NOT NULL, defense TEXT NOT NULL, model TEXT NOT NULL, confirm TEXT NOT NULL,
          rep INTEGER NOT NULL, seed TEXT NOT NULL, extra TEXT NOT NULL,
          status TEXT NOT NULL, error TEXT, traj_hash TEXT, metrics TEXT, trajectory BLOB,
          duration_ms REAL NOT NULL, protocol TEXT NOT NULL DEFAULT 'verbatim'
        );
        CREATE INDEX IF NOT EXISTS runs_cell ON runs (suite, architecture, defense, model, confirm);
        CREATE TABLE IF NOT EXISTS fingerprints (fingerprint TEXT PRIMARY KEY, parts TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS task_hashes (task_id TEXT PRIMARY KEY, hash TEXT NOT NULL);
      `);
            // Added after the first folders were written: older folders get the column, their runs null.
            if (!hasColumn(db, 'runs', 'fingerprint'))
                db.exec('ALTER TABLE runs ADD COLUMN fingerprint TEXT');
            // A folder made before the protocol axis: every run in it was verbatim (the column's default).
            if (!hasColumn(db, 'runs', 'protocol'))
                db.exec("ALTER TABLE runs ADD COLUMN protocol TEXT NOT NULL DEFAULT 'verbatim'");
            db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run('schema_version', SCHEMA_VERSION);
        }
        return new ResultsStore(dir, db);
    }
    /** Read a meta value. */
    meta(key) {
        const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').get(key);
        return row?.value ?? null;
    }
    /**
     * Record the suite and code versions; refuse a folder holding results of another suite version
     * unless mixing is explicitly allowed.
     */
    checkVersions(v, allowMixed) {
        const suite = this.meta('suite_version');
        if (suite !== null && suite !== v.suiteVersion && !allowMixed) {
            throw inputError(`${join(this.dir, STORE_FILE)} holds results of suite version ${suite}, but the suite is now ${v.suiteVersion}. ` +
                'Use a new --out folder, or pass --allow-mixed to add runs of the new version beside the old ones.');
        }
        const scorer = v.scorerVersion === undefined ? null : storedScorerVersion(this);
        if (scorer !== null && scorer !== v.scorerVersion) {
            throw inputError(`${join(this.dir, STORE_FILE)} holds runs scored by scorer version ${scorer}, but this build scores with version ${v.scorerVersion}: ` +
                `re-score them first (\`masdrift rescore ${this.dir}\`), or use a new --out folder.`);
        }
        const set = this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value');
        if (suite === null)
            set.run('suite_version', v.suiteVersion);
        if (v.scorerVersion !== undefined)
            set.run('scorer_version', v.scorerVersion);
        set.run('code_version', v.codeVersion);
    }
    /**
     * Replace the metrics of stored runs (re-scoring without re-running), in one transaction:
     * an interrupted re-score leaves every run as it was.
     */
    updateMetrics(rows) {
        const update = this.db.prepare('UPDATE runs SET metrics = ? WHERE run_id = ?');
        this.db.exec('BEGIN IMMEDIATE');
        try {
            let n = 0;
            for (const [runId, metrics] of rows)
                n += Number(update.run(metrics, runId).changes);
            this.db.exec('COMMIT');
            return n;
        }
        catch (e) {
            if (this.db.isTransaction)
                this.db.exec('ROLLBACK');
            throw e;
        }
    }
    /** Set a meta value (e.g. the suite path, so later commands find the tasks). */
    setMeta(key, value) {
        this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
    }
    /**
     * Ids of runs a grid need not run again: those stored ok, and the failed ones too when asked to keep
     * them (by default a resumed grid retries its failed runs).
     */
    finishedRunIds(opts = {}) {
        const sql = opts.includeFailed ? 'SELECT run_id FROM runs' : "SELECT run_id FROM runs WHERE status = 'ok'";
        return new Set(this.db.prepare(sql).all().map((r) => r.run_id));
    }
    /** Commit whole runs atomically (one transaction for the batch). Returns how many were new. */
    commit(rows) {
        this.db.exec('BEGIN IMMEDIATE');
        try {
            let added = 0;
            for (const row of rows)
                added += Number((this.withFingerprint ? this.insert.run(...row, this.fingerprintOf(row)) : this.insert.run(...row)).changes);
            this.db.exec('COMMIT');
            return added;
        }
        catch (err) {
            if (this.db.isTransaction)
                this.db.exec('ROLLBACK');
            throw storeError(err, this.dir, () => this.count());
        }
    }
    /** Does the folder hold any run of this suite? */
    hasSuite(suite) {
        return this.db.prepare('SELECT 1 FROM runs WHERE suite = ? LIMIT 1').get(suite) !== undefined;
    }
    /** Number of stored runs. */
    count() {
        return this.db.prepare('SELECT COUNT(*) AS n FROM runs').get().n;
    }
    /** Each stored run's architecture and duration (ms): what a timing summary needs, no JSON parsed. */
    durations() {
        return this.db.prepare('SELECT architecture, duration_ms AS durationMs FROM runs').all();
    }
    /** Every stored run (without trajectories unless asked), in run-id order. */
    *runs(opts = {}) {
        // (a folder made before the protocol axis, opened read-only, has no protocol column: its runs were verbatim)
        const protocol = hasColumn(this.db, 'runs', 'protocol') ? 'protocol' : `'${DEFAULT_PROTOCOL}' AS protocol`;
        const cols = `run_id, suite, task_id, domain, architecture, defense, model, confirm, ${protocol}, rep, seed, extra, status, error, traj_hash, metrics, duration_ms${opts.withTrajectory ? ', trajectory' : ''}`;
        const where = opts.suite ? 'WHERE suite = ?' : '';
        const stmt = this.db.prepare(`SELECT ${cols} FROM runs ${where} ORDER BY run_id`);
        const rows = (opts.suite ? stmt.iterate(opts.suite) : stmt.iterate());
        for (const row of rows)
            yield rowToRun(row);
    }
    /** One run by id (with its trajectory), or null. */
    get(runId) {
        const row = this.db.prepare('SELECT * FROM runs WHERE run_id = ?').get(runId);
        return row ? rowToRun(row) : null;
    }
    close() {
        this.db.close();
    }
}
function hasTable(db, table) {
    return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;
}
function hasColumn(db, table, column) {
    return db.prepare(`PRAGMA table_info(${table})`).all().some((c) => c.name === column);
}
function rowToRun(row) {
    const traj = row['trajectory'];
    return {
        runId: String(row['run_id']),
        identity: {
            suite: String(row['suite']),
            taskId: String(row['task_id']),
            architecture: String(row['architecture']),
            defense: String(row['defense']),
            model: String(row['model']),
            confirm: String(row['confirm']),
            // The default protocol stays out of the identity, as the grid made it.
            ...(row['protocol'] === undefined || row['protocol'] === DEFAULT_PROTOCOL ? {} : { protocol: String(row['protocol']) }),
            rep: Number(row['rep']),
            seed: String(row['seed']),
            extra: JSON.parse(String(row['extra'])),
        },
        domain: String(row['domain']),
        status: row['status'],
        error: row['error'] ?? null,
        trajectoryHash: row['traj_hash'] ?? null,
        metrics: row['metrics'] ? JSON.parse(String(row['metrics'])) : null,
        trajectoryJson: traj ? decompressTrajectory(traj) : null,
        durationMs: Number(row['duration_ms']),
    };
}
