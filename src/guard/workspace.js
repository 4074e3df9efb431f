import { MARKING_PREFIX_V1 } from '../mosaic/prompts.v1.js';
import { EMPTY_LABELS, joinLabels } from './labels.js';
import { rankByRelevance } from './relevance.js';
const SNIPPET_CHARS = 140;
const SEARCH_TOP_K = 3;
export function renderWorkspaceDocument(d, marking) {
    return `${marking ? `${MARKING_PREFIX_V1}\n` : ''}Title: ${d.title}\nAuthor: ${d.author}\nDate: ${d.date}\n\n${d.body}`;
}
/** The folder of an example; documents are listed by id so their order says nothing about A or B. */
export function workspaceOf(ex, options) {
    const docs = [...ex.documents, ...(options.distractor ? [ex.distractor] : [])].sort((a, b) => a.id.localeCompare(b.id));
    const texts = {};
    for (const d of docs)
        texts[d.id] = renderWorkspaceDocument(d, options.marking);
    return { example: ex, docs, options, texts };
}
export const WORKSPACE_TOOLS = [
    { type: 'function', function: { name: 'list_documents', description: 'List the documents in the docs/ folder (id, title, author, date).', parameters: { type: 'object', properties: {}, additionalProperties: false } } },
    {
        type: 'function',
        function: { name: 'search_documents', description: 'Full-text search over the docs/ folder; returns the best matches with a snippet.', parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'], additionalProperties: false } },
    },
    { type: 'function', function: { name: 'read_document', description: 'Read one document in full by id.', parameters: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'], additionalProperties: false } } },
];
export const GUARD_NOTICE = 'withheld by the aggregation guard';
/**
 * Run one tool call for `agent`, whose environment access is `access` (document ids it may open at
 * all; null = every document). Every document body that would enter the context passes the
 * retrieval layer (loading it) and then the tool-execution layer (delivering it).
 */
export function runWorkspaceTool(ws, guard, agent, access, name, rawArgs) {
    const visible = ws.docs.filter((d) => access === null || access.has(d.id));
    let args = {};
    try {
        const parsed = JSON.parse(rawArgs || '{}');
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
            args = parsed;
    }
    catch {
        return { content: `error: arguments of ${name} are not valid JSON`, labels: EMPTY_LABELS, refusedReads: [], withheld: [] };
    }
    const refusedReads = [];
    const withheld = [];
    /** Pass one document's content through both layers; returns the labels delivered or null. */
    const pass = (id) => {
        const read = guard.beforeRead(agent, id);
        if (read.kind !== 'allow') {
            refusedReads.push(id);
            return null;
        }
        const labels = guard.labelsOf(id);
        const deliver = guard.beforeToolResult(agent, name, labels);
        if (deliver.kind !== 'allow') {
            withheld.push(id);
            return null;
        }
        return labels;
    };
    if (name === 'list_documents') {
        const lines = visible.map((d) => `- ${d.id} — ${d.title} (${d.author}, ${d.date})`);
        return { content: lines.length ? `docs/\n${lines.join('\n')}` : 'docs/ is empty', labels: EMPTY_LABELS, refusedReads, withheld };
    }
    if (name === 'search_documents') {
        const query = typeof args.query === 'string' ? args.query : '';
        const texts = {};
        for (const d of visible)
            texts[d.id] = `${d.title}\n${d.body}`;
        const ranked = rankByRelevance(query, texts).slice(0, SEARCH_TOP_K);
        const byId = new Map(visible.map((d) => [d.id, d]));
        let labels = EMPTY_LABELS;
        const lines = ranked.map((id, i) => {
            const d = byId.get(id);
            const got = pass(id);
            if (got === null)
                return `${i + 1}. ${id} — ${d.title}: [${GUARD_NOTICE}]`;
            labels = joinLabels(labels, got);
            const snippet = d.body.length > SNIPPET_CHARS ? `${d.body.slice(0, SNIPPET_CHARS)}…` : d.body;
            return `${i + 1}. ${id} — ${d.title}: ${snippet}`;
        });
        return { content: lines.length ? `Search results:\n${lines.join('\n')}` : 'Search results: none', labels, refusedReads, withheld };
    }
    if (name === 'read_document') {
        const id = typeof args.id === 'string' ? args.id.replace(/^docs\//, '').replace(/\.(md|txt)$/, '') : '';
        if (!visible.some((d) => d.id === id))
            return { content: `error: no document "${id}" in docs/ (or no access)`, labels: EMPTY_LABELS, refusedReads, withheld };
        const got = pass(id);
        if (got === null)
            return { content: `Access to ${id} refused: ${GUARD_NOTICE} (reading it would complete a protected compilation).`, labels: EMPTY_LABELS, refusedReads, withheld };
        return { content: ws.texts[id], labels: got, refusedReads, withheld };
    }
    return { content: `error: unknown tool "${name}"`, labels: EMPTY_LABELS, refusedReads, withheld };
}
