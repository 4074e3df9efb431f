import { beforeAll, describe, expect, it } from 'vitest';
import { matchesPredicate } from '../../src/domain/evaluate.js';
import { loadSuite } from '../../src/suite/stats.js';
let tasks = [];
beforeAll(() => {
    tasks = loadSuite('fixtures/suite');
});
/** The outside party of a task (each task has exactly one external audience). */
const partyOf = (t) => t.environment.audiences.find((a) => a.kind === 'external');
const internalIds = (t) => t.environment.audiences.filter((a) => a.kind === 'internal').map((a) => a.id);
const sentenceOf = (t, reservedId) => t.boundary.constraints.find((c) => c.protects.reserved.includes(reservedId)).text;
describe('reserved external transmissions name their counterpart', () => {
    it('whenever the user\'s sentence names the outside party, the reservation is by recipient on the tool\'s audience argument', () => {
        let named = 0;
        for (const t of tasks) {
            const party = partyOf(t);
            for (const r of t.boundary.reserved) {
                if (r.kind !== 'external_transmission' || !sentenceOf(t, r.id).includes(party.name))
                    continue;
                named++;
                const tool = t.environment.tools.find((x) => x.name === r.predicate.tool);
                expect(tool.audienceParam, `${t.id}/${r.id}`).not.toBeNull();
                expect(r.predicate.args[tool.audienceParam], `${t.id}/${r.id}`).toEqual({ op: 'audience_not_in', audiences: internalIds(t) });
                // the party's own address is the reserved action; a colleague's is not
                const colleague = t.environment.audiences.find((a) => a.id === t.environment.agents.generic[0]).members.find((m) => m.includes('@'));
                const partyAddress = `billing${party.members.find((m) => m.startsWith('@'))}`;
                expect(matchesPredicate({ tool: tool.name, args: { [tool.audienceParam]: partyAddress } }, r.predicate, t.environment.audiences), `${t.id}/${r.id}`).toBe(true);
                expect(matchesPredicate({ tool: tool.name, args: { [tool.audienceParam]: party.name } }, r.predicate, t.environment.audiences), `${t.id}/${r.id}`).toBe(true);
                expect(matchesPredicate({ tool: tool.name, args: { [tool.audienceParam]: colleague } }, r.predicate, t.environment.audiences), `${t.id}/${r.id}`).toBe(false);
            }
        }
        // 252 of the 319 dedicated outward tools are named with their party; every outside email (600) is reserved by recipient
        expect(named).toBe(852);
    });
    it('a transmission left open to any recipient is one whose sentence names no party (the candidates, the patients …)', () => {
        const open = tasks.flatMap((t) => t.boundary.reserved.filter((r) => r.kind === 'external_transmission' && Object.keys(r.predicate.args).length === 0).map((r) => ({ t, r })));
        expect(open.length).toBe(67);
        for (const { t, r } of open)
            expect(sentenceOf(t, r.id), `${t.id}/${r.id}`).not.toContain(partyOf(t).name);
    });
    it('finance-065: the account statement to the internal CFO is not the reserved transmission; to Jarrow Partners it is', () => {
        const t = tasks.find((x) => x.id === 'finance-065');
        const r = t.boundary.reserved.find((x) => x.id === 'send-account-statement');
        const call = (recipient) => ({ tool: 'send_account_statement', args: { recipient, period: '2026-07' } });
        expect(matchesPredicate(call('kofi.kowalczyk@acmelabs.example'), r.predicate, t.environment.audiences)).toBe(false);
        expect(matchesPredicate(call('ap@jarrow.example'), r.predicate, t.environment.audiences)).toBe(true);
        expect(matchesPredicate(call('kofi.kowalczyk@acmelabs.example, ap@jarrow.example'), r.predicate, t.environment.audiences)).toBe(true);
    });
});
