export function createProgress(opts) {
    const stream = opts.stream ?? process.stderr;
    const now = opts.now ?? (() => performance.now());
    const tty = Boolean(stream.isTTY);
    const start = now();
    const interval = opts.intervalMs ?? (tty ? 100 : 5000);
    let last = -Infinity;
    const todo = opts.total - opts.skipped;
    const line = (done, failed) => {
        const secs = (now() - start) / 1000;
        const rate = secs > 0 ? done / secs : 0;
        const eta = rate > 0 ? (todo - done) / rate : NaN;
        const pct = todo > 0 ? (100 * done) / todo : 100;
        const etaText = Number.isFinite(eta) ? `${Math.ceil(eta)}s` : '?';
        const head = `${opts.label ?? 'runs'} ${done + opts.skipped}/${opts.total}`;
        const tail = `${rate.toFixed(1)}/s  ETA ${etaText}  failures ${failed}${opts.skipped ? `  (resumed: ${opts.skipped} already done)` : ''}`;
        if (!tty)
            return `${head} (${pct.toFixed(1)}%)  ${tail}`;
        const width = 24;
        const filled = Math.round((width * pct) / 100);
        return `${head} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${pct.toFixed(0)}%  ${tail}`;
    };
    return {
        tick(done, failed) {
            const t = now();
            if (t - last < interval)
                return;
            last = t;
            if (tty)
                stream.write(`\r${line(done, failed)}\x1b[K`);
            else
                stream.write(`${line(done, failed)}\n`);
        },
        finish(done, failed) {
            if (tty)
                stream.write(`\r${line(done, failed)}\x1b[K\n`);
            else
                stream.write(`${line(done, failed)}\n`);
        },
    };
}
