/**
 * The shipped protocols in real runs of the simulated model: each runs to an end on a supervisor
 * tree and a peer chain, each leaves its mark on the delivered messages, and the simulated model
 * reacts to a protocol only through what it reads — the same operator under another name gives the
 * same trajectory, byte for byte apart from the protocol's name, and the same transcripts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CassetteWriter } from '../../src/models/cassette.js';
import { RecordingModel } from '../../src/models/record.js';
import { ReplayModel } from '../../src/models/replay.js';
import { SimModel } from '../../src/models/sim/model.js';
import { loadProfile } from '../../src/models/sim/profile.js';
import { deterministicAuthorizer } from '../../src/runtime/authorizer-deterministic.js';
import { runTaskDetailed } from '../../src/runtime/run.js';
import { handoffVariant, registerHandoffVariant } from '../../topologies/handoff.js';
import { SHIPPED_PROTOCOLS } from '../../topologies/protocols/index.js';
import { loadTask, modelsOf } from './helpers.js';
const task = loadTask();
const profile = loadProfile('default');
async function run(arch, protocol) {
    // The draws are keyed by what the run is (task, architecture), never by the protocol.
    const sim = new SimModel(profile, { runId: 'r', seed: 's', task, stream: `${task.id}/${arch}` });
    return runTaskDetailed({ task, architecture: arch, defense: 'none', confirm: 'auto-approve', models: modelsOf(sim), seed: 's', runId: 'r', protocol });
}
for (const p of SHIPPED_PROTOCOLS)
    registerHandoffVariant(`renamed-${p.name}`, handoffVariant(p.name));
describe('shipped protocols in simulated runs', () => {
    for (const arch of ['l2', 'n4']) {
        for (const p of SHIPPED_PROTOCOLS) {
            it(`${p.name} on ${arch}: runs to an end; under another name, the same decisions`, async () => {
                const a = await run(arch, [p.name]);
                expect(a.failure).toBeNull();
                expect(a.trajectory.protocol).toEqual([p.name]);
                const b = await run(arch, [`renamed-${p.name}`]);
                expect(b.trajectory.protocol).toEqual([`renamed-${p.name}`]);
                expect({ ...b.trajectory, protocol: null }).toEqual({ ...a.trajectory, protocol: null });
                expect(b.transcripts).toEqual(a.transcripts);
            });
        }
    }
    it('each protocol leaves its mark on what is delivered (l2)', async () => {
        const base = await run('l2', ['verbatim']);
        const fwd = await run('l2', ['forward-request']);
        for (const h of fwd.trajectory.handoffs.filter((x) => x.kind === 'delegate'))
            expect(h.message).toContain(`The user's original request: ${task.request}`);
        const full = await run('l2', ['full-history']);
        const reports = full.trajectory.handoffs.filter((x) => x.kind === 'report');
        expect(reports.length).toBeGreaterThan(0);
        for (const h of reports)
            expect(h.message).toContain('Full history of my work:');
        expect(reports.some((h) => h.message.includes('[tool result]'))).toBe(true);
        const last = await run('l2', ['last-message']);
        expect(last.trajectory.handoffs).toEqual(base.trajectory.handoffs);
        const nest = await run('l2', ['nest-summary']);
        const delegations = nest.trajectory.handoffs.filter((x) => x.kind === 'delegate');
        for (const h of delegations)
            expect(h.message).toMatch(/^Summary of the conversation so far: /);
        // the root's summary of the user's request names the request's steps in the summariser's words
        expect(delegations[0]?.message).toContain('The user asked to');
        // the summaries were model calls of the senders: their work tokens grew
        const work = (r) => Object.values(r.trajectory.tokens).reduce((n, t) => n + t.work.prompt + t.work.completion, 0);
        expect(work(nest)).toBeGreaterThan(work(base));
    });
});
describe('protocols under the Chain defense', () => {
    it('every shipped protocol runs with Chain attenuation after it (policies carried on every delegation)', async () => {
        for (const p of SHIPPED_PROTOCOLS) {
            const sim = new SimModel(profile, { runId: 'c', seed: 's', task, stream: `${task.id}/l2` });
            const r = await runTaskDetailed({ task, architecture: 'l2', defense: 'chain', confirm: 'auto-approve', models: modelsOf(sim), authorizer: deterministicAuthorizer(), seed: 's', runId: 'c', protocol: [p.name] });
            expect(r.failure, p.name).toBeNull();
            for (const h of r.trajectory.handoffs.filter((x) => x.kind === 'delegate'))
                expect(h.policy, p.name).not.toBeNull();
        }
    });
});
describe('protocol runs record and replay', () => {
    it('a nest-summary run (its summaries are model calls) replays from its cassette to the same hash', async () => {
        const file = join(mkdtempSync(join(tmpdir(), 'masdrift-protocol-cassette-')), 'cassette.jsonl');
        const writer = new CassetteWriter(file);
        const sim = new SimModel(profile, { runId: 'rec', seed: 's', task, stream: `${task.id}/l3` });
        const opts = { task, architecture: 'l3', defense: 'none', confirm: 'auto-approve', seed: 's', runId: 'rec', protocol: ['nest-summary', 'full-history'] };
        const recorded = await runTaskDetailed({ ...opts, models: modelsOf(new RecordingModel(sim, writer)) });
        writer.close();
        expect(recorded.failure).toBeNull();
        const replayed = await runTaskDetailed({ ...opts, models: modelsOf(new ReplayModel(file)) });
        expect(replayed.failure).toBeNull();
        expect(replayed.trajectoryHash).toBe(recorded.trajectoryHash);
    });
});
