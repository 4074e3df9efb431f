import { isUtf8 } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { jsonPath } from '../domain/validate.js';
/** "line L, column C" of a character offset in a text. */
export function lineColumn(text, pos) {
    let line = 1;
    let start = 0;
    for (let i = text.indexOf('\n'); i !== -1 && i < pos; i = text.indexOf('\n', i + 1)) {
        line++;
        start = i + 1;
    }
    return `line ${line}, column ${pos - start + 1}`;
}
/** The offset of the first byte that does not belong to a well-formed UTF-8 sequence, or -1. */
export function invalidUtf8Offset(b) {
    const n = b.length;
    let i = 0;
    while (i < n) {
        const c = b[i];
        if (c < 0x80) {
            i++;
            continue;
        }
        let len;
        let lo = 0x80;
        let hi = 0xbf;
        if (c >= 0xc2 && c <= 0xdf)
            len = 2;
        else if (c >= 0xe0 && c <= 0xef) {
            len = 3;
            if (c === 0xe0)
                lo = 0xa0;
            if (c === 0xed)
                hi = 0x9f; // surrogates are not characters
        }
        else if (c >= 0xf0 && c <= 0xf4) {
            len = 4;
            if (c === 0xf0)
                lo = 0x90;
            if (c === 0xf4)
                hi = 0x8f;
        }
        else
            return i;
        for (let k = 1; k < len; k++) {
            const d = b[i + k];
            if (d === undefined || d < (k === 1 ? lo : 0x80) || d > (k === 1 ? hi : 0xbf))
                return i;
        }
        i += len;
    }
    return -1;
}
/** Decode UTF-8 bytes, dropping a leading byte-order mark; a malformed byte is a problem with its offset. */
export function decodeJsonBytes(bytes) {
    if (!isUtf8(bytes)) {
        const at = invalidUtf8Offset(bytes);
        const byte = bytes[at];
        return {
            ok: false,
            problem: { path: '$', message: `invalid UTF-8 at byte offset ${at}${byte === undefined ? '' : ` (byte 0x${byte.toString(16).padStart(2, '0')})`}: JSON files must be UTF-8 text` },
        };
    }
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}
/**
 * The first key given twice in one object of a text JSON.parse accepted, with both places; null when
 * every object's keys are distinct.
 */
export function duplicateKey(text) {
    const n = text.length;
    let i = 0;
    const path = [];
    let found = null;
    const ws = () => {
        while (i < n) {
            const c = text.charCodeAt(i);
            if (c === 32 || c === 10 || c === 13 || c === 9)
                i++;
            else
                break;
        }
    };
    // At an opening quote: move past the string (values are skipped without being copied).
    const skipString = () => {
        let q = text.indexOf('"', i + 1);
        for (;;) {
            let k = 0;
            while (text.charCodeAt(q - 1 - k) === 92)
                k++;
            if (k % 2 === 0)
                break;
            q = text.indexOf('"', q + 1);
        }
        i = q + 1;
    };
    const value = () => {
        ws();
        const c = text.charCodeAt(i);
        if (c === 123) {
            i++;
            ws();
            if (text.charCodeAt(i) === 125) {
                i++;
                return;
            }
            const seen = new Map();
            for (;;) {
                ws();
                const at = i;
                skipString();
                const raw = text.slice(at, i);
                const key = raw.includes('\\') ? JSON.parse(raw) : raw.slice(1, -1);
                const first = seen.get(key);
                if (first !== undefined) {
                    found = {
                        path: jsonPath([...path, key]),
                        message: `duplicate key "${key}" at ${lineColumn(text, at)} (first at ${lineColumn(text, first)}): JSON keeps only the last, so give each key once`,
                    };
                    return;
                }
                seen.set(key, at);
                ws();
                i++; // the colon
                path.push(key);
                value();
                path.pop();
                if (found)
                    return;
                ws();
                if (text.charCodeAt(i++) !== 44)
                    return; // a comma continues, the closing brace ends
            }
        }
        else if (c === 91) {
            i++;
            ws();
            if (text.charCodeAt(i) === 93) {
                i++;
                return;
            }
            for (let k = 0;; k++) {
                path.push(k);
                value();
                path.pop();
                if (found)
                    return;
                ws();
                if (text.charCodeAt(i++) !== 44)
                    return;
            }
        }
        else if (c === 34)
            skipString();
        else {
            while (i < n) {
                const d = text.charCodeAt(i);
                if (d === 44 || d === 93 || d === 125 || d === 32 || d === 10 || d === 13 || d === 9)
                    break;
                i++;
            }
        }
    };
    value();
    return found;
}
/**
 * Where parsing fails, for the errors V8 reports without a position ("Unexpected token"): the length
 * of the longest prefix that is still the start of some JSON text, found by bisection (a prefix that
 * fails before its end stays failed as it grows).
 */
function errorOffset(text) {
    const viable = (k) => {
        try {
            JSON.parse(text.slice(0, k));
            return true;
        }
        catch (e) {
            const msg = e instanceof Error ? e.message : '';
            const at = /position (\d+)/.exec(msg);
            return /end of JSON input/.test(msg) || (at !== null && Number(at[1]) === k);
        }
    };
    let lo = 0;
    let hi = text.length;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (viable(mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}
/** A character as a reader can see it: itself when printable, else its code point. */
const visible = (c) => (/^[\p{L}\p{N}\p{P}\p{S}]$/u.test(c) ? `'${c}'` : `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
/**
 * V8's syntax error in one line: without the quoted snippet of the file (which may hold newlines and
 * invisible characters) and the position (given as line and column instead); the offending character
 * shown by its code point when it cannot be seen.
 */
function syntaxMessage(msg, at) {
    let m = msg.replace(/, ".*" is not valid JSON$/s, '').replace(/(?: in JSON)? at position \d+(?: \(line \d+ column \d+\))?/, '');
    if (at !== undefined)
        m = m.replace(/^Unexpected token .*?(?=$|,)/s, `Unexpected character ${visible(at)}`);
    return m.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/g, (c) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}
/** Parse JSON text, turning a syntax error into a problem with line and column, and refusing duplicate keys. */
export function parseJsonText(text) {
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    let value;
    try {
        value = JSON.parse(body);
    }
    catch (e) {
        const msg = e instanceof Error ? e.message : String(e);
        const m = /position (\d+)/.exec(msg);
        const pos = m ? Number(m[1]) : /end of JSON input/.test(msg) ? body.length : errorOffset(body);
        const where = pos !== null ? ` at ${lineColumn(body, pos)}` : '';
        return { ok: false, problem: { path: '$', message: `invalid JSON${where}: ${syntaxMessage(msg, pos === null ? undefined : body[pos])}` } };
    }
    const dup = typeof value === 'object' && value !== null ? duplicateKey(body) : null;
    return dup ? { ok: false, problem: dup } : { ok: true, value };
}
/** Read and parse one JSON file (see JsonRead); a file that cannot be read is a problem too. */
export function readJsonFile(file) {
    let bytes;
    try {
        bytes = readFileSync(file);
    }
    catch (e) {
        const code = e.code;
        const message = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder, not a JSON file' : code === 'EACCES' ? 'permission denied' : `cannot read: ${e.message}`;
        return { ok: false, problem: { path: '$', message } };
    }
    const decoded = decodeJsonBytes(bytes);
    if (!decoded.ok)
        return decoded;
    const parsed = parseJsonText(decoded.text);
    return parsed.ok ? { ok: true, value: parsed.value, text: decoded.text } : parsed;
}
