/**
 * masdrift — the typed library: the domain vocabulary, the authority lattice, the actor runtime,
 * the models, scoring and statistics, the suites, the benchmark runner, reports and the guard.
 */
export * from './domain/json.js';
export * from './domain/lexicon.js';
export * from './domain/tool.js';
export * from './domain/audience.js';
export * from './domain/matcher.js';
export * from './domain/task.js';
export * from './domain/trajectory.js';
export * from './domain/coordination.js';
export * from './domain/evaluate.js';
export * from './domain/environment.js';
export * from './domain/validate.js';
export * from './domain/registry.js';
export * from './io/validate-files.js';
export * from './io/load-suite.js';
export * from './util/canonical.js';
export * from './util/rng.js';
// The authority lattice: leq, attenuate, verdict, compile, proposalFromMessage, the schemas.
export * from './policy/index.js';
// The actor runtime (runTask) and the topologies it runs.
export * from './runtime/index.js';
// The defenses (one module each) and their registry: how a combination is written and identified.
export * from './defenses/index.js';
export * from '../topologies/index.js';
export * from '../machines/index.js';
// Models: the ChatModel interface, live OpenAI-compatible models, record/replay, the simulated model.
export * from './models/index.js';
// Scoring, judges, agreement and clustered statistics. (The compiler has its own stemmer, tuned to
// request text; the flat name `stem` is the scorer's.)
export * from './scoring/index.js';
export { stem } from './scoring/index.js';
// The MasDrift task suite generator and its statistics.
export * from './suite/index.js';
// The benchmark runner and its results store.
export * from './runner/identity.js';
export * from './runner/grid.js';
export * from './runner/store.js';
export * from './runner/run-store.js';
export * from './runner/pg-store.js';
export * from './runner/grid-fingerprint.js';
export * from './runner/rescore.js';
export * from './runner/run-grid.js';
export * from './runner/run-outcome.js';
export * from './runner/folder-lock.js';
export * from './runner/pair-audit.js';
export * from './runner/fingerprint.js';
export * from './runner/folder-fingerprints.js';
export * from './runner/results-folder.js';
export * from './runner/replay-labels.js';
// Reports: tables, figures, the HTML report, a run's story.
export * from './report/table.js';
export * from './report/figures.js';
export * from './report/html.js';
export * from './report/masdrift-report.js';
export * from './report/show.js';
export * from './report/ci.js';
export * from './report/protocol-comparison.js';
export * from './report/protocol-report.js';
export { renderReport } from './report/write-report.js';
// Agent Mosaic and the anti-mosaic guard, namespaced: their helpers share names with the MasDrift side.
export * as mosaic from './mosaic/index.js';
export * as guard from './guard/index.js';
