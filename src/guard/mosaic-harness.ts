import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatMessage, ChatModel } from '../models/types.js';
import type { MosaicConfig } from '../mosaic/configs.js';
import { DocumentTools, harnessLoop, writeWorkspace } from '../mosaic/harness.js';
import type { MosaicExample } from '../domain/mosaic-example.js';
import { documentsFor, mosaicRunId, queryFor, renderDocument } from '../mosaic/simulate.js';
import { AntiMosaicGuard, guardName, type GuardDecision, type GuardEvent, type GuardLayers, type GuardStats, type PublishBasis, type WallPolicy } from './guard.js';
import type { LabelSet } from './labels.js';
import { heldBy } from './principal.js';
import { relationFromExample } from './relations.js';
import { GUARD_NOTICE } from './workspace.js';

/**
 * The Agent Mosaic agentic harness (a documents folder on disk, list/search/read tools) with the
 * guard wrapped around its tools: the retrieval layer intercepts every read before the file is
 * opened, the tool-execution layer intercepts its content before it enters the context, and the
 * publish layer intercepts the final answer. Listings and search hits carry paths and titles only,
 * so they carry no labels. A partial read is labelled like a full one (provenance is per document).
 */
export interface GuardedHarnessResult {
  runId: string;
  guard: string;
  draftAnswer: string;
  finalAnswer: string;
  answerLabels: LabelSet;
  publish: GuardDecision['kind'];
  events: readonly GuardEvent[];
  stats: GuardStats;
  turns: number;
  toolCalls: number;
  transcript: ChatMessage[];
}

const AGENT = 'harness-agent';

export async function runGuardedHarness(
  model: ChatModel,
  example: MosaicExample,
  config: MosaicConfig,
  opts: { layers: GuardLayers; wall?: WallPolicy; publishBasis?: PublishBasis; seed: string | number; rep: number; maxTurns?: number },
): Promise<GuardedHarnessResult> {
  const root = writeWorkspace(mkdtempSync(join(tmpdir(), 'masdrift-guard-')), example, config);
  try {
    const docs = documentsFor(example, config);
    const sources = Object.fromEntries(docs.map((d) => [d.id, renderDocument(d, config.marking)]));
    const guard = new AntiMosaicGuard({ relations: [relationFromExample(example)], layers: opts.layers, wall: opts.wall ?? 'query-anchored', publishBasis: opts.publishBasis ?? 'labels+detector', sources });
    const query = queryFor(example, config);
    guard.anchor(query);
    const tools = new DocumentTools(root);
    const ids = new Set(docs.map((d) => d.id));
    const execute = (name: string, rawArgs: string): string => {
      if (name !== 'read_document') return tools.execute(name, rawArgs);
      let path = '';
      try {
        path = String((JSON.parse(rawArgs || '{}') as { path?: unknown }).path ?? '');
      } catch {
        return tools.execute(name, rawArgs);
      }
      const id = (path.split('/').pop() ?? '').replace(/\.md$/, '');
      if (!ids.has(id)) return tools.execute(name, rawArgs);
      if (guard.beforeRead(AGENT, id).kind !== 'allow') return `Access to docs/${id}.md refused: ${GUARD_NOTICE} (reading it would complete a protected compilation).`;
      if (guard.beforeToolResult(AGENT, name, guard.labelsOf(id)).kind !== 'allow') return `Content of docs/${id}.md ${GUARD_NOTICE}.`;
      return tools.execute(name, rawArgs);
    };
    const runId = mosaicRunId(opts.seed, example.id, config, opts.rep, 'harness');
    const loop = await harnessLoop({ model, root, query, runId, execute, ...(opts.maxTurns ? { maxTurns: opts.maxTurns } : {}) });
    const { answer, toolCalls, messages } = loop;
    const labels = heldBy(guard.holdings, AGENT);
    const pub = guard.beforePublish(answer, labels, AGENT);
    return {
      runId,
      guard: guardName(opts.layers),
      draftAnswer: answer,
      finalAnswer: pub.kind === 'allow' ? answer : pub.replacement ?? answer,
      answerLabels: labels,
      publish: pub.kind,
      events: guard.events,
      stats: guard.stats,
      turns: loop.turns,
      toolCalls,
      transcript: messages,
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
