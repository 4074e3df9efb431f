import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseModelConfig, type ModelSpec } from '../models/model-spec.js';
import { profileFile } from '../models/sim/profile.js';
import { SCORER_VERSION } from '../scoring/version.js';
import { sha256, stableHash } from '../util/canonical.js';
import { packageRoot } from '../util/paths.js';

/**
 * What produced a run — the one versioning mechanism of a results folder. Each part is a content
 * hash or a version: the code (the built package), the policy compiler's files within it, the
 * scorer version, the suite version, the simulated-model profiles the run's configuration used, the
 * protocol modules it used. A resumed
 * grid whose parts differ from the folder's is refused naming the part; a re-score moves runs to
 * a fingerprint with the new scorer part.
 */
export interface FingerprintParts {
  code: string;
  scorer: string;
  suite: string;
  /** Profile name (as the configuration names it) → sha256 of the profile file. */
  profiles: Record<string, string>;
  /** Protocol module name → sha256 of its source (filled by whoever runs protocol modules). */
  protocols: Record<string, string>;
  /** Parts added by other modules (registerFingerprintPart), each by its name. */
  [part: string]: string | Record<string, string>;
}

/** What the parts of one configuration's fingerprint are computed from. */
export interface FingerprintInput {
  suiteVersion: string;
  /** The model configuration's label (its --model spec). */
  model: string;
  /** Protocol module name → its file (hashed by content). */
  protocols?: Record<string, string>;
  /**
   * Counterfactual forks: the fingerprint(s) of the runs they fork (comma-joined ids). Their prefix
   * is those runs' events, so it is part of what produced them (part `fork_of`, absent on other runs).
   */
  forkOf?: string;
  /** Anything an added part reads (registerFingerprintPart). */
  [other: string]: unknown;
}

type PartFn = (input: FingerprintInput) => string | Record<string, string> | undefined;
const extraParts = new Map<string, PartFn>();

/**
 * Add a part to every fingerprint (e.g. a module's own version). A part whose value is undefined for
 * a run is left out, so existing fingerprints do not change when a part is added.
 */
export function registerFingerprintPart(name: string, part: PartFn): void {
  extraParts.set(name, part);
}

let code: string | null = null;
let compiler: string | null = null;

/** The files of the policy compiler (Compile(u, T) for Source, its proposals for Chain) among the code's. */
const COMPILER_FILE = /[\\/]policy[\\/]compile[\\/]|[\\/]text[\\/]stemmers\./;

/**
 * A content hash of the code that runs: every .js file of the built package (dist/), or — running
 * from the TypeScript sources, as the tests do — every .ts file of src/, machines/ and topologies/.
 */
export function codeHash(): string {
  if (code !== null) return code;
  const here = dirname(fileURLToPath(import.meta.url));
  const root = packageRoot();
  const built = here.startsWith(join(root, 'dist'));
  const dirs = built ? [join(root, 'dist')] : [join(root, 'src'), join(root, 'machines'), join(root, 'topologies')];
  const ext = built ? '.js' : '.ts';
  const files: Array<[string, string]> = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith(ext) && !name.endsWith('.d.ts')) files.push([p.slice(root.length), sha256(readFileSync(p))]);
    }
  };
  for (const d of dirs) if (existsSync(d)) walk(d);
  code = stableHash(files).slice(0, 16);
  compiler = stableHash(files.filter(([p]) => COMPILER_FILE.test(p))).slice(0, 16);
  return code;
}

/**
 * A content hash of the policy compiler's files alone (part of the code hash too): two folders
 * whose runs the same compiler defended show the same value, whatever else changed in the build.
 */
export function compilerHash(): string {
  if (compiler === null) codeHash();
  return compiler as string;
}

function simProfiles(label: string): string[] {
  const c = parseModelConfig(label);
  const sides: ModelSpec[] = [c.lead, c.executor];
  return [...new Set(sides.flatMap((s) => (s.kind === 'sim' ? [s.profile || 'default'] : [])))].sort();
}

/** The parts of a configuration's fingerprint (this build, this suite). */
export function fingerprintParts(input: FingerprintInput): FingerprintParts {
  const profiles: Record<string, string> = {};
  for (const p of simProfiles(input.model)) {
    const f = profileFile(p);
    profiles[p] = existsSync(f) ? sha256(readFileSync(f)) : 'missing';
  }
  const protocols: Record<string, string> = {};
  for (const [name, file] of Object.entries(input.protocols ?? {}).sort()) protocols[name] = sha256(readFileSync(file));
  const parts: FingerprintParts = { code: codeHash(), compiler: compilerHash(), scorer: SCORER_VERSION, suite: input.suiteVersion, profiles, protocols };
  if (typeof input.forkOf === 'string') parts['fork_of'] = input.forkOf;
  for (const [name, fn] of extraParts) {
    const v = fn(input);
    if (v !== undefined) parts[name] = v;
  }
  return parts;
}

/** A fingerprint's short id (a hash of its parts). */
export function fingerprintId(parts: Record<string, unknown>): string {
  return stableHash(parts).slice(0, 12);
}

const short = (v: unknown): string => (typeof v === 'string' && v.length > 12 ? v.slice(0, 12) : String(v));

/**
 * What two fingerprints disagree on, one phrase per part: the same-named profile or protocol with
 * other content, another code, scorer or suite version. Profiles or protocols only one of them uses
 * are not a difference (another configuration, not another version).
 */
export function fingerprintDifferences(stored: Record<string, unknown>, now: Record<string, unknown>): string[] {
  const out: string[] = [];
  const names: Record<string, string> = { code: 'code', compiler: 'policy compiler', scorer: 'scorer version', suite: 'suite version', fork_of: 'forked runs\' fingerprint' };
  for (const key of [...new Set([...Object.keys(stored), ...Object.keys(now)])].sort()) {
    const a = stored[key];
    const b = now[key];
    if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
      const aa = a as Record<string, unknown>;
      const bb = b as Record<string, unknown>;
      for (const k of Object.keys(aa).sort()) {
        if (k in bb && aa[k] !== bb[k]) out.push(`${key === 'profiles' ? 'profile' : key === 'protocols' ? 'protocol module' : key} ${k} (${short(aa[k])} → ${short(bb[k])})`);
      }
      continue;
    }
    if (a === undefined || b === undefined) continue;
    if (a !== b) out.push(`${names[key] ?? key} (${short(a)} → ${short(b)})`);
  }
  return out;
}

/** One line describing a fingerprint's parts. */
export function describeFingerprint(parts: Record<string, unknown>): string {
  const profiles = Object.entries((parts['profiles'] as Record<string, string> | undefined) ?? {}).map(([k, v]) => `${k} ${short(v)}`);
  const protocols = Object.entries((parts['protocols'] as Record<string, string> | undefined) ?? {}).map(([k, v]) => `${k} ${short(v)}`);
  return [`code ${short(parts['code'])}`, ...(parts['compiler'] === undefined ? [] : [`compiler ${short(parts['compiler'])}`]), `scorer ${String(parts['scorer'])}`, `suite ${short(parts['suite'])}`, ...(profiles.length ? [`profiles ${profiles.join(', ')}`] : []), ...(protocols.length ? [`protocols ${protocols.join(', ')}`] : []), ...(typeof parts['fork_of'] === 'string' ? [`forks of ${parts['fork_of']}`] : [])].join(', ');
}

/** Where a folder keeps the user protocol modules its runs used, by content. */
export const FOLDER_PROTOCOLS = 'protocols';

/** Copy the protocol modules of a fingerprint into the folder (protocols/<sha256>.mjs), once each. */
export function keepProtocols(dir: string, parts: FingerprintParts, files: Readonly<Record<string, string>>): void {
  for (const [spec, hash] of Object.entries(parts.protocols)) {
    const from = files[spec];
    const to = join(dir, FOLDER_PROTOCOLS, `${hash}.mjs`);
    if (from === undefined || existsSync(to)) continue;
    mkdirSync(join(dir, FOLDER_PROTOCOLS), { recursive: true });
    copyFileSync(from, to);
  }
}

/** Where a folder keeps the simulated-model profiles its runs used, by content. */
export const FOLDER_PROFILES = 'profiles';

/** Copy the profiles of a fingerprint into the folder (profiles/<sha256>.json), once each. */
export function keepProfiles(dir: string, parts: FingerprintParts): void {
  for (const [name, hash] of Object.entries(parts.profiles)) {
    if (hash === 'missing') continue;
    const to = join(dir, FOLDER_PROFILES, `${hash}.json`);
    if (existsSync(to)) continue;
    mkdirSync(join(dir, FOLDER_PROFILES), { recursive: true });
    copyFileSync(profileFile(name), to);
  }
}
