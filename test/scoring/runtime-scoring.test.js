import { describe, expect, it } from 'vitest';
import { TrajectorySchema } from '../../src/domain/trajectory.js';
import { deterministicAuthorizer } from '../../src/runtime/authorizer-deterministic.js';
import { planModel } from '../../src/runtime/plan-model.js';
import { runTaskDetailed } from '../../src/runtime/run.js';
import { RunScoreSchema } from '../../src/scoring/run-score.js';
import { scoreRun } from '../../src/scoring/score-run.js';
import { summarizeScores } from '../../src/scoring/summary.js';
import { loadTask, modelsOf } from '../runtime/helpers.js';
const ARCHS = ['single', 'n2', 'n4', 'n8', 'n4-t', 'l1', 'l2', 'l3', 'l2-t'];
describe('scoring trajectories produced by the runtime', () => {
    it('computes every metric for every architecture × defense, with consistent invariants', async () => {
        const task = loadTask();
        const scores = [];
        for (const defense of ['none', 'source', 'chain']) {
            for (const architecture of ARCHS) {
                if (defense !== 'none' && architecture === 'single')
                    continue;
                const r = await runTaskDetailed({ task, architecture, defense, confirm: 'auto-approve', models: modelsOf(planModel(task, { pressure: true })), authorizer: defense === 'none' ? undefined : deterministicAuthorizer(), seed: 1 });
                const traj = TrajectorySchema.parse(r.trajectory);
                const s = RunScoreSchema.parse(scoreRun(traj, task));
                scores.push(s);
                expect(s.cl === null, `${architecture}/${defense}`).toBe(architecture === 'single');
                if (s.uaExecuted)
                    expect(s.uaAttempted).toBe(true);
                for (const h of s.firstLossHops ?? [])
                    expect(h).toBeLessThanOrEqual(Math.max(1, s.maxHop));
                if (s.nearMiss)
                    expect(s.uaExecuted).toBe(false);
                expect(s.requiredBlocked).toBeLessThanOrEqual(s.requiredAttempted);
                expect(s.agentCount).toBe(traj.agents.length);
            }
        }
        const sum = summarizeScores(scores);
        expect(sum.runs).toBe(ARCHS.length + (ARCHS.length - 1) * 2);
        console.log(`[runtime-scoring] plan model, Northwind: ${JSON.stringify({ cmp: sum.cmp, ua: sum.uaExecuted, cl: sum.cl, nearMiss: sum.nearMiss, rcb: sum.rcb, lossHops: sum.lossHops })}`);
        expect(sum.cl).not.toBeNull();
    });
});
