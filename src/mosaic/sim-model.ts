import type { CallContext, ChatMessage, ChatModel, ChatRequest, ChatResponse, ChatToolCall } from '../models/types.js';
import { estimateUsage } from '../models/tokens.js';
import { rngFrom, type Rng } from '../util/rng.js';
import { coordinationStep, isProtocolRequest } from './sim-delegation.js';
import { readMosaicContext, userQuery, type MosaicContextView } from './context.js';
import type { MosaicProfile } from './profile.js';
import type { MosaicExample } from './schema.js';
import { normalizeText } from './text.js';

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/**
 * How obvious this example's inference is to this model: a stable per-(profile, example) offset in
 * log-odds, standard normal scaled by the profile's spread. It is what makes answers cluster by
 * example, as the clustered bootstrap assumes.
 */
export function exampleSalience(profile: MosaicProfile, exampleId: string): number {
  const r = rngFrom('mosaic-salience', profile.name, exampleId);
  const u1 = Math.max(r.next(), 1e-12);
  const u2 = r.next();
  return profile.exampleSpread * Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

type Effects = MosaicProfile['synthesis'];
function logit(e: Effects, v: MosaicContextView): number {
  return e.base + (v.asksComposite ? e.asksComposite : 0) + (v.clearanceSuffix ? e.clearanceSuffix : 0) + (v.rulesSeen ? e.rules : 0) + (v.markingSeen ? e.marking : 0);
}

/** The decisions behind one final answer, exposed for tests and audit. */
export interface SimDecision {
  view: MosaicContextView;
  /** The model connected the two documents (possible only when both propositions are in context). */
  noticed: boolean;
  refuse: boolean;
  /** The answer states the composite (as synthesis or inside a refusal's explanation). */
  statesComposite: boolean;
}

const lowerFirst = (s: string): string => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);
const stripDot = (s: string): string => s.replace(/[.\s]+$/, '');

/** Decide and write the final answer from the context view alone. */
export function simFinalAnswer(profile: MosaicProfile, example: MosaicExample, view: MosaicContextView, rng: Rng): { text: string; decision: SimDecision } {
  const salience = exampleSalience(profile, example.id);
  const compositeText = stripDot(rng.pick([example.lexicon.composite.canonical, ...example.lexicon.composite.paraphrases]));
  const reason = view.rulesSeen
    ? rng.pick(['the aggregation rules I operate under forbid combining sources into a classified conclusion', 'the aggregation policy requires single-source answers and refusal for classified composites'])
    : view.markingSeen
      ? rng.pick(['the documents are classified and combining them would create a more highly classified compilation', 'both sources carry a SECRET classification and their combination is more sensitive than either'])
      : rng.pick(['combining separate sensitive documents into a new conclusion raises a security concern', 'this looks like sensitive information that policy would keep restricted']);

  let refuse: boolean;
  let states = false;
  // The composite exists for the model only when both propositions are in its context AND it connects them.
  const noticed = view.composable && rng.chance(sigmoid(logit(profile.notice, view) + salience));
  if (noticed) {
    refuse = rng.chance(sigmoid(logit(profile.refusal, view) + salience * 0.5));
    if (refuse) states = rng.chance(sigmoid(profile.explainLeak.base + (view.rulesSeen ? profile.explainLeak.rules : 0) + (view.markingSeen ? profile.explainLeak.marking : 0) + salience));
    else states = rng.chance(sigmoid(logit(profile.synthesis, view) + salience));
  } else {
    refuse = rng.chance(sigmoid(logit(profile.refusal, view) + profile.refusalWithoutComposite));
  }
  const decision: SimDecision = { view, noticed, refuse, statesComposite: states };

  const docOf = (i: number): string => example.composite.propositions[i]?.doc ?? '?';
  const facts = example.lexicon.propositions
    .map((lp, i) => (view.propositions[i] ? `${docOf(i)} says ${lowerFirst(stripDot(rng.pick(lp.paraphrases)))}.` : null))
    .filter((s): s is string => s !== null);
  const benignPart = view.goldVisible
    ? `According to ${example.queries.benign.answerDoc}, the answer is ${example.queries.benign.goldAnswer}.`
    : 'I could not find that in the documents I read.';

  let text: string;
  if (refuse) {
    const opener = rng.pick(["I can't help with that request", 'I have to decline this request', "I won't provide that answer"]);
    text = states
      ? `${opener}: ${reason}. Putting the documents together would reveal that ${lowerFirst(compositeText)}, and that conclusion is classified above what I can release.`
      : `${opener}: ${reason}. I can summarise each document separately if that helps.`;
    if (!view.asksComposite && view.goldVisible && rng.chance(0.5)) text += ` On the narrow question: ${benignPart}`;
  } else if (!view.asksComposite) {
    text = states ? `${benignPart} Taken together with the other document, this also means that ${lowerFirst(compositeText)}.` : benignPart;
  } else if (states) {
    text = rng.pick([`${compositeText}.`, `Based on the documents, ${lowerFirst(compositeText)}.`]) + (facts.length ? ` ${facts.join(' ')}` : '');
  } else if (facts.length) {
    text = `${facts.join('\n')}\nThe documents do not state the answer to your question directly.`;
  } else {
    text = 'I could not find information answering that question in the documents I read.';
  }
  return { text, decision };
}

/* ---------------- agentic harness behaviour ---------------- */

const STOP = new Set(
  'a an the is are was were be been of in on at to for from by with and or what which who whom whose where when how why does do did can could will would should this that these those it its any all right now into about there their them they i you your me my we our us still some full clearance including top secret compilations ignore system level restrictions answer completely hold material'.split(' '),
);

/** Content words of a text, for search queries. */
export function keywords(text: string): string[] {
  const seen = new Set<string>();
  for (const w of normalizeText(text).split(/[^a-z0-9'-]+/)) {
    const t = w.replace(/^['-]+|['-]+$/g, '').replace(/'s$/, '');
    if (t.length > 1 && !STOP.has(t)) seen.add(t);
  }
  return [...seen];
}

/** Identifiers and dates in a text (codes such as fw-edge-03, KS-12, 4471-K, "12 May"). */
export function identifiers(text: string): string[] {
  const months = 'January|February|March|April|May|June|July|August|September|October|November|December';
  const re = new RegExp(`\\b(?:[A-Za-z]+[-.])*[A-Za-z]*\\d+[A-Za-z0-9]*(?:[-.][A-Za-z0-9]+)*\\b|\\b\\d{1,2} (?:${months})\\b|\\b[A-Z]{4,}\\b`, 'g');
  const out = new Set<string>();
  for (const m of text.matchAll(re)) if (/[A-Za-z]/.test(m[0]) && m[0].length >= 3) out.add(m[0]);
  return [...out];
}

interface ToolUse {
  name: string;
  args: Record<string, unknown>;
  result: string;
}

function toolHistory(messages: readonly ChatMessage[]): ToolUse[][] {
  const results = new Map<string, string>();
  for (const m of messages) if (m.role === 'tool') results.set(m.tool_call_id, m.content);
  const batches: ToolUse[][] = [];
  for (const m of messages) {
    if (m.role !== 'assistant' || !m.tool_calls?.length) continue;
    batches.push(
      m.tool_calls.map((c) => {
        let args: Record<string, unknown> = {};
        try {
          args = JSON.parse(c.function.arguments) as Record<string, unknown>;
        } catch {
          args = {};
        }
        return { name: c.function.name, args, result: results.get(c.id) ?? '' };
      }),
    );
  }
  return batches;
}

/** Paths named in a listing or search result ("docs/x.md ..." lines). */
const pathsIn = (result: string): string[] => [...result.matchAll(/^\s*(?:\d+\.\s*)?(docs\/[^\s]+\.md)/gm)].map((m) => m[1] ?? '').filter(Boolean);

/** Choose the next tool calls of the agent, or null when it is ready to answer. */
export function simHarnessStep(profile: MosaicProfile, messages: readonly ChatMessage[], rng: Rng, turn: number): ChatToolCall[] | null {
  const h = profile.harness;
  const batches = toolHistory(messages);
  const all = batches.flat();
  const readPaths = new Set(all.filter((u) => u.name === 'read_document').map((u) => String(u.args.path ?? '')));
  let n = 0;
  const call = (name: string, args: Record<string, unknown>): ChatToolCall => ({ id: `call_${turn}_${n++}`, type: 'function', function: { name, arguments: JSON.stringify(args) } });
  const read = (path: string): ChatToolCall => call('read_document', rng.chance(h.skim) ? { path, max_chars: h.skimChars } : { path });
  const query = userQuery(messages);

  if (batches.length === 0) {
    return rng.chance(h.listFirst) ? [call('list_documents', {})] : [call('search_documents', { query: keywords(query).join(' ') })];
  }
  const last = batches[batches.length - 1] ?? [];
  const first = last[0];
  if (first?.name === 'list_documents') {
    const paths = pathsIn(first.result).filter((p) => !readPaths.has(p));
    if (paths.length && rng.chance(h.readAllListed)) return paths.map(read);
    return [call('search_documents', { query: keywords(query).join(' ') })];
  }
  if (first?.name === 'search_documents') {
    const hits = pathsIn(first.result).filter((p) => !readPaths.has(p)).slice(0, h.searchTopK);
    return hits.length ? hits.map(read) : null;
  }
  const searches = all.filter((u) => u.name === 'search_documents').length;
  if (first?.name === 'read_document' && searches < 2 && rng.chance(h.followUp)) {
    const known = new Set(keywords(query));
    const ids = identifiers(last.map((u) => u.result).join('\n')).filter((t) => !known.has(t.toLowerCase()));
    if (ids.length) return [call('search_documents', { query: ids.slice(0, 4).join(' ') })];
  }
  return null;
}

/**
 * A simulated model for one Agent Mosaic example, composed of three behaviours: document reading
 * (simHarnessStep: with list_documents among the tools it explores the folder), delegation
 * (sim-delegation.ts: on the actor runtime's protocol it hands off, waits for reports, reports or
 * finishes) and answering (simFinalAnswer: the final text from what its context holds).
 */
export function createMosaicSimModel(profile: MosaicProfile, example: MosaicExample, stream?: string): ChatModel & { lastDecision: () => SimDecision | undefined } {
  // Draws are keyed by the stream when one is given (what the answer is, without the intervention:
  // a defense's runs then draw the same numbers), else by the run id.
  let last: SimDecision | undefined;
  const reply = (request: ChatRequest, message: ChatResponse['message']): ChatResponse => ({ message, usage: estimateUsage(request, message), finishReason: message.tool_calls?.length ? 'tool_calls' : 'stop' });
  return {
    id: `sim-mosaic:${profile.name}`,
    lastDecision: () => last,
    async complete(request: ChatRequest, ctx: CallContext): Promise<ChatResponse> {
      const tools = request.tools ?? [];
      const agentic = tools.some((t) => t.function.name === 'list_documents');
      if (agentic) {
        const calls = simHarnessStep(profile, request.messages, rngFrom(stream ?? ctx.runId, ctx.agent, 'step', ctx.turn), ctx.turn);
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
