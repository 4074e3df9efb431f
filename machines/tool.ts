import { setup } from 'xstate';
import type { EnvState, ToolOutcome } from '../src/domain/environment.js';
import { executeTool } from '../src/domain/environment.js';
import type { JsonObject } from '../src/domain/json.js';
import type { ToolSpec } from '../src/domain/tool.js';

/** The effect of one tool; pure (returns the next world state), so it can be swapped in tests. */
export type ToolEffect = (state: EnvState, spec: ToolSpec, args: JsonObject) => ToolOutcome;

export interface ToolMachineInput {
  spec: ToolSpec;
  args: JsonObject;
  state: EnvState;
  effect?: ToolEffect;
}

/** What a tool actor reports: the outcome, and whether the world changed. */
export type ToolOutput = ToolOutcome & { changed: boolean };

/**
 * One tool execution against the task's in-memory environment. It runs its effect once on start and
 * stops, recording the outcome; the caller decides whether to adopt the new state.
 */
export const toolMachine = setup({
  types: {} as { context: { outcome: ToolOutput }; input: ToolMachineInput; output: ToolOutput },
}).createMachine({
  id: 'tool',
  context: ({ input }) => {
    let outcome: ToolOutcome;
    try {
      outcome = (input.effect ?? executeTool)(input.state, input.spec, input.args);
    } catch (e) {
      outcome = { ok: false, error: `${input.spec.name}: ${e instanceof Error ? e.message : String(e)}`, state: input.state };
    }
    return { outcome: { ...outcome, changed: outcome.state !== input.state } };
  },
  initial: 'done',
  states: { done: { type: 'final' } },
  output: ({ context }) => context.outcome,
});
