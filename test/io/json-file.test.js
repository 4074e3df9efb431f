import { describe, expect, it } from 'vitest';
import { decodeJsonBytes, duplicateKey, invalidUtf8Offset, parseJsonText } from '../../src/io/json-file.js';
describe('reading JSON input files', () => {
    it('finds a key given twice, however it is spelled, with its path and both places', () => {
        expect(duplicateKey('{"a": 1, "b": [{"x": "q\\"uote\\\\", "y": 2}, {"x": 1, "\\u0078": 2}]}')).toEqual({
            path: '$.b[1].x',
            message: 'duplicate key "x" at line 1, column 53 (first at line 1, column 45): JSON keeps only the last, so give each key once',
        });
        expect(duplicateKey('{"a": {"a": {"a": 1}}, "b": "a", "c": ["a", "a"]}')).toBeNull();
        expect(duplicateKey('{"k y": 1, "k y": 2}')?.path).toBe('$["k y"]');
    });
    it('names the first bad UTF-8 byte by its offset (overlong, surrogate, truncated, stray continuation)', () => {
        const at = (...b) => invalidUtf8Offset(Uint8Array.from(b));
        expect(at(0x41, 0xc3, 0xa9, 0x42)).toBe(-1);
        expect(at(0x41, 0xc0, 0x80)).toBe(1);
        expect(at(0x41, 0x42, 0xed, 0xa0, 0x80)).toBe(2);
        expect(at(0xe2, 0x82)).toBe(0);
        expect(at(0x41, 0x80)).toBe(1);
        expect(at(0xf0, 0x9f, 0x98, 0x80, 0xf5)).toBe(4);
        const bad = decodeJsonBytes(Uint8Array.from([0x7b, 0x7d, 0xff]));
        expect(bad.ok ? '' : bad.problem.message).toBe('invalid UTF-8 at byte offset 2 (byte 0xff): JSON files must be UTF-8 text');
    });
    it('accepts a leading byte-order mark; syntax errors are one line with a line and column', () => {
        expect(parseJsonText('\ufeff{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
        const r = parseJsonText('{\n  "a": tru}\n');
        expect(r.ok ? '' : r.problem.message).toBe("invalid JSON at line 2, column 11: Unexpected character '}'");
        const nul = parseJsonText('\u0000{\n}');
        expect(nul.ok ? '' : nul.problem.message).toBe('invalid JSON at line 1, column 1: Unexpected character U+0000');
    });
});
