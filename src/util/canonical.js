import * as crypto from 'node:crypto';
import { sameItems } from './arrays.js';
/** JSON with object keys sorted recursively, so equal values always serialise to equal bytes. */
export function canonicalJson(value) {
    // (a walk that threw part way left these set)
    sawMutable = false;
    inKept = false;
    return JSON.stringify(sortKeys(value));
}
/**
 * A copy of a value with every object's keys inserted in sorted order: what canonicalJson stringifies.
 * Parts JSON.stringify would write the same copied or not are not copied: plain objects whose keys
 * are already in order, and arrays, when nothing inside them changes (numbers never need to: the copy
 * turns non-finite ones into null, which is what JSON.stringify writes for them anyway).
 */
function sortKeys(value) {
    if (value === null || typeof value !== 'object')
        return value;
    if (!Object.isFrozen(value)) {
        sawMutable = true;
        return sortObject(value);
    }
    // Inside a frozen value whose sorted form is being kept: kept as part of it, not on its own.
    if (inKept)
        return sortObject(value);
    const hit = frozenSorted.get(value);
    if (hit !== undefined)
        return hit;
    const outer = sawMutable;
    sawMutable = false;
    inKept = true;
    const s = sortObject(value);
    inKept = false;
    if (!sawMutable)
        frozenSorted.set(value, s);
    sawMutable = outer || sawMutable;
    return s;
}
// Shared values are deep-frozen (policies and their rules, agents, parsed tool results): the same
// frozen objects come back run after run, and their sorted form can never change (they are data: no
// getters). It is kept for a frozen value whose every object inside is frozen too (`sawMutable` tells
// while the value is walked), weakly (it goes with the value). The copies stay private: only
// JSON.stringify reads them. Only the outermost frozen value is kept (`inKept` tells while it is
// walked): the values inside come back with it, and a weak entry each would cost more to add than
// their walk costs the rare time one comes back on its own (a new policy rule holds 3–4 objects).
const frozenSorted = new WeakMap();
let sawMutable = false;
let inKept = false;
/** sortKeys of an object or array, unmemoised. */
function sortObject(value) {
    if (Array.isArray(value))
        return sortArray(value);
    const o = value;
    const { sorted, inOrder } = keyOrder(Object.keys(o));
    if (inOrder && isPlain(o))
        return sortInOrder(o, sorted);
    const out = Object.create(null); // ("__proto__" is a key like any other)
    for (const key of sorted) {
        const v = o[key];
        if (v !== undefined)
            out[key] = sortKeys(v);
    }
    return out;
}
function sortArray(a) {
    // An own toJSON would be called on the array itself, and a subclass could inherit one: copy those.
    if (Object.getPrototypeOf(a) !== Array.prototype || Object.hasOwn(a, 'toJSON'))
        return a.map(sortKeys);
    // Copied from the first element that changes (the ones before it, holes included, as they are).
    let out = null;
    for (let i = 0; i < a.length; i++) {
        const v = a[i];
        // (primitives, most values, without a call)
        const s = v === null || typeof v !== 'object' ? v : sortKeys(v);
        if (out)
            out[i] = s;
        else if (s !== v)
            (out = a.slice(0, i))[i] = s;
    }
    return out ?? a;
}
/** An object whose keys are in order: itself, or a copy from the first value that changes. */
function sortInOrder(o, keys) {
    let out = null;
    for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        const v = o[k];
        const s = v === null || typeof v !== 'object' ? v : sortKeys(v);
        if (out) {
            if (v !== undefined)
                out[k] = s;
        }
        else if (s !== v) {
            out = Object.create(null);
            for (const before of keys.slice(0, i))
                if (o[before] !== undefined)
                    out[before] = o[before];
            out[k] = s;
        }
    }
    return out ?? o;
}
/** A plain object: no prototype that could lend it a toJSON (its copy has none). */
function isPlain(o) {
    const proto = Object.getPrototypeOf(o);
    return proto === Object.prototype || proto === null;
}
// Objects of one shape list the same keys in the same order: their sorted order is found by the first
// key and confirmed key by key (property names are interned: identity compares), instead of sorting.
// Shapes sharing a first key (the "seq" of calls, handoffs and coordination events; calls with and
// without their optional fields) keep an entry each, so that alternating between them never re-sorts.
const orders = new Map();
let orderCount = 0;
const ORDER_LIMIT = 1_000;
const SHAPES_PER_FIRST_KEY = 16;
function keyOrder(own) {
    const first = own[0];
    if (first === undefined)
        return NO_KEYS;
    let shapes = orders.get(first);
    if (shapes)
        for (const hit of shapes)
            if (sameItems(hit.own, own))
                return hit;
    const sorted = [...own].sort();
    // Never "in order" with the keys the copy treats unlike a property: "__proto__" is not copied as one,
    // and a "toJSON" would be called by JSON.stringify.
    const inOrder = sameItems(sorted, own) && !own.includes('__proto__') && !own.includes('toJSON');
    const order = { own, sorted, inOrder };
    if (orderCount >= ORDER_LIMIT) {
        orders.clear();
        orderCount = 0;
        shapes = undefined;
    }
    if (!shapes || shapes.length >= SHAPES_PER_FIRST_KEY) {
        orderCount -= shapes?.length ?? 0;
        orders.set(first, (shapes = []));
    }
    shapes.push(order);
    orderCount++;
    return order;
}
const NO_KEYS = { own: [], sorted: [], inOrder: true };
/** Hex SHA-256 of a string (of its UTF-8 bytes), or of bytes already encoded. */
export function sha256(text) {
    // One-shot hashing where available (Node ≥ 20.12): same digest, no Hash object.
    return typeof crypto.hash === 'function' ? crypto.hash('sha256', text, 'hex') : crypto.createHash('sha256').update(text).digest('hex');
}
/** Stable hash of any JSON-like value (canonical JSON, then SHA-256). */
export function stableHash(value) {
    return sha256(canonicalJson(value));
}
