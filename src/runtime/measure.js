import { deterministicAuthorizer } from './authorizer-deterministic.js';
import { planModel } from './plan-model.js';
import { runTaskDetailed } from './run.js';
/**
 * Per-run wall-clock cost of the runtime in one process, with the deterministic plan model (so the
 * figure is the runtime's own overhead: machines, streams, monitor, trajectory and hash).
 */
export async function measureRunCost(task, arch, defense, runs, warmup = 100) {
    const model = planModel(task, { pressure: true });
    const models = { lead: model, executor: model, authorizer: model };
    const authorizer = deterministicAuthorizer();
    const times = [];
    let calls = 0;
    let handoffs = 0;
    for (let i = 0; i < warmup + runs; i++) {
        const t0 = process.hrtime.bigint();
        const r = await runTaskDetailed({ task, architecture: arch, defense, confirm: 'auto-approve', models, authorizer, seed: i });
        const dt = Number(process.hrtime.bigint() - t0) / 1000;
        if (i >= warmup)
            times.push(dt);
        calls = r.trajectory.calls.length;
        handoffs = r.trajectory.handoffs.length;
    }
    times.sort((a, b) => a - b);
    const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
    return { arch, defense, runs, medianUs: Math.round(q(0.5)), p90Us: Math.round(q(0.9)), meanUs: Math.round(times.reduce((a, b) => a + b, 0) / times.length), calls, handoffs };
}
