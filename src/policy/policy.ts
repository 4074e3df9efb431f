import type { ToolSpec } from '../domain/tool.js';
import type { Policy, Provenance, Rule, Scope, Stage } from './schema.js';
import { normalizeScope, scopeLeq } from './scope.js';
import { stageLeq } from './stage.js';

/** A rule for policyFor: the tool plus whatever differs from the permissive default. */
export interface RuleInput {
  tool: string;
  scope?: Scope;
  stage?: Stage;
  provenance?: Provenance;
}

/** The order of a canonical policy's rules: by tool name, as code units compare. */
export function byTool(a: Pick<Rule, 'tool'>, b: Pick<Rule, 'tool'>): number {
  return a.tool < b.tool ? -1 : a.tool > b.tool ? 1 : 0;
}

/** Rules sorted by tool name, scopes normalised: the form policies are stored and compared in. */
export function canonicalPolicy(p: Policy): Policy {
  const rules = [...p.rules]
    .sort(byTool)
    .map((r): Rule => {
      const out: Rule = { tool: r.tool, scope: normalizeScope(r.scope), stage: r.stage };
      if (r.provenance !== undefined) out.provenance = r.provenance;
      return out;
    });
  return { rules };
}

/** The most permissive policy over a tool surface: every tool current_request with any scope. */
export function topPolicy(tools: readonly Pick<ToolSpec, 'name'>[]): Policy {
  return canonicalPolicy({ rules: tools.map((t) => ({ tool: t.name, scope: { args: {} }, stage: 'current_request' as const })) });
}

/** One rule per tool of the surface: the given rule where there is one, else current_request/any. */
export function policyFor(tools: readonly Pick<ToolSpec, 'name'>[], rules: readonly RuleInput[]): Policy {
  const byTool = new Map(rules.map((r) => [r.tool, r]));
  for (const r of rules) {
    if (!tools.some((t) => t.name === r.tool)) throw new Error(`policyFor: rule for "${r.tool}", which is not in the tool surface`);
  }
  return canonicalPolicy({
    rules: tools.map((t): Rule => {
      const r = byTool.get(t.name);
      const out: Rule = { tool: t.name, scope: r?.scope ?? { args: {} }, stage: r?.stage ?? 'current_request' };
      if (r?.provenance !== undefined) out.provenance = r.provenance;
      return out;
    }),
  });
}

/** The rule a policy holds for a tool, if any. */
export function ruleFor(p: Policy, tool: string): Rule | undefined {
  return p.rules.find((r) => r.tool === tool);
}

/** P' ⊑ P: the same tools (no rule omitted or added), each scope ⊆ and each stage at least as strict. */
export function leq(a: Policy, b: Policy): boolean {
  if (a.rules.length !== b.rules.length) return false;
  const byTool = new Map(a.rules.map((r) => [r.tool, r]));
  if (byTool.size !== a.rules.length) return false;
  return b.rules.every((rb) => {
    const ra = byTool.get(rb.tool);
    return ra !== undefined && stageLeq(rb.stage, ra.stage) && scopeLeq(ra.scope, rb.scope);
  });
}

/** P ⊑ Q and Q ⊑ P: equal as far as the order can tell. */
export function policyEquiv(a: Policy, b: Policy): boolean {
  return leq(a, b) && leq(b, a);
}
