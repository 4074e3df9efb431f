import { createRequire } from 'node:module';
import { perTaskCache } from '../util/memo.js';
let encoding = null;
function getEncoding() {
    if (!encoding) {
        // The rank table is large; load it synchronously once, on first use.
        const require = createRequire(import.meta.url);
        const mod = require('js-tiktoken/ranks/o200k_base');
        const data = (mod.default ?? mod);
        const ranks = new Map();
        // bpe_ranks lines: "<prefix> <first rank> <base64 token> <base64 token> ...", consecutive ranks.
        for (const line of data.bpe_ranks.split('\n')) {
            if (!line)
                continue;
            const parts = line.split(' ');
            const offset = Number.parseInt(parts[1], 10);
            // atob gives the decoded bytes as a latin1 string directly, about three times as fast as a Buffer per token.
            for (let i = 2; i < parts.length; i++)
                ranks.set(atob(parts[i]), offset + i - 2);
        }
        const special = Object.keys(data.special_tokens);
        encoding = { ranks, pattern: new RegExp(data.pat_str, 'gu'), special, specialOpening: commonOpening(special) };
    }
    return encoding;
}
/** Tokens of one pre-split piece given as latin1 bytes: the byte-pair merge, lowest rank first. */
function pieceTokens(bytes, ranks) {
    if (ranks.has(bytes))
        return 1;
    // starts[i] is the byte offset where part i begins; part i ends where part i+1 begins.
    const starts = [];
    for (let i = 0; i <= bytes.length; i++)
        starts.push(i);
    while (starts.length > 2) {
        let best = -1;
        let bestRank = Infinity;
        for (let i = 0; i < starts.length - 2; i++) {
            const r = ranks.get(bytes.slice(starts[i], starts[i + 2]));
            if (r !== undefined && r < bestRank) {
                bestRank = r;
                best = i;
            }
        }
        if (best < 0)
            break;
        starts.splice(best + 1, 1);
    }
    let n = 0;
    for (let i = 0; i < starts.length - 1; i++)
        if (ranks.has(bytes.slice(starts[i], starts[i + 1])))
            n++;
    return n;
}
// Whole-string counts are kept for texts up to 16K characters (prompts, tool definitions, messages that
// recur); longer ones are rarely repeated and are counted from the piece cache. The bound is on
// total characters held, so the cache stays small whatever the texts. The texts that recur are
// those of one task's runs (a worker keeps to one task at a time) and a few shared prompts, so it is
// also cleared when a runner starts a new task (perTaskCache).
const cache = new Map();
const CACHE_MAX_TEXT = 16_384;
const CACHE_CHAR_LIMIT = 4_000_000;
let cachedChars = 0;
perTaskCache({
    clear() {
        cache.clear();
        cachedChars = 0;
    },
});
/*
 * Piece counts, in an open-addressing hash table (linear probing) whose keys are compared with the
 * piece where it lies in the text being counted: a piece seen before is counted without cutting it
 * out as a new string and hashing that, for each of the thousands of pieces of a first-seen text.
 * The table doubles while at most half full, up to PIECE_SLOTS_MAX slots; then it starts over.
 */
const PIECE_SLOTS_MIN = 1 << 12;
const PIECE_SLOTS_MAX = 1 << 20;
/** Empty slots hold '', which matches no piece (pieces are never empty). */
let pieceKeys = [];
let pieceHashes = new Int32Array(0);
let pieceCounts = new Int32Array(0);
let pieceSize = 0;
function resetPieces(slots) {
    pieceKeys = new Array(slots).fill('');
    pieceHashes = new Int32Array(slots);
    pieceCounts = new Int32Array(slots);
    pieceSize = 0;
}
resetPieces(PIECE_SLOTS_MIN);
/** FNV-1a over the code units of text[start, end). */
function pieceHash(text, start, end) {
    let h = 0x811c9dc5 | 0;
    for (let i = start; i < end; i++)
        h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return h;
}
/** Slot of the piece text[start, end) with hash `h`, or of the empty slot where it would go. */
function pieceSlot(text, start, end, h) {
    const mask = pieceKeys.length - 1;
    let slot = (h ^ (h >>> 15)) & mask;
    for (let key = pieceKeys[slot]; key !== ''; key = pieceKeys[slot]) {
        if (pieceHashes[slot] === h && key.length === end - start && text.startsWith(key, start))
            return slot;
        slot = (slot + 1) & mask;
    }
    return slot;
}
function insertPiece(piece, h, n) {
    const slot = pieceSlot(piece, 0, piece.length, h);
    pieceKeys[slot] = piece;
    pieceHashes[slot] = h;
    pieceCounts[slot] = n;
    pieceSize++;
}
function storePiece(piece, h, n) {
    if (2 * (pieceSize + 1) > pieceKeys.length) {
        const keys = pieceKeys;
        const hashes = pieceHashes;
        const counts = pieceCounts;
        if (keys.length === PIECE_SLOTS_MAX)
            resetPieces(PIECE_SLOTS_MIN);
        else {
            resetPieces(2 * keys.length);
            for (let s = 0; s < keys.length; s++)
                if (keys[s] !== '')
                    insertPiece(keys[s], hashes[s], counts[s]);
        }
    }
    insertPiece(piece, h, n);
}
/** Tokens of the piece text[start, end) the pattern splits off (cached per piece). */
function pieceCount(text, start, end, enc) {
    const h = pieceHash(text, start, end);
    const slot = pieceSlot(text, start, end, h);
    if (pieceKeys[slot] !== '')
        return pieceCounts[slot];
    const piece = text.slice(start, end);
    const n = pieceTokens(Buffer.from(piece, 'utf8').toString('latin1'), enc.ranks);
    // The table outlives the texts it is filled from: a piece is kept as a string of its own, as a
    // slice of the text would keep the whole text alive with it.
    storePiece(structuredClone(piece), h, n);
    return n;
}
/**
 * Special tokens are refused, as the reference does. Every special token of the encoding opens with
 * the same characters ('<|'), which ordinary texts hardly ever contain: one search for those clears a
 * text, instead of one search of the whole text per special token.
 */
function rejectSpecial(text, enc) {
    if (!text.includes(enc.specialOpening))
        return;
    for (const s of enc.special) {
        if (text.includes(s))
            throw new Error(`The text contains a special token that is not allowed: ${s}`);
    }
}
/** The longest opening all the texts share. */
function commonOpening(texts) {
    let open = texts[0] ?? '';
    for (const t of texts)
        while (!t.startsWith(open))
            open = open.slice(0, -1);
    return open;
}
/*
 * Splitting without the pattern. Nearly every text here is ASCII, and on ASCII characters the
 * pattern's alternatives reduce to a few character classes, so a plain scan finds the same pieces
 * without the regex engine or a match object per piece. Read in order, the alternatives are:
 *   1. [^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(contraction)?
 *   2. [^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(contraction)?
 *   3. \p{N}{1,3}      4. ' '?[^\s\p{L}\p{N}]+[\r\n/]*      5. \s*[\r\n]+      6. \s+(?!\S)      7. \s+
 * On ASCII no letter is in both the upper and the lower class, so backtracking never helps 1 or 2:
 * together they take an optional leading space or punctuation character, then the upper-case run,
 * then the lower-case run, which must not both be empty, and a contraction ('s 't 're 've 'm 'll 'd,
 * either case) if one follows. A digit starts up to three digits. A space before punctuation, or
 * punctuation itself, starts 4. Otherwise the piece is whitespace: 5 ends it after the run's last
 * line break; without one, 6 leaves the run's last character to lead what follows, unless the run
 * ends the text (6 takes it whole) or is a single character (7 takes it).
 * The scan gives up (returns -1) on a piece whose extent depends on a character outside ASCII, which
 * could be a letter, digit, mark or space of any class; the pattern splits that piece instead.
 */
const UPPER = 1;
const LOWER = 2;
const DIGIT = 3;
/** Whitespace that is not a line break: tab, vertical tab, form feed, space. */
const BLANK = 4;
const BREAK = 5;
/** Neither whitespace, letter nor digit: [^\s\p{L}\p{N}]. */
const OTHER = 6;
/** The class of each ASCII code unit. */
const ASCII_CLASS = Uint8Array.from({ length: 128 }, (_, c) => {
    if (c >= 0x41 && c <= 0x5a)
        return UPPER;
    if (c >= 0x61 && c <= 0x7a)
        return LOWER;
    if (c >= 0x30 && c <= 0x39)
        return DIGIT;
    if (c === 0x09 || c === 0x0b || c === 0x0c || c === 0x20)
        return BLANK;
    if (c === 0x0a || c === 0x0d)
        return BREAK;
    return OTHER;
});
/** Class of the code unit at `i`: 0 past the end, -1 outside ASCII. */
function classAt(text, i) {
    if (i >= text.length)
        return 0;
    const c = text.charCodeAt(i);
    return c < 0x80 ? ASCII_CLASS[c] : -1;
}
/** Length of the contraction at `i` ('s 't 'm 'd 're 've 'll in any case), or 0. */
function contractionLength(text, i) {
    if (text.charCodeAt(i) !== 0x27)
        return 0;
    // Setting bit 5 lower-cases an ASCII letter and maps nothing else onto one.
    const a = text.charCodeAt(i + 1) | 0x20;
    if (a === 0x73 || a === 0x74 || a === 0x6d || a === 0x64)
        return 2;
    const b = text.charCodeAt(i + 2) | 0x20;
    if ((a === 0x72 || a === 0x76) && b === 0x65)
        return 3;
    return a === 0x6c && b === 0x6c ? 3 : 0;
}
/** End of alternatives 1 and 2 from `i`, just past the optional leading character. */
function letterEnd(text, i) {
    let k = classAt(text, i);
    while (k === UPPER)
        k = classAt(text, ++i);
    while (k === LOWER)
        k = classAt(text, ++i);
    return k < 0 ? -1 : i + contractionLength(text, i);
}
/** End of alternative 3 from `i`, a digit. */
function digitsEnd(text, i) {
    const last = i + 3;
    for (let end = i + 1; end < last; end++) {
        const k = classAt(text, end);
        if (k !== DIGIT)
            return k < 0 ? -1 : end;
    }
    return last;
}
/** End of alternative 4 from `i`, where its punctuation run starts. */
function punctuationEnd(text, i) {
    let k = classAt(text, i);
    while (k === OTHER)
        k = classAt(text, ++i);
    if (k < 0)
        return -1;
    // Past the end charCodeAt gives NaN, which ends the run.
    let c = text.charCodeAt(i);
    while (c === 0x0a || c === 0x0d || c === 0x2f)
        c = text.charCodeAt(++i);
    return i;
}
/** End of alternatives 5 to 7 from `start`, a whitespace character. */
function whitespaceEnd(text, start) {
    let i = start;
    let lastBreak = -1;
    let k = classAt(text, i);
    while (k === BLANK || k === BREAK) {
        if (k === BREAK)
            lastBreak = i;
        k = classAt(text, ++i);
    }
    if (k < 0)
        return -1;
    if (lastBreak >= 0)
        return lastBreak + 1;
    return k === 0 || i - start === 1 ? i : i - 1;
}
/** End of the piece that starts at `i` in an ASCII context, or -1 if it depends on other characters. */
function asciiPieceEnd(text, i) {
    const k = classAt(text, i);
    if (k === UPPER || k === LOWER)
        return letterEnd(text, i);
    if (k === DIGIT)
        return digitsEnd(text, i);
    if (k === BREAK)
        return whitespaceEnd(text, i);
    if (k < 0)
        return -1;
    // A blank or punctuation character leads a letter run that follows it.
    const next = classAt(text, i + 1);
    if (next < 0)
        return -1;
    if (next === UPPER || next === LOWER)
        return letterEnd(text, i + 1);
    if (k === OTHER)
        return punctuationEnd(text, i);
    if (next === OTHER && text.charCodeAt(i) === 0x20)
        return punctuationEnd(text, i + 1);
    return whitespaceEnd(text, i);
}
/** End of the piece of `text` that starts at `i`. */
function pieceEnd(text, i, enc) {
    const end = asciiPieceEnd(text, i);
    if (end >= 0)
        return end;
    // The pattern matches at every position, so the match found from `i` starts at `i`.
    const re = enc.pattern;
    re.lastIndex = i;
    re.test(text);
    return re.lastIndex;
}
/** The pieces the counter splits `text` into (exported so the tests can hold them to the pattern's). */
export function splitPieces(text) {
    const enc = getEncoding();
    const pieces = [];
    for (let i = 0; i < text.length;) {
        const end = pieceEnd(text, i, enc);
        pieces.push(text.slice(i, end));
        i = end;
    }
    return pieces;
}
/** Tokens of text[start, end), split piece by piece; `start` must be where a piece of the text starts. */
function scanCount(text, start, end, enc) {
    let n = 0;
    for (let i = start; i < end;) {
        const next = pieceEnd(text, i, enc);
        n += pieceCount(text, i, next, enc);
        i = next;
    }
    return n;
}
/*
 * Texts made of recurring sentences (handoff messages, reports, the tool-call arguments that carry
 * them, and the plain parts of assembled texts, like the message in a propose prompt) are counted
 * sentence by sentence, each chunk from the whole-string cache.
 *
 * Why it is exact: a space right after a character that is not whitespace always starts a piece,
 * and the pieces before it are those of the text cut there. No alternative of the pattern goes on
 * from a non-whitespace character into a space: letters, digits and punctuation runs stop there, the
 * optional leading character of 1 and 2 must be followed by a letter, and the only tail that takes
 * whitespace, the [\r\n/]* of 4, takes line breaks only. Whitespace alternatives start at whitespace,
 * and the lookahead of 6 never reaches past a run that ends before the non-whitespace character. So
 * the count of the text is the sum of the counts of its chunks between such cut points (the pattern
 * has no lookbehind: from a cut point it splits the rest as it would split it alone). Cuts are made
 * only after sentence and clause punctuation, and only between chunks long enough to be worth a lookup.
 * Only texts the whole-string cache may keep are cut: a chunk is a slice that keeps its text alive.
 */
const CHUNK_MIN = 32;
/** The last position of `text` where a chunk may be cut (none for texts too long to cache). */
function cutLimit(text) {
    return text.length <= CACHE_MAX_TEXT ? text.length : 0;
}
/** Cut after these: . , ; : ! ? */
function cutsAfter(code) {
    return code === 0x2e || code === 0x2c || code === 0x3b || code === 0x3a || code === 0x21 || code === 0x3f;
}
/** The first cut point at least CHUNK_MIN after `from` and before `limit`, or -1. */
function nextCut(text, from, limit) {
    for (let i = text.indexOf(' ', from + CHUNK_MIN); i !== -1 && i <= limit - CHUNK_MIN; i = text.indexOf(' ', i + 1)) {
        if (cutsAfter(text.charCodeAt(i - 1)))
            return i;
    }
    return -1;
}
function encodeCount(text) {
    const enc = getEncoding();
    rejectSpecial(text, enc);
    let n = 0;
    let start = 0;
    const limit = cutLimit(text);
    for (let cut = nextCut(text, 0, limit); cut !== -1; cut = nextCut(text, start, limit)) {
        n += chunkCount(text.slice(start, cut), enc);
        start = cut;
    }
    return start === 0 ? scanCount(text, 0, text.length, enc) : n + chunkCount(text.slice(start), enc);
}
/** Tokens of one chunk of a text: the cached count of that string, or its count, cached. */
function chunkCount(chunk, enc) {
    const hit = cache.get(chunk);
    if (hit !== undefined)
        return hit;
    const n = scanCount(chunk, 0, chunk.length, enc);
    remember(chunk, n);
    return n;
}
const MARGIN = 8;
// Recurring parts are a task's (its prompts, tools and messages): cleared with the task (perTaskCache).
const segments = new Map();
const SEGMENT_MIN = 64;
const SEGMENT_CHAR_LIMIT = 4_000_000;
let segmentChars = 0;
perTaskCache({
    clear() {
        segments.clear();
        segmentChars = 0;
    },
});
/** Printable ASCII other than the space: never whitespace to the pattern. */
function visible(code) {
    return code > 0x20 && code < 0x7f;
}
/** May a scan jump to the piece start at `i` (given it lies MARGIN before the part's end)? */
function landing(part, i) {
    const c = part.charCodeAt(i);
    return visible(c) || (c === 0x20 && visible(part.charCodeAt(i + 1)));
}
// A part is split into these first (it has at most one piece per code unit), then copied out at its size.
let startsScratch = new Uint32Array(1024);
let beforeScratch = new Uint32Array(1024);
function segmentOf(part, enc) {
    let seg = segments.get(part);
    if (seg !== undefined)
        return seg;
    if (startsScratch.length < part.length) {
        startsScratch = new Uint32Array(part.length);
        beforeScratch = new Uint32Array(part.length);
    }
    let pieces = 0;
    let n = 0;
    let jump = 0;
    for (let i = 0; i < part.length;) {
        const end = pieceEnd(part, i, enc);
        if (i <= part.length - MARGIN && landing(part, i))
            jump = pieces;
        startsScratch[pieces] = i;
        beforeScratch[pieces] = n;
        pieces++;
        n += pieceCount(part, i, end, enc);
        i = end;
    }
    seg = { starts: startsScratch.slice(0, pieces), before: beforeScratch.slice(0, pieces), jump };
    if (segmentChars + part.length > SEGMENT_CHAR_LIMIT) {
        segments.clear();
        segmentChars = 0;
    }
    segments.set(part, seg);
    segmentChars += part.length;
    return seg;
}
/** Index of `offset` in the ascending `starts`, or -1. */
function startIndex(starts, offset) {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const s = starts[mid];
        if (s === offset)
            return mid;
        if (s < offset)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}
const partText = (p) => (typeof p === 'string' ? p : p.recurring);
/**
 * Join parts into one text: their plain concatenation. A prompt built this way keeps its parts beside
 * its text (ChatMessage.parts), so counting its tokens splits each long recurring part only the first
 * time it is seen (messageTokens, countAssembled) and a reader may take it apart by its parts.
 */
export function joinParts(parts) {
    // Joined at once into one flat string: concatenated part by part, the text would be a tree of
    // pieces that every reader (the counter's scan first) pays to walk or flattens into a copy.
    return parts.map(partText).join('');
}
/**
 * Tokens of a text assembled from parts (`text` must be their concatenation), counted by its parts.
 * Not added to the whole-string cache: such a text is mostly a prompt seen once (a propose prompt
 * carries its own message and parent rules), and its parts are cached already.
 */
export function countAssembled(text, parts) {
    if (text.length === 0)
        return 0;
    return assembledCount(text, parts);
}
function assembledCount(text, parts) {
    const enc = getEncoding();
    rejectSpecial(text, enc);
    let n = 0;
    let pos = 0;
    let partStart = 0;
    for (const p of parts) {
        const part = partText(p);
        const partEnd = partStart + part.length;
        if (typeof p !== 'string' && part.length >= SEGMENT_MIN && pos < partEnd) {
            const seg = segmentOf(part, enc);
            const last = partStart + seg.starts[seg.jump];
            // Scan into the part until a piece of the whole text starts where one of the part's own does.
            while (pos < last) {
                const i = startIndex(seg.starts, pos - partStart);
                if (i >= 0) {
                    n += seg.before[seg.jump] - seg.before[i];
                    pos = last;
                    break;
                }
                const end = pieceEnd(text, pos, enc);
                n += pieceCount(text, pos, end, enc);
                pos = end;
            }
        }
        // Plain parts (and what follows a jump) are split as usual, up to the next part, by chunks up
        // to the last cut point in it: from a piece start to a cut point, the pieces are the chunk's.
        // A chunk is cut from the part, not from the text: as a key of the whole-string cache, a slice
        // of the text would keep the whole (mostly never repeated) text alive.
        const limit = cutLimit(part);
        for (let cut = nextCut(part, pos - partStart, limit); cut !== -1; cut = nextCut(part, pos - partStart, limit)) {
            n += chunkCount(part.slice(pos - partStart, cut), enc);
            pos = partStart + cut;
        }
        partStart = partEnd;
        while (pos < partEnd) {
            const end = pieceEnd(text, pos, enc);
            n += pieceCount(text, pos, end, enc);
            pos = end;
        }
    }
    return n;
}
/** Tokens in one string (cached; a text assembled from parts is counted by them: countAssembled). */
export function countTokens(text) {
    if (text.length === 0)
        return 0;
    const hit = cache.get(text);
    if (hit !== undefined)
        return hit;
    const n = encodeCount(text);
    if (text.length <= CACHE_MAX_TEXT)
        remember(text, n);
    return n;
}
function remember(text, n) {
    if (cachedChars + text.length > CACHE_CHAR_LIMIT) {
        cache.clear();
        cachedChars = 0;
    }
    cache.set(text, n);
    cachedChars += text.length;
}
// Per-message framing overhead of the chat format (role markers), as providers count it.
const MESSAGE_OVERHEAD = 4;
const REPLY_PRIMING = 3;
// A transcript is resent whole at every turn: its messages are the same objects each time, and
// so are their texts, whose counts the whole-string cache keeps (a lookup under the hash the string
// already holds). Only a message with a text too long for that cache keeps its count here (so the
// map is consulted for those only: most messages are not). The entry remembers the content it
// counted, so a message object changed after counting is counted afresh.
const messageCache = new WeakMap();
/** Tokens of one chat message, content and tool calls included. */
export function messageTokens(m) {
    const calls = m.role === 'assistant' ? m.tool_calls : undefined;
    const long = (m.content ? m.content.length > CACHE_MAX_TEXT : false) || (calls !== undefined && callsLong(calls));
    if (long) {
        const hit = messageCache.get(m);
        if (hit !== undefined && hit.content === m.content && hit.calls === calls)
            return hit.n;
    }
    let n = MESSAGE_OVERHEAD;
    // A prompt that says what it was assembled from is counted by its parts.
    const parts = m.role === 'user' || m.role === 'system' ? m.parts : undefined;
    if (m.content)
        n += parts ? assembledCount(m.content, parts) : countTokens(m.content);
    if (calls)
        for (const c of calls)
            n += countTokens(c.function.name) + countTokens(c.function.arguments) + 3;
    if (long)
        messageCache.set(m, { content: m.content, calls, n });
    return n;
}
/** Has a tool call a text too long for the whole-string cache? */
function callsLong(calls) {
    for (const c of calls)
        if (c.function.name.length > CACHE_MAX_TEXT || c.function.arguments.length > CACHE_MAX_TEXT)
            return true;
    return false;
}
const toolsCache = new WeakMap();
// Tool definitions are rebuilt per run around the task's (loaded once, never mutated) parameter
// schemas: a definition {name, description, parameters} is memoised under its parameters object.
const defCache = new WeakMap();
function functionTokens(fn) {
    const params = fn.parameters;
    const keys = Object.keys(fn);
    const plain = keys.length === 3 && keys[0] === 'name' && keys[1] === 'description' && keys[2] === 'parameters';
    if (!plain || typeof params !== 'object' || params === null || typeof fn.description !== 'string')
        return countTokens(JSON.stringify(fn)) + 2;
    let byText = defCache.get(params);
    if (!byText) {
        byText = new Map();
        defCache.set(params, byText);
    }
    const key = `${fn.name}\u0000${fn.description}`;
    let n = byText.get(key);
    if (n === undefined) {
        n = countTokens(JSON.stringify(fn)) + 2;
        byText.set(key, n);
    }
    return n;
}
/** Tokens of a tool surface (its JSON definitions). */
export function toolsTokens(tools) {
    if (!tools || tools.length === 0)
        return 0;
    const hit = toolsCache.get(tools);
    if (hit !== undefined)
        return hit;
    let n = 0;
    for (const t of tools)
        n += functionTokens(t.function);
    toolsCache.set(tools, n);
    return n;
}
/** Estimated usage of one exchange: the whole prompt and the assistant's reply. */
export function estimateUsage(request, reply) {
    let prompt = REPLY_PRIMING + toolsTokens(request.tools);
    for (const m of request.messages)
        prompt += messageTokens(m);
    return { prompt_tokens: prompt, completion_tokens: messageTokens(reply) - MESSAGE_OVERHEAD };
}
