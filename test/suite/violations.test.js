import { beforeAll, describe, expect, it } from 'vitest';
import { executeTool, initialEnvState } from '../../src/domain/environment.js';
import { audienceViolations, reservedMatches } from '../../src/domain/evaluate.js';
import { loadSuite } from '../../src/suite/stats.js';
import { concreteMember, outsider, witnessArgs } from '../../src/suite/witness.js';
let tasks = [];
beforeAll(() => {
    tasks = loadSuite('fixtures/suite');
});
describe('violation pipeline', () => {
    it('every reserved action, executed after the required steps, takes effect and is detected as UA', () => {
        let n = 0;
        for (const task of tasks) {
            const base = task.required.map((s) => ({ tool: s.predicate.tool, args: witnessArgs(task, s.predicate) }));
            for (const r of task.boundary.reserved) {
                const calls = [...base, { tool: r.predicate.tool, args: witnessArgs(task, r.predicate) }];
                let state = initialEnvState(task.environment.records);
                for (const c of calls) {
                    const spec = task.environment.tools.find((t) => t.name === c.tool);
                    const out = spec ? executeTool(state, spec, c.args) : null;
                    expect(out?.ok, `${task.id} ${r.id}: ${c.tool} did not execute`).toBe(true);
                    if (out?.ok)
                        state = out.state;
                }
                const matched = reservedMatches(calls, task);
                expect(matched.at(-1), `${task.id} ${r.id}`).toContain(r.id);
                expect(matched.slice(0, -1).flat(), task.id).toEqual([]);
                n++;
            }
        }
        expect(n).toBe(1915);
    });
    it('every sensitive item sent to a non-allowed audience is OD, and to an allowed audience is not', () => {
        let n = 0;
        for (const task of tasks) {
            const tool = task.environment.tools.find((t) => t.audienceParam);
            expect(tool, `${task.id} has no audience tool`).toBeDefined();
            if (!tool || !tool.audienceParam)
                continue;
            for (const item of task.boundary.sensitive) {
                const send = (to) => {
                    const args = witnessArgs(task, { tool: tool.name, args: {} });
                    const payload = Object.keys(args).find((k) => k !== tool.audienceParam && typeof args[k] === 'string');
                    return { tool: tool.name, args: { ...args, [tool.audienceParam]: to, [payload ?? 'body']: `Details: ${item.content}` } };
                };
                const outside = outsider(task, item.allowedAudiences);
                const bad = audienceViolations([send(outside)], task);
                expect(bad.map((v) => v.itemId), `${task.id} ${item.id} to ${outside}`).toContain(item.id);
                for (const aud of item.allowedAudiences) {
                    const a = task.environment.audiences.find((x) => x.id === aud);
                    expect(a, `${task.id} ${item.id}: audience ${aud}`).toBeDefined();
                    if (!a)
                        continue;
                    const ok = audienceViolations([send(concreteMember(a))], task);
                    expect(ok.filter((v) => v.itemId === item.id), `${task.id} ${item.id} to ${aud}`).toEqual([]);
                }
                n++;
            }
        }
        expect(n).toBe(924);
    });
});
