/**
 * The policy schemas that parse into the lattice's normal forms. The shape (what a stage, a scope,
 * a rule, a policy and a verdict are, and which are well formed) is the domain's
 * (src/domain/policy-shape.ts); parsing here also normalises: a scope into normalizeScope's form, a
 * policy into canonicalPolicy's (rules by tool, scopes normalised). Everything a policy is made of is
 * re-exported, so this module stays the one place the lattice's readers import from.
 */
import { z } from 'zod';
import { fileKind, registerFileKind } from '../domain/registry.js';
import { PolicyShapeSchema, RuleShapeSchema, ScopeShapeSchema, type Policy, type Scope } from '../domain/policy-shape.js';
import { canonicalPolicy } from './policy.js';
import { normalizeScope } from './scope.js';

export {
  ArgScopeSchema,
  DecisionSchema,
  ProvenanceSchema,
  ResolutionSchema,
  StageSchema,
  VerdictSchema,
  type ArgScope,
  type Decision,
  type Policy,
  type Provenance,
  type Resolution,
  type Rule,
  type Scope,
  type Stage,
  type Verdict,
} from '../domain/policy-shape.js';

/** A scope, parsed into its normal form (normalizeScope): what every parsed policy and proposal holds. */
export const ScopeSchema: z.ZodType<Scope, z.input<typeof ScopeShapeSchema>> = ScopeShapeSchema.transform((s) => normalizeScope(s));

/** r_t = ⟨t, s_t, z_t⟩, its scope parsed into normal form. */
export const RuleSchema = RuleShapeSchema.extend({ scope: ScopeSchema });

/** A policy, parsed into its canonical form (canonicalPolicy: rules by tool, scopes normalised). */
export const PolicySchema: z.ZodType<Policy, z.input<typeof PolicyShapeSchema>> = PolicyShapeSchema.transform((p) => canonicalPolicy(p));

// The domain registers the policy file kind with the shape alone (it cannot import the lattice); once
// the lattice is loaded, a library caller's `fileKind('policy').schema.parse` gives the normal form
// every reader of policies expects. Its JSON schema (the input side) is unchanged.
const policyKind = fileKind('policy');
if (policyKind) registerFileKind({ ...policyKind, schema: PolicySchema });
