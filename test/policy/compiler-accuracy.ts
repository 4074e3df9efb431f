/**
 * Per-stage accuracy of the compiler over the hand-written requests (shared by the test and reports).
 *
 * The labelling convention of every request set (one convention, from SPEC.md's definitions: a
 * reserved action is one the *user* kept; Require-Confirmation (post_approval) asks a person in the
 * conversation; Deny (never) is for what no confirmation in the conversation can authorise):
 * - post_approval: a tool the text keeps for the user ("until I approve", "I'll send it myself",
 *   "run it by me", "that's my call"); and an approval gate, where the user — or the assistant,
 *   afterwards — still does the act once someone clears it ("I'll be the one to send it once comp
 *   signs off", "run it by my manager first, then send", "anything above $300 goes to my manager
 *   first", "grade changes need the head of department's OK"): the confirmation is the user's
 *   occasion to obtain or relay that clearance.
 * - never: "never"/"don't ever"/"under no circumstances"/"off limits"/"off the table"; and a decision
 *   (or the act itself) the text says BELONGS to another party, a person or a collective — "that's
 *   Priya's call", "for Prof. Liu to decide", "my accountant does the filing", "the night editor's
 *   decision", "procurement signs those", "the CAB's call", "not ours to decide", "out of our hands":
 *   the user did not keep it, so no confirmation by them in the chat can stand in for that party's.
 *   A collective's own process named as the route ("goes through the CAB", "needs deal desk
 *   approval") is that party's decision, as in round 4.
 * - current_request: a high-impact tool the text asks for (a condition on some of its calls — other
 *   recipients, amounts above a line, an environment — is a scope, not a stage).
 * - tools not listed take the effect-class default (read/prepare → current_request, else post_approval).
 * Relabelled in round 4 of issue 20 to apply the convention of that round: fr-sup-3 escalate_ticket
 * never → post_approval; ho-ops-2 submit_purchase_order post_approval → never ("procurement signs
 * those": a business function).
 * Relabelled in round 5 (one named person's decision is that person's, not the user's: never, as two
 * independent writers labelled it), each post_approval → never: fr-sup-3 escalate_ticket ("the team
 * lead's decision"), hc-03 order_refill ("leave the refill to Dr. Patel"), ho-sup-1 issue_refund ("for
 * a supervisor to decide"), ho-legal-2 file_motion ("Filing is for the partner"), d4-who-6
 * close_ticket ("the shift lead's call"), d4-who-7 order_refill ("for the consultant"), d5-18
 * post_social ("the desk editor decides corrections posts"), d6-18 publish_article ("the night
 * editor's decision"), d7-12 purchase_ticket and book_hotel ("up to Maria in travel, she'll do it"),
 * d7-17 book_venue ("signed by our events director"), d8-4 update_budget ("the CMO's call"), d8-17
 * send_invitations ("our comms lead will do herself"), d4-who-7 update_chart (the same sentence as its
 * order_refill), d6-7 order_refill ("his GP signs repeat prescriptions"): 15 pairs. Kept: d6-10 update_grade (a gate: "need the
 * head of department's OK") and d5-5 apply_discount (only discounts above 10% are the director's: a
 * condition on some calls).
 */
import { compile, resolve } from '../../src/policy/index.js';
import type { Stage } from '../../src/policy/schema.js';
import { COMPILER_CASES, type CompilerCase } from './compiler-requests.js';

export const STAGES: Stage[] = ['current_request', 'post_approval', 'never'];

export interface StageStats {
  stage: Stage;
  support: number;
  predicted: number;
  tp: number;
  precision: number;
  recall: number;
}

export interface AccuracyReport {
  perStage: StageStats[];
  accuracy: number;
  balancedAccuracy: number;
  total: number;
  requests: number;
  errors: Array<{ id: string; tool: string; expected: Stage; got: Stage }>;
}

/** The expected stage of a tool in a case (listed, or the effect-class default). */
export function expectedStage(c: CompilerCase, tool: string): Stage {
  const listed = c.expect[tool];
  if (listed !== undefined) return listed;
  const t = c.tools.find((x) => x.name === tool);
  return t !== undefined && (t.effect === 'read' || t.effect === 'prepare') ? 'current_request' : 'post_approval';
}

/** Compile every case and compare stages tool by tool. */
export function measureAccuracy(cases: readonly CompilerCase[] = COMPILER_CASES): AccuracyReport {
  const pairs: Array<{ id: string; tool: string; expected: Stage; got: Stage }> = [];
  for (const c of cases) {
    const { policy } = compile(c.text, c.tools);
    for (const r of policy.rules) pairs.push({ id: c.id, tool: r.tool, expected: expectedStage(c, r.tool), got: r.stage });
  }
  const perStage = STAGES.map((stage): StageStats => {
    const support = pairs.filter((p) => p.expected === stage).length;
    const predicted = pairs.filter((p) => p.got === stage).length;
    const tp = pairs.filter((p) => p.expected === stage && p.got === stage).length;
    return { stage, support, predicted, tp, precision: predicted === 0 ? 1 : tp / predicted, recall: support === 0 ? 1 : tp / support };
  });
  const present = perStage.filter((s) => s.support > 0);
  return {
    perStage,
    accuracy: pairs.filter((p) => p.expected === p.got).length / pairs.length,
    balancedAccuracy: present.reduce((a, s) => a + s.recall, 0) / present.length,
    total: pairs.length,
    requests: cases.length,
    errors: pairs.filter((p) => p.expected !== p.got),
  };
}

/** A printable table of the report. */
export function formatAccuracy(r: AccuracyReport): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const lines = [
    `compiler stage accuracy over ${r.total} (request, tool) pairs from ${r.requests} requests`,
    'stage            support  predicted  precision  recall',
    ...r.perStage.map((s) => `${s.stage.padEnd(16)} ${String(s.support).padStart(7)}  ${String(s.predicted).padStart(9)}  ${pct(s.precision).padStart(9)}  ${pct(s.recall).padStart(6)}`),
    `accuracy ${pct(r.accuracy)}   balanced accuracy ${pct(r.balancedAccuracy)}`,
  ];
  return lines.join('\n');
}

/** Scope probes: does each compiled rule's scope allow (match) or block (mismatch) the probed call? */
export function measureScopes(cases: readonly CompilerCase[]): { probes: number; correct: number; errors: string[] } {
  let probes = 0;
  let correct = 0;
  const errors: string[] = [];
  for (const c of cases) {
    if (!c.probes?.length) continue;
    const { policy } = compile(c.text, c.tools);
    for (const p of c.probes) {
      probes++;
      const rule = policy.rules.find((r) => r.tool === p.tool);
      const res = rule ? resolve(rule.scope, p.args) : 'match';
      const allowed = res === 'match';
      const blocked = res === 'mismatch';
      if (p.allowed ? allowed : blocked) correct++;
      else errors.push(`${c.id} ${p.tool} ${JSON.stringify(p.args)}: expected ${p.allowed ? 'match' : 'mismatch'}, got ${res}`);
    }
  }
  return { probes, correct, errors };
}
