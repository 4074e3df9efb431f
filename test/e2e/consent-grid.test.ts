import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { queryResults, repoRoot } from '../helpers.js';

// consent-by-delegator as a value of the grid's confirmation axis: a grid run under auto-approve is
// extended with the consent policy (only the new runs run), resumed (nothing left), replayed, and
// reported with the paired comparison against auto-approve.
const built = existsSync(join(repoRoot, 'dist', 'src', 'cli', 'main.js'));
describe.runIf(built || process.env['CI'])('the consent-by-delegator confirmation axis in a grid', () => {
  const dir = mkdtempSync(join(tmpdir(), 'masdrift-consent-grid-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const cli = (args: string[]) => spawnSync(process.execPath, [join(repoRoot, 'dist', 'src', 'cli', 'bin.js'), ...args], { cwd: repoRoot, encoding: 'utf8', timeout: 240_000 });
  const out = join(dir, 'grid');
  const grid = (confirm: string) => ['run', '--confirm', confirm, '--arch', 'l1,l3,n4', '--tasks', '1', '--defense', 'source', '--concurrency', '2', '--out', out, '--no-report'];
  const count = () => queryResults(join(out, 'results.sqlite'), "SELECT confirm, COUNT(*) AS n, SUM(status = 'ok') AS ok FROM runs GROUP BY confirm ORDER BY confirm") as Array<{ confirm: string; n: number; ok: number }>;

  // Five CLI processes, two of them grids: under the full suite on a loaded 2-core machine this outlasts the default timeout.
  it('extends, resumes, replays and reports against auto-approve', { timeout: 900_000 }, () => {
    const first = cli(grid('auto-approve'));
    expect(first.status, first.stderr).toBe(0);
    const [base] = count();
    expect(base?.confirm).toBe('auto-approve');
    const extended = cli(grid('auto-approve,consent-by-delegator'));
    expect(extended.status, extended.stderr).toBe(0);
    expect(extended.stderr + extended.stdout).toMatch(new RegExp(`\\b${base?.n} new runs`));
    const rows = count();
    expect(rows.map((r) => r.confirm)).toEqual(['auto-approve', 'consent-by-delegator']);
    for (const r of rows) expect(r.ok).toBe(r.n);
    const again = cli(grid('auto-approve,consent-by-delegator'));
    expect(again.status, again.stderr).toBe(0);
    expect(again.stderr + again.stdout).toMatch(/\b0 new runs/);
    const replay = cli(['replay', out]);
    expect(replay.status, replay.stderr).toBe(0);
    expect(replay.stdout + replay.stderr).toMatch(/(\d+) of \1 replayed runs reproduce/);
    const report = cli(['report', out, '--baseline', 'auto-approve', '--resamples', '200', '--format', 'json']);
    expect(report.status, report.stderr).toBe(0);
    const json = JSON.parse(report.stdout) as { tables: Array<{ id: string; columns: string[]; rows: unknown[][] }> };
    const t = json.tables.find((x) => x.id === 'confirmations-source');
    expect(t?.columns).toEqual(expect.arrayContaining(['confirm', 'ΔUA', 'reserved asked', 'authorized', 'Δauthorized']));
    expect(t?.rows.map((r) => `${String(r[0])} ${String(r[1])}`)).toEqual(['n4 auto-approve', 'n4 consent-by-delegator', 'l1 auto-approve', 'l1 consent-by-delegator', 'l3 auto-approve', 'l3 consent-by-delegator']);
    // The consent rows carry a paired contrast; the baseline's do not.
    const dua = t?.columns.indexOf('ΔUA') ?? -1;
    for (const r of t?.rows ?? []) expect(r[dua] === null).toBe(r[1] === 'auto-approve');
    const bad = cli(['report', out, '--baseline', 'auto-approve,oracle']);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toMatch(/at most one protocol and one confirmation policy/);
  });
});
