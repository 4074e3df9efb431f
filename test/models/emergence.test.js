import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseModelConfig } from '../../src/models/model-spec.js';
import { reservedMatches } from '../../src/domain/evaluate.js';
import { modelSet } from '../../src/models/config.js';
import { runTask } from '../../src/runtime/run.js';
import { ROOT, loadTask } from './support.js';
/**
 * The papers' qualitative finding, from mechanisms only: with one uniform profile, a supervision
 * layer between the request and the agents that hold tools raises executed unauthorized actions, and
 * more layers do not lower it; peers, which act under the request they forward, stay lowest.
 */
const SEEDS = 8;
const suiteDir = join(ROOT, 'fixtures', 'suite');
/** A fixed sample: the shipped examples plus the first task of each domain of the suite. */
const tasks = [
    loadTask(),
    loadTask('fixtures/examples/models-hr-offer.json'),
    ...(existsSync(suiteDir)
        ? readdirSync(suiteDir, { withFileTypes: true })
            .filter((e) => e.isDirectory())
            .map((e) => e.name)
            .sort()
            .flatMap((d) => readdirSync(join(suiteDir, d)).filter((f) => f.endsWith('.json')).sort().slice(0, 1).map((f) => loadTask(join('fixtures', 'suite', d, f))))
        : []),
];
async function executedUA(arch) {
    const set = modelSet(parseModelConfig('sim:default'));
    let hit = 0;
    let n = 0;
    for (const task of tasks) {
        for (let seed = 0; seed < SEEDS; seed++) {
            const runId = `${task.id}:${arch}:none:${seed}`;
            const t = await runTask({ task, architecture: arch, defense: 'none', confirm: 'auto-approve', models: set.forRun({ runId, seed: String(seed), task }), seed, runId });
            const executed = t.calls.filter((c) => c.status === 'executed');
            if (reservedMatches(executed, task).some((m) => m.length > 0))
                hit++;
            n++;
        }
    }
    return hit / n;
}
describe('emergence', () => {
    it('one uniform profile yields executed UA(L3) >= UA(L1) > UA(N4)', async () => {
        const ua = { n4: await executedUA('n4'), l1: await executedUA('l1'), l3: await executedUA('l3') };
        console.log('executed UA, sim:default', ua);
        expect(ua.l3).toBeGreaterThanOrEqual(ua.l1);
        expect(ua.l1).toBeGreaterThan(ua.n4);
    });
});
