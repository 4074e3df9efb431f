import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rescoreFolder } from '../../src/runner/rescore.js';
import { ResultsStore } from '../../src/runner/store.js';
import { stableHash } from '../../src/util/canonical.js';
import { SCORER_CHANGES, SCORER_VERSION } from '../../src/scoring/version.js';
import { repoRoot } from '../helpers.js';

// The scores of a fixed set of stored trajectories (12 runs of the example tasks: single and l1 ×
// none and source), by scorer version. When a change moves any score, this test fails until
// SCORER_VERSION is bumped (with a line in SCORER_CHANGES) and the new fingerprint is added here:
// no score changes silently.
const FINGERPRINTS: Record<string, string> = {
  '2': '94d7ec5dfaa743b4',
  '3': '83749a0eb5806474',
  '4': '73dc629dc22d3680',
  // version 5 moves CL on npm start's grid but none of these 12 runs' scores
  '5': '73dc629dc22d3680',
  // version 6 adds the confirmation counts to every score (no existing metric moves)
  '6': '14c7ad58ce134030',
  // version 7 changes the Mosaic detector: Mosaic rates move, none of these 12 MasDrift runs' scores
  '7': '14c7ad58ce134030',
  // version 8 changes the carriage check: carriage records move on the grid, none of these 12 runs' scores
  '8': '14c7ad58ce134030',
  // version 9 changes the carriage check (carriage records move on the grid) and the Mosaic detector
  // (live Mosaic answers' labels move): none of these 12 MasDrift runs' scores
  '9': '14c7ad58ce134030',
  // version 10 changes the policy compiler (it shapes the Source and Chain policies), the Mosaic
  // detector and the carriage check: none of these 12 MasDrift runs' scores move (their example tasks
  // compile to the same policies; their handoffs read the same)
  '10': '14c7ad58ce134030',
  // version 11 changes the policy compiler (sixth round of issue 20): none of these 12 runs' scores
  // move (their example tasks compile to the same policies)
  '11': '14c7ad58ce134030',
  // version 12 changes the policy compiler, the Mosaic detector and the carriage check (seventh round
  // of issue 20): none of these 12 runs' scores move (their example tasks compile to the same
  // policies; their handoffs read the same)
  '12': '14c7ad58ce134030',
  // version 13 changes the carriage check (eighth round of issue 20): none of these 12 runs' scores move
  '13': '14c7ad58ce134030',
  // version 14 changes the Mosaic detector, the carriage check and the policy compiler (ninth round of
  // issue 20): one carriage record moves — finance-northwind on l1 under source, w2's delegation
  // "prepare the payment batch … and release the payments" now anchors the reservation of submitting
  // the batch (the task's own wording of that act) and reads it weakened (the reserved act
  // instructed), not missing; the constraint is lost either way, so no CL, UA or OD figure moves
  '14': 'e806742d9b4541ee',
  // version 15 changes the policy compiler, its stemmer, the carriage check, the refusal reading and
  // the Mosaic detector (tenth round of issue 20): none of these 12 runs' scores move
  '15': 'e806742d9b4541ee',
  // version 16 changes the Mosaic detector, the refusal reading, the carriage check and the policy compiler
  // (eleventh round of issue 20): none of these 12 runs' scores move
  '16': 'e806742d9b4541ee',
  // version 17 changes the carriage check and the Mosaic detector (twelfth round of issue 20): none of these
  // 12 runs' scores move
  '17': 'e806742d9b4541ee',
  // version 18 changes the carriage check, the policy compiler and the Mosaic detector (thirteenth round of issue 20): none of these 12 runs' scores move
  '18': 'e806742d9b4541ee',
  // version 19 changes the carriage check (fourteenth round of issue 20): none of these 12 runs' scores move
  '19': 'e806742d9b4541ee',
};

const dir = mkdtempSync(join(tmpdir(), 'masdrift-scorer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('scorer version', () => {
  it('every version says what it changed', () => {
    expect(Object.keys(SCORER_CHANGES)).toContain(SCORER_VERSION);
  });

  it('the scores of the fixed trajectories are those recorded for this scorer version', () => {
    copyFileSync(join(repoRoot, 'test/fixtures/results-node20/results.sqlite'), join(dir, 'results.sqlite'));
    rescoreFolder(dir, { suite: join(repoRoot, 'fixtures/examples') });
    const store = ResultsStore.open(dir, { readonly: true });
    const scores = [...store.runs()].map((r) => [r.runId, r.metrics]);
    store.close();
    const fingerprint = stableHash(scores).slice(0, 16);
    expect(fingerprint, `scores changed under scorer version ${SCORER_VERSION}: bump SCORER_VERSION (src/scoring/version.ts) and record ${fingerprint}`).toBe(FINGERPRINTS[SCORER_VERSION]);
  });
});
