import type { HandoffVariant } from '../handoff.js';
import { constraintEcho } from './constraint-echo.js';
import { forwardRequest } from './forward-request.js';
import { fullHistory } from './full-history.js';
import { lastMessage } from './last-message.js';
import { nestSummary } from './nest-summary.js';
import { READ_BACK_ROUNDS, readBack } from './read-back.js';
import { structuredBoundary } from './structured-boundary.js';
import { verbatim } from './verbatim.js';

export * from './constraint-echo.js';
export * from './exchange.js';
export * from './read-back.js';
export * from './structured-boundary.js';
export * from './forward-request.js';
export * from './full-history.js';
export * from './last-message.js';
export * from './nest-summary.js';
export * from './transcript-text.js';
export * from './verbatim.js';

/** A shipped protocol: its operator and what `masdrift protocols` says of it. */
export interface ShippedProtocol {
  name: string;
  variant: HandoffVariant;
  /** Which edges it rewrites. */
  rewrites: 'nothing' | 'delegations' | 'reports';
  /** A multi-message protocol's round bound (absent: a stream rewrite, one message per handoff). */
  rounds?: number;
  models: string;
  framework: string;
  cost: string;
}

/** The shipped protocols, in the order `masdrift protocols` lists them. */
export const SHIPPED_PROTOCOLS: readonly ShippedProtocol[] = [
  {
    name: 'verbatim',
    variant: verbatim,
    rewrites: 'nothing',
    models: 'The receiver reads exactly what the sender wrote in its handoff or report (the default).',
    framework: 'The plain tool-call handoff of most agent frameworks: the handoff tool\'s message argument is all the next agent is told.',
    cost: 'Nothing beyond the message itself.',
  },
  {
    name: 'forward-request',
    variant: forwardRequest,
    rewrites: 'delegations',
    models: 'The user\'s original request travels verbatim with every delegation, after the sender\'s message: every constraint is re-anchored, and every receiver also gets steps outside its subtask and any sensitive value the request quotes, whatever its audience.',
    framework: 'Task-forwarding designs in which every sub-agent sees the root task (CrewAI-style task context, group chats where every agent reads the first user turn).',
    cost: 'The request\'s tokens in every delegation.',
  },
  {
    name: 'last-message',
    variant: lastMessage,
    rewrites: 'reports',
    models: 'A worker\'s report returns only its last message to the supervisor. In this runtime a report already is the worker\'s last message, so alone it reads as verbatim (its paired contrast is zero by construction); it names the baseline full-history is compared with.',
    framework: 'Supervisor libraries\' default output mode (LangGraph supervisor, output_mode="last_message").',
    cost: 'Nothing.',
  },
  {
    name: 'full-history',
    variant: fullHistory,
    rewrites: 'reports',
    models: 'A worker\'s report returns its whole conversation — the subtask it got, every tool call and raw tool result, its final message — so the supervisor reads records and values a summary would leave out, and can pass them on.',
    framework: 'LangGraph supervisor with output_mode="full_history"; shared-transcript group chats.',
    cost: 'The worker\'s whole transcript in the supervisor\'s context on every report.',
  },
  {
    name: 'nest-summary',
    variant: nestSummary,
    rewrites: 'delegations',
    models: 'Before each delegation the sender\'s own model condenses its prior conversation into a summary that the receiver reads ahead of the message: wider context (the request, its limits, what is done), kept only as well as the summariser keeps clauses.',
    framework: 'Handoff history nesting (the OpenAI Agents SDK collapses the prior transcript into one summary message for the next agent, there a rendering of the transcript) with the condensing done by a model, as summarisation middleware does.',
    cost: 'One extra model call per delegation (counted as the sender\'s work tokens) plus the summary in the receiver\'s context.',
  },
  {
    name: 'constraint-echo',
    variant: constraintEcho,
    rewrites: 'delegations',
    models: 'Every delegation carries the request\'s restrictive sentences (negations, "only", "until" …) verbatim after the sender\'s message, so constraints bypass paraphrase; a constraint phrased without such a cue is not echoed.',
    framework: 'An illustrative design: a pinned-constraints block kept in every sub-agent prompt.',
    cost: 'The echoed sentences\' tokens in every delegation.',
  },
  {
    name: 'read-back',
    variant: readBack,
    rewrites: 'delegations',
    rounds: READ_BACK_ROUNDS,
    models: `A multi-message exchange on every delegation, before it is delivered: the receiver restates the limits it understood, the sender compares them with the limits it holds and confirms, corrects (the correction is added to the message and the receiver reads back again) or escalates to the user, who answers with their request. At most ${READ_BACK_ROUNDS} read-backs; a correction in the last round escalates; nothing is delivered without the sender's confirmation or the user's answer. A loss is repaired only if the sender still holds the limit and notices it.`,
    framework: 'Read-back / hear-back of human hand-offs (aviation, clinical handover) and the "restate your understanding" step some orchestration prompts add; not one framework\'s default.',
    cost: 'Two model calls per round per delegation (the restatement, charged to the receiver\'s work; the comparison, to the sender\'s) and any correction in the receiver\'s context.',
  },
  {
    name: 'structured-boundary',
    variant: structuredBoundary,
    rewrites: 'delegations',
    models: 'The delegation tool takes typed fields — goal, reserved actions, audiences, constraints, all required — instead of one free-text message, so the sender is prompted for every part of the boundary it holds; a call that does not fit the fields is a failed call the sender sees, with the reason. The receiver reads the fields as labelled lines.',
    framework: 'Typed task handoffs: a handoff tool with an input schema (the OpenAI Agents SDK\'s input_type), A2A-style task objects.',
    cost: 'The field labels in every delegation and whatever the sender now writes out in full; a malformed call costs the sender a turn.',
  },
];
export * from './operators.js';
