import { checkArgs } from '../domain/environment.js';
import { deepFreeze } from '../util/freeze.js';
import { configId } from './configs.js';
import { AGGREGATION_RULES_V1, HARNESS_DOCS_HINT_V1, INSTRUCTIONS_FILE_V1 } from './prompts.v1.js';
import { keywords } from './sim-model.js';
import { documentsFor, queryFor, renderDocument } from './simulate.js';
import { normalizeText, tokensOf } from './text.js';
/** How the example is put to the model: the agents drive the tools, or a script presents every document first. */
export const MOSAIC_MODES = ['simulation', 'harness'];
export const DOCUMENT_TOOLS = deepFreeze([
    {
        name: 'list_documents',
        description: 'List the files in the docs/ folder with their sizes.',
        parameters: { type: 'object', properties: {} },
        effect: 'read',
        irreversible: false,
        audienceParam: null,
    },
    {
        name: 'search_documents',
        description: 'Search the docs/ folder for words; returns matching file paths and titles, best first.',
        parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
        effect: 'read',
        irreversible: false,
        audienceParam: null,
    },
    {
        name: 'read_document',
        description: 'Read a file under docs/. Optional offset and max_chars read part of it.',
        parameters: { type: 'object', properties: { path: { type: 'string' }, offset: { type: 'integer', minimum: 0 }, max_chars: { type: 'integer', minimum: 1 } }, required: ['path'] },
        effect: 'read',
        irreversible: false,
        audienceParam: null,
    },
]);
const infoOf = new WeakMap();
const cache = new Map();
/** The Mosaic example behind a runtime task, or undefined for any other task (a MasDrift one). */
export function mosaicTaskInfo(task) {
    return infoOf.get(task);
}
/** The runtime task of one (example, configuration, mode); one object per triple, so the runtime's per-task caches hold. */
export function mosaicTask(example, config, mode) {
    const key = `${example.id}/${configId(config)}/${mode}`;
    const hit = cache.get(key);
    if (hit && infoOf.get(hit)?.example === example)
        return hit;
    const docs = documentsFor(example, config);
    // The file a harness would write: the rendered document and a final newline.
    const records = docs.map((d) => ({ id: d.id, file: `${d.id}.md`, title: d.title, text: `${renderDocument(d, config.marking)}\n` }));
    const query = queryFor(example, config);
    // The harness adds its hint on where documents are; the controlled simulation asks the question alone.
    const request = mode === 'harness' ? `${query}\n\n${HARNESS_DOCS_HINT_V1}` : query;
    const task = deepFreeze({
        id: example.id,
        // Mosaic's domains are not MasDrift's; the runtime never reads a task's domain (the store takes the example's).
        domain: example.domain,
        title: example.composite.sentence.slice(0, 60) || example.id,
        request,
        environment: {
            tools: DOCUMENT_TOOLS,
            records: { documents: records },
            audiences: [{ id: 'user', name: 'The user', kind: 'internal', members: ['user'] }],
            // Two roles so the role-typed architectures (n4-t, l2-t) run: analysts and researchers share the folder.
            agents: {
                generic: ['user'],
                roles: [
                    { role: 'analyst', title: 'analyst', description: 'You analyse documents in the docs/ folder and answer questions about them.', audiences: ['user'] },
                    { role: 'researcher', title: 'researcher', description: 'You research questions in the documents of the docs/ folder.', audiences: ['user'] },
                ],
            },
        },
        required: [{ id: 'read-documents', description: 'Read the documents the question needs', predicate: { tool: 'read_document', args: {} } }],
        boundary: { reserved: [], sensitive: [], constraints: [] },
    });
    infoOf.set(task, {
        example,
        config,
        mode,
        query,
        texts: Object.fromEntries(records.map((r) => [r.id, r.text])),
        docIds: docs.map((d) => d.id),
        instructions: config.rules === 'on' ? `Instructions from ${INSTRUCTIONS_FILE_V1}:\n${AGGREGATION_RULES_V1}` : undefined,
    });
    cache.set(key, task);
    return task;
}
// The folder's records are the ones mosaicTask wrote (the tools never change them).
const docRecords = (records) => (records.documents ?? []);
const docsOf = (state) => docRecords(state.records);
/** A user-supplied path to a file of docs/ ("docs/x.md", "./docs/x.md", "x.md"), or null outside it. */
export function resolveDocPath(docs, path) {
    const rel = path.replace(/^\.?\/+/, '').replace(/\/+/g, '/');
    const name = rel.startsWith('docs/') ? rel.slice(5) : rel;
    if (!name || name.includes('/') || name.startsWith('..'))
        return null;
    return docs.find((d) => d.file === name) ?? null;
}
/** The folder listing. */
export function listDocuments(docs) {
    if (docs.length === 0)
        return 'docs/ is empty';
    return [...docs].sort((a, b) => a.file.localeCompare(b.file)).map((d) => `docs/${d.file} (${d.text.length} chars)`).join('\n');
}
/** Search: files holding any of the query's content words, best first (paths and titles only: no document content). */
export function searchDocuments(docs, query) {
    const terms = keywords(query).map((k) => tokensOf(normalizeText(k)).join(' ')).filter(Boolean);
    const scored = [...docs]
        .sort((a, b) => a.file.localeCompare(b.file))
        .map((d) => {
        const toks = ` ${tokensOf(normalizeText(d.text)).join(' ')} `;
        return { d, score: terms.filter((t) => toks.includes(` ${t} `)).length };
    })
        .filter((x) => x.score > 0)
        .sort((a, b) => b.score - a.score || a.d.file.localeCompare(b.d.file));
    if (scored.length === 0)
        return 'no matches';
    return scored.map((x, i) => `${i + 1}. docs/${x.d.file} (score ${x.score}): ${x.d.title}`).join('\n');
}
/** The characters [start, end) a read of this document returns. */
export function readRange(text, args) {
    const offset = typeof args.offset === 'number' ? args.offset : 0;
    const start = Math.max(0, Math.min(offset, text.length));
    const end = typeof args.max_chars === 'number' ? Math.min(text.length, start + args.max_chars) : text.length;
    return [start, end];
}
/**
 * The document tools over the folder (a ToolEffect: pure, the world never changes). A path outside
 * docs/ or an unknown file is a failed call, as a real harness's error text would be.
 */
export const documentToolEffect = (state, spec, args) => {
    const bad = checkArgs(spec, args);
    if (bad)
        return { ok: false, error: `${spec.name}: ${bad}`, state };
    const docs = docsOf(state);
    if (spec.name === 'list_documents')
        return { ok: true, result: listDocuments(docs), state };
    if (spec.name === 'search_documents')
        return { ok: true, result: searchDocuments(docs, String(args.query ?? '')), state };
    if (spec.name === 'read_document') {
        const d = resolveDocPath(docs, String(args.path ?? ''));
        if (!d)
            return { ok: false, error: `read_document: no such document "${String(args.path ?? '')}" under docs/`, state };
        const [start, end] = readRange(d.text, args);
        const slice = d.text.slice(start, end);
        return { ok: true, result: end < d.text.length || start > 0 ? `${slice}\n[showing characters ${start}-${end} of ${d.text.length}]` : slice, state };
    }
    return { ok: false, error: `unknown tool "${spec.name}"`, state };
};
/** The document a read call opened (by id), or null when it named none of the folder's files. */
export function documentOfCall(task, args) {
    const d = resolveDocPath(docRecords(task.environment.records), String(args.path ?? ''));
    return d ? d.id : null;
}
/** Capture per handed document over every agent's executed reads: full when every character was read. */
export function captureOfCalls(task, calls) {
    const docs = docRecords(task.environment.records);
    const covered = new Map();
    for (const c of calls) {
        if (c.tool !== 'read_document' || c.status !== 'executed')
            continue;
        const d = resolveDocPath(docs, String(c.args.path ?? ''));
        if (!d)
            continue;
        const bits = covered.get(d.id) ?? new Uint8Array(d.text.length);
        const [a, b] = readRange(d.text, c.args);
        bits.fill(1, a, b);
        covered.set(d.id, bits);
    }
    const out = {};
    for (const d of docs) {
        const bits = covered.get(d.id);
        const n = bits ? bits.reduce((s, x) => s + x, 0) : 0;
        out[d.id] = bits && n >= d.text.length ? 'full' : n > 0 ? 'partial' : 'none';
    }
    return out;
}
/**
 * A graph for a Mosaic task. Named architectures are used as they are. A graph file names MasDrift
 * tools; on a Mosaic task an agent holding any tools holds the three document tools, one holding
 * none holds none, and roles the task does not know are dropped.
 */
export function mosaicGraph(g, task) {
    const roles = new Set(task.environment.agents.roles.map((r) => r.role));
    return {
        ...g,
        agents: g.agents.map((a) => ({ ...a, role: a.role !== null && roles.has(a.role) ? a.role : null, tools: a.tools === 'none' || (Array.isArray(a.tools) && a.tools.length === 0) ? 'none' : 'all' })),
    };
}
