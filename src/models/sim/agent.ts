import { FINISH_TOOL, REPORT_TOOL } from '../../domain/coordination.js';
import { matchesPredicate } from '../../domain/evaluate.js';
import type { JsonObject } from '../../domain/json.js';
import type { RequiredStep, ReservedAction, Task } from '../../domain/task.js';
import type { Rng } from '../../util/rng.js';
import type { ChatToolDef } from '../types.js';
import { argsText, type ArgHints } from './args.js';
import { callArgs, type AgentView, type OwnCall } from './context.js';
import type { DelegationBehaviour } from './delegation-behaviour.js';
import { claimsOwnership, normText, readText, type TextReading } from './reading.js';
import { forwardVerbatim, overshared, rewriteSubtask, toolOf, typedFields } from './writer.js';

/**
 * What the simulated agent does next: call tools, or answer in text (no tool call = waiting). A call
 * holds its arguments as the JSON text it sends, written once: the repeat check reads it too.
 */
export type SimAction = { kind: 'call'; tool: string; argsJson: string } | { kind: 'text'; content: string };

export interface SimMind {
  task: Task;
  /** The profile's delegation section (what the agent decides with). */
  profile: DelegationBehaviour;
  /** Generator for one decision, seeded by the run identity, the agent and the decision's key. */
  rng: (...key: Array<string | number>) => Rng;
  /** The first draw of rng(...key), without the generator: most decisions draw only once. */
  first: (...key: Array<string | number>) => number;
  /** Per step id: whether the agent leaves the step out (see skips). */
  skipped: Map<string, boolean>;
}

const callWith = (tool: string, argsJson: string): SimAction => ({ kind: 'call', tool, argsJson });
const asCall = (tool: string, args: JsonObject): SimAction => callWith(tool, JSON.stringify(args));

/**
 * A handoff of work: one message, or — when the handoff tool asks for typed fields — the fields,
 * filled from the message and the writer's context (typedFields). The fields' draws have keys of
 * their own (`key`), so a typed handoff shifts no other draw.
 */
function handoffCall(mind: SimMind, view: AgentView, reading: Reading, target: string, message: string, key: Array<string | number>): SimAction {
  const fields = view.handoffFields;
  if (fields === null) return asCall(target, { message });
  return asCall(target, typedFields({ task: mind.task, profile: mind.profile, work: reading.work, message, fields, rng: (...k) => mind.rng('fields', ...key, ...k) }));
}

function isHandoff(name: string): boolean {
  return name.startsWith('handoff_to_');
}

/** What the agent has made of its context: the work asked of it and what it has done so far. */
interface Reading {
  /** What its work text says. */
  readonly work: TextReading;
  readonly asked: readonly RequiredStep[];
  readonly doneByOthers: readonly RequiredStep[];
  readonly requested: readonly ReservedAction[];
  readonly myTools: ReadonlyMap<string, ChatToolDef>;
}

function readWork(view: AgentView, task: Task): Reading {
  const work = readText(normText(view.workText), task);
  // Most agents are given no notes of finished work, and an empty text names no step.
  const doneIds = new Set<string>();
  if (view.doneText !== '') for (const s of readText(normText(view.doneText), task).stepsNamedDone()) doneIds.add(s.id);
  const mentioned = work.stepsMentioned();
  // Taken from the task's own list (same steps, same order as the mentioned ones) into new arrays:
  // filtering the frozen list of mentioned steps would give arrays of another shape, one when empty
  // and another when not, and the decision code reading them would be recompiled for each.
  const asked: RequiredStep[] = [];
  const doneByOthers: RequiredStep[] = [];
  for (const s of task.required) {
    if (doneIds.has(s.id)) doneByOthers.push(s);
    else if (mentioned.includes(s)) asked.push(s);
  }
  return {
    work,
    asked,
    doneByOthers,
    requested: work.reservedRequested(),
    myTools: toolIndex(view.domainTools),
  };
}

// An agent's domain tools are one frozen array per tool list, which the runs of a task may share:
// indexed by name once per array (the index is never mutated).
const toolIndexes = new WeakMap<readonly ChatToolDef[], ReadonlyMap<string, ChatToolDef>>();

function toolIndex(tools: readonly ChatToolDef[]): ReadonlyMap<string, ChatToolDef> {
  let index = toolIndexes.get(tools);
  if (index === undefined) {
    index = new Map(tools.map((t) => [t.function.name, t]));
    toolIndexes.set(tools, index);
  }
  return index;
}

// A reading depends only on the inputs (work and notes of finished steps), the task and the tools,
// and most turns bring no new input: it is kept per transcript (whose list of inputs only grows)
// until an input arrives. Nothing it holds is ever mutated.
const readings = new WeakMap<readonly string[], { inputs: number; task: Task; tools: readonly ChatToolDef[]; reading: Reading }>();

function readingOf(view: AgentView, task: Task): Reading {
  const hit = readings.get(view.inputs);
  if (hit !== undefined && hit.inputs === view.inputs.length && hit.task === task && hit.tools === view.domainTools) return hit.reading;
  const reading = readWork(view, task);
  readings.set(view.inputs, { inputs: view.inputs.length, task, tools: view.domainTools, reading });
  return reading;
}

/** Calls of this agent that targeted a step (answered, whatever the outcome). */
function attemptedStep(view: AgentView, step: RequiredStep): OwnCall | undefined {
  return view.calls.find((c) => c.name === step.predicate.tool && c.result !== null);
}

function attemptedReserved(view: AgentView, r: ReservedAction, task: Task): boolean {
  // A tool that also serves a required step (send_email to an insider) counts only calls matching the
  // action; any other call of the action's tool is an attempt, so an agent never repeats it.
  const shared = task.required.some((s) => s.predicate.tool === r.predicate.tool);
  return view.calls.some(
    (c) => c.result !== null && c.name === r.predicate.tool && (!shared || matchesPredicate({ tool: c.name, args: callArgs(c) }, r.predicate, task.environment.audiences)),
  );
}

/**
 * Whether the agent leaves an asked step out. The draw's key is the step alone, so it is the same at
 * every turn that weighs the step: drawn once per agent, not hashed again at each of those turns.
 */
function skips(mind: SimMind, step: RequiredStep): boolean {
  let skip = mind.skipped.get(step.id);
  if (skip === undefined) {
    skip = mind.first('skip', step.id) < mind.profile.act.skipStep;
    mind.skipped.set(step.id, skip);
  }
  return skip;
}

type ReservedChoice = 'perform' | 'ask' | 'refrain';

/**
 * Whether to perform a reserved action: the inclination (completion pressure, or following an
 * instruction), raised when the role text claims the action, then held back by whatever constraint
 * the context carries — intact, weakened or not at all.
 */
function reservedChoice(mind: SimMind, view: AgentView, reading: Reading, r: ReservedAction, reason: 'pressure' | 'instructed'): ReservedChoice {
  const { profile, task } = mind;
  let inclination = reason === 'instructed' ? profile.act.followInstruction : profile.act.completionPressure;
  if (claimsOwnership(view.system, r, task)) inclination = Math.min(1, inclination + profile.act.roleOwnership);
  const state = reading.work.reservedProtection(r.id);
  const hold = state === 'intact' ? profile.act.respectIntact : state === 'weakened' ? profile.act.respectWeakened : 0;
  const rng = mind.rng('reserved', r.id, reason);
  if (!rng.chance(inclination * (1 - hold))) return 'refrain';
  return rng.chance(profile.act.askConfirmation) ? 'ask' : 'perform';
}

/** The call of `tool` for a step (or a reserved action, without `step`): right, or wrong if the agent fails the step. */
function stepCall(mind: SimMind, view: AgentView, reading: Reading, tool: ChatToolDef, step: RequiredStep | null, predicate: RequiredStep['predicate'], purpose: string): SimAction {
  // The free text is written only when a parameter takes it (most tools have none): its draws have
  // keys of their own, so leaving them out changes no other draw.
  let text: string | undefined;
  const hints: ArgHints = { purpose, text: () => (text ??= summaryText(mind, view, reading, purpose, `args:${tool.function.name}`)) };
  const wrong = step !== null && mind.first('fail', step.id) < mind.profile.act.failStep;
  return callWith(tool.function.name, argsText(tool, predicate, mind.task, view.calls, hints, wrong));
}

/** Free text for a body-like argument or a report, possibly carrying a sensitive value the agent saw. */
function summaryText(mind: SimMind, view: AgentView, reading: Reading, base: string, key: string): string {
  const shared = overshared(mind.task, mind.profile, view.seen, reading.work, (id) => mind.first('overshare', key, id));
  return shared.length > 0 ? `${base}. For reference, ${shared.join('; ')}.` : `${base}.`;
}

/** The last coordination call the agent made, if nothing new has arrived since. */
function waitingOn(view: AgentView, afterHandoff: boolean): OwnCall | null {
  const last = view.calls.at(-1);
  if (!last || view.calls.length - 1 < view.callsSinceInput) return null;
  if ((afterHandoff && isHandoff(last.name)) || last.name === REPORT_TOOL || (last.name === FINISH_TOOL && last.ok)) return last;
  return null;
}

function ending(mind: SimMind, view: AgentView, reading: Reading, summary: string): SimAction {
  const text = summaryText(mind, view, reading, summary, 'final');
  if (view.canReport) return asCall(REPORT_TOOL, { message: text });
  if (view.canFinish) return asCall(FINISH_TOOL, { answer: text });
  return { kind: 'text', content: text };
}

function describeDone(mind: SimMind, view: AgentView): string {
  const { required, environment } = mind.task;
  const done = required.filter((s) =>
    view.calls.some((c) => c.ok && c.name === s.predicate.tool && matchesPredicate({ tool: c.name, args: callArgs(c) }, s.predicate, environment.audiences)),
  );
  return done.length > 0 ? `Done: ${done.map((s) => s.description).join('; ')}` : 'Nothing further was needed from me';
}

/** An agent holding domain tools: do the asked steps, feel completion pressure, maybe pass work on. */
function actor(mind: SimMind, view: AgentView, reading: Reading): SimAction {
  const { task, profile } = mind;
  const mine = (name: string) => reading.myTools.get(name);
  const completed = task.required.filter((s) => attemptedStep(view, s)?.ok === true);
  const completedAsked = completed.filter((s) => reading.asked.includes(s));
  const asks: ReservedAction[] = [];

  // Completion pressure acts right after a step the agent was asked to do (not an incidental read
  // it made on the way) when an action naturally follows it.
  const { reserved } = task.boundary;
  for (const step of completedAsked) {
    for (const r of reserved) {
      if (!r.follows.includes(step.id) || !mine(r.predicate.tool) || attemptedReserved(view, r, task)) continue;
      const choice = reservedChoice(mind, view, reading, r, reading.requested.includes(r) ? 'instructed' : 'pressure');
      if (choice === 'perform') return stepCall(mind, view, reading, mine(r.predicate.tool) as ChatToolDef, null, r.predicate, r.description);
      if (choice === 'ask') asks.push(r);
    }
  }

  const pending = reading.asked.filter((s) => mine(s.predicate.tool) && !attemptedStep(view, s) && !skips(mind, s));

  // An agent that can also delegate may hand the rest on after finishing a step of its own.
  const workedSinceInput = view.calls.slice(view.callsSinceInput).some((c) => c.ok && reading.myTools.has(c.name));
  if (pending.length > 0 && view.handoffTargets.length > 0 && workedSinceInput && mind.first('share', completed.length) < profile.share.handOffAfterStep) {
    const rng = mind.rng('share-to', completed.length);
    const target = rng.pick(view.handoffTargets);
    const done = [...reading.doneByOthers, ...completed].filter((s, i, a) => a.indexOf(s) === i);
    const message = rng.chance(profile.rewrite.forwardVerbatim)
      ? forwardVerbatim(view.workText, done)
      : rewriteSubtask({ task, profile, steps: pending, work: reading.work, requested: reading.requested, seen: view.seen, done, rng: (...k) => mind.rng('rewrite', completed.length, ...k), first: (...k) => mind.first('rewrite', completed.length, ...k) });
    return handoffCall(mind, view, reading, target, message, ['share', completed.length]);
  }

  const next = pending[0];
  if (next) {
    const nextTool = mine(next.predicate.tool) as ChatToolDef;
    const spec = toolOf(task, next.predicate.tool);
    if (spec && spec.effect !== 'read') {
      // Read what the step depends on first (the steps before it), as a model would before writing anything.
      for (const s of task.required) {
        if (s === next) break;
        const t = toolOf(task, s.predicate.tool);
        if (t?.effect === 'read' && mine(t.name) && !view.calls.some((c) => c.name === t.name && c.result !== null)) {
          return stepCall(mind, view, reading, mine(t.name) as ChatToolDef, null, s.predicate, s.description);
        }
      }
    }
    return stepCall(mind, view, reading, nextTool, next, next.predicate, next.description);
  }

  // Actions the text asked for, once the asked steps are done.
  for (const r of reading.requested) {
    if (!mine(r.predicate.tool) || attemptedReserved(view, r, task) || r.follows.some((f) => completedAsked.some((s) => s.id === f))) continue;
    const choice = reservedChoice(mind, view, reading, r, 'instructed');
    if (choice === 'perform') return stepCall(mind, view, reading, mine(r.predicate.tool) as ChatToolDef, null, r.predicate, r.description);
    if (choice === 'ask') asks.push(r);
  }

  const lastCall = view.calls.at(-1);
  if (lastCall?.name === FINISH_TOOL && lastCall.result !== null && !lastCall.ok) {
    // A refused finish: show some work first (a check of the data), then try again.
    if (!view.calls.some((c) => mine(c.name) && c.result !== null)) {
      const read = task.required.find((s) => toolOf(task, s.predicate.tool)?.effect === 'read' && mine(s.predicate.tool));
      if (read) return stepCall(mind, view, reading, mine(read.predicate.tool) as ChatToolDef, null, read.predicate, read.description);
    } else if (view.handoffTargets.length > 0 && reading.asked.some((s) => !completed.includes(s))) {
      const target = mind.rng('refused-to', view.calls.length).pick(view.handoffTargets);
      return handoffCall(mind, view, reading, target, forwardVerbatim(view.workText, [...reading.doneByOthers, ...completed]), ['refused', view.calls.length]);
    } else {
      return { kind: 'text', content: 'Waiting.' };
    }
  }

  const askNote = asks.length > 0 ? `. Not done, please confirm first: ${asks.map((r) => r.description.toLowerCase()).join('; ')}` : '';
  return ending(mind, view, reading, `${describeDone(mind, view)}${askNote}`);
}

function countHandoffs(calls: readonly OwnCall[]): number {
  let n = 0;
  for (const c of calls) if (isHandoff(c.name)) n++;
  return n;
}

/** An agent with only coordination tools: split the work, rewrite each part, collect the reports. */
function coordinator(mind: SimMind, view: AgentView, reading: Reading): SimAction {
  const steps = reading.asked;
  const targets = view.handoffTargets;
  // The steps split into k consecutive groups, the i-th for the i-th target; only the next one is written.
  const k = Math.min(targets.length, steps.length);
  const handed = countHandoffs(view.calls);
  const target = targets[handed];
  if (handed < k && target) {
    const message = rewriteSubtask({
      task: mind.task,
      profile: mind.profile,
      steps: steps.slice(Math.floor((handed * steps.length) / k), Math.floor(((handed + 1) * steps.length) / k)),
      work: reading.work,
      requested: reading.requested,
      seen: view.seen,
      done: [],
      rng: (...key) => mind.rng('rewrite', handed, ...key),
      first: (...key) => mind.first('rewrite', handed, ...key),
    });
    return handoffCall(mind, view, reading, target, message, ['rewrite', handed]);
  }
  if (view.reports.length < handed) return { kind: 'text', content: 'Waiting for the team to report back.' };
  const summary = handed === 0 ? 'Nothing in the request needed doing' : view.reports.map((r) => r.trim().replace(/\.$/, '')).join('. ');
  return ending(mind, view, reading, summary);
}

/** The simulated agent's next action, from its transcript and tools alone. */
export function decideAction(mind: SimMind, view: AgentView): SimAction {
  const acts = view.domainTools.length > 0;
  // An agent that passed its work on (or reported, or finished) waits for new input; a coordinator
  // hands its parts out one after another, so only its report or finish makes it wait.
  if (waitingOn(view, acts)) return { kind: 'text', content: 'Waiting.' };
  const reading = readingOf(view, mind.task);
  if (!acts) return coordinator(mind, view, reading);
  const action = actor(mind, view, reading);
  // A model does not repeat a call it has already seen answered; it wraps up instead.
  if (action.kind === 'call' && reading.myTools.has(action.tool) && view.calls.some((c) => c.result !== null && c.name === action.tool && c.rawArgs === action.argsJson)) {
    return ending(mind, view, reading, describeDone(mind, view));
  }
  return action;
}

