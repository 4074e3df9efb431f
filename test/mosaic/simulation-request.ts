import type { ChatMessage, ChatRequest, ChatToolDef } from '../../src/models/types.js';
import type { MosaicConfig } from '../../src/mosaic/configs.js';
import { documentsFor, queryFor, renderDocument } from '../../src/mosaic/documents.js';
import { AGGREGATION_RULES_V1, SCRIPT_V1, SIMULATION_SYSTEM_V1 } from '../../src/models/prompts/mosaic.v1.js';
import type { MosaicExample } from '../../src/domain/mosaic-example.js';

/**
 * A request in the paper's controlled-simulation shape, for unit tests of the simulated model alone
 * (no runtime): system prompt (+ rules), the configured query, a scripted search turn, then one
 * scripted reflection + read turn per handed document. Runs go through the actor runtime
 * (src/mosaic/runtime-run.ts presentingModel); this only builds a context to read.
 */
const TOOLS: ChatToolDef[] = [
  { type: 'function', function: { name: 'search_documents', description: 'Search the document store.', parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } } },
  { type: 'function', function: { name: 'read_document', description: 'Read one document by id.', parameters: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } } },
];

export function buildSimulationTranscript(example: MosaicExample, config: MosaicConfig): ChatMessage[] {
  const docs = documentsFor(example, config);
  const query = queryFor(example, config);
  const messages: ChatMessage[] = [
    { role: 'system', content: config.rules === 'on' ? `${SIMULATION_SYSTEM_V1}\n\n${AGGREGATION_RULES_V1}` : SIMULATION_SYSTEM_V1 },
    { role: 'user', content: query },
    { role: 'assistant', content: SCRIPT_V1.searchIntro, tool_calls: [{ id: 'call_search', type: 'function', function: { name: 'search_documents', arguments: JSON.stringify({ query }) } }] },
    { role: 'tool', tool_call_id: 'call_search', content: [SCRIPT_V1.searchResultHeader, ...docs.map((d, i) => `${i + 1}. ${d.id} - ${d.title} (${d.date})`)].join('\n') },
  ];
  docs.forEach((d, i) => {
    const reflection = i === 0 ? SCRIPT_V1.readFirst : i === docs.length - 1 && i > 1 ? SCRIPT_V1.readLast : SCRIPT_V1.readNext;
    const callId = `call_read_${i + 1}`;
    messages.push({ role: 'assistant', content: reflection, tool_calls: [{ id: callId, type: 'function', function: { name: 'read_document', arguments: JSON.stringify({ id: d.id }) } }] });
    messages.push({ role: 'tool', tool_call_id: callId, content: renderDocument(d, config.marking) });
  });
  return messages;
}

export function buildSimulationRequest(example: MosaicExample, config: MosaicConfig, modelName = 'mosaic-subject'): ChatRequest {
  return { model: modelName, messages: buildSimulationTranscript(example, config), tools: TOOLS };
}
