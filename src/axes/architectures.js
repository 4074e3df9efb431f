import { basename, normalize } from 'node:path';
import { NAMED_ARCHITECTURES } from '../../topologies/named.js';
import { stableHash } from '../util/canonical.js';
import { registryOrder, splitAxisList } from './axis-list.js';
/**
 * The architecture axis: the paper's named architectures (topologies/named.ts builds them) and graph
 * JSON files (topologies/graph.ts), in one list. A graph file is named by its path in the run
 * identity and by its content hash in the identity's extras (`graph`), so an edited file never
 * resumes into runs of the old graph; named architectures add nothing, so their run ids stay.
 */
export const NAMED = NAMED_ARCHITECTURES;
export const DEFAULT_ARCHITECTURES = NAMED;
export const isGraphFile = (spec) => spec.endsWith('.json');
export const ARCHITECTURE_HELP = `architectures: ${NAMED.join(',')}, graph JSON files, or all`;
/** `--arch`: named architectures (or all) and graph JSON files, in the order given, each once (paths normalised). */
export function parseArchitectures(text) {
    const items = splitAxisList('architecture', text, NAMED, (v) => (NAMED.includes(v) || isGraphFile(v) ? null : `expected one of: ${NAMED.join(', ')}, a graph JSON file, or all`));
    return [...new Set(items.map((a) => (isGraphFile(a) ? normalize(a) : a)))];
}
/** The identity extras an architecture adds: a graph file's content hash (of its parsed JSON, so whitespace does not count). */
export function architectureExtra(spec, graph) {
    if (!isGraphFile(spec))
        return {};
    if (!graph)
        throw new Error(`architecture ${spec}: a graph file's identity needs its parsed graph`);
    return { graph: stableHash(graph).slice(0, 16) };
}
/**
 * Report labels of architecture specs: a named one is its name; a graph file is its file name
 * without ".json" (fixtures/examples/graph-two-teams.json → graph-two-teams), or its whole path
 * when two files of one report share a file name.
 */
export function architectureLabels(specs) {
    const all = [...new Set(specs)];
    const short = (s) => basename(s, '.json');
    const count = new Map();
    for (const s of all)
        if (isGraphFile(s))
            count.set(short(s), (count.get(short(s)) ?? 0) + 1);
    return new Map(all.map((s) => [s, !isGraphFile(s) ? s : (count.get(short(s)) ?? 0) > 1 || NAMED.includes(short(s)) ? s : short(s)]));
}
/** The report's order of architectures (labels or specs): the named ones as the paper lists them, then graph files by name. */
export function orderArchitectures(values) {
    return registryOrder(NAMED, values);
}
