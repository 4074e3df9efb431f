import { cassetteLine, canonicalRequest, requestHash, CassetteWriter } from './cassette.js';
/**
 * Counts identical requests per (run, agent, turn): the occurrence index of a cassette line. It is
 * never a global arrival counter, so concurrent agents cannot change each other's indexes.
 */
export class OccurrenceCounter {
    keepRuns;
    runs = new Map();
    /** Keeps the counts of the most recent runs only; runs in flight at once are far fewer. */
    constructor(keepRuns = 4096) {
        this.keepRuns = keepRuns;
    }
    next(ctx, hash) {
        let run = this.runs.get(ctx.runId);
        if (!run) {
            run = new Map();
            this.runs.set(ctx.runId, run);
            if (this.runs.size > this.keepRuns)
                this.runs.delete(this.runs.keys().next().value);
        }
        const k = `${ctx.agent}\u0000${ctx.turn}\u0000${hash}`;
        const n = run.get(k) ?? 0;
        run.set(k, n + 1);
        return n;
    }
}
/** Wraps any model and appends every exchange to a cassette. Failed calls are not recorded. */
export class RecordingModel {
    inner;
    writer;
    now;
    config;
    id;
    settingsFor;
    counter = new OccurrenceCounter();
    constructor(inner, writer, now = () => performance.now(), 
    /** The model configuration recording (its --model label), kept on every line. */
    config) {
        this.inner = inner;
        this.writer = writer;
        this.now = now;
        this.config = config;
        this.id = inner.id;
        if (inner.settingsFor)
            this.settingsFor = (request) => inner.settingsFor(request);
    }
    async complete(request, ctx) {
        const settings = this.inner.settingsFor?.(request);
        const occurrence = this.counter.next(ctx, requestHash(canonicalRequest(request, settings)));
        const t0 = this.now();
        const response = await this.inner.complete(request, ctx);
        const endpoint = this.inner.baseURL;
        this.writer.append(cassetteLine({ run: ctx.runId, agent: ctx.agent, turn: ctx.turn, occurrence, request, response, latencyMs: this.now() - t0, settings, ...(typeof endpoint === 'string' ? { endpoint } : {}), ...(this.config !== undefined ? { config: this.config } : {}) }));
        return response;
    }
}
