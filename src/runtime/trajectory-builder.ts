import type { CallOutcome, MediatedCall } from '../contracts/call.js';
import type { ConfirmPolicy, ToolCall, Trajectory } from '../domain/trajectory.js';
import type { AgentInfo } from '../domain/trajectory.js';
import type { Policy } from '../policy/schema.js';
import { canonicalJson, sha256, stableHash } from '../util/canonical.js';
import type { AgentRt, RunState } from './run-state.js';

/** The stable hash of a trajectory (canonical JSON, SHA-256). */
export function trajectoryHash(t: Trajectory): string {
  return stableHash(t);
}

/**
 * The trajectory's record of a mediated call, its keys in sorted order (canonical JSON then keeps it
 * as it is); `result` only for an executed call, `error` only when the outcome has one.
 */
export function callRecord(call: MediatedCall, authority: number | null, outcome: CallOutcome): ToolCall {
  const { agent, args, hop, path, seq, tool } = call;
  const { confirmation, error, status, verdict } = outcome;
  if (status === 'executed') {
    const result = outcome.result ?? null;
    return error === undefined
      ? { agent, args, authority, confirmation, hop, path, result, seq, status, tool, verdict }
      : { agent, args, authority, confirmation, error, hop, path, result, seq, status, tool, verdict };
  }
  return error === undefined
    ? { agent, args, authority, confirmation, hop, path, seq, status, tool, verdict }
    : { agent, args, authority, confirmation, error, hop, path, seq, status, tool, verdict };
}

// A trajectory's JSON holds characters beyond Latin-1 ('—', '→'), so V8 keeps it as a two-byte
// string, and Buffer.from(json, 'utf8') measures its UTF-8 length in a pass of its own before
// encoding. Encoding into a reused scratch array (large enough for any string: at most 3 bytes per
// UTF-16 unit) and copying out the bytes written takes half the time; the bytes are the same
// (lone surrogates become U+FFFD either way).
const encoder = new TextEncoder();
// One per thread, as large as the longest trajectory has needed.
let scratch = new Uint8Array(1 << 16);

/** A string's UTF-8 bytes, in an array of their own. */
function utf8Bytes(text: string): Uint8Array {
  if (scratch.length < text.length * 3) scratch = new Uint8Array(text.length * 3);
  const { written } = encoder.encodeInto(text, scratch);
  return scratch.slice(0, written);
}

/** What the trajectory says about the run besides the state's records. */
export interface TrajectoryHeader {
  agents: AgentInfo[];
  architecture: string;
  confirm: ConfirmPolicy;
  defense: string;
  protocol: string[];
  rootPolicy: Policy | null;
  seed: string;
  taskId: string;
  modelCalls: Trajectory['modelCalls'] | null;
  /** A counterfactual fork's record (absent on every other run). */
  fork?: Trajectory['fork'];
}

/** The trajectory of a finished run, its canonical JSON and that JSON's bytes and hash. */
export function buildTrajectory(state: RunState, header: TrajectoryHeader, sortedIds: readonly string[]): { trajectory: Trajectory; json: string; bytes: Uint8Array; hash: string } {
  const end = state.end;
  // The trajectory and its records are built with their keys in sorted (code-unit) order, the order
  // canonical JSON writes them in: it then serialises them as they are instead of copying each one.
  const tokens: Trajectory['tokens'] = {};
  for (const id of sortedIds) {
    const rt = state.agents.get(id) as AgentRt;
    tokens[id] = { defense: rt.defense, work: rt.work };
  }
  const { modelCalls } = header;
  const trajectory: Trajectory = {
    agents: header.agents,
    architecture: header.architecture,
    calls: state.calls,
    confirm: header.confirm,
    coordination: state.coordination,
    defense: header.defense,
    endDetail: end?.detail ?? null,
    endReason: end?.reason ?? 'error',
    finalAnswer: state.finalAnswer,
    handoffs: state.handoffs,
    ...(modelCalls ? { modelCalls } : {}),
    protocol: header.protocol,
    rootPolicy: header.rootPolicy,
    seed: header.seed,
    taskId: header.taskId,
    tokens,
  };
  // Only when there were any: a run whose defense worked keeps the trajectory (and hash) it had. Set
  // after the literal (canonical JSON puts the key in its place), so the common case builds as before.
  if (state.degradations.length > 0) trajectory.degradations = state.degradations.sort((a, b) => (a.seq ?? -1) - (b.seq ?? -1));
  if (header.fork) trajectory.fork = header.fork;
  // Canonical JSON once: it is both what the hash is taken over and what a store keeps; encoded
  // once too, as both the hash and the stored (compressed) form read its UTF-8 bytes.
  const json = canonicalJson(trajectory);
  const bytes = utf8Bytes(json);
  return { trajectory, json, bytes, hash: sha256(bytes) };
}
