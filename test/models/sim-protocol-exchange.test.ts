/**
 * The simulated model in multi-message and typed protocols, on fixed inputs: it recognises each
 * step from the instruction it reads (never a protocol's name); a receiver reads back exactly the
 * limits it read; a sender repairs a loss the read-back exposes with the profile's probability; typed
 * handoff fields prompt the writer for every constraint it holds.
 */
import { describe, expect, it } from 'vitest';
import { COMPARE_SYSTEM, RESTATE_SYSTEM, compareUser, readVerdict, restateUser } from '../../src/models/prompts/read-back.v1.js';
import { SimModel } from '../../src/models/sim/model.js';
import { loadProfileWith, type SimProfile } from '../../src/models/sim/profile.js';
import { normText, readText } from '../../src/models/sim/reading.js';
import type { ChatRequest, ChatToolDef } from '../../src/models/types.js';
import { BOUNDARY_PARAMETERS, boundaryHandoff } from '../../topologies/protocols/structured-boundary.js';
import { loadTask } from './support.js';

const task = loadTask();
const base = loadProfileWith('default', 'delegation');
const withRepair = (repairLoss: number): SimProfile => ({ ...base, delegation: { ...base.delegation, protocol: { repairLoss } } });
const states = (text: string) => readText(normText(text), task).constraintStates();
const ask = (profile: SimProfile, agent: string, req: ChatRequest, turn = 0): string => {
  const sim = new SimModel(profile, { runId: 'r', seed: 's', task });
  const res = sim.answer(req, { runId: 'r', agent, turn, purpose: 'work' });
  expect(res.message.tool_calls).toBeUndefined();
  return res.message.content ?? '';
};
const restate = (profile: SimProfile, message: string): string => ask(profile, 'w1', { model: 'sim', messages: [{ role: 'system', content: RESTATE_SYSTEM }, { role: 'user', content: restateUser('root', message) }] });
const compare = (profile: SimProfile, readback: string, last = false): string =>
  ask(profile, 'root', { model: 'sim', messages: [{ role: 'system', content: COMPARE_SYSTEM }, { role: 'user', content: compareUser(`[user] ${task.request}`, 'Please reconcile the invoices.', readback, last) }] });

describe('read-back: the receiver restates what it read', () => {
  it('every constraint the message carries, in the state it carries it; none it does not', () => {
    const full = restate(base, task.request);
    expect(states(full)).toEqual(states(task.request));
    expect(restate(base, 'Please list the October invoices from Northwind.')).toBe('No limits were stated.');
    const weak = task.boundary.constraints.find((c) => (c.lexicon?.weakened.length ?? 0) > 0)!;
    const idx = task.boundary.constraints.indexOf(weak);
    const r = restate(base, `Please reconcile the invoices. ${weak.lexicon!.weakened[0]}.`);
    expect(states(r)[idx]).toBe('weakened');
  });
});

describe('read-back: the sender compares with the limits it holds', () => {
  it('a read-back that keeps every limit is confirmed', () => {
    expect(readVerdict(compare(withRepair(1), restate(base, task.request))).verdict).toBe('confirm');
  });

  it('repairLoss 1: every lost limit is corrected, in full; the correction makes the receiver read them', () => {
    const answer = compare(withRepair(1), 'No limits were stated.');
    const v = readVerdict(answer);
    expect(v.verdict).toBe('correct');
    expect(states(v.text).every((s) => s === 'intact')).toBe(true);
    expect(states(restate(base, `Please reconcile.\n\nCorrection from root: ${v.text}`)).every((s) => s === 'intact')).toBe(true);
  });

  it('repairLoss 0: the loss goes unnoticed, and the sender confirms', () => {
    expect(compare(withRepair(0), 'No limits were stated.')).toBe('CONFIRM');
  });

  it('a correction due in the last round goes to the user', () => {
    expect(readVerdict(compare(withRepair(1), 'No limits were stated.', true)).verdict).toBe('escalate');
  });

  it('in between, the share corrected follows the profile (over many senders), drawn from what the run is', () => {
    let fixed = 0;
    let lost = 0;
    for (let i = 0; i < 300; i++) {
      const sim = new SimModel(withRepair(0.5), { runId: `r${i}`, seed: `s${i}`, task });
      const text = sim.answer({ model: 'sim', messages: [{ role: 'system', content: COMPARE_SYSTEM }, { role: 'user', content: compareUser(`[user] ${task.request}`, 'x', 'No limits were stated.', false) }] }, { runId: `r${i}`, agent: 'root', turn: 0, purpose: 'work' }).message.content ?? '';
      lost += task.boundary.constraints.length;
      fixed += states(readVerdict(text).text).filter((s) => s === 'intact').length;
    }
    expect(fixed / lost).toBeGreaterThan(0.4);
    expect(fixed / lost).toBeLessThan(0.6);
  });
});

describe('structured-boundary: typed fields prompt the writer for every constraint it holds', () => {
  const tools: ChatToolDef[] = [{ type: 'function', function: { name: 'handoff_to_w1', description: 'Hand work to agent w1.', parameters: BOUNDARY_PARAMETERS } }];
  const coordinator = (profile: SimProfile): Record<string, unknown> => {
    const sim = new SimModel(profile, { runId: 'r', seed: 's', task });
    const res = sim.answer({ model: 'sim', messages: [{ role: 'system', content: 'You are agent root. You coordinate.' }, { role: 'user', content: task.request }], tools }, { runId: 'r', agent: 'root', turn: 0, purpose: 'work' });
    const c = res.message.tool_calls?.[0];
    expect(c?.function.name).toBe('handoff_to_w1');
    return JSON.parse(c?.function.arguments ?? '{}') as Record<string, unknown>;
  };
  const dropAll: SimProfile = { ...base, delegation: { ...base.delegation, rewrite: { ...base.delegation.rewrite, dropConstraint: 1, weakenConstraint: 0 } } };

  it('a writer who drops every constraint from free text still fills every held one into the fields', () => {
    const args = coordinator(dropAll);
    const parsed = boundaryHandoff.parse(args);
    expect(parsed.ok).toBe(true);
    // the goal is the free text it would have written (every constraint dropped) …
    expect(states(String(args.goal)).every((s) => s === 'absent')).toBe(true);
    // … and the fields carry each constraint, in the field of what it protects
    const text = parsed.ok ? parsed.text : '';
    expect(states(text).every((s) => s === 'intact')).toBe(true);
    const byField = (f: string) => (args[f] as string[]).length;
    expect(byField('reserved_actions')).toBe(task.boundary.constraints.filter((c) => c.protects.reserved.length > 0).length);
  });

  it('a constraint the writer never held cannot be filled in', () => {
    const sim = new SimModel(dropAll, { runId: 'r', seed: 's', task });
    const res = sim.answer({ model: 'sim', messages: [{ role: 'system', content: 'You are agent root. You coordinate.' }, { role: 'user', content: `Please ${task.required.map((r) => r.description.toLowerCase()).join('; then ')}.` }], tools }, { runId: 'r', agent: 'root', turn: 0, purpose: 'work' });
    expect(res.message.tool_calls?.[0]?.function.name).toBe('handoff_to_w1');
    const args = JSON.parse(res.message.tool_calls?.[0]?.function.arguments ?? '{}') as Record<string, string[]>;
    expect([...args.reserved_actions!, ...args.audiences!, ...args.constraints!]).toEqual([]);
  });

  it('the fields are validated: missing, mistyped or extra fields are refused with the field named', () => {
    expect(boundaryHandoff.parse({ goal: 'x', reserved_actions: [], audiences: [], constraints: [] })).toEqual({ ok: true, text: 'x\nReserved for the user (do not perform): none.\nAudiences: none.\nConstraints: none.' });
    const missing = boundaryHandoff.parse({ goal: 'x', reserved_actions: [], audiences: [] });
    expect(missing.ok === false && missing.error).toMatch(/constraints/);
    const typed = boundaryHandoff.parse({ goal: 'x', reserved_actions: 'none', audiences: [], constraints: [] });
    expect(typed.ok === false && typed.error).toMatch(/reserved_actions/);
    const extra = boundaryHandoff.parse({ goal: 'x', reserved_actions: [], audiences: [], constraints: [], message: 'hi' });
    expect(extra.ok === false && extra.error).toMatch(/message/);
    const empty = boundaryHandoff.parse({ goal: '  ', reserved_actions: [], audiences: [], constraints: [] });
    expect(empty.ok === false && empty.error).toMatch(/goal/);
  });
});
