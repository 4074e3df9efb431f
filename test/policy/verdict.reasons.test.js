/**
 * The monitor's verdicts beyond the decision (verdict.ts, stage.ts): the reason a trajectory shows
 * names the rule, the argument and what decided it; several rules for a tool give the strictest
 * verdict whatever their order; and the strictness orders on decisions and stages.
 * Found missing by the mutation run (test/policy/MUTATION.md).
 */
import { describe, expect, it } from 'vitest';
import { atLeastAsStrict, decisionStrictness, policyFor, stageLeq, stageRank, stricterStage, verdict } from '../../src/policy/index.js';
const tools = [{ name: 'send_email' }, { name: 'update_chart' }, { name: 'pay' }];
const P = policyFor(tools, [
    { tool: 'send_email', scope: { args: { to: { domains: ['acme.example'] } } } },
    { tool: 'update_chart', scope: { args: { note: { about: ['no diagnosis codes'] } } } },
    { tool: 'pay', stage: 'never', scope: { args: { amount: { range: { max: 10 } } } } },
]);
describe('the reason of each verdict', () => {
    it('names the rule and what decided it', () => {
        expect(verdict({ tool: 'send_email', args: { to: 'a@acme.example' } }, P)).toEqual({
            decision: 'allow',
            reason: 'rule send_email: stage current_request, scope matched',
            resolution: 'match',
            stage: 'current_request',
        });
        expect(verdict({ tool: 'send_email', args: { to: 'a@evil.example' } }, P).reason).toBe('rule send_email: argument "to" outside scope (domains)');
        expect(verdict({ tool: 'send_email', args: {} }, P).reason).toBe('rule send_email: argument "to" uncertain (absent but constrained)');
        expect(verdict({ tool: 'update_chart', args: { note: 'BP stable' } }, P).reason).toBe('rule update_chart: argument "note" uncertain (free-text condition undecided)');
        expect(verdict({ tool: 'wire_money', args: {} }, P).reason).toBe('no rule for tool "wire_money": the policy grants it nothing');
    });
    it('never denies first, but still reports how the scope resolved', () => {
        expect(verdict({ tool: 'pay', args: { amount: 5 } }, P)).toEqual({ decision: 'deny', reason: 'rule pay: stage never', resolution: 'match', stage: 'never' });
        expect(verdict({ tool: 'pay', args: { amount: 50 } }, P)).toMatchObject({ reason: 'rule pay: stage never', resolution: 'mismatch' });
    });
    it('post_approval asks for confirmation whatever the scope says short of a mismatch', () => {
        const q = policyFor(tools, [{ tool: 'update_chart', stage: 'post_approval', scope: { args: { note: { about: ['p'] } } } }]);
        expect(verdict({ tool: 'update_chart', args: { note: 'x' } }, q)).toEqual({ decision: 'require_confirmation', reason: 'rule update_chart: stage post_approval', resolution: 'uncertain', stage: 'post_approval' });
        const r = policyFor(tools, [{ tool: 'send_email', stage: 'post_approval', scope: { args: { to: { domains: ['acme.example'] } } } }]);
        expect(verdict({ tool: 'send_email', args: { to: 'a@evil.example' } }, r)).toMatchObject({ decision: 'deny', stage: 'post_approval', resolution: 'mismatch' });
    });
});
describe('several rules for a tool (a policy built in code)', () => {
    const rule = (stage, args = {}) => ({ tool: 'send_email', scope: { args }, stage });
    it('give the strictest verdict, in whichever order they are written; other tools\' rules play no part', () => {
        const rules = [rule('current_request'), rule('post_approval'), rule('current_request', { to: { oneOf: ['x'] } })];
        const other = { tool: 'pay', scope: { args: {} }, stage: 'never' };
        for (const order of [rules, [...rules].reverse(), [rules[1], rules[0]]]) {
            const p = { rules: [other, ...order] };
            const expected = order.length === 3 ? 'deny' : 'require_confirmation';
            expect(verdict({ tool: 'send_email', args: { to: 'y' } }, p).decision).toBe(expected);
            expect(verdict({ tool: 'send_email', args: { to: 'x' } }, p).decision).toBe('require_confirmation');
        }
        expect(verdict({ tool: 'send_email', args: {} }, { rules: [other, rule('current_request')] }).decision).toBe('allow');
    });
});
describe('strictness orders', () => {
    it('decisions: allow ≺ require_confirmation ≺ deny, for decisions and verdicts alike', () => {
        expect(['allow', 'require_confirmation', 'deny'].map((d) => decisionStrictness(d))).toEqual([0, 1, 2]);
        expect(decisionStrictness(verdict({ tool: 'wire_money', args: {} }, P))).toBe(2);
        expect(decisionStrictness(verdict({ tool: 'send_email', args: {} }, P))).toBe(1);
        expect(atLeastAsStrict('deny', 'require_confirmation')).toBe(true);
        expect(atLeastAsStrict('allow', 'require_confirmation')).toBe(false);
        expect(atLeastAsStrict(verdict({ tool: 'send_email', args: { to: 'a@acme.example' } }, P), 'allow')).toBe(true);
    });
    it('stages: current_request ≺ post_approval ≺ never; the stricter of two is their meet', () => {
        const stages = ['current_request', 'post_approval', 'never'];
        expect(stages.map(stageRank)).toEqual([0, 1, 2]);
        for (const a of stages) {
            for (const b of stages) {
                expect(stageLeq(a, b)).toBe(stageRank(a) <= stageRank(b));
                expect(stricterStage(a, b)).toBe(stageRank(a) >= stageRank(b) ? a : b);
            }
        }
    });
});
