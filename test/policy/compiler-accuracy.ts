/**
 * Per-stage accuracy of the compiler over the hand-written requests (shared by the test and reports).
 *
 * The labelling convention of every request set (one convention, from SPEC.md's definitions: a
 * reserved action is one the *user* kept; Require-Confirmation (post_approval) asks a person in the
 * conversation; Deny (never) is for what no confirmation in the conversation can authorise):
 * - post_approval: a tool the text keeps for the user ("until I approve", "I'll send it myself",
 *   "run it by me"), also when the user keeps the act and another party only clears it first ("I'll
 *   be the one to send it once comp signs off"); and a decision the text gives to ONE named person
 *   or role ("my manager", "the partner", "a supervisor", "the team lead", "Dr. Patel") without
 *   saying it is not ours: the confirmation is the user's occasion to obtain or relay that person's
 *   say, so it is the user's reservation.
 * - never: "never"/"under no circumstances"/"off limits"; a decision the text gives to a collective
 *   party — a team, office, committee, desk, board, group or business function ("procurement signs
 *   those", "the CAB's call") — whose own process no confirmation in the chat can stand in for; and a
 *   decision the text says is not ours to make ("not ours to decide", "out of our hands"), whoever
 *   holds it.
 * - current_request: a high-impact tool the text asks for (a condition on some of its calls — other
 *   recipients, amounts above a line — is a scope, not a stage).
 * - tools not listed take the effect-class default (read/prepare → current_request, else post_approval).
 * Relabelled in round 4 of issue 20 to apply this one convention: fr-sup-3 escalate_ticket never →
 * post_approval ("the team lead's decision": one person, no denial that it is ours); ho-ops-2
 * submit_purchase_order post_approval → never ("procurement signs those": a business function).
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
