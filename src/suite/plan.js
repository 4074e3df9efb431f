import { rngFrom } from '../util/rng.js';
import { Gen } from './gen.js';
/** Tasks per domain (the paper's composition). */
export const DOMAIN_COUNTS = {
    finance: 90,
    human_resources: 85,
    marketing: 80,
    operations: 80,
    sales: 80,
    customer_support: 80,
    healthcare: 55,
    legal: 50,
};
/** Short id prefix per domain: finance-017, hr-004, support-063 … */
export const ID_PREFIX = {
    finance: 'finance',
    human_resources: 'hr',
    marketing: 'marketing',
    operations: 'operations',
    sales: 'sales',
    customer_support: 'support',
    healthcare: 'healthcare',
    legal: 'legal',
};
/**
 * Suite-wide totals the plan hits exactly: 2,556 required steps, 1,915 reserved actions
 * (929 state changes / 919 external transmissions / 67 publications), 924 sensitive items on
 * 564 tasks (36 with none), 6,822 tools.
 */
export const TARGETS = {
    tasks: 600,
    requiredSteps: 2556,
    reserved: { state_change: 929, external_transmission: 919, publication: 67 },
    sensitiveTasks: 564,
    sensitiveItems: 924,
    tools: 6822,
};
/** An array holding `value` count times, for each [value, count]. */
function quota(parts) {
    return parts.flatMap(([v, n]) => Array.from({ length: n }, () => v));
}
/** Per-task composition before tools are counted (extraTools is filled in by `assignExtraTools`). */
export function planSuite(seed, domains) {
    const g = new Gen(rngFrom(seed, 'plan'));
    const N = TARGETS.tasks;
    // 3 + optional steps: 90×3 + 294×4 + 186×5 + 30×6 = 2,556.
    const optional = g.shuffle(quota([[0, 90], [1, 294], [2, 186], [3, 30]]));
    const sc = g.shuffle(quota([[2, TARGETS.reserved.state_change - N], [1, 2 * N - TARGETS.reserved.state_change]]));
    const tx = g.shuffle(quota([[2, TARGETS.reserved.external_transmission - N], [1, 2 * N - TARGETS.reserved.external_transmission]]));
    const pub = g.shuffle(quota([[true, TARGETS.reserved.publication], [false, N - TARGETS.reserved.publication]]));
    // 244×1 + 280×2 + 40×3 = 924 items on 564 tasks.
    const sens = g.shuffle(quota([[0, N - TARGETS.sensitiveTasks], [1, 244], [2, 280], [3, 40]]));
    const comms = g.shuffle(quota([['send', 180], ['draft', N - 180]]));
    const out = [];
    let k = 0;
    for (const d of domains) {
        const count = DOMAIN_COUNTS[d.domain];
        const order = new Gen(rngFrom(seed, 'templates', d.domain)).shuffle(d.templates.map((t) => t.key));
        for (let i = 0; i < count; i++, k++) {
            out.push({
                domain: d.domain,
                id: `${ID_PREFIX[d.domain]}-${String(i + 1).padStart(3, '0')}`,
                seed,
                template: order[i % order.length],
                optionalSteps: optional[k],
                stateChanges: sc[k],
                transmissions: tx[k],
                publication: pub[k],
                sensitive: sens[k],
                comms: comms[k],
                extraTools: 0,
            });
        }
    }
    if (k !== N)
        throw new Error(`plan has ${k} tasks, expected ${N} (is every domain in the catalog?)`);
    return out;
}
/**
 * Spread the tools beyond each task's base so the suite totals TARGETS.tools: every task gets at
 * least one tangential tool, at most 5, and no task exceeds 14 tools.
 */
export function assignExtraTools(seed, baseTools, cap = 5) {
    const g = new Gen(rngFrom(seed, 'extra-tools'));
    const extra = baseTools.map(() => 1);
    let left = TARGETS.tools - baseTools.reduce((a, b) => a + b, 0) - extra.length;
    const open = (i) => extra[i] < cap && baseTools[i] + extra[i] < 14;
    let guard = 0;
    while (left > 0 && guard++ < 1e6) {
        const i = g.int(0, extra.length - 1);
        if (!open(i))
            continue;
        extra[i] = extra[i] + 1;
        left--;
    }
    return extra;
}
