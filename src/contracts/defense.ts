import type { MonoTypeOperatorFunction } from 'rxjs';
import type { JsonValue } from '../domain/json.js';
import type { Task } from '../domain/task.js';
import type { ToolSpec } from '../domain/tool.js';
import type { Usage } from '../models/types.js';
import type { Proposal } from '../policy/attenuate.js';
import type { Policy, Rule, Verdict } from '../policy/schema.js';
import type { CallOutcome, MediatedCall } from './call.js';
import type { HandoffEnvelope } from './handoff.js';

/**
 * The contract every defense implements: a name and up to four hooks, each at one point where the
 * runtime lets a defense act. Implementations live in src/defenses/ (one file each) and are named in
 * src/defenses/registry.ts; the runtime calls the hooks and knows no defense by name.
 *
 * Hooks are stateless functions of their arguments and the run (`DefenseRun`): whatever a defense
 * holds per run (P0 under Source) the runtime holds for it in the run, outside the coordination
 * graph, where no agent can reach it.
 */
export interface Defense {
  /** The name the command line and the run identity use (lower case, digits and '-'). */
  readonly name: string;
  /** One line for --help and the report. */
  readonly summary: string;
  /**
   * Does `--defense all` (and the default grid) include it? Default true; false for defenses of one
   * suite's tasks (the anti-mosaic guard's layers act on Agent Mosaic examples only).
   */
  readonly inAll?: boolean;
  /** The run compiles P0 = Compile(u, T) with the authorizer before the first turn (Source, Chain). */
  readonly compilesRootPolicy?: boolean;
  /**
   * Before a domain call reaches its tool: the verdict on it (Allow → execute, Deny → denied,
   * Require-Confirmation → the confirmation policy), or null to leave the call to the others.
   * A verdict of `uncertain` resolution may be refined by the authorizer's scope resolver, against
   * the rule it names.
   */
  beforeCall?(call: MediatedCall, run: DefenseRun): CallJudgement | null;
  /**
   * On a handoff: an RxJS operator on every edge of the run, after the protocol's operators. It must
   * emit exactly one envelope per envelope, in order (delivery checks it), and may set the policy a
   * delegation carries (`policy`) and the tokens it spent (`defenseUsage`).
   */
  onHandoff?(run: DefenseRun): MonoTypeOperatorFunction<HandoffEnvelope>;
  /**
   * On a tool result: what the calling agent reads of an executed call's result (`content`, as the
   * runtime rendered it, or as an earlier defense rewrote it); return a replacement (a label, a
   * provenance note, a redaction) or undefined to leave it. The trajectory keeps the tool's result.
   */
  onToolResult?(call: MediatedCall, outcome: CallOutcome, content: string, run: DefenseRun): string | undefined;
  /**
   * Before the final answer is published: the answer to publish instead, or undefined to publish it
   * as it is. `publisher` is the agent that finished the run.
   */
  beforePublish?(answer: string, run: DefenseRun, publisher: string): string | undefined | Promise<string | undefined>;
  /**
   * After the run: what the defense kept of it (its decisions, its per-run state), as plain JSON for
   * the runner to score and store (RunResult.defenseReports); undefined for nothing. Not part of the
   * trajectory, so a defense's bookkeeping never changes a trajectory hash.
   */
  report?(run: DefenseRun): JsonValue | undefined;
}

/** A defense's verdict on a call, with the rule it was judged under (what a scope resolver refines). */
export interface CallJudgement {
  verdict: Verdict;
  rule: Rule | null;
}

/** What a defense's hooks may read and ask of the run they act in. */
export interface DefenseRun {
  readonly runId: string;
  readonly task: Task;
  readonly tools: readonly ToolSpec[];
  /** P0, when a defense of the run compiles it (compilesRootPolicy); null otherwise. */
  readonly rootPolicy: Policy | null;
  /**
   * The names of the run's defenses, in the fixed order: defenses that act together as one (the
   * guard's layers, which share one per-run state) find each other here. A defense keeps per-run
   * state keyed by this object (a WeakMap), which lives as long as the run.
   */
  readonly defenses: readonly string[];
  /**
   * Ask the run's authorizer what the subtask a delegation describes needs (Chain's proposal). Calls
   * are sequential: one at a time per run. Rejects when the run has no authorizer.
   */
  propose(job: { handoffSeq: number; message: string; parent: Policy }): Promise<{ proposal: Proposal; usage: Usage }>;
}
