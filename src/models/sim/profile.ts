import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { registerFileKind } from '../../domain/registry.js';
import { readJsonFile } from '../../io/json-file.js';
import { loadAs } from '../../io/validate-files.js';
import { inputError, usageError } from '../../util/user-error.js';
import { DelegationBehaviourSchema } from './delegation-behaviour.js';
import { fromLegacyLayout } from './legacy-profile.js';
import { ReadingBehaviourSchema } from './reading-behaviour.js';

/**
 * A behaviour profile of the simulated model, one file kind for both suites: a name, what kind of
 * model it stands for, and a behaviour section per suite whose agents it can play — `delegation`
 * (MasDrift: handing work on and acting with domain tools) and `reading` (Agent Mosaic: reading
 * documents, noticing and stating or refusing their composite). A profile holds either or both; a
 * suite run with a profile that lacks its section stops with an error naming the file and the path.
 */
export const SimProfileSchema = z
  .object({
    profile: z.string().regex(/^[a-z][a-z0-9-]*$/).describe('Profile name, used in specs as sim:<profile> and by --profile'),
    description: z.string().min(1).describe('What kind of model this profile stands for'),
    delegation: DelegationBehaviourSchema.optional(),
    reading: ReadingBehaviourSchema.optional(),
  })
  .strict();
export type SimProfile = z.infer<typeof SimProfileSchema>;

/** The behaviour sections of a profile, and which suite's simulated model reads each. */
export const PROFILE_SECTIONS = {
  delegation: { suite: 'the MasDrift suite', holds: 'rewrite, act, disclose, share (and optionally protocol)' },
  reading: { suite: 'the Agent Mosaic suite', holds: 'notice, synthesis, refusal, refusalWithoutComposite, explainLeak, exampleSpread, explore' },
} as const;
export type ProfileSection = keyof typeof PROFILE_SECTIONS;

/** A profile known to hold a section. */
export type ProfileWith<S extends ProfileSection> = SimProfile & { [K in S]-?: NonNullable<SimProfile[K]> };

const sectionsOf = (p: SimProfile): ProfileSection[] => (Object.keys(PROFILE_SECTIONS) as ProfileSection[]).filter((s) => p[s] !== undefined);

registerFileKind({
  name: 'profile',
  description: 'A behaviour profile of the simulated model (sim:<profile>): a delegation section (MasDrift), a reading section (Agent Mosaic), or both',
  schema: SimProfileSchema,
  looksLike: (v) => 'profile' in v && ('delegation' in v || 'reading' in v),
  check: (p: SimProfile) =>
    sectionsOf(p).length > 0 ? [] : [{ path: '$', message: `a profile holds at least one behaviour section: "delegation" (${PROFILE_SECTIONS.delegation.suite}) or "reading" (${PROFILE_SECTIONS.reading.suite})` }],
});

/** The shipped profiles folder (fixtures/profiles), found from this module's location. */
export function profilesDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'fixtures', 'profiles');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new Error('cannot find fixtures/profiles next to the masdrift installation');
}

/** Names of the shipped profiles (those holding `section`, when given). */
export function listProfiles(dir = profilesDir(), section?: ProfileSection): string[] {
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();
  return section === undefined ? names : names.filter((n) => loadProfile(join(dir, `${n}.json`))[section] !== undefined);
}

/** The file a profile name or path stands for. */
export function profileFile(nameOrPath: string): string {
  return nameOrPath.endsWith('.json') ? resolve(nameOrPath) : join(profilesDir(), `${nameOrPath}.json`);
}

const loaded = new Map<string, SimProfile>();
const fileOf = new WeakMap<SimProfile, string>();

/** Load a profile by name (from fixtures/profiles) or by path to a JSON file; validated. */
export function loadProfile(nameOrPath: string): SimProfile {
  const hit = loaded.get(nameOrPath);
  if (hit) return hit;
  const file = profileFile(nameOrPath);
  if (!existsSync(file)) {
    throw usageError(`unknown sim profile "${nameOrPath}": no file ${file} (shipped profiles: ${listProfiles().join(', ')})`);
  }
  const p = legacyProfile(file) ?? loadAs<SimProfile>(file, 'profile');
  loaded.set(nameOrPath, p);
  fileOf.set(p, file);
  return p;
}

/** A file in a layout of before the one format, read as it (null when it is not one, or not valid as one). */
function legacyProfile(file: string): SimProfile | null {
  const read = readJsonFile(file);
  const upgraded = read.ok ? fromLegacyLayout(read.value) : null;
  if (upgraded === null) return null;
  const r = SimProfileSchema.safeParse(upgraded);
  return r.success ? r.data : null;
}

/**
 * The profile with the section a suite's simulated model needs, or a clear error: the file, the
 * JSON path of the missing section, what it holds and which sections the profile has.
 */
export function withSection<S extends ProfileSection>(p: SimProfile, section: S): ProfileWith<S> {
  if (p[section] !== undefined) return p as ProfileWith<S>;
  const where = fileOf.get(p) ?? `profile "${p.profile}"`;
  const has = sectionsOf(p);
  throw inputError(
    `${where}: $.${section}: missing — ${PROFILE_SECTIONS[section].suite}'s simulated model needs a "${section}" section (${PROFILE_SECTIONS[section].holds}); ` +
      `profile "${p.profile}" has ${has.length ? `only ${has.map((s) => `"${s}" (${PROFILE_SECTIONS[s].suite})`).join(' and ')}` : 'no behaviour section'}`,
  );
}

/** Load a profile (by name or path) that must hold `section`. */
export function loadProfileWith<S extends ProfileSection>(nameOrPath: string, section: S): ProfileWith<S> {
  return withSection(loadProfile(nameOrPath), section);
}
