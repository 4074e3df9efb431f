/**
 * Profile files in the layouts of before the one format: results folders written then keep the
 * profiles their runs used (profiles/<sha256>.json) in the MasDrift layout (rewrite, act, disclose,
 * share, protocol at the top), and users may hold Mosaic profiles in the old Mosaic layout (name,
 * notice, …, harness). Read as the one format (same numbers, same name) so those folders still
 * replay and those files still run; `masdrift validate` names their keys as unknown, so a file
 * written today is always in the one format.
 */
const READING_KEYS = ['notice', 'synthesis', 'refusal', 'refusalWithoutComposite', 'explainLeak', 'exampleSpread'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The one-format value of a file in a layout of before, or null when it is not in one. */
export function fromLegacyLayout(v: unknown): Record<string, unknown> | null {
  if (!isObject(v) || 'delegation' in v || 'reading' in v) return null;
  if (typeof v.profile === 'string' && isObject(v.act) && isObject(v.rewrite)) {
    const { profile, description, ...rest } = v;
    return { profile, description, delegation: rest };
  }
  if (typeof v.name === 'string' && isObject(v.notice) && isObject(v.harness)) {
    const reading: Record<string, unknown> = {};
    const extra: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if ((READING_KEYS as readonly string[]).includes(k)) reading[k] = x;
      else if (k === 'harness') reading.explore = x;
      else if (k !== 'name' && k !== 'description') extra[k] = x;
    }
    return { profile: v.name, description: v.description, reading, ...extra };
  }
  return null;
}
