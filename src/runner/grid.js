import { canonicalDefenseId } from '../defenses/registry.js';
import { architectureExtra } from '../axes/architectures.js';
import { NO_DEFENSE } from '../axes/defenses.js';
import { DEFAULT_PROTOCOL } from '../axes/protocols.js';
/**
 * Expand a grid into run identities, in a stable order (task-major so a partial run covers whole
 * tasks; the protocol varies fastest after the confirmation, so a protocol comparison's pairs sit
 * side by side). Confirmation policies only differ for defended runs: an undefended run never asks,
 * so it is expanded once with the first policy. The default protocol is left out of the identity.
 */
export function expandGrid(g) {
    const out = [];
    // Each combination as its identity writes it (`chain+source` is `source+chain`), once.
    const defenses = [...new Set(g.defenses.map(canonicalDefenseId))];
    const protocols = g.protocols?.length ? g.protocols : [DEFAULT_PROTOCOL];
    const extras = new Map(g.architectures.map((a) => [a, architectureExtra(a, g.graphs?.get(a))]));
    for (const taskId of g.taskIds) {
        for (const model of g.models) {
            for (const architecture of g.architectures) {
                const extra = extras.get(architecture) ?? {};
                for (const defense of defenses) {
                    if (architecture === 'single' && defense !== NO_DEFENSE && !g.defendSingle)
                        continue;
                    const confirms = defense === NO_DEFENSE ? g.confirms.slice(0, 1) : g.confirms;
                    for (const confirm of confirms) {
                        for (const protocol of protocols) {
                            for (let rep = 0; rep < g.reps; rep++) {
                                out.push({ suite: g.suite, taskId, architecture, defense, model, confirm, ...(protocol === DEFAULT_PROTOCOL ? {} : { protocol }), rep, seed: g.seed, extra: { ...extra } });
                            }
                        }
                    }
                }
            }
        }
    }
    return out;
}
/**
 * Pick n tasks per domain, spread evenly over each domain's sorted ids (deterministic,
 * stratified by domain).
 */
export function stratifiedSample(tasks, perDomain) {
    const byDomain = new Map();
    for (const t of tasks)
        byDomain.set(t.domain, [...(byDomain.get(t.domain) ?? []), t]);
    const out = [];
    for (const domain of [...byDomain.keys()].sort()) {
        const list = [...(byDomain.get(domain) ?? [])].sort((a, b) => a.id.localeCompare(b.id));
        const n = Math.min(perDomain, list.length);
        for (let i = 0; i < n; i++)
            out.push(list[Math.floor((i * list.length) / n)]);
    }
    return out;
}
