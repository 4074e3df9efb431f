import type { Actor } from 'xstate';
import type { CoordinationEvent, Degradation, EndReason, Handoff, TokenCount, ToolCall } from '../domain/trajectory.js';
import type { ChatMessage, Usage } from '../models/types.js';
import type { Unusable } from '../contracts/runtime.js';
import type { Policy } from '../policy/schema.js';
import type { AgentPlan } from './agent-plan.js';
import type { RuntimeAgent } from './bound-machines.js';

/** A message waiting in an agent's inbox until its next turn. */
export interface InboxItem {
  kind: 'delegate' | 'report' | 'user';
  from: string;
  text: string;
  /** A delegation sets the receiver's hop, path, policy and who it reports to. */
  delegation: { hop: number; path: string[]; policy: Policy | null; from: string | null; via: number | null } | null;
}

/** One agent of a run as the runtime holds it: its plan, actor, transcript, inbox and position in the graph. */
export interface AgentRt {
  plan: AgentPlan;
  /** Created when the agent is first stepped: agents nobody delegates to cost nothing. */
  actor: Actor<typeof RuntimeAgent> | null;
  transcript: ChatMessage[];
  inbox: InboxItem[];
  /** Messages delivered since the agent's last STEP, which brings their count to the machine. */
  received: number;
  hop: number;
  path: string[];
  /** The policy the agent's delegation carried (P0 for the entry agent when a defense compiles it). */
  policy: Policy | null;
  delegator: string | null;
  /** seq of the delegate handoff whose subtask (and, under Chain, policy) the agent works under. */
  authority: number | null;
  work: TokenCount;
  defense: TokenCount;
  settle: (() => void) | null;
}

export const zeroTokens = (): TokenCount => ({ completion: 0, prompt: 0 });

/** Add a model's usage to a token count; a count that is not a number is refused (it would be stored as null). */
export function addUsage(t: TokenCount, u: Usage): void {
  if (!Number.isInteger(u.prompt_tokens) || !Number.isInteger(u.completion_tokens) || u.prompt_tokens < 0 || u.completion_tokens < 0) {
    throw new Error(`a model returned unusable token counts (prompt ${String(u.prompt_tokens)}, completion ${String(u.completion_tokens)})`);
  }
  t.prompt += u.prompt_tokens;
  t.completion += u.completion_tokens;
}

export const errText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * What one run has recorded so far: the sequence counter every event takes its number from, the
 * trajectory's records, the agents, how the run ended and why it failed. Every other noun of the run
 * (scheduler, mediation, delivery, authorizer bridge) writes here; the trajectory builder reads it.
 */
export class RunState {
  seq = 0;
  readonly calls: ToolCall[] = [];
  readonly handoffs: Handoff[] = [];
  readonly coordination: CoordinationEvent[] = [];
  /** Authorizer answers that could not be used, with what replaced them (the service says so). */
  readonly degradations: Degradation[] = [];
  handoffCount = 0;
  finalAnswer: string | null = null;
  end: { reason: EndReason; detail: string | null } | null = null;
  failure: string | null = null;
  failureCause: unknown = undefined;
  readonly agents = new Map<string, AgentRt>();
  /** The agents in graph order (the order a round applies their answers in). */
  readonly order: AgentRt[] = [];
  /** Everything to stop when the run ends. */
  readonly toStop: Array<{ stop: () => unknown }> = [];

  constructor(readonly runId: string) {}

  nextSeq(): number {
    return this.seq++;
  }

  /** End the run (the first reason given stands). */
  endWith(reason: EndReason, detail: string | null): void {
    if (!this.end) this.end = { reason, detail };
  }

  /** Note why the run failed (the first failure stands). */
  fail(detail: string, cause: unknown): void {
    if (this.failure === null) {
      this.failure = detail;
      this.failureCause = cause;
    }
  }

  degraded(what: Degradation['what'], seq: number | null, u: Unusable | undefined): void {
    if (u) this.degradations.push({ reason: u.reason, replacement: u.replacement, seq, what });
  }

  agent(id: string): AgentRt {
    return this.agents.get(id) as AgentRt;
  }

  stopAll(): void {
    for (const a of this.toStop) a.stop();
  }
}
