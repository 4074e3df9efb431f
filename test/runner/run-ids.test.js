import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ARCHITECTURES, DEFAULT_DEFENSES, DEFAULT_PROTOCOL, NAMED } from '../../src/axes/index.js';
import { loadTaskSuite } from '../../src/io/load-suite.js';
import { expandGrid } from '../../src/runner/grid.js';
import { runIdOf } from '../../src/runner/identity.js';
import { fixturesPath } from '../../src/util/paths.js';
/**
 * Run ids are how a results folder resumes: the ids main computed before the axis registry
 * (test/fixtures/run-ids/before-axes.json) must come out the same now, and adding an axis (the
 * protocol) or a value of one must leave every existing run's id as it was (defaults stay out of the hash).
 */
const before = JSON.parse(readFileSync(new URL('../fixtures/run-ids/before-axes.json', import.meta.url), 'utf8'));
const sha = (ids) => createHash('sha256').update(ids.join('\n')).digest('hex');
describe('run ids', () => {
    const suite = loadTaskSuite(fixturesPath('suite'));
    const defaultGrid = (extra = {}) => ({
        suite: 'masdrift', taskIds: suite.tasks.map((t) => t.id), architectures: DEFAULT_ARCHITECTURES, defenses: DEFAULT_DEFENSES,
        models: ['sim:default'], confirms: ['auto-approve'], reps: 1, seed: '1', defendSingle: false, ...extra,
    });
    it("the default grid's 15,000 ids are today's (the registry's defaults, the same order)", () => {
        expect(suite.version).toBe(before.defaultGrid.suiteVersion);
        const ids = expandGrid(defaultGrid()).map(runIdOf);
        expect(ids.length).toBe(before.defaultGrid.count);
        expect(ids.slice(0, 20)).toEqual(before.defaultGrid.first);
        expect(sha(ids)).toBe(before.defaultGrid.sha256);
    });
    it('every confirmation, two model configurations, reps and Single defended: the same ids', () => {
        const ex = loadTaskSuite(fixturesPath('examples'));
        const g = before.examplesGrid;
        const ids = expandGrid({ suite: 'masdrift', taskIds: ex.tasks.map((t) => t.id), architectures: NAMED, defenses: DEFAULT_DEFENSES, models: g.models, confirms: g.confirms, reps: g.reps, seed: g.seed, defendSingle: g.defendSingle }).map(runIdOf);
        expect(ids).toEqual(g.runs);
    });
    it('adding protocols to the grid keeps the verbatim runs\' ids and gives each other protocol new ones', () => {
        const withProtocols = expandGrid(defaultGrid({ protocols: [DEFAULT_PROTOCOL, 'constraint-echo'] }));
        expect(withProtocols.length).toBe(2 * before.defaultGrid.count);
        const verbatim = withProtocols.filter((i) => i.protocol === undefined).map(runIdOf);
        expect(sha(verbatim)).toBe(before.defaultGrid.sha256);
        const echo = withProtocols.filter((i) => i.protocol === 'constraint-echo').map(runIdOf);
        expect(new Set([...verbatim, ...echo]).size).toBe(withProtocols.length);
        // Naming the default explicitly is the same run as leaving it out.
        const one = expandGrid(defaultGrid({ taskIds: [suite.tasks[0].id] }))[0];
        expect(runIdOf({ ...one, protocol: DEFAULT_PROTOCOL })).toBe(runIdOf(one));
    });
    it('adding a graph file to the architectures keeps every named run\'s id', () => {
        const graph = JSON.parse(readFileSync(fixturesPath('examples', 'graph-two-teams.json'), 'utf8'));
        const file = 'fixtures/examples/graph-two-teams.json';
        const ids = expandGrid(defaultGrid({ architectures: [...DEFAULT_ARCHITECTURES, file], graphs: new Map([[file, graph]]) }));
        expect(sha(ids.filter((i) => i.architecture !== file).map(runIdOf))).toBe(before.defaultGrid.sha256);
        const graphRuns = ids.filter((i) => i.architecture === file);
        expect(graphRuns.length).toBe(suite.tasks.length * DEFAULT_DEFENSES.length);
        expect(graphRuns.every((i) => typeof i.extra['graph'] === 'string')).toBe(true);
        // An edited graph is another architecture: its runs do not resume into the old graph's.
        const edited = expandGrid(defaultGrid({ taskIds: [suite.tasks[0].id], architectures: [file], graphs: new Map([[file, { ...graph, edges: graph.edges.slice(1) }]]) }));
        expect(runIdOf(edited[0])).not.toBe(runIdOf(graphRuns[0]));
    });
});
