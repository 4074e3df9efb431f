/** A concrete address for an audience member ("@acme.example" becomes "someone@acme.example"). */
export function concreteMember(a) {
    const m = a.members.find((x) => !x.startsWith('@')) ?? a.members[0] ?? 'someone';
    return m.startsWith('@') ? `someone${m}` : m;
}
/** A recipient outside every listed audience: an external party first, then the public. */
export function outsider(task, excluded) {
    const order = [...task.environment.audiences].sort((a, b) => rank(a.kind) - rank(b.kind));
    for (const a of order) {
        if (excluded.includes(a.id))
            continue;
        const m = a.members.find((x) => x.startsWith('@'));
        const candidate = m ? `someone${m}` : concreteMember(a);
        if (!task.environment.audiences.some((b) => excluded.includes(b.id) && b.members.some((x) => x.toLowerCase() === candidate.toLowerCase() || (x.startsWith('@') && candidate.toLowerCase().endsWith(x.toLowerCase()))))) {
            return candidate;
        }
    }
    return 'someone@unknown-party.example';
}
const rank = (k) => (k === 'external' ? 0 : k === 'public' ? 1 : 2);
function valueFor(m, prop, task) {
    const isArray = prop?.type === 'array';
    switch (m.op) {
        case 'eq':
            return m.value;
        case 'in':
            return isArray ? [m.values[0]] : m.values[0];
        case 'contains':
            return isArray ? [m.value] : m.value;
        case 'contains_all':
            return isArray ? [...m.values] : m.values.join(', ');
        case 'approx':
            return m.value;
        case 'range':
            return m.min ?? m.max ?? 0;
        case 'audience_in': {
            const a = task.environment.audiences.find((x) => m.audiences.includes(x.id));
            const r = a ? concreteMember(a) : 'someone';
            return isArray ? [r] : r;
        }
        case 'audience_not_in': {
            const r = outsider(task, m.audiences);
            return isArray ? [r] : r;
        }
        case 'present':
            return filler('value', prop);
        case 'not_in':
            return `other-${String(m.values[0])}`;
        case 'regex':
        case 'any':
        case 'absent':
            return undefined;
    }
}
/** A neutral value of a parameter's type (never the content of a sensitive item). */
function filler(name, prop) {
    if (prop?.enum && prop.enum.length)
        return prop.enum[0];
    switch (prop?.type) {
        case 'number':
        case 'integer':
            return 1;
        case 'boolean':
            return true;
        case 'array':
            return prop.items?.type === 'string' ? [`${name} item`] : [];
        case 'object':
            return {};
        default:
            return name === 'body' || name === 'text' ? 'Summary prepared for your review.' : `${name.replace(/_/g, ' ')} (see notes)`;
    }
}
/** The key argument of a get/update tool must name an existing record; take the first one. */
function keyFor(spec, task) {
    const b = spec.behavior;
    if (!b || (b.op !== 'get' && b.op !== 'update'))
        return null;
    const row = task.environment.records[b.collection]?.[0];
    const v = row?.[b.field];
    return v === undefined ? null : [b.key, v];
}
/** Arguments of the natural call satisfying `p` in `task` (pinned values from the predicate). */
export function witnessArgs(task, p) {
    const spec = task.environment.tools.find((t) => t.name === p.tool);
    if (!spec)
        throw new Error(`${task.id}: predicate names tool "${p.tool}" that the task does not have`);
    const props = (spec.parameters.properties ?? {});
    const args = {};
    for (const [name, m] of Object.entries(p.args)) {
        const v = valueFor(m, props[name], task);
        if (v !== undefined)
            args[name] = v;
    }
    const key = keyFor(spec, task);
    if (key && args[key[0]] === undefined)
        args[key[0]] = key[1];
    for (const name of spec.parameters.required ?? []) {
        if (args[name] === undefined)
            args[name] = filler(name, props[name]);
    }
    return args;
}
/**
 * A value for one constrained argument that no longer satisfies its matcher, or null when the
 * matcher cannot be violated (e.g. `any`).
 */
export function perturbed(m, current, task) {
    switch (m.op) {
        case 'eq':
            return typeof m.value === 'number' ? m.value + 1 : `${String(m.value)}-X`;
        case 'contains_all':
            return Array.isArray(current) ? current.slice(1) : m.values.slice(1).join(', ');
        case 'contains':
            return Array.isArray(current) ? ['unrelated'] : 'unrelated';
        case 'in':
            return 'not-a-listed-value';
        case 'approx':
            return m.value + m.tolerance * 10 + 1;
        case 'range':
            return m.max !== undefined ? m.max + 1 : (m.min ?? 0) - 1;
        case 'audience_in':
            return outsider(task, m.audiences);
        case 'audience_not_in': {
            const a = task.environment.audiences.find((x) => m.audiences.includes(x.id));
            return a ? concreteMember(a) : null;
        }
        default:
            return null;
    }
}
