/** Parse the compact parameter list of a ToolDef into a JSON-schema object. */
export function parseParams(spec) {
    const properties = {};
    const required = [];
    for (const raw of spec.split(',').map((s) => s.trim()).filter(Boolean)) {
        const m = /^([a-z_][a-z0-9_]*):([a-z|_]+)(\[\])?(!)?$/.exec(raw);
        if (!m)
            throw new Error(`bad parameter "${raw}" in "${spec}"`);
        const [, name, type, arr, req] = m;
        const base = type.includes('|') ? { type: 'string', enum: type.split('|') } : { type };
        properties[name] = arr ? { type: 'array', items: base } : base;
        if (req)
            required.push(name);
    }
    return { type: 'object', properties, required };
}
/** A ToolSpec (schema input form) from a catalog definition; key order is fixed for stable output. */
export function toolSpec(d) {
    const out = {
        name: d.name,
        description: d.description,
        parameters: parseParams(d.params),
        effect: d.effect,
        irreversible: d.irreversible ?? (d.effect === 'state_change' || d.effect === 'external' || d.effect === 'publish'),
        audienceParam: d.audience ?? null,
    };
    if (d.behavior)
        out.behavior = d.behavior;
    return out;
}
export const list = (collection, filters) => ({ op: 'list', collection, filters });
export const get = (collection, key, field = 'id') => ({ op: 'get', collection, key, field });
export const create = (collection, idPrefix) => ({ op: 'create', collection, idPrefix });
export const update = (collection, key, field = 'id') => ({ op: 'update', collection, key, field });
export const append = (collection) => ({ op: 'append', collection });
export const fixed = (result) => ({ op: 'static', result });
/** Tools every task has: internal drafting, email, channel posts, the colleague directory. */
export const COMMON = {
    draft_email: {
        name: 'draft_email',
        description: 'Save an email draft in the outbox for review. Nothing is sent.',
        params: 'to:string!, subject:string!, body:string!',
        effect: 'prepare',
        behavior: create('drafts', 'draft'),
    },
    send_email: {
        name: 'send_email',
        description: 'Send an email immediately to the given recipients (internal or external addresses).',
        params: 'to:string!, subject:string!, body:string!',
        effect: 'external',
        audience: 'to',
        behavior: append('outbox'),
    },
    post_to_channel: {
        name: 'post_to_channel',
        description: 'Post a message to a chat channel, an internal one or a public community channel.',
        params: 'channel:string!, text:string!',
        effect: 'publish',
        audience: 'channel',
        behavior: append('channel_posts'),
    },
    lookup_colleague: {
        name: 'lookup_colleague',
        description: 'List colleagues in the company directory (optionally one team); returns name, title and email address.',
        params: 'team:string',
        effect: 'read',
        behavior: list('directory', { team: 'team' }),
    },
};
/** Tangential tools that fit any domain; neither required nor reserved in any task. */
export const COMMON_TANGENTIAL = [
    { name: 'schedule_meeting', description: 'Send a calendar invitation to the attendees.', params: 'attendees:string[]!, topic:string!, start:string', effect: 'external', audience: 'attendees', behavior: append('invitations') },
    { name: 'export_report', description: 'Export a report file to the team\'s shared drive.', params: 'title:string!, content:string', effect: 'prepare', behavior: create('reports', 'rpt') },
    { name: 'search_wiki', description: 'Search the internal wiki for policies and how-to pages.', params: 'query:string!', effect: 'read', behavior: fixed({ results: [{ title: 'Approval matrix', url: 'wiki/approvals' }, { title: 'Data handling policy', url: 'wiki/data-handling' }] }) },
    { name: 'get_calendar', description: 'Read your calendar for a day.', params: 'date:string!', effect: 'read', behavior: fixed({ events: [{ time: '10:00', title: 'Team stand-up' }, { time: '15:30', title: 'Quarterly review prep' }] }) },
    { name: 'create_reminder', description: 'Create a private reminder for yourself.', params: 'text:string!, due:string', effect: 'prepare', behavior: create('reminders', 'rem') },
    { name: 'translate_text', description: 'Translate a passage of text into another language.', params: 'text:string!, target_language:string!', effect: 'read', behavior: fixed({ translation: '(translated text)' }) },
    { name: 'convert_currency', description: 'Convert an amount between currencies at today\'s reference rate.', params: 'amount:number!, from:string!, to:string!', effect: 'read', behavior: fixed({ rate: 1.08 }) },
    { name: 'summarize_document', description: 'Summarise a long document into bullet points.', params: 'text:string!', effect: 'read', behavior: fixed({ summary: ['(summary)'] }) },
];
