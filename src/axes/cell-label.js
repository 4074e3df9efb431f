import { orderArchitectures } from './architectures.js';
import { DEFAULT_PROTOCOL, orderProtocols } from './protocols.js';
/**
 * The architecture cell of a report row: the architecture's label, and the handoff protocol when it
 * is not the default ("l1 · constraint-echo"), so a folder holding several protocols never pools
 * them in one row, and a verbatim-only folder's report reads as it always did.
 */
const SEP = ' · ';
export function cellLabel(architectureLabel, protocol) {
    return protocol === DEFAULT_PROTOCOL ? architectureLabel : `${architectureLabel}${SEP}${protocol}`;
}
/** Split a cell label back into architecture label and protocol. */
export function splitCellLabel(label) {
    const i = label.indexOf(SEP);
    return i < 0 ? { architecture: label, protocol: DEFAULT_PROTOCOL } : { architecture: label.slice(0, i), protocol: label.slice(i + SEP.length) };
}
/** Rows in the registry's order: by architecture (named ones first, as the paper lists them, then graph files by name), then protocol. */
export function orderCellLabels(labels) {
    const all = [...new Set(labels)];
    const parts = new Map(all.map((l) => [l, splitCellLabel(l)]));
    const archRank = new Map(orderArchitectures(all.map((l) => parts.get(l).architecture)).map((a, i) => [a, i]));
    const protoRank = new Map(orderProtocols(all.map((l) => parts.get(l).protocol)).map((p, i) => [p, i]));
    return all.sort((a, b) => {
        const pa = parts.get(a);
        const pb = parts.get(b);
        return archRank.get(pa.architecture) - archRank.get(pb.architecture) || protoRank.get(pa.protocol) - protoRank.get(pb.protocol);
    });
}
