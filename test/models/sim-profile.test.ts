import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateValue } from '../../src/io/validate-files.js';
import { modelFactory } from '../../src/models/factory.js';
import { parseModelSpec } from '../../src/models/model-spec.js';
import { listProfiles, loadProfile, loadProfileWith, profilesDir } from '../../src/models/sim/profile.js';
import { mosaicModelFor } from '../../src/runner/mosaic-job.js';
import { loadMosaicProfiles, loadMosaicSuite } from '../../src/mosaic/suite.js';
import { runCli } from '../cli/run-cli.js';
import { loadTask } from './support.js';

const shipped = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(profilesDir(), `${name}.json`), 'utf8')) as Record<string, unknown>;
const problemsOf = (value: unknown) => validateValue(value, 'profile').problems;
const tmp = mkdtempSync(join(tmpdir(), 'masdrift-profile-'));
const write = (name: string, value: unknown): string => {
  const f = join(tmp, name);
  writeFileSync(f, JSON.stringify(value, null, 2));
  return f;
};

describe('the one profile format', () => {
  it('every shipped profile is of the kind "profile" (recognised without naming it), with the sections it plays', () => {
    for (const n of listProfiles()) expect(validateValue(shipped(n))).toEqual({ kind: 'profile', problems: [] });
    const sections = Object.fromEntries(listProfiles().map((n) => [n, ['delegation', 'reading'].filter((s) => s in shipped(n))]));
    expect(sections).toEqual({
      careful: ['delegation', 'reading'],
      default: ['delegation'],
      'eager-executor': ['delegation'],
      explainer: ['reading'],
      faithful: ['delegation'],
      'lossy-lead': ['delegation'],
      synthesiser: ['reading'],
    });
  });

  it('refuses a bad value at its JSON path, in either section', () => {
    const careful = shipped('careful') as { delegation: { act: Record<string, unknown> }; reading: { explore: Record<string, unknown>; notice: Record<string, unknown> } };
    const bad1 = structuredClone(careful);
    bad1.delegation.act.respectIntact = 1.5;
    expect(problemsOf(bad1).map((p) => p.path)).toEqual(['$.delegation.act.respectIntact']);
    const bad2 = structuredClone(careful);
    bad2.reading.explore.searchTopK = 0;
    expect(problemsOf(bad2).map((p) => p.path)).toEqual(['$.reading.explore.searchTopK']);
    const bad3 = structuredClone(careful);
    delete bad3.reading.notice.marking;
    expect(problemsOf(bad3).map((p) => p.path)).toEqual(['$.reading.notice.marking']);
    const bad4 = { ...structuredClone(careful), profile: 'Careful Model' };
    expect(problemsOf(bad4).map((p) => p.path)).toEqual(['$.profile']);
  });

  it('refuses a profile with no behaviour section, and the unsectioned layouts of before', () => {
    const none = problemsOf({ profile: 'empty', description: 'nothing to play' });
    expect(none).toHaveLength(1);
    expect(none[0]).toMatchObject({ path: '$' });
    expect(none[0]!.message).toMatch(/at least one behaviour section: "delegation" .* or "reading"/);
    // The MasDrift layout of before (groups at the top) and the Mosaic one (name, harness) are not profiles of this format.
    const { delegation, ...rest } = shipped('default') as { delegation: Record<string, unknown> };
    expect(problemsOf({ ...rest, ...delegation }).length).toBeGreaterThan(0);
    const { reading, ...head } = shipped('explainer') as { profile: string; reading: Record<string, unknown> };
    expect(problemsOf({ name: head.profile, description: 'x', ...reading }).length).toBeGreaterThan(0);
  });

  it('masdrift validate exits 1 naming the file and the path; masdrift schema profile has both sections', async () => {
    const f = write('bad.json', { ...shipped('synthesiser'), reading: { ...(shipped('synthesiser').reading as object), exampleSpread: 9 } });
    const r = await runCli(['validate', f]);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain('bad.json');
    expect(r.stdout + r.stderr).toContain('$.reading.exampleSpread');
    const ok = await runCli(['validate', profilesDir(), '--quiet']);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/7 of 7 files valid \(7 profile\)/);
    const s = await runCli(['schema', 'profile']);
    expect(s.code).toBe(0);
    const schema = JSON.parse(s.stdout) as { title: string; properties: Record<string, { properties?: Record<string, unknown> }> };
    expect(schema.title).toBe('profile');
    expect(Object.keys(schema.properties)).toEqual(['profile', 'description', 'delegation', 'reading']);
    expect(Object.keys(schema.properties.delegation!.properties!)).toEqual(['rewrite', 'act', 'disclose', 'share', 'protocol']);
    expect(Object.keys(schema.properties.reading!.properties!)).toEqual(['notice', 'synthesis', 'refusal', 'refusalWithoutComposite', 'explainLeak', 'exampleSpread', 'explore']);
  });

  it('a bad profile file given to a run stops it with exit 1, naming the file and the path', async () => {
    const f = write('broken.json', { ...shipped('default'), delegation: { ...(shipped('default').delegation as object), share: { handOffAfterStep: -1 } } });
    const r = await runCli(['run', '--tasks', '1', '--arch', 'single', '--model', `sim:${f}`, '--out', join(tmp, 'broken-out')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('broken.json');
    expect(r.stderr).toContain('$.delegation.share.handOffAfterStep');
  });
});

describe('profile files of the layouts before the one format (kept by older results folders)', () => {
  it('load as the one format with the same numbers and name, while validate refuses them', () => {
    const now = shipped('careful') as { profile: string; description: string; delegation: Record<string, unknown>; reading: { explore: unknown } & Record<string, unknown> };
    const oldMasDrift = write('old-masdrift.json', { profile: 'careful', description: now.description, ...now.delegation });
    const { explore, ...reading } = now.reading;
    const oldMosaic = write('old-mosaic.json', { name: 'careful', description: now.description, ...reading, harness: explore });
    expect(loadProfile(oldMasDrift)).toEqual({ profile: 'careful', description: now.description, delegation: loadProfile('careful').delegation });
    expect(loadProfile(oldMosaic)).toEqual({ profile: 'careful', description: now.description, reading: loadProfile('careful').reading });
    expect(problemsOf(JSON.parse(readFileSync(oldMasDrift, 'utf8'))).length).toBeGreaterThan(0);
    // A file of an old layout with a bad value is still refused.
    const bad = write('old-bad.json', { profile: 'careful', description: 'x', ...now.delegation, share: { handOffAfterStep: 2 } });
    expect(() => loadProfile(bad)).toThrow(/old-bad\.json: invalid profile/);
  });
});

describe('both suites read the one profiles folder', () => {
  it('the MasDrift suite builds its simulated model from a delegation profile, and a profile holding both', () => {
    const task = loadTask();
    for (const n of ['default', 'careful', 'lossy-lead', 'eager-executor', 'faithful']) {
      const m = modelFactory(parseModelSpec(`sim:${n}`))({ runId: 'r', seed: 's', task });
      expect(m.id).toBe(`sim:${n}`);
    }
  });

  it('the Mosaic suite builds its simulated model from a reading profile, and runs every profile with one by default', async () => {
    expect(loadMosaicProfiles().map((p) => p.profile)).toEqual(['careful', 'explainer', 'synthesiser']);
    const ex = loadMosaicSuite()[0]!;
    for (const n of ['careful', 'explainer', 'synthesiser']) expect(mosaicModelFor(`sim:${n}`)(ex, 'stream').id).toBe(`sim-mosaic:${n}`);
    // The profile of both suites is one object: its reading section is the one the Mosaic files held.
    expect(loadProfileWith('careful', 'reading').reading.explore).toEqual({ listFirst: 0.6, readAllListed: 0.8, searchTopK: 2, skim: 0.1, skimChars: 200, followUp: 0.5 });
    expect(loadProfileWith('careful', 'delegation').delegation.act.respectIntact).toBe(1);
  });

  it('a profile with one section is refused by the other suite: file, JSON path and what was expected', () => {
    const file = join(profilesDir(), 'default.json');
    expect(() => mosaicModelFor('sim:default')).toThrow(`${file}: $.reading: missing — the Agent Mosaic suite's simulated model needs a "reading" section`);
    expect(() => mosaicModelFor('sim:default')).toThrow(/profile "default" has only "delegation" \(the MasDrift suite\)/);
    const explainer = join(profilesDir(), 'explainer.json');
    expect(() => modelFactory(parseModelSpec('sim:explainer'))).toThrow(`${explainer}: $.delegation: missing — the MasDrift suite's simulated model needs a "delegation" section (rewrite, act, disclose, share`);
    expect(loadProfile('explainer').delegation).toBeUndefined();
  });

  it('--profile means sim:<profile> in both suites; the wrong suite exits 1 before any run', async () => {
    const md = await runCli(['run', '--tasks', '1', '--arch', 'single', '--profile', 'explainer', '--out', join(tmp, 'md-explainer')]);
    expect(md.code).toBe(1);
    expect(md.stderr).toContain('$.delegation: missing');
    const mo = await runCli(['run', '--suite', 'mosaic', '--profile', 'lossy-lead', '--examples', '1', '--reps', '1', '--out', join(tmp, 'mo-lossy')]);
    expect(mo.code).toBe(1);
    expect(mo.stderr).toContain('$.reading: missing');
    expect(mo.stderr).toContain('lossy-lead.json');
  });
});
