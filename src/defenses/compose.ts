import type { MonoTypeOperatorFunction } from 'rxjs';
import type { CallOutcome, MediatedCall } from '../contracts/call.js';
import type { CallJudgement, Defense, DefenseRun } from '../contracts/defense.js';
import type { HandoffEnvelope } from '../contracts/handoff.js';
import type { JsonValue } from '../domain/json.js';

/** How strict a decision is: a combination's verdict on a call is the strictest of its defenses'. */
const STRICTNESS = { allow: 0, require_confirmation: 1, deny: 2 } as const;

/**
 * Several defenses acting as one, in their fixed order (the registry's): each hook of the
 * combination runs every defense's hook in that order. Before a call, the strictest verdict wins
 * (an earlier defense's on a tie); on a handoff, the operators are piped in order; a tool result and
 * the final answer pass through each rewrite in turn.
 */
export interface DefenseStack {
  readonly defenses: readonly Defense[];
  readonly compilesRootPolicy: boolean;
  /** Does any defense judge calls? Without one, every call goes straight to its tool. */
  readonly judgesCalls: boolean;
  beforeCall(call: MediatedCall, run: DefenseRun): CallJudgement | null;
  onHandoff(run: DefenseRun): Array<MonoTypeOperatorFunction<HandoffEnvelope>>;
  onToolResult(call: MediatedCall, outcome: CallOutcome, content: string, run: DefenseRun): string;
  beforePublish(answer: string, run: DefenseRun, publisher: string): Promise<string>;
  /** The defenses' reports after the run, by defense name (empty when none reports). */
  reports(run: DefenseRun): Record<string, JsonValue>;
}

const stacks = new WeakMap<readonly Defense[], DefenseStack>();

/** The stack of a parsed combination (built once per combination: parseDefenses returns one array per spec). */
export function defenseStack(defenses: readonly Defense[]): DefenseStack {
  let hit = stacks.get(defenses);
  if (!hit) {
    hit = buildStack(defenses);
    stacks.set(defenses, hit);
  }
  return hit;
}

function buildStack(defenses: readonly Defense[]): DefenseStack {
  const judges = defenses.filter((d) => d.beforeCall);
  const handoffs = defenses.filter((d) => d.onHandoff);
  const readers = defenses.filter((d) => d.onToolResult);
  const publishers = defenses.filter((d) => d.beforePublish);
  const reporters = defenses.filter((d) => d.report);
  return {
    defenses,
    compilesRootPolicy: defenses.some((d) => d.compilesRootPolicy),
    judgesCalls: judges.length > 0,
    beforeCall(call, run) {
      let best: CallJudgement | null = null;
      for (const d of judges) {
        const j = d.beforeCall!(call, run);
        if (j && (!best || STRICTNESS[j.verdict.decision] > STRICTNESS[best.verdict.decision])) best = j;
      }
      return best;
    },
    onHandoff: (run) => handoffs.map((d) => d.onHandoff!(run)),
    onToolResult(call, outcome, content, run) {
      let out = content;
      for (const d of readers) out = d.onToolResult!(call, outcome, out, run) ?? out;
      return out;
    },
    async beforePublish(answer, run, publisher) {
      let out = answer;
      for (const d of publishers) out = (await d.beforePublish!(out, run, publisher)) ?? out;
      return out;
    },
    reports(run) {
      const out: Record<string, JsonValue> = {};
      for (const d of reporters) {
        const r = d.report!(run);
        if (r !== undefined) out[d.name] = r;
      }
      return out;
    },
  };
}
