export const zeroTokens = () => ({ completion: 0, prompt: 0 });
/** Add a model's usage to a token count; a count that is not a number is refused (it would be stored as null). */
export function addUsage(t, u) {
    if (!Number.isInteger(u.prompt_tokens) || !Number.isInteger(u.completion_tokens) || u.prompt_tokens < 0 || u.completion_tokens < 0) {
        throw new Error(`a model returned unusable token counts (prompt ${String(u.prompt_tokens)}, completion ${String(u.completion_tokens)})`);
    }
    t.prompt += u.prompt_tokens;
    t.completion += u.completion_tokens;
}
export const errText = (e) => (e instanceof Error ? e.message : String(e));
/**
 * What one run has recorded so far: the sequence counter every event takes its number from, the
 * trajectory's records, the agents, how the run ended and why it failed. Every other noun of the run
 * (scheduler, mediation, delivery, authorizer bridge) writes here; the trajectory builder reads it.
 */
export class RunState {
    runId;
    seq = 0;
    calls = [];
    handoffs = [];
    coordination = [];
    /** Authorizer answers that could not be used, with what replaced them (the service says so). */
    degradations = [];
    handoffCount = 0;
    finalAnswer = null;
    end = null;
    failure = null;
    failureCause = undefined;
    agents = new Map();
    /** The agents in graph order (the order a round applies their answers in). */
    order = [];
    /** Everything to stop when the run ends. */
    toStop = [];
    constructor(runId) {
        this.runId = runId;
    }
    nextSeq() {
        return this.seq++;
    }
    /** End the run (the first reason given stands). */
    endWith(reason, detail) {
        if (!this.end)
            this.end = { reason, detail };
    }
    /** Note why the run failed (the first failure stands). */
    fail(detail, cause) {
        if (this.failure === null) {
            this.failure = detail;
            this.failureCause = cause;
        }
    }
    degraded(what, seq, u) {
        if (u)
            this.degradations.push({ reason: u.reason, replacement: u.replacement, seq, what });
    }
    agent(id) {
        return this.agents.get(id);
    }
    stopAll() {
        for (const a of this.toStop)
            a.stop();
    }
}
