import type { Task } from '../domain/task.js';

/**
 * The one boundary to language models, in the OpenAI chat-completions shape. Every model —
 * live (openai), recorded, replayed, simulated or scripted — implements ChatModel, and the
 * runtime talks to nothing else.
 */
export interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** A part of an assembled text: plain text, or a part that recurs across many texts (a tool surface, a rule). */
export type TextPart = string | { recurring: string };

/**
 * `parts`, on a prompt the code assembled (tokens.ts joinParts): the parts its content is the
 * concatenation of. An explicit value beside the text, for the token counter and the simulated
 * models to read it by; never sent to a provider nor recorded (the request is its content).
 */
export type ChatMessage =
  | { role: 'system'; content: string; parts?: readonly TextPart[] }
  | { role: 'user'; content: string; parts?: readonly TextPart[] }
  /** reasoning: what the model thought before answering (kept for the record, never sent back). */
  | { role: 'assistant'; content: string | null; tool_calls?: ChatToolCall[]; reasoning?: string }
  | { role: 'tool'; tool_call_id: string; content: string };

export type AssistantMessage = Extract<ChatMessage, { role: 'assistant' }>;

export interface ChatToolDef {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/** Sampling settings of one model configuration (all optional; absent = provider default). */
export interface Sampling {
  temperature?: number;
  top_p?: number;
  top_k?: number;
  presence_penalty?: number;
  reasoning_effort?: 'minimal' | 'low' | 'medium' | 'high';
  max_tokens?: number;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  tools?: ChatToolDef[];
  sampling?: Sampling;
  /** Ask for a JSON object answer (judges, LLM compiler); optional JSON schema. */
  responseFormat?: { type: 'json_object' } | { type: 'json_schema'; name: string; schema: Record<string, unknown> };
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  /** The server's usage was absent or partial: (some of) the counts are the tokenizer's. */
  estimated?: boolean;
}

export interface ChatResponse {
  message: AssistantMessage;
  usage: Usage;
  finishReason: string;
  /** What the response normaliser repaired or noticed (see normalise.ts); absent for simulated models. */
  flags?: Partial<Record<string, number>>;
}

/**
 * What a live model sends besides the messages: it keys cassette exchanges, so a replay under other
 * settings fails closed. `params` holds every sampling parameter as sent, under the name sent.
 */
export interface RequestSettings {
  model: string;
  endpoint: string;
  params: Record<string, unknown>;
  toolFormat: string;
}

/**
 * Who is calling and why. It identifies the call for seeding (sim), cassette occurrence
 * indexes (record/replay: counted per run, agent and turn) and token accounting. It never
 * enters a live request.
 */
export interface CallContext {
  runId: string;
  agent: string;
  turn: number;
  /** work: an agent doing the task; defense: the authorizer / scope resolver; judge: scoring. */
  purpose: 'work' | 'defense' | 'judge';
  signal?: AbortSignal;
  /**
   * The run the call is made for when it is keyed by another run's id: a counterfactual fork's prefix
   * calls are the original's (runId), counted per fork (occurrence indexes: record/replay).
   */
  scope?: string;
}

export interface ChatModel {
  /** A label for reports, e.g. "sim:careful" or "openai:gpt-4.1-mini". */
  readonly id: string;
  complete(request: ChatRequest, ctx: CallContext): Promise<ChatResponse>;
  /** The settings a request is sent with (live models); recorded and replayed models compare them. */
  settingsFor?(request: ChatRequest): RequestSettings;
}

/** What a model factory knows about the run it serves. */
export interface RunModelContext {
  runId: string;
  seed: string;
  /**
   * What the simulated agents' random draws are keyed by besides the seed: the run's identity
   * without the intervention being compared (task, architecture, model configuration — never the
   * defense, confirmation policy or handoff protocol), so a defended run and its undefended twin draw
   * the same numbers and differ only where the defense acted (common random numbers). The run id
   * when absent.
   */
  stream?: string;
  /** The task; only the simulated model may read its gold annotations (lexicon, boundary). */
  task: Task;
}

/** Models for one run: the lead (entry agent), the executors (all others), and the authorizer. */
export interface RunModels {
  lead: ChatModel;
  executor: ChatModel;
  authorizer: ChatModel;
  /** The run's model-boundary counts (live and replayed models), written into its trajectory. */
  tally?: { summary(): import('../domain/trajectory.js').ModelCalls | null };
}
