/**
 * Chain: the authorizer's proposal for a handoff, read from the handoff message with the same
 * compiler as P0. What the message calls for keeps its rule or narrows (a reservation or scope the
 * message states); what it does not call for is left out, so attenuation sets it to `never`.
 *
 * A tool is called for by a message when:
 * - an action word of the message asks for it (any effect class) — a reservation the message also
 *   states for it then narrows its stage ("send it to Dana, but wait for sign-off" → post_approval);
 * - it is a read/prepare tool whose objects the message names ("reconcile the October invoices"
 *   calls for list_invoices), or whose objects a called-for tool acts on — reading what you are
 *   asked to work on is part of the work.
 * High-impact tools are never called for by a mere mention of their objects, nor by a reservation
 * alone: "don't submit the batch" tells the subtask it has no business submitting, so the tool is
 * left out and becomes `never` in the child policy.
 */
import type { ToolSpec } from '../../domain/tool.js';
import type { Policy, Rule, Scope } from '../schema.js';
import type { Proposal, ProposalRule } from '../attenuate.js';
import { NO_FINDINGS, ruleFrom, textFindings, type ToolFindings } from './compile.js';
import { profileOf } from './vocabulary.js';
import { deepFreeze } from '../../util/freeze.js';
import { weakPairMemo } from '../../util/memo.js';

/** The tools a message calls for, by the rules above (sorted). */
export function calledForByMessage(message: string, tools: readonly ToolSpec[]): string[] {
  return [...calledFor(textFindings(message, tools), tools)].sort();
}

function calledFor(found: ReadonlyMap<string, ToolFindings>, tools: readonly ToolSpec[]): Set<string> {
  const called = new Set<string>();
  for (const t of tools) {
    const f = found.get(t.name);
    if (f === undefined) continue;
    const support = t.effect === 'read' || t.effect === 'prepare';
    if (f.asked.length > 0 || (support && f.mentioned)) called.add(t.name);
  }
  const objectsOfCalled = new Set<string>();
  for (const t of tools) if (called.has(t.name)) for (const o of profileOf(t).objects) objectsOfCalled.add(o);
  for (const t of tools) {
    if (called.has(t.name) || (t.effect !== 'read' && t.effect !== 'prepare')) continue;
    for (const o of profileOf(t).objects) {
      if (objectsOfCalled.has(o)) {
        called.add(t.name);
        break;
      }
    }
  }
  return called;
}

function nonEmpty(s: Scope): boolean {
  return Object.keys(s.args).length > 0;
}

/** The proposal for a handoff message: called-for tools with any narrowing the message states. */
export function proposalFromMessage(message: string, tools: readonly ToolSpec[], parent: Policy): Proposal {
  const found = textFindings(message, tools);
  const called = calledFor(found, tools);
  const known = new Set<string>();
  for (let i = 0; i < parent.rules.length; i++) known.add((parent.rules[i] as Rule).tool);
  const rules: ProposalRule[] = [];
  for (let i = 0; i < tools.length; i++) {
    const t = tools[i] as ToolSpec;
    if (!called.has(t.name) || !known.has(t.name)) continue;
    rules.push(proposalRule(t, found.get(t.name) ?? NO_FINDINGS));
  }
  return { rules };
}

// A proposal rule is a function of its tool and its findings alone. Findings that are frozen (a
// sentence's memoised findings, when one sentence alone found something for the tool, or NO_FINDINGS)
// never change, so their rule is made once per tool and shared, deep-frozen: the texts that recur in
// many messages then give the same rule object, whose JSON the authorizer's prompts memoise.
const frozenRules = weakPairMemo((f: ToolFindings, t: ToolSpec): ProposalRule => deepFreeze(makeProposalRule(t, f)));

function proposalRule(t: ToolSpec, f: ToolFindings): ProposalRule {
  return Object.isFrozen(f) ? frozenRules(f, t) : makeProposalRule(t, f);
}

function makeProposalRule(t: ToolSpec, f: ToolFindings): ProposalRule {
  const compiled = ruleFrom(t, f);
  const rule: ProposalRule = {
    tool: t.name,
    provenance: {
      sentence: f.asked[0]?.sentence ?? f.reservations[0]?.sentence ?? null,
      reason: f.reservations.length > 0 ? `handoff message reserves it (${compiled.stage})` : 'called for by the handoff message',
    },
  };
  // the message's own reservation narrows the stage; silence keeps the parent's
  if (f.reservations.length > 0 && compiled.stage !== 'current_request') rule.stage = compiled.stage;
  if (nonEmpty(compiled.scope)) rule.scope = compiled.scope;
  return rule;
}
