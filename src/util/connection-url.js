/**
 * Database connection URLs in messages (a model endpoint's URL is redacted by models/endpoints.ts,
 * which hides every query value; a PostgreSQL URL keeps its host, port, database and socket folder
 * (`?host=/run/postgresql`) in view, which is what a user needs to tell stores apart).
 * A PostgreSQL URL may carry a password (postgres://user:secret@host/db, or ?password=secret): it
 * must never reach a report, a log line, an error or a cassette. Every message naming a store goes
 * through `redactConnectionUrl`, and every error text from a connection through `scrubSecret`.
 */
const HIDDEN = '***';
/** Is this argument a PostgreSQL connection URL rather than a results folder? */
export function isPostgresUrl(s) {
    return /^postgres(?:ql)?:\/\//i.test(s);
}
/** The secrets a URL carries: its password, in the forms it may be printed (raw and decoded). */
export function connectionSecrets(url) {
    const found = new Set();
    try {
        const u = new URL(url);
        for (const p of [u.password, u.searchParams.get('password') ?? '', u.searchParams.get('sslpassword') ?? '']) {
            if (!p)
                continue;
            found.add(p);
            try {
                found.add(decodeURIComponent(p));
            }
            catch {
                // Not percent-encoded: the raw form is enough.
            }
        }
    }
    catch {
        // Not a URL: the user:password@ part, if any, is cut out by hand below.
        const m = /^[a-z]+:\/\/[^:/@]*:([^@]*)@/i.exec(url);
        if (m?.[1])
            found.add(m[1]);
    }
    return [...found].filter((s) => s.length > 0);
}
/** The URL with its password (and any password parameter) replaced by ***. */
export function redactConnectionUrl(url) {
    let out = url;
    try {
        const u = new URL(url);
        if (u.password)
            u.password = HIDDEN;
        for (const k of ['password', 'sslpassword'])
            if (u.searchParams.has(k))
                u.searchParams.set(k, HIDDEN);
        out = u.toString();
    }
    catch {
        out = url.replace(/^([a-z]+:\/\/[^:/@]*:)[^@]*@/i, `$1${HIDDEN}@`);
    }
    return out;
}
/** A text with every secret of `url` replaced by *** (an error message from the driver, a log line). */
export function scrubSecret(text, url) {
    let out = text;
    // Longest first: a decoded form containing the raw one is cut whole.
    for (const s of connectionSecrets(url).sort((a, b) => b.length - a.length))
        out = out.split(s).join(HIDDEN);
    return out;
}
/** A results argument as it may be printed: a folder as it is, a PostgreSQL URL without its secrets. */
export function printableStore(results) {
    return isPostgresUrl(results) ? redactConnectionUrl(results) : results;
}
