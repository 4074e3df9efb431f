import { isFork } from '../runner/fork.js';
import type { Trajectory } from '../domain/trajectory.js';
import type { ResultsStore, StoredRun } from '../runner/store.js';
import { RunScoreSchema } from '../scoring/run-score.js';
import { clusteredCi, pairedCi } from './ci.js';
import type { BuiltReport } from './masdrift-report.js';
import { protocolReport, protocolRunRow, type ComparisonAxis, type ProtocolRunRow } from './protocol-comparison.js';

/** Which protocol a stored run ran under: by default what its trajectory records (several joined by "+"). */
export type ProtocolOf = (run: StoredRun, trajectory: Pick<Trajectory, 'protocol'>) => string;
const fromTrajectory: ProtocolOf = (_, t) => (t.protocol ?? ['verbatim']).join('+');

/**
 * The comparison's rows of a results folder: every scored MasDrift run whose trajectory was kept
 * (failed runs are never scored; a run stored without its trajectory has no message counts).
 */
export function protocolRowsFromStore(store: ResultsStore, protocolOf: ProtocolOf = fromTrajectory): { rows: ProtocolRunRow[]; skipped: number } {
  const rows: ProtocolRunRow[] = [];
  let skipped = 0;
  for (const run of store.runs({ suite: 'masdrift', withTrajectory: true })) {
    // A counterfactual fork is read against its original (report's fork-pairs table), never pooled here.
    if (isFork(run.identity)) continue;
    const score = run.status === 'ok' && run.metrics ? RunScoreSchema.safeParse(run.metrics) : null;
    if (!score?.success || !run.trajectoryJson) {
      skipped++;
      continue;
    }
    const trajectory = JSON.parse(run.trajectoryJson) as Trajectory;
    rows.push(protocolRunRow({ runId: run.runId, protocol: protocolOf(run, trajectory), confirm: run.identity.confirm }, score.data, trajectory));
  }
  return { rows, skipped };
}

/** Does a folder hold runs of more than one protocol (or, along that axis, confirmation policy)? */
export function hasSeveralProtocols(rows: readonly ProtocolRunRow[], axis: ComparisonAxis = 'protocol'): boolean {
  return new Set(rows.map((r) => (axis === 'confirm' ? (r.confirm ?? 'auto-approve') : r.protocol))).size > 1;
}

/** The protocol (or confirmation-policy) comparison of a results folder, paired against `baseline`. */
export async function buildProtocolReport(
  store: ResultsStore,
  opts: { baseline?: string; axis?: ComparisonAxis; resamples?: number; protocolOf?: ProtocolOf; rows?: { rows: ProtocolRunRow[]; skipped: number } } = {},
): Promise<BuiltReport> {
  const resamples = opts.resamples ?? 2000;
  const axis = opts.axis ?? 'protocol';
  const { rows, skipped } = opts.rows ?? protocolRowsFromStore(store, opts.protocolOf);
  const report = await protocolReport(rows, { baseline: opts.baseline ?? (axis === 'confirm' ? 'auto-approve' : 'verbatim'), axis, ci: clusteredCi(resamples), paired: pairedCi(resamples), resamples });
  if (skipped) report.meta.push(['not compared', `${skipped} runs (failed, unscored or stored without a trajectory)`]);
  return report;
}
