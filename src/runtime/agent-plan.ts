import type { AgentAction } from '../../machines/agent.js';
import { canFinish, canReport, type GraphSpec } from '../../topologies/graph.js';
import type { AgentRole } from '../domain/audience.js';
import { FINISH_TOOL, REPORT_TOOL, handoffToolName } from '../domain/coordination.js';
import type { JsonObject } from '../domain/json.js';
import type { Task } from '../domain/task.js';
import type { ToolSpec } from '../domain/tool.js';
import type { AgentInfo, AgentRoleKind } from '../domain/trajectory.js';
import type { AssistantMessage, ChatToolDef } from '../models/types.js';
import type { TypedHandoff } from '../../topologies/handoff.js';
import { deepFreeze } from '../util/freeze.js';
import { boundedMemo } from '../util/memo.js';
import { FINISH_TOOL_DEF, REPORT_TOOL_DEF, handoffToolDef, systemPrompt } from './prompts.js';

/** Everything fixed about one agent of a run: identity, prompt, tool surface. */
export interface AgentPlan {
  id: string;
  kind: AgentRoleKind;
  role: AgentRole | null;
  entry: boolean;
  domainTools: ToolSpec[];
  /** Handoff targets in edge order, with the tool name that reaches each. */
  targets: Array<{ id: string; tool: string }>;
  /** The handoff targets by tool name, and the names of the domain tools held (read per reply). */
  targetByTool: ReadonlyMap<string, string>;
  held: ReadonlySet<string>;
  canReport: boolean;
  canFinish: boolean;
  system: string;
  /** The tools offered to the model (same array every turn). */
  chatTools: ChatToolDef[];
  /** The trajectory's description of the agent (frozen: every run of the plan shares it). */
  info: AgentInfo;
  /** The protocol's typed fields of the handoff tools (structured-boundary); absent: one free-text message. */
  typedHandoff?: TypedHandoff;
}

// Plans with typed handoff tools, derived once per (plans, typed handoff): the tool arrays keep one
// identity across runs, as the plans' own do.
const typedPlans = new WeakMap<readonly AgentPlan[], WeakMap<TypedHandoff, AgentPlan[]>>();

/**
 * The plans with their handoff tools taking a protocol's typed fields instead of a message (the
 * report and finish tools stay as they are). Memoised per plans and typed handoff.
 */
export function withTypedHandoff(plans: readonly AgentPlan[], typed: TypedHandoff): AgentPlan[] {
  let byTyped = typedPlans.get(plans);
  if (!byTyped) typedPlans.set(plans, (byTyped = new WeakMap()));
  let hit = byTyped.get(typed);
  if (!hit) {
    hit = plans.map((p) => {
      if (p.targets.length === 0) return p;
      const chatTools = p.chatTools.map((t) =>
        p.targetByTool.has(t.function.name)
          ? { type: 'function' as const, function: { name: t.function.name, description: t.function.description.replace('The message is all', 'The fields are all'), parameters: typed.parameters } }
          : t,
      );
      return { ...p, chatTools, typedHandoff: typed };
    });
    byTyped.set(typed, hit);
  }
  return hit;
}

/** The agents of a graph with their prompts and tools, in graph order. */
export function planAgents(graph: GraphSpec, task: Task): AgentPlan[] {
  const roles = new Map(task.environment.agents.roles.map((r) => [r.role, r]));
  const byId = new Map(graph.agents.map((a) => [a.id, a]));
  return graph.agents.map((a) => {
    const role = a.role ? (roles.get(a.role) ?? null) : null;
    const domainTools = a.tools === 'all' ? task.environment.tools : a.tools === 'none' ? [] : task.environment.tools.filter((t) => (a.tools as string[]).includes(t.name));
    const targets = graph.edges.filter((e) => e.from === a.id).map((e) => ({ id: e.to, tool: handoffToolName(e.to) }));
    const report = canReport(a);
    const finish = canFinish(a);
    const chatTools: ChatToolDef[] = [
      ...domainTools.map((t) => ({ type: 'function' as const, function: { name: t.name, description: t.description, parameters: t.parameters as Record<string, unknown> } })),
      ...targets.map((t) => {
        const r = byId.get(t.id)?.role;
        return handoffToolDef(t.id, r ? (roles.get(r) ?? null) : null);
      }),
      ...(report ? [REPORT_TOOL_DEF] : []),
      ...(finish ? [FINISH_TOOL_DEF] : []),
    ];
    return {
      id: a.id,
      kind: a.kind,
      role,
      entry: a.entry,
      domainTools,
      targets,
      info: agentInfo(a.id, a.kind, role, a.entry, domainTools, targets),
      targetByTool: new Map(targets.map((t) => [t.tool, t.id])),
      held: new Set(domainTools.map((t) => t.name)),
      canReport: report,
      canFinish: finish,
      system: systemPrompt(a.id, a.kind, role),
      chatTools,
    };
  });
}

/**
 * The trajectory's description of an agent, built once per plan and frozen (runs share it). Its keys
 * are in sorted order, so canonical JSON serialises it as it is instead of copying it.
 */
function agentInfo(id: string, kind: AgentRoleKind, role: AgentRole | null, entry: boolean, tools: readonly ToolSpec[], targets: ReadonlyArray<{ id: string }>): AgentInfo {
  return Object.freeze({
    entry,
    handoffTargets: Object.freeze(targets.map((t) => t.id)) as string[],
    id,
    kind,
    role: role?.role ?? null,
    tools: Object.freeze(tools.map((t) => t.name)) as string[],
  });
}

function parseArgs(text: string): JsonObject | string {
  if (text.trim() === '') return NO_ARGS;
  try {
    const v: unknown = JSON.parse(text);
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return `arguments must be a JSON object, got ${Array.isArray(v) ? 'an array' : v === null ? 'null' : typeof v}`;
    return deepFreeze(v as JsonObject);
  } catch (e) {
    return `malformed JSON arguments: ${e instanceof Error ? e.message : String(e)}`;
  }
}

// A call's arguments are read-only data from here on (recorded, checked, copied into new records), so
// they are deep-frozen and shared: short argument texts recur across a task's runs and are parsed
// once (frozen, their canonical form is memoised too). Long ones, mostly handoff messages new in each
// run, are parsed afresh rather than kept alive in the memo.
const NO_ARGS: JsonObject = Object.freeze({});
const SHORT_ARGS = 256;
const parsedShortArgs = boundedMemo(4096, parseArgs, { perTask: true });
const argsOf = (text: string): JsonObject | string => (text.length <= SHORT_ARGS ? parsedShortArgs(text) : parseArgs(text));

const textArg = (args: JsonObject, name: string): string | null => {
  const v = args[name];
  return typeof v === 'string' ? v : null;
};

/**
 * Turn an assistant message into the agent's actions, in order. A tool the agent does not hold, or
 * arguments that are not a JSON object, become `invalid` (recorded as failed calls). A reply with text
 * and no tool calls is no action: the agent waits for new input (ending takes the finish tool).
 */
export function parseActions(plan: AgentPlan, message: AssistantMessage, domainNames: ReadonlySet<string>): AgentAction[] {
  const calls = message.tool_calls ?? [];
  if (calls.length === 0) return [];
  const { targetByTool, held } = plan;
  return calls.map((c): AgentAction => {
    const name = c.function?.name ?? '';
    const parsed = argsOf(c.function?.arguments ?? '');
    const callId = c.id;
    if (typeof parsed === 'string') return { kind: 'invalid', callId, tool: name, args: NO_ARGS, error: `${name}: ${parsed}` };
    const args = parsed;
    if (held.has(name)) return { kind: 'domain', callId, tool: name, args };
    const to = targetByTool.get(name);
    if (to !== undefined) {
      if (plan.typedHandoff) {
        // A typed handoff: the fields are checked, and what the receiver reads is rendered from them.
        const fields = plan.typedHandoff.parse(args);
        return fields.ok ? { kind: 'handoff', callId, to, message: fields.text, written: c.function?.arguments ?? '' } : { kind: 'invalid', callId, tool: name, args, error: `${name}: ${fields.error}` };
      }
      const m = textArg(args, 'message');
      return m === null ? { kind: 'invalid', callId, tool: name, args, error: `${name}: missing string argument "message"` } : { kind: 'handoff', callId, to, message: m };
    }
    if (name === REPORT_TOOL && plan.canReport) {
      const m = textArg(args, 'message');
      return m === null ? { kind: 'invalid', callId, tool: name, args, error: `${name}: missing string argument "message"` } : { kind: 'report', callId, message: m };
    }
    if (name === FINISH_TOOL && plan.canFinish) {
      return { kind: 'finish', callId, answer: textArg(args, 'answer') ?? textArg(args, 'message') ?? '' };
    }
    const why = domainNames.has(name) ? `tool "${name}" is not available to agent ${plan.id}` : `unknown tool "${name}"`;
    return { kind: 'invalid', callId, tool: name, args, error: `${why} (available: ${plan.chatTools.map((t) => t.function.name).join(', ')})` };
  });
}
