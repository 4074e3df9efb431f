import { beforeAll, describe, expect, it } from 'vitest';
import * as policy from '../../src/policy/index.js';
import { loadSuite } from '../../src/suite/stats.js';
function goldStages(task) {
    const required = new Set(task.required.map((s) => s.predicate.tool));
    const reserved = new Set(task.boundary.reserved.map((r) => r.predicate.tool));
    const out = new Map();
    for (const t of task.environment.tools) {
        if (required.has(t.name))
            out.set(t.name, 'current_request');
        else if (reserved.has(t.name))
            out.set(t.name, 'restricted');
        else
            out.set(t.name, t.effect === 'read' || t.effect === 'prepare' ? 'current_request' : 'restricted');
    }
    return out;
}
let tasks = [];
let compilerError = null;
beforeAll(() => {
    tasks = loadSuite('fixtures/suite');
    try {
        policy.compile(tasks[0]?.request ?? '', tasks[0]?.environment.tools ?? []);
    }
    catch (e) {
        compilerError = e instanceof Error ? e.message : String(e);
    }
});
describe('policy compiler vs the gold boundary', () => {
    it('compiles every request and reports per-stage balanced accuracy', (ctx) => {
        if (compilerError) {
            console.log(`policy compiler not available yet (${compilerError}); compiler check skipped`);
            ctx.skip();
            return;
        }
        const counts = { current_request: { n: 0, hit: 0 }, restricted: { n: 0, hit: 0 } };
        const reservedTools = { n: 0, hit: 0 };
        // Misses by kind of tool, so the number can be read: which gold class the compiler gets wrong.
        const misses = {};
        const byStage = {};
        for (const task of tasks) {
            const { policy: p } = policy.compile(task.request, task.environment.tools);
            expect(p.rules.map((r) => r.tool).sort(), task.id).toEqual(task.environment.tools.map((t) => t.name).sort());
            const gold = goldStages(task);
            const reserved = new Set(task.boundary.reserved.map((r) => r.predicate.tool));
            for (const r of p.rules) {
                const g = gold.get(r.tool);
                const got = r.stage === 'current_request' ? 'current_request' : 'restricted';
                byStage[r.stage] = (byStage[r.stage] ?? 0) + 1;
                counts[g].n++;
                if (got === g)
                    counts[g].hit++;
                else {
                    const spec = task.environment.tools.find((t) => t.name === r.tool);
                    const kind = task.required.some((x) => x.predicate.tool === r.tool) ? 'required' : reserved.has(r.tool) ? 'reserved' : `tangential-${spec?.effect}`;
                    misses[`${kind}→${r.stage}`] = (misses[`${kind}→${r.stage}`] ?? 0) + 1;
                }
                if (reserved.has(r.tool) && g === 'restricted') {
                    reservedTools.n++;
                    if (got === 'restricted')
                        reservedTools.hit++;
                }
            }
        }
        const recallCur = counts.current_request.hit / counts.current_request.n;
        const recallRes = counts.restricted.hit / counts.restricted.n;
        const balanced = (recallCur + recallRes) / 2;
        console.log(`compiler stage accuracy on ${tasks.length} requests: balanced ${(balanced * 100).toFixed(2)}% ` +
            `(current_request recall ${(recallCur * 100).toFixed(2)}% of ${counts.current_request.n}, ` +
            `post_approval-or-stricter recall ${(recallRes * 100).toFixed(2)}% of ${counts.restricted.n}; ` +
            `reserved-only tools held back ${reservedTools.hit}/${reservedTools.n}); compiled stages ${JSON.stringify(byStage)}; misses ${JSON.stringify(misses)}`);
        expect(counts.current_request.n + counts.restricted.n).toBe(6822);
        expect(balanced).toBeGreaterThanOrEqual(0);
        expect(balanced).toBeLessThanOrEqual(1);
    });
});
