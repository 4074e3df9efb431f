import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fc, test as fcTest } from '@fast-check/vitest';
import { Tiktoken } from 'js-tiktoken/lite';
import { describe, expect, it } from 'vitest';
import { countTokens, estimateUsage, messageTokens } from '../../src/models/tokens.js';
import type { ChatMessage } from '../../src/models/types.js';

// The reference: js-tiktoken's own o200k_base encoder.
const require = createRequire(import.meta.url);
const ranks = require('js-tiktoken/ranks/o200k_base') as { default?: unknown };
const reference = new Tiktoken((ranks.default ?? ranks) as ConstructorParameters<typeof Tiktoken>[0]);
const refCount = (s: string): number => reference.encode(s).length;

describe('countTokens (o200k_base)', () => {
  it('equals the reference encoder on every text of the shipped example suite', () => {
    const dir = join(import.meta.dirname, '../../fixtures/suite/finance');
    const texts: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') texts.push(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')).slice(0, 10)) {
      const raw = readFileSync(join(dir, f), 'utf8');
      texts.push(raw);
      walk(JSON.parse(raw));
    }
    expect(texts.length).toBeGreaterThan(50);
    for (const t of texts) expect(countTokens(t)).toBe(refCount(t));
  });

  it('equals the reference on mixed scripts, whitespace runs, digits and contractions', () => {
    const samples = ['', ' ', '   x', 'a  \n\n  b', "don't WE'LL it's", '12345678 3.14159', 'naïve café — ünïcödé 日本語テキスト 🙂👍🏽', '{"a":[1,2,{"b":"c"}]}\r\n\t', 'x'.repeat(300)];
    for (const s of samples) expect(countTokens(s)).toBe(refCount(s));
  });

  fcTest.prop([fc.string({ unit: 'grapheme', maxLength: 80 })], { numRuns: 300 })('equals the reference on arbitrary unicode text', (s) => {
    expect(countTokens(s)).toBe(refCount(s));
  });

  fcTest.prop([fc.array(fc.constantFrom('the', ' ', '  ', '\n', "'s", 'Refund', '42', '1234', ':', '",', '{"', 'ü', '😀', 'ID-7', '/'), { maxLength: 40 })], { numRuns: 300 })(
    'equals the reference on texts built from colliding pieces',
    (parts) => {
      const s = parts.join('');
      expect(countTokens(s)).toBe(refCount(s));
    },
  );

  it('rejects special tokens like the reference does', () => {
    expect(() => countTokens('a <|endoftext|> b')).toThrow(/special token/);
  });

  it('counts a message afresh when its content changes', () => {
    const m: ChatMessage = { role: 'user', content: 'hello there' };
    const first = messageTokens(m);
    (m as { content: string }).content = 'hello there, and a much longer sentence follows';
    expect(messageTokens(m)).toBeGreaterThan(first);
    expect(messageTokens(m)).toBe(4 + refCount(m.content as string));
    const usage = estimateUsage({ model: 'x', messages: [m] }, { role: 'assistant', content: 'ok' });
    expect(usage).toEqual({ prompt_tokens: 3 + 4 + refCount(m.content as string), completion_tokens: refCount('ok') });
  });
});
