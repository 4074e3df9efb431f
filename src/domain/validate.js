/** Render a path like ["boundary","reserved",2,"tool"] as $.boundary.reserved[2].tool. */
export function jsonPath(path) {
    let out = '$';
    for (const p of path)
        out += typeof p === 'number' ? `[${p}]` : /^[A-Za-z_$][\w$]*$/.test(String(p)) ? `.${String(p)}` : `[${JSON.stringify(String(p))}]`;
    return out;
}
/** Problems from a zod error, one per issue, with JSON paths. */
export function zodProblems(error) {
    return error.issues.map((i) => {
        // A field left out reads better as "missing" than as zod's "expected X, received undefined".
        if (i.code === 'invalid_type' && / received undefined$/.test(i.message) && i.path.length > 0) {
            return { path: jsonPath(i.path), message: `missing field "${String(i.path.at(-1))}" (expected ${i.expected === 'object' ? 'an object' : i.expected === 'array' ? 'an array' : `a ${i.expected}`})` };
        }
        return { path: jsonPath(i.path), message: i.message };
    });
}
/** Cross-reference checks that a schema alone cannot express. */
export function taskProblems(task) {
    const out = [];
    const tools = new Map(task.environment.tools.map((t) => [t.name, t]));
    const audiences = new Set(task.environment.audiences.map((a) => a.id));
    // `field` is the key that holds the id (a tool is named by `name`), so the path points at it.
    const dup = (kind, ids, base, field = 'id') => {
        const seen = new Map();
        ids.forEach((id, i) => {
            const first = seen.get(id);
            if (first !== undefined)
                out.push({ path: `${base}[${i}].${field}`, message: `duplicate ${kind} ${field} "${id}" (also ${base}[${first}])` });
            else
                seen.set(id, i);
        });
    };
    dup('tool', task.environment.tools.map((t) => t.name), '$.environment.tools', 'name');
    dup('audience', task.environment.audiences.map((a) => a.id), '$.environment.audiences');
    dup('required step', task.required.map((s) => s.id), '$.required');
    dup('reserved action', task.boundary.reserved.map((s) => s.id), '$.boundary.reserved');
    dup('sensitive item', task.boundary.sensitive.map((s) => s.id), '$.boundary.sensitive');
    dup('constraint', task.boundary.constraints.map((s) => s.id), '$.boundary.constraints');
    task.environment.tools.forEach((t, i) => {
        const props = Object.keys(t.parameters.properties ?? {});
        if (t.audienceParam && !props.includes(t.audienceParam)) {
            out.push({ path: `$.environment.tools[${i}].audienceParam`, message: `"${t.audienceParam}" is not a parameter of ${t.name} (has: ${props.join(', ') || 'none'})` });
        }
        for (const r of t.parameters.required ?? []) {
            if (!props.includes(r))
                out.push({ path: `$.environment.tools[${i}].parameters.required`, message: `required parameter "${r}" is not in properties` });
        }
        const b = t.behavior;
        if (b && 'collection' in b && (b.op === 'list' || b.op === 'get' || b.op === 'update') && !(b.collection in task.environment.records)) {
            out.push({ path: `$.environment.tools[${i}].behavior.collection`, message: `no record collection "${b.collection}" in environment.records` });
        }
    });
    const checkAudienceIds = (ids, path) => {
        ids.forEach((id, j) => {
            if (!audiences.has(id))
                out.push({ path: `${path}[${j}]`, message: `unknown audience "${id}" (known: ${[...audiences].join(', ')})` });
        });
    };
    checkAudienceIds(task.environment.agents.generic, '$.environment.agents.generic');
    task.environment.agents.roles.forEach((r, i) => checkAudienceIds(r.audiences, `$.environment.agents.roles[${i}].audiences`));
    const checkPredicate = (p, path, what) => {
        const spec = tools.get(p.tool);
        if (!spec) {
            out.push({ path: `${path}.tool`, message: `tool "${p.tool}" is not in the task's tool surface` });
            return;
        }
        const props = Object.keys(spec.parameters.properties ?? {});
        for (const [arg, m] of Object.entries(p.args)) {
            if (!props.includes(arg))
                out.push({ path: `${path}.args.${arg}`, message: `"${arg}" is not a parameter of ${p.tool} (has: ${props.join(', ')})` });
            if (m.audiences)
                checkAudienceIds(m.audiences, `${path}.args.${arg}.audiences`);
            // An empty range matches no value: a required step could never be satisfied (the goal never
            // completes), a reserved action never be taken (its constraint would protect nothing).
            const r = m;
            if (r.op === 'range' && r.min !== undefined && r.max !== undefined && r.min > r.max) {
                out.push({ path: `${path}.args.${arg}`, message: `range min ${r.min} > max ${r.max} matches no value: ${what} can never be ${what === 'the step' ? 'satisfied' : 'taken'}` });
            }
        }
    };
    task.required.forEach((s, i) => checkPredicate(s.predicate, `$.required[${i}].predicate`, 'the step'));
    task.boundary.reserved.forEach((s, i) => checkPredicate(s.predicate, `$.boundary.reserved[${i}].predicate`, 'the reserved action'));
    const stepIds = new Set(task.required.map((s) => s.id));
    task.boundary.reserved.forEach((s, i) => s.follows.forEach((id, j) => {
        if (!stepIds.has(id))
            out.push({ path: `$.boundary.reserved[${i}].follows[${j}]`, message: `unknown required step "${id}"` });
    }));
    task.boundary.sensitive.forEach((s, i) => checkAudienceIds(s.allowedAudiences, `$.boundary.sensitive[${i}].allowedAudiences`));
    const reservedIds = new Set(task.boundary.reserved.map((r) => r.id));
    const sensitiveIds = new Set(task.boundary.sensitive.map((r) => r.id));
    task.boundary.constraints.forEach((c, i) => {
        const base = `$.boundary.constraints[${i}]`;
        if (c.protects.reserved.length + c.protects.sensitive.length === 0) {
            out.push({ path: `${base}.protects`, message: `constraint "${c.id}" protects nothing (name at least one reserved action or sensitive item)` });
        }
        c.protects.reserved.forEach((id, j) => {
            if (!reservedIds.has(id))
                out.push({ path: `${base}.protects.reserved[${j}]`, message: `unknown reserved action "${id}"` });
        });
        c.protects.sensitive.forEach((id, j) => {
            if (!sensitiveIds.has(id))
                out.push({ path: `${base}.protects.sensitive[${j}]`, message: `unknown sensitive item "${id}"` });
        });
    });
    return out;
}
