import type { ChatMessage, ChatModel } from '../models/types.js';
import type { AntiMosaicGuard } from './guard.js';
import { heldBy } from './principal.js';
import { WORKSPACE_TOOLS, runWorkspaceTool, type Workspace } from './workspace.js';
import type { LabelSet } from './labels.js';

/**
 * The guarded agent loop over any ChatModel: the model calls the workspace tools, every tool result
 * passes the guard's retrieval and tool-execution layers, and the agent's final message comes back
 * labelled with everything its context held (the publish layer is applied by the caller, who knows
 * whether this text goes to the user or to another agent).
 */
export interface AgentTurnInput {
  runId: string;
  agent: string;
  model: ChatModel;
  system: string;
  /** The user message (the question, a delegated task, with any findings handed over). */
  user: string;
  workspace: Workspace;
  guard: AntiMosaicGuard;
  /** Documents the agent's environment lets it open (null = all); no tools at all when `tools` is false. */
  access: ReadonlySet<string> | null;
  tools: boolean;
  maxTurns?: number;
}

export interface ToolCallRecord {
  agent: string;
  tool: string;
  args: string;
  refusedReads: string[];
  withheld: string[];
}

export interface AgentTurnResult {
  text: string;
  /** The agent's context labels when it wrote the text: what the text carries by provenance. */
  labels: LabelSet;
  calls: ToolCallRecord[];
  modelCalls: number;
  endReason: 'finished' | 'turn_limit';
}

export async function runAgent(input: AgentTurnInput): Promise<AgentTurnResult> {
  const messages: ChatMessage[] = [
    { role: 'system', content: input.system },
    { role: 'user', content: input.user },
  ];
  const calls: ToolCallRecord[] = [];
  const maxTurns = input.maxTurns ?? 12;
  for (let turn = 0; turn < maxTurns; turn++) {
    const res = await input.model.complete({ model: input.model.id, messages, ...(input.tools ? { tools: WORKSPACE_TOOLS } : {}) }, { runId: input.runId, agent: input.agent, turn, purpose: 'work' });
    const msg = res.message;
    messages.push(msg);
    const toolCalls = input.tools ? (msg.tool_calls ?? []) : [];
    if (toolCalls.length === 0) {
      return { text: msg.content ?? '', labels: heldBy(input.guard.holdings, input.agent), calls, modelCalls: turn + 1, endReason: 'finished' };
    }
    // Calls of one turn run in the order the model listed them: the wall is first come, first served.
    for (const tc of toolCalls) {
      const out = runWorkspaceTool(input.workspace, input.guard, input.agent, input.access, tc.function.name, tc.function.arguments);
      calls.push({ agent: input.agent, tool: tc.function.name, args: tc.function.arguments, refusedReads: out.refusedReads, withheld: out.withheld });
      messages.push({ role: 'tool', tool_call_id: tc.id, content: out.content });
    }
  }
  return { text: '', labels: heldBy(input.guard.holdings, input.agent), calls, modelCalls: maxTurns, endReason: 'turn_limit' };
}
