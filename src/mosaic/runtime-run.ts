import { loadGraphFile } from '../../topologies/resolve.js';
import type { GraphSpec } from '../../topologies/graph.js';
import { FINISH_TOOL, REPORT_TOOL } from '../domain/coordination.js';
import type { ConfirmPolicy } from '../domain/trajectory.js';
import type { CallContext, ChatModel, ChatRequest, ChatResponse, ChatToolCall } from '../models/types.js';
import { estimateUsage } from '../models/tokens.js';
import { runTaskDetailed, type RunResult } from '../runtime/run.js';
import { configId, type MosaicConfig } from './configs.js';
import { SCRIPT_V1 } from '../models/prompts/mosaic.v1.js';
import type { MosaicExample } from '../domain/mosaic-example.js';
import { DOCUMENT_TOOLS, captureOfCalls, documentToolEffect, mosaicGraph, mosaicTask, mosaicTaskInfo, type Capture, type MosaicMode } from './task.js';
import { givenQuestion } from '../models/sim/reader-delegation.js';

const DOC_TOOL_NAMES = new Set(DOCUMENT_TOOLS.map((t) => t.name));

/**
 * The controlled simulation on the runtime: a scripted document presentation. An agent holding the
 * document tools first takes scripted turns (a search for its question, then one read per handed
 * document, each with the script's reflection), executed by the runtime like any call; then the
 * model under test writes the agent's next message, offered the coordination tools only (its text
 * reply is its answer: textAnswers).
 */
export function presentingModel(inner: ChatModel, docIds: readonly string[]): ChatModel {
  const scripted = 1 + docIds.length;
  return {
    id: inner.id,
    async complete(request: ChatRequest, ctx: CallContext): Promise<ChatResponse> {
      const tools = request.tools ?? [];
      const holdsDocs = tools.some((t) => DOC_TOOL_NAMES.has(t.function.name));
      if (holdsDocs && ctx.turn < scripted) {
        const i = ctx.turn - 1;
        const call: ChatToolCall =
          ctx.turn === 0
            ? { id: 'call_search', type: 'function', function: { name: 'search_documents', arguments: JSON.stringify({ query: givenQuestion(request.messages) }) } }
            : { id: `call_read_${i + 1}`, type: 'function', function: { name: 'read_document', arguments: JSON.stringify({ path: `docs/${docIds[i]}.md` }) } };
        const content = ctx.turn === 0 ? SCRIPT_V1.searchIntro : i === 0 ? SCRIPT_V1.readFirst : i === docIds.length - 1 && i > 1 ? SCRIPT_V1.readLast : SCRIPT_V1.readNext;
        const message = { role: 'assistant' as const, content, tool_calls: [call] };
        return { message, usage: estimateUsage(request, message), finishReason: 'tool_calls' };
      }
      const offered = holdsDocs ? tools.filter((t) => !DOC_TOOL_NAMES.has(t.function.name)) : tools;
      return inner.complete({ ...request, tools: offered }, ctx);
    },
  };
}

/**
 * A harness takes an agent's text reply as its answer: on the runtime, a text reply (no tool call)
 * of an agent that cannot hand work on becomes its exit (finish, or report to its delegator), as the
 * Mosaic harness and the controlled simulation take a model's final message. An agent that can hand
 * off (a supervisor, a peer) still waits on a text reply, as the agent protocol says.
 */
export function textAnswers(inner: ChatModel): ChatModel {
  return {
    id: inner.id,
    async complete(request: ChatRequest, ctx: CallContext): Promise<ChatResponse> {
      const res = await inner.complete(request, ctx);
      if (res.message.tool_calls?.length || !res.message.content) return res;
      const names = (request.tools ?? []).map((t) => t.function.name);
      if (names.some((n) => n.startsWith('handoff_to_'))) return res;
      const exit = names.includes(FINISH_TOOL) ? { name: FINISH_TOOL, args: { answer: res.message.content } } : names.includes(REPORT_TOOL) ? { name: REPORT_TOOL, args: { message: res.message.content } } : null;
      if (!exit) return res;
      return { ...res, message: { role: 'assistant', content: null, tool_calls: [{ id: `call_${ctx.turn}_answer`, type: 'function', function: { name: exit.name, arguments: JSON.stringify(exit.args) } }] }, finishReason: 'tool_calls' };
    },
  };
}

// Graph files are read once per path (the runtime caches its plans per graph object).
const graphFiles = new Map<string, GraphSpec>();
function architectureFor(arch: string | GraphSpec, task: ReturnType<typeof mosaicTask>): string | GraphSpec {
  if (typeof arch !== 'string') return mosaicGraph(arch, task);
  if (!arch.endsWith('.json')) return arch;
  let g = graphFiles.get(arch);
  if (!g) graphFiles.set(arch, (g = mosaicGraph(loadGraphFile(arch), task)));
  return g;
}

/** The draw stream of a Mosaic answer: what it is, never the intervention (defense, protocol, confirmation). */
export function mosaicRuntimeRunId(o: { seed: string; example: string; config: MosaicConfig; mode: MosaicMode; architecture: string; rep: number }): string {
  return `mosaic/${o.mode}/${o.seed}/${o.example}/${configId(o.config)}/${o.rep}/${o.architecture}`;
}

export interface MosaicRuntimeAnswer {
  result: RunResult;
  /** The published answer ('' when nobody finished). */
  answer: string;
  docsRead: Record<string, Capture>;
  /** Model calls over every agent. */
  turns: number;
  /** Document tool calls over every agent. */
  toolCalls: number;
}

/** One Agent Mosaic answer on the actor runtime: any architecture or graph, defense, protocol and confirmation policy. */
export async function runMosaicOnRuntime(o: {
  example: MosaicExample;
  config: MosaicConfig;
  mode: MosaicMode;
  /** A named architecture, a graph file, or a graph (tests). */
  architecture: string | GraphSpec;
  defense: string;
  confirm: ConfirmPolicy;
  protocol?: readonly string[];
  model: ChatModel;
  seed: string;
  rep: number;
  turnsPerAgent?: number;
  /** The run id (cassette keys, the trajectory); default the draw stream, mosaicRuntimeRunId. */
  runId?: string;
}): Promise<MosaicRuntimeAnswer> {
  const task = mosaicTask(o.example, o.config, o.mode);
  const info = mosaicTaskInfo(task)!;
  const model = textAnswers(o.mode === 'simulation' ? presentingModel(o.model, info.docIds) : o.model);
  const result = await runTaskDetailed({
    task,
    architecture: architectureFor(o.architecture, task),
    defense: o.defense,
    confirm: o.confirm,
    // No defense of the Mosaic suite compiles a policy: the authorizer slot is the model itself, never called.
    models: { lead: model, executor: model, authorizer: model },
    seed: `${o.seed}/${o.rep}`,
    runId: o.runId ?? mosaicRuntimeRunId({ seed: o.seed, example: o.example.id, config: o.config, mode: o.mode, architecture: typeof o.architecture === 'string' ? o.architecture : o.architecture.name, rep: o.rep }),
    toolEffect: documentToolEffect,
    ...(info.instructions ? { instructions: info.instructions } : {}),
    ...(o.protocol ? { protocol: o.protocol } : {}),
    ...(o.turnsPerAgent ? { limits: { turnsPerAgent: o.turnsPerAgent } } : {}),
  });
  const t = result.trajectory;
  return {
    result,
    answer: t.finalAnswer ?? '',
    docsRead: captureOfCalls(task, t.calls),
    turns: Object.values(result.transcripts).reduce((n, m) => n + m.filter((x) => x.role === 'assistant').length, 0),
    toolCalls: t.calls.filter((c) => DOC_TOOL_NAMES.has(c.tool)).length,
  };
}
