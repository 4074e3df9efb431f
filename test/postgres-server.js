import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
/** The folder of PostgreSQL's server programs: PG_BIN, initdb on PATH, or Debian's /usr/lib/postgresql/<n>/bin. */
export function postgresBin() {
    if (process.env['PG_BIN'] && existsSync(join(process.env['PG_BIN'], 'initdb')))
        return process.env['PG_BIN'];
    for (const d of (process.env['PATH'] ?? '').split(':'))
        if (d && existsSync(join(d, 'initdb')) && existsSync(join(d, 'pg_ctl')))
            return d;
    const root = '/usr/lib/postgresql';
    if (existsSync(root)) {
        const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
        if (versions[0])
            return join(root, versions[0], 'bin');
    }
    return null;
}
export function startPostgres() {
    const bin = postgresBin();
    if (!bin)
        throw new Error('PostgreSQL is not installed (no initdb): .ci/run installs it with apt-get install postgresql');
    const asRoot = process.getuid?.() === 0;
    const dir = mkdtempSync(join(tmpdir(), 'masdrift-pg-'));
    const data = join(dir, 'data');
    const password = `pw-${Math.random().toString(36).slice(2)}-secret`;
    const pwfile = join(dir, 'pw');
    writeFileSync(pwfile, `${password}\n`);
    let uid = -1;
    if (asRoot) {
        uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
        const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
        chownSync(dir, uid, gid);
        chownSync(pwfile, uid, gid);
    }
    const as = (cmd, args) => {
        const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] : [join(bin, cmd), args];
        const r = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
        if (r.status !== 0)
            throw new Error(`${cmd} failed (${r.status}): ${r.stderr || r.stdout}`);
    };
    as('initdb', ['-D', data, '-U', 'masdrift', '--pwfile', pwfile, '--auth=scram-sha-256', '-E', 'UTF8', '--no-sync']);
    rmSync(pwfile);
    as('pg_ctl', ['-D', data, '-w', '-t', '60', '-l', join(dir, 'server.log'), '-o', `-k ${dir} -c listen_addresses='' -c fsync=off -c max_connections=60`, 'start']);
    let stopped = false;
    const url = (db = 'postgres') => `postgres://masdrift:${encodeURIComponent(password)}@/${db}?host=${encodeURIComponent(dir)}`;
    return {
        url,
        password,
        socketDir: dir,
        createDb: async (name) => {
            const c = new pg.Client({ connectionString: url('postgres') });
            await c.connect();
            try {
                await c.query(`CREATE DATABASE "${name}"`);
            }
            finally {
                await c.end();
            }
        },
        stop: () => {
            if (stopped)
                return;
            stopped = true;
            try {
                as('pg_ctl', ['-D', data, '-w', '-t', '60', '-m', 'fast', 'stop']);
            }
            finally {
                rmSync(dir, { recursive: true, force: true });
            }
        },
    };
}
