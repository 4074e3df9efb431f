import { cassetteLine, canonicalRequest, requestHash, CassetteWriter } from './cassette.js';
import type { CallContext, ChatModel, ChatRequest, ChatResponse, RequestSettings } from './types.js';

/**
 * Counts identical requests per (run, agent, turn): the occurrence index of a cassette line. It is
 * never a global arrival counter, so concurrent agents cannot change each other's indexes.
 */
export class OccurrenceCounter {
  private readonly runs = new Map<string, Map<string, number>>();

  /** Keeps the counts of the most recent runs only; runs in flight at once are far fewer. */
  constructor(private readonly keepRuns = 4096) {}

  next(ctx: Pick<CallContext, 'runId' | 'agent' | 'turn' | 'scope'>, hash: string): number {
    // A fork's prefix calls carry the original's run id and are counted per fork (its scope).
    const key = ctx.scope === undefined ? ctx.runId : `${ctx.runId}\u0000${ctx.scope}`;
    let run = this.runs.get(key);
    if (!run) {
      run = new Map();
      this.runs.set(key, run);
      if (this.runs.size > this.keepRuns) this.runs.delete(this.runs.keys().next().value as string);
    }
    const k = `${ctx.agent}\u0000${ctx.turn}\u0000${hash}`;
    const n = run.get(k) ?? 0;
    run.set(k, n + 1);
    return n;
  }
}

/** Wraps any model and appends every exchange to a cassette. Failed calls are not recorded. */
export class RecordingModel implements ChatModel {
  readonly id: string;
  readonly settingsFor?: (request: ChatRequest) => RequestSettings;
  private readonly counter = new OccurrenceCounter();

  constructor(
    private readonly inner: ChatModel,
    private readonly writer: CassetteWriter,
    private readonly now: () => number = () => performance.now(),
    /** The model configuration recording (its --model label), kept on every line. */
    private readonly config?: string,
  ) {
    this.id = inner.id;
    if (inner.settingsFor) this.settingsFor = (request) => inner.settingsFor!(request);
  }

  async complete(request: ChatRequest, ctx: CallContext): Promise<ChatResponse> {
    const settings = this.inner.settingsFor?.(request);
    const occurrence = this.counter.next(ctx, requestHash(canonicalRequest(request, settings)));
    const t0 = this.now();
    const response = await this.inner.complete(request, ctx);
    const endpoint = (this.inner as { baseURL?: unknown }).baseURL;
    this.writer.append(cassetteLine({ run: ctx.runId, agent: ctx.agent, turn: ctx.turn, occurrence, request, response, latencyMs: this.now() - t0, settings, ...(typeof endpoint === 'string' ? { endpoint } : {}), ...(this.config !== undefined ? { config: this.config } : {}) }));
    return response;
  }

}
