import { cassettePath, canonicalRequest, exchangeKey, readCassette, requestHash, withoutSettings } from './cassette.js';
import { OccurrenceCounter } from './record.js';
import { canonicalJson } from '../util/canonical.js';
const MAX_TOKEN_NAMES = ['max_tokens', 'max_completion_tokens'];
/** The differences between what a stand-in would send and what was recorded, one line per setting. */
export function settingsDifferences(want, recorded) {
    // Cassettes recorded before settings were kept have nothing to compare: they replay as they always did.
    if (!recorded)
        return [];
    const out = [];
    if (want.model !== recorded.model)
        out.push(`model differs: wanted "${want.model}", recorded "${recorded.model}"`);
    if (want.endpoint !== undefined && want.endpoint !== recorded.endpoint)
        out.push(`endpoint family differs: wanted ${want.endpoint}, recorded ${recorded.endpoint}`);
    const wantFormat = want.toolFormat ?? 'native';
    if (wantFormat !== (recorded.toolFormat ?? 'native'))
        out.push(`tool_format differs: wanted ${wantFormat}, recorded ${recorded.toolFormat}`);
    // Recorded parameters by their spec name (max tokens goes by the name the family uses).
    const rec = {};
    for (const [k, v] of Object.entries(recorded.params))
        rec[MAX_TOKEN_NAMES.includes(k) ? 'max_tokens' : k] = v;
    const keys = [...new Set([...Object.keys(want.sampling), ...Object.keys(rec)])].sort();
    for (const k of keys) {
        const a = want.sampling[k];
        const b = rec[k];
        if (JSON.stringify(a ?? null) !== JSON.stringify(b ?? null))
            out.push(`sampling parameter "${k}" differs: wanted ${a === undefined ? '(not sent)' : JSON.stringify(a)}, recorded ${b === undefined ? '(not sent)' : JSON.stringify(b)}`);
    }
    return out;
}
/** A replay miss: the request was never recorded. Replay fails closed; it never asks a live model. */
export class ReplayMissError extends Error {
    run;
    agent;
    requestHash;
    constructor(message, run, agent, requestHash) {
        super(message);
        this.run = run;
        this.agent = agent;
        this.requestHash = requestHash;
        this.name = 'ReplayMissError';
    }
}
const clip = (s, n = 160) => (s.length > n ? `${s.slice(0, n)}…` : s);
/** A readable difference between two canonical requests: the first place they part. */
export function describeDifference(wanted, recorded) {
    for (const field of ['settings', 'sampling', 'responseFormat', 'tools']) {
        const a = JSON.stringify(wanted[field] ?? null);
        const b = JSON.stringify(recorded[field] ?? null);
        if (a !== b)
            return `${field} differs:\n    wanted:   ${clip(a)}\n    recorded: ${clip(b)}`;
    }
    const wm = wanted.messages ?? [];
    const rm = recorded.messages ?? [];
    const n = Math.max(wm.length, rm.length);
    for (let i = 0; i < n; i++) {
        const a = wm[i] === undefined ? '(none)' : JSON.stringify(wm[i]);
        const b = rm[i] === undefined ? '(none)' : JSON.stringify(rm[i]);
        if (a === b)
            continue;
        const role = wm[i]?.role ?? rm[i]?.role ?? '?';
        let at = 0;
        while (at < a.length && a[at] === b[at])
            at++;
        const from = Math.max(0, at - 40);
        return `message ${i} (${role}) differs at character ${at}:\n    wanted:   …${clip(a.slice(from))}\n    recorded: …${clip(b.slice(from))}`;
    }
    return 'the requests are identical; the recorded occurrences of this request were all used up';
}
function closeness(a, b) {
    const am = a.messages ?? [];
    const bm = b.messages ?? [];
    let same = 0;
    while (same < am.length && same < bm.length && JSON.stringify(am[same]) === JSON.stringify(bm[same]))
        same++;
    return same * 2 - Math.abs(am.length - bm.length);
}
/**
 * Answers from a cassette; a request that was not recorded is an error, never a fallback. Exchanges
 * are found by the request without its settings; a stand-in then requires the recorded settings to
 * be the ones it would send (a plain `replay:` serves whatever settings were recorded).
 */
export class ReplayModel {
    file;
    standIn;
    id;
    byKey = new Map();
    lines;
    counter = new OccurrenceCounter();
    constructor(file, lines, standIn) {
        this.file = file;
        this.standIn = standIn;
        this.lines = lines ?? readCassette(file);
        for (const l of this.lines)
            this.byKey.set(exchangeKey(l.run, l.agent, l.turn, requestHash(withoutSettings(l.request)), l.occurrence), l);
        this.id = `replay:${file}`;
    }
    async complete(request, ctx) {
        const canonical = canonicalRequest(request);
        const hash = requestHash(canonical);
        const occurrence = this.counter.next(ctx, hash);
        const hit = this.byKey.get(exchangeKey(ctx.runId, ctx.agent, ctx.turn, hash, occurrence));
        if (hit) {
            if (this.standIn) {
                const diff = settingsDifferences(this.standIn, hit.request.settings);
                if (diff.length > 0) {
                    throw new ReplayMissError(`replay miss in ${cassettePath(this.file)}: run ${ctx.runId}, agent ${ctx.agent}, turn ${ctx.turn}: the request was recorded under other settings:\n  ${diff.join('\n  ')}`, ctx.runId, ctx.agent, hash);
                }
            }
            return {
                message: structuredClone(hit.response.message),
                usage: { ...hit.usage },
                finishReason: hit.response.finishReason,
                ...(hit.response.flags ? { flags: { ...hit.response.flags } } : {}),
            };
        }
        throw new ReplayMissError(this.missMessage(ctx, hash, occurrence, canonical), ctx.runId, ctx.agent, hash);
    }
    missMessage(ctx, hash, occurrence, canonical) {
        const head = `replay miss in ${cassettePath(this.file)}: run ${ctx.runId}, agent ${ctx.agent}, turn ${ctx.turn}, request ${hash.slice(0, 16)} (occurrence ${occurrence}) was not recorded`;
        const sameAgent = this.lines.filter((l) => l.run === ctx.runId && l.agent === ctx.agent);
        const pool = sameAgent.length > 0 ? sameAgent : this.lines.filter((l) => l.run === ctx.runId);
        const candidates = pool.length > 0 ? pool : this.lines;
        if (candidates.length === 0)
            return `${head}; the cassette is empty`;
        const nearest = candidates.reduce((best, l) => {
            const score = closeness(canonical, withoutSettings(l.request)) - Math.abs(l.turn - ctx.turn) * 0.01;
            return score > best.score ? { l, score } : best;
        }, { l: candidates[0], score: -Infinity }).l;
        const scope = sameAgent.length > 0 ? 'same run and agent' : pool.length > 0 ? `same run, agent ${nearest.agent}` : `run ${nearest.run}, agent ${nearest.agent}`;
        const recorded = withoutSettings(nearest.request);
        // The same request recorded elsewhere says what differs: the run, or the turn, not the request.
        const identical = canonicalJson(recorded) === canonicalJson(canonical);
        const diff = !identical
            ? describeDifference(canonical, recorded)
            : nearest.run !== ctx.runId
                ? `the same request was recorded for another run: run ${ctx.runId} is not in this cassette (was it recorded with another task, seed, repetition, architecture, defense or model configuration?)`
                : nearest.agent !== ctx.agent || nearest.turn !== ctx.turn
                    ? `the same request was recorded for agent ${nearest.agent} at turn ${nearest.turn}`
                    : describeDifference(canonical, recorded);
        return `${head}.\n  nearest recorded request (${scope}, turn ${nearest.turn}, ${nearest.requestHash.slice(0, 16)}):\n  ${diff}`;
    }
}
