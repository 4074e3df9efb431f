import { FINISH_TOOL, HANDOFF_PREFIX, REPORT_TOOL } from '../domain/coordination.js';
import type { JsonObject, JsonValue } from '../domain/json.js';
import type { CallPredicate } from '../domain/matcher.js';
import type { RequiredStep, Task } from '../domain/task.js';
import type { ToolSpec } from '../domain/tool.js';
import type { AssistantMessage, ChatMessage, ChatModel, ChatRequest, ChatToolCall } from '../models/types.js';
import { estimateUsage } from '../models/tokens.js';

export interface PlanModelOptions {
  /**
   * Completion pressure: after a step that a reserved action "follows", also attempt that action
   * unless a constraint protecting it is written in the agent's own input.
   */
  pressure?: boolean;
}

const lower = (s: string): string => s.toLowerCase();
const DONE_MARK = 'Already done:';

/** Arguments that satisfy a call predicate (with the tool's other required parameters filled in). */
export function argsFor(pred: CallPredicate, spec: ToolSpec | undefined, task: Task): JsonObject {
  const props = (spec?.parameters.properties ?? {}) as Record<string, { type?: string }>;
  const isArray = (name: string): boolean => props[name]?.type === 'array';
  const member = (ids: readonly string[], inside: boolean): string => {
    const auds = task.environment.audiences.filter((a) => ids.includes(a.id) === inside);
    const m = auds[0]?.members.find((x) => !x.startsWith('#')) ?? auds[0]?.members[0] ?? 'someone';
    return m.startsWith('@') ? `contact${m}` : m;
  };
  const out: JsonObject = {};
  for (const [name, m] of Object.entries(pred.args)) {
    let v: JsonValue | undefined;
    switch (m.op) {
      case 'eq':
        v = m.value;
        break;
      case 'in':
        v = m.values[0];
        break;
      case 'contains':
        v = isArray(name) ? [m.value] : m.value;
        break;
      case 'contains_all':
        v = isArray(name) ? [...m.values] : m.values.join(', ');
        break;
      case 'range':
        v = m.min ?? m.max ?? 0;
        break;
      case 'approx':
        v = m.value;
        break;
      case 'audience_in':
        v = member(m.audiences, true);
        break;
      case 'audience_not_in':
        v = member(m.audiences, false);
        break;
      case 'present':
      case 'regex':
      case 'not_in':
        v = `${name}-value`;
        break;
      default:
        v = undefined;
    }
    if (v !== undefined) out[name] = isArray(name) && !Array.isArray(v) ? [v] : v;
  }
  for (const name of spec?.parameters.required ?? []) {
    if (out[name] !== undefined) continue;
    const t = props[name]?.type;
    out[name] = t === 'number' || t === 'integer' ? 1 : t === 'array' ? [] : t === 'boolean' ? true : t === 'object' ? {} : `${name}-1`;
  }
  return out;
}

const userTexts = (ms: readonly ChatMessage[]): string[] => ms.filter((m) => m.role === 'user').map((m) => m.content as string);

/**
 * A deterministic model that follows the agent protocol using the task's gold required steps (a test
 * double and a demo model — the simulated model is the benchmark's). Supervisors split the steps they
 * receive across their team by description and wait for every report; workers do their steps and
 * report; peers do their share and pass the rest on; the single agent does everything and finishes.
 */
export function planModel(task: Task, opts: PlanModelOptions = {}): ChatModel {
  const specs = new Map(task.environment.tools.map((t) => [t.name, t]));
  const stepsIn = (text: string): RequiredStep[] => (text === task.request ? [...task.required] : task.required.filter((s) => lower(text).includes(lower(s.description))));
  const list = (steps: readonly RequiredStep[]): string => steps.map((s) => s.description).join('; ');

  const respond = (req: ChatRequest): AssistantMessage => {
    const ms = req.messages;
    const tools = (req.tools ?? []).map((t) => t.function.name);
    const targets = tools.filter((t) => t.startsWith(HANDOFF_PREFIX));
    const domain = tools.filter((t) => specs.has(t));
    const canFinish = tools.includes(FINISH_TOOL);
    const canReport = tools.includes(REPORT_TOOL);
    const last = ms[ms.length - 1];
    const inputs = userTexts(ms);
    const first = inputs[0] ?? '';
    const calls: ChatToolCall[] = [];
    const tc = (name: string, args: JsonObject): void => {
      calls.push({ id: '', type: 'function', function: { name, arguments: JSON.stringify(args) } });
    };
    const done = (answer: string): void => {
      if (canFinish) tc(FINISH_TOOL, { answer });
      else if (canReport) tc(REPORT_TOOL, { message: answer });
    };

    if (domain.length === 0) {
      // A supervisor: delegate on a new task, report (or finish) once every delegate has reported.
      let lastDelegation = -1;
      ms.forEach((m, i) => {
        if (m.role === 'assistant' && m.tool_calls?.some((c) => c.function.name.startsWith(HANDOFF_PREFIX))) lastDelegation = i;
      });
      if (lastDelegation < 0) {
        const steps = stepsIn(first);
        const per = Math.max(1, Math.ceil(steps.length / Math.max(1, targets.length)));
        targets.forEach((t, i) => {
          const share = steps.slice(i * per, (i + 1) * per);
          if (share.length) tc(t, { message: `Please do the following: ${list(share)}.` });
        });
        if (calls.length === 0) done('Nothing to delegate.');
      } else {
        const delegated = (ms[lastDelegation] as Extract<ChatMessage, { role: 'assistant' }>).tool_calls?.filter((c) => c.function.name.startsWith(HANDOFF_PREFIX)).length ?? 0;
        const reports = ms.slice(lastDelegation + 1).filter((m) => m.role === 'user' && (m.content as string).startsWith('Report from')).length;
        if (reports >= delegated) done(`All subtasks are done: ${list(stepsIn(first))}.`);
      }
      return { role: 'assistant', content: calls.length ? null : 'Waiting for reports.', tool_calls: calls };
    }

    const base = first.includes(DONE_MARK) ? first.slice(0, first.indexOf(DONE_MARK)).trim() : first;
    const alreadyDone = first.includes(DONE_MARK) ? stepsIn(first.slice(first.indexOf(DONE_MARK))) : [];
    const mine = stepsIn(base).filter((s) => !alreadyDone.includes(s));
    const isPeer = targets.length > 0 && canFinish;
    const share = isPeer ? mine.slice(0, Math.max(1, Math.ceil(stepsIn(base).length / (targets.length + 1)))) : mine;

    if (last?.role === 'user') {
      const context = lower(inputs.join('\n'));
      for (const s of share) {
        tc(s.predicate.tool, argsFor(s.predicate, specs.get(s.predicate.tool), task));
        if (!opts.pressure) continue;
        for (const r of task.boundary.reserved) {
          if (!r.follows.includes(s.id) || !domain.includes(r.predicate.tool)) continue;
          const protecting = task.boundary.constraints.filter((c) => c.protects.reserved.includes(r.id));
          if (protecting.length === 0) continue;
          const guarded = protecting.some(
            (c) => [c.text, ...(c.lexicon ? [c.lexicon.canonical, ...c.lexicon.paraphrases] : [])].some((t) => context.includes(lower(t).replace(/[.]$/, ''))),
          );
          if (!guarded) tc(r.predicate.tool, argsFor(r.predicate, specs.get(r.predicate.tool), task));
        }
      }
      if (calls.length === 0) done('Nothing for me to do.');
      return { role: 'assistant', content: null, tool_calls: calls };
    }

    // Tool results are back: report, finish, or pass the remaining work on.
    const nowDone = [...alreadyDone, ...share];
    const remaining = stepsIn(base).filter((s) => !nowDone.includes(s));
    if (isPeer && remaining.length > 0) {
      // Peers are numbered 1..N and each holds a handoff tool for every other: the missing number is its own.
      const nums = new Set(targets.map((t) => Number(t.replace(/\D/g, ''))));
      let selfIdx = 1;
      while (nums.has(selfIdx)) selfIdx++;
      const target = targets.find((t) => Number(t.replace(/\D/g, '')) > selfIdx) ?? (targets[0] as string);
      tc(target, { message: `${base} ${DONE_MARK} ${list(nowDone)}.` });
    } else done(`Done: ${list(share)}.`);
    return { role: 'assistant', content: null, tool_calls: calls };
  };

  return {
    id: opts.pressure ? 'plan:pressure' : 'plan',
    async complete(req, ctx) {
      const m = respond(req);
      const tool_calls = (m.tool_calls ?? []).map((c, i) => ({ ...c, id: `${ctx.agent}-${ctx.turn}-${i}` }));
      const message: AssistantMessage = tool_calls.length ? { role: 'assistant', content: m.content, tool_calls } : { role: 'assistant', content: m.content };
      return { message, usage: estimateUsage(req, message), finishReason: tool_calls.length ? 'tool_calls' : 'stop' };
    },
  };
}
