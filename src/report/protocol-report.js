import { RunScoreSchema } from '../scoring/run-score.js';
import { clusteredCi, pairedCi } from './ci.js';
import { protocolReport, protocolRunRow } from './protocol-comparison.js';
const fromTrajectory = (_, t) => (t.protocol ?? ['verbatim']).join('+');
/**
 * The comparison's rows of a results folder: every scored MasDrift run whose trajectory was kept
 * (failed runs are never scored; a run stored without its trajectory has no message counts).
 */
export function protocolRowsFromStore(store, protocolOf = fromTrajectory) {
    const rows = [];
    let skipped = 0;
    for (const run of store.runs({ suite: 'masdrift', withTrajectory: true })) {
        const score = run.status === 'ok' && run.metrics ? RunScoreSchema.safeParse(run.metrics) : null;
        if (!score?.success || !run.trajectoryJson) {
            skipped++;
            continue;
        }
        const trajectory = JSON.parse(run.trajectoryJson);
        rows.push(protocolRunRow({ runId: run.runId, protocol: protocolOf(run, trajectory) }, score.data, trajectory));
    }
    return { rows, skipped };
}
/** Does a folder hold runs of more than one protocol? */
export function hasSeveralProtocols(rows) {
    return new Set(rows.map((r) => r.protocol)).size > 1;
}
/** The protocol comparison of a results folder, paired against `baseline`. */
export async function buildProtocolReport(store, opts = {}) {
    const resamples = opts.resamples ?? 2000;
    const { rows, skipped } = protocolRowsFromStore(store, opts.protocolOf);
    const report = await protocolReport(rows, { baseline: opts.baseline ?? 'verbatim', ci: clusteredCi(resamples), paired: pairedCi(resamples), resamples });
    if (skipped)
        report.meta.push(['not compared', `${skipped} runs (failed, unscored or stored without a trajectory)`]);
    return report;
}
