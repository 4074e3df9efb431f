import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.js';

/**
 * Imports point down the layers (README, "Layers"): a module imports only from its own layer or a
 * lower one. Every relative import of src/, machines/ and topologies/ is read (static, re-exports,
 * side-effect and dynamic imports; type-only ones too: a type is a dependency of the code that names it).
 */
const LAYERS: ReadonlyArray<readonly [layer: number, folders: readonly string[]]> = [
  [1, ['src/util', 'src/text']],
  // io reads files and checks them against the domain's schemas: it sits with the domain.
  [2, ['src/domain', 'src/io']],
  [3, ['src/policy']],
  // The contracts (types the runtime and its plug-ins meet at) sit with the model layer, whose call shapes they name.
  [4, ['src/contracts', 'src/models', 'src/scoring']],
  [5, ['machines', 'topologies', 'src/defenses']],
  [6, ['src/runtime']],
  [7, ['src/suite', 'src/mosaic', 'src/guard']],
  // The axis registry names values of every lower layer (architectures, protocols, mosaic factors) and is read by the runner, the report and the CLI.
  [8, ['src/runner', 'src/report', 'src/axes']],
  // The public API: src/index.ts, and the barrels it re-exports as the `mosaic` and `guard`
  // namespaces (they gather runner, report and CLI exports too; nothing in the code imports them).
  [9, ['src/cli', 'src/testing', 'src/bench', 'src/index.ts', 'src/mosaic/index.ts', 'src/guard/index.ts']],
];
const API_BARRELS = ['src/mosaic/index.ts', 'src/guard/index.ts'];

/** A file's layer: that of the longest folder (or file) of the table holding it. */
const layerOf = (file: string): { layer: number; folder: string } | null => {
  let best: { layer: number; folder: string } | null = null;
  for (const [layer, folders] of LAYERS) for (const f of folders) if ((file === f || file.startsWith(`${f}/`)) && (!best || f.length > best.folder.length)) best = { layer, folder: f };
  return best;
};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(repoRoot, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(join(repoRoot, rel)).isDirectory()) out.push(...sourceFiles(rel));
    else if (name.endsWith('.ts')) out.push(rel);
  }
  return out;
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s(?:[^'"`;]*?\sfrom\s)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The relative imports of a file, resolved to repository paths of .ts files. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(repoRoot, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = (m[1] ?? m[2]) as string;
    out.push(relative(repoRoot, resolve(repoRoot, dirname(file), spec)).split('\\').join('/').replace(/\.js$/, '.ts'));
  }
  return out;
}

const files = ['src', 'machines', 'topologies'].flatMap(sourceFiles);

describe('layering', () => {
  it('every source file is in a layer', () => {
    expect(files.filter((f) => layerOf(f) === null)).toEqual([]);
  });

  it('reads imports of every kind (a check of the parser on files known to import)', () => {
    expect(importsOf('src/runner/identity.ts')).toContain('src/axes/protocols.ts');
    expect(importsOf('src/runner/masdrift-job.ts')).toContain('src/runtime/model-spec.ts'); // a side-effect import
    expect(importsOf('src/runtime/model-spec.ts')).toContain('src/models/provider-registry.ts'); // a re-export
  });

  // No exceptions: an upward import is fixed by moving the shared piece down, never by listing it.
  it('no import points up a layer', () => {
    const upward: string[] = [];
    for (const f of files) {
      const from = layerOf(f)!;
      for (const to of importsOf(f)) {
        const target = layerOf(to);
        if (target && target.layer > from.layer) upward.push(`${f} (layer ${from.layer}) → ${to} (layer ${target.layer})`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('the API barrels are imported by src/index.ts alone', () => {
    expect(files.filter((f) => f !== 'src/index.ts' && importsOf(f).some((i) => API_BARRELS.includes(i)))).toEqual([]);
  });
});
