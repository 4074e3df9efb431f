import { Observable, filter, map, mergeMap } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { deterministicAuthorizer } from '../../src/runtime/authorizer-deterministic.js';
import { Delivery, HandoffContractError } from '../../src/runtime/delivery.js';
import { planModel } from '../../src/runtime/plan-model.js';
import { runTaskDetailed } from '../../src/runtime/run.js';
import { edgeKey, registerHandoffVariant } from '../../topologies/handoff.js';
import { loadTask, modelsOf } from './helpers.js';
/** Holds every envelope back until the next one arrives, then lets the newer one out first. */
const swapPairs = (source) => new Observable((sub) => {
    let held = null;
    return source.subscribe({
        next: (e) => {
            if (!held)
                held = e;
            else {
                sub.next(e);
                sub.next(held);
                held = null;
            }
        },
        error: (err) => sub.error(err),
        complete: () => sub.complete(),
    });
});
// Protocol variants that break the contract, each registered under its own name.
registerHandoffVariant('test-drop-delegations', () => filter((e) => e.kind !== 'delegate'));
registerHandoffVariant('test-drop-reports', () => filter((e) => e.kind !== 'report'));
registerHandoffVariant('test-duplicate', () => mergeMap((e) => [e, { ...e }]));
registerHandoffVariant('test-reorder', () => swapPairs);
registerHandoffVariant('test-forge-policy', () => map((e) => ({ ...e, policy: { rules: [] } })));
const task = loadTask();
const run = (protocol, defense = 'none', architecture = 'l1') => runTaskDetailed({ task, architecture, defense, confirm: 'auto-approve', authorizer: deterministicAuthorizer(), models: modelsOf(planModel(task, { pressure: true })), seed: 1, protocol });
describe('delivery enforces the handoff contract (runs fail, naming the variant, and never hang)', () => {
    it('a variant that drops delegations fails the run', async () => {
        const r = await run(['test-drop-delegations']);
        expect(r.trajectory.endReason).toBe('error');
        expect(r.failure?.detail).toMatch(/protocol "test-drop-delegations" dropped envelope #\d+ on edge delegate:/);
        expect(r.failure?.cause).toBeInstanceOf(HandoffContractError);
        expect(r.trajectory.handoffs).toEqual([]);
    });
    it('a variant that drops reports fails an L1 run (it used to wait forever)', async () => {
        const r = await run(['verbatim', 'test-drop-reports']);
        expect(r.trajectory.endReason).toBe('error');
        expect(r.failure?.detail).toMatch(/protocol "test-drop-reports" dropped envelope #\d+ on edge report:/);
    });
    it('a drop is found after an asynchronous defense stage too (Chain, its proposal in flight)', async () => {
        const r = await run(['test-drop-delegations'], 'chain');
        expect(r.failure?.detail).toMatch(/protocol "test-drop-delegations" dropped/);
    });
    it('a variant that duplicates envelopes fails the run', async () => {
        const r = await run(['test-duplicate']);
        expect(r.trajectory.endReason).toBe('error');
        expect(r.failure?.detail).toMatch(/protocol "test-duplicate" duplicated envelope #\d+/);
        // The first copy was delivered and recorded once; nothing after the violation.
        expect(r.trajectory.handoffs).toHaveLength(1);
    });
    it('a variant that reorders envelopes fails the run (the envelope it holds back is never delivered)', async () => {
        const r = await run(['test-reorder']);
        expect(r.trajectory.endReason).toBe('error');
        expect(r.failure?.detail).toMatch(/protocol "test-reorder" dropped envelope #\d+ .*reorders them/);
    });
    it('a variant may not set the policy a delegation carries (only a defense may)', async () => {
        const r = await run(['test-forge-policy']);
        expect(r.failure?.detail).toMatch(/protocol "test-forge-policy" changed the policy/);
    });
    it('well-behaved variants still deliver', async () => {
        const r = await run(['verbatim', 'constraint-echo'], 'chain', 'l2');
        expect(r.failure).toBeNull();
        expect(r.trajectory.handoffs.length).toBeGreaterThan(0);
    });
});
describe('Delivery on its own', () => {
    const spec = { from: 'a', to: 'b', kind: 'delegate' };
    const key = edgeKey('a', 'b', 'delegate');
    const env = (seq) => ({ seq, from: 'a', to: 'b', kind: 'delegate', message: `m${seq}`, hop: 1, parentPolicy: null, policy: null, defenseUsage: { prompt_tokens: 0, completion_tokens: 0 } });
    const open = (stage, violations) => {
        const d = new Delivery(new Map([[key, spec]]), [stage], { inFlight: () => new Set(), onViolation: (e) => void violations.push(e) });
        d.edge(key);
        return d;
    };
    it('two envelopes in flight that come out swapped: reordered', async () => {
        const violations = [];
        const d = open({ who: 'protocol "swap"', kind: 'protocol', operator: swapPairs }, violations);
        const first = d.deliver(key, env(0));
        const second = d.deliver(key, env(1));
        await expect(first).rejects.toThrow(/protocol "swap" reordered envelopes on edge delegate:a->b: #1 came out before #0/);
        await expect(second).rejects.toThrow(HandoffContractError);
        expect(violations.map((v) => v.who)).toEqual(['protocol "swap"']);
        d.close();
    });
    it('a rerouted envelope is refused', async () => {
        const violations = [];
        const d = open({ who: 'protocol "detour"', kind: 'protocol', operator: map((e) => ({ ...e, to: 'c' })) }, violations);
        await expect(d.deliver(key, env(0))).rejects.toThrow(/protocol "detour" rerouted envelope #0/);
        d.close();
    });
    it('a defense stage may set the policy', async () => {
        const d = open({ who: 'defense "x"', kind: 'defense', operator: map((e) => ({ ...e, policy: { rules: [] } })) }, []);
        await expect(d.deliver(key, env(0))).resolves.toMatchObject({ seq: 0, policy: { rules: [] } });
        d.close();
    });
});
