import { forgetTaskCaches } from '../util/memo.js';
/**
 * The task objects a runner hands to its runs: a fresh deep copy of the loaded task, kept while it is
 * among the `keep` most recently used.
 *
 * Why copies: the runtime, the simulated model and the scorers keep what they derive from a task
 * (agent plans, tool views, readings, lexicons, compiled findings) in caches keyed weakly by the
 * task's objects, so that the runs of a task share it. Keyed by the loaded suite's objects, which live
 * as long as the runner, those entries were never released: a worker's live heap grew by about 1 MB
 * per task it had run, and every major collection of a long grid marked all of it. A copy per task
 * ties the entries to the copy: once a worker has moved on (grids run task by task, and a worker
 * keeps to one task at a time), the copy and everything cached for it can be collected.
 *
 * A run sees the same data either way (a structured clone of plain JSON data), so results do not
 * depend on whether a task object is a copy, or which one.
 */
export function recentTaskCopies(byId, keep = 4) {
    // Insertion order is recency order: a hit on an older entry moves it to the end.
    const recent = new Map();
    let last = null;
    return (id) => {
        // Consecutive runs of one task: no bookkeeping.
        if (last !== null && last.id === id)
            return last.task;
        let task = recent.get(id);
        if (task !== undefined)
            recent.delete(id);
        else {
            const loaded = byId.get(id);
            if (loaded === undefined)
                return undefined;
            task = structuredClone(loaded);
            // A task new to this runner: what is cached for the tasks before it is not needed any more.
            forgetTaskCaches();
            if (recent.size >= keep)
                recent.delete(recent.keys().next().value);
        }
        recent.set(id, task);
        last = { id, task };
        return task;
    };
}
