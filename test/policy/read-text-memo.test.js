import { describe, expect, it, vi } from 'vitest';
import { readText } from '../../src/policy/index.js';
import { loadTask } from '../helpers.js';
// Sentences are read once per tool surface (memoised); a reading must equal a cold one whatever was
// read before it, including sentences whose tie between tools is broken by the sentence before.
const task = loadTask('fixtures/suite/customer_support/support-001.json');
const tools = task.environment.tools;
async function coldReadText(text) {
    vi.resetModules();
    const fresh = (await import('../../src/policy/compile/analyze.js'));
    return fresh.readText(text, tools);
}
describe('readText memo', () => {
    it('reads every text as a cold reader does, in any order and context', async () => {
        const tie = "Hold off and don't email the unhappy customers a voucher yet — I want to review it first.";
        const texts = [
            task.request,
            `Send the apology voucher. ${tie}`,
            `Email the customer. ${tie}`,
            tie,
            `${tie} ${task.request}`,
            `Look at the July trend. ${tie} Send a note to Priya Achterberg.`,
        ];
        for (const text of [...texts, ...texts.reverse()])
            expect(readText(text, tools)).toEqual(await coldReadText(text));
    });
    it('hands every caller its own readings', () => {
        const first = readText(task.request, tools);
        for (const r of first) {
            r.frameTools.clear();
            r.recipients.addresses.push('x@y.z');
        }
        const again = readText(task.request, tools);
        expect(again.some((r) => r.frameTools.size > 0)).toBe(true);
        expect(again.every((r) => !r.recipients.addresses.includes('x@y.z'))).toBe(true);
    });
});
