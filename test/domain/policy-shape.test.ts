/**
 * The domain's policy shape and the lattice's policy schema accept the same policies; the schema
 * also normalises (canonicalPolicy). Trajectories and policy files are read with the shape, so a
 * canonical policy (what the runtime records) reads back unchanged, and a bad one is refused alike.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PolicyShapeSchema } from '../../src/domain/policy-shape.js';
import { TrajectorySchema } from '../../src/domain/trajectory.js';
import { PolicySchema, canonicalPolicy } from '../../src/policy/index.js';
import { fileKind } from '../../src/domain/registry.js';
import { policyArb, propParams } from '../policy/arbitraries.js';

const json = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

describe('policy shape (domain) and policy schema (lattice)', () => {
  it('the policy file kind parses into the normal form once the lattice is loaded (a library caller gets what the readers get)', () => {
    fc.assert(
      fc.property(policyArb, (p) => {
        const viaKind = fileKind('policy')!.schema.safeParse(json(p));
        const viaSchema = PolicySchema.safeParse(json(p));
        expect(viaKind.success).toBe(viaSchema.success);
        if (viaKind.success && viaSchema.success) expect(json(viaKind.data)).toEqual(json(viaSchema.data));
      }),
      { ...propParams, numRuns: Math.min(propParams.numRuns, 200) },
    );
  });
  it('accept the same policies; the schema is the shape followed by canonicalPolicy; a canonical policy reads back unchanged', () => {
    fc.assert(
      fc.property(policyArb, (p) => {
        const shape = PolicyShapeSchema.safeParse(json(p));
        const schema = PolicySchema.safeParse(json(p));
        expect(shape.success).toBe(schema.success);
        if (!shape.success || !schema.success) return;
        expect(json(schema.data)).toEqual(json(canonicalPolicy(shape.data)));
        const canon = json(canonicalPolicy(p));
        expect(json(PolicyShapeSchema.parse(canon))).toEqual(canon);
      }),
      { ...propParams, numRuns: Math.min(propParams.numRuns, 300) },
    );
  });

  it('refuse the same bad policies at the same JSON paths', () => {
    const rule = (tool: string, args: unknown) => ({ tool, scope: { args }, stage: 'current_request' });
    const bad: unknown[] = [
      { rules: [rule('a', {}), rule('a', {})] },
      { rules: [rule('a', { to: { patterns: ['(?<=x)y'] } })] },
      { rules: [rule('a', { n: { range: { max: null } } })] },
      { rules: [rule('a', { to: { oneOf: ['x'], extra: 1 } })] },
      { rules: [{ ...rule('a', {}), stage: 'later' }] },
    ];
    for (const p of bad) {
      const shape = PolicyShapeSchema.safeParse(p);
      const schema = PolicySchema.safeParse(p);
      expect(shape.success).toBe(false);
      expect(schema.success).toBe(false);
      expect(shape.error?.issues.map((i) => i.path)).toEqual(schema.error?.issues.map((i) => i.path));
    }
  });

  it('a trajectory refuses a handoff policy with an unusable pattern, naming its path', () => {
    const policy = { rules: [{ tool: 'send_email', scope: { args: { to: { patterns: ['(a'] } } }, stage: 'current_request' }] };
    const t = {
      taskId: 't', architecture: 'single', defense: 'chain', confirm: 'auto-deny', seed: 's', agents: [], calls: [],
      handoffs: [{ seq: 0, from: 'a', to: 'b', hop: 1, kind: 'delegate', message: 'm', policy }],
      rootPolicy: null, finalAnswer: null, endReason: 'finished', endDetail: null, tokens: {},
    };
    const r = TrajectorySchema.safeParse(t);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['handoffs', 0, 'policy', 'rules', 0, 'scope', 'args', 'to', 'patterns', 0]);
  });
});
