/**
 * Fuzzing `masdrift validate` with mutated shipped fixtures (issue 30): a field deleted, a value's
 * type changed, an id duplicated, the file truncated, bytes inserted. For every mutant, validate
 * never crashes, names the file and a JSON path in every problem; and a mutant it accepts is then
 * run by the runtime — loaded the way `run` loads it and executed — without failing.
 * Cases: RUNS (1,000 by default; MASDRIFT_PROP_RUNS raises it).
 */
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTaskSuite } from '../../src/io/load-suite.js';
import { createMosaicSimModel } from '../../src/models/sim/mosaic-model.js';
import { loadMosaicSuite } from '../../src/mosaic/suite.js';
import { loadProfileWith } from '../../src/models/sim/profile.js';
import { runMosaicRows } from '../../src/mosaic/run.js';
import { mosaicConfigs } from '../../src/mosaic/configs.js';
import { createRunner } from '../../src/runner/masdrift-job.js';
import type { RunIdentity } from '../../src/runner/identity.js';
import { repoRoot } from '../helpers.js';
import { RUNS } from '../policy/arbitraries.js';
import { runCli } from './run-cli.js';

const TASK = join(repoRoot, 'fixtures/examples/finance-northwind.json');
/** The shipped fixtures mutated, by kind (a graph is checked against the task it was written for). */
const FIXTURES = [
  { kind: 'task', file: TASK },
  { kind: 'task', file: join(repoRoot, 'fixtures/examples/hr-onboarding.json') },
  { kind: 'graph', file: join(repoRoot, 'fixtures/examples/graph-two-teams.json') },
  { kind: 'profile', file: join(repoRoot, 'fixtures/profiles/lossy-lead.json') },
  { kind: 'mosaic-example', file: join(repoRoot, 'fixtures/mosaic/medical-01.json') },
] as const;
const ORIGINALS = FIXTURES.map((f) => JSON.parse(readFileSync(f.file, 'utf8')) as unknown);

const root = mkdtempSync(join(tmpdir(), 'masdrift-fuzz-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Path = Array<string | number>;
/** Every path to a value inside a JSON value (the root excluded), in document order. */
function paths(v: unknown, base: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(v)) v.forEach((x, i) => (out.push([...base, i]), paths(x, [...base, i], out)));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) (out.push([...base, k]), paths(x, [...base, k], out));
  return out;
}
const parentOf = (root: unknown, p: Path): any => p.slice(0, -1).reduce((o: any, k) => o[k], root);

const REPLACEMENTS: unknown[] = [null, 0, -1, 1.5, 1e9, '', 'x', 'teleport', true, [], {}, ['x'], { op: 'any' }];

/** One mutation, as data (fast-check shrinks it and prints it). */
const mutationArb = fc.oneof(
  fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('retype' as const), at: fc.nat(), value: fc.constantFrom(...REPLACEMENTS) }),
  fc.record({ op: fc.constant('duplicate-id' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('insert-bytes' as const), at: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 4 }) }),
);
type Mutation = typeof mutationArb extends fc.Arbitrary<infer M> ? M : never;

/** The mutant's bytes. */
function mutate(original: unknown, m: Mutation): Buffer {
  const v = structuredClone(original);
  const all = paths(v);
  if (m.op === 'delete' || m.op === 'retype') {
    const p = all[m.at % all.length]!;
    const parent = parentOf(v, p);
    const key = p.at(-1)!;
    if (m.op === 'retype') parent[key] = structuredClone(m.value);
    else if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else if (m.op === 'duplicate-id') {
    // An element of an array of objects with an id (or a name) takes the id of another element.
    const owners = all.filter((p) => typeof p.at(-1) === 'number' && ['id', 'name'].some((k) => typeof parentOf(v, [...p, k])?.[k] === 'string'));
    const p = owners[m.at % Math.max(1, owners.length)];
    if (p) {
      const arr = parentOf(v, p) as Array<Record<string, unknown>>;
      const i = p.at(-1) as number;
      const field = typeof arr[i]!['id'] === 'string' ? 'id' : 'name';
      const other = arr.length > 1 ? (i + 1) % arr.length : i;
      if (other === i) arr.push(structuredClone(arr[i]!));
      else arr[i]![field] = arr[other]![field];
    }
  }
  const text = Buffer.from(JSON.stringify(v, null, 2));
  if (m.op === 'truncate') return text.subarray(0, m.at % text.length);
  if (m.op === 'insert-bytes') {
    const at = m.at % (text.length + 1);
    return Buffer.concat([text.subarray(0, at), Buffer.from(m.bytes), text.subarray(at)]);
  }
  return text;
}

const identity = (taskId: string, architecture: string, model: string): RunIdentity => ({
  suite: 'masdrift', taskId, architecture, defense: 'chain', model, confirm: 'oracle', rep: 0, seed: 'fuzz', extra: {},
});

/** Run an accepted mutant the way the runtime would use it; throws (or fails the expectation) if it cannot. */
async function runAccepted(kind: string, file: string, dir: string): Promise<void> {
  if (kind === 'task') {
    const suite = loadTaskSuite(file);
    const runner = await createRunner({ suitePath: file, models: ['sim:default'] });
    const r = await runner(identity(suite.tasks[0]!.id, 'l2', 'sim:default'));
    expect(r.error).toBeNull();
  } else if (kind === 'graph') {
    const runner = await createRunner({ suitePath: TASK, models: ['sim:default'] });
    const r = await runner(identity('example-finance-northwind', file, 'sim:default'));
    expect(r.error).toBeNull();
  } else if (kind === 'profile') {
    const runner = await createRunner({ suitePath: TASK, models: [`sim:${file}`] });
    const r = await runner(identity('example-finance-northwind', 'l2', `sim:${file}`));
    expect(r.error).toBeNull();
  } else {
    const examples = loadMosaicSuite(dir);
    const profile = loadProfileWith('synthesiser', 'reading');
    const rows = await runMosaicRows({ examples, configs: mosaicConfigs().slice(0, 4), reps: 1, mode: 'simulation', model: (ex) => createMosaicSimModel(profile, ex), seed: 'fuzz' });
    expect(rows).toHaveLength(4);
  }
}

describe('masdrift validate on mutated fixtures (fuzz)', () => {
  it(`never crashes, names the file and a path, and accepts only what the runtime then runs (${RUNS} cases)`, async () => {
    let accepted = 0;
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: FIXTURES.length - 1 }), mutationArb, async (which, m) => {
        const { kind } = FIXTURES[which]!;
        const dir = join(root, String(n++));
        mkdirSync(dir);
        const file = join(dir, 'mutant.json');
        writeFileSync(file, mutate(ORIGINALS[which], m));
        const r = await runCli(['validate', file, ...(kind === 'graph' ? ['--task', TASK] : [])]);
        expect([0, 1]).toContain(r.code);
        expect(r.stderr).not.toMatch(/unexpected error|^\s+at /m);
        if (r.code === 1) {
          const lines = r.stderr.trimEnd().split('\n');
          expect(lines.length).toBeGreaterThan(0);
          // Every problem: the file, a JSON path, then what was expected.
          for (const line of lines) {
            expect(line.startsWith(file)).toBe(true);
            expect(line.slice(file.length)).toMatch(/^: \$\S*: \S/);
          }
        } else {
          expect(r.stdout).toContain(`ok  ${file} (${kind})`);
          accepted++;
          await runAccepted(kind, file, dir);
        }
        rmSync(dir, { recursive: true, force: true });
      }),
      { numRuns: RUNS },
    );
    // The property must exercise both sides: mutants refused and mutants accepted and run.
    expect(accepted).toBeGreaterThan(RUNS / 20);
    expect(accepted).toBeLessThan(RUNS);
  });
});
