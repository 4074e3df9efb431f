import { map } from 'rxjs';
import { heldBy } from './principal.js';
import { withheldMessage } from './prompts.js';
/**
 * The handoff layer as a protocol variant of the runtime's edge streams: every envelope carries
 * its sender's context labels (provenance); when the guard refuses the delivery, the envelope is
 * rewritten to a withheld notice (one envelope out per envelope in, as edge operators must).
 * One guard per run: build the variant with that run's guard.
 */
export function guardedHandoff(guard) {
    return () => map((env) => {
        const d = guard.beforeHandoff(env.from, env.to, heldBy(guard.holdings, env.from));
        return d.kind === 'allow' ? env : { ...env, message: withheldMessage(env.from) };
    });
}
