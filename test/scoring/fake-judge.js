/**
 * A judge model that answers from recorded responses, chosen by the run id and judge name of the
 * call context. It records every request it receives so tests can inspect what a judge saw.
 */
export class RecordedJudge {
    answers;
    id = 'recorded-judge';
    requests = [];
    constructor(answers) {
        this.answers = answers;
    }
    async complete(request, ctx) {
        this.requests.push({ request, ctx });
        const a = this.answers[`${ctx.runId}|${ctx.agent}`] ?? this.answers[ctx.agent];
        if (a === undefined)
            throw new Error(`no recorded answer for ${ctx.runId}|${ctx.agent}`);
        if (a instanceof Error)
            throw a;
        return { message: { role: 'assistant', content: a }, usage: { prompt_tokens: 10, completion_tokens: 5 }, finishReason: 'stop' };
    }
}
