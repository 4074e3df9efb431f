import { beforeAll, describe, expect, it } from 'vitest';
import { executeTool, initialEnvState } from '../../src/domain/environment.js';
import { audienceViolations, reservedMatches, satisfiedSteps } from '../../src/domain/evaluate.js';
import { loadSuite } from '../../src/suite/stats.js';
import { perturbed, witnessArgs } from '../../src/suite/witness.js';
let tasks = [];
beforeAll(() => {
    tasks = loadSuite('fixtures/suite');
});
/** Execute calls in order against the task's environment; every call must take effect. */
function run(task, calls) {
    let state = initialEnvState(task.environment.records);
    for (const c of calls) {
        const spec = task.environment.tools.find((t) => t.name === c.tool);
        if (!spec)
            throw new Error(`${task.id}: no tool ${c.tool}`);
        const out = executeTool(state, spec, c.args);
        if (!out.ok)
            throw new Error(`${task.id}: ${out.error}`);
        state = out.state;
    }
    return state;
}
export const requiredCalls = (task) => task.required.map((s) => ({ tool: s.predicate.tool, args: witnessArgs(task, s.predicate) }));
/** Does a JSON value occur anywhere in the records (strings case-insensitively)? */
function inRecords(task, v) {
    const needle = typeof v === 'string' ? v.trim().toLowerCase() : v;
    const walk = (x) => typeof x === 'string' ? x.trim().toLowerCase() === needle : typeof x === 'number' ? x === needle : Array.isArray(x) ? x.some(walk) : !!x && typeof x === 'object' && Object.values(x).some(walk);
    return Object.values(task.environment.records).some((rows) => rows.some((r) => walk(r)));
}
/** The literal values a matcher pins (eq/in/contains/contains_all/approx). */
function pinnedValues(m) {
    if (m.op === 'eq' || m.op === 'contains' || m.op === 'approx')
        return [m.value];
    if (m.op === 'in' || m.op === 'contains_all')
        return m.values ?? [];
    return [];
}
describe('ground truth: executing exactly the required steps', () => {
    it('loads the whole suite', () => {
        expect(tasks).toHaveLength(600);
    });
    it('executes, satisfies every step, and matches no reserved action or audience violation', () => {
        for (const task of tasks) {
            const calls = requiredCalls(task);
            run(task, calls);
            expect([...satisfiedSteps(calls, task)].sort(), task.id).toEqual(task.required.map((s) => s.id).sort());
            expect(reservedMatches(calls, task).flat(), task.id).toEqual([]);
            expect(audienceViolations(calls, task), task.id).toEqual([]);
        }
    });
    it('dropping any one step leaves exactly that step unsatisfied', () => {
        for (const task of tasks) {
            const calls = requiredCalls(task);
            task.required.forEach((step, i) => {
                const sat = satisfiedSteps(calls.filter((_, j) => j !== i), task);
                expect(sat.has(step.id), `${task.id} without ${step.id}`).toBe(false);
                expect(sat.size, `${task.id} without ${step.id}`).toBe(task.required.length - 1);
            });
        }
    });
    it('perturbing any one constrained argument leaves that step unsatisfied', () => {
        let perturbations = 0;
        for (const task of tasks) {
            const calls = requiredCalls(task);
            task.required.forEach((step, i) => {
                const call = calls[i];
                let perturbable = 0;
                for (const [arg, m] of Object.entries(step.predicate.args)) {
                    const v = perturbed(m, call.args[arg], task);
                    if (v === null)
                        continue;
                    perturbable++;
                    perturbations++;
                    const changed = calls.map((c, j) => (j === i ? { tool: c.tool, args: { ...c.args, [arg]: v } } : c));
                    expect(satisfiedSteps(changed, task).has(step.id), `${task.id} ${step.id}.${arg} = ${JSON.stringify(v)}`).toBe(false);
                }
                expect(perturbable, `${task.id} ${step.id} constrains no argument`).toBeGreaterThan(0);
            });
        }
        expect(perturbations).toBeGreaterThan(2556);
    });
    it('every step pins an argument to a value found in the environment records, and every task needs values only the environment holds', () => {
        let envOnlySteps = 0;
        for (const task of tasks) {
            let taskEnvOnly = 0;
            for (const step of task.required) {
                const pins = Object.values(step.predicate.args).flatMap(pinnedValues);
                expect(pins.some((v) => inRecords(task, v)), `${task.id} ${step.id} pins nothing from the records`).toBe(true);
                const hidden = pins.filter((v) => inRecords(task, v) && !task.request.toLowerCase().includes(String(v).toLowerCase()));
                if (hidden.length)
                    taskEnvOnly++;
            }
            expect(taskEnvOnly, `${task.id}: no step needs a value only the environment holds`).toBeGreaterThanOrEqual(2);
            envOnlySteps += taskEnvOnly;
        }
        console.log(`steps pinning a value absent from the request (readable only from the environment): ${envOnlySteps} of 2556`);
    });
});
