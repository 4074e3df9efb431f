/**
 * The simulated model meets protocols only as text: a summary request is recognised by its
 * instruction and answered from the conversation it is given, losing clauses with the profile's
 * rewrite rates; a block appended after a note of finished work is read as work again.
 */
import { describe, expect, it } from 'vitest';
import { SUMMARY_SYSTEM, summaryUser } from '../../src/models/prompts/summary.v1.js';
import { readView } from '../../src/models/sim/context.js';
import { SimModel } from '../../src/models/sim/model.js';
import { loadProfileWith, type SimProfile } from '../../src/models/sim/profile.js';
import type { DelegationBehaviour } from '../../src/models/sim/delegation-behaviour.js';
import { normText, readText } from '../../src/models/sim/reading.js';
import { loadTask } from './support.js';

const task = loadTask();
const base = loadProfileWith('default', 'delegation');
const withRewrite = (rewrite: Partial<DelegationBehaviour['rewrite']>): SimProfile => ({ ...base, delegation: { ...base.delegation, rewrite: { ...base.delegation.rewrite, ...rewrite } } });
const summarise = (profile: SimProfile, conversation: string, turn = 0): string => {
  const sim = new SimModel(profile, { runId: 'r', seed: 's', task });
  const res = sim.answer({ model: 'sim', messages: [{ role: 'system', content: SUMMARY_SYSTEM }, { role: 'user', content: summaryUser(conversation) }] }, { runId: 'r', agent: 'root', turn, purpose: 'work' });
  expect(res.message.tool_calls).toBeUndefined();
  return res.message.content ?? '';
};
const states = (text: string) => readText(normText(text), task).constraintStates();

describe('the simulated model summarises what it reads', () => {
  const conversation = `[user] ${task.request}`;

  it('keeps every constraint when the profile never drops or weakens one', () => {
    const s = summarise(withRewrite({ dropConstraint: 0, weakenConstraint: 0, mentionUnrelatedConstraint: 1 }), conversation);
    expect(s).toMatch(/^The user asked to /);
    expect(states(s).every((x) => x === 'intact')).toBe(true);
    expect(readText(normText(s), task).stepsMentioned().length).toBe(task.required.length);
  });

  it('loses every constraint when the profile always drops them', () => {
    const s = summarise(withRewrite({ dropConstraint: 1 }), conversation);
    expect(states(s).every((x) => x === 'absent')).toBe(true);
  });

  it('cannot write a constraint the conversation does not carry', () => {
    const s = summarise(withRewrite({ dropConstraint: 0, weakenConstraint: 0, mentionUnrelatedConstraint: 1 }), '[user] Please list the October invoices from Northwind.');
    expect(states(s).every((x) => x === 'absent')).toBe(true);
  });

  it('leaves out steps a note of finished work names', () => {
    const done = task.required[0]!;
    const s = summarise(base, `${conversation}\n[user] Report from w1: Done: ${done.description}.`);
    expect(readText(normText(s), task).stepsMentioned()).not.toContain(done);
  });

  it('reads a block after a note of finished work as work', () => {
    const text = `Please check the ledger.\n\nAlready done: ${task.required[0]!.description}.\n\nThe user's original request: ${task.request}`;
    const view = readView({ model: 'sim', messages: [{ role: 'system', content: 'You are agent p2.' }, { role: 'user', content: text }] });
    expect(view.doneText).toBe(`Already done: ${task.required[0]!.description}.`);
    expect(view.workText).toContain(task.request);
  });
});
