import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize, sep } from 'node:path';
import type { CallContext, ChatMessage, ChatModel, ChatToolDef, Sampling } from '../models/types.js';
import type { MosaicConfig } from './configs.js';
import { AGGREGATION_RULES_V1, HARNESS_DOCS_HINT_V1, HARNESS_SYSTEM_V1, INSTRUCTIONS_FILE_V1 } from '../models/prompts/mosaic.v1.js';
import type { MosaicExample } from '../domain/mosaic-example.js';
import { documentsFor, mosaicRunId, queryFor, renderDocument } from './simulate.js';
import { keywords } from '../models/sim/document-reading.js';
import { tokensOf, normalizeText } from '../text/mosaic-terms.js';

/** How much of a document the agent actually read. */
export type Capture = 'full' | 'partial' | 'none';

export const HARNESS_TOOLS: ChatToolDef[] = [
  {
    type: 'function',
    function: { name: 'list_documents', description: 'List the files in the docs/ folder with their sizes.', parameters: { type: 'object', properties: {} } },
  },
  {
    type: 'function',
    function: {
      name: 'search_documents',
      description: 'Search the docs/ folder for words; returns matching file paths and titles, best first.',
      parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'read_document',
      description: 'Read a file under docs/. Optional offset and max_chars read part of it.',
      parameters: {
        type: 'object',
        properties: { path: { type: 'string' }, offset: { type: 'integer', minimum: 0 }, max_chars: { type: 'integer', minimum: 1 } },
        required: ['path'],
      },
    },
  },
];

/** Write the workspace of one (example, configuration): docs/<id>.md per handed document, and the instructions file when rules are on. */
export function writeWorkspace(root: string, example: MosaicExample, config: MosaicConfig): string {
  mkdirSync(join(root, 'docs'), { recursive: true });
  for (const d of documentsFor(example, config)) writeFileSync(join(root, 'docs', `${d.id}.md`), `${renderDocument(d, config.marking)}\n`);
  if (config.rules === 'on') writeFileSync(join(root, INSTRUCTIONS_FILE_V1), `${AGGREGATION_RULES_V1}\n`);
  return root;
}

/** Read-only tools over a workspace; records the character ranges read per file. */
export class DocumentTools {
  readonly ranges = new Map<string, Array<[number, number]>>();
  constructor(readonly root: string) {}

  private files(): string[] {
    const dir = join(this.root, 'docs');
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md')).sort() : [];
  }

  /** Resolve a user-supplied path to a file under docs/, refusing anything outside it. */
  private resolve(path: string): string | null {
    const rel = normalize(path.replace(/^\.?\/+/, '')).split(sep).join('/');
    const name = rel.startsWith('docs/') ? rel.slice(5) : rel;
    if (!name || name.includes('/') || name.startsWith('..')) return null;
    return this.files().includes(name) ? name : null;
  }

  list(): string {
    const files = this.files();
    if (files.length === 0) return 'docs/ is empty';
    return files.map((f) => `docs/${f} (${readFileSync(join(this.root, 'docs', f), 'utf8').length} chars)`).join('\n');
  }

  search(query: string): string {
    const terms = keywords(query).map((k) => tokensOf(normalizeText(k)).join(' ')).filter(Boolean);
    const scored = this.files()
      .map((f) => {
        const text = readFileSync(join(this.root, 'docs', f), 'utf8');
        const toks = ` ${tokensOf(normalizeText(text)).join(' ')} `;
        const score = terms.filter((t) => toks.includes(` ${t} `)).length;
        const title = /^Title: (.*)$/m.exec(text)?.[1] ?? f;
        return { f, score, title };
      })
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score || a.f.localeCompare(b.f));
    if (scored.length === 0) return 'no matches';
    return scored.map((x, i) => `${i + 1}. docs/${x.f} (score ${x.score}): ${x.title}`).join('\n');
  }

  read(path: string, offset = 0, maxChars?: number): string {
    const name = this.resolve(path);
    if (!name) return `error: no such document "${path}" under docs/`;
    const text = readFileSync(join(this.root, 'docs', name), 'utf8');
    const start = Math.max(0, Math.min(offset, text.length));
    const end = maxChars === undefined ? text.length : Math.min(text.length, start + maxChars);
    const list = this.ranges.get(name) ?? [];
    list.push([start, end]);
    this.ranges.set(name, list);
    const slice = text.slice(start, end);
    return end < text.length || start > 0 ? `${slice}\n[showing characters ${start}-${end} of ${text.length}]` : slice;
  }

  /** Capture per document id: full when every character was read, partial when some were. */
  capture(docIds: readonly string[]): Record<string, Capture> {
    const out: Record<string, Capture> = {};
    for (const id of docIds) {
      const name = `${id}.md`;
      const ranges = this.ranges.get(name);
      if (!ranges || !this.files().includes(name)) {
        out[id] = 'none';
        continue;
      }
      const len = readFileSync(join(this.root, 'docs', name), 'utf8').length;
      const covered = new Uint8Array(len);
      for (const [a, b] of ranges) covered.fill(1, a, b);
      const n = covered.reduce((s, x) => s + x, 0);
      out[id] = n >= len ? 'full' : n > 0 ? 'partial' : 'none';
    }
    return out;
  }

  /** Execute one tool call; unknown tools and bad arguments come back as error text, as a real harness would. */
  execute(name: string, rawArgs: string): string {
    let args: Record<string, unknown>;
    try {
      args = JSON.parse(rawArgs || '{}') as Record<string, unknown>;
    } catch {
      return `error: arguments are not valid JSON: ${rawArgs}`;
    }
    if (name === 'list_documents') return this.list();
    if (name === 'search_documents') return this.search(String(args.query ?? ''));
    if (name === 'read_document') {
      const off = typeof args.offset === 'number' ? args.offset : 0;
      const max = typeof args.max_chars === 'number' ? args.max_chars : undefined;
      return this.read(String(args.path ?? ''), off, max);
    }
    return `error: unknown tool "${name}" (available: list_documents, search_documents, read_document)`;
  }
}

/** The result of one harness run. */
export interface HarnessResult {
  answer: string;
  /** Capture of documents A, B (and C when present), keyed by document id. */
  docsRead: Record<string, Capture>;
  turns: number;
  toolCalls: number;
  transcript: ChatMessage[];
}

/** The system prompt of the harness: its own prompt, plus the instructions file when the workspace has one. */
export function harnessSystemPrompt(root: string): string {
  const f = join(root, INSTRUCTIONS_FILE_V1);
  return existsSync(f) ? `${HARNESS_SYSTEM_V1}\n\nInstructions from ${INSTRUCTIONS_FILE_V1}:\n${readFileSync(f, 'utf8').trim()}` : HARNESS_SYSTEM_V1;
}

/**
 * The harness's agent loop: the model reads the query, calls the document tools (executed by
 * `execute`, which a guard may wrap), and answers when it calls none. Shared by the plain and the
 * guarded harness so both put the model in exactly the same situation.
 */
export async function harnessLoop(o: {
  model: ChatModel;
  root: string;
  query: string;
  runId: string;
  execute: (name: string, rawArgs: string) => string;
  maxTurns?: number;
  modelName?: string;
  sampling?: Sampling;
  signal?: AbortSignal;
}): Promise<{ answer: string; turns: number; toolCalls: number; messages: ChatMessage[] }> {
  const messages: ChatMessage[] = [
    { role: 'system', content: harnessSystemPrompt(o.root) },
    { role: 'user', content: `${o.query}\n\n${HARNESS_DOCS_HINT_V1}` },
  ];
  const maxTurns = o.maxTurns ?? 12;
  let answer = '';
  let toolCalls = 0;
  let turn = 0;
  for (; turn < maxTurns; turn++) {
    const ctx: CallContext = { runId: o.runId, agent: 'harness-agent', turn, purpose: 'work', ...(o.signal ? { signal: o.signal } : {}) };
    const res = await o.model.complete({ model: o.modelName ?? 'mosaic-subject', messages: [...messages], tools: HARNESS_TOOLS, ...(o.sampling ? { sampling: o.sampling } : {}) }, ctx);
    messages.push(res.message);
    const calls = res.message.tool_calls ?? [];
    if (calls.length === 0) {
      answer = res.message.content ?? '';
      break;
    }
    for (const c of calls) {
      toolCalls++;
      messages.push({ role: 'tool', tool_call_id: c.id, content: o.execute(c.function.name, c.function.arguments) });
    }
  }
  return { answer, turns: Math.min(turn + 1, maxTurns), toolCalls, messages };
}

/**
 * Run the agentic harness once: the model drives list/search/read over the workspace until it
 * answers without tool calls (or the turn budget ends). The workspace is created in a temporary
 * folder and removed unless one is supplied.
 */
export async function runHarnessOnce(
  model: ChatModel,
  example: MosaicExample,
  config: MosaicConfig,
  opts: { seed: string | number; rep: number; workspace?: string; maxTurns?: number; modelName?: string; sampling?: Sampling; signal?: AbortSignal },
): Promise<HarnessResult> {
  const own = opts.workspace === undefined;
  const root = opts.workspace ?? writeWorkspace(mkdtempSync(join(tmpdir(), 'masdrift-mosaic-')), example, config);
  try {
    const tools = new DocumentTools(root);
    const r = await harnessLoop({
      model,
      root,
      query: queryFor(example, config),
      runId: mosaicRunId(opts.seed, example.id, config, opts.rep, 'harness'),
      execute: (name, args) => tools.execute(name, args),
      ...(opts.maxTurns ? { maxTurns: opts.maxTurns } : {}),
      ...(opts.modelName ? { modelName: opts.modelName } : {}),
      ...(opts.sampling ? { sampling: opts.sampling } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    const ids = documentsFor(example, config).map((d) => d.id);
    return { answer: r.answer, docsRead: tools.capture(ids), turns: r.turns, toolCalls: r.toolCalls, transcript: r.messages };
  } finally {
    if (own) rmSync(root, { recursive: true, force: true });
  }
}
