import type { JsonObject } from '../domain/json.js';
import type { Task } from '../domain/task.js';
import type { ConsentExchange } from '../domain/trajectory.js';
import type { ToolSpec } from '../domain/tool.js';
import type { Proposal } from '../policy/index.js';
import type { Policy, Rule, Verdict } from '../policy/schema.js';
import type { Usage } from '../models/types.js';

/**
 * Services the runtime's authorizer and confirmation actors invoke. They are supplied from
 * outside the machines (deterministic, simulated-LLM or live-LLM implementations), so tests can
 * swap them and the machines stay free of I/O.
 */
/**
 * An answer the authorizer got but could not use, and what it put in its place (fail-closed). A
 * transport failure is no such thing: the service rejects, and the run fails.
 */
export interface Unusable {
  reason: string;
  replacement: string;
}

export interface AuthorizerService {
  /** P0 = Compile(u, T): reads only the request text and the public tool surface. */
  compile(request: string, tools: readonly ToolSpec[], ctx: { runId: string }): Promise<{ policy: Policy; usage: Usage; unusable?: Unusable }>;
  /** Chain: what the delegated subtask described by a handoff message needs. */
  propose(message: string, tools: readonly ToolSpec[], parent: Policy, ctx: { runId: string; handoffSeq: number }): Promise<{ proposal: Proposal; usage: Usage; unusable?: Unusable }>;
  /**
   * Resolve a call whose scope resolution was `uncertain` (free-text conditions). Returning null
   * keeps it uncertain (→ confirmation). The deterministic authorizer always returns null.
   */
  resolveUncertain?(call: { tool: string; args: JsonObject }, rule: Rule, ctx: { runId: string; callSeq: number }): Promise<{ resolution: 'match' | 'mismatch' | null; usage: Usage; unusable?: Unusable }>;
}

/** A pending call awaiting the user's confirmation. */
export interface ConfirmationRequest {
  task: Task;
  call: { agent: string; tool: string; args: JsonObject; path: string[]; seq: number };
  verdict: Verdict;
}

/** A confirmation's answer; `exchange` when someone other than the user's stand-in was asked (consent-by-delegator). */
export interface ConfirmationAnswer {
  decision: 'approved' | 'denied';
  note: string | null;
  exchange?: ConsentExchange;
}

export interface ConfirmationService {
  decide(req: ConfirmationRequest): Promise<ConfirmationAnswer>;
}
