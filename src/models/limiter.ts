/** A counting semaphore: at most `limit` holders at once, served in arrival order. */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {
    if (!(limit >= 1)) throw new Error(`concurrency limit must be at least 1, got ${limit}`);
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await fn();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }

  get inFlight(): number {
    return this.active;
  }
}

const perEndpoint = new Map<string, Semaphore>();

/** One shared limiter per endpoint (base URL), so every model using it shares the provider's budget. */
export function endpointLimiter(baseURL: string, limit: number): Semaphore {
  const key = `${baseURL}\u0000${limit}`;
  let s = perEndpoint.get(key);
  if (!s) {
    s = new Semaphore(limit);
    perEndpoint.set(key, s);
  }
  return s;
}
