import { canonicalJson, sha256, stableHash } from '../util/canonical.js';
/** The stable hash of a trajectory (canonical JSON, SHA-256). */
export function trajectoryHash(t) {
    return stableHash(t);
}
/**
 * The trajectory's record of a mediated call, its keys in sorted order (canonical JSON then keeps it
 * as it is); `result` only for an executed call, `error` only when the outcome has one.
 */
export function callRecord(call, authority, outcome) {
    const { agent, args, hop, path, seq, tool } = call;
    const { confirmation, error, status, verdict } = outcome;
    if (status === 'executed') {
        const result = outcome.result ?? null;
        return error === undefined
            ? { agent, args, authority, confirmation, hop, path, result, seq, status, tool, verdict }
            : { agent, args, authority, confirmation, error, hop, path, result, seq, status, tool, verdict };
    }
    return error === undefined
        ? { agent, args, authority, confirmation, hop, path, seq, status, tool, verdict }
        : { agent, args, authority, confirmation, error, hop, path, seq, status, tool, verdict };
}
// A trajectory's JSON holds characters beyond Latin-1 ('—', '→'), so V8 keeps it as a two-byte
// string, and Buffer.from(json, 'utf8') measures its UTF-8 length in a pass of its own before
// encoding. Encoding into a reused scratch array (large enough for any string: at most 3 bytes per
// UTF-16 unit) and copying out the bytes written takes half the time; the bytes are the same
// (lone surrogates become U+FFFD either way).
const encoder = new TextEncoder();
// One per thread, as large as the longest trajectory has needed.
let scratch = new Uint8Array(1 << 16);
/** A string's UTF-8 bytes, in an array of their own. */
function utf8Bytes(text) {
    if (scratch.length < text.length * 3)
        scratch = new Uint8Array(text.length * 3);
    const { written } = encoder.encodeInto(text, scratch);
    return scratch.slice(0, written);
}
/** The trajectory of a finished run, its canonical JSON and that JSON's bytes and hash. */
export function buildTrajectory(state, header, sortedIds) {
    const end = state.end;
    // The trajectory and its records are built with their keys in sorted (code-unit) order, the order
    // canonical JSON writes them in: it then serialises them as they are instead of copying each one.
    const tokens = {};
    for (const id of sortedIds) {
        const rt = state.agents.get(id);
        tokens[id] = { defense: rt.defense, work: rt.work };
    }
    const { modelCalls } = header;
    const trajectory = {
        agents: header.agents,
        architecture: header.architecture,
        calls: state.calls,
        confirm: header.confirm,
        coordination: state.coordination,
        defense: header.defense,
        endDetail: end?.detail ?? null,
        endReason: end?.reason ?? 'error',
        finalAnswer: state.finalAnswer,
        handoffs: state.handoffs,
        ...(modelCalls ? { modelCalls } : {}),
        protocol: header.protocol,
        rootPolicy: header.rootPolicy,
        seed: header.seed,
        taskId: header.taskId,
        tokens,
    };
    // Only when there were any: a run whose defense worked keeps the trajectory (and hash) it had. Set
    // after the literal (canonical JSON puts the key in its place), so the common case builds as before.
    if (state.degradations.length > 0)
        trajectory.degradations = state.degradations.sort((a, b) => (a.seq ?? -1) - (b.seq ?? -1));
    // Canonical JSON once: it is both what the hash is taken over and what a store keeps; encoded
    // once too, as both the hash and the stored (compressed) form read its UTF-8 bytes.
    const json = canonicalJson(trajectory);
    const bytes = utf8Bytes(json);
    return { trajectory, json, bytes, hash: sha256(bytes) };
}
