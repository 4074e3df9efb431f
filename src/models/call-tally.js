/**
 * The model-boundary counts of one run: every response that went through the normaliser (live, or
 * replayed from a cassette that kept its flags). Simulated and scripted models leave it empty, so
 * their trajectories carry no modelCalls at all.
 */
export class ModelCallTally {
    calls = 0;
    estimated = 0;
    finish = {};
    flags = {};
    observe(res) {
        if (!res.flags)
            return;
        this.calls++;
        if (res.usage.estimated)
            this.estimated++;
        this.finish[res.finishReason] = (this.finish[res.finishReason] ?? 0) + 1;
        for (const [k, n] of Object.entries(res.flags))
            if (n)
                this.flags[k] = (this.flags[k] ?? 0) + n;
    }
    summary() {
        if (this.calls === 0)
            return null;
        const sorted = (r) => Object.fromEntries(Object.entries(r).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
        return { calls: this.calls, estimatedUsage: this.estimated, finishReasons: sorted(this.finish), flags: sorted(this.flags) };
    }
}
/** A run's view of a (shared) model: answers pass through unchanged and are counted in the run's tally. */
export class TallyingModel {
    inner;
    tally;
    id;
    settingsFor;
    constructor(inner, tally) {
        this.inner = inner;
        this.tally = tally;
        this.id = inner.id;
        if (inner.settingsFor)
            this.settingsFor = (r) => inner.settingsFor(r);
    }
    async complete(request, ctx) {
        const res = await this.inner.complete(request, ctx);
        this.tally.observe(res);
        return res;
    }
}
