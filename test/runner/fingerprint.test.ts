/**
 * Fingerprints: what produced each run (code, scorer, suite, simulated-model profiles, protocol
 * modules) is stored with it; a resume by anything else is refused naming the part, `npm start`'s
 * --new-folder-on-change goes to a fresh folder instead, the report names mixed fingerprints, a
 * re-score moves runs to the new scorer's fingerprint, and a folder run on a suite and profile of its
 * own replays after both are gone.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { runIdOf } from '../../src/runner/identity.js';
import { fingerprintDifferences, fingerprintId, fingerprintParts } from '../../src/runner/fingerprint.js';
import { rescoreFolder } from '../../src/runner/rescore.js';
import { ResultsStore } from '../../src/runner/store.js';
import { runCli } from '../cli/run-cli.js';

const root = mkdtempSync(join(tmpdir(), 'masdrift-fingerprint-'));

function fingerprintsOf(out: string): Array<{ fingerprint: string | null; runs: number }> {
  const store = ResultsStore.open(out, { readonly: true });
  try {
    return store.fingerprintCounts();
  } finally {
    store.close();
  }
}

describe('fingerprints of results folders', () => {
  it('a run id is a hash of the identity fields only: a pinned identity keeps its pinned id', () => {
    expect(runIdOf({ suite: 'masdrift', taskId: 't', architecture: 'l2', defense: 'source', model: 'sim:default', confirm: 'auto-approve', rep: 0, seed: '1', extra: {} })).toBe(PINNED_ID);
  });

  it('differences name the part, and a profile only one side uses is another configuration, not another version', () => {
    const a = fingerprintParts({ suiteVersion: 's1', model: 'sim:default' });
    expect(fingerprintDifferences(a, { ...a, code: 'other-code-hash-0123' })).toEqual([`code (${a.code.slice(0, 12)} → other-code-h)`]);
    expect(fingerprintDifferences(a, fingerprintParts({ suiteVersion: 's1', model: 'sim:careful' }))).toEqual([]);
    expect(fingerprintDifferences(a, { ...a, profiles: { default: 'f'.repeat(64) } })[0]).toMatch(/^profile default \([0-9a-f]{12} → ffffffffffff\)$/);
  });

  it('the policy compiler has its own content hash in the fingerprint (a part of the code hash), named when it differs', () => {
    const a = fingerprintParts({ suiteVersion: 's1', model: 'sim:default' });
    expect(a['compiler']).toMatch(/^[0-9a-f]{16}$/);
    expect(a['compiler']).not.toBe(a.code);
    expect(fingerprintDifferences(a, { ...a, compiler: 'other-compiler-01' })).toEqual([`policy compiler (${String(a['compiler']).slice(0, 12)} → other-compil)`]);
  });

  it('a changed profile refuses the resume naming it; --new-folder-on-change starts a fresh folder; --allow-mixed mixes and the report says so; the folder replays with its own tasks and profile', async () => {
    const suite = join(root, 'suite');
    cpSync('fixtures/examples', suite, { recursive: true });
    const profile = join(root, 'mine.json');
    const original = readFileSync('fixtures/profiles/default.json', 'utf8');
    writeFileSync(profile, original);
    const out = join(root, 'grid');
    const grid = ['run', '--suite-path', suite, '--task-ids', 'example-finance-northwind', '--arch', 'single,n2', '--defense', 'none,source', '--model', `sim:${profile}`, '--no-report', '--concurrency', '1'];
    const first = await runCli([...grid, '--out', out]);
    expect(first.code).toBe(0);
    const [made] = fingerprintsOf(out);
    expect(made).toMatchObject({ runs: 3 });
    expect(made!.fingerprint).toMatch(/^[0-9a-f]{12}$/);
    // The folder carries its tasks (not shipped) and its profile, by content.
    expect(readdirSync(join(out, 'tasks'))).toEqual(['example-finance-northwind.json']);
    expect(readdirSync(join(out, 'profiles'))).toHaveLength(1);

    // The same build resumes; another profile content is refused, naming the profile.
    expect((await runCli([...grid, '--out', out])).stderr).toMatch(/0 new runs \(3 already in/);
    writeFileSync(profile, original.replace(/"dropConstraint": [0-9.]+/, `"dropConstraint": 0.99`));
    expect(readFileSync(profile, 'utf8')).not.toBe(original);
    const refused = await runCli([...grid, '--out', out]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(new RegExp(`holds 3 runs of fingerprint ${made!.fingerprint} .*: profile ${profile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\([0-9a-f]{12} → [0-9a-f]{12}\\) differ.*--allow-mixed`));

    // npm start's way: a fresh folder named by the fingerprint, said so.
    const fresh = await runCli([...grid, '--out', out, '--new-folder-on-change']);
    expect(fresh.code).toBe(0);
    const freshDir = /fresh folder named by its fingerprint: (\S+)/.exec(fresh.stderr)?.[1];
    expect(freshDir).toMatch(new RegExp(`^${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[0-9a-f]{12}$`));
    expect(fingerprintsOf(freshDir!)).toHaveLength(1);
    expect(fingerprintsOf(out)).toEqual([made]);
    // …and again: it resumes there.
    expect((await runCli([...grid, '--out', out, '--new-folder-on-change'])).stderr).toMatch(/0 new runs \(3 already in/);

    // --allow-mixed adds the runs of the new fingerprint (another seed: new run ids); the report names the mix.
    expect((await runCli([...grid, '--out', out, '--allow-mixed', '--seed', '2'])).code).toBe(0);
    expect(fingerprintsOf(out)).toHaveLength(2);
    const rep = await runCli(['report', out, '--format', 'json', '--resamples', '100']);
    expect(rep.code).toBe(0);
    expect(rep.stdout).toMatch(/mixed fingerprints.*they differ in profile /);

    // Moved away from its suite and with the profile file changed: it replays with its own copies.
    writeFileSync(profile, '{}');
    rmSync(suite, { recursive: true });
    const moved = join(root, 'moved');
    cpSync(freshDir!, moved, { recursive: true });
    const again = await runCli(['replay', moved, '--check']);
    expect(again.stderr).toBe('');
    expect(again.stdout).toMatch(/^3 of 3 replayed runs reproduce their trajectory hash\n3 of 3 recomputed scores match/);
    expect(again.code).toBe(0);
  }, 300_000);

  it('scores are compared with the scorer that wrote them; a re-score moves the runs to the new scorer fingerprint', async () => {
    const out = join(root, 'rescore');
    expect((await runCli(['run', '--suite-path', 'fixtures/examples', '--task-ids', 'example-finance-northwind', '--arch', 'single', '--defense', 'none', '--no-report', '--out', out])).code).toBe(0);
    expect(existsSync(join(out, 'tasks'))).toBe(false);
    const [before] = fingerprintsOf(out);
    // As if an older scorer had written these scores: the runs under a fingerprint whose scorer part is another.
    const db = new DatabaseSync(join(out, 'results.sqlite'));
    const { parts } = db.prepare('SELECT parts FROM fingerprints WHERE fingerprint = ?').get(before!.fingerprint) as { parts: string };
    const old = { ...JSON.parse(parts), scorer: 'old' };
    db.prepare('INSERT INTO fingerprints (fingerprint, parts) VALUES (?, ?)').run(fingerprintId(old), JSON.stringify(old));
    db.prepare('UPDATE runs SET fingerprint = ?').run(fingerprintId(old));
    db.close();
    const stale = await runCli(['replay', out, '--check']);
    expect(stale.code).toBe(1);
    expect(stale.stdout).toMatch(/1 runs were scored by another scorer version .* not compared/);
    rescoreFolder(out);
    // The new scores are the new scorer's: the runs are back under this build's fingerprint.
    expect(fingerprintsOf(out)).toEqual([before]);
    const fine = await runCli(['replay', out, '--check']);
    expect(fine.stdout).toMatch(/1 of 1 recomputed scores match/);
    expect(fine.code).toBe(0);
  }, 300_000);
});

// main's id of this identity: fields added to identities must keep their defaults out of the hash.
const PINNED_ID = '073f5eb6a8039a5ab935';
