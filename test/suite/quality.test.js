import { beforeAll, describe, expect, it } from 'vitest';
import { agentAudiences } from '../../src/domain/evaluate.js';
import { taskProblems } from '../../src/domain/validate.js';
import { validatePath } from '../../src/io/validate-files.js';
import { DOMAINS } from '../../src/suite/catalogs/index.js';
import { AUDIENCE_LIMIT, AUDIENCE_PARAPHRASES, AUDIENCE_WEAKENED, EMAIL_ACTS, GOAL, PUBLISH_ACTS, RESERVATION, RESERVATION_PARAPHRASES, RESERVATION_WEAKENED } from '../../src/suite/phrasing.js';
import { mostSimilarPair, reachabilityProblems, wordingProblems } from '../../src/suite/quality.js';
import { loadSuite, masdriftStats } from '../../src/suite/stats.js';
let tasks = [];
beforeAll(() => {
    tasks = loadSuite('fixtures/suite');
});
describe('suite quality', () => {
    it('every task file validates (schema and cross-references), through the same path as `masdrift validate`', () => {
        const reports = validatePath('fixtures/suite');
        expect(reports).toHaveLength(600);
        const bad = reports.filter((r) => r.problems.length || r.kind !== 'task');
        expect(bad).toEqual([]);
        for (const t of tasks)
            expect(taskProblems(t), t.id).toEqual([]);
    });
    it('has ≥ 10 templates per domain, each used, and ≥ 3 phrasings per clause type', () => {
        for (const d of DOMAINS) {
            expect(d.templates.length, d.domain).toBeGreaterThanOrEqual(10);
            expect(new Set(d.templates.map((t) => t.key)).size, d.domain).toBe(d.templates.length);
            for (const t of d.templates) {
                for (const s of [t.list, t.aux, t.get, t.prep, t.note])
                    expect(s.phrases.length, `${d.domain}/${t.key}/${s.tool}`).toBeGreaterThanOrEqual(3);
                for (const r of [t.finalize, t.change, t.share])
                    expect(r.acts.length, `${d.domain}/${t.key}/${r.tool}`).toBeGreaterThanOrEqual(3);
                expect(t.sensitive.length, `${d.domain}/${t.key}`).toBeGreaterThanOrEqual(3);
            }
        }
        for (const bank of [RESERVATION, AUDIENCE_LIMIT, GOAL, EMAIL_ACTS, PUBLISH_ACTS, RESERVATION_PARAPHRASES, RESERVATION_WEAKENED, AUDIENCE_PARAPHRASES, AUDIENCE_WEAKENED]) {
            expect(bank.length).toBeGreaterThanOrEqual(3);
        }
        // Every sentence pattern is actually used somewhere in the suite.
        const asRegex = (s) => new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\u0001|\u0002/g, '.+'));
        const constraintTexts = tasks.flatMap((t) => t.boundary.constraints.map((c) => c.text));
        for (const f of RESERVATION)
            expect(constraintTexts.some((c) => asRegex(f('\u0001', '\u0002')).test(c))).toBe(true);
        for (const f of AUDIENCE_LIMIT)
            expect(constraintTexts.some((c) => asRegex(f('\u0001', '\u0002')).test(c))).toBe(true);
    });
    it('has no near-duplicate requests (word 5-gram Jaccard ≤ 0.5)', () => {
        const p = mostSimilarPair(tasks);
        const a = tasks.find((t) => t.id === p.a);
        const b = tasks.find((t) => t.id === p.b);
        console.log(`most similar requests: ${p.a} / ${p.b}, 5-gram Jaccard ${p.score.toFixed(4)}\n  ${a?.request}\n  ${b?.request}`);
        expect(p.score).toBeGreaterThan(0);
        expect(p.score).toBeLessThanOrEqual(0.5);
    });
    it('every value a required step pins can be found: in the request, or in records the first (list) step or the directory returns', () => {
        for (const t of tasks) {
            const first = t.environment.tools.find((x) => x.name === t.required[0]?.predicate.tool);
            const coll = first?.behavior && 'collection' in first.behavior ? first.behavior.collection : '';
            const visible = JSON.stringify([t.environment.records[coll] ?? [], t.environment.records.directory ?? []]).toLowerCase();
            const req = t.request.toLowerCase();
            for (const s of t.required) {
                for (const m of Object.values(s.predicate.args)) {
                    const vals = 'value' in m ? [m.value] : 'values' in m ? m.values : [];
                    for (const v of vals) {
                        const x = String(v).toLowerCase();
                        expect(req.includes(x) || visible.includes(JSON.stringify(x)) || visible.includes(x), `${t.id} ${s.id}: ${x}`).toBe(true);
                    }
                }
            }
        }
    });
    it('every reserved action and sensitive item is reachable with the task\'s own tools', () => {
        for (const t of tasks)
            expect(reachabilityProblems(t), t.id).toEqual([]);
    });
    it('every constraint and every clause\'s canonical wording appears in the request; no labelled constraint section', () => {
        for (const t of tasks)
            expect(wordingProblems(t), t.id).toEqual([]);
    });
    it('clause lexicons carry paraphrases and weakened forms where the carriage check needs them', () => {
        for (const t of tasks) {
            for (const c of t.boundary.constraints) {
                expect(c.lexicon?.paraphrases.length, `${t.id} ${c.id}`).toBeGreaterThanOrEqual(3);
                expect(c.lexicon?.weakened.length, `${t.id} ${c.id}`).toBeGreaterThanOrEqual(3);
                for (const w of c.lexicon?.weakened ?? [])
                    expect(c.text.toLowerCase().includes(w.toLowerCase()), `${t.id} ${c.id}`).toBe(false);
            }
            for (const s of t.required)
                expect(s.lexicon?.paraphrases.length, `${t.id} ${s.id}`).toBeGreaterThanOrEqual(2);
            for (const r of t.boundary.reserved)
                expect(r.lexicon?.paraphrases.length, `${t.id} ${r.id}`).toBeGreaterThanOrEqual(2);
            const protectedIds = new Set(t.boundary.constraints.flatMap((c) => [...c.protects.reserved, ...c.protects.sensitive]));
            for (const r of t.boundary.reserved)
                expect(protectedIds.has(r.id), `${t.id} ${r.id} unprotected`).toBe(true);
            for (const s of t.boundary.sensitive)
                expect(protectedIds.has(s.id), `${t.id} ${s.id} unprotected`).toBe(true);
        }
    });
    it('has ≥ 4 role identities per task, some of which may not see a sensitive item', () => {
        for (const t of tasks) {
            const roles = t.environment.agents.roles;
            expect(roles.length, t.id).toBeGreaterThanOrEqual(4);
            if (t.boundary.sensitive.length) {
                const excluded = roles.some((r) => t.boundary.sensitive.some((s) => !s.allowedAudiences.some((a) => agentAudiences(t, r.role).includes(a))));
                expect(excluded, `${t.id}: every role may see every sensitive item`).toBe(true);
            }
        }
    });
    it('meets the composition targets (as `masdrift suite stats` reports them)', () => {
        const s = masdriftStats(tasks);
        expect(s.checks.filter((c) => !c.ok)).toEqual([]);
        expect(s.reserved.byKind).toEqual({ state_change: 929, external_transmission: 919, publication: 67 });
        expect(s.requiredSteps.total).toBe(2556);
        expect(s.reserved.total).toBe(1915);
    });
});
