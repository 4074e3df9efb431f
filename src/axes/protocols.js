import { handoffVariant, handoffVariantNames } from '../../topologies/handoff.js';
import { isProtocolFile, protocolModuleHash, protocolSpecIdentity } from '../runtime/protocol-module.js';
import { registryOrder, splitAxisList } from './axis-list.js';
/**
 * The handoff-protocol axis. A value is an opaque spec string: today one name known to
 * handoffVariant() (topologies/handoff.ts), or several joined by "+" (applied in that order on every
 * edge). The default protocol stays out of the run identity, so every run id made before this axis
 * existed is still the same run's.
 */
export const DEFAULT_PROTOCOL = 'verbatim';
/** Names known now (read when asked: a module may register more before the grid is built). */
export function protocolNames() {
    return handoffVariantNames();
}
export const PROTOCOL_HELP = () => `handoff protocols (a grid axis): ${protocolNames().join(',')} or all; "a+b" applies a, then b`;
/** The runtime's protocol argument (RunOptions.protocol): the variants a spec applies, in order. */
export function protocolStages(spec) {
    return spec.split('+').map((s) => s.trim()).filter(Boolean);
}
/** Why a spec is not a protocol, or null. */
export function protocolProblem(spec) {
    const stages = protocolStages(spec);
    if (stages.length === 0)
        return 'an empty protocol';
    for (const s of stages) {
        // A module file (./my-protocol.mjs) is loaded in every thread that runs it; here it must be readable.
        if (isProtocolFile(s)) {
            try {
                protocolModuleHash(s);
            }
            catch (e) {
                return e instanceof Error ? e.message : String(e);
            }
            continue;
        }
        try {
            handoffVariant(s);
        }
        catch {
            return `"${s}" is not a known handoff protocol (known: ${protocolNames().join(', ')})`;
        }
    }
    return null;
}
/** `--protocol`: a list of protocol specs. */
export function parseProtocols(text) {
    return splitAxisList('protocol', text, protocolNames(), protocolProblem);
}
/**
 * What a protocol spec puts in the run identity: nothing for the default (run ids from before the
 * axis stay), else the spec. The one place a protocol's identity is made: a protocol loaded from a
 * file adds its content hash here.
 */
export function protocolIdentity(spec) {
    if (spec === undefined || spec === DEFAULT_PROTOCOL)
        return undefined;
    // A module file is named with its content hash: an edited file never resumes into the old one's runs.
    return protocolStages(spec).map(protocolSpecIdentity).join('+');
}
/** The report's order: the default first, then as registered; unknown specs after, sorted. */
export function orderProtocols(values) {
    return registryOrder([DEFAULT_PROTOCOL, ...protocolNames()], values);
}
