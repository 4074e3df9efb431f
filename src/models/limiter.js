/** A counting semaphore: at most `limit` holders at once, served in arrival order. */
export class Semaphore {
    limit;
    active = 0;
    waiting = [];
    constructor(limit) {
        this.limit = limit;
        if (!(limit >= 1))
            throw new Error(`concurrency limit must be at least 1, got ${limit}`);
    }
    async run(fn) {
        if (this.active >= this.limit)
            await new Promise((resolve) => this.waiting.push(resolve));
        this.active++;
        try {
            return await fn();
        }
        finally {
            this.active--;
            this.waiting.shift()?.();
        }
    }
    get inFlight() {
        return this.active;
    }
}
const perEndpoint = new Map();
/** One shared limiter per endpoint (base URL), so every model using it shares the provider's budget. */
export function endpointLimiter(baseURL, limit) {
    const key = `${baseURL}\u0000${limit}`;
    let s = perEndpoint.get(key);
    if (!s) {
        s = new Semaphore(limit);
        perEndpoint.set(key, s);
    }
    return s;
}
