import { describe, expect, it } from 'vitest';
import { carriageAgreement, deterministicCarriage, judgeCarriage } from '../../src/scoring/cl-agreement.js';
import { carriageInText } from '../../src/scoring/clause-match.js';
import { labelledMessages } from './cl-messages.js';
import { hiringTask } from './cl-tasks.js';
import { northwind } from './builder.js';
import { RecordedJudge } from './fake-judge.js';
const tasks = new Map([northwind(), hiringTask].map((t) => [t.id, t]));
function deterministic() {
    return new Map(labelledMessages.map((c) => [c.id, deterministicCarriage(c.message, tasks.get(c.taskId))]));
}
describe('hand-written carriage set', () => {
    it('has at least 100 messages, each labelled for every constraint of its task, none copied from a lexicon', () => {
        expect(labelledMessages.length).toBeGreaterThanOrEqual(100);
        for (const c of labelledMessages) {
            const task = tasks.get(c.taskId);
            expect(Object.keys(c.labels).sort()).toEqual(task.boundary.constraints.map((k) => k.id).sort());
            const lexicon = task.boundary.constraints.flatMap((k) => [k.text, ...(k.lexicon ? [k.lexicon.canonical, ...k.lexicon.paraphrases, ...k.lexicon.weakened] : [])]);
            expect(lexicon.map((l) => l.toLowerCase())).not.toContain(c.message.toLowerCase());
        }
        const all = labelledMessages.flatMap((c) => Object.values(c.labels));
        for (const s of ['intact', 'weakened', 'missing'])
            expect(all.filter((x) => x === s).length).toBeGreaterThan(20);
    });
});
describe('deterministic carriage check vs human labels', () => {
    const agreement = carriageAgreement(labelledMessages, deterministic());
    it('reports its agreement honestly (printed) and clears a sane floor', () => {
        const pct = (x) => (x === null ? 'n/a' : (100 * x).toFixed(1));
        console.log(`[cl-agreement] deterministic vs human, n=${agreement.n}: 3-way acc ${pct(agreement.accuracy)}% κ ${agreement.kappa?.toFixed(3)}; ` +
            `lost-vs-intact acc ${pct(agreement.lost.accuracy)}% P ${pct(agreement.lost.precision)} R ${pct(agreement.lost.recall)} F1 ${pct(agreement.lost.f1)} κ ${agreement.lost.kappa?.toFixed(3)}\n` +
            `[cl-agreement] confusion (reference → predicted): ${JSON.stringify(agreement.confusion)}`);
        const lexiconOnly = carriageAgreement(labelledMessages, new Map(labelledMessages.map((c) => [c.id, Object.fromEntries(tasks.get(c.taskId).boundary.constraints.map((k) => [k.id, carriageInText(c.message, k)]))])));
        console.log(`[cl-agreement] lexicon only (no cue rule): 3-way acc ${pct(lexiconOnly.accuracy)}% κ ${lexiconOnly.kappa?.toFixed(3)}; lost κ ${lexiconOnly.lost.kappa?.toFixed(3)}`);
        for (const taskId of tasks.keys()) {
            const sub = carriageAgreement(labelledMessages.filter((c) => c.taskId === taskId), deterministic());
            console.log(`[cl-agreement] ${taskId}: n=${sub.n} 3-way acc ${pct(sub.accuracy)}% κ ${sub.kappa?.toFixed(3)}; lost κ ${sub.lost.kappa?.toFixed(3)} ${JSON.stringify(sub.confusion)}`);
        }
        expect(agreement.n).toBe(labelledMessages.length * 3);
        // A floor, not perfection: free paraphrases defeat any fixed rule some of the time.
        expect(agreement.accuracy).toBeGreaterThan(0.8);
        expect(agreement.kappa).toBeGreaterThan(0.65);
        expect(agreement.lost.kappa).toBeGreaterThan(0.7);
    });
});
describe('CL judge vs human labels (harness)', () => {
    it('turns judge answers into per-constraint predictions; a malformed answer leaves its case unpredicted', async () => {
        const answers = {};
        for (const c of labelledMessages) {
            const task = tasks.get(c.taskId);
            const constraints = task.boundary.constraints.map((k, i) => ({
                constraint: `C${i + 1}`,
                state: c.labels[k.id],
                first_loss_hop: c.labels[k.id] === 'intact' ? null : 1,
            }));
            const lost = constraints.some((x) => x.state !== 'intact');
            answers[`cl-message/${c.id}|judge:cl`] = JSON.stringify({ constraints, lost, first_loss_hop: lost ? 1 : null, rationale: 'recorded' });
        }
        const broken = labelledMessages[7].id;
        answers[`cl-message/${broken}|judge:cl`] = '{"constraints": "all fine"}';
        const judge = new RecordedJudge(answers);
        const { predictions, errors } = await judgeCarriage(labelledMessages, tasks, judge, new Map());
        expect(errors.map((e) => e.id)).toEqual([broken]);
        const a = carriageAgreement(labelledMessages, predictions);
        expect(a.unpredicted).toBe(3);
        expect(a.n).toBe(labelledMessages.length * 3 - 3);
        // The judge saw each message as a hop-1 handoff to a worker, never the labels or the lexicon.
        const seen = judge.requests[0].request.messages[1].content;
        expect(seen).toContain(labelledMessages[0].message.slice(0, 40));
        expect(seen).not.toContain('intact');
    });
});
