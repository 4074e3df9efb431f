/**
 * Prototype-safe keyed data. Keys that come from outside (argument names, tool names) may be
 * "__proto__" or "constructor": a null-prototype record holds them as keys like any other, and an
 * own-property read never returns an inherited member such as Object.prototype.
 */
/** A null-prototype record. */
export function keyedRecord() {
    return Object.create(null);
}
/** o[k] when o owns k, else undefined. */
export function ownValue(o, k) {
    return Object.hasOwn(o, k) ? o[k] : undefined;
}
