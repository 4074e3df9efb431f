/**
 * Caches whose keys are made of one task's texts, tools or arguments (most of what the runs derive
 * and memoise), registered with perTaskCache. A runner starting a task that is new to it calls
 * forgetTaskCaches: entries of earlier tasks would hardly ever hit again, and holding them until
 * their caches fill up kept a worker's live heap several times larger than one task needs, which
 * every major collection of a long grid has to mark. Clearing a memo of a pure function never
 * changes a result.
 */
const taskCaches = new Set();
/** Register a cache to be cleared by forgetTaskCaches; returns it. */
export function perTaskCache(cache) {
    taskCaches.add(cache);
    return cache;
}
/** Clear every cache registered with perTaskCache (a runner moved on to a new task). */
export function forgetTaskCaches() {
    for (const c of taskCaches)
        c.clear();
}
/**
 * A bounded memo of a pure function of a string (cleared when full, so a long grid never grows it
 * past `limit` entries). The values are shared by every caller: they must never be mutated.
 * `perTask`: the keys belong to one task (see perTaskCache).
 */
export function boundedMemo(limit, f, opts = {}) {
    const map = new Map();
    if (opts.perTask)
        perTaskCache(map);
    return (key) => {
        let v = map.get(key);
        if (v === undefined) {
            v = f(key);
            if (map.size >= limit)
                map.clear();
            map.set(key, v);
        }
        return v;
    };
}
/**
 * A memo of a pure function of two objects, held weakly by both: an entry goes when either key does,
 * so it needs no bound. The values are shared by every caller: they must never be mutated.
 */
export function weakPairMemo(make) {
    const byFirst = new WeakMap();
    return (a, b) => {
        let bySecond = byFirst.get(a);
        if (bySecond === undefined) {
            bySecond = new WeakMap();
            byFirst.set(a, bySecond);
        }
        let v = bySecond.get(b);
        if (v === undefined) {
            v = make(a, b);
            bySecond.set(b, v);
        }
        return v;
    };
}
/**
 * A cache for one task at a time: `of(task)` is that task's cache, made afresh whenever the task is not
 * the one asked for last. For caches whose entries hold only for the task they were made for: a
 * runner goes through a grid task by task, so entries of earlier tasks would never hit again, and
 * kept in a cache that outlives them they would keep those tasks alive, with all that other caches
 * hold weakly by the tasks' objects. forgetTaskCaches lets go of the task too.
 */
export function taskScoped(make) {
    let current = null;
    let cache = null;
    perTaskCache({
        clear() {
            current = null;
            cache = null;
        },
    });
    return (task) => {
        if (task !== current || cache === null) {
            cache = make();
            current = task;
        }
        return cache;
    };
}
