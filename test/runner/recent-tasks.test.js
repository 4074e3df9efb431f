import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { parseModelConfig } from '../../src/models/model-spec.js';
import { modelSet } from '../../src/models/config.js';
import { NAMED as ALL_ARCHITECTURES } from '../../src/axes/architectures.js';
import { DEFENSES } from '../../src/axes/defenses.js';
import { recentTaskCopies } from '../../src/runner/recent-tasks.js';
import { runTaskDetailed } from '../../src/runtime/run.js';
import { scoreRun } from '../../src/scoring/score-run.js';
import { forgetTaskCaches, perTaskCache } from '../../src/util/memo.js';
import { exampleTaskPath, loadTask } from '../helpers.js';
describe('recentTaskCopies', () => {
    const a = { id: 'a', nested: { xs: [1, 2, { y: 'z' }] } };
    const b = { id: 'b', nested: { xs: [3] } };
    const byId = new Map([
        ['a', a],
        ['b', b],
        ['c', { id: 'c', nested: { xs: [] } }],
    ]);
    it('hands out a deep copy per task, the same one while the task stays recent', () => {
        const taskFor = recentTaskCopies(byId, 2);
        const a1 = taskFor('a');
        expect(a1).toEqual(a);
        expect(a1).not.toBe(a);
        expect(a1.nested).not.toBe(a.nested);
        expect(taskFor('a')).toBe(a1);
        const b1 = taskFor('b');
        expect(taskFor('a')).toBe(a1); // still among the 2 most recent
        taskFor('c'); // a was used more recently than b: b is dropped
        expect(taskFor('a')).toBe(a1);
        expect(taskFor('b')).not.toBe(b1);
        expect(taskFor('missing')).toBeUndefined();
    });
    it('clears the per-task caches when a task new to it starts, not when a recent one comes back', () => {
        const cache = perTaskCache(new Map());
        const taskFor = recentTaskCopies(byId, 2);
        taskFor('a');
        cache.set('k', 1);
        taskFor('b'); // new: cleared
        expect(cache.size).toBe(0);
        cache.set('k', 2);
        taskFor('a'); // recent: kept
        taskFor('b');
        expect(cache.get('k')).toBe(2);
        taskFor('c');
        expect(cache.size).toBe(0);
    });
});
// The regression this guards against: a module-level cache (a memo of texts, a slot "for the last
// task read") that holds a task object strongly keeps the task, and everything cached weakly by its
// objects, alive for the rest of a grid. Runs of a task copy, then of another task, then a full
// collection: the first copy must be gone.
describe('a task left behind', () => {
    const gc = (() => {
        setFlagsFromString('--expose-gc');
        return runInNewContext('gc');
    })();
    const set = modelSet(parseModelConfig('sim:default'));
    // Kept by the suite: a registry that is itself collected calls no finalizer.
    const finalizers = new FinalizationRegistry((gone) => (gone.value = true));
    async function runAll(task, cells) {
        let n = 0;
        for (const architecture of ALL_ARCHITECTURES) {
            for (const defense of DEFENSES) {
                if (architecture === 'single' && defense !== 'none')
                    continue;
                if (n++ >= cells)
                    return;
                const runId = `${task.id}/${architecture}/${defense}`;
                const models = set.forRun({ runId, seed: 'gc/0', task });
                const result = await runTaskDetailed({
                    task,
                    architecture,
                    defense,
                    confirm: 'auto-approve',
                    models,
                    authorizer: defense === 'none' ? undefined : set.authorizerFor(models),
                    seed: 'gc/0',
                    runId,
                });
                scoreRun(result.trajectory, task);
            }
        }
    }
    // Runs every cell with a copy; `gone` turns true once the copy has been collected. (A finalizer, not
    // a WeakRef: a WeakRef keeps its target alive until the job that made it has ended.)
    async function runCopy(loaded, gone) {
        const copy = structuredClone(loaded);
        finalizers.register(copy, gone);
        await runAll(copy, Infinity);
    }
    it('is collected once the runner has moved on to another task', async () => {
        const loaded = loadTask(exampleTaskPath);
        const gone = { value: false };
        await runCopy(loaded, gone);
        forgetTaskCaches();
        await runAll({ ...structuredClone(loaded), id: `${loaded.id}-next` }, 3);
        // Finalizers run in a task of their own after the collection.
        for (let i = 0; i < 20 && !gone.value; i++) {
            gc();
            await new Promise((resolve) => setTimeout(resolve, 5));
        }
        expect(gone.value).toBe(true);
    }, 60_000);
});
