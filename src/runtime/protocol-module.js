import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { catchError, throwError } from 'rxjs';
import { registerHandoffVariant } from '../../topologies/handoff.js';
import { sha256 } from '../util/canonical.js';
import { usageError } from '../util/user-error.js';
/**
 * The export a protocol module provides: its default export, a HandoffVariant —
 * `(ctx) => operator`, the operator an RxJS MonoTypeOperatorFunction over handoff envelopes that
 * emits exactly one envelope per envelope it receives, in order. (One fixed name: a grid axis value
 * is the file alone, so no "file#export" syntax is needed.)
 */
export const PROTOCOL_EXPORT = 'default';
/** Is a protocol spec a module file (a path) rather than a registered name? */
export function isProtocolFile(spec) {
    return /^(\.{1,2}[\\/]|[\\/]|[A-Za-z]:[\\/])/.test(spec) || /\.(mjs|js|cjs)$/.test(spec);
}
/** The content hash of a protocol module file (SHA-256 of its bytes, hex). */
export function protocolModuleHash(spec) {
    const file = resolve(spec);
    let bytes;
    try {
        bytes = readFileSync(file);
    }
    catch (e) {
        throw usageError(`protocol module ${spec}: cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
    }
    return sha256(bytes);
}
/**
 * What a protocol spec contributes to a run's identity: a shipped or registered name stands for
 * itself; a module file for its name and its content hash, so a changed file never resumes into the
 * results of the old one (the path alone is not the protocol).
 */
export function protocolSpecIdentity(spec) {
    return isProtocolFile(spec) ? `${spec}#sha256:${protocolModuleHash(spec)}` : spec;
}
const loaded = new Map();
const errText = (e) => (e instanceof Error ? e.message : String(e));
/**
 * Wrap a user's variant so whatever it throws names the module: at construction (once per run,
 * before anything runs: the run fails) and inside its operator (the handoff fails, and with it the run).
 */
function named(spec, variant) {
    const where = `protocol module ${spec} (export ${PROTOCOL_EXPORT})`;
    return (ctx) => {
        let op;
        try {
            op = variant(ctx);
        }
        catch (e) {
            throw new Error(`${where} threw when constructed: ${errText(e)}`, { cause: e });
        }
        if (typeof op !== 'function')
            throw new Error(`${where} returned ${op === null ? 'null' : typeof op}, not an RxJS operator (source) => observable`);
        return (source) => op(source).pipe(catchError((e) => throwError(() => new Error(`${where} failed on a handoff: ${errText(e)}`, { cause: e }))));
    };
}
/**
 * Import a protocol module, check its export, construct it once on a neutral context (so a module
 * that cannot be used fails here, naming file and export, not in the middle of a grid) and register
 * it under its spec. Idempotent per (spec, content): every worker thread of a grid calls it.
 */
export async function loadProtocolModule(spec, from) {
    // `from`: another copy of the module to import under the spec's name (a results folder's own copy,
    // when the file at the spec's path is gone or has changed since the runs were made).
    const file = from ?? resolve(spec);
    const hash = from === undefined ? protocolModuleHash(spec) : protocolModuleHash(from);
    const hit = loaded.get(spec);
    if (hit && hit.hash === hash)
        return hit;
    let mod;
    try {
        // The hash in the URL: a changed file is imported afresh, not served from the module cache.
        mod = (await import(`${pathToFileURL(file).href}?sha256=${hash}`));
    }
    catch (e) {
        throw usageError(`protocol module ${spec}: cannot load ${file}: ${errText(e)}`);
    }
    const variant = mod[PROTOCOL_EXPORT];
    if (typeof variant !== 'function') {
        const has = Object.keys(mod).join(', ') || 'none';
        throw usageError(`protocol module ${spec}: no ${PROTOCOL_EXPORT} export that is a function (ctx) => operator (exports: ${has})`);
    }
    const wrapped = named(spec, variant);
    try {
        wrapped({ request: '', tools: [], transcriptOf: () => [], summarize: async () => ({ text: '', usage: { prompt_tokens: 0, completion_tokens: 0 } }) });
    }
    catch (e) {
        throw usageError(errText(e));
    }
    registerHandoffVariant(spec, wrapped);
    const out = { name: spec, file, hash, variant: wrapped };
    loaded.set(spec, out);
    return out;
}
/** Load every module file among protocol specs (names are left to the registry). */
export async function loadProtocolModules(specs, from = {}) {
    const out = [];
    for (const s of specs)
        if (isProtocolFile(s))
            out.push(await loadProtocolModule(s, from[s]));
    return out;
}
