import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { canonicalJson, sha256 } from '../util/canonical.js';
import { inputError } from '../util/user-error.js';
/**
 * A cassette: JSON lines, one exchange per line. Requests are stored canonically (tool-call ids
 * renumbered, no transport fields), so a recorded run and its replay compute the same keys.
 */
export const CassetteLineSchema = z
    .object({
    key: z.string(),
    requestHash: z.string().regex(/^[0-9a-f]{64}$/),
    occurrence: z.number().int().nonnegative(),
    run: z.string(),
    agent: z.string(),
    turn: z.number().int().nonnegative(),
    model: z.string(),
    /** The model configuration (its --model label) that recorded the exchange: what a replay answers as. */
    config: z.string().optional(),
    request: z.record(z.string(), z.unknown()),
    response: z
        .object({
        message: z.object({ role: z.literal('assistant'), content: z.string().nullable(), tool_calls: z.array(z.unknown()).optional() }).passthrough(),
        finishReason: z.string(),
        /** What the response normaliser repaired or noticed (normalise.ts). */
        flags: z.record(z.string(), z.number().int().nonnegative()).optional(),
    })
        .strict(),
    usage: z.object({ prompt_tokens: z.number().int().nonnegative(), completion_tokens: z.number().int().nonnegative(), estimated: z.literal(true).optional() }).strict(),
    latencyMs: z.number().nonnegative(),
    /** The endpoint's base URL, credentials redacted (provenance only: not part of the key). */
    endpoint: z.string().optional(),
    /**
     * The recording session (one per writer): a run retried on resume is recorded again in a new
     * session, and only its last session's exchanges count.
     */
    session: z.string().optional(),
    /** sha256 of the line's canonical JSON without this field: an edited or damaged line is named on load. */
    hash: z.string().regex(/^[0-9a-f]{64}$/).optional(),
})
    .strict();
/**
 * The canonical form of a request: tool-call ids (volatile: providers make them up) replaced by
 * their order of appearance; everything that is not model input left out. The model label is kept
 * beside it (line.model), not inside: a replay serves the same exchanges under its own label.
 */
export function canonicalRequest(request, settings) {
    const ids = new Map();
    const idOf = (id) => {
        let v = ids.get(id);
        if (v === undefined) {
            v = `call_${ids.size}`;
            ids.set(id, v);
        }
        return v;
    };
    const messages = request.messages.map((m) => {
        if (m.role === 'assistant') {
            return m.tool_calls && m.tool_calls.length > 0
                ? { role: 'assistant', content: m.content ?? null, tool_calls: m.tool_calls.map((c) => ({ id: idOf(c.id), type: 'function', function: { name: c.function.name, arguments: c.function.arguments } })) }
                : { role: 'assistant', content: m.content ?? null };
        }
        if (m.role === 'tool')
            return { role: 'tool', tool_call_id: idOf(m.tool_call_id), content: m.content };
        return { role: m.role, content: m.content };
    });
    // The settings a live model sends (model, endpoint family, every sampling parameter under the name
    // sent, tool format) are part of the key: a replay under other settings cannot match.
    const base = { messages, tools: request.tools ?? [], sampling: request.sampling ?? {}, responseFormat: request.responseFormat ?? null };
    return JSON.parse(canonicalJson(settings ? { ...base, settings } : base));
}
/** The canonical request without its settings: what two calls under different settings share. */
export function withoutSettings(canonical) {
    const { settings: _settings, ...rest } = canonical;
    return rest;
}
export function requestHash(canonical) {
    return sha256(canonicalJson(canonical));
}
/** The lookup key of an exchange: who asked, when, which request, and the how-many-th identical one. */
export function exchangeKey(run, agent, turn, hash, occurrence) {
    return `${run}|${agent}|${turn}|${hash.slice(0, 16)}|${occurrence}`;
}
/** Resolve a cassette argument: a .jsonl file, or a results folder holding cassette.jsonl. */
export function cassettePath(fileOrFolder) {
    if (existsSync(fileOrFolder) && statSync(fileOrFolder).isDirectory())
        return join(fileOrFolder, 'cassette.jsonl');
    return fileOrFolder;
}
/** The integrity hash of a line: its canonical JSON without the hash itself. */
export function lineHash(line) {
    const { hash: _hash, ...rest } = line;
    return sha256(canonicalJson(rest));
}
/**
 * Read and validate every line; a corrupt, truncated or edited line is an error naming file and line.
 * Each line's integrity hash (and its request hash) is recomputed: this detects damage and careless
 * edits, not forgery (anyone can recompute a hash). Of a run recorded in several sessions (a failed
 * run retried on resume) only its last session counts; two different answers to one exchange within
 * a session are an error naming both lines.
 */
export function readCassette(file) {
    const path = cassettePath(file);
    if (!existsSync(path))
        throw inputError(`cassette not found: ${path}`);
    const text = readFileSync(path, 'utf8');
    const lines = text.split('\n');
    const read = [];
    lines.forEach((line, i) => {
        if (line.trim() === '')
            return;
        const where = `${path}:${i + 1}`;
        let value;
        try {
            value = JSON.parse(line);
        }
        catch (e) {
            const truncated = i === lines.length - 1 && !text.endsWith('\n');
            throw inputError(`${where}: corrupt cassette line${truncated ? ' (truncated: the file does not end with a complete line)' : ''}: ${e instanceof Error ? e.message : String(e)}`);
        }
        const r = CassetteLineSchema.safeParse(value);
        if (!r.success) {
            throw inputError(`${where}: invalid cassette line: ${r.error.issues.map((x) => `${x.path.join('.') || '$'}: ${x.message}`).join('; ')}`);
        }
        const l = r.data;
        if (l.hash !== undefined && lineHash(l) !== l.hash) {
            throw inputError(`${where}: cassette line was edited or damaged: its content no longer matches its hash (run ${l.run}, agent ${l.agent}, turn ${l.turn}); restore the cassette from a copy, or re-record the run`);
        }
        if (requestHash(l.request) !== l.requestHash) {
            throw inputError(`${where}: cassette line was edited or damaged: its request no longer matches its requestHash (run ${l.run}, agent ${l.agent}, turn ${l.turn})`);
        }
        read.push({ line: l, at: i + 1 });
    });
    // A run's last recording session is the one its stored result came from (append-only file).
    const lastSession = new Map();
    for (const { line } of read)
        lastSession.set(line.run, line.session);
    const byKey = new Map();
    const out = [];
    for (const r of read) {
        if (r.line.session !== lastSession.get(r.line.run))
            continue;
        const key = exchangeKey(r.line.run, r.line.agent, r.line.turn, r.line.requestHash, r.line.occurrence);
        const other = byKey.get(key);
        if (other) {
            const answer = (l) => canonicalJson({ response: l.response, usage: l.usage });
            if (answer(other.line) === answer(r.line))
                continue;
            throw inputError(`${path}:${other.at} and ${path}:${r.at}: conflicting cassette lines: the same exchange (run ${r.line.run}, agent ${r.line.agent}, turn ${r.line.turn}, occurrence ${r.line.occurrence}) was recorded with different answers; remove the wrong one or re-record the run`);
        }
        byKey.set(key, r);
        out.push(r.line);
    }
    return out;
}
/** A cassette line that could not be written (disk full, closed descriptor …): the run it belongs to fails. */
export class CassetteWriteError extends Error {
    path;
    constructor(path, cause) {
        super(`could not write to cassette ${path}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
        this.path = path;
        this.name = 'CassetteWriteError';
    }
}
let sessions = 0;
/**
 * Append-only cassette writer: one line per exchange, handed to the operating system (an unbuffered
 * write on an O_APPEND descriptor) before the call returns, so a crash loses at most the call in flight.
 */
export class CassetteWriter {
    path;
    secrets;
    fd = null;
    constructor(path, secrets = []) {
        this.path = path;
        this.secrets = secrets;
    }
    /** This writer's recording session (see CassetteLine.session): when and by which process. */
    session = `${new Date().toISOString()}/${process.pid}/${(sessions++).toString(36)}`;
    append(line) {
        let text = JSON.stringify({ ...line, session: this.session, hash: undefined });
        // Belt and braces: a key that reached any recorded text is cut out before it touches disk.
        let redacted = false;
        for (const s of this.secrets) {
            if (s.length >= 8 && text.includes(s)) {
                text = text.split(s).join('[redacted]');
                redacted = true;
            }
        }
        // The line is hashed as written (after redaction), so reading it back verifies what is on disk.
        const written = JSON.parse(text);
        if (redacted) {
            written.requestHash = requestHash(written.request);
            written.key = exchangeKey(written.run, written.agent, written.turn, written.requestHash, written.occurrence);
        }
        text = JSON.stringify({ ...written, hash: lineHash(written) });
        try {
            if (this.fd === null) {
                mkdirSync(dirname(this.path), { recursive: true });
                this.fd = openSync(this.path, 'a');
            }
            // A short write (disk full) leaves a torn line: write the rest, or fail the run it belongs to.
            const bytes = Buffer.from(`${text}\n`, 'utf8');
            let off = 0;
            while (off < bytes.length) {
                const n = writeSync(this.fd, bytes, off, bytes.length - off);
                if (n <= 0)
                    throw new Error(`wrote ${off} of ${bytes.length} bytes`);
                off += n;
            }
        }
        catch (e) {
            throw new CassetteWriteError(this.path, e);
        }
    }
    close() {
        if (this.fd !== null)
            closeSync(this.fd);
        this.fd = null;
    }
}
/** Build a cassette line for one exchange. */
export function cassetteLine(args) {
    const canonical = canonicalRequest(args.request, args.settings);
    // Kept even when empty: a replay then counts the call as the recorded run did (call-tally.ts).
    const flags = args.response.flags;
    const hash = requestHash(canonical);
    return {
        key: exchangeKey(args.run, args.agent, args.turn, hash, args.occurrence),
        requestHash: hash,
        occurrence: args.occurrence,
        run: args.run,
        agent: args.agent,
        turn: args.turn,
        model: args.request.model,
        ...(args.config !== undefined ? { config: args.config } : {}),
        request: canonical,
        response: { message: args.response.message, finishReason: args.response.finishReason, ...(flags ? { flags } : {}) },
        usage: { prompt_tokens: args.response.usage.prompt_tokens, completion_tokens: args.response.usage.completion_tokens, ...(args.response.usage.estimated ? { estimated: true } : {}) },
        latencyMs: Math.max(0, Math.round(args.latencyMs)),
        ...(args.endpoint ? { endpoint: args.endpoint } : {}),
    };
}
