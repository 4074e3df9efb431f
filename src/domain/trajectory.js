import { z } from 'zod';
import { PolicySchema, VerdictSchema } from '../policy/schema.js';
import { JsonObjectSchema, JsonValueSchema } from './json.js';
export const ArchitectureSchema = z.enum(['single', 'n2', 'n4', 'n8', 'n4-t', 'l1', 'l2', 'l3', 'l2-t', 'custom']);
/**
 * A run's defenses as its identity writes them: `none`, or defense names joined by `+` in their fixed
 * order (`source`, `chain`, `source+chain`). Which names exist is the defense registry's
 * (src/defenses/registry.ts); the domain only knows the grammar.
 */
export const DefenseIdSchema = z.string().regex(/^(none|[a-z][a-z0-9-]*(\+[a-z][a-z0-9-]*)*)$/, 'expected "none" or defense names joined by "+"');
export const ConfirmPolicySchema = z.enum(['auto-approve', 'auto-deny', 'oracle', 'interactive', 'scripted']);
export const AgentRoleKindSchema = z.enum(['single', 'supervisor', 'worker', 'peer']);
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
export const ConfirmationRecordSchema = z
    .object({
    policy: ConfirmPolicySchema,
    decision: z.enum(['approved', 'denied']),
    note: z.string().nullable(),
})
    .strict();
export const CallStatusSchema = z.enum(['executed', 'blocked', 'denied', 'failed']);
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
    policy: PolicySchema.nullable(),
})
    .strict();
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
export const TokenCountSchema = z
    .object({
    prompt: z.number().int().nonnegative(),
    completion: z.number().int().nonnegative(),
})
    .strict();
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
export const EndReasonSchema = z.enum(['finished', 'turn_limit', 'handoff_limit', 'stalled', 'error']);
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
    rootPolicy: PolicySchema.nullable(),
    finalAnswer: z.string().nullable(),
    endReason: EndReasonSchema,
    endDetail: z.string().nullable(),
    tokens: z.record(z.string(), z.object({ work: TokenCountSchema, defense: TokenCountSchema }).strict()),
    /** Finishes and refused coordination steps, in the same seq order as calls and handoffs. */
    coordination: z.array(CoordinationEventSchema).optional(),
    /** Handoff protocol variants applied to every edge (absent = verbatim). */
    protocol: z.array(z.string()).optional(),
    modelCalls: ModelCallsSchema.optional(),
    /** Authorizer answers that could not be used (absent when there were none): the defense ran degraded. */
    degradations: z.array(DegradationSchema).optional(),
})
    .strict();
