import { weakPairMemo } from '../../util/memo.js';
function paramsOf(tool) {
    const p = tool.function.parameters;
    return { props: p.properties ?? {}, required: p.required ?? [] };
}
function allStrings(v, out = []) {
    if (typeof v === 'string')
        out.push(v);
    else if (Array.isArray(v))
        v.forEach((x) => allStrings(x, out));
    else if (v && typeof v === 'object')
        Object.values(v).forEach((x) => allStrings(x, out));
    return out;
}
// The records' strings, listed once per task (loaded once, never changed): every audience argument
// looks an address up among them, and walking the records each time cost more than the look-up.
const recordStrings = new WeakMap();
function stringsOfRecords(task) {
    let strings = recordStrings.get(task);
    if (strings === undefined) {
        strings = Object.freeze(allStrings(task.environment.records));
        recordStrings.set(task, strings);
    }
    return strings;
}
/** An address of an audience: an exact member, an address at its domain seen in the records, or a made-up one. */
function memberOf(task, audienceId) {
    const a = task.environment.audiences.find((x) => x.id === audienceId);
    if (!a)
        return null;
    const exact = a.members.find((m) => m.includes('@') && !m.startsWith('@')) ?? a.members.find((m) => !m.startsWith('@'));
    if (exact)
        return exact;
    const domain = a.members[0] ?? '@example.com';
    const seen = stringsOfRecords(task).find((s) => s.toLowerCase().endsWith(domain.toLowerCase()) && s.length > domain.length);
    return seen ?? `contact${domain}`;
}
function outsider(task, excluded) {
    const others = task.environment.audiences.filter((a) => !excluded.includes(a.id));
    const ranked = [...others.filter((a) => a.kind === 'external'), ...others.filter((a) => a.kind !== 'external')];
    for (const a of ranked) {
        const domain = a.members.find((m) => m.startsWith('@'));
        if (domain) {
            const seen = stringsOfRecords(task).find((s) => s.toLowerCase().endsWith(domain.toLowerCase()) && s.length > domain.length);
            if (seen)
                return seen;
        }
        const m = memberOf(task, a.id);
        if (m)
            return m;
    }
    return 'someone@outside.example';
}
function valueFor(m, param, task) {
    const asList = param?.type === 'array';
    switch (m.op) {
        case 'eq':
            return m.value;
        case 'in':
            return asList ? [m.values[0] ?? null] : m.values[0];
        case 'contains':
            return asList ? [m.value] : m.value;
        case 'contains_all':
            return asList ? [...m.values] : m.values.join(', ');
        case 'range':
            return m.min ?? m.max ?? 0;
        case 'approx':
            return m.value;
        case 'audience_in': {
            const r = memberOf(task, m.audiences[0] ?? '') ?? '';
            return asList ? [r] : r;
        }
        case 'audience_not_in': {
            const r = outsider(task, m.audiences);
            return asList ? [r] : r;
        }
        case 'not_in':
            return 'other';
        case 'present':
            return asList ? ['yes'] : 'yes';
        default:
            return undefined;
    }
}
/** The id of the record this agent most recently created or fetched (for arguments like batch_id). */
function latestId(calls) {
    const isRecord = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
    const last = calls.findLast((c) => c.ok && isRecord(c.value) && typeof c.value.id === 'string');
    return last === undefined ? null : last.value.id;
}
const AUDIENCE_PARAMS = /^(to|cc|recipient|recipients|channel|attendees|audience|party)$/;
/** A plausible recipient for an audience argument the predicate leaves open: a channel or an address. */
function someRecipient(task, param) {
    const members = task.environment.audiences.flatMap((a) => a.members.filter((m) => !m.startsWith('@')));
    const wanted = param === 'channel' ? members.find((m) => m.startsWith('#')) : members.find((m) => m.includes('@'));
    return wanted ?? members[0] ?? 'team';
}
const TITLE_PARAMS = /^(subject|title|topic|name|summary)$/;
const TEXT_PARAMS = /^(body|text|content|notes|message|description|comment|details)$/;
/**
 * Arguments satisfying a predicate (when given), with every other required parameter filled the
 * way a model would: ids from its own earlier results, titles and texts from what it is doing.
 */
export function buildArgs(tool, predicate, task, calls, hints) {
    const { props, required } = paramsOf(tool);
    const out = {};
    if (predicate) {
        for (const [name, m] of Object.entries(predicate.args)) {
            const v = valueFor(m, props[name], task);
            if (v !== undefined)
                out[name] = v;
        }
    }
    for (const name of required) {
        if (out[name] !== undefined)
            continue;
        const p = props[name] ?? {};
        if (p.enum && p.enum.length > 0)
            out[name] = p.enum[0] ?? null;
        else if (p.type === 'number' || p.type === 'integer')
            out[name] = 0;
        else if (p.type === 'boolean')
            out[name] = true;
        else if (p.type === 'array')
            out[name] = /id/.test(name) && latestId(calls) ? [latestId(calls)] : [];
        else if (/(^|_)id$/.test(name))
            out[name] = latestId(calls) ?? 'latest';
        else if (AUDIENCE_PARAMS.test(name))
            out[name] = p.type === 'array' ? [someRecipient(task, name)] : someRecipient(task, name);
        else if (TITLE_PARAMS.test(name))
            out[name] = hints.purpose;
        else if (TEXT_PARAMS.test(name))
            out[name] = hints.text();
        else
            out[name] = hints.purpose;
    }
    return out;
}
/** Arguments for a failed attempt: the predicate's values are missed, the rest filled generically. */
export function wrongArgs(tool, task, calls, hints) {
    const { required } = paramsOf(tool);
    const out = buildArgs(tool, null, task, calls, hints);
    // A model that misread the step leaves a required argument out.
    const first = required[0];
    if (first !== undefined)
        delete out[first];
    return out;
}
/** Names of a tool's free-text parameters (where over-sharing can happen). */
export function textParams(tool) {
    return Object.keys(paramsOf(tool).props).filter((n) => TEXT_PARAMS.test(n));
}
const MAX_IDS = 64;
const argTexts = weakPairMemo((_tool, _predicate) => new Map());
/** The JSON text of buildArgs's arguments for a predicate, or of wrongArgs's when `wrong`. */
export function argsText(tool, predicate, task, calls, hints, wrong) {
    const byPurpose = argTexts(tool, predicate);
    let texts = byPurpose.get(hints.purpose);
    if (texts === undefined) {
        texts = [new Map(), new Map()];
        byPurpose.set(hints.purpose, texts);
    }
    const byId = texts[wrong ? 1 : 0];
    const id = latestId(calls);
    let text = byId.get(id);
    if (text === undefined) {
        let drewText = false;
        const counted = {
            purpose: hints.purpose,
            text: () => {
                drewText = true;
                return hints.text();
            },
        };
        text = JSON.stringify(wrong ? wrongArgs(tool, task, calls, counted) : buildArgs(tool, predicate, task, calls, counted));
        if (!drewText) {
            if (byId.size >= MAX_IDS)
                byId.clear();
            byId.set(id, text);
        }
    }
    return text;
}
