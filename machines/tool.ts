import { fromCallback } from 'xstate';
import type { EnvState, ToolOutcome } from '../src/domain/environment.js';
import { executeTool } from '../src/domain/environment.js';
import type { JsonObject } from '../src/domain/json.js';
import type { ToolSpec } from '../src/domain/tool.js';

/** The effect of one tool; pure (returns the next world state), so it can be swapped in tests. */
export type ToolEffect = (state: EnvState, spec: ToolSpec, args: JsonObject) => ToolOutcome;

/** One tool execution: the tool, its arguments and the world state it runs against. */
export interface ToolExecution {
  spec: ToolSpec;
  args: JsonObject;
  state: EnvState;
  effect?: ToolEffect;
}

/** What a tool execution reports: the outcome, and whether the world changed. */
export type ToolOutput = ToolOutcome & { changed: boolean };

/** EXECUTE asks the tool actor to run one call; it answers its parent with TOOL_RESULT. */
export type ToolEvent = { type: 'EXECUTE' } & ToolExecution;
export type ToolResultEvent = { type: 'TOOL_RESULT'; output: ToolOutput };

/** Run one tool execution once; an effect that throws is a failed call that leaves the world as it was. */
export function runTool(x: ToolExecution): ToolOutput {
  let outcome: ToolOutcome;
  try {
    outcome = (x.effect ?? executeTool)(x.state, x.spec, x.args);
  } catch (e) {
    outcome = { ok: false, error: `${x.spec.name}: ${e instanceof Error ? e.message : String(e)}`, state: x.state };
  }
  const changed = outcome.state !== x.state;
  return { ...outcome, changed };
}

/**
 * The tool actor: executes calls against the task's in-memory environment, one EXECUTE at a time,
 * and answers each with TOOL_RESULT (synchronously, before its parent handles anything else); the
 * caller decides whether to adopt the new state. It is long-lived — one per monitor, not one per
 * call — so a call costs two events instead of an actor's creation, start, done event and stop.
 */
export const toolActor = fromCallback<ToolEvent>(({ sendBack, receive }) => {
  receive((e) => {
    const result: ToolResultEvent = { type: 'TOOL_RESULT', output: runTool(e) };
    sendBack(result);
  });
});
