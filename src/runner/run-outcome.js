import { CassetteWriteError } from '../models/cassette.js';
import { ModelCallError } from '../models/openai.js';
import { ReplayMissError } from '../models/replay.js';
/**
 * The one list of how a run can end, and which endings count.
 *
 * The model's own outcomes are *scored*: a run that finished, stalled (nobody had input left), ran
 * out of turns or hit the handoff limit is what the system under test did, and dropping it would
 * inflate Cmp. Everything else is an infrastructure failure: the run is stored failed with its
 * reason and the event where it failed, never scored or counted in a table, and retried on resume.
 */
export const SCORED_ENDS = ['finished', 'stalled', 'turn_limit', 'handoff_limit'];
/** Why a run failed (never a model outcome). */
export const FAILURE_REASONS = {
    /** The endpoint refused the credentials (HTTP 401/403): every further call would too, so the grid stops. */
    auth: 'credentials refused (HTTP 401/403)',
    /** A model call of an agent that still failed after its retries (timeouts, 5xx, 429, connection). */
    model_call: 'model call failed after retries',
    /** An authorizer call (compile, propose, resolve) that still failed after its retries. */
    authorizer_call: 'authorizer call failed after retries',
    /** A replayed run asked for an exchange its cassette does not hold. */
    replay_miss: 'replay miss',
    /** An exchange could not be recorded (disk full, torn line). */
    cassette_write: 'cassette write failed',
    /** Anything else thrown while the run ran: a bug or a bad input, not a model outcome. */
    runtime: 'runtime exception',
};
/** Is this end a scored model outcome? */
export function isScoredEnd(end) {
    return SCORED_ENDS.includes(end);
}
/** The errors of a cause chain, outermost first. */
function causes(e) {
    const out = [];
    for (let c = e, i = 0; c !== undefined && c !== null && i < 8; i++) {
        out.push(c);
        c = c instanceof Error ? c.cause : undefined;
    }
    return out;
}
/** Classify what made a run fail: its cause chain decides, the event says where. */
export function classifyFailure(cause, event, message) {
    const chain = causes(cause);
    const text = message ?? (cause instanceof Error ? cause.message : String(cause));
    const find = (k) => chain.find((c) => c instanceof k);
    const call = find(ModelCallError);
    // Model calls name their agent ("agent authorizer:compile"): the authorizer's are told apart by it.
    const authorizer = /authorizer/i.test(`${event ?? ''} ${text}`);
    let reason;
    if (call && (call.status === 401 || call.status === 403))
        reason = 'auth';
    else if (find(ReplayMissError))
        reason = 'replay_miss';
    else if (find(CassetteWriteError))
        reason = 'cassette_write';
    else if (call)
        reason = authorizer ? 'authorizer_call' : 'model_call';
    else
        reason = 'runtime';
    return { reason, event, message: text };
}
/** A failure as stored (the `error` column). */
export function failureText(f) {
    return JSON.stringify(f);
}
/** A stored `error` back as a failure; text of older stores reads as a runtime failure with that message. */
export function parseFailure(error) {
    if (error?.startsWith('{')) {
        try {
            const f = JSON.parse(error);
            if (typeof f.reason === 'string' && f.reason in FAILURE_REASONS)
                return { reason: f.reason, event: f.event ?? null, message: String(f.message ?? '') };
        }
        catch {
            // not ours: fall through
        }
    }
    return { reason: 'runtime', event: null, message: error ?? '' };
}
/** Does this failure make every further run of the grid pointless (stop at once)? */
export function stopsGrid(f) {
    return f.reason === 'auth';
}
/** "3 model call failed after retries, 1 replay miss": failures counted by reason. */
export function failuresByReason(failures) {
    const counts = new Map();
    for (const f of failures)
        counts.set(f.reason, (counts.get(f.reason) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([r, n]) => `${n} ${FAILURE_REASONS[r]}`).join(', ');
}
