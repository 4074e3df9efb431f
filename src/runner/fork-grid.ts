import { copyFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { protocolStages } from '../axes/protocols.js';
import { TrajectorySchema, type Trajectory } from '../domain/trajectory.js';
import { parseModelConfig } from '../models/model-spec.js';
import { modelSet, type LiveCallSettings } from '../models/config.js';
import { isProtocolFile } from '../runtime/protocol-module.js';
import { SCORER_VERSION } from '../scoring/version.js';
import { packageVersion } from '../util/paths.js';
import { inputError } from '../util/user-error.js';
import { executeGrid, type ExecuteGridOptions } from './execute.js';
import { codeHash, fingerprintId, fingerprintParts, keepProfiles, keepProtocols } from './fingerprint.js';
import { fingerprintConflict } from './folder-fingerprints.js';
import { forkChangeText, forkEvent, forkIdentity, forkPointText, isFork, type ForkChange, type ForkPoint } from './fork.js';
import { protocolOf, runIdOf, type RunIdentity } from './identity.js';
import { createRunner, type MasdriftJobConfig } from './masdrift-job.js';
import { folderProtocolFiles, folderReplayLabel } from './replay-labels.js';
import { FOLDER_CASSETTE, folderCassette, folderRef, loadFolderSuite } from './results-folder.js';
import type { GridOutcome } from './run-grid.js';
import type { ResultsStore, StoredRun } from './store.js';

/** What to fork: which of a folder's runs, where, into what. */
export interface ForkGridOptions {
  store: ResultsStore;
  /** The originals by run id (a `fork` command); absent: every scored run of the folder that is no fork. */
  runIds?: readonly string[];
  /** Keep only originals of these tasks / architectures (`run --fork-from`). */
  taskIds?: readonly string[];
  architectures?: readonly string[];
  at: ForkPoint;
  /** One fork of each original per change. */
  changes: readonly ForkChange[];
  allowMixed?: boolean;
  keepFailed?: boolean;
  concurrency?: number;
  live?: LiveCallSettings;
  suitePath?: string;
  cassette?: string;
}

/** One fork the grid holds, beside its original. */
export interface PlannedFork {
  original: StoredRun;
  identity: RunIdentity;
  runId: string;
  /** The seq of the event it switches before. */
  at: number;
  change: string;
}

/** Forks a grid skips: originals without the fork point, and changes that change nothing for an original. */
export interface ForkSkips {
  noForkPoint: Array<{ runId: string; why: string }>;
  unchanged: number;
}

/**
 * The forks of a results folder's runs: each original (scored, no fork itself) that has the fork
 * point, under each change that changes its condition. A `fork` command naming run ids is refused
 * when one of them cannot be forked there; a grid skips and counts them.
 */
export function planForks(o: ForkGridOptions): { forks: PlannedFork[]; skips: ForkSkips } {
  const { store } = o;
  const named = o.runIds !== undefined;
  const originals: StoredRun[] = [];
  if (named) {
    for (const id of o.runIds!) {
      const r = store.get(id);
      if (!r) throw inputError(`${store.dir}: no run ${id} in this results folder`);
      if (r.identity.suite !== 'masdrift') throw inputError(`${store.dir}: run ${id} is a ${r.identity.suite} run; only MasDrift runs can be forked`);
      if (isFork(r.identity)) throw inputError(`${store.dir}: run ${id} is itself a fork (of ${String(r.identity.extra['fork_of'])}): fork the original`);
      if (r.status !== 'ok' || r.trajectoryJson === null || r.trajectoryHash === null) throw inputError(`${store.dir}: run ${id} is stored ${r.status === 'ok' ? 'without its trajectory' : 'failed'}: only a scored run with its trajectory can be forked`);
      originals.push(r);
    }
  } else {
    for (const k of store.runKeys('masdrift')) {
      if (k.status !== 'ok') continue;
      if (o.taskIds && !o.taskIds.includes(k.taskId)) continue;
      const r = store.get(k.runId);
      if (!r || isFork(r.identity) || r.trajectoryJson === null || r.trajectoryHash === null) continue;
      if (o.architectures && !o.architectures.includes(r.identity.architecture)) continue;
      originals.push(r);
    }
  }
  const forks: PlannedFork[] = [];
  const skips: ForkSkips = { noForkPoint: [], unchanged: 0 };
  for (const r of originals) {
    const t: Trajectory = TrajectorySchema.parse(JSON.parse(r.trajectoryJson!));
    let at: number;
    try {
      at = forkEvent(t, o.at);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      if (named) throw inputError(`${store.dir}: run ${r.runId} cannot be forked at ${forkPointText(o.at)}: ${why}`);
      skips.noForkPoint.push({ runId: r.runId, why });
      continue;
    }
    for (const change of o.changes) {
      const identity = forkIdentity({ runId: r.runId, identity: r.identity, trajectoryHash: r.trajectoryHash! }, o.at, change);
      const text = forkChangeText(identity, r.identity);
      // A grid forks an original only into a condition it did not have; a named run may be forked into
      // its own condition (a control: the fork must reproduce it).
      if (!named && text === 'nothing changed') {
        skips.unchanged++;
        continue;
      }
      forks.push({ original: r, identity, runId: runIdOf(identity), at, change: text });
    }
  }
  return { forks, skips };
}

/**
 * Run forks into the folder that holds their originals, as a grid (resumable: a stored fork is
 * skipped, a failed one retried). Each prefix is answered as its original was: a live original from
 * the folder's cassette under its own run id (no request reaches an endpoint), a simulated one
 * re-executed; after the fork point the fork's model configuration answers — a live one is called
 * and recorded into the folder's cassette under the fork's run id. The forks' fingerprint is this
 * build's plus the fingerprint of the runs they fork (`fork_of`).
 */
export async function runForks(o: ForkGridOptions & { forks: PlannedFork[]; command?: string; headline?: string }): Promise<GridOutcome & { signal: NodeJS.Signals | null }> {
  const { store, forks } = o;
  const { path: suitePath, suite } = loadFolderSuite(store, o.suitePath);
  const fingerprints = store.fingerprints();
  const cassette = folderCassette(store, o.cassette);
  // The prefix of each original: its recorded configuration answering from the cassette.
  const forkPrefixBy: Record<string, string> = {};
  const originFingerprints = new Set<string>();
  for (const f of forks) {
    const fp = store.runFingerprint(f.original.runId);
    if (fp !== null) originFingerprints.add(fp);
    const label = f.original.identity.model;
    const live = parseModelConfig(label);
    if ((live.lead.kind === 'openai' || live.executor.kind === 'openai') && cassette === null) {
      throw inputError(`${store.dir}: run ${f.original.runId} ran ${label} live and the folder holds no cassette (it was run without --record), so its prefix cannot be replayed; pass --cassette <file>`);
    }
    forkPrefixBy[label] = folderReplayLabel(store, label, fp, cassette, fingerprints);
  }
  const labels = [...new Set(forks.map((f) => f.identity.model))];
  // Build every configuration now: a bad spec or a missing API key fails before any work.
  for (const l of labels) modelSet(parseModelConfig(l)).close();
  const liveAfter = labels.some((l) => {
    const c = parseModelConfig(l);
    return c.lead.kind === 'openai' || c.executor.kind === 'openai';
  });
  // A live model after the fork records into the folder's cassette; one kept outside the folder (a
  // replayed grid's, a shipped example's) is copied in first, so the folder stays self-contained and
  // the cassette it was answered from is never written to.
  const own = join(store.dir, FOLDER_CASSETTE);
  let record: string | null = null;
  if (liveAfter) {
    if (cassette !== null && resolve(cassette) !== resolve(own)) {
      if (existsSync(own)) throw inputError(`${store.dir}: it holds ${FOLDER_CASSETTE} but answers its runs from ${cassette}; pass --cassette ${own} or move one aside`);
      copyFileSync(cassette, own);
      store.setMeta('cassette', FOLDER_CASSETTE);
      process.stderr.write(`copied ${cassette} into ${own}: the forks' live exchanges are recorded there\n`);
    }
    record = own;
  }
  const specs = [...new Set(forks.flatMap((f) => [...protocolStages(protocolOf(f.identity)), ...protocolStages(protocolOf(f.original.identity))]))];
  const protocolFiles = { ...Object.fromEntries(specs.filter(isProtocolFile).map((p) => [p, p])), ...folderProtocolFiles(store, fingerprints) };
  const forkOf = [...originFingerprints].sort().join(',') || 'unrecorded';
  const byLabel = new Map(labels.map((l) => {
    const own = Object.fromEntries(specs.filter(isProtocolFile).map((p) => [p, protocolFiles[p] ?? p]));
    const parts = fingerprintParts({ suiteVersion: suite.version, model: l, protocols: own, forkOf });
    return [l, { id: fingerprintId(parts), parts, own }] as const;
  }));
  const conflict = fingerprintConflict(store, [...byLabel.values()].map((f) => f.parts));
  if (conflict !== null && !o.allowMixed) throw inputError(conflict);
  store.checkVersions({ suiteVersion: suite.version, codeVersion: `${packageVersion()}+${codeHash()}`, scorerVersion: SCORER_VERSION }, Boolean(o.allowMixed));
  for (const f of byLabel.values()) {
    store.recordFingerprint(f.id, f.parts);
    keepProfiles(store.dir, f.parts);
    keepProtocols(store.dir, f.parts, f.own);
  }
  store.stampFingerprints((row) => byLabel.get(row[6])?.id ?? null);
  if (record && store.meta('cassette') === null) store.setMeta('cassette', folderRef(store.dir, record));
  const job: MasdriftJobConfig = { suitePath, models: labels, forkPrefixBy, protocols: specs, protocolFiles, record, ...(o.live ? { live: o.live } : {}) };
  const concurrency = o.concurrency ?? (liveAfter ? 4 : 2);
  const grid: ExecuteGridOptions = {
    identities: forks.map((f) => f.identity),
    store,
    jobModule: fileURLToPath(new URL('./masdrift-job.js', import.meta.url)),
    jobConfig: job,
    // In this thread: a fork reads its original from the store.
    inProcess: async () => ({ runOne: await createRunner(job, { original: (id) => store.get(id) }) }),
    workersAllowed: false,
    concurrency,
    inProcessConcurrency: concurrency,
    unit: 'forks',
    out: store.dir,
    keepFailed: Boolean(o.keepFailed),
    headline: () => o.headline ?? `masdrift fork: ${forks.length} fork(s) at ${forkPointText(o.at)} → ${store.dir}`,
    ...(o.command ? { command: o.command } : {}),
  };
  return executeGrid(grid);
}
