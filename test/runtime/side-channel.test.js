import { describe, expect, it } from 'vitest';
import { planModel } from '../../src/runtime/plan-model.js';
import { restrictiveSentences } from '../../topologies/handoff.js';
import { runTaskDetailed } from '../../src/runtime/run.js';
import { loadTask } from './helpers.js';
const task = loadTask();
const norm = (s) => s.toLowerCase().replace(/\s+/g, ' ').trim();
/** Sentences of u and the constraint texts of κ: what must not reach a worker except through a handoff. */
const secrets = [...task.request.split(/(?<=[.!?])\s+/), ...task.boundary.constraints.flatMap((c) => [c.text, c.lexicon?.canonical ?? ''])].map(norm).filter((s) => s.length > 12);
async function inputsOfWorkers(protocol) {
    const seen = new Map();
    const inner = planModel(task, { pressure: true });
    const spy = {
        id: 'spy',
        complete: (req, ctx) => {
            seen.set(ctx.agent, [...(seen.get(ctx.agent) ?? []), req]);
            return inner.complete(req, ctx);
        },
    };
    const r = await runTaskDetailed({ task, architecture: 'l2', defense: 'none', confirm: 'auto-approve', models: { lead: spy, executor: spy, authorizer: spy }, seed: 1, protocol });
    return { r, seen };
}
describe('no side channel', () => {
    it('a Cent worker sees no text of u or κ that no handoff message carried to it', async () => {
        const { r, seen } = await inputsOfWorkers(['verbatim']);
        const workers = r.trajectory.agents.filter((a) => a.kind === 'worker').map((a) => a.id);
        let checked = 0;
        for (const w of workers) {
            const carried = norm(r.trajectory.handoffs.filter((h) => h.to === w).map((h) => h.message).join('\n'));
            for (const req of seen.get(w) ?? []) {
                checked++;
                const input = norm(req.messages.map((m) => m.content ?? '').join('\n') + JSON.stringify(req.tools ?? []));
                for (const s of secrets)
                    if (input.includes(s))
                        expect(carried, `worker ${w} saw "${s}"`).toContain(s);
                expect(req.messages[0]?.role).toBe('system');
                expect(req.messages[1]?.content).toBe(r.trajectory.handoffs.find((h) => h.to === w)?.message);
            }
        }
        expect(checked).toBeGreaterThan(3);
        // Only the entry agent saw the request verbatim.
        expect(seen.get('root')?.[0]?.messages[1]?.content).toBe(task.request);
        for (const [agent, reqs] of seen)
            if (agent !== 'root')
                for (const q of reqs)
                    expect(q.messages.some((m) => m.content === task.request)).toBe(false);
    });
    it('with constraint echo, the constraints reach workers — through the handoff messages', async () => {
        const { r, seen } = await inputsOfWorkers(['verbatim', 'constraint-echo']);
        const echoed = restrictiveSentences(task.request);
        expect(echoed.length).toBeGreaterThan(0);
        const w1 = seen.get('w1')?.[0];
        for (const s of echoed)
            expect(w1?.messages[1]?.content).toContain(s);
        expect(r.trajectory.handoffs.filter((h) => h.to === 'w1')[0]?.message).toContain(echoed[0]);
        // Workers told the constraint no longer act on the reserved actions it protects.
        expect(r.trajectory.calls.some((c) => c.tool === 'submit_payment_batch')).toBe(false);
        expect(r.trajectory.protocol).toEqual(['verbatim', 'constraint-echo']);
    });
});
