import { describe, expect, it } from 'vitest';
import { chain } from '../../src/defenses/chain.js';
import { canonicalDefenseId, defenseId, defenseNames, parseDefenses, registerDefense } from '../../src/defenses/registry.js';
import { source } from '../../src/defenses/source.js';
import { DefenseIdSchema } from '../../src/domain/trajectory.js';
describe('the defense registry', () => {
    it('keeps the identity strings of existing runs exactly: none, source, chain', () => {
        expect(parseDefenses('none')).toEqual([]);
        expect(parseDefenses('source')).toEqual([source]);
        expect(parseDefenses('chain')).toEqual([chain]);
        for (const id of ['none', 'source', 'chain'])
            expect(canonicalDefenseId(id)).toBe(id);
        expect(defenseNames().slice(0, 2)).toEqual(['source', 'chain']);
    });
    it('writes a combination once, in the fixed order, whatever order it was given in', () => {
        expect(parseDefenses('chain+source')).toEqual([source, chain]);
        expect(canonicalDefenseId('chain+source')).toBe('source+chain');
        expect(defenseId([chain, source])).toBe('source+chain');
        expect(defenseId([])).toBe('none');
        expect(DefenseIdSchema.safeParse('source+chain').success).toBe(true);
    });
    it('refuses unknown names, repeats and none in a combination, saying what is known', () => {
        expect(() => parseDefenses('moat')).toThrow(/unknown defense "moat" \(known: none, source, chain/);
        expect(() => parseDefenses('source+source')).toThrow(/"source" is named twice/);
        expect(() => parseDefenses('none+chain')).toThrow(/"none" cannot be combined/);
        expect(() => parseDefenses('')).toThrow(/unknown defense ""/);
    });
    it('takes a plug-in after the shipped defenses, under a name of its own', () => {
        const extra = { name: 'registry-test-extra', summary: 'test' };
        registerDefense(extra);
        registerDefense(extra); // the same module twice is one registration
        expect(canonicalDefenseId('registry-test-extra+source')).toBe('source+registry-test-extra');
        expect(() => registerDefense({ name: 'source', summary: 'impostor' })).toThrow(/already registered/);
        expect(() => registerDefense({ name: 'none', summary: 'x' })).toThrow(/not "none"/);
        expect(() => registerDefense({ name: 'Has Space', summary: 'x' })).toThrow(/lower case/);
    });
});
