/**
 * Freeze a value and everything in it: for values shared by several runs (memoised policies, parsed
 * tool results), so no run can change what another sees. An object already frozen is taken as frozen
 * throughout (everything this project freezes is frozen by this function), which keeps re-freezing a
 * shared value cheap.
 */
export function deepFreeze(v) {
    if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
        Object.freeze(v);
        for (const x of Object.values(v))
            deepFreeze(x);
    }
    return v;
}
