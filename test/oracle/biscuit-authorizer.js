/**
 * Biscuit as the oracle: a real token whose authority block encodes a policy and whose appended
 * blocks encode the handoff proposals made from it (biscuit-encoding.ts), asked whether it
 * authorizes a call. Appending a block to a Biscuit token can only add checks, so the token is the
 * reference for what attenuation may allow.
 *
 * The WASM module is an ES module importing `biscuit_bg.wasm` (its README asks for
 * --experimental-wasm-modules); Node 24 loads it without a flag (WebAssembly ES-module integration is
 * on by default and prints one ExperimentalWarning). vitest externalises node_modules, so Node itself
 * loads it and nothing is configured: no Node flag, no `server.deps.inline` (inlined it loads too,
 * tried with vitest 5.1 / vite 8, but gains nothing).
 */
import { AuthorizerBuilder, BiscuitBuilder, BlockBuilder, KeyPair, SignatureAlgorithm, prepareTerm } from '@biscuit-auth/biscuit-wasm';
import { callFacts, rulesBlock } from './biscuit-encoding.js';
// one root key for the oracle: signatures play no part in what a token authorizes (taken out once:
// each getPrivateKey() makes a new WASM object)
const rootKey = new KeyPair(SignatureAlgorithm.Ed25519).getPrivateKey();
// Biscuit's default run limit is 1 ms, which a loaded machine overruns: a limit hit is an error of
// the oracle (thrown), never read as "not authorized"
const LIMITS = { max_time_micro: 5_000_000, max_facts: 100_000, max_iterations: 10_000 };
const prepared = (d) => Object.fromEntries(Object.entries(d.params).map(([k, v]) => [k, prepareTerm(v)]));
/** A token: the policy's authority block with one appended block per proposal, in order. */
export function token(policy, proposals = []) {
    const b = new BiscuitBuilder();
    const authority = rulesBlock(policy);
    b.addCodeWithParameters(authority.code, prepared(authority), {});
    let t = b.build(rootKey);
    for (const x of proposals) {
        const bb = new BlockBuilder();
        const d = rulesBlock(x);
        try {
            bb.addCodeWithParameters(d.code, prepared(d), {});
            const next = t.appendBlock(bb);
            t.free();
            t = next;
        }
        finally {
            bb.free();
        }
    }
    return t;
}
/** Does the token authorize the call? Failed checks are "no"; any other error (a run limit, a bad encoding) is thrown. */
export function authorizes(t, call) {
    const a = new AuthorizerBuilder();
    const facts = callFacts(call);
    a.addCodeWithParameters(`${facts.code}\nallow if true;`, prepared(facts), {});
    const az = a.buildAuthenticated(t);
    try {
        az.authorizeWithLimits(LIMITS);
        return true;
    }
    catch (e) {
        if (isFailedLogic(e))
            return false;
        throw new Error(`biscuit oracle: authorization errored for ${JSON.stringify(call)}: ${JSON.stringify(e)}`);
    }
    finally {
        az.free();
    }
}
function isFailedLogic(e) {
    return typeof e === 'object' && e !== null && 'FailedLogic' in e;
}
/** The token for a policy and proposals, with each call's answer (the token freed after). */
export function biscuitVerdicts(policy, proposals, calls) {
    const t = token(policy, proposals);
    try {
        return calls.map((c) => authorizes(t, c));
    }
    finally {
        t.free();
    }
}
