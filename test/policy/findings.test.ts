/**
 * Issue 31's six findings, as regression tests. Each is run on the lattice as it is and on a frozen
 * copy of the lattice before the issue (test/fixtures/lattice-v0), where it must still show: the tests
 * fail on that code and pass on this one.
 */
import { describe, expect, it } from 'vitest';
import * as now from '../../src/policy/index.js';
import * as v0 from '../fixtures/lattice-v0/index.js';
import { validateValue } from '../../src/io/validate-files.js';
import type { Policy } from '../../src/policy/schema.js';
import type { JsonObject } from '../../src/domain/json.js';

type Lattice = Pick<typeof now, 'attenuate' | 'leq' | 'verdict' | 'canonicalPolicy' | 'scopeLeq'>;
/** The lattice before issue 31, where each finding must still show. */
const before31 = v0 as unknown as Lattice;

const strict = (l: Lattice, call: now.PendingCall, p: Policy) => now.decisionStrictness(l.verdict(call, p));

/** The invariant each finding broke: attenuation stays ⊑ and no verdict gets less strict. */
function invariantHolds(l: Lattice, p: Policy, x: now.Proposal, calls: now.PendingCall[]): boolean {
  const child = l.attenuate(p, x).policy;
  if (!l.leq(child, p)) return false;
  return calls.every((c) => strict(l, c, child) >= strict(l, c, p));
}

/** The order is semantic on these calls: a ⊑ b ⇒ no verdict under a is less strict than under b. */
function orderSound(l: Lattice, a: Policy, b: Policy, calls: now.PendingCall[]): boolean {
  return !l.leq(a, b) || calls.every((c) => strict(l, c, a) >= strict(l, c, b));
}

const rule = (tool: string, args: Record<string, unknown>, stage: now.Stage = 'current_request') =>
  ({ tool, scope: { args }, stage }) as unknown as Policy['rules'][number];

describe('finding 1: a blank `about` condition', () => {
  for (const blank of ['', '   ']) {
    const p: Policy = { rules: [rule('send_email', { to: { about: [blank] } })] };
    const calls = [{ tool: 'send_email', args: { to: 'eve@evil.example' } }];
    const x = { rules: [{ tool: 'send_email' }] };
    it(`about [${JSON.stringify(blank)}] means no condition, everywhere (today)`, () => {
      expect(invariantHolds(now, p, x, calls)).toBe(true);
      const canon = now.canonicalPolicy(p);
      expect(now.leq(canon, p) && now.leq(p, canon)).toBe(true);
      expect(now.verdict(calls[0]!, canon)).toEqual(now.verdict(calls[0]!, p));
      expect(now.PolicySchema.parse(p)).toEqual(canon);
    });
    it(`about [${JSON.stringify(blank)}]: attenuation widened it before`, () => {
      expect(invariantHolds(before31, p, x, calls)).toBe(false);
    });
  }
});

describe('finding 2: ⊑ outside ASCII', () => {
  const a: Policy = { rules: [rule('send_email', { to: { oneOf: ['k'] } })] };
  const b: Policy = { rules: [rule('send_email', { to: { patterns: ['^k$'] } })] };
  const calls = ['\u212A', 'K', 'k', 'ſ', 'ẞ', 'ß'].map((to) => ({ tool: 'send_email', args: { to } }));
  it('oneOf and patterns compare text the same way (today)', () => {
    expect(orderSound(now, a, b, calls)).toBe(true);
    expect(now.leq(a, b)).toBe(true); // still recognised: the order did not get blunter
  });
  it('KELVIN SIGN was allowed by the smaller and denied by the larger before', () => {
    expect(orderSound(before31, a, b, calls)).toBe(false);
  });
});

describe('finding 3: an argument named __proto__', () => {
  const p = now.PolicySchema.parse(JSON.parse('{"rules":[{"tool":"send_email","scope":{"args":{"__proto__":{"oneOf":["a"]}}},"stage":"current_request"}]}'));
  const raw = JSON.parse('{"rules":[{"tool":"send_email","scope":{"args":{"__proto__":{"oneOf":["a"]}}},"stage":"current_request"}]}') as Policy;
  const calls = [{ tool: 'send_email', args: JSON.parse('{"__proto__":"b"}') as JsonObject }];
  const x = { rules: [{ tool: 'send_email' }] };
  it('is an argument like any other: parsed, kept, attenuated, checked (today)', () => {
    expect(Object.keys(p.rules[0]!.scope.args)).toEqual(['__proto__']);
    expect(now.verdict(calls[0]!, p).decision).toBe('deny');
    expect(invariantHolds(now, p, x, calls)).toBe(true);
    expect(invariantHolds(now, raw, x, calls)).toBe(true);
    expect(now.verdict({ tool: 'send_email', args: JSON.parse('{"__proto__":"a"}') }, p).decision).toBe('allow');
    expect(now.verdict({ tool: 'send_email', args: {} }, p).decision).toBe('require_confirmation');
  });
  it('was dropped by attenuation before (deny → allow)', () => {
    expect(invariantHolds(before31, raw, x, calls)).toBe(false);
  });
});

describe('finding 4: NaN in a range, two rules for one tool', () => {
  const nan: Policy = { rules: [rule('submit_payment', { amount: { range: { min: Number.NaN } } })] };
  const dup: Policy = { rules: [rule('send_email', { to: { oneOf: ['ann@acme.example'] } }), rule('send_email', {}, 'post_approval')] };
  const calls: now.PendingCall[] = [
    { tool: 'submit_payment', args: { amount: 5 } },
    { tool: 'send_email', args: { to: 'ann@acme.example' } },
    { tool: 'send_email', args: { to: 'eve@evil.example' } },
  ];
  const xs = [{ rules: [{ tool: 'submit_payment' }] }, { rules: [{ tool: 'send_email' }] }, { rules: [{ tool: 'submit_payment', scope: { args: { amount: { range: { max: 10 } } } } }] }];
  it('attenuation stays ⊑ and verdicts no less strict (today)', () => {
    for (const p of [nan, dup]) for (const x of xs) expect(invariantHolds(now, p, x, calls)).toBe(true);
    // two rules for a tool are their conjunction: the strictest verdict, and the canonical form merges them
    expect(now.verdict(calls[1]!, dup).decision).toBe('require_confirmation');
    expect(now.verdict(calls[2]!, dup).decision).toBe('deny');
    expect(now.canonicalPolicy(dup).rules).toHaveLength(1);
  });
  it('the schema refuses both', () => {
    expect(now.PolicySchema.safeParse(nan).success).toBe(false);
    expect(now.PolicySchema.safeParse({ rules: [rule('a', { n: { range: { max: Infinity } } })] }).success).toBe(false);
    expect(now.PolicySchema.safeParse(dup).error?.issues[0]?.path).toEqual(['rules', 1, 'tool']);
  });
  it('broke leq(attenuate(P, x).policy, P) before', () => {
    const old = before31;
    expect(xs.some((x) => !invariantHolds(old, nan, x, calls))).toBe(true);
    expect(xs.some((x) => !invariantHolds(old, dup, x, calls))).toBe(true);
  });
});

describe('finding 5: catastrophic backtracking', () => {
  // before this issue the first verdict below took 37 s on a 28-character argument (a backtracking
  // engine); RE2 semantics make it linear: a few ms even on 10,000 characters
  it('a verdict with (a+)+$ on a long hostile argument returns at once', { timeout: 5000 }, () => {
    for (const pat of ['(a+)+$', '^(a+)+$', '(a|a)*b', '(.*a){12}']) {
      const p: Policy = now.PolicySchema.parse({ rules: [rule('send_email', { to: { patterns: [pat] } })] });
      for (const n of [28, 10_000]) {
        const v = now.verdict({ tool: 'send_email', args: { to: `${'a'.repeat(n)}!` } }, p);
        expect(v.decision).toBe(pat === '(.*a){12}' ? 'allow' : 'deny');
      }
    }
  });
});

describe('finding 6: invalid patterns and flags', () => {
  const policy = (pat: string) => ({ rules: [{ tool: 'send_email', scope: { args: { to: { patterns: [pat] } } }, stage: 'current_request' }] });
  for (const pat of ['(unclosed[', '(?zz)abc', '(?<=x)a', '(a)\\1']) {
    it(`"${pat}" is refused by validation with its JSON path`, () => {
      const r = validateValue(policy(pat), 'policy');
      expect(r.problems.map((p) => p.path)).toEqual(['$.rules[0].scope.args.to.patterns[0]']);
      expect(r.problems[0]?.message).toMatch(/unusable pattern/);
    });
  }
  it('was accepted before', () => {
    expect(v0.PolicySchema.safeParse(policy('(unclosed[')).success).toBe(true);
  });
  it('the exclusion shape the compiler writes is understood', () => {
    expect(validateValue(policy('^(?!.*northwind\\.example).*$'), 'policy').problems).toEqual([]);
  });
});
