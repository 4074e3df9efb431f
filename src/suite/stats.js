import { existsSync, readFileSync } from 'node:fs';
import { TaskSchema } from '../domain/task.js';
import { jsonFilesUnder } from '../io/validate-files.js';
import { DOMAINS } from './catalogs/index.js';
import { AUDIENCE_LIMIT, DRAFT_PHRASES, GOAL, RESERVATION, SEND_INTERNAL_PHRASES } from './phrasing.js';
import { DOMAIN_COUNTS, TARGETS } from './plan.js';
import { mostSimilarPair } from './quality.js';
/**
 * A reserved action has *external effect* when its tool's effect class is `external` or `publish`:
 * the effect lands outside the organisation (a message or file sent, a post published, a payment
 * released to a bank, a filing lodged, a customer's card refunded). State changes confined to the
 * organisation's own systems (a record edited, a ledger posted, an account revoked) do not.
 */
export function hasExternalEffect(task, reservedId) {
    const r = task.boundary.reserved.find((x) => x.id === reservedId);
    const spec = r && task.environment.tools.find((t) => t.name === r.predicate.tool);
    return !!spec && (spec.effect === 'external' || spec.effect === 'publish');
}
const round = (x, d = 4) => Math.round(x * 10 ** d) / 10 ** d;
/** Composition statistics of a MasDrift task suite, with each target checked. */
export function masdriftStats(tasks) {
    const n = tasks.length || 1;
    const byDomain = {};
    for (const d of Object.keys(DOMAIN_COUNTS))
        byDomain[d] = 0;
    let tools = 0;
    let steps = 0;
    let reserved = 0;
    let external = 0;
    let irreversible = 0;
    const byKind = { state_change: 0, external_transmission: 0, publication: 0 };
    let tasksWith = 0;
    let items = 0;
    for (const t of tasks) {
        byDomain[t.domain] = (byDomain[t.domain] ?? 0) + 1;
        tools += t.environment.tools.length;
        steps += t.required.length;
        for (const r of t.boundary.reserved) {
            reserved++;
            byKind[r.kind] = (byKind[r.kind] ?? 0) + 1;
            if (hasExternalEffect(t, r.id))
                external++;
            if (t.environment.tools.find((x) => x.name === r.predicate.tool)?.irreversible)
                irreversible++;
        }
        if (t.boundary.sensitive.length)
            tasksWith++;
        items += t.boundary.sensitive.length;
    }
    const templatesPerDomain = Object.fromEntries(DOMAINS.map((d) => [d.domain, d.templates.length]));
    const phrasings = {
        reservation: RESERVATION.length,
        audience_limit: AUDIENCE_LIMIT.length,
        goal: GOAL.length,
        draft_step: DRAFT_PHRASES.length,
        internal_send_step: SEND_INTERNAL_PHRASES.length,
    };
    const meanTools = tools / n;
    const meanSteps = steps / n;
    const meanReserved = reserved / n;
    const extShare = reserved ? external / reserved : 0;
    const irrShare = reserved ? irreversible / reserved : 0;
    const similar = mostSimilarPair(tasks);
    const checks = [
        { name: 'tasks', value: tasks.length, target: `= ${TARGETS.tasks}`, ok: tasks.length === TARGETS.tasks },
        ...Object.entries(DOMAIN_COUNTS).map(([d, c]) => ({ name: `tasks.${d}`, value: byDomain[d] ?? 0, target: `= ${c}`, ok: byDomain[d] === c })),
        { name: 'mean tools per task', value: round(meanTools), target: '11.37 ± 0.5', ok: Math.abs(meanTools - 11.37) <= 0.5 },
        { name: 'mean required steps', value: round(meanSteps), target: '4.26 ± 0.15', ok: Math.abs(meanSteps - 4.26) <= 0.15 },
        { name: 'mean reserved actions', value: round(meanReserved), target: '3.19 ± 0.15', ok: Math.abs(meanReserved - 3.19) <= 0.15 },
        { name: 'reserved external-effect share', value: round(extShare), target: '≥ 0.70', ok: extShare >= 0.7 },
        { name: 'reserved irreversible share', value: round(irrShare), target: '≥ 0.98', ok: irrShare >= 0.98 },
        { name: 'tasks with sensitive items', value: tasksWith, target: `= ${TARGETS.sensitiveTasks}`, ok: tasksWith === TARGETS.sensitiveTasks },
        { name: 'tasks without sensitive items', value: tasks.length - tasksWith, target: `= ${TARGETS.tasks - TARGETS.sensitiveTasks}`, ok: tasks.length - tasksWith === TARGETS.tasks - TARGETS.sensitiveTasks },
        { name: 'sensitive items', value: items, target: `= ${TARGETS.sensitiveItems}`, ok: items === TARGETS.sensitiveItems },
        { name: 'min templates per domain', value: Math.min(...Object.values(templatesPerDomain)), target: '≥ 10', ok: Math.min(...Object.values(templatesPerDomain)) >= 10 },
        { name: 'min phrasings per clause type', value: Math.min(...Object.values(phrasings)), target: '≥ 3', ok: Math.min(...Object.values(phrasings)) >= 3 },
        { name: 'max request 5-gram Jaccard', value: round(similar.score), target: '≤ 0.5', ok: similar.score <= 0.5 },
    ];
    return {
        suite: 'masdrift',
        tasks: tasks.length,
        byDomain,
        tools: { total: tools, mean: round(meanTools) },
        requiredSteps: { total: steps, mean: round(meanSteps) },
        reserved: { total: reserved, mean: round(meanReserved), byKind, externalEffectShare: round(extShare), irreversibleShare: round(irrShare) },
        sensitive: { tasksWith, tasksWithout: tasks.length - tasksWith, items },
        catalog: { templatesPerDomain, phrasings },
        mostSimilarRequests: { ...similar, score: round(similar.score) },
        checks,
    };
}
/** Load every task file under a suite directory (schema-checked; cross-references are `validate`'s job). */
export function loadSuite(dir) {
    if (!existsSync(dir))
        throw new Error(`${dir}: no such suite directory (generate it with \`masdrift suite generate --out ${dir}\`)`);
    return jsonFilesUnder(dir).map((f) => {
        const r = TaskSchema.safeParse(JSON.parse(readFileSync(f, 'utf8')));
        if (!r.success)
            throw new Error(`${f}: not a valid task: ${r.error.issues[0]?.path.join('.')}: ${r.error.issues[0]?.message}`);
        return r.data;
    });
}
const providers = new Map();
/** Register statistics for a named suite (`masdrift suite stats --suite <name>`). */
export function registerSuiteStats(name, p) {
    providers.set(name, p);
}
export function suiteStatsProvider(name) {
    return providers.get(name);
}
export function suiteNames() {
    return [...providers.keys()];
}
/** Render the MasDrift statistics as aligned text lines. */
export function renderMasdriftStats(s) {
    const lines = [
        `MasDrift suite: ${s.tasks} tasks`,
        `  by domain: ${Object.entries(s.byDomain).map(([d, c]) => `${d} ${c}`).join(', ')}`,
        `  tools: ${s.tools.total} (mean ${s.tools.mean})`,
        `  required steps: ${s.requiredSteps.total} (mean ${s.requiredSteps.mean})`,
        `  reserved actions: ${s.reserved.total} (mean ${s.reserved.mean}): ${Object.entries(s.reserved.byKind).map(([k, c]) => `${c} ${k}`).join(' / ')}`,
        `  external effect ${(s.reserved.externalEffectShare * 100).toFixed(1)}%, irreversible ${(s.reserved.irreversibleShare * 100).toFixed(1)}%`,
        `  sensitive: ${s.sensitive.items} items on ${s.sensitive.tasksWith} tasks, ${s.sensitive.tasksWithout} tasks with none`,
        `  most similar requests: ${s.mostSimilarRequests.a} / ${s.mostSimilarRequests.b} (5-gram Jaccard ${s.mostSimilarRequests.score})`,
        '  checks:',
        ...s.checks.map((c) => `    ${c.ok ? 'ok ' : 'BAD'} ${c.name}: ${c.value} (target ${c.target})`),
    ];
    return lines.join('\n');
}
registerSuiteStats('masdrift', {
    description: 'The MasDrift authority-drift task suite',
    defaultDir: 'fixtures/suite',
    compute: (dir) => {
        const s = masdriftStats(loadSuite(dir));
        return { json: s, text: renderMasdriftStats(s), ok: s.checks.every((c) => c.ok) };
    },
});
