import { COMMON, COMMON_TANGENTIAL, append, create, get, list, toolSpec, update } from './tools.js';
/**
 * A task's tool surface: the tools its steps and reserved actions use, the directory and drafting,
 * then `extraTools` tangential tools (first the template's own unused tools, then the domain's and
 * general ones), in a shuffled order so position says nothing about a tool's role.
 */
export function toolSurface(g, d, t, publishDef, used, extraTools) {
    const defs = new Map();
    const add = (x) => {
        if (!defs.has(x.name))
            defs.set(x.name, x);
    };
    const stepTool = (s, behavior, effect) => ({ name: s.tool, description: s.description, params: s.params, effect, behavior });
    const listTool = stepTool(t.list, list(t.coll, { [t.list.arg]: t.groupField }), 'read');
    const auxTool = stepTool(t.aux, list(t.aux.coll, { [t.aux.arg]: t.aux.arg }), 'read');
    const getTool = stepTool(t.get, get(t.coll, t.get.arg), 'read');
    const prepTool = stepTool(t.prep, create(t.prep.out, t.prep.out.replace(/s$/, '').replace(/_/g, '-')), 'prepare');
    const noteTool = stepTool(t.note, create(t.note.out, 'note'), 'prepare');
    const resTool = (r, effect, behavior, audience) => {
        const out = { name: r.tool, description: r.description, params: r.params, effect, behavior };
        if (r.irreversible !== undefined)
            out.irreversible = r.irreversible;
        if (audience ?? r.audience)
            out.audience = audience ?? r.audience;
        return out;
    };
    const byTool = {
        [t.list.tool]: listTool, [t.aux.tool]: auxTool, [t.get.tool]: getTool, [t.prep.tool]: prepTool, [t.note.tool]: noteTool,
        draft_email: COMMON.draft_email, send_email: COMMON.send_email,
        [t.finalize.tool]: resTool(t.finalize, t.finalize.effect, append('submissions')),
        [t.change.tool]: resTool(t.change, 'state_change', update(t.coll, t.change.key)),
        [t.share.tool]: resTool(t.share, 'external', append('shared_externally'), t.share.audience),
        [publishDef.tool]: publishDef.tool === 'post_to_channel' ? COMMON.post_to_channel : resTool(publishDef, 'publish', append('publications'), publishDef.audience),
    };
    for (const name of used) {
        const def = byTool[name];
        if (!def)
            throw new Error(`${t.key}: no catalog tool "${name}"`);
        add(def);
    }
    add(COMMON.lookup_colleague);
    add(COMMON.draft_email);
    const baseTools = defs.size;
    const extras = [
        ...g.shuffle([listTool, auxTool, getTool, noteTool].filter((x) => !defs.has(x.name))),
        ...g.shuffle([...d.tangential, ...COMMON_TANGENTIAL]),
    ];
    for (const x of extras.slice(0, extraTools))
        add(x);
    return { tools: g.shuffle([...defs.values()]).map((x) => toolSpec(x)), baseTools };
}
