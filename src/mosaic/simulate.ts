import type { CallContext, ChatMessage, ChatModel, ChatRequest, ChatToolDef, Sampling } from '../models/types.js';
import type { MosaicConfig } from './configs.js';
import { configId } from './configs.js';
import { AGGREGATION_RULES_V1, MARKING_PREFIX_V1, SCRIPT_V1, SIMULATION_SYSTEM_V1 } from '../models/prompts/mosaic.v1.js';
import type { MosaicDocument, MosaicExample } from '../domain/mosaic-example.js';

/** The user-facing query of a configuration. */
export function queryFor(example: MosaicExample, config: MosaicConfig): string {
  return example.queries[config.intent].text;
}

/** The system prompt: the fixed prompt, plus the aggregation rules when they are on. */
export function systemPromptFor(config: MosaicConfig): string {
  return config.rules === 'on' ? `${SIMULATION_SYSTEM_V1}\n\n${AGGREGATION_RULES_V1}` : SIMULATION_SYSTEM_V1;
}

/** A document as the model sees it: metadata header and body, with the marking line when shown. */
export function renderDocument(doc: MosaicDocument, marking: MosaicConfig['marking']): string {
  const lines = [`Document: ${doc.id}`, `Title: ${doc.title}`, `Author: ${doc.author}`, `Date: ${doc.date}`, `Type: ${doc.style}`, '', doc.body];
  return marking === 'shown' ? `${MARKING_PREFIX_V1}\n${lines.join('\n')}` : lines.join('\n');
}

/** The documents handed over, in order: A, B, then C when the distractor is present. */
export function documentsFor(example: MosaicExample, config: MosaicConfig): MosaicDocument[] {
  return config.distractor === 'present' ? [...example.documents, example.distractor] : [...example.documents];
}

/** Tool definitions the scripted turns use (declared so a live model sees a coherent transcript). */
export const SIMULATION_TOOLS: ChatToolDef[] = [
  {
    type: 'function',
    function: {
      name: 'search_documents',
      description: 'Search the document store; returns matching document ids and titles.',
      parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'read_document',
      description: 'Read one document by id.',
      parameters: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    },
  },
];

/**
 * The controlled-simulation transcript: system prompt (+ rules), the configured query, a scripted
 * search turn whose results list the handed documents, then one scripted reflection + read turn
 * per document. The model under test writes only the next (final) assistant message.
 */
export function buildSimulationTranscript(example: MosaicExample, config: MosaicConfig): ChatMessage[] {
  const docs = documentsFor(example, config);
  const query = queryFor(example, config);
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPromptFor(config) },
    { role: 'user', content: query },
    {
      role: 'assistant',
      content: SCRIPT_V1.searchIntro,
      tool_calls: [{ id: 'call_search', type: 'function', function: { name: 'search_documents', arguments: JSON.stringify({ query }) } }],
    },
    {
      role: 'tool',
      tool_call_id: 'call_search',
      content: [SCRIPT_V1.searchResultHeader, ...docs.map((d, i) => `${i + 1}. ${d.id} - ${d.title} (${d.date})`)].join('\n'),
    },
  ];
  docs.forEach((d, i) => {
    const reflection = i === 0 ? SCRIPT_V1.readFirst : i === docs.length - 1 && i > 1 ? SCRIPT_V1.readLast : SCRIPT_V1.readNext;
    const callId = `call_read_${i + 1}`;
    messages.push({
      role: 'assistant',
      content: reflection,
      tool_calls: [{ id: callId, type: 'function', function: { name: 'read_document', arguments: JSON.stringify({ id: d.id }) } }],
    });
    messages.push({ role: 'tool', tool_call_id: callId, content: renderDocument(d, config.marking) });
  });
  return messages;
}

/** The request sent to the model under test. */
export function buildSimulationRequest(example: MosaicExample, config: MosaicConfig, modelName = 'mosaic-subject'): ChatRequest {
  return { model: modelName, messages: buildSimulationTranscript(example, config), tools: SIMULATION_TOOLS };
}

/** Canonical run id of one answer: the run identity the simulated model seeds from. */
export function mosaicRunId(seed: string | number, exampleId: string, config: MosaicConfig, rep: number, mode: 'simulation' | 'harness'): string {
  return `mosaic/${mode}/${seed}/${exampleId}/${configId(config)}/${rep}`;
}

/** Run the controlled simulation once and return the final answer text (tool calls are ignored). */
export async function runSimulationOnce(
  model: ChatModel,
  example: MosaicExample,
  config: MosaicConfig,
  opts: { seed: string | number; rep: number; modelName?: string; sampling?: Sampling; signal?: AbortSignal },
): Promise<string> {
  const request = buildSimulationRequest(example, config, opts.modelName);
  if (opts.sampling) request.sampling = opts.sampling;
  const ctx: CallContext = {
    runId: mosaicRunId(opts.seed, example.id, config, opts.rep, 'simulation'),
    agent: 'subject',
    turn: 0,
    purpose: 'work',
    ...(opts.signal ? { signal: opts.signal } : {}),
  };
  const res = await model.complete(request, ctx);
  return res.message.content ?? '';
}
