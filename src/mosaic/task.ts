import type { ToolEffect } from '../../machines/tool.js';
import type { GraphSpec } from '../../topologies/graph.js';
import { checkArgs, type EnvState, type ToolOutcome } from '../domain/environment.js';
import type { JsonObject } from '../domain/json.js';
import type { Task } from '../domain/task.js';
import type { ToolCall } from '../domain/trajectory.js';
import type { ToolSpec } from '../domain/tool.js';
import { deepFreeze } from '../util/freeze.js';
import { configId, type MosaicConfig } from './configs.js';
import { AGGREGATION_RULES_V1, HARNESS_DOCS_HINT_V1, INSTRUCTIONS_FILE_V1 } from '../models/prompts/mosaic.v1.js';
import type { MosaicExample } from '../domain/mosaic-example.js';
import { keywords } from '../models/sim/document-reading.js';
import { documentsFor, queryFor, renderDocument } from './documents.js';
import { normalizeText, tokensOf } from '../text/mosaic-terms.js';

/**
 * An Agent Mosaic example as a task of the actor runtime: its environment is a docs/ folder (one
 * record per handed document, the text a harness would read from docs/<id>.md) behind three
 * read-only tools, list_documents, search_documents and read_document, which every agent holding
 * tools holds. The aggregation rules, when on, are the workspace's instructions file (AGENTS.md),
 * which every agent reads after its system prompt (RunOptions.instructions).
 */
export type Capture = 'full' | 'partial' | 'none';

/** How the example is put to the model: the agents drive the tools, or a script presents every document first. */
export const MOSAIC_MODES = ['simulation', 'harness'] as const;
export type MosaicMode = (typeof MOSAIC_MODES)[number];

export const DOCUMENT_TOOLS: readonly ToolSpec[] = deepFreeze([
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
]) as ToolSpec[];

/** One file of the docs/ folder. */
interface DocRecord extends JsonObject {
  id: string;
  file: string;
  title: string;
  text: string;
}

/** What the runner and the guard know of a Mosaic task beyond the Task itself. */
export interface MosaicTaskInfo {
  example: MosaicExample;
  config: MosaicConfig;
  mode: MosaicMode;
  /** The user's question (the configured query). */
  query: string;
  /** Document texts by id, as the tools return them. */
  texts: Readonly<Record<string, string>>;
  /** Ids of the handed documents, in order (A, B, then C when present). */
  docIds: readonly string[];
  instructions: string | undefined;
}

const infoOf = new WeakMap<Task, MosaicTaskInfo>();
const cache = new Map<string, Task>();

/** The Mosaic example behind a runtime task, or undefined for any other task (a MasDrift one). */
export function mosaicTaskInfo(task: Task): MosaicTaskInfo | undefined {
  return infoOf.get(task);
}

/** The runtime task of one (example, configuration, mode); one object per triple, so the runtime's per-task caches hold. */
export function mosaicTask(example: MosaicExample, config: MosaicConfig, mode: MosaicMode): Task {
  const key = `${example.id}/${configId(config)}/${mode}`;
  const hit = cache.get(key);
  if (hit && infoOf.get(hit)?.example === example) return hit;
  const docs = documentsFor(example, config);
  // The file a harness would write: the rendered document and a final newline.
  const records: DocRecord[] = docs.map((d) => ({ id: d.id, file: `${d.id}.md`, title: d.title, text: `${renderDocument(d, config.marking)}\n` }));
  const query = queryFor(example, config);
  // The harness adds its hint on where documents are; the controlled simulation asks the question alone.
  const request = mode === 'harness' ? `${query}\n\n${HARNESS_DOCS_HINT_V1}` : query;
  const task: Task = deepFreeze({
    id: example.id,
    // Mosaic's domains are not MasDrift's; the runtime never reads a task's domain (the store takes the example's).
    domain: example.domain as unknown as Task['domain'],
    title: example.composite.sentence.slice(0, 60) || example.id,
    request,
    environment: {
      tools: DOCUMENT_TOOLS as ToolSpec[],
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
const docRecords = (records: Readonly<Record<string, readonly JsonObject[]>>): readonly DocRecord[] => (records.documents ?? []) as unknown as readonly DocRecord[];
const docsOf = (state: EnvState): readonly DocRecord[] => docRecords(state.records);

/** A user-supplied path to a file of docs/ ("docs/x.md", "./docs/x.md", "x.md"), or null outside it. */
export function resolveDocPath(docs: readonly DocRecord[], path: string): DocRecord | null {
  const rel = path.replace(/^\.?\/+/, '').replace(/\/+/g, '/');
  const name = rel.startsWith('docs/') ? rel.slice(5) : rel;
  if (!name || name.includes('/') || name.startsWith('..')) return null;
  return docs.find((d) => d.file === name) ?? null;
}

/** The folder listing. */
export function listDocuments(docs: readonly DocRecord[]): string {
  if (docs.length === 0) return 'docs/ is empty';
  return [...docs].sort((a, b) => a.file.localeCompare(b.file)).map((d) => `docs/${d.file} (${d.text.length} chars)`).join('\n');
}

/** Search: files holding any of the query's content words, best first (paths and titles only: no document content). */
export function searchDocuments(docs: readonly DocRecord[], query: string): string {
  const terms = keywords(query).map((k) => tokensOf(normalizeText(k)).join(' ')).filter(Boolean);
  const scored = [...docs]
    .sort((a, b) => a.file.localeCompare(b.file))
    .map((d) => {
      const toks = ` ${tokensOf(normalizeText(d.text)).join(' ')} `;
      return { d, score: terms.filter((t) => toks.includes(` ${t} `)).length };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.d.file.localeCompare(b.d.file));
  if (scored.length === 0) return 'no matches';
  return scored.map((x, i) => `${i + 1}. docs/${x.d.file} (score ${x.score}): ${x.d.title}`).join('\n');
}

/** The characters [start, end) a read of this document returns. */
export function readRange(text: string, args: JsonObject): [number, number] {
  const offset = typeof args.offset === 'number' ? args.offset : 0;
  const start = Math.max(0, Math.min(offset, text.length));
  const end = typeof args.max_chars === 'number' ? Math.min(text.length, start + args.max_chars) : text.length;
  return [start, end];
}

/**
 * The document tools over the folder (a ToolEffect: pure, the world never changes). A path outside
 * docs/ or an unknown file is a failed call, as a real harness's error text would be.
 */
export const documentToolEffect: ToolEffect = (state, spec, args): ToolOutcome => {
  const bad = checkArgs(spec, args);
  if (bad) return { ok: false, error: `${spec.name}: ${bad}`, state };
  const docs = docsOf(state);
  if (spec.name === 'list_documents') return { ok: true, result: listDocuments(docs), state };
  if (spec.name === 'search_documents') return { ok: true, result: searchDocuments(docs, String(args.query ?? '')), state };
  if (spec.name === 'read_document') {
    const d = resolveDocPath(docs, String(args.path ?? ''));
    if (!d) return { ok: false, error: `read_document: no such document "${String(args.path ?? '')}" under docs/`, state };
    const [start, end] = readRange(d.text, args);
    const slice = d.text.slice(start, end);
    return { ok: true, result: end < d.text.length || start > 0 ? `${slice}\n[showing characters ${start}-${end} of ${d.text.length}]` : slice, state };
  }
  return { ok: false, error: `unknown tool "${spec.name}"`, state };
};

/** The document a read call opened (by id), or null when it named none of the folder's files. */
export function documentOfCall(task: Task, args: JsonObject): string | null {
  const d = resolveDocPath(docRecords(task.environment.records), String(args.path ?? ''));
  return d ? d.id : null;
}

/** Capture per handed document over every agent's executed reads: full when every character was read. */
export function captureOfCalls(task: Task, calls: readonly ToolCall[]): Record<string, Capture> {
  const docs = docRecords(task.environment.records);
  const covered = new Map<string, Uint8Array>();
  for (const c of calls) {
    if (c.tool !== 'read_document' || c.status !== 'executed') continue;
    const d = resolveDocPath(docs, String(c.args.path ?? ''));
    if (!d) continue;
    const bits = covered.get(d.id) ?? new Uint8Array(d.text.length);
    const [a, b] = readRange(d.text, c.args);
    bits.fill(1, a, b);
    covered.set(d.id, bits);
  }
  const out: Record<string, Capture> = {};
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
export function mosaicGraph(g: GraphSpec, task: Task): GraphSpec {
  const roles = new Set(task.environment.agents.roles.map((r) => r.role));
  return {
    ...g,
    agents: g.agents.map((a) => ({ ...a, role: a.role !== null && roles.has(a.role) ? a.role : null, tools: a.tools === 'none' || (Array.isArray(a.tools) && a.tools.length === 0) ? 'none' : 'all' })),
  };
}
