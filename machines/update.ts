import type { ActionArgs, ActionFunction, AnyEventObject, EventObject, MachineContext, MachineSnapshot, ParameterizedObject, ProvidedActor } from 'xstate';

/**
 * XState's `assign`, for the machines' context updates, without its per-update rebuild of the
 * snapshot. `assign` clones the snapshot through `createMachineSnapshot`, which recomputes the state
 * value and tags from the active state nodes (two Sets, two Maps and three arrays per update) and binds
 * a spawner, although an assignment changes neither the state nodes nor the children. A run makes
 * some sixty updates (one per agent turn step, mediated call and proposal), and those rebuilds were
 * the largest part of an update's cost and of XState's allocation.
 *
 * The action is resolved as XState resolves its own built-in actions (`assign`, `sendTo`, ...): a
 * `resolve` hook that returns the next snapshot. That snapshot is the current one with only its
 * context replaced, as `assign` leaves it when nothing is spawned: the same state value, tags, state
 * nodes and children. The assigner gets the context and event only (no `spawn`: these updates never
 * spawn) and returns the changed fields.
 *
 * Still pays on Node 24 (measured with test/bench/runtime-cpu.mjs, builds alternated on a shared
 * 2-core machine under load ~20): XState's `assign` in its place took 18.00 and 18.73 CPU s against
 * 17.20 and 16.30 for this one (two rounds each) — some 7% of the runtime's own cost.
 */
export function update<
  TContext extends MachineContext,
  TExpressionEvent extends AnyEventObject,
  TParams extends ParameterizedObject['params'] | undefined,
  TEvent extends EventObject,
  TActor extends ProvidedActor,
>(assigner: (args: { context: TContext; event: TExpressionEvent }) => Partial<TContext>): ActionFunction<TContext, TExpressionEvent, TEvent, TParams, TActor, never, never, never, never> {
  function update(_args: ActionArgs<TContext, TExpressionEvent, TEvent>, _params: TParams): void {}
  update.type = 'xstate.assign';
  update.resolve = (_scope: unknown, snapshot: AnyMachineSnapshot, args: { event: TExpressionEvent }): [AnyMachineSnapshot, undefined, undefined] => {
    // Spreads, not Object.assign: they copy the fields onto the context's own shape instead of
    // building an object key by key (about half the cost).
    const context = { ...snapshot.context, ...assigner({ context: snapshot.context as TContext, event: args.event }) };
    return [{ ...snapshot, context }, undefined, undefined];
  };
  return update;
}

type AnyMachineSnapshot = MachineSnapshot<MachineContext, EventObject, never, never, never, unknown, never, never>;
