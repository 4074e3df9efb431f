/** The same items (by identity) in the same order. */
export function sameItems(a, b) {
    return a.length === b.length && a.every((x, i) => x === b[i]);
}
/** How many items of a list a set holds. */
export function countIn(items, set) {
    let n = 0;
    for (const item of items)
        if (set.has(item))
            n++;
    return n;
}
