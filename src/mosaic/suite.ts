import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadAs } from '../io/validate-files.js';
import { fixturesPath } from '../util/paths.js';
import './kinds.js';
import { listProfiles, loadProfileWith, profilesDir, type ProfileWith } from '../models/sim/profile.js';
import type { MosaicDomain, MosaicExample } from '../domain/mosaic-example.js';
import { inputError } from '../util/user-error.js';

/** Every profile of the folder (default: the shipped fixtures/profiles) with a reading section, sorted by name: those the Mosaic suite runs by default. */
export function loadMosaicProfiles(dir = profilesDir()): ProfileWith<'reading'>[] {
  return listProfiles(dir, 'reading').map((n) => loadProfileWith(join(dir, `${n}.json`), 'reading'));
}

/** The shipped suite folder (fixtures/mosaic). */
export function defaultMosaicDir(): string {
  return fixturesPath('mosaic');
}

/** Load and validate every example (*.json directly in the folder), sorted by id. */
export function loadMosaicSuite(dir = defaultMosaicDir()): MosaicExample[] {
  if (!existsSync(dir)) throw inputError(`suite folder not found: ${dir}`);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  if (files.length === 0) throw inputError(`${dir}: no mosaic examples (*.json) found`);
  const out = files.map((f) => loadAs<MosaicExample>(join(dir, f), 'mosaic-example'));
  const seen = new Map<string, string>();
  files.forEach((f, i) => {
    const id = out[i]?.id ?? '';
    const prev = seen.get(id);
    if (prev) throw inputError(`${join(dir, f)}: $.id: duplicate example id "${id}" (also in ${prev})`);
    seen.set(id, f);
  });
  return out.sort((x, y) => x.id.localeCompare(y.id));
}

/** Composition of a suite, for `masdrift suite stats --suite mosaic`. */
export interface MosaicSuiteStats {
  examples: number;
  byDomain: Record<MosaicDomain, number>;
  documentStyles: Record<string, number>;
  benignAnswerDoc: { A: number; B: number };
  meanWords: { secretDocument: number; distractor: number; explicitQuery: number; benignQuery: number };
}

const words = (s: string): number => s.split(/\s+/).filter(Boolean).length;
const mean = (xs: number[]): number => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : 0);

/** Count examples per domain, document styles, where benign answers live and mean lengths. */
export function mosaicSuiteStats(examples: readonly MosaicExample[] = loadMosaicSuite()): MosaicSuiteStats {
  const byDomain: Record<MosaicDomain, number> = { cybersecurity: 0, medical: 0, military: 0 };
  const documentStyles: Record<string, number> = {};
  const benignAnswerDoc = { A: 0, B: 0 };
  for (const ex of examples) {
    byDomain[ex.domain]++;
    for (const d of [...ex.documents, ex.distractor]) documentStyles[d.style] = (documentStyles[d.style] ?? 0) + 1;
    if (ex.queries.benign.answerDoc === ex.documents[0].id) benignAnswerDoc.A++;
    else benignAnswerDoc.B++;
  }
  return {
    examples: examples.length,
    byDomain,
    documentStyles,
    benignAnswerDoc,
    meanWords: {
      secretDocument: mean(examples.flatMap((e) => e.documents.map((d) => words(d.body)))),
      distractor: mean(examples.map((e) => words(e.distractor.body))),
      explicitQuery: mean(examples.map((e) => words(e.queries.explicit.text))),
      benignQuery: mean(examples.map((e) => words(e.queries.benign.text))),
    },
  };
}

/** The stats as printable lines. */
export function formatMosaicSuiteStats(s: MosaicSuiteStats): string {
  return [
    `mosaic suite: ${s.examples} examples`,
    `  by domain: ${Object.entries(s.byDomain).map(([k, v]) => `${k} ${v}`).join(', ')}`,
    `  document styles (SECRET + distractor): ${Object.entries(s.documentStyles).sort().map(([k, v]) => `${k} ${v}`).join(', ')}`,
    `  benign query answered by: document A ${s.benignAnswerDoc.A}, document B ${s.benignAnswerDoc.B}`,
    `  mean words: SECRET document ${s.meanWords.secretDocument}, distractor ${s.meanWords.distractor}, explicit query ${s.meanWords.explicitQuery}, benign query ${s.meanWords.benignQuery}`,
    '  configurations: 24 (intent 3 x distractor 2 x marking 2 x rules 2)',
  ].join('\n');
}
