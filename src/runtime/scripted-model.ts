import { FINISH_TOOL, REPORT_TOOL, handoffToolName } from '../domain/coordination.js';
import type { JsonObject } from '../domain/json.js';
// Scripted exchanges are counted like every other model's: the project's one (o200k) token counter.
import { estimateUsage } from '../models/tokens.js';
import type { AssistantMessage, CallContext, ChatModel, ChatRequest, ChatResponse, ChatToolCall } from '../models/types.js';
import { rngFrom } from '../util/rng.js';

/** One scripted reply: a fixed message, or a function of the request. */
export type ScriptStep = AssistantMessage | ((req: ChatRequest, ctx: CallContext) => AssistantMessage);

export interface ScriptedModelOptions {
  id?: string;
  /** Replies per agent id, consumed by the agent's turn index. */
  byAgent?: Readonly<Record<string, readonly ScriptStep[]>>;
  /** Reply function for calls with no listed reply. */
  fn?: (req: ChatRequest, ctx: CallContext) => AssistantMessage;
  /** With no listed reply and no fn: answer with an empty message ("idle", default) or throw. */
  whenExhausted?: 'idle' | 'error';
  /** Seeded artificial latency (ms), so concurrent calls resolve in a scrambled order. */
  jitter?: { seed: string; maxMs: number };
}

/** A tool call of a scripted reply (ids are assigned when the reply is served). */
export function call(tool: string, args: JsonObject = {}): ChatToolCall {
  return { id: '', type: 'function', function: { name: tool, arguments: JSON.stringify(args) } };
}
/** A tool call with raw argument text (to script malformed JSON). */
export function rawCall(tool: string, argumentsText: string): ChatToolCall {
  return { id: '', type: 'function', function: { name: tool, arguments: argumentsText } };
}
export const handoff = (to: string, message: string): ChatToolCall => call(handoffToolName(to), { message });
export const report = (message: string): ChatToolCall => call(REPORT_TOOL, { message });
export const finish = (answer: string): ChatToolCall => call(FINISH_TOOL, { answer });

/** An assistant reply with these tool calls (and optional text). */
export function reply(...calls: ChatToolCall[]): AssistantMessage {
  return { role: 'assistant', content: null, tool_calls: calls };
}
export function say(text: string): AssistantMessage {
  return { role: 'assistant', content: text };
}

/**
 * A model that answers from a script: replies listed per agent (by turn), or a function of the
 * request. Tool-call ids are made deterministic (`<agent>-<turn>-<i>`).
 */
export function scriptedModel(opts: ScriptedModelOptions): ChatModel {
  const id = opts.id ?? 'scripted';
  return {
    id,
    async complete(req: ChatRequest, ctx: CallContext): Promise<ChatResponse> {
      const step = opts.byAgent?.[ctx.agent]?.[ctx.turn];
      let m: AssistantMessage;
      if (step !== undefined) m = typeof step === 'function' ? step(req, ctx) : step;
      else if (opts.fn) m = opts.fn(req, ctx);
      else if (opts.whenExhausted === 'error') throw new Error(`${id}: no scripted reply for agent ${ctx.agent}, turn ${ctx.turn}`);
      else m = { role: 'assistant', content: null };
      const tool_calls = m.tool_calls?.map((c, i) => ({ ...c, id: `${ctx.agent}-${ctx.turn}-${i}` }));
      const message: AssistantMessage = tool_calls && tool_calls.length ? { role: 'assistant', content: m.content, tool_calls } : { role: 'assistant', content: m.content };
      if (opts.jitter) {
        const ms = rngFrom(opts.jitter.seed, ctx.runId, ctx.agent, ctx.turn).int(opts.jitter.maxMs + 1);
        await new Promise((r) => setTimeout(r, ms));
      }
      return { message, usage: estimateUsage(req, message), finishReason: tool_calls?.length ? 'tool_calls' : 'stop' };
    },
  };
}
