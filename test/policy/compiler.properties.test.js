/**
 * Properties of the compiler and the Chain proposal on generated text (runs: MASDRIFT_PROP_RUNS,
 * default 1,000): it never throws, always gives exactly one valid rule per tool, and a proposal
 * read from any message attenuates P0 to a policy ⊑ P0.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PolicySchema, attenuate, compile, leq, proposalFromMessage } from '../../src/policy/index.js';
import { propParams } from './arbitraries.js';
import { COMPILER_CASES } from './compiler-requests.js';
import { FINANCE, HR, LEGAL, SUPPORT } from './tool-surfaces.js';
// fragments of the hand-written requests, recombined into new texts
const FRAGMENTS = COMPILER_CASES.flatMap((c) => c.text.split(/(?<=[.,;—])\s+/));
const textArb = fc.array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FRAGMENTS) }, { weight: 1, arbitrary: fc.string({ maxLength: 30 }) }), { maxLength: 6 }).map((xs) => xs.join(' '));
const surfaceArb = fc.constantFrom(FINANCE, HR, LEGAL, SUPPORT);
describe('compiler properties', () => {
    it('gives exactly one schema-valid rule per tool for any text', () => {
        fc.assert(fc.property(textArb, surfaceArb, (text, tools) => {
            const { policy, calledFor } = compile(text, tools);
            expect(PolicySchema.parse(policy).rules.map((r) => r.tool).sort()).toEqual(tools.map((t) => t.name).sort());
            for (const t of calledFor)
                expect(tools.some((x) => x.name === t)).toBe(true);
        }), propParams);
    });
    it('attenuate(P0, proposalFromMessage(m)) ⊑ P0 for any message', () => {
        fc.assert(fc.property(textArb, textArb, surfaceArb, (request, message, tools) => {
            const p0 = compile(request, tools).policy;
            const child = attenuate(p0, proposalFromMessage(message, tools, p0)).policy;
            expect(leq(child, p0)).toBe(true);
        }), propParams);
    });
});
