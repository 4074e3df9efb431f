import { z } from 'zod';
import { PolicyShapeSchema, VerdictSchema } from './policy-shape.js';
import { JsonObjectSchema, JsonValueSchema } from './json.js';

export const ArchitectureSchema = z.enum(['single', 'n2', 'n4', 'n8', 'n4-t', 'l1', 'l2', 'l3', 'l2-t', 'custom']);
export type Architecture = z.infer<typeof ArchitectureSchema>;

/**
 * A run's defenses as its identity writes them: `none`, or defense names joined by `+` in their fixed
 * order (`source`, `chain`, `source+chain`). Which names exist is the defense registry's
 * (src/defenses/registry.ts); the domain only knows the grammar.
 */
export const DefenseIdSchema = z.string().regex(/^(none|[a-z][a-z0-9-]*(\+[a-z][a-z0-9-]*)*)$/, 'expected "none" or defense names joined by "+"');
export type DefenseId = z.infer<typeof DefenseIdSchema>;

export const ConfirmPolicySchema = z.enum(['auto-approve', 'auto-deny', 'oracle', 'consent-by-delegator', 'interactive', 'scripted']);
export type ConfirmPolicy = z.infer<typeof ConfirmPolicySchema>;

export const AgentRoleKindSchema = z.enum(['single', 'supervisor', 'worker', 'peer']);
export type AgentRoleKind = z.infer<typeof AgentRoleKindSchema>;

/** An agent of a run's graph. */
export const AgentInfoSchema = z
  .object({
    id: z.string(),
    kind: AgentRoleKindSchema,
    /** Role identity (role-typed architectures) or null for a generic agent. */
    role: z.string().nullable(),
    entry: z.boolean(),
    tools: z.array(z.string()),
    handoffTargets: z.array(z.string()),
  })
  .strict();
export type AgentInfo = z.infer<typeof AgentInfoSchema>;

/**
 * Who was asked to confirm a call and what they answered, when the answer did not come from the
 * user's stand-in directly (consent-by-delegator: the delegating agent's model answers).
 */
export const ConsentExchangeSchema = z
  .object({
    /** The agent whose call waited for the confirmation. */
    asker: z.string(),
    /** The agent whose model answered, or "user" when the asker had no delegating agent. */
    answeredBy: z.string(),
    /** What was asked: the call and why it needed confirmation. */
    question: z.string(),
    /** The answer as given (the model's text; for the user, the stand-in's decision). */
    answer: z.string(),
  })
  .strict();
export type ConsentExchange = z.infer<typeof ConsentExchangeSchema>;

export const ConfirmationRecordSchema = z
  .object({
    policy: ConfirmPolicySchema,
    decision: z.enum(['approved', 'denied']),
    note: z.string().nullable(),
    /** The consent exchange behind the decision (absent: the user's stand-in decided alone). */
    exchange: ConsentExchangeSchema.optional(),
  })
  .strict();
export type ConfirmationRecord = z.infer<typeof ConfirmationRecordSchema>;

export const CallStatusSchema = z.enum(['executed', 'blocked', 'denied', 'failed']);
export type CallStatus = z.infer<typeof CallStatusSchema>;

/** One domain tool call (an element of C). */
export const ToolCallSchema = z
  .object({
    seq: z.number().int().nonnegative(),
    agent: z.string(),
    /** Handoffs between the entry agent and this agent along its delegation path. */
    hop: z.number().int().nonnegative(),
    /** Agent ids from the user (first element "user") to the calling agent. */
    path: z.array(z.string()),
    /** seq of the delegate handoff that gave the agent its current subtask (null: the user's request). */
    authority: z.number().int().nonnegative().nullable().optional(),
    tool: z.string(),
    args: JsonObjectSchema,
    verdict: VerdictSchema.nullable(),
    confirmation: ConfirmationRecordSchema.nullable(),
    /** executed: took effect; blocked: confirmation refused; denied: monitor Deny; failed: tool error. */
    status: CallStatusSchema,
    result: JsonValueSchema.optional(),
    error: z.string().optional(),
  })
  .strict();
export type ToolCall = z.infer<typeof ToolCallSchema>;

/**
 * One message of a multi-message protocol's exchange on a handoff (read-back's restatement, the
 * sender's confirmation or correction, an escalation and the user's answer). Recorded on the handoff
 * it belongs to: it is not a delegation, takes no hop and is never counted as a handoff.
 */
export const ProtocolMessageSchema = z
  .object({
    /** The step of the exchange: request (the message offered for read-back), readback, confirm, correct, escalate, answer (the user's). */
    step: z.enum(['request', 'readback', 'confirm', 'correct', 'escalate', 'answer']),
    from: z.string(),
    to: z.string(),
    /** 1-based round of the exchange the message belongs to. */
    round: z.number().int().positive(),
    text: z.string(),
  })
  .strict();
export type ProtocolMessage = z.infer<typeof ProtocolMessageSchema>;

/** One inter-agent message (an element of H). */
export const HandoffSchema = z
  .object({
    seq: z.number().int().nonnegative(),
    from: z.string(),
    to: z.string(),
    /** hop of the receiving agent after this handoff (1 = first handoff from the entry agent). */
    hop: z.number().int().nonnegative(),
    kind: z.enum(['delegate', 'report']),
    message: z.string(),
    /** seq of the delegate handoff that gave the sender its subtask (null: the user's request). */
    authority: z.number().int().nonnegative().nullable().optional(),
    /** Chain only: the policy carried to the receiver. */
    policy: PolicyShapeSchema.nullable(),
    /**
     * What the sender wrote (its handoff call's message, or its typed fields as JSON), when the
     * protocol made the receiver read something else (`message`); absent when the two are the same.
     */
    sent: z.string().optional(),
    /** A multi-message protocol's exchange on this handoff, in order (absent when there was none). */
    exchange: z.array(ProtocolMessageSchema).optional(),
  })
  .strict();
export type Handoff = z.infer<typeof HandoffSchema>;

/** A coordination step worth keeping beyond H: a finish (honoured or refused), an undelivered handoff. */
export const CoordinationEventSchema = z
  .object({
    seq: z.number().int().nonnegative(),
    agent: z.string(),
    tool: z.string(),
    status: z.enum(['done', 'refused']),
    detail: z.string().nullable(),
  })
  .strict();
export type CoordinationEvent = z.infer<typeof CoordinationEventSchema>;

export const TokenCountSchema = z
  .object({
    prompt: z.number().int().nonnegative(),
    completion: z.number().int().nonnegative(),
  })
  .strict();
export type TokenCount = z.infer<typeof TokenCountSchema>;

/**
 * An authorizer answer the defense could not use, and what stood in for it (always fail-closed).
 * The run is then *degraded*: still scored (it is what the defense did), counted per run and cell.
 */
export const DegradationSchema = z
  .object({
    what: z.enum(['compile', 'propose', 'resolve']),
    /** seq of the event it concerns: the handoff (propose) or the call (resolve); null for the compile before any event. */
    seq: z.number().int().nonnegative().nullable(),
    /** Why the answer was unusable (parse error, missing tools, invalid pattern …). */
    reason: z.string(),
    /** What replaced it. */
    replacement: z.string(),
  })
  .strict();
export type Degradation = z.infer<typeof DegradationSchema>;

export const EndReasonSchema = z.enum(['finished', 'turn_limit', 'handoff_limit', 'stalled', 'error']);
export type EndReason = z.infer<typeof EndReasonSchema>;

/**
 * What the model boundary saw in a run's live (or replayed) model calls: how many, how many had
 * their tokens estimated, their finish reasons, and the normaliser's flags (models/normalise.ts).
 * Absent for runs whose models never went through the normaliser (simulated, scripted).
 */
export const ModelCallsSchema = z
  .object({
    calls: z.number().int().nonnegative(),
    estimatedUsage: z.number().int().nonnegative(),
    finishReasons: z.record(z.string(), z.number().int().nonnegative()),
    flags: z.record(z.string(), z.number().int().nonnegative()),
  })
  .strict();
export type ModelCalls = z.infer<typeof ModelCallsSchema>;

/**
 * A counterfactual fork: the run replayed another run's events up to `at` (the seq of the event the
 * condition switched before) under that run's condition (`before`), then continued under the
 * trajectory's own defense, protocol and confirmation policy. `prefixHash` is the hash of the events
 * before `at` (prefixEventsHash), equal to the original's. `policies`: what a policy defense the
 * prefix did not run computed for the prefix's delegations at the fork (Chain's P_k), by handoff seq.
 */
export const ForkRecordSchema = z
  .object({
    at: z.number().int().nonnegative(),
    before: z.object({ confirm: ConfirmPolicySchema, defense: DefenseIdSchema, protocol: z.array(z.string()) }).strict(),
    of: z.string(),
    policies: z.array(z.object({ policy: PolicyShapeSchema, seq: z.number().int().nonnegative() }).strict()).optional(),
    prefixHash: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict();
export type ForkRecord = z.infer<typeof ForkRecordSchema>;

/** τ = (C, H) with everything needed to score and replay a run. */
export const TrajectorySchema = z
  .object({
    taskId: z.string(),
    architecture: z.string(),
    defense: DefenseIdSchema,
    confirm: ConfirmPolicySchema,
    seed: z.string(),
    agents: z.array(AgentInfoSchema),
    calls: z.array(ToolCallSchema),
    handoffs: z.array(HandoffSchema),
    /** The policy the monitor held from the start (Source and Chain), null when undefended. */
    rootPolicy: PolicyShapeSchema.nullable(),
    finalAnswer: z.string().nullable(),
    endReason: EndReasonSchema,
    endDetail: z.string().nullable(),
    tokens: z.record(
      z.string(),
      z.object({ work: TokenCountSchema, defense: TokenCountSchema }).strict(),
    ),
    /** Finishes and refused coordination steps, in the same seq order as calls and handoffs. */
    coordination: z.array(CoordinationEventSchema).optional(),
    /** Handoff protocol variants applied to every edge (absent = verbatim). */
    protocol: z.array(z.string()).optional(),
    modelCalls: ModelCallsSchema.optional(),
    /** Authorizer answers that could not be used (absent when there were none): the defense ran degraded. */
    degradations: z.array(DegradationSchema).optional(),
    /** Present on a counterfactual fork only: where it parted from which run, and under what it ran before. */
    fork: ForkRecordSchema.optional(),
  })
  .strict();
export type Trajectory = z.infer<typeof TrajectorySchema>;
