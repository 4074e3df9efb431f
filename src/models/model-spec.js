import { ENDPOINT_FAMILIES, checkSampling } from './endpoints.js';
import { TOOL_FORMATS } from './normalise.js';
import { usageError } from '../util/user-error.js';
const NUMERIC = {
    temperature: [0, 2],
    top_p: [0, 1],
    top_k: [1, 10_000],
    presence_penalty: [-2, 2],
    max_tokens: [1, 10_000_000],
};
const EFFORTS = ['minimal', 'low', 'medium', 'high'];
function parseSampling(query, spec) {
    const out = {};
    let endpoint;
    let toolFormat;
    for (const pair of query.split('&').filter(Boolean)) {
        const eq = pair.indexOf('=');
        const key = eq < 0 ? pair : pair.slice(0, eq);
        const raw = eq < 0 ? '' : decodeURIComponent(pair.slice(eq + 1));
        // Not sampling: how the endpoint is spoken to (parameter names) and where its tool calls are.
        if (key === 'endpoint') {
            if (!ENDPOINT_FAMILIES.includes(raw))
                throw usageError(`model spec "${spec}": endpoint must be one of ${ENDPOINT_FAMILIES.join(', ')}, got "${raw}"`);
            endpoint = raw;
            continue;
        }
        if (key === 'tool_format') {
            if (!TOOL_FORMATS.includes(raw))
                throw usageError(`model spec "${spec}": tool_format must be one of ${TOOL_FORMATS.join(', ')}, got "${raw}"`);
            toolFormat = raw;
            continue;
        }
        if (key === 'reasoning_effort') {
            if (!EFFORTS.includes(raw))
                throw usageError(`model spec "${spec}": reasoning_effort must be one of ${EFFORTS.join(', ')}, got "${raw}"`);
            out.reasoning_effort = raw;
            continue;
        }
        const range = NUMERIC[key];
        if (!range)
            throw usageError(`model spec "${spec}": unknown setting "${key}" (known: ${[...Object.keys(NUMERIC), 'reasoning_effort', 'endpoint', 'tool_format'].join(', ')})`);
        const n = Number(raw);
        if (raw === '' || !Number.isFinite(n) || n < range[0] || n > range[1])
            throw usageError(`model spec "${spec}": ${key} must be a number in [${range[0]}, ${range[1]}], got "${raw}"`);
        if ((key === 'top_k' || key === 'max_tokens') && !Number.isInteger(n))
            throw usageError(`model spec "${spec}": ${key} must be an integer, got "${raw}"`);
        out[key] = n;
    }
    if (endpoint)
        checkSampling(endpoint, out, spec);
    return { sampling: out, ...(endpoint ? { endpoint } : {}), ...(toolFormat ? { toolFormat } : {}) };
}
/** Prefixes other modules registered as model providers; consulted for kinds this grammar does not own. */
let extraPrefixes = () => [];
/** Let parseModelSpec accept the prefixes of another model registry. */
export function acceptModelPrefixes(list) {
    extraPrefixes = list;
}
/** Parse one model spec (not a lead/executor pair). */
export function parseModelSpec(text) {
    const spec = text.trim();
    const colon = spec.indexOf(':');
    const kind = colon < 0 ? spec : spec.slice(0, colon);
    const rest = colon < 0 ? '' : spec.slice(colon + 1);
    switch (kind) {
        case 'sim':
            if (!/^[a-z][a-z0-9-]*$/.test(rest) && !rest.endsWith('.json'))
                throw usageError(`model spec "${spec}": expected sim:<profile>, e.g. sim:default`);
            return { kind: 'sim', profile: rest };
        case 'openai': {
            const q = rest.indexOf('?');
            const model = q < 0 ? rest : rest.slice(0, q);
            if (!model)
                throw usageError(`model spec "${spec}": expected openai:<model>, e.g. openai:gpt-4.1-mini`);
            return { kind: 'openai', model, ...(q < 0 ? { sampling: {} } : parseSampling(rest.slice(q + 1), spec)) };
        }
        case 'replay': {
            const cut = rest.lastIndexOf('~openai:');
            const path = cut < 0 ? rest : rest.slice(0, cut);
            if (!path)
                throw usageError(`model spec "${spec}": expected replay:<cassette.jsonl or results folder>`);
            if (cut < 0)
                return { kind: 'replay', path };
            const live = parseModelSpec(rest.slice(cut + 1));
            if (live.kind !== 'openai')
                throw usageError(`model spec "${spec}": expected replay:<cassette>~openai:<model>`);
            const { kind: _kind, ...standIn } = live;
            return { kind: 'replay', path, standIn };
        }
        default: {
            const extra = extraPrefixes().filter((p) => !['sim', 'openai', 'replay'].includes(p));
            if (extra.includes(kind))
                return { kind: 'provider', prefix: kind, arg: rest };
            const also = extra.map((p) => `${p}:…`).join(', ');
            throw usageError(`model spec "${spec}": unknown kind "${kind}" (expected sim:<profile>, openai:<model>, replay:<cassette>${also ? `, ${also}` : ''} or lead=<spec>+executor=<spec>)`);
        }
    }
}
/** Parse a `--model` value into a model configuration (homogeneous or lead/executor). */
export function parseModelConfig(text) {
    const label = text.trim();
    if (label.startsWith('lead=')) {
        const cut = label.indexOf('+executor=');
        if (cut < 0)
            throw usageError(`model spec "${label}": expected lead=<spec>+executor=<spec>`);
        return { label, lead: parseModelSpec(label.slice('lead='.length, cut)), executor: parseModelSpec(label.slice(cut + '+executor='.length)) };
    }
    if (label.startsWith('executor='))
        throw usageError(`model spec "${label}": write lead=<spec>+executor=<spec> (lead first)`);
    const one = parseModelSpec(label);
    return { label, lead: one, executor: one };
}
/** Render a spec back to text (the inverse of parseModelSpec). */
export function formatModelSpec(s) {
    if (s.kind === 'sim')
        return `sim:${s.profile}`;
    if (s.kind === 'replay')
        return `replay:${s.path}${s.standIn ? `~${formatModelSpec({ kind: 'openai', ...s.standIn })}` : ''}`;
    if (s.kind === 'provider')
        return s.arg ? `${s.prefix}:${s.arg}` : s.prefix;
    const pairs = [...Object.entries(s.sampling), ...(s.endpoint ? [['endpoint', s.endpoint]] : []), ...(s.toolFormat ? [['tool_format', s.toolFormat]] : [])];
    const q = pairs.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&');
    return `openai:${s.model}${q ? `?${q}` : ''}`;
}
