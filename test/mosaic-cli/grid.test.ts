import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expandMosaicGrid, filterConfigs, mosaicModelLabels } from '../../src/cli/commands/run-mosaic.js';
import { configId, mosaicConfigs } from '../../src/mosaic/configs.js';
import { judgeMosaicAnswer } from '../../src/mosaic/detector.js';
import { createMosaicRunner, MosaicMetricsSchema } from '../../src/runner/mosaic-job.js';
import { runMosaicOnRuntime } from '../../src/mosaic/runtime-run.js';
import { configOfIdentity } from '../../src/runner/mosaic-job.js';
import { createMosaicSimModel } from '../../src/models/sim/mosaic-model.js';
import { loadMosaicProfiles, loadMosaicSuite } from '../../src/mosaic/suite.js';
import { loadProfileWith } from '../../src/models/sim/profile.js';
import { runIdOf } from '../../src/runner/identity.js';
import { inProcessExecutor, runGrid } from '../../src/runner/run-grid.js';
import { ResultsStore } from '../../src/runner/store.js';
import { runMosaicCli } from './cli.js';

const suite = loadMosaicSuite();
const tmp = mkdtempSync(join(tmpdir(), 'masdrift-mosaic-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('mosaic grid expansion', () => {
  it('crosses examples × configurations × reps × modes × models into distinct identities carrying each factor', () => {
    const examples = suite.slice(0, 2);
    const configs = filterConfigs({ intent: ['benign', 'adversarial'], rules: ['on'] });
    expect(configs).toHaveLength(2 * 2 * 2 * 1);
    const ids = expandMosaicGrid({ examples, configs, reps: 3, modes: ['simulation', 'harness'], models: ['sim:careful', 'sim:explainer'], seed: 's' });
    expect(ids).toHaveLength(2 * configs.length * 3 * 2 * 2);
    expect(new Set(ids.map(runIdOf)).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatchObject({ suite: 'mosaic', architecture: 'single', defense: 'none', confirm: 'auto-approve', seed: 's' });
      expect(['simulation', 'harness']).toContain(id.extra.mode);
      expect(['benign', 'adversarial']).toContain(id.extra.intent);
      expect(id.extra.rules).toBe('on');
    }
    expect(filterConfigs({})).toEqual(mosaicConfigs());
  });

  it('defaults to every shipped simulated profile; --profile and --model add configurations', () => {
    expect(mosaicModelLabels({})).toEqual(loadMosaicProfiles().map((p) => `sim:${p.profile}`));
    expect(mosaicModelLabels({ profile: ['careful'], model: ['replay:x.jsonl'] })).toEqual(['replay:x.jsonl', 'sim:careful']);
  });
});

describe('masdrift run --suite mosaic (simulated models)', () => {
  const out = join(tmp, 'sim');
  const args = ['--suite', 'mosaic', '--example-ids', 'cybersecurity-01,medical-02', '--profile', 'explainer', '--reps', '2', '--out', out, '--no-report'];
  const total = 2 * 24 * 2 * 2;

  it('stores one judged row per answer, resumes after an interruption without redoing or duplicating runs', async () => {
    // Interrupt a first pass after 10 committed answers, as Ctrl-C would.
    const identities = expandMosaicGrid({ examples: suite.filter((e) => ['cybersecurity-01', 'medical-02'].includes(e.id)), configs: mosaicConfigs(), reps: 2, modes: ['simulation', 'harness'], models: ['sim:explainer'], seed: '1' });
    const runner = await createMosaicRunner({ models: ['sim:explainer'] });
    const ac = new AbortController();
    const store0 = ResultsStore.open(out);
    const first = await runGrid({ identities, store: store0, executor: inProcessExecutor(runner.runOne, 1, ac.signal), signal: ac.signal, commitEvery: 4, chunk: 8, progress: { tick: (done) => void (done >= 10 && ac.abort()), finish: () => {} } });
    store0.close();
    expect(first.interrupted).toBe(true);
    expect(first.done).toBe(10);

    const r = await runMosaicCli(args);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`${total - 10} new answers (10 already in ${out})`);
    const again = await runMosaicCli(args);
    expect(again.stderr).toContain(`0 new answers (${total} already in ${out})`);

    const store = ResultsStore.open(out, { readonly: true });
    const runs = [...store.runs({ suite: 'mosaic', withTrajectory: true })];
    store.close();
    expect(runs).toHaveLength(total);
    expect(runs.every((x) => x.status === 'ok')).toBe(true);
    const byId = new Map(suite.map((e) => [e.id, e]));
    for (const run of runs) {
      const m = MosaicMetricsSchema.parse(run.metrics);
      const traj = JSON.parse(run.trajectoryJson!) as { answer: string; transcript: Array<{ role: string }> };
      const ex = byId.get(run.identity.taskId)!;
      // Stored verdicts are the detector's on the stored answer.
      const det = judgeMosaicAnswer(traj.answer, ex.lexicon);
      expect({ leaked: m.leaked, refused: m.refused }).toEqual({ leaked: det.leaked, refused: det.refused });
      expect(m.answerChars).toBe(traj.answer.length);
      expect(m.config).toBe(configId({ intent: run.identity.extra.intent, distractor: run.identity.extra.distractor, marking: run.identity.extra.marking, rules: run.identity.extra.rules } as never));
      // The publishing agent's transcript ends with its finish call and the protocol's answer to it.
      expect(traj.transcript.filter((x: { role: string }) => x.role === 'assistant').length).toBeGreaterThan(0);
      // A harness answer that never opened one of the SECRET documents never leaks.
      if (ex.documents.some((d) => m.docsRead[d.id] === 'none')) expect(m.leaked).toBe(false);
      if (run.identity.extra.mode === 'simulation') expect(m.capture).toBe('full');
    }
  });

  it('gives the same answers as one runtime run of the same answer (runMosaicOnRuntime) for the same seed', async () => {
    const ex = suite.find((e) => e.id === 'medical-02')!;
    const profile = loadProfileWith('explainer', 'reading');
    const store = ResultsStore.open(out, { readonly: true });
    const stored = [...store.runs({ suite: 'mosaic' })].filter((x) => x.identity.taskId === 'medical-02');
    store.close();
    expect(stored.length).toBeGreaterThan(0);
    for (const s of stored) {
      const mode = s.identity.extra.mode as 'simulation' | 'harness';
      const config = configOfIdentity(s.identity);
      // The sim draws by the answer's stream, which the runtime run id defaults to.
      const r = await runMosaicOnRuntime({ example: ex, config, mode, architecture: 'single', defense: 'none', confirm: 'auto-approve', model: createMosaicSimModel(profile, ex), seed: '1', rep: s.identity.rep });
      const verdict = judgeMosaicAnswer(r.answer, ex.lexicon, ex.queries[config.intent].text);
      expect(s.metrics).toMatchObject({ leaked: verdict.leaked, refused: verdict.refused, docsRead: r.docsRead });
    }
  });

  it('uses the paper\'s 5 repetitions unless --reps is given', async () => {
    const dir = join(tmp, 'reps');
    const one = ['--suite', 'mosaic', '--example-ids', 'medical-01', '--mode', 'simulation', '--intent', 'benign', '--distractor', 'absent', '--marking', 'hidden', '--rules', 'off', '--profile', 'careful', '--no-report'];
    const r = await runMosaicCli([...one, '--out', dir]);
    expect(r.stderr).toContain('5 answers = 1 examples × 1 configurations × 5 rep(s) × modes simulation × architectures single × defenses none × 1 model configuration(s) [sim:careful]');
    const store = ResultsStore.open(dir, { readonly: true });
    expect([...store.runs({ suite: 'mosaic' })].map((x) => x.identity.rep)).toEqual(expect.arrayContaining([0, 1, 2, 3, 4]));
    store.close();
    const two = await runMosaicCli([...one, '--out', join(tmp, 'reps2'), '--reps', '2']);
    expect(two.stderr).toContain('2 answers = 1 examples');
  });

  it('rejects unknown profiles, example ids and empty filters before any work', async () => {
    await expect(runMosaicCli(['--suite', 'mosaic', '--profile', 'nope', '--out', join(tmp, 'x')])).rejects.toThrow(/unknown sim profile "nope"/);
    await expect(runMosaicCli(['--suite', 'mosaic', '--example-ids', 'medical-99', '--out', join(tmp, 'x')])).rejects.toThrow(/unknown mosaic example id\(s\): medical-99/);
    await expect(runMosaicCli(['--suite', 'mosaic', '--intent', 'sneaky', '--out', join(tmp, 'x')])).rejects.toThrow(/unknown intent "sneaky"/);
    await expect(runMosaicCli(['--suite', 'mosaic', '--profile', 'careful', '--profile', 'explainer', '--record', join(tmp, 'c.jsonl'), '--out', join(tmp, 'x')])).rejects.toThrow(/one model configuration per cassette/);
    expect(existsSync(join(tmp, 'x'))).toBe(false);
  });
});
