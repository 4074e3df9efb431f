import type { MosaicExample } from '../../domain/mosaic-example.js';
import { rngFrom } from '../../util/rng.js';
import { estimateUsage } from '../tokens.js';
import type { CallContext, ChatModel, ChatRequest, ChatResponse } from '../types.js';
import { simFinalAnswer, type SimDecision } from './composite-answer.js';
import { readMosaicContext } from './document-context.js';
import { simHarnessStep } from './document-reading.js';
import { withSection, type SimProfile } from './profile.js';
import { coordinationStep, isProtocolRequest } from './reader-delegation.js';

/**
 * A simulated model for one Agent Mosaic example, composed of three behaviours: document reading
 * (document-reading.ts, simHarnessStep: with list_documents among the tools it explores the folder), delegation
 * (reader-delegation.ts: on the actor runtime's protocol it hands off, waits for reports, reports or
 * finishes) and answering (composite-answer.ts, simFinalAnswer: the final text from what its context holds).
 */
export function createMosaicSimModel(given: SimProfile, example: MosaicExample, stream?: string): ChatModel & { lastDecision: () => SimDecision | undefined } {
  const profile = withSection(given, 'reading');
  // Draws are keyed by the stream when one is given (what the answer is, without the intervention:
  // a defense's runs then draw the same numbers), else by the run id.
  let last: SimDecision | undefined;
  const reply = (request: ChatRequest, message: ChatResponse['message']): ChatResponse => ({ message, usage: estimateUsage(request, message), finishReason: message.tool_calls?.length ? 'tool_calls' : 'stop' });
  return {
    id: `sim-mosaic:${profile.profile}`,
    lastDecision: () => last,
    async complete(request: ChatRequest, ctx: CallContext): Promise<ChatResponse> {
      const tools = request.tools ?? [];
      const agentic = tools.some((t) => t.function.name === 'list_documents');
      if (agentic) {
        const calls = simHarnessStep(profile.reading, request.messages, rngFrom(stream ?? ctx.runId, ctx.agent, 'step', ctx.turn), ctx.turn);
        if (calls) return reply(request, { role: 'assistant', content: null, tool_calls: calls });
      }
      // Document work done (its own tools, or a scripted presentation's reads) makes an agent a reader, not a coordinator.
      const read = agentic || request.messages.some((m) => m.role === 'assistant' && (m.tool_calls ?? []).some((c) => c.function.name === 'read_document' || c.function.name === 'search_documents'));
      const step = isProtocolRequest(tools) ? coordinationStep({ agent: ctx.agent, tools, messages: request.messages, hasDocumentTools: read, turn: ctx.turn }) : null;
      if (step?.kind === 'calls') return reply(request, { role: 'assistant', content: null, tool_calls: step.calls });
      if (step?.kind === 'wait') return reply(request, { role: 'assistant', content: 'Waiting for the rest of my team to report back.' });
      const view = readMosaicContext(request.messages, example);
      const { text, decision } = simFinalAnswer(profile, example, view, rngFrom(stream ?? ctx.runId, ctx.agent, 'answer'));
      last = decision;
      const calls = step?.kind === 'answer' ? step.wrap(text) : null;
      return reply(request, calls ? { role: 'assistant', content: null, tool_calls: calls } : { role: 'assistant', content: text });
    },
  };
}
