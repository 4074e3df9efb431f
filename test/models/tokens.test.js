import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fc, test as fcTest } from '@fast-check/vitest';
import { Tiktoken } from 'js-tiktoken/lite';
import { describe, expect, it } from 'vitest';
import { proposeRequest } from '../../src/models/llm-authorizer.js';
import { countAssembled, countTokens, estimateUsage, joinParts, messageTokens, splitPieces } from '../../src/models/tokens.js';
import { compile } from '../../src/policy/index.js';
import { loadTask } from './support.js';
import { propRuns } from '../helpers.js';
// The reference: js-tiktoken's own o200k_base encoder.
const require = createRequire(import.meta.url);
const ranks = require('js-tiktoken/ranks/o200k_base');
const reference = new Tiktoken((ranks.default ?? ranks));
const refCount = (s) => reference.encode(s).length;
const pattern = new RegExp((ranks.default ?? ranks).pat_str, 'gu');
const refPieces = (s) => Array.from(s.matchAll(pattern), (m) => m[0]);
describe('splitPieces', () => {
    // Every class the pattern tells apart: letters of both cases (those of the contractions among
    // them), digits, the apostrophe, blanks, line breaks, '/', punctuation, a control character, and
    // outside ASCII: accented letters, a modifier letter, a title-case letter, a combining mark, CJK,
    // a non-ASCII digit, no-break and line-separator spaces, a dash, an emoji.
    const ascii = ['a', 'b', 's', 't', 'r', 'e', 'v', 'l', 'm', 'd', 'A', 'S', 'T', 'R', 'E', 'V', 'L', 'M', 'D', 'Z', '0', '7', "'", ' ', '\t', '\v', '\f', '\r', '\n', '/', '.', '"', '{', '-', '\u001f'];
    const other = ['é', 'É', 'ʰ', 'ǅ', '\u0301', '中', '²', '\u00a0', '\u2028', '—', '😀'];
    fcTest.prop([fc.array(fc.constantFrom(...ascii, ...ascii, ...other), { maxLength: 40 })], { numRuns: propRuns(3000) })('finds the pattern\'s pieces', (chars) => {
        const s = chars.join('');
        expect(splitPieces(s)).toEqual(refPieces(s));
    });
    it('finds the pattern\'s pieces in every two-character text over ASCII and the other classes', () => {
        const all = [...Array.from({ length: 128 }, (_, c) => String.fromCharCode(c)), ...other];
        for (const a of all)
            for (const b of all)
                expect(splitPieces(a + b)).toEqual(refPieces(a + b));
    });
});
describe('countTokens (o200k_base)', () => {
    it('equals the reference encoder on every text of the shipped example suite', () => {
        const dir = join(import.meta.dirname, '../../fixtures/suite/finance');
        const texts = [];
        const walk = (v) => {
            if (typeof v === 'string')
                texts.push(v);
            else if (Array.isArray(v))
                v.forEach(walk);
            else if (v && typeof v === 'object')
                Object.values(v).forEach(walk);
        };
        for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')).slice(0, 10)) {
            const raw = readFileSync(join(dir, f), 'utf8');
            texts.push(raw);
            walk(JSON.parse(raw));
        }
        expect(texts.length).toBeGreaterThan(50);
        for (const t of texts)
            expect(countTokens(t)).toBe(refCount(t));
    });
    it('equals the reference on mixed scripts, whitespace runs, digits and contractions', () => {
        const samples = ['', ' ', '   x', 'a  \n\n  b', "don't WE'LL it's", '12345678 3.14159', 'naïve café — ünïcödé 日本語テキスト 🙂👍🏽', '{"a":[1,2,{"b":"c"}]}\r\n\t', 'x'.repeat(300)];
        for (const s of samples)
            expect(countTokens(s)).toBe(refCount(s));
    });
    fcTest.prop([fc.string({ unit: 'grapheme', maxLength: 80 })], { numRuns: propRuns(300) })('equals the reference on arbitrary unicode text', (s) => {
        expect(countTokens(s)).toBe(refCount(s));
    });
    fcTest.prop([fc.array(fc.constantFrom('the', ' ', '  ', '\n', "'s", 'Refund', '42', '1234', ':', '",', '{"', 'ü', '😀', 'ID-7', '/'), { maxLength: 40 })], { numRuns: propRuns(300) })('equals the reference on texts built from colliding pieces', (parts) => {
        const s = parts.join('');
        expect(countTokens(s)).toBe(refCount(s));
    });
    it('rejects special tokens like the reference does', () => {
        expect(() => countTokens('a <|endoftext|> b')).toThrow(/special token/);
    });
    it('counts a message afresh when its content changes', () => {
        const m = { role: 'user', content: 'hello there' };
        const first = messageTokens(m);
        m.content = 'hello there, and a much longer sentence follows';
        expect(messageTokens(m)).toBeGreaterThan(first);
        expect(messageTokens(m)).toBe(4 + refCount(m.content));
        const usage = estimateUsage({ model: 'x', messages: [m] }, { role: 'assistant', content: 'ok' });
        expect(usage).toEqual({ prompt_tokens: 3 + 4 + refCount(m.content), completion_tokens: refCount('ok') });
    });
    it('counts a message with a text too long for the whole-string cache afresh when it changes', () => {
        const long = 'A long tool result, line after line of it. '.repeat(500);
        const m = { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'report', arguments: long } }] };
        expect(messageTokens(m)).toBe(4 + refCount('report') + refCount(long) + 3);
        expect(messageTokens(m)).toBe(4 + refCount('report') + refCount(long) + 3);
        m.content = `${long}!`;
        expect(messageTokens(m)).toBe(4 + refCount(`${long}!`) + refCount('report') + refCount(long) + 3);
    });
});
describe('countTokens of texts cut into chunks after punctuation', () => {
    // Sentences of words that run into the cut (letters, contractions, digits, quotes, non-ASCII),
    // ended by punctuation and followed by spaces, line breaks, other whitespace or nothing.
    const word = fc.constantFrom('the', 'The', 'REFUND', "don't", "it's", "'ll", '42', '1234', 'ü', '😀', '中文', 'ID-7', '/', '"', '{"', '\\n', '#ops', 'a@b.example');
    const gap = fc.constantFrom(' ', '  ', '', '\t', '\n');
    const end = fc.constantFrom('.', ',', ';', ':', '!', '?', '."', '.)', '...', ' —', '', '.\n', ';/');
    const after = fc.constantFrom(' ', '  ', ' \n', '\n\n', '\u00a0', '\u2028', '\t', '', ' \t ');
    const sentence = fc.tuple(fc.array(fc.tuple(word, gap), { minLength: 1, maxLength: 14 }), end, after).map(([ws, e, a]) => ws.map(([w, g]) => w + g).join('') + e + a);
    fcTest.prop([fc.array(sentence, { minLength: 1, maxLength: 12 }), fc.array(fc.nat(), { maxLength: 12 }), fc.array(fc.boolean(), { maxLength: 12 })], { numRuns: propRuns(1000) })('equals the reference, whatever chunks were counted before, alone or among recurring parts', (stock, picks, recurring) => {
        // texts made of the same sentences in other orders, so chunks recur from the cache
        const texts = [
            stock.join(''),
            picks.map((i) => stock[i % stock.length]).join(''),
            `{"message":${JSON.stringify(stock.join(''))}}`,
            joinParts(stock.map((x, i) => (recurring[i] === true ? { recurring: x } : x))),
        ];
        for (const text of texts)
            expect(countTokens(text)).toBe(refCount(text));
        const parts = stock.map((x, i) => (recurring[i] === true ? { recurring: x } : x));
        expect(countAssembled(joinParts(parts), parts)).toBe(refCount(stock.join('')));
    });
});
describe('countTokens of texts assembled around recurring parts', () => {
    // Parts whose pieces run across the boundaries: letter runs, contractions, digit groups,
    // whitespace runs and newlines at either end, punctuation that joins a following word.
    const edge = fc.constantFrom('the', 'The', ' ', '   ', '\n', '\n  ', ' \n ', '\r\n', "'", "'s", "'ll", "'r", 'Refund', '42', '1234', ':', '",', '{"', '"', 'ü', '😀', 'ID-7', '/', '\t', 'x');
    const partText = fc.array(edge, { maxLength: 60 }).map((xs) => xs.join(''));
    const parts = fc.array(fc.record({ text: partText, recurring: fc.boolean() }), { maxLength: 6 });
    fcTest.prop([parts, parts], { numRuns: propRuns(1000) })('equals the reference on the joined text, whatever the parts seen before', (a, b) => {
        for (const ps of [a, b, a]) {
            const parts = ps.map((p) => (p.recurring ? { recurring: p.text } : p.text));
            const text = joinParts(parts);
            expect(text).toBe(ps.map((p) => p.text).join(''));
            expect(countAssembled(text, parts)).toBe(refCount(text));
            expect(countTokens(text)).toBe(refCount(text));
        }
    });
    it('equals the reference where the pieces at the end of a recurring part depend on what follows', () => {
        const filler = 'The tool surface of a task, long enough to be split on its own once. '.repeat(2);
        // A whitespace run with newlines, a contraction, digits and a word running on past the part's end.
        const endings = ['x\n ', 'x \n  ', `x\n${' '.repeat(12)}`, 'word', "they'", "word'R", "word'v", "word'L", 'ab 12', 'x\t\t', '{"a":"b"', 'ABC', 'one two three four', 'a  word  then ', "it is  they'", 'x \n  word   more'];
        const nexts = ['\nfoo', ' \n\nbar', 'd it', 'ex', 'll it', 'ly done', '345', ' \t y', '}]', 'def'];
        for (const end of endings) {
            for (const next of nexts) {
                for (const lead of ['', ' ', 'x', '\n']) {
                    const parts = [lead, { recurring: filler + end }, next];
                    expect(countAssembled(joinParts(parts), parts)).toBe(refCount(joinParts(parts)));
                }
            }
        }
    });
    fcTest.prop([fc.string({ unit: 'grapheme', maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 40 })], { numRuns: propRuns(300) })('equals the reference around a recurring part of arbitrary unicode text', (before, part, after) => {
        const parts = [before, { recurring: part }, after];
        const text = joinParts(parts);
        expect(countAssembled(text, parts)).toBe(refCount(text));
    });
    it('counts an assembled text the same by its parts, again, or as a plain string', () => {
        const parts = ['{"message":"Pay the invoice — today.","tools":', { recurring: '[{"name":"pay","description":"Pay one invoice; never twice."}]'.repeat(2) }, '}'];
        const text = joinParts(parts);
        const n = refCount(text);
        expect(countAssembled(text, parts)).toBe(n);
        expect(countAssembled(joinParts(parts), parts)).toBe(n);
        expect(countTokens(text.slice(0, 1) + text.slice(1))).toBe(n);
    });
    it('counts a prompt by the parts its message carries (an explicit value, no memory of recent texts)', () => {
        const parts = ['{"message":"Send the batch.","tools":', { recurring: '[{"name":"send","description":"Send one batch."}]'.repeat(2) }, '}'];
        const content = joinParts(parts);
        const n = refCount(content);
        expect(messageTokens({ role: 'user', content, parts })).toBe(messageTokens({ role: 'user', content }));
        expect(messageTokens({ role: 'user', content, parts }) - messageTokens({ role: 'user', content: '' })).toBe(n);
    });
    it('equals the reference on propose prompts (tool surface and parent rules recurring)', () => {
        const task = loadTask();
        const tools = task.environment.tools;
        const p0 = compile(task.request, tools).policy;
        const parents = [p0, { rules: p0.rules.slice(1) }, { rules: p0.rules.map((r) => ({ ...r, stage: 'never' })) }];
        const messages = ['Please prepare the payment batch.', 'Reconcile the October invoices;\n\n  then send the summary to the controller.   ', "Don't submit it 'til I've approved: 1234.5 "];
        for (const parent of parents) {
            for (const message of messages) {
                const content = proposeRequest('m', message, tools, parent).messages[1]?.content;
                expect(countTokens(content)).toBe(refCount(content));
            }
        }
    });
});
