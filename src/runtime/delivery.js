import { map } from 'rxjs';
import { openEdge } from '../../topologies/handoff.js';
/** A stage broke the handoff contract: exactly one envelope out per envelope in, in order, same route. */
export class HandoffContractError extends Error {
    who;
    name = 'HandoffContractError';
    constructor(who, message) {
        super(message);
        this.who = who;
    }
}
const CONTRACT = 'a handoff operator must emit exactly one envelope per envelope it receives, in order, with its seq and route unchanged';
/**
 * The check after a stage: every envelope that leaves must be the oldest one still inside it (not a
 * second copy, not a later one first), on the same route; a protocol must leave the policy and the
 * defense's tokens as they were. What passes enters the next stage.
 */
function check(track, edge) {
    const { stage, waiting } = track;
    return (e) => {
        const first = waiting[0];
        if (!first || first.seq !== e.seq) {
            const idx = waiting.findIndex((w) => w.seq === e.seq);
            if (idx > 0)
                throw new HandoffContractError(stage.who, `${stage.who} reordered envelopes on edge ${edge}: #${e.seq} came out before #${first.seq} (${CONTRACT})`);
            if (e.seq <= track.lastOut)
                throw new HandoffContractError(stage.who, `${stage.who} duplicated envelope #${e.seq} on edge ${edge} (${CONTRACT})`);
            throw new HandoffContractError(stage.who, `${stage.who} emitted envelope #${e.seq} on edge ${edge}, which never entered it (${CONTRACT})`);
        }
        if (e.from !== first.from || e.to !== first.to || e.kind !== first.kind || e.hop !== first.hop) {
            throw new HandoffContractError(stage.who, `${stage.who} rerouted envelope #${e.seq} on edge ${edge} (${first.kind} ${first.from} -> ${first.to}, hop ${first.hop}; got ${e.kind} ${e.from} -> ${e.to}, hop ${e.hop})`);
        }
        if (stage.kind === 'protocol' && (e.policy !== first.policy || e.parentPolicy !== first.parentPolicy || e.defenseUsage !== first.defenseUsage)) {
            throw new HandoffContractError(stage.who, `${stage.who} changed the policy or defense tokens of envelope #${e.seq} on edge ${edge} (only a defense may)`);
        }
        waiting.shift();
        track.lastOut = e.seq;
        track.next?.waiting.push(e);
        return e;
    };
}
/**
 * Delivery of a run's handoffs: one RxJS stream per edge, opened when its first handoff goes, through
 * the run's stages in order (the protocol's variants, then the defenses' onHandoff operators), each
 * held to the handoff contract. A stage that duplicates, reorders or reroutes an envelope fails the
 * run at once; one that drops an envelope (or holds it back) is found when the run has nothing left
 * in flight that could release it — the tracked work of the run's services (`inFlight`) — and fails
 * the run too: a broken protocol never leaves a run waiting forever.
 *
 * A stage's asynchronous work must therefore go through the run's services (the authorizer's
 * proposals): work of its own (a timer, a client of its own) is not seen and counts as a drop.
 */
export class Delivery {
    specs;
    stages;
    opts;
    edges = new Map();
    subscriptions = [];
    closed = false;
    watches = new Map();
    pending = new Map();
    sink = {
        next: (e) => {
            const d = this.pending.get(e.seq);
            this.pending.delete(e.seq);
            d?.res(e);
        },
        error: (err) => {
            if (err instanceof HandoffContractError)
                this.opts.onViolation(err);
            for (const d of this.pending.values())
                d.rej(err);
            this.pending.clear();
        },
    };
    constructor(specs, stages, opts) {
        this.specs = specs;
        this.stages = stages;
        this.opts = opts;
    }
    /** The edge with this key (edgeKey), opened on first use; undefined when the graph has no such edge. */
    edge(key) {
        const opened = this.edges.get(key);
        if (opened)
            return opened.stream;
        const spec = this.specs.get(key);
        if (!spec)
            return undefined;
        const tracks = [];
        // The stages piped in order, each followed by its check. A stage whose operator returns its input
        // stream itself (verbatim) cannot break the contract and is left out, so an edge of a run with no
        // rewriting stage costs what a bare stream does.
        const piped = (input) => {
            let out = input;
            for (const stage of this.stages) {
                const next = stage.operator(out);
                if (next === out)
                    continue;
                const track = { stage, waiting: [], lastOut: -1, next: undefined };
                const previous = tracks.at(-1);
                if (previous)
                    previous.next = track;
                tracks.push(track);
                out = next.pipe(map(check(track, key)));
            }
            return out;
        };
        const stream = openEdge(spec, [piped]);
        this.edges.set(key, { stream, tracks });
        this.subscriptions.push(stream.output.subscribe(this.sink));
        return stream;
    }
    /** Send an envelope along its edge; the envelope as it arrives. */
    deliver(key, env) {
        const opened = this.edges.get(key);
        if (!opened)
            return Promise.reject(new Error(`edge ${key} is not open`));
        let done = false;
        const arrived = new Promise((res, rej) => {
            this.pending.set(env.seq, {
                res: (e) => {
                    done = true;
                    this.unwatch(env.seq);
                    res(e);
                },
                rej: (e) => {
                    done = true;
                    this.unwatch(env.seq);
                    rej(e);
                },
            });
        });
        opened.tracks[0]?.waiting.push(env);
        opened.stream.input.next(env);
        // Delivered (or failed) synchronously, as verbatim stages do: nothing to watch.
        if (!done)
            this.watch(key, opened, env.seq, () => done);
        return arrived;
    }
    /**
     * Watch an envelope that did not arrive at once: once the run's service calls in flight have
     * settled and a macrotask has passed (every microtask their answers started has run), it has
     * arrived, or the stage holding it dropped it. Callbacks, not an async loop: this runs for every
     * handoff through an asynchronous stage (each Chain delegation).
     */
    watch(key, opened, seq, done) {
        const check = () => {
            // A closed delivery (the run is over) watches nothing: an envelope still out when the run ended
            // would otherwise be re-checked for ever, keeping the whole run alive.
            if (done() || this.closed)
                return;
            if (this.opts.inFlight().size > 0)
                return this.watch(key, opened, seq, done);
            const holder = opened.tracks.find((t) => t.waiting.some((w) => w.seq === seq));
            const who = holder?.stage.who ?? 'delivery';
            const err = new HandoffContractError(who, `${who} dropped envelope #${seq} on edge ${key}: it never came out, and nothing the run is waiting for could release it (${CONTRACT}; one that holds an envelope back for a later one reorders them)`);
            this.opts.onViolation(err);
            const d = this.pending.get(seq);
            this.pending.delete(seq);
            d?.rej(err);
        };
        const work = this.opts.inFlight();
        if (work.size === 0)
            this.watches.set(seq, setImmediate(check));
        else
            void Promise.allSettled(work).then(() => {
                if (!done() && !this.closed)
                    this.watches.set(seq, setImmediate(check));
            });
    }
    /**
     * An envelope arrived: its pending check is cancelled. A run's handoffs can all complete within one
     * macrotask (simulated models answer in microtasks, and a grid's worker runs a batch back to back),
     * and a queued check would hold its whole run in memory until the event loop reached it.
     */
    unwatch(seq) {
        const handle = this.watches.get(seq);
        if (handle === undefined)
            return;
        clearImmediate(handle);
        this.watches.delete(seq);
    }
    /** Close every edge (the run is over). */
    close() {
        this.closed = true;
        for (const handle of this.watches.values())
            clearImmediate(handle);
        this.watches.clear();
        for (const s of this.subscriptions)
            s.unsubscribe();
        for (const e of this.edges.values())
            e.stream.input.complete();
    }
}
